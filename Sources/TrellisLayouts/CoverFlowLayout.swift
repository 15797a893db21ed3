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
/// they are modified in place instead of copied first. Unusable numbers never trap or reach an
/// attribute: scales are read within 0…`maximumScaleLimit` (NaN and ±∞ take the default),
/// `falloffDistance` as a length (`LayoutLimits`), and what was changed is recorded in
/// `lastLayoutError`.
open class CoverFlowLayout: CollectionViewFlowLayout {
  /// The largest scale used: 1,000. Larger `maximumScale` and `minimumScale` values count as
  /// 1,000.
  public static let maximumScaleLimit: CGFloat = 1_000

  /// The scale of the item at the centre. The default is 1.
  ///
  /// UIKit difference: NaN and ±∞ count as 1, negative values as 0, values above
  /// `maximumScaleLimit` as `maximumScaleLimit`.
  open var maximumScale: CGFloat = 1 { didSet { if maximumScale != oldValue { invalidateLayout() } } }

  /// The smallest scale, reached `falloff` points from the centre. The default is 0.6.
  ///
  /// UIKit difference: NaN and ±∞ count as 0.6, negative values as 0, values above
  /// `maximumScaleLimit` as `maximumScaleLimit`.
  open var minimumScale: CGFloat = 0.6 { didSet { if minimumScale != oldValue { invalidateLayout() } } }

  /// The distance from the centre at which items reach `minimumScale`; `nil` (the default)
  /// means the bounds' width.
  ///
  /// UIKit difference: NaN, infinite, negative and zero distances count as `nil`.
  open var falloffDistance: CGFloat? { didSet { if falloffDistance != oldValue { invalidateLayout() } } }

  /// The scales, as used: `maximumScale` and `minimumScale` under the input rules.
  private var usedScales: (maximum: CGFloat, minimum: CGFloat) {
    let range: ClosedRange<CGFloat> = 0...Self.maximumScaleLimit
    return (
      sanitizedNumber(maximumScale, in: range, fallback: 1, name: "maximumScale"),
      sanitizedNumber(minimumScale, in: range, fallback: 0.6, name: "minimumScale")
    )
  }

  /// The angle, in degrees, by which items turn about their vertical axis to face the centre,
  /// reached one item width from the centre (linearly from 0 at the centre): the perspective
  /// tilt of the classic Cover Flow. The default, 0, is the tutorial's flat, scale-only strip.
  /// A NaN or infinite angle counts as 0.
  ///
  /// A tilted item's `transform3D` is its scale, then the rotation, then a perspective of
  /// `m34 = −1/perspectiveDistance`, so the edge nearer the centre recedes.
  open var tilt: CGFloat = 0 { didSet { if tilt != oldValue { invalidateLayout() } } }

