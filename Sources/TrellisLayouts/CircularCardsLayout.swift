/// A wheel of cards that turns as you scroll horizontally: the "circular collection view" of
/// the classic tutorial, with its constants.
///
/// The geometry. Every card is `itemSize` (default 133×173) and hangs on a wheel of `radius`
/// (default 500) whose centre lies `radius` below the middle of the visible bounds. Neighbouring
/// cards are `anglePerItem = atan(itemSize.width / radius)` apart. The content is
/// `items × itemSize.width` wide and as tall as the bounds; the horizontal offset turns the
/// wheel linearly, so that the first card is upright at offset 0 and the last one at the end:
///
///     angleAtExtreme = −(n − 1)·anglePerItem
///     angle          = angleAtExtreme · offset.x / (contentWidth − boundsWidth)
///     rotation(i)    = angle + anglePerItem·i
///
/// Each card rotates about an anchor point `radius` below its own centre — the wheel's centre:
///
///     anchorPoint    = (0.5, (height/2 + radius)/height)
///     center         = (offset.x + boundsWidth/2, boundsHeight/2 + (anchorPoint.y − 0.5)·height)
///                    = (offset.x + boundsWidth/2, boundsHeight/2 + radius)
///     transform      = rotation by rotation(i)
///
/// Why center.y is adjusted: a layer places its anchor point at its position, so the card's
/// untransformed top is at `center.y − anchorPoint.y·height`; with the adjustment that is
/// `boundsHeight/2 + (anchorPoint.y − 0.5)·height − anchorPoint.y·height = boundsHeight/2 −
/// height/2`: unrotated, a card is centred vertically in the view, and it swings about the
/// wheel's centre. Rotating the card's centre (0, −radius) from the anchor by φ puts it at
/// `(offset.x + boundsWidth/2 + radius·sin φ, boundsHeight/2 + radius·(1 − cos φ))`.
///
/// Only the cards inside the visible angle exist: with
/// `θ = atan2(boundsWidth/2, radius + height/2 − boundsHeight/2)`, items
/// `floor((−angle − θ)/anglePerItem)` through `ceil((−angle + θ)/anglePerItem)`, clamped to the
/// items. Scrolling comes to rest on a card: the proposed angle is rounded to a whole number of
/// `anglePerItem`, up when the velocity is positive, down when negative, to the nearest when 0.
///
/// The attributes are `CircularCardsLayoutAttributes`; see there how a renderer must use
/// `anchorPoint`. Rect queries and `targetIndexPath(forInteractivelyMovingItem:withPosition:)`
/// use where the cards really are (the rotated rectangle about the anchor).
///
/// - Complexity: `prepare()` O(1); `layoutAttributesForElements(in:)` O(k) for the k cards in
///   the visible angle; `layoutAttributesForItem(at:)` O(1).
///
/// UIKit difference: UIKit's `frame` of these attributes is also the box about `center`; Trellis
/// adds `visualFrame`. A collection view's `indexPathForItem(at:)` tests `frame`, which for
/// these cards is not where they are drawn; ask the layout
/// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`) or the attributes'
/// `visuallyContains(_:)` instead. Only the first section is shown.
open class CircularCardsLayout: CollectionViewLayout {
  /// The size of every card. The default is 133×173 (the tutorial's).
  open var itemSize = CGSize(width: 133, height: 173) {
    didSet { if itemSize != oldValue { invalidateLayout() } }
  }

  /// The radius of the wheel: the distance from a card's centre to the point it turns about.
  /// The default is 500.
  open var radius: CGFloat = 500 { didSet { if radius != oldValue { invalidateLayout() } } }

  /// The angle between neighbouring cards: `atan(itemSize.width / radius)`.
  public var anglePerItem: CGFloat {
    radius > 0 && itemSize.width.isFinite ? atan(itemSize.width / radius) : 0
  }

  /// The wheel's angle when scrolled to the end: `−(n − 1)·anglePerItem` for n items.
  public var angleAtExtreme: CGFloat {
    itemCount > 0 ? -CGFloat(itemCount - 1) * anglePerItem : 0
  }

  /// The wheel's angle for the current content offset:
  /// `angleAtExtreme · offset.x / (contentWidth − boundsWidth)` (0 when the content does not
  /// scroll).
  public var angle: CGFloat { angle(forContentOffsetX: collectionView?.contentOffset.x ?? 0) }

  /// The wheel's angle at horizontal offset `x`.
  public func angle(forContentOffsetX x: CGFloat) -> CGFloat {
    let range = collectionViewContentSize.width - boundsSize.width
    guard range > 0 else { return 0 }
    return angleAtExtreme * x / range
  }

  /// The number of items (of section 0) at the last `prepare()`.
  public private(set) var itemCount = 0
  private var boundsSize = CGSize.zero

  /// The attributes class: `CircularCardsLayoutAttributes`.
  open override class var layoutAttributesClass: AnyClass { CircularCardsLayoutAttributes.self }

