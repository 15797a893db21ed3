/// The attributes of a card of `CircularCardsLayout`: the usual attributes plus the
/// `anchorPoint` about which the card's `transform` rotates it.
///
/// How to draw a card (what a renderer must do with `anchorPoint`): put the card's untransformed
/// rectangle (`size`) so that its anchor point — the point `(anchorPoint.x·width,
/// anchorPoint.y·height)` of the card — sits at `center`, then rotate the card by `transform`
/// about that point. This is exactly what `CALayer` does with `anchorPoint` and `position`.
/// `visualCenter`, `visualCorners` and `visualFrame` give the result.
///
/// UIKit difference: `frame` (and `CollectionReusableView.apply(_:)`) rotate about `center` and
/// know nothing of the anchor point, so for a card `frame` is not where the card is drawn; use
/// `visualFrame` or `visualCorners` for hit-testing. `CircularCardsLayout`'s own queries do.
open class CircularCardsLayoutAttributes: CollectionViewLayoutAttributes {
  /// The point of the card, in unit coordinates of its bounds ((0, 0) top-left, (1, 1)
  /// bottom-right), that sits at `center` and about which `transform` rotates. The default is
  /// (0.5, 0.5), the card's centre.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// A copy with the same values, `anchorPoint` included.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? CircularCardsLayoutAttributes)?.anchorPoint = anchorPoint
    return copy
  }

  /// Whether `object` has the same values, `anchorPoint` included.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CircularCardsLayoutAttributes, other.anchorPoint == anchorPoint else {
      return false
    }
    return super.isEqual(other)
  }

  /// The card-local point `(u, v)` (measured from the card's centre, untransformed) where the
  /// renderer draws it: `center + T·((u, v) + ((0.5 − anchorPoint.x)·width, (0.5 − anchorPoint.y)·height))`
  /// for the linear part T of `transform`.
  public func visualPoint(_ local: CGPoint) -> CGPoint {
    let t = transform
    let x = local.x + (0.5 - anchorPoint.x) * size.width
    let y = local.y + (0.5 - anchorPoint.y) * size.height
    return CGPoint(x: center.x + t.a * x + t.c * y + t.tx, y: center.y + t.b * x + t.d * y + t.ty)
  }

  /// Where the card's centre is drawn, once rotated about its anchor point.
  public var visualCenter: CGPoint { visualPoint(.zero) }

  /// The card's four corners as drawn (top-left, top-right, bottom-right, bottom-left of the
  /// untransformed card).
  public var visualCorners: [CGPoint] {
    let w = size.width / 2
    let h = size.height / 2
    return [
      visualPoint(CGPoint(x: -w, y: -h)), visualPoint(CGPoint(x: w, y: -h)), visualPoint(CGPoint(x: w, y: h)),
      visualPoint(CGPoint(x: -w, y: h)),
    ]
  }

  /// The bounding box of the card as drawn.
  public var visualFrame: CGRect {
    let corners = visualCorners
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }

  /// Whether `point` lies on the card as drawn (inside the rotated rectangle).
  public func visuallyContains(_ point: CGPoint) -> Bool {
    // Undo the rotation about the anchor: the point in card-local coordinates.
    let t = transform
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0 else { return false }
    let dx = point.x - center.x - t.tx
    let dy = point.y - center.y - t.ty
    let x = (t.d * dx - t.c * dy) / determinant - (0.5 - anchorPoint.x) * size.width
    let y = (-t.b * dx + t.a * dy) / determinant - (0.5 - anchorPoint.y) * size.height
    return abs(x) <= size.width / 2 && abs(y) <= size.height / 2
  }
}
