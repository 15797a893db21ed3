/// A collection view without a screen: it hosts a layout, talks to its data source and
/// delegate, keeps the visible cells, scrolls, animates updates and reorders.
///
/// Like `UICollectionView`, it asks its `dataSource` for the number of sections and items,
/// asks its `collectionViewLayout` where everything goes (`layoutAttributesForElements(in:)`
/// with the visible bounds), creates and reuses the cells and views the layout places, and tells
/// the layout about bounds changes as it scrolls. Time and input are explicit (DESIGN.md §3):
/// nothing moves between calls to `advance(by:)` and `handleTouch(_:at:time:)`, so every run is
/// the same.
///
/// The work per frame is proportional to what is visible: one rect query of the layout, a
/// merge of the sorted visible set, and `apply(_:)` on the views whose attributes changed. The
/// visible set is refreshed by `layoutIfNeeded()`, which `advance(by:)` calls.
///
/// UIKit difference: there is no view hierarchy; `safeAreaInsets` and `layoutMargins` are
/// plain settable properties instead of being inherited from a window, and queries such as
/// `visibleCells` report the state of the last layout pass (call `layoutIfNeeded()` after
/// changing the offset yourself).
open class CollectionView {
  // MARK: - Layout and data

  /// The layout that positions the elements. Change it with `setCollectionViewLayout(_:animated:)`.
  open var collectionViewLayout: CollectionViewLayout {
    get { layout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  var layout: CollectionViewLayout

  /// The object that provides the data.
  public weak var dataSource: CollectionViewDataSource? {
    didSet { dataSourceDidChange() }
  }

  /// The object that hears about display and scrolling events.
  public weak var delegate: CollectionViewDelegate?

  /// The object told ahead of time which items will soon be needed; see
  /// `CollectionViewDataSourcePrefetching`.
  public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?

  /// Whether items ahead of the scrolling direction are announced to `prefetchDataSource` and
  /// cells that just left the screen are kept for a quick return. The default is `true`.
  open var isPrefetchingEnabled: Bool = true

  // MARK: - Geometry

  /// The view's frame; its size is the size of the visible area.
  open var frame: CGRect {
    willSet {
      if newValue.size != frame.size {
        boundsWillChange(to: CGRect(origin: contentOffset, size: newValue.size))
      }
    }
    didSet {
      if frame.size != oldValue.size { boundsDidChange() }
    }
  }

  /// The scroll position: the point of the content shown at the top-left corner.
  ///
  /// Setting it does not stop a deceleration in progress; use `setContentOffset(_:animated:)`.
  open var contentOffset: CGPoint = .zero {
    willSet {
      if newValue != contentOffset { boundsWillChange(to: CGRect(origin: newValue, size: frame.size)) }
    }
    didSet {
      if contentOffset != oldValue {
        boundsDidChange()
        delegate?.scrollViewDidScroll(self)
      }
    }
  }

  /// The visible area in content coordinates: origin `contentOffset`, size `frame.size`.
  ///
  /// Setting it sets `contentOffset` and the frame's size.
  open var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      guard newValue != bounds else { return }
      boundsWillChange(to: newValue)
      isApplyingBounds = true
      frame.size = newValue.size
      contentOffset = newValue.origin
      isApplyingBounds = false
      boundsDidChange()
    }
  }

  /// The size of the whole content, as the layout reported it at the last layout pass.
  public internal(set) var contentSize: CGSize = .zero

  /// Extra space around the content, in which it can scroll.
  open var contentInset: EdgeInsets = .zero

  /// The insets of the area not covered by bars.
  ///
  /// UIKit difference: settable, since there is no window to inherit it from.
  open var safeAreaInsets: EdgeInsets = .zero

