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
/// The cards of the visible angle: with `θ = atan2(boundsWidth/2, radius + height/2 − boundsHeight/2)`,
/// items `floor((−angle − θ)/anglePerItem)` through `ceil((−angle + θ)/anglePerItem)`, clamped to
/// the items (`visibleItemRange`). A rect query returns every card whose rotated rectangle
/// overlaps the rect, searching the cards whose rotation lies within the rect's angular extent as
/// seen from the wheel's centre, widened by a card's own angular half-width; cards turned by more
/// than half a turn (|rotation| > π, upside down under the wheel) are hidden and never returned.
/// Scrolling comes to rest on a card: the proposed angle is rounded to a whole number of
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
/// `visuallyContains(_:)` instead. Only the first section is shown. Unusable numbers never trap
/// or reach an attribute: `itemSize` and `radius` are read as lengths (`LayoutLimits`: NaN,
/// infinite and negative values count as 0), recorded in `lastLayoutError`.
open class CircularCardsLayout: CollectionViewLayout {
  /// The size of every card. The default is 133×173 (the tutorial's).
  ///
  /// UIKit difference: NaN, infinite and negative sides count as 0 (see `LayoutLimits`).
  open var itemSize = CGSize(width: 133, height: 173) {
    didSet {
      usedItemSize = sanitizedSize(itemSize, name: "itemSize")
      if itemSize != oldValue { invalidateLayout() }
    }
  }

  /// The radius of the wheel: the distance from a card's centre to the point it turns about.
  /// The default is 500.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 (see `LayoutLimits`).
  open var radius: CGFloat = 500 {
    didSet {
      usedRadius = sanitizedLength(radius, name: "radius")
      if radius != oldValue { invalidateLayout() }
    }
  }

  /// `itemSize` and `radius` under the input rules.
  private var usedItemSize = CGSize(width: 133, height: 173)
  private var usedRadius: CGFloat = 500

