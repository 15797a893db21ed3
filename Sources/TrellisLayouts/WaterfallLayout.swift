/// A masonry ("waterfall", "Pinterest") layout: items of equal width and individual heights in
/// columns, each item going to the column that is currently the shortest.
///
/// For each section, from the top:
///
/// - the header (`headerHeight` tall, the full content width) when `headerHeight` > 0;
/// - `sectionInset.top`, then the columns. The column width is
///   `w = (contentWidth − sectionInset.left − sectionInset.right − (columns − 1)·columnSpacing) / columns`
///   and column c starts at `x = sectionInset.left + c·(w + columnSpacing)`. The content width is
///   the collection view's width minus its adjusted left and right content insets.
/// - Items in index order: item i goes to the column whose next free y is the smallest (ties go
///   to the leftmost column). The first item of a column sits at the section's top inset
///   (below the header); each later one `interitemSpacing` below the previous one of its column.
/// - The section ends at its tallest column plus `sectionInset.bottom`; then the footer
///   (`footerHeight`). The next section starts right after.
///
/// Worked example: content width 320, 2 columns, columnSpacing 10, insets 10 on every side:
/// w = (320 − 20 − 10)/2 = 145; heights 100, 50, 30: item 0 → column 0 at (10, 10), item 1 →
/// column 1 at (165, 10), item 2 → column 1 (next y 70 < 120) at (165, 70).
///
/// Heights come from `delegate` (`WaterfallLayoutDelegate`), or `itemHeight` without one. With
/// `estimatedItemHeight` > 0 the cells size themselves: unmeasured items take the estimate and a
/// cell's preferred height replaces it as it appears. A measured item keeps its column (no item
/// ever jumps sideways while you scroll); the items below it in its column move by the
/// difference. When the item lies entirely above the visible top, the context also carries a
/// `contentOffsetAdjustment` of the difference, so the measured item's column stays still on
/// screen.
///
/// Storage is flat (struct-of-arrays: y, height and column per item, and per section and column
/// the list of its items in increasing y); attribute objects are built only for what a query
/// returns. Appending items at the end of the last section (an update whose only changes are
/// such inserts) places only the new items.
///
/// - Complexity: `prepare()` O(n·columns) for a full layout; O(k·columns) amortised for k
///   appended items (a build leaves capacity for n/2 more items; the append that outgrows it
///   copies the per-item arrays once, O(n)); O(1) for a scroll with pinned headers. `layoutAttributesForElements(in:)`
///   O(log n + k·columns) for k results (a binary search and a merge per column);
///   `layoutAttributesForItem(at:)` O(1).
///
/// UIKit difference: UIKit has no masonry layout; the names follow `UICollectionViewFlowLayout`.
/// Negative or non-finite spacings, insets and heights are treated as 0, lengths above
/// `LayoutLimits.maximumLength` as that length, and column counts are clamped to
/// 1…`maximumColumnCount`, from the properties and the delegate alike; what was changed is
/// recorded in `lastLayoutError`.
open class WaterfallLayout: CollectionViewLayout {
  /// The most columns a section has: 1,000. Larger counts, from `columnCount` or the delegate,
  /// count as 1,000 (a column is then narrower than a point on any screen).
  public static let maximumColumnCount = 1_000

  /// The number of columns of every section unless the delegate says otherwise. The default
  /// is 2; values below 1 are treated as 1, values above `maximumColumnCount` as
  /// `maximumColumnCount`.
  open var columnCount: Int = 2 { didSet { if columnCount != oldValue { invalidateMetrics() } } }

  /// The horizontal space between columns. The default is 10.
  ///
  /// UIKit difference: as for every length of this layout (spacings, insets, heights), NaN,
  /// infinite and negative values count as 0 and values above `LayoutLimits.maximumLength` as
  /// that length, recorded in `lastLayoutError`.
  open var columnSpacing: CGFloat = 10 { didSet { if columnSpacing != oldValue { invalidateMetrics() } } }

  /// The vertical space between consecutive items of a column. The default is 10.
  open var interitemSpacing: CGFloat = 10 {
    didSet { if interitemSpacing != oldValue { invalidateMetrics() } }
  }