  /// The default spacing a layout may use around content (8 points on each side, as UIView).
  open var layoutMargins: EdgeInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// The insets actually used for scrolling: `contentInset` plus `safeAreaInsets`.
  open var adjustedContentInset: EdgeInsets {
    EdgeInsets(
      top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
      bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
  }

  // MARK: - Scrolling configuration and state

  /// Whether the user can scroll by dragging. The default is `true`.
  open var isScrollEnabled: Bool = true

  /// Whether scrolling stops on multiples of the view's size. The default is `false`.
  open var isPagingEnabled: Bool = false

  /// Whether dragging past an edge rubber-bands (and springs back). The default is `true`;
  /// when `false` the offset stops at the edge.
  open var bounces: Bool = true

  /// Whether the view rubber-bands vertically even when the content is not taller than the view.
  open var alwaysBounceVertical: Bool = false

  /// Whether the view rubber-bands horizontally even when the content is not wider than the view.
  open var alwaysBounceHorizontal: Bool = false

  /// How quickly scrolling slows after a fling. The default is `.normal` (0.998 per ms).
  open var decelerationRate: DecelerationRate = .normal

  /// Whether the user is dragging the content (the pan has begun and the finger is down).
  public internal(set) var isDragging: Bool = false

  /// Whether the content is moving after the finger lifted (a fling or a spring back).
  public internal(set) var isDecelerating: Bool = false

  /// Whether a finger is down on the view, whether or not it has started dragging.
  public internal(set) var isTracking: Bool = false

  /// The recognizer that turns touches into scrolling; read its state, translation and velocity.
  public let panGestureRecognizer = PanGestureRecognizer()

  // MARK: - Errors

  /// The last problem a layout pass met and stopped on, or `nil`: currently a self-sizing loop
  /// that did not settle within `maximumSelfSizingPasses` passes. Cleared by a pass that settles.
  ///
  /// UIKit difference: UIKit logs or loops; Trellis stops after a bounded number of passes and
  /// records the reason here rather than throwing from `layoutIfNeeded()`, which runs inside
  /// `advance(by:)`.
  public internal(set) var lastLayoutError: CollectionViewError?

  /// The most layout passes one `layoutIfNeeded()` runs while cells keep reporting new preferred
  /// sizes. The default is 8.
  open var maximumSelfSizingPasses: Int = 8

  // MARK: - Internal state

  /// Item counts per section, fetched from the data source on demand.
  var cachedItemCounts: [Int]?
  var isApplyingBounds = false
  /// The context the layout asked for before the current bounds change was applied.
  var pendingBoundsContext: CollectionViewLayoutInvalidationContext?
  /// Whether the visible set must be recomputed at the next layout pass.
  var needsVisibleUpdate = true
  var isInLayoutPass = false

  /// Registered classes and the reuse pool.
  var cellClasses: [String: CollectionViewCell.Type] = [:]
  var supplementaryClasses: [ReuseKey: CollectionReusableView.Type] = [:]
  var reusePool: [ReuseKey: [CollectionReusableView]] = [:]
  /// The number of views created by the collection view itself (dequeues that found the pool
  /// empty), for tests and benchmarks.
  var createdViewCount = 0

  /// The visible elements, sorted by key; and the scratch buffers of a layout pass, kept to
  /// avoid allocating per frame.
  var visible: [VisibleElement] = []
  var scratchVisible: [VisibleElement] = []
  var scratchIncoming: [(key: ElementKey, attributes: CollectionViewLayoutAttributes)] = []
  var scratchDeparted: [VisibleElement] = []
  var scratchArrivals: [Int] = []
  var scratchSizing: [Int] = []
  let placeholderView = CollectionReusableView()

  /// Cells that left the screen recently, kept for a quick return (see `lingeringMargin`).
  var lingering: [LingeringCell] = []
  /// Views animating out after an update or transition.
  var disappearing: [DisappearingElement] = []
  /// The running update or transition animation.
  var elementAnimation: ElementAnimationClock?

  /// Scrolling motion per axis and the drag.
  var motionX = AxisMotion.idle
  var motionY = AxisMotion.idle
  var drag = DragState()

  /// The batch being recorded by `performBatchUpdates`, if any.
  var pendingBatch: CollectionViewUpdateBatch?
  var pendingCompletions: [(Bool) -> Void] = []

  /// Interactive movement in progress.
  var movement: InteractiveMovement?

  /// The cell `reconfigureItems(at:)` is configuring again: a dequeue for its index path and
  /// reuse identifier returns it. Reconfigures requested inside a batch (old index paths).
  var reconfiguringCell: (path: ItemPath, cell: CollectionViewCell)?
  var pendingReconfigures: [ItemPath] = []
  /// The nesting depth of `performWithoutAnimation(_:)`.
  var animationsDisabledDepth = 0

  /// Prefetching state.
  var prefetch = PrefetchState()

  /// Per-frame observers registered with `addFrameObserver(_:)`.
  var frameObservers: [(token: FrameObserverToken, body: (CollectionView, TimeInterval) -> Void)] = []
  var nextFrameObserverID = 0

  /// Creates a collection view with `frame` and `layout`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    self.frame = frame
    self.layout = layout
    layout.collectionView = self
    layout.needsPrepare = true
    panGestureRecognizer.view = self
  }

