#if !canImport(QuartzCore)
/// A 4×4 homogeneous transform, with Core Animation's layout and conventions.
///
/// Points are row vectors `(x, y, z, 1)` multiplied on the left: `x' = x·m11 + y·m21 + z·m31
/// + m41`, and so on, divided by `w' = x·m14 + y·m24 + z·m34 + m44`. Perspective is usually
/// introduced with `m34 = −1/d` for an eye at distance `d`. `CATransform3DConcat(a, b)` is
/// `a · b`: apply `a`, then `b`.
///
/// UIKit difference: none; this type exists only where QuartzCore does not.
public struct CATransform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4 (perspective: `−1/eye distance`).
  public var m34: CGFloat
  /// Row 4, column 1 (x translation).
  public var m41: CGFloat
  /// Row 4, column 2 (y translation).
  public var m42: CGFloat
  /// Row 4, column 3 (z translation).
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  @inlinable
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// Creates the identity transform.
  @inlinable
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is exactly the identity transform.
@inlinable
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3D() }

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A transform that translates by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// A transform that scales by (`sx`, `sy`, `sz`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// A transform that rotates by `angle` radians about the axis (`x`, `y`, `z`).
///
/// Rotation about (0, 0, 1) matches `CGAffineTransform(rotationAngle:)`. A zero axis gives the
/// identity, as Core Animation does.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = CGFloat(Foundation.cos(Double(angle)))
  let s = CGFloat(Foundation.sin(Double(angle)))
  let k = 1 - c
  // Rodrigues' rotation matrix R (column vectors), stored transposed for row vectors.
  return CATransform3D(
    m11: k * ux * ux + c, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
    m21: k * ux * uy - s * uz, m22: k * uy * uy + c, m23: k * uy * uz + s * ux, m24: 0,
    m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: k * uz * uz + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// The product `a · b`: the transform that applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let ra = a.rows
  let rb = b.rows
  var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 {
    for j in 0..<4 {
      out[i][j] = ra[i][0] * rb[0][j] + ra[i][1] * rb[1][j] + ra[i][2] * rb[2][j] + ra[i][3] * rb[3][j]
    }
  }
  return CATransform3D(rows: out)
}

/// A transform that translates by (`tx`, `ty`, `tz`) and then applies `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A transform that scales by (`sx`, `sy`, `sz`) and then applies `t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A transform that rotates by `angle` about (`x`, `y`, `z`) and then applies `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` unchanged when it is singular (as Core Animation).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  // Gauss–Jordan elimination with partial pivoting on [M | I].
  var m = t.rows
  var inv: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
  for column in 0..<4 {
    var pivot = column
    for row in (column + 1)..<4 where abs(m[row][column]) > abs(m[pivot][column]) {
      pivot = row
    }
    guard m[pivot][column] != 0, m[pivot][column].isFinite else { return t }
    m.swapAt(column, pivot)
    inv.swapAt(column, pivot)
    let scale = m[column][column]
    for j in 0..<4 {
      m[column][j] /= scale
      inv[column][j] /= scale
    }
    for row in 0..<4 where row != column {
      let factor = m[row][column]
      if factor == 0 { continue }
      for j in 0..<4 {
        m[row][j] -= factor * m[column][j]
        inv[row][j] -= factor * inv[column][j]
      }
    }
  }
  return CATransform3D(rows: inv)
}

/// The 3D transform equivalent to the affine transform `m` (it acts in the z = 0 plane).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0,
    m21: m.c, m22: m.d, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly representable as an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (the z and perspective entries are ignored).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
  fileprivate var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  fileprivate init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}
#endif
