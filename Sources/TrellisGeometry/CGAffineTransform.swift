#if !canImport(CoreGraphics)
/// An affine transformation matrix for 2D drawing, with CoreGraphics' layout and conventions.
///
/// The matrix is
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// and points are row vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// `t1.concatenating(t2)` is the product `t1 · t2`: apply `t1` first, then `t2`.
///
/// UIKit difference: none; this type exists only where CoreGraphics does not.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// The entry at row 1, column 1.
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2.
  public var d: CGFloat
  /// The x translation (row 3, column 1).
  public var tx: CGFloat
  /// The y translation (row 3, column 2).
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates the identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// Creates a transform that scales by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates by `angle` radians (positive angles turn x towards y,
  /// which is clockwise on a screen whose y axis points down).
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(Foundation.cos(Double(angle)))
    let sine = CGFloat(Foundation.sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Creates a transform that translates by `tx` and `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Whether this is exactly the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// The product `self · other`: the transform that applies `self`, then `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse transform, or `self` unchanged when the matrix is singular (as CoreGraphics).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  /// A transform that scales by (`sx`, `sy`) and then applies `self`.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A transform that rotates by `angle` radians and then applies `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// A transform that translates by (`tx`, `ty`) and then applies `self`.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A textual representation listing the six entries.
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  /// The point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed by the linear part of `t` (translation is ignored, signs are kept),
  /// as CoreGraphics does.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that contains the four transformed corners of this rectangle.
  ///
  /// A null rectangle stays null.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let p1 = CGPoint(x: minX, y: minY).applying(t)
    let p2 = CGPoint(x: maxX, y: minY).applying(t)
    let p3 = CGPoint(x: minX, y: maxY).applying(t)
    let p4 = CGPoint(x: maxX, y: maxY).applying(t)
    let minX = Swift.min(p1.x, p2.x, p3.x, p4.x)
    let minY = Swift.min(p1.y, p2.y, p3.y, p4.y)
    let maxX = Swift.max(p1.x, p2.x, p3.x, p4.x)
    let maxY = Swift.max(p1.y, p2.y, p3.y, p4.y)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
#endif
