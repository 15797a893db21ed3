/// A horizontal flow layout whose items grow towards the centre of the visible bounds and
/// always come to rest with one item exactly centred: "cover flow".
///
/// Items scale with the distance d = |item.center.x − (offset.x + boundsWidth/2)| of their
/// centre from the centre of the visible bounds:
///
///     scale = max(minimumScale, maximumScale − d / falloff · (maximumScale − minimumScale))
///
/// where `falloff` is `falloffDistance`, or the bounds' width when that is `nil`. With the
/// defaults (1.0, 0.6, width) the centred item has its natural size and an item at the edge of
/// the view (d = width/2) 0.8 of it. The tutorial's `scale = 1.8 − d/width` is `maximumScale`
/// 1.8, `minimumScale` 0.8, `falloffDistance` nil (for d up to one width).
///
/// The centred item is on top: `zIndex = −round(d)`. Every bounds change invalidates the layout
/// (`shouldInvalidateLayout(forBoundsChange:)` is `true`; the flow layout then only re-reads the
/// bounds). The section insets are computed from the bounds so that the first and last items can
/// be centred: left and right `(boundsWidth − itemSize.width)/2`, top and bottom
/// `(boundsHeight − itemSize.height)/2` (never negative); item i then rests centred at
/// `offset.x = i·(itemSize.width + minimumLineSpacing)`.
///
/// Scrolling comes to rest with the item nearest to the centre exactly centred
/// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), including at both
/// ends. The centre is `offset.x + boundsWidth/2` (the tutorial compared against
/// `offset.x + boundsWidth`, which picks the item half a screen to the right).
///
/// - Complexity: as `CollectionViewFlowLayout`: O(log n + k) per query; snapping O(log n + k)
///   for the k items of one screen.
///
/// UIKit difference: the attributes the flow layout returns are fresh objects in Trellis, so
/// they are modified in place instead of copied first.
open class CoverFlowLayout: CollectionViewFlowLayout {
  /// The scale of the item at the centre. The default is 1.
  open var maximumScale: CGFloat = 1 { didSet { if maximumScale != oldValue { invalidateLayout() } } }

  /// The smallest scale, reached `falloff` points from the centre. The default is 0.6.
  open var minimumScale: CGFloat = 0.6 { didSet { if minimumScale != oldValue { invalidateLayout() } } }

  /// The distance from the centre at which items reach `minimumScale`; `nil` (the default)
  /// means the bounds' width.
  open var falloffDistance: CGFloat? { didSet { if falloffDistance != oldValue { invalidateLayout() } } }

  /// The angle, in degrees, by which items turn about their vertical axis to face the centre,
  /// reached one item width from the centre (linearly from 0 at the centre): the perspective
  /// tilt of the classic Cover Flow. The default, 0, is the tutorial's flat, scale-only strip.
  ///
  /// A tilted item's `transform3D` is its scale, then the rotation, then a perspective of
  /// `m34 = −1/perspectiveDistance`, so the edge nearer the centre recedes.
  open var tilt: CGFloat = 0 { didSet { if tilt != oldValue { invalidateLayout() } } }

  /// The distance of the eye from the screen for the tilt's perspective, points
  /// (`m34 = −1/perspectiveDistance`). The default is 500.
  open var perspectiveDistance: CGFloat = 500 {
    didSet { if perspectiveDistance != oldValue { invalidateLayout() } }
  }

  /// Creates a cover-flow layout: horizontal, 160×240 items 10 apart.
  public override init() {
    super.init()
    scrollDirection = .horizontal
    itemSize = CGSize(width: 160, height: 240)
    minimumLineSpacing = 10
    minimumInteritemSpacing = 10
  }

