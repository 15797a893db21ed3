// Where an element is drawn: Core Animation's rules applied to layout attributes.
//
// The math. Let the element have size (w, h), `center` p, transform T (`transform3D`) and
// anchor point a = (ax, ay) in unit coordinates of its bounds ((0.5, 0.5) unless the attributes
// subclass has an `anchorPoint`). Core Animation puts the layer's anchor point at its
// `position` (UIKit's `center`) and applies the transform about that point. So a point q of
// the layer (q in [0, w] × [0, h], measured from its top-left corner) is drawn at
//
//     p + project(T, q − (ax·w, ay·h))
//
// where project(T, v) carries (v.x, v.y, 0, 1) through T and divides by w′ (see
// `CATransform3D.projecting(_:)`). Two consequences:
//
// 1. The untransformed element is the rectangle R = (p.x − ax·w, p.y − ay·h, w, h): with the
//    default anchor (0.5, 0.5) it is centred on `center`; with the anchor (0.5, 2) of a card
//    rotating about a point 1.5 heights below its centre, R lies 1.5·h *above* `center`, i.e.
//    `center` is the pivot. `CircularCardsLayoutAttributes.visualPoint` uses the same rule.
// 2. Only m11, m12, m21, m22, m41, m42 (the affine part) and m14, m24, m44 (the perspective
//    row seen by points with z = 0) affect the picture of a flat layer. When m14 = m24 = 0 and
//    m44 = 1 the mapping is affine — whatever m34 holds (`m34 = −1/500` alone changes nothing
//    until a rotation about x or y mixes it into m14/m24, exactly as on a device) — and it is
//    the SVG matrix of "translate by −p, apply L and (tx, ty), translate by +p":
//
//        x′ = a·x + c·y + e,  y′ = b·x + d·y + f
//        e = p.x − (a·p.x + c·p.y) + tx,   f = p.y − (b·p.x + d·p.y) + ty
//
//    e.g. a scale by 2 about the centre (35, 45): e = 35 − 70 = −35, f = 45 − 90 = −45.
//    Otherwise the four corners of R are projected one by one and the element is drawn as that
//    quadrilateral (straight edges are straight under a projective map, so four points suffice).
//    A corner at or behind the eye (w′ ≤ 0) makes the element undrawable; it is left out, as
//    Core Animation clips it.

/// Resolves the drawn geometry of layout attributes, honouring `transform3D` and an
/// `anchorPoint` when the attributes subclass has one.
public enum RenderGeometry {
  /// The anchor point of `attributes` in unit coordinates of its bounds: the value of a stored
  /// property named `anchorPoint` of type `CGPoint` on the attributes' class or any superclass,
  /// found with `Mirror`, or (0.5, 0.5) when there is none.
  ///
  /// Any attributes subclass that stores an `anchorPoint: CGPoint` — as
  /// `CircularCardsLayoutAttributes` does, and as UIKit layouts that set `layer.anchorPoint` in
  /// `apply(_:)` typically do — is drawn rotating about it, without TrellisRender depending on
  /// that subclass. A computed property is not seen by `Mirror`; store the value.
  ///
  /// UIKit difference: UIKit's base attributes have no anchor point; the cell applies one in
  /// `apply(_:)`. Trellis has no layers, so the renderer looks for the property instead.
  public static func anchorPoint(of attributes: CollectionViewLayoutAttributes) -> CGPoint {
    let fallback = CGPoint(x: 0.5, y: 0.5)
    // The base class stores no anchor point: skip the reflection for the common case.
    if type(of: attributes) == CollectionViewLayoutAttributes.self { return fallback }
    var mirror: Mirror? = Mirror(reflecting: attributes)
    while let current = mirror {
      for child in current.children where child.label == "anchorPoint" {
        if let point = child.value as? CGPoint { return point }
      }
      mirror = current.superclassMirror
    }
    return fallback
  }

  /// The shape `attributes` cover when drawn, or `nil` when they cannot be drawn: a non-finite
  /// or negative size, a non-finite centre, anchor point or transform entry, or a corner
  /// projected at or behind the eye.
  ///
  /// See the file comment for the math: an affine-in-effect transform gives `.rect` with the
  /// matrix about the anchor point, a perspective one gives `.quad` of the projected corners.
  public static func shape(of attributes: CollectionViewLayoutAttributes) -> RenderShape? {
    resolve(attributes)?.shape
  }

  /// The shape and the label centre of `attributes`, or `nil` when they cannot be drawn.
  static func resolve(
    _ attributes: CollectionViewLayoutAttributes, anchorPoint explicitAnchor: CGPoint? = nil
  ) -> (shape: RenderShape, labelCenter: CGPoint)? {
    let size = attributes.size
    let center = attributes.center
    let t = attributes.transform3D
    let anchor = explicitAnchor ?? anchorPoint(of: attributes)
    guard size.isFiniteSize, size.width >= 0, size.height >= 0, center.isFinitePoint, anchor.isFinitePoint,
      isFinite(t)
    else { return nil }
    let rect = CGRect(
      x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width,
      height: size.height)
    if t.m14 == 0, t.m24 == 0, t.m44 == 1 {
      let matrix = CGAffineTransform(
        a: t.m11, b: t.m12, c: t.m21, d: t.m22,
        tx: center.x - (t.m11 * center.x + t.m21 * center.y) + t.m41,
        ty: center.y - (t.m12 * center.x + t.m22 * center.y) + t.m42)
      guard matrix.tx.isFinite, matrix.ty.isFinite else { return nil }
      return (.rect(rect, transform: matrix), CGPoint(x: rect.midX, y: rect.midY))
    }
    func project(_ point: CGPoint) -> CGPoint? {
      guard let local = t.projecting(CGPoint(x: point.x - center.x, y: point.y - center.y)) else {
        return nil
      }
      let result = CGPoint(x: center.x + local.x, y: center.y + local.y)
      return result.isFinitePoint ? result : nil
    }
    guard let topLeft = project(CGPoint(x: rect.minX, y: rect.minY)),
      let topRight = project(CGPoint(x: rect.maxX, y: rect.minY)),
      let bottomRight = project(CGPoint(x: rect.maxX, y: rect.maxY)),
      let bottomLeft = project(CGPoint(x: rect.minX, y: rect.maxY)),
      let labelCenter = project(CGPoint(x: rect.midX, y: rect.midY))
    else { return nil }
    return (.quad([topLeft, topRight, bottomRight, bottomLeft]), labelCenter)
  }

  private static func isFinite(_ t: CATransform3D) -> Bool {
    t.m11.isFinite && t.m12.isFinite && t.m14.isFinite && t.m21.isFinite && t.m22.isFinite && t.m24.isFinite
      && t.m41.isFinite && t.m42.isFinite && t.m44.isFinite
  }
}
