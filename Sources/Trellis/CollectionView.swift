/// A collection view without a screen: it hosts a layout, talks to its data source and
/// delegate, and owns the scroll position.
///
/// Like `UICollectionView`, it asks its `dataSource` for the number of sections and items,
/// asks its `collectionViewLayout` where everything goes, and tells the layout about bounds
/// changes as it scrolls. Time and input are explicit (DESIGN.md §3): nothing happens between
/// calls, so every run is the same.
///
/// UIKit difference: there is no view hierarchy; `safeAreaInsets` and `layoutMargins` are
/// plain settable properties instead of being inherited from a window.
open class CollectionView {
  /// The layout that positions the elements.
  public private(set) var collectionViewLayout: CollectionViewLayout

  /// The object that provides the data.
  public weak var dataSource: CollectionViewDataSource? {
    didSet { markDataSourceCountsStale() }
  }

  /// The object that hears about display and scrolling events.
  public weak var delegate: CollectionViewDelegate?

  /// The view's frame; its size is the size of the visible area.
  open var frame: CGRect {
    didSet {
      if frame.size != oldValue.size { boundsDidChange(from: CGRect(origin: contentOffset, size: oldValue.size)) }
    }
  }

  /// The scroll position: the point of the content shown at the top-left corner.
  open var contentOffset: CGPoint = .zero {
    didSet {
      if contentOffset != oldValue { boundsDidChange(from: CGRect(origin: oldValue, size: frame.size)) }
    }
  }

  /// The visible area in content coordinates: origin `contentOffset`, size `frame.size`.
  ///
  /// Setting it sets `contentOffset` and the frame's size.
  open var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      let old = bounds
      guard newValue != old else { return }
      // Change both without notifying twice.
      isApplyingBounds = true
      frame.size = newValue.size
      contentOffset = newValue.origin
      isApplyingBounds = false
      boundsDidChange(from: old)
    }
  }

  /// The size of the whole content, as the layout reported it at the last layout pass.
  public private(set) var contentSize: CGSize = .zero

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

  /// Item counts per section, fetched from the data source on demand.
  private var cachedItemCounts: [Int]?
  private var isApplyingBounds = false

  /// Creates a collection view with `frame` and `layout`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    self.frame = frame
    self.collectionViewLayout = layout
    layout.collectionView = self
    layout.needsPrepare = true
  }

  // MARK: - Data

  /// The number of sections, as the data source last reported it.
  public var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section`, as the data source last reported it; 0 for a section
  /// that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = itemCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  private var itemCounts: [Int] {
    if let cachedItemCounts { return cachedItemCounts }
    let counts = fetchItemCounts()
    cachedItemCounts = counts
    return counts
  }

  private func fetchItemCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
  }

  private func markDataSourceCountsStale() {
    cachedItemCounts = nil
  }

  /// Discards everything and asks the data source again; the layout is invalidated completely.
  open func reloadData() {
    let context = collectionViewLayout.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
  }

  // MARK: - Layout

  /// Runs a layout pass now if one is pending: prepares the layout and takes its content size.
  open func layoutIfNeeded() {
    collectionViewLayout.prepareIfNeeded()
    contentSize = collectionViewLayout.collectionViewContentSize
  }

  /// Called by the layout's `invalidateLayout(with:)`.
  func layoutDidInvalidate(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts || context.invalidateEverything {
      markDataSourceCountsStale()
    }
    if context.contentOffsetAdjustment != .zero {
      let adjusted = CGPoint(
        x: contentOffset.x + context.contentOffsetAdjustment.x,
        y: contentOffset.y + context.contentOffsetAdjustment.y)
      isApplyingBounds = true
      contentOffset = adjusted
      isApplyingBounds = false
    }
    if context.contentSizeAdjustment != .zero {
      contentSize.width += context.contentSizeAdjustment.width
      contentSize.height += context.contentSizeAdjustment.height
    }
  }

  /// Asks the layout whether the bounds change from `oldBounds` invalidates it.
  private func boundsDidChange(from oldBounds: CGRect) {
    guard !isApplyingBounds else { return }
    let newBounds = bounds
    if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      let context = collectionViewLayout.invalidationContext(forBoundsChange: newBounds)
      collectionViewLayout.invalidateLayout(with: context)
    }
  }
}