  /// The distance of the eye from the screen for the tilt's perspective, points
  /// (`m34 = −1/perspectiveDistance`). The default is 500.
  ///
  /// UIKit difference: a distance below 1 point, NaN or infinite turns the tilt off (no
  /// perspective could be drawn from it).
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
    let scales = usedScales
    let falloff = LayoutLimits.length(falloffDistance ?? collectionView?.bounds.width ?? 0)
    guard falloff > 0, distance.isFinite else { return scales.maximum }
    // Divided first so that huge distances over small falloffs stay finite before the clamp.
    let fraction = min(abs(distance) / falloff, 1)
    return max(scales.minimum, scales.maximum - fraction * (scales.maximum - scales.minimum))
  }

  /// The flow layout's attributes for `rect`, scaled by their distance from the centre and
  /// stacked with the centred item on top.
  ///
  /// - Complexity: O(log n + k).
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard LayoutLimits.isQueryable(rect) else { return [] }
    // Items larger than their slot (scale > 1) may reach into rect from outside it; the largest
    // scale is the maximum, or the minimum when that is set above it, and the largest item is
    // the flow layout's (estimated, delegate and measured sizes can exceed `itemSize`).
    let scales = usedScales
    let grow = max(0, max(scales.maximum, scales.minimum) - 1)
    let largest = largestItemSize
    let size = CGSize(
      width: max(LayoutLimits.size(itemSize).width, largest.width),
      height: max(LayoutLimits.size(itemSize).height, largest.height))
    let search = CGRect(
      x: rect.minX - grow * size.width / 2, y: rect.minY - grow * size.height / 2,
      width: rect.width + grow * size.width, height: rect.height + grow * size.height)
    guard let attributes = super.layoutAttributesForElements(in: search) else { return nil }
    var result: [CollectionViewLayoutAttributes] = []
    result.reserveCapacity(attributes.count)
    for element in attributes {
      if element.representedElementCategory == .cell { applyScale(element) }
      // Scaled (or tilted), an item may have shrunk out of the rect or grown into it.
      if element.frame.overlaps(rect) { result.append(element) }
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
    // Distances beyond the Int32 range all stack at the bottom (a NaN distance at the top).
    attributes.zIndex = -LayoutLimits.index(distance.rounded(), in: 0...Int(Int32.max))
  }

  /// The 3D transform of an item `offset` points right of the centre: the scale, a turn of
  /// `tilt · clamp(offset / itemWidth, −1, 1)` degrees about the vertical axis (towards the
  /// centre), and the perspective; `nil` when there is no tilt.
  public func tiltTransform(offset: CGFloat, scale: CGFloat) -> CATransform3D? {
    guard tilt != 0, tilt.isFinite, perspectiveDistance >= 1, perspectiveDistance.isFinite, offset.isFinite
    else { return nil }
    let width = max(LayoutLimits.size(itemSize).width, 1)
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
  ///
  /// The nearest item is found by binary search over the items' centres, which grow with the
  /// index path in a horizontal flow layout.
  ///
  /// - Complexity: O(s + log n) for s sections and n items.
  ///
  /// UIKit difference: a non-finite proposed offset, and any offset while `scrollDirection` is
  /// `.vertical` (the layout centres along x only), come back unchanged.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView, proposedContentOffset.x.isFinite, scrollDirection == .horizontal else {
      return proposedContentOffset
    }
    let width = collectionView.bounds.width
    let centre = proposedContentOffset.x + width / 2
    guard let nearest = nearestItemCentre(to: centre, in: collectionView) else {
      return proposedContentOffset
    }
    return CGPoint(x: nearest - width / 2, y: proposedContentOffset.y)
  }

  /// The x of the item centre nearest to `centre`, or `nil` when there are no items.
  func nearestItemCentre(to centre: CGFloat, in collectionView: CollectionView) -> CGFloat? {
    func centreX(_ section: Int, _ item: Int) -> CGFloat? {
      super.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.center.x
    }
    let sections = (0..<collectionView.numberOfSections).filter {
      collectionView.numberOfItems(inSection: $0) > 0
    }
    guard !sections.isEmpty else { return nil }
    // The last section whose first item's centre is at or before `centre` (or the first one).
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) >> 1
      if let x = centreX(sections[mid], 0), x <= centre { low = mid + 1 } else { high = mid }
    }
    var candidates: [CGFloat] = []
    for position in [low - 1, low] where position >= 0 && position < sections.count {
      let section = sections[position]
      let count = collectionView.numberOfItems(inSection: section)
      // The last item whose centre is at or before `centre`, and the one after it.
      var first = 0
      var last = count
      while first < last {
        let mid = (first + last) >> 1
        if let x = centreX(section, mid), x <= centre { first = mid + 1 } else { last = mid }
      }
      for item in [first - 1, first] where item >= 0 && item < count {
        if let x = centreX(section, item) { candidates.append(x) }
      }
    }
    return candidates.min { abs($0 - centre) < abs($1 - centre) }
  }

  /// Centres the nearest item after updates and transitions too.
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: .zero)
  }
}