  // MARK: - Data

  /// The number of sections, as the data source last reported it.
  public var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section`, as the data source last reported it (during interactive
  /// movement across sections: the in-flight count); 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = itemCounts
    return section >= 0 && section < counts.count ? counts[section] : 0
  }

  var itemCounts: [Int] {
    if let movement, let counts = movement.inFlightCounts { return counts }
    if let cachedItemCounts { return cachedItemCounts }
    let counts = fetchItemCounts()
    cachedItemCounts = counts
    return counts
  }

  func fetchItemCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
  }

  func markDataSourceCountsStale() {
    cachedItemCounts = nil
    needsVisibleUpdate = true
  }

  private func dataSourceDidChange() {
    discardAllViews()
    markDataSourceCountsStale()
    let context = layout.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
  }

  /// Discards everything and asks the data source again at the next layout pass; the layout is
  /// invalidated completely.
  ///
  /// Visible cells end displaying (the delegate hears `didEndDisplaying`) and go back to the
  /// reuse pool; running update animations finish at once. Interactive movement is cancelled.
  open func reloadData() {
    if movement != nil { cancelInteractiveMovement() }
    dataSourceDidChange()
  }

  // MARK: - Layout

  /// Called by the layout's `invalidateLayout(with:)`.
  func layoutDidInvalidate(with context: CollectionViewLayoutInvalidationContext) {
    needsVisibleUpdate = true
    if context.invalidateDataSourceCounts || context.invalidateEverything {
      if movement == nil, pendingBatch == nil, !isCommittingUpdate { cachedItemCounts = nil }
    }
    if context.contentOffsetAdjustment != .zero {
      applyContentOffsetAdjustment(context.contentOffsetAdjustment)
    }
    if context.contentSizeAdjustment != .zero {
      contentSize.width += context.contentSizeAdjustment.width
      contentSize.height += context.contentSizeAdjustment.height
    }
  }

  /// Whether a batch update is being committed (counts are already the new ones).
  var isCommittingUpdate = false

  /// Asks the layout, while `bounds` still has its old value (as UIKit does, so the common
  /// `newBounds.width != collectionView.bounds.width` test works), whether the change to
  /// `newBounds` invalidates it, and keeps the context for `boundsDidChange()`.
  func boundsWillChange(to newBounds: CGRect) {
    guard !isApplyingBounds else { return }
    if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      pendingBoundsContext = layout.invalidationContext(forBoundsChange: newBounds)
    } else {
      pendingBoundsContext = nil
    }
  }

  /// Applies the invalidation the layout asked for in `boundsWillChange(to:)`, now that the new
  /// bounds are in place.
  func boundsDidChange() {
    guard !isApplyingBounds else { return }
    needsVisibleUpdate = true
    if let context = pendingBoundsContext {
      pendingBoundsContext = nil
      layout.invalidateLayout(with: context)
    }
  }
}