  /// Creates a layout from an archive; see `CollectionViewLayout.init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    scrollDirection = .horizontal
  }

  /// The section insets: always the centring insets for the current bounds, left and right
  /// `(boundsWidth − itemSize.width)/2`, top and bottom `(boundsHeight − itemSize.height)/2`
  /// (never negative), so that the first and last items can be centred.
  ///
  /// UIKit difference: the tutorials set `sectionInset` in `prepare()`; here the property is
  /// computed, so no invalidation happens inside `prepare()`. Setting it has no effect.
  open override var sectionInset: EdgeInsets {
    get {
      guard let size = collectionView?.bounds.size else { return .zero }
      let horizontal = max(0, (size.width - itemSize.width) / 2)
      let vertical = max(0, (size.height - itemSize.height) / 2)
      return EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
    set {}
  }

  /// The bounds' size at the last `prepare()`.
  private var preparedSize = CGSize.zero

  /// Records the bounds' size (the insets depend on it), then prepares the flow layout.
  open override func prepare() {
    preparedSize = collectionView?.bounds.size ?? .zero
    super.prepare()
  }

  /// The flow layout's context for a bounds change; when the size changes (and with it the
  /// centring insets) a full rebuild (`invalidateFlowLayoutDelegateMetrics`).
  open override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if newBounds.size != preparedSize, let flow = context as? CollectionViewFlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutDelegateMetrics = true
      flow.invalidateFlowLayoutAttributes = true
    }
    return context
  }

  /// The scale for an item whose centre is `distance` points from the centre of the bounds.
  public func scale(forDistance distance: CGFloat) -> CGFloat {
    let falloff = falloffDistance ?? collectionView?.bounds.width ?? 0
    guard falloff > 0, falloff.isFinite else { return maximumScale }
    return max(minimumScale, maximumScale - abs(distance) / falloff * (maximumScale - minimumScale))
  }

  /// The flow layout's attributes for `rect`, scaled by their distance from the centre and
  /// stacked with the centred item on top.
  ///
  /// - Complexity: O(log n + k).
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    // Items larger than their slot (scale > 1) may reach into rect from outside it.
    let grow = max(0, maximumScale - 1)
    let search = rect.insetBy(dx: -grow * itemSize.width / 2, dy: -grow * itemSize.height / 2)
    guard let attributes = super.layoutAttributesForElements(in: search) else { return nil }
    var result: [CollectionViewLayoutAttributes] = []
    result.reserveCapacity(attributes.count)
    for element in attributes {
      if element.representedElementCategory == .cell { applyScale(element) }
      if grow == 0 || element.frame.overlaps(rect) { result.append(element) }
    }
    return result
  }

  /// The flow layout's attributes for the item, scaled.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
    applyScale(attributes)
    return attributes
  }

  private func applyScale(_ attributes: CollectionViewLayoutAttributes) {
    guard let collectionView else { return }
    let offset = attributes.center.x - collectionView.bounds.midX
    let distance = abs(offset)
    let scale = scale(forDistance: distance)
    if let transform = tiltTransform(offset: offset, scale: scale) {
      attributes.transform3D = transform
    } else {
      attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
    }
    attributes.zIndex = -Int(distance.rounded())
  }

  /// The 3D transform of an item `offset` points right of the centre: the scale, a turn of
  /// `tilt · clamp(offset / itemWidth, −1, 1)` degrees about the vertical axis (towards the
  /// centre), and the perspective; `nil` when there is no tilt.
  public func tiltTransform(offset: CGFloat, scale: CGFloat) -> CATransform3D? {
    guard tilt != 0, tilt.isFinite, perspectiveDistance > 0, perspectiveDistance.isFinite, offset.isFinite
    else { return nil }
    let width = max(itemSize.width, 1)
    let fraction = max(-1, min(1, offset / width))
    // Negative for items right of the centre: their left (inner) edge turns away from the eye.
    let angle = -fraction * tilt * .pi / 180
    var perspective = CATransform3D()
    perspective.m34 = -1 / perspectiveDistance
    let turned = CATransform3DRotate(perspective, angle, 0, 1, 0)
    return CATransform3DScale(turned, scale, scale, 1)
  }

  /// `true`: the scales depend on the visible bounds.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// The offset that centres the item whose centre is nearest to the centre of the proposed
  /// visible bounds, `proposed.x + boundsWidth/2`.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let width = collectionView.bounds.width
    let centre = proposedContentOffset.x + width / 2
    let content = collectionViewContentSize
    // One screen around the proposed centre holds the nearest item unless the gaps are wider
    // than a screen; then widen the search.
    var halfWidth = max(width, itemSize.width + minimumLineSpacing)
    while true {
      let region = CGRect(x: centre - halfWidth, y: 0, width: 2 * halfWidth, height: max(content.height, 1))
      let candidates = (super.layoutAttributesForElements(in: region) ?? []).filter {
        $0.representedElementCategory == .cell
      }
      if let nearest = candidates.min(by: { abs($0.center.x - centre) < abs($1.center.x - centre) }) {
        return CGPoint(x: nearest.center.x - width / 2, y: proposedContentOffset.y)
      }
      if region.minX <= 0 && region.maxX >= content.width { return proposedContentOffset }
      halfWidth *= 2
    }
  }

  /// Centres the nearest item after updates and transitions too.
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: .zero)
  }
}