  /// The angle between neighbouring cards: `atan(itemSize.width / radius)` (π/2 for a radius of
  /// 0, 0 for cards of no width).
  public var anglePerItem: CGFloat {
    usedItemSize.width > 0 ? atan2(usedItemSize.width, usedRadius) : 0
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
  ///
  /// UIKit difference: the fraction `x / (contentWidth − boundsWidth)` is clamped to ±10²⁰
  /// (`LayoutLimits.maximumCoordinate`), so the angle stays finite when the scrollable width is
  /// subnormal (cards 5e-324 points wide); at such angles every card is turned past half a turn
  /// and hidden. A NaN or infinite `x` gives 0.
  public func angle(forContentOffsetX x: CGFloat) -> CGFloat {
    let range = collectionViewContentSize.width - boundsSize.width
    guard range > 0, x.isFinite else { return 0 }
    let angle = angleAtExtreme * x / range
    guard !angle.isFinite else { return angle }
    let limit = LayoutLimits.maximumCoordinate
    return angleAtExtreme * min(max(x / range, -limit), limit)
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
    CGSize(width: CGFloat(itemCount) * usedItemSize.width, height: boundsSize.height)
  }

  /// `true`: every scroll turns the wheel.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// The range of items inside the visible angle (see the type's documentation), or `nil` (no
  /// items, or cards of no width, which cover nothing).
  public var visibleItemRange: ClosedRange<Int>? {
    guard itemCount > 0 else { return nil }
    let step = anglePerItem
    guard step > 0 else { return nil }
    let theta = atan2(boundsSize.width / 2, usedRadius + usedItemSize.height / 2 - boundsSize.height / 2)
    let angle = self.angle
    let items = 0...(itemCount - 1)
    let first = LayoutLimits.index(((-angle - theta) / step).rounded(.down), in: items)
    let last = LayoutLimits.index(((-angle + theta) / step).rounded(.up), in: items)
    return first <= last ? first...last : nil
  }

  /// The items whose rotation lies within `lower...upper` (radians) and within half a turn.
  func items(rotatedBetween lower: CGFloat, _ upper: CGFloat) -> ClosedRange<Int>? {
    let step = anglePerItem
    guard itemCount > 0, step > 0 else { return nil }
    let low = max(lower, -CGFloat.pi)
    let high = min(upper, CGFloat.pi)
    guard low <= high else { return nil }
    let angle = self.angle
    let items = 0...(itemCount - 1)
    let first = LayoutLimits.index(((low - angle) / step).rounded(.up), in: items)
    let last = LayoutLimits.index(((high - angle) / step).rounded(.down), in: items)
    return first <= last ? first...last : nil
  }

  /// The cards that can overlap `rect`: those whose rotation is within the rect's angular extent
  /// as seen from the wheel's centre, widened by a card's angular half-width (every card when the
  /// rect or a card covers the centre).
  func candidateItems(for rect: CGRect) -> ClosedRange<Int>? {
    let offsetX = collectionView?.contentOffset.x ?? 0
    let centre = CGPoint(x: offsetX + boundsSize.width / 2, y: boundsSize.height / 2 + usedRadius)
    let near = usedRadius - usedItemSize.height / 2
    // A card's angular half-width as seen from the centre (a card reaching the centre spans all).
    let halfWidth = near > 0 ? atan2(usedItemSize.width / 2, near) : CGFloat.pi
    let coversCentre =
      rect.minX <= centre.x && centre.x <= rect.maxX && rect.minY <= centre.y && centre.y <= rect.maxY
    // Straight down from the centre, angles jump from π to −π: a rect across that ray spans both.
    let crossesCut = rect.minX <= centre.x && centre.x <= rect.maxX && rect.maxY >= centre.y
    if coversCentre || crossesCut || halfWidth >= CGFloat.pi {
      return items(rotatedBetween: -CGFloat.pi, CGFloat.pi)
    }
    var lower = CGFloat.infinity
    var upper = -CGFloat.infinity
    for corner in [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ] {
      // 0 straight up from the centre, growing clockwise (towards +x), as the cards' rotation.
      let direction = atan2(corner.x - centre.x, centre.y - corner.y)
      lower = min(lower, direction)
      upper = max(upper, direction)
    }
    return items(rotatedBetween: lower - halfWidth, upper + halfWidth)
  }

  /// The attributes of card `item` at the current angle.
  func cardAttributes(_ item: Int) -> CircularCardsLayoutAttributes {
    let attributes =
      (makeLayoutAttributes(forCellWith: IndexPath.gallery(item: item, section: 0))
        as? CircularCardsLayoutAttributes)
      ?? CircularCardsLayoutAttributes(forCellWith: IndexPath.gallery(item: item, section: 0))
    let height = usedItemSize.height
    let anchorY = height > 0 ? (height / 2 + usedRadius) / height : 0.5
    attributes.size = usedItemSize
    attributes.anchorPoint = CGPoint(x: 0.5, y: anchorY)
    let offsetX = collectionView?.contentOffset.x ?? 0
    // The centre sits `radius` below the middle of the bounds (anchorY − 0.5 = radius / height);
    // written directly so that a card of no height does not multiply by a huge anchor.
    attributes.center = CGPoint(
      x: offsetX + boundsSize.width / 2, y: boundsSize.height / 2 + (height > 0 ? usedRadius : 0))
    let rotation = angle + anglePerItem * CGFloat(item)
    attributes.transform = CGAffineTransform(rotationAngle: rotation)
    // Turned by more than half a turn, a card hangs upside down under the wheel: hidden.
    attributes.isHidden = !(-CGFloat.pi...CGFloat.pi).contains(rotation)
    attributes.zIndex = item
    return attributes
  }

  /// The cards whose rotated rectangles (as drawn, about the anchor) overlap `rect` with a
  /// positive area, hidden cards (turned by more than half a turn) excepted.
  ///
  /// - Complexity: O(c) for the c cards within the rect's angular extent (see the type's
  ///   documentation); for the visible bounds, about the cards of the visible angle.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard LayoutLimits.isQueryable(rect) else { return [] }
    let query = rect.standardized
    guard let range = candidateItems(for: query) else { return [] }
    var result: [CollectionViewLayoutAttributes] = []
    // At most `maximumQueryElements` candidates are examined (more only when cards of almost no
    // width are packed by the million into one angle).
    let examined =
      range.lowerBound...min(range.upperBound, range.lowerBound + LayoutLimits.maximumQueryElements - 1)
    if examined.count < range.count { reportQueryLimit(rect) }
    for item in examined {
      let attributes = cardAttributes(item)
      if !attributes.isHidden, Self.card(attributes, overlaps: query) { result.append(attributes) }
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
    guard itemCount > 1, range > 0, anglePerItem > 0, proposedContentOffset.x.isFinite else {
      return proposedContentOffset
    }
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