  /// The margins around each section's columns (inside the header and footer). The default is
  /// zero.
  open var sectionInset: EdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateMetrics() } } }

  /// The height of each section's header; 0 (the default) means no header. Headers span the
  /// full content width.
  ///
  /// UIKit difference: a height instead of a `headerReferenceSize`, since only the height of a
  /// full-width header means anything here.
  open var headerHeight: CGFloat = 0 { didSet { if headerHeight != oldValue { invalidateMetrics() } } }

  /// The height of each section's footer; 0 (the default) means no footer.
  open var footerHeight: CGFloat = 0 { didSet { if footerHeight != oldValue { invalidateMetrics() } } }

  /// Whether a header sticks to the top of the visible bounds (below the adjusted top content
  /// inset) while its section is visible; it is pushed up by the end of its section's columns.
  /// The default is `false`.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
  }

  /// The height of every item when there is no delegate. The default is 100.
  open var itemHeight: CGFloat = 100 { didSet { if itemHeight != oldValue { invalidateMetrics() } } }

  /// The estimated height of self-sizing cells; 0 (the default) turns self-sizing off.
  open var estimatedItemHeight: CGFloat = 0 {
    didSet { if estimatedItemHeight != oldValue { invalidateMetrics() } }
  }

  /// The object that provides item heights and per-section column counts.
  open weak var delegate: WaterfallLayoutDelegate? { didSet { invalidateMetrics() } }

  /// The z-index of headers and footers: above the cells, so pinned headers cover the items
  /// scrolling beneath them.
  public static let supplementaryZIndex = 10

  // MARK: - State

  var geometry = WaterfallGeometry()
  /// Measured heights of self-sizing cells by global item index (`nan` = not measured).
  var measuredHeights: [CGFloat] = []
  var pendingRebuild = true
  var pendingCountsChanged = false
  var pendingPreferredHeights: [(indexPath: IndexPath, height: CGFloat)] = []
  /// Whether the update being prepared only appends items at the end of the last section
  /// (`nil` outside an update).
  var updateIsAppendOnly: Bool?
  /// The bounds at the last `prepare()`.
  var preparedBounds = CGRect.zero

  /// Creates a waterfall layout: 2 columns, spacings of 10, no insets, headers or footers.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive; see `CollectionViewLayout.init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The invalidation context class: `WaterfallLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass { WaterfallLayoutInvalidationContext.self }

  private func invalidateMetrics() {
    let context = WaterfallLayoutInvalidationContext()
    context.invalidateWaterfallMetrics = true
    invalidateLayout(with: context)
  }

  // MARK: - Preparing

  /// Computes the geometry, doing only the work the invalidations since the last call need: a
  /// full layout after `invalidateLayout()`, a width change or a metric change; only the new
  /// items after an update that appends at the end of the last section; only the measured
  /// columns for self-sizing; nothing for a scroll.
  ///
  /// - Complexity: see the type's documentation.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      geometry.removeAll()
      return
    }
    preparedBounds = collectionView.bounds
    let width = contentWidth(of: collectionView)
    var rebuild = pendingRebuild || width != geometry.contentWidth
    if !rebuild, pendingCountsChanged {
      rebuild = !appendIfPossible(collectionView)
    }
    if rebuild {
      if pendingCountsChanged || width != geometry.contentWidth { measuredHeights.removeAll() }
      buildAll(collectionView, contentWidth: width)
    } else if !pendingPreferredHeights.isEmpty {
      applyPreferredHeights()
    }
    pendingRebuild = false
    pendingCountsChanged = false
    pendingPreferredHeights.removeAll()
  }

  /// The content width: the bounds' width minus the adjusted left and right insets.
  func contentWidth(of collectionView: CollectionView) -> CGFloat {
    let insets = collectionView.adjustedContentInset
    return Self.sanitized(
      collectionView.bounds.width - Self.sanitized(insets.left) - Self.sanitized(insets.right))
  }

  /// `value` as a length (`LayoutLimits.length(_:)`): 0 when it is negative or not finite, at
  /// most `LayoutLimits.maximumLength`.
  @inline(__always)
  static func sanitized(_ value: CGFloat) -> CGFloat {
    LayoutLimits.length(value)
  }

  /// `sectionInset` with every edge a length, recorded when that changes it.
  private var sanitizedInset: EdgeInsets {
    EdgeInsets(
      top: sanitizedLength(sectionInset.top, name: "sectionInset.top"),
      left: sanitizedLength(sectionInset.left, name: "sectionInset.left"),
      bottom: sanitizedLength(sectionInset.bottom, name: "sectionInset.bottom"),
      right: sanitizedLength(sectionInset.right, name: "sectionInset.right"))
  }

  /// Lays out every section from scratch.
  private func buildAll(_ collectionView: CollectionView, contentWidth: CGFloat) {
    geometry.removeAll()
    geometry.contentWidth = contentWidth
    geometry.columnSpacing = sanitizedLength(columnSpacing, name: "columnSpacing")
    geometry.interitemSpacing = sanitizedLength(interitemSpacing, name: "interitemSpacing")
    let inset = sanitizedInset
    let headerHeight = sanitizedLength(self.headerHeight, name: "headerHeight")
    let footerHeight = sanitizedLength(self.footerHeight, name: "footerHeight")
    let delegate = self.delegate
    let sectionCount = collectionView.numberOfSections
    var total = 0
    for section in 0..<sectionCount { total += collectionView.numberOfItems(inSection: section) }
    // Room for appends after the build (see `WaterfallGeometry.grownCapacity(_:)`).
    let capacity = WaterfallGeometry.grownCapacity(total)
    geometry.itemY.reserveCapacity(capacity)
    geometry.itemHeight.reserveCapacity(capacity)
    geometry.itemColumn.reserveCapacity(capacity)
    geometry.sections.reserveCapacity(sectionCount)
    var top: CGFloat = 0
    for section in 0..<sectionCount {
      let columns = sanitizedCount(
        delegate?.collectionView(collectionView, layout: self, columnCountForSection: section) ?? columnCount,
        in: 1...Self.maximumColumnCount, name: "the column count of section \(section)")
      var geometrySection = WaterfallSection()
      geometrySection.top = top
      geometrySection.headerHeight = headerHeight
      geometrySection.footerHeight = footerHeight
      geometrySection.inset = inset
      geometrySection.columnCount = columns
      let available =
        contentWidth - geometrySection.inset.left - geometrySection.inset.right
        - CGFloat(columns - 1) * geometry.columnSpacing
      geometrySection.columnWidth = max(0, available / CGFloat(columns))
      geometrySection.firstItem = geometry.itemY.count
      geometrySection.itemsTop = geometrySection.headerHeight + geometrySection.inset.top
      geometrySection.columnNext = Array(repeating: geometrySection.itemsTop, count: columns)
      let count = collectionView.numberOfItems(inSection: section)
      geometrySection.columnItems = Array(repeating: [], count: columns)
      geometry.sections.append(geometrySection)
      appendItems(collectionView, delegate: delegate, section: section, from: 0, to: count)
      top = geometry.sections[section].end
    }
  }

  /// The number of heights asked for at a time before they are placed (a stack buffer).
  static let heightBatch = 1024

  /// Places items `from..<to` of `section` (the last section stored).
  ///
  /// Heights are gathered a batch at a time into a stack buffer, then placed by
  /// `WaterfallGeometry.placeItems(heights:inSection:)` in one access to `geometry`. The
  /// delegate is therefore never called while `geometry` is being mutated: it may read the
  /// layout (`columnWidth(forSection:)`, queries over the items placed so far) safely.
  private func appendItems(
    _ collectionView: CollectionView, delegate: WaterfallLayoutDelegate?, section: Int, from: Int, to: Int
  ) {
    if from < to {
      geometry.reserveItems(to - from, inSection: section)
      // The height source, decided once rather than per item.
      let estimate = sanitizedLength(estimatedItemHeight, name: "estimatedItemHeight")
      let fixed = sanitizedLength(itemHeight, name: "itemHeight")
      let measured = estimate > 0 ? measuredHeights : []
      let firstIndex = geometry.sections[section].firstItem
      // The first unusable height the delegate answered, recorded once after the loop.
      var firstUnusable: (item: Int, height: CGFloat)?
      defer {
        if let firstUnusable {
          reportInput(
            "the delegate's height for item [\(section), \(firstUnusable.item)] (maybe more in the section)",
            firstUnusable.height, LayoutLimits.length(firstUnusable.height),
            rule: "a finite length ≥ 0 and ≤ 1e12")
        }
      }
      withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: min(to - from, Self.heightBatch)) { buffer in
        var start = from
        while start < to {
          let end = min(to, start + buffer.count)
          if estimate > 0 {
            // Self-sizing: the measured height when there is one, else the estimate.
            for item in start..<end {
              let index = firstIndex + item
              let height = index < measured.count ? measured[index] : .nan
              buffer[item - start] = height.isNaN ? estimate : height
            }
          } else if let delegate {
            // One index path, its item replaced in place (no construction per item).
            var indexPath = IndexPath.gallery(item: start, section: section)
            for item in start..<end {
              indexPath[1] = item
              let height = delegate.collectionView(collectionView, layout: self, heightForItemAt: indexPath)
              let usable = LayoutLimits.length(height)
              if usable != height, firstUnusable == nil { firstUnusable = (item, height) }
              buffer[item - start] = usable
            }
          } else {
            for item in start..<end { buffer[item - start] = fixed }
          }
          geometry.placeItems(
            heights: UnsafeBufferPointer(rebasing: buffer[0..<(end - start)]), inSection: section)
          start = end
        }
      }
    }
    geometry.sections[section].updateItemsBottom(interitemSpacing: geometry.interitemSpacing)
  }

  /// After a data-source change: if only items were added at the end of the last section,
  /// places just those and returns `true`.
  private func appendIfPossible(_ collectionView: CollectionView) -> Bool {
    guard updateIsAppendOnly != false else { return false }
    let sectionCount = collectionView.numberOfSections
    guard sectionCount == geometry.sections.count, sectionCount > 0 else { return false }
    // Every section but the last must keep its count (O(sections), no items touched).
    for section in 0..<(sectionCount - 1)
    where collectionView.numberOfItems(inSection: section) != geometry.sections[section].itemCount {
      return false
    }
    let last = sectionCount - 1
    let old = geometry.sections[last].itemCount
    let new = collectionView.numberOfItems(inSection: last)
    guard new >= old else { return false }
    // Without an update to say where the items went, only an unchanged count is safe.
    if updateIsAppendOnly == nil { return new == old }
    appendItems(collectionView, delegate: delegate, section: last, from: old, to: new)
    return true
  }

  // MARK: - Queries

  /// The content size: the content width by the end of the last section.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: geometry.contentWidth, height: geometry.contentHeight)
  }

  /// The width of the columns of `section`, or 0 for a section that does not exist.
  ///
  /// - Complexity: O(1).
  public func columnWidth(forSection section: Int) -> CGFloat {
    section >= 0 && section < geometry.sections.count ? geometry.sections[section].columnWidth : 0
  }

  /// The column of the item at `indexPath`, or `nil` for an item that does not exist.
  ///
  /// - Complexity: O(1).
  public func column(ofItemAt indexPath: IndexPath) -> Int? {
    guard let index = globalIndex(of: indexPath) else { return nil }
    return Int(geometry.itemColumn[index])
  }

  /// The global index of the item at `indexPath`, or `nil`.
  func globalIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath.section
    let item = indexPath.item
    guard section >= 0, section < geometry.sections.count, item >= 0,
      item < geometry.sections[section].itemCount
    else { return nil }
    return geometry.sections[section].firstItem + item
  }

  /// The frame of global item `index` of section `section`.
  @inline(__always)
  func itemFrame(_ index: Int, section: Int) -> CGRect {
    let stored = geometry.sections[section]
    let column = Int(geometry.itemColumn[index])
    return CGRect(
      x: stored.columnX(column, spacing: geometry.columnSpacing), y: stored.top + geometry.itemY[index],
      width: stored.columnWidth, height: geometry.itemHeight[index])
  }

  /// The attributes of every cell, header and footer whose frame overlaps `rect` (a strict
  /// overlap: frames that only touch `rect`'s edge are not included), cells in index-path order.
  ///
  /// - Complexity: O(log n + k·columns): a binary search over the sections, then per section
  ///   and column a binary search for the first item reaching into `rect` and a walk down the
  ///   column; the columns' runs are merged into index order.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    var result: [CollectionViewLayoutAttributes] = []
    guard !geometry.sections.isEmpty, LayoutLimits.isQueryable(rect) else { return result }
    let rect = rect.standardized
    // Candidates are chosen with the rounding slack of numbers this large; each is then tested
    // on its exact frame, the one `layoutAttributesForItem(at:)` gives.
    let slack = LayoutLimits.querySlack(
      max(abs(rect.minY), abs(rect.maxY), abs(rect.minX), abs(rect.maxX), geometry.contentHeight))
    var section = geometry.sectionIndex(atOrAbove: rect.minY - slack)
    var starts: [Int] = []
    var ends: [Int] = []
    while section < geometry.sections.count, geometry.sections[section].top < rect.maxY + slack,
      result.count < LayoutLimits.maximumQueryElements
    {
      let stored = geometry.sections[section]
      if stored.end > rect.minY - slack {
        appendItems(in: rect, slack: slack, section: section, starts: &starts, ends: &ends, into: &result)
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
          if let attributes = supplementaryAttributes(ofKind: kind, section: section),
            attributes.frame.overlaps(rect)
          {
            result.append(attributes)
          }
        }
      }
      section += 1
    }
    if result.count >= LayoutLimits.maximumQueryElements { reportQueryLimit(rect) }
    return result
  }

  /// The attributes of the cell at `indexPath`, or `nil` when there is no such item.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let index = globalIndex(of: indexPath) else { return nil }
    let attributes = makeLayoutAttributes(forCellWith: indexPath)
    attributes.frame = itemFrame(index, section: indexPath.section)
    return attributes
  }

  /// The attributes of the header or footer of `indexPath.section`, or `nil` when the section
  /// has none (its height is 0) or the kind is not a header or footer.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2 else { return nil }
    return supplementaryAttributes(ofKind: elementKind, section: indexPath.section)
  }

  /// The header or footer of `section`, pinned if headers pin.
  func supplementaryAttributes(ofKind kind: String, section: Int) -> CollectionViewLayoutAttributes? {
    guard section >= 0, section < geometry.sections.count else { return nil }
    let stored = geometry.sections[section]
    let frame: CGRect
    if kind == CollectionView.elementKindSectionHeader {
      guard stored.headerHeight > 0 else { return nil }
      var y = stored.top
      if sectionHeadersPinToVisibleBounds, let collectionView {
        // Stick to the visible top (below the adjusted top inset), but never below the end of
        // the section's columns: y = max(top, min(visibleTop, footerTop − headerHeight)).
        let visibleTop = collectionView.bounds.minY + Self.sanitized(collectionView.adjustedContentInset.top)
        y = max(stored.top, min(visibleTop, stored.top + stored.footerTop - stored.headerHeight))
      }
      frame = CGRect(x: 0, y: y, width: geometry.contentWidth, height: stored.headerHeight)
    } else if kind == CollectionView.elementKindSectionFooter {
      guard stored.footerHeight > 0 else { return nil }
      frame = CGRect(
        x: 0, y: stored.top + stored.footerTop, width: geometry.contentWidth, height: stored.footerHeight)
    } else {
      return nil
    }
    let attributes = makeLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath.gallery(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = Self.supplementaryZIndex
    return attributes
  }

  // MARK: - Invalidation

  /// Records what `context` invalidates, then schedules `prepare()` (through `super`).
  ///
  /// `invalidateEverything`, `invalidateWaterfallMetrics` or a context of another class lay
  /// everything out again; `invalidateDataSourceCounts` appends when only items were added at
  /// the end of the last section and lays out again otherwise; the preferred heights of a
  /// self-sizing context move only the measured items' columns.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything { pendingRebuild = true }
    if context.invalidateDataSourceCounts { pendingCountsChanged = true }
    // A batch update's changes arrive before `prepare()` (UIKit's order: `prepare()` comes
    // before `prepare(forCollectionViewUpdates:)`).
    if context.invalidateDataSourceCounts, let updateItems = context.updateItems {
      updateIsAppendOnly = isAppendOnly(updateItems)
    }
    if let waterfall = context as? WaterfallLayoutInvalidationContext {
      if waterfall.invalidateWaterfallMetrics { pendingRebuild = true }
      pendingPreferredHeights.append(contentsOf: waterfall.preferredItemHeights)
    } else {
      pendingRebuild = true
    }
    super.invalidateLayout(with: context)
  }

  /// `true` when the width changes, and on any change while headers pin.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    if newBounds.width != preparedBounds.width { return true }
    return sectionHeadersPinToVisibleBounds && newBounds != preparedBounds
  }

  /// The context for a bounds change: a full layout (`invalidateWaterfallMetrics`) when the
  /// width changes; otherwise (pinned headers) nothing but the headers, so `prepare()` is O(1).
  open override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    guard let waterfall = context as? WaterfallLayoutInvalidationContext else { return context }
    if newBounds.width != preparedBounds.width {
      waterfall.invalidateWaterfallMetrics = true
    } else if sectionHeadersPinToVisibleBounds, headerHeight > 0 {
      let low = min(newBounds.minY, preparedBounds.minY)
      let high = max(newBounds.maxY, preparedBounds.maxY)
      var headers: [IndexPath] = []
      var section = geometry.sectionIndex(atOrAbove: low)
      while section < geometry.sections.count, geometry.sections[section].top < high {
        headers.append(IndexPath.gallery(item: 0, section: section))
        section += 1
      }
      if !headers.isEmpty {
        waterfall.invalidateSupplementaryElements(
          ofKind: CollectionView.elementKindSectionHeader, at: headers)
      }
    }
    return waterfall
  }

  // MARK: - Self-sizing

  /// Whether a self-sizing cell's preferred attributes need a new layout: `true` when
  /// self-sizing is on (`estimatedItemHeight` > 0) and the preferred height differs from the
  /// height the layout gave the cell.
  ///
  /// UIKit difference: only cells self-size, and only their height (the width is the column's).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    preferredHeightNeedsInvalidation(preferred: preferredAttributes, original: originalAttributes)
  }

  /// The context for a self-sizing cell: it carries the measured height (the next `prepare()`
  /// moves the items below it in its column), invalidates the cell and sets
  /// `contentSizeAdjustment` to the change of the content height. When the cell lies entirely
  /// above the visible top (its bottom at or above `contentOffset.y`), `contentOffsetAdjustment`
  /// is the change of its height, so the items of its column that are on screen stay still.
  ///
  /// UIKit difference: in a masonry layout only one column can be kept still; the other
  /// columns do not move in content coordinates, so with the adjustment they move on screen by
  /// the difference. Cells that appear on screen are never entirely above it, so scrolling
  /// normally measures without any adjustment and without moving visible items of other
  /// columns.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    configurePreferredHeightContext(
      super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes),
      preferred: preferredAttributes, original: originalAttributes)
  }

  // MARK: - Updates

  /// Whether `updateItems` only append items at the end of the last section, so that the next
  /// `prepare()` can place just the new items. Called from `invalidateLayout(with:)` with the
  /// batch's changes, while the geometry still has the counts from before the update.
  func isAppendOnly(_ updateItems: [CollectionViewUpdateItem]) -> Bool {
    guard let last = geometry.sections.indices.last else { return false }
    let oldCount = geometry.sections[last].itemCount
    for update in updateItems {
      // A section operation's item is `NSNotFound` (checked on the path directly: cheaper than
      // `isSectionOperation`, which looks the path up again).
      guard update.updateAction == .insert, let path = update.indexPathAfterUpdate,
        path.count == 2, path.item != NSNotFound, path.section == last, path.item >= oldCount
      else { return false }
    }
    return true
  }

  /// Forgets the update recorded by `invalidateLayout(with:)`.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    updateIsAppendOnly = nil
  }
}