  /// Reads the item count and the bounds' size.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      itemCount = 0
      return
    }
    itemCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    boundsSize = collectionView.bounds.size
  }

  /// `items × itemSize.width` wide, as tall as the bounds.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(itemCount) * itemSize.width, height: boundsSize.height)
  }

  /// `true`: every scroll turns the wheel.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// The range of items inside the visible angle (see the type's documentation), or `nil`.
  public var visibleItemRange: ClosedRange<Int>? {
    guard itemCount > 0 else { return nil }
    let step = anglePerItem
    guard step > 0 else { return 0...(itemCount - 1) }
    let theta = atan2(boundsSize.width / 2, radius + itemSize.height / 2 - boundsSize.height / 2)
    let angle = self.angle
    let low = ((-angle - theta) / step).rounded(.down)
    let high = ((-angle + theta) / step).rounded(.up)
    let first = Int(max(0, min(low, CGFloat(itemCount - 1))))
    let last = Int(max(0, min(high, CGFloat(itemCount - 1))))
    return first <= last ? first...last : nil
  }

  /// The attributes of card `item` at the current angle.
  func cardAttributes(_ item: Int) -> CircularCardsLayoutAttributes {
    let attributes =
      (makeLayoutAttributes(forCellWith: IndexPath.gallery(item: item, section: 0))
        as? CircularCardsLayoutAttributes)
      ?? CircularCardsLayoutAttributes(forCellWith: IndexPath.gallery(item: item, section: 0))
    let height = itemSize.height
    let anchorY = height > 0 ? (height / 2 + radius) / height : 0.5
    attributes.size = itemSize
    attributes.anchorPoint = CGPoint(x: 0.5, y: anchorY)
    let offsetX = collectionView?.contentOffset.x ?? 0
    attributes.center = CGPoint(
      x: offsetX + boundsSize.width / 2, y: boundsSize.height / 2 + (anchorY - 0.5) * height)
    attributes.transform = CGAffineTransform(rotationAngle: angle + anglePerItem * CGFloat(item))
    attributes.zIndex = item
    return attributes
  }

  /// The cards inside the visible angle whose rotated rectangles (as drawn, about the anchor)
  /// overlap `rect`.
  ///
  /// - Complexity: O(k) for the k cards in the visible angle.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard let range = visibleItemRange else { return [] }
    var result: [CollectionViewLayoutAttributes] = []
    for item in range {
      let attributes = cardAttributes(item)
      if Self.card(attributes, overlaps: rect) { result.append(attributes) }
    }
    return result
  }

  /// The card `indexPath.item` of section 0 at the current angle (also outside the visible
  /// angle), or `nil`.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else {
      return nil
    }
    return cardAttributes(indexPath.item)
  }

  /// The offset of the card nearest the proposed angle, rounding up for a positive velocity and
  /// down for a negative one (the tutorial's rule): card k rests upright at
  /// `offset.x = k·(contentWidth − boundsWidth)/(n − 1)`.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let range = collectionViewContentSize.width - boundsSize.width
    guard itemCount > 1, range > 0, anglePerItem > 0 else { return proposedContentOffset }
    // factor = −angleAtExtreme/(contentWidth − boundsWidth): radians per point.
    let factor = -angleAtExtreme / range
    let ratio = proposedContentOffset.x * factor / anglePerItem
    let card: CGFloat
    if velocity.x > 0 {
      card = ratio.rounded(.up)
    } else if velocity.x < 0 {
      card = ratio.rounded(.down)
    } else {
      card = ratio.rounded()
    }
    let clamped = min(max(card, 0), CGFloat(itemCount - 1))
    return CGPoint(x: clamped * anglePerItem / factor, y: proposedContentOffset.y)
  }

  /// The card nearest to `proposedContentOffset` (after updates and transitions).
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: .zero)
  }

  /// The card under `position` as drawn (the topmost, i.e. highest item, when cards overlap), or
  /// `previousIndexPath`.
  open override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    guard let range = visibleItemRange else { return previousIndexPath }
    for item in range.reversed() where cardAttributes(item).visuallyContains(position) {
      return IndexPath.gallery(item: item, section: 0)
    }
    return previousIndexPath
  }

  /// Whether the card as drawn overlaps `rect` with a positive area (separating-axis test of the
  /// rotated rectangle against the rectangle).
  static func card(_ attributes: CircularCardsLayoutAttributes, overlaps rect: CGRect) -> Bool {
    let corners = attributes.visualCorners
    // Axes of the rect.
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard xs.max()! > rect.minX, xs.min()! < rect.maxX, ys.max()! > rect.minY, ys.min()! < rect.maxY else {
      return false
    }
    // Axes of the card: its two edge directions.
    let rectCorners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ]
    for edge in 0..<2 {
      let axis = CGPoint(x: corners[edge + 1].x - corners[edge].x, y: corners[edge + 1].y - corners[edge].y)
      func project(_ p: CGPoint) -> CGFloat { p.x * axis.x + p.y * axis.y }
      let card = corners.map(project)
      let box = rectCorners.map(project)
      if card.max()! <= box.min()! || box.max()! <= card.min()! { return false }
    }
    return true
  }
}
