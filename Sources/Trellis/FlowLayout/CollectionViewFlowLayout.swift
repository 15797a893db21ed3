/// A layout that places items in lines — rows that wrap for vertical scrolling, columns that
/// wrap for horizontal scrolling — with optional section headers and footers:
/// `UICollectionViewFlowLayout`, with its rules, built to lay out a million items.
///
/// Each section is: header, `sectionInset` leading edge, lines separated by
/// `minimumLineSpacing`, `sectionInset` trailing edge, footer. A line holds as many items as fit
/// with at least `minimumInteritemSpacing` between them; a line that is not the last is
/// justified (an item alone on it is centred); the last line keeps the grid's columns when all
/// the section's items have the same size and is left-aligned at the minimum spacing when they
/// do not; items are centred on their line's cross axis. Headers and footers span the whole
/// width (vertical) or height (horizontal) of the content and can pin to the visible bounds.
///
/// Sizes and spacings come from the layout's properties or, per item and per section, from a
/// delegate that adopts `CollectionViewDelegateFlowLayout`. Self-sizing is on when
/// `estimatedItemSize` is non-zero.
///
/// The geometry is kept in flat value-type storage (no attribute object per item): a section
/// whose items share one size is a closed-form grid (O(1) to prepare), a varied section keeps
/// per-item sizes and per-line extents. Rect queries binary-search the sections and lines.
///
/// - Complexity: `prepare()` is O(sections) when sizes come from the properties, O(items) when
///   a delegate provides per-item sizes; `layoutAttributesForElements(in:)` is O(log n + k);
///   `layoutAttributesForItem(at:)` is O(1) in uniform sections and O(log n) otherwise.
///
/// UIKit difference: negative `minimumLineSpacing` and `minimumInteritemSpacing` (and negative
/// or non-finite sizes) are treated as 0, so lines never run backwards; non-finite insets are
/// treated as 0.
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The value of `estimatedItemSize` that asks the layout to measure every cell, estimating
  /// unmeasured cells itself.
  ///
  /// UIKit difference: UIKit's sentinel is private; Trellis uses
  /// `CGSize(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)`, a size no
  /// item has, and estimates unmeasured cells at `itemSize`.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  // Read by every query and prepare, so the runtime exclusivity check is off for these: each has
  // a `didSet` reading `oldValue`, so even an `inout` use is a read and a write, never a long
  // access another could overlap.

  /// The size of every item when the delegate does not provide one. The default is 50×50.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 and values above
  /// `LayoutLimits.maximumLength` as that length (recorded in `lastLayoutError`); UIKit has no
  /// way to report them.
  @exclusivity(unchecked) open var itemSize = CGSize(width: 50, height: 50) {
    didSet { if itemSize != oldValue { propertyDidChange() } }
  }

  /// The estimated size of cells that size themselves; `.zero` (the default) turns self-sizing
  /// off, `automaticSize` turns it on with the layout's own estimate.
  ///
  /// While self-sizing is on, unmeasured items take the estimate and the delegate's
  /// `sizeForItemAt` is not asked.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 and values above
  /// `LayoutLimits.maximumLength` as that length (recorded in `lastLayoutError`); UIKit has no
  /// way to report them.
  @exclusivity(unchecked) open var estimatedItemSize = CGSize.zero {
    didSet { if estimatedItemSize != oldValue { propertyDidChange() } }
  }

  /// The minimum spacing between lines (rows for vertical scrolling). The default is 10.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 and values above
  /// `LayoutLimits.maximumLength` as that length (recorded in `lastLayoutError`); UIKit has no
  /// way to report them.
  @exclusivity(unchecked) open var minimumLineSpacing: CGFloat = 10 {
    didSet { if minimumLineSpacing != oldValue { propertyDidChange() } }
  }

  /// The minimum spacing between the items of a line. The default is 10.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 and values above
  /// `LayoutLimits.maximumLength` as that length (recorded in `lastLayoutError`); UIKit has no
  /// way to report them.
  @exclusivity(unchecked) open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { if minimumInteritemSpacing != oldValue { propertyDidChange() } }
  }

  /// The margins around the lines of each section. The default is zero.
  ///
  /// UIKit difference: NaN and infinite edges count as 0 and edges beyond
  /// ±`LayoutLimits.maximumLength` are clamped (recorded in `lastLayoutError`).
  @exclusivity(unchecked) open var sectionInset = EdgeInsets.zero {
    didSet { if sectionInset != oldValue { propertyDidChange() } }
  }

  /// The size of each section's header. Only the height (vertical scrolling) or the width
  /// (horizontal) is used; 0 there means no header. The default is zero.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 and values above
  /// `LayoutLimits.maximumLength` as that length (recorded in `lastLayoutError`); UIKit has no
  /// way to report them.
  @exclusivity(unchecked) open var headerReferenceSize = CGSize.zero {
    didSet { if headerReferenceSize != oldValue { propertyDidChange() } }
  }

  /// The size of each section's footer. Only the height (vertical scrolling) or the width
  /// (horizontal) is used; 0 there means no footer. The default is zero.
  ///
  /// UIKit difference: NaN, infinite and negative values count as 0 and values above
  /// `LayoutLimits.maximumLength` as that length (recorded in `lastLayoutError`); UIKit has no
  /// way to report them.
  @exclusivity(unchecked) open var footerReferenceSize = CGSize.zero {
    didSet { if footerReferenceSize != oldValue { propertyDidChange() } }
  }

  /// Whether headers stick to the top of the visible bounds while their section is visible.
  /// The default is `false`.
  @exclusivity(unchecked) open var sectionHeadersPinToVisibleBounds = false {
    didSet { if sectionHeadersPinToVisibleBounds != oldValue { propertyDidChange() } }
  }

  /// Whether footers stick to the bottom of the visible bounds while their section is visible.
  /// The default is `false`.
  @exclusivity(unchecked) open var sectionFootersPinToVisibleBounds = false {
    didSet { if sectionFootersPinToVisibleBounds != oldValue { propertyDidChange() } }
  }

  /// The scrolling direction: `.vertical` (the default) builds rows, `.horizontal` builds
  /// columns filled top to bottom.
  @exclusivity(unchecked) open var scrollDirection: CollectionView.ScrollDirection = .vertical {
    didSet { if scrollDirection != oldValue { propertyDidChange() } }
  }

  /// The boundary `sectionInset` is measured from. The default is `.fromContentInset`.
  ///
  /// `.fromSafeArea` and `.fromLayoutMargins` add, on the cross-axis edges, the part of the
  /// safe-area insets or layout margins that the adjusted content inset does not already cover.
  ///
  /// UIKit difference: the reference applies to the cross-axis edges only (left and right for
  /// vertical scrolling); along the scrolling axis the content inset already separates content
  /// from bars.
  @exclusivity(unchecked) open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { if sectionInsetReference != oldValue { propertyDidChange() } }
  }

  /// `true`, as for UIKit's flow layout: in a right-to-left interface the collection view
  /// mirrors the flow (item 0 at the right), while the layout computes left to right.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  // MARK: - State
  //
  // `geometry`, `pending`, `preparedEnvironment`, `preparedBounds` and `geometryIsStale` are read
  // by every query, so the runtime exclusivity check is off for them too: every access is a plain
  // load or store, an assignment whose right-hand side is evaluated before the write begins, or
  // an in-place change that calls nothing (`geometry.recomputeOffsets()`,
  // `pending.preferredSizes.append(contentsOf:)`). Keep it so.

  /// The current geometry.
  @exclusivity(unchecked) var geometry = FlowGeometry()
  /// The geometry before the latest change of the data-source counts, kept while an update
  /// animates (see `prepare(forCollectionViewUpdates:)`).
  var previousGeometry: FlowGeometry?
  /// What the next `prepare()` must do.
  @exclusivity(unchecked) var pending = FlowPendingWork()
  /// The environment the geometry was built for.
  @exclusivity(unchecked) var preparedEnvironment: FlowEnvironment?
  /// The collection view's bounds at the last `prepare()`.
  @exclusivity(unchecked) var preparedBounds = CGRect.zero
  /// Measured sizes of self-sizing cells, per section; unmeasured entries are `unmeasured`.
  var measuredSizes: [[CGSize]?] = []
  /// Set by the default `collectionView(_:layout:sizeForItemAt:)` when it answers.
  var defaultItemSizeAnswered = false
  /// Whether a property changed while the layout was preparing (see `propertyDidChange()`), so
  /// the geometry must be rebuilt before the next query.
  @exclusivity(unchecked) var geometryIsStale = false
  /// The current batch update, between `prepare(forCollectionViewUpdates:)` and
  /// `finalizeCollectionViewUpdates()`.
  var update: UpdateMap?
  /// The number of elements the last rect query returned: the next query's capacity hint.
  var lastQueryCount = 16
  /// Cell attribute objects of earlier queries, recycled once their callers let go of them
  /// (only while `layoutAttributesClass` is the base class).
  let pool = LayoutAttributesPool()
  /// `layoutAttributesClass`, resolved once per `prepare()`.
  var attributesClass: CollectionViewLayoutAttributes.Type = CollectionViewLayoutAttributes.self

  /// The z-index of headers and footers: above the cells (z-index 0) so that pinned ones are
  /// drawn over the items scrolling beneath them.
  public static let supplementaryZIndex = 10

  /// Creates a flow layout with UIKit's defaults: 50×50 items, spacings of 10, no insets, no
  /// headers or footers, vertical scrolling.
  public override init() {
    super.init()
  }

  /// Creates a flow layout from an archive; see `CollectionViewLayout.init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The invalidation context class: `CollectionViewFlowLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass {
    CollectionViewFlowLayoutInvalidationContext.self
  }

  // MARK: - Preparing

  /// Computes the geometry for the current data and bounds, doing only the work the
  /// invalidations since the last call require.
  ///
  /// A full rebuild asks the delegate for each section's metrics (and, if it provides them,
  /// each item's size); a pinning-only invalidation (a scroll with pinned headers) only reads
  /// the new bounds; a self-sizing invalidation rebuilds just the sections whose cells were
  /// measured (in place when only the cells' thickness changed) and shifts the sections after
  /// them. Measured sizes survive every invalidation except a change of the collection view's
  /// extent across the scrolling axis and a change of the data-source counts outside a batch
  /// update (during one, they follow their items to their new index paths).
  ///
  /// - Complexity: O(sections + items of varied sections) for a full rebuild, O(1) for a
  ///   pinning-only update, O(sections + lines after the first measured cell) for self-sizing
  ///   (O(items of the section) when a cell's length along its line changed).
  open override func prepare() {
    super.prepare()
    prepareGeometry()
  }

  /// The flow layout's own part of `prepare()`.
  func prepareGeometry() {
    geometryIsStale = false
    attributesClass =
      (type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
      ?? CollectionViewLayoutAttributes.self
    var work = pending
    pending = FlowPendingWork(rebuild: false)
    guard let collectionView else {
      geometry = FlowGeometry()
      preparedEnvironment = nil
      return
    }
    if !work.recorded { work.rebuild = true }
    let environment = makeEnvironment(collectionView)
    if environment != preparedEnvironment || collectionView.numberOfSections != geometry.sections.count {
      work.rebuild = true
    }
    if work.dataCountsChanged {
      previousGeometry = geometry
    } else if update == nil {
      previousGeometry = nil
    }
    if work.rebuild {
      let sizesStillValid = !work.dataCountsChanged && environment == preparedEnvironment
      if work.dataCountsChanged, environment == preparedEnvironment, let update {
        // A batch update: measured cells keep their sizes under their new index paths.
        measuredSizes = remappedMeasuredSizes(through: update, collectionView: collectionView)
      } else if !sizesStillValid {
        measuredSizes = []
      }
      rebuildAll(collectionView, environment: environment)
      // Cells measured since the last pass still count (their index paths are still valid).
      if sizesStillValid, !work.preferredSizes.isEmpty,
        applyPreferredSizes(work.preferredSizes, environment: environment)
      {
        geometry.recomputeOffsets()
      }
    } else {
      var changed = false
      if work.relayout {
        relayoutAll(environment: environment)
        changed = true
      }
      if !work.preferredSizes.isEmpty, applyPreferredSizes(work.preferredSizes, environment: environment) {
        changed = true
      }
      if changed { geometry.recomputeOffsets() }
    }
    preparedEnvironment = environment
    // In the layout's own coordinates: mirrored in right to left, as the bounds-change queries.
    preparedBounds = collectionView.visibleBounds(for: self, contentWidth: geometry.contentSize.width)
    geometry.pinning = makePinning(collectionView, axes: environment.axes)
  }

  /// Applies a change of one of the layout's properties. Outside `prepare()` it invalidates the
  /// layout. During `prepare()` (a subclass that sets its insets after `super.prepare()`, as
  /// UIKit layouts do) it asks for the geometry to be rebuilt before the next query, so the
  /// change shows in the same layout pass, as in UIKit.
  func propertyDidChange() {
    if isPreparing {
      pending.recorded = true
      pending.rebuild = true
      geometryIsStale = true
    } else {
      invalidateLayout()
    }
  }

  /// Rebuilds the geometry if a property changed during `prepare()` after it was computed.
  @inline(__always)
  func settlePropertyChanges() {
    if geometryIsStale { prepareGeometry() }
  }

  // MARK: - Querying

  /// The size of the whole content: the collection view's width minus the adjusted content
  /// insets by the end of the last section (vertical), or the end of the last section by the
  /// height minus the insets (horizontal).
  open override var collectionViewContentSize: CGSize {
    settlePropertyChanges()
    return geometry.contentSize
  }

  /// At least the width and the height of the largest item the layout places (from `itemSize`,
  /// the delegate's sizes, estimates or measured sizes), for the layouts of this package that
  /// draw items beyond their frames (scaled): how far a rect query must look past the rect.
  /// `.zero` before the first `prepare()`.
  package var largestItemSize: CGSize {
    settlePropertyChanges()
    return geometry.axes.size(cross: geometry.largestItem.width, main: geometry.largestItem.height)
  }

  /// The attributes of every cell, header and footer whose frame intersects `rect` (touching
  /// edges included, as `CGRect.intersects(_:)`), section by section (header, items in order,
  /// footer); at most `LayoutLimits.maximumQueryElements` of them (the first ones, recorded in
  /// `lastLayoutError` when more meet the rect). A rect with a NaN or infinite number,
  /// `CGRect.null` and `CGRect.infinite` contain nothing.
  ///
  /// The objects are the caller's to keep or change. When `layoutAttributesClass` is the base
  /// class, cell objects that an earlier query returned and nobody holds any more are rewritten
  /// and returned again instead of allocating new ones (see `LayoutAttributesPool`).
  ///
  /// UIKit difference: UIKit's flow layout returns its own cached objects, which subclasses
  /// must copy before changing; here a subclass may change what `super` returns.
  ///
  /// - Complexity: O(log n + k) for k elements returned.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    settlePropertyChanges()
    let store = geometry
    let cellClass = attributesClass
    let pooled = cellClass == CollectionViewLayoutAttributes.self
    var result: [CollectionViewLayoutAttributes] = []
    result.reserveCapacity(lastQueryCount)
    // Cells so far: the pool slot of the next one (headers and footers are not pooled).
    var cells = 0
    let selfSizingAxes: SelfSizingAxes = isSelfSizing ? [.width, .height] : []
    store.forEachElement(in: rect) { element, section, item, frame in
      guard result.count < LayoutLimits.maximumQueryElements else {
        reportQueryLimit(rect)
        return false
      }
      if element == .cell {
        if pooled {
          let attributes = pool.cell(
            at: IndexPath(item: item, section: section), frame: frame, position: cells)
          if !selfSizingAxes.isEmpty { attributes.selfSizingAxes = selfSizingAxes }
          result.append(attributes)
          cells += 1
        } else {
          let attributes = cellClass.init()
          attributes.indexPath = IndexPath(item: item, section: section)
          attributes.frame = frame
          attributes.selfSizingAxes = selfSizingAxes
          result.append(attributes)
        }
      } else {
        result.append(makeAttributes(element, section: section, item: item, frame: frame))
      }
      return true
    }
    lastQueryCount = min(result.count, 4_096)
    return result
  }

  /// The attributes of the cell at `indexPath`, or `nil` if there is no such item.
  ///
  /// - Complexity: O(1) in a uniform section, O(log n) in a varied one.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    settlePropertyChanges()
    guard indexPath.count == 2, let frame = geometry.itemFrame(section: indexPath[0], item: indexPath[1])
    else {
      return nil
    }
    return makeAttributes(.cell, section: indexPath[0], item: indexPath[1], frame: frame)
  }

  /// The attributes of the header (`elementKindSectionHeader`) or footer
  /// (`elementKindSectionFooter`) of `indexPath.section`, or `nil` if it has none. Pinned
  /// headers and footers are where they are drawn now.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    settlePropertyChanges()
    guard indexPath.count == 2, indexPath[1] == 0 else { return nil }
    return supplementaryAttributes(ofKind: elementKind, section: indexPath[0], in: geometry)
  }

  /// The attributes of the header or footer of `section` in `store`, or `nil`.
  func supplementaryAttributes(
    ofKind kind: String, section: Int, in store: FlowGeometry
  )
    -> CollectionViewLayoutAttributes?
  {
    switch kind {
    case CollectionView.elementKindSectionHeader:
      guard let frame = store.headerFrame(section: section) else { return nil }
      return makeAttributes(.header, section: section, item: 0, frame: frame)
    case CollectionView.elementKindSectionFooter:
      guard let frame = store.footerFrame(section: section) else { return nil }
      return makeAttributes(.footer, section: section, item: 0, frame: frame)
    default:
      return nil
    }
  }

  /// New attributes for an element with `frame`.
  @inline(__always)
  func makeAttributes(
    _ element: FlowElement, section: Int, item: Int, frame: CGRect
  )
    -> CollectionViewLayoutAttributes
  {
    let attributes: CollectionViewLayoutAttributes
    switch element {
    case .cell:
      attributes = attributesClass.init()
      attributes.indexPath = IndexPath(item: item, section: section)
      attributes.selfSizingAxes = isSelfSizing ? [.width, .height] : []
    case .header:
      attributes = makeLayoutAttributes(
        forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: section))
      attributes.zIndex = Self.supplementaryZIndex
    case .footer:
      attributes = makeLayoutAttributes(
        forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
        with: IndexPath(item: 0, section: section))
      attributes.zIndex = Self.supplementaryZIndex
    }
    attributes.frame = frame
    return attributes
  }

  // MARK: - Invalidation

  /// Records what `context` invalidates, then schedules `prepare()` (through `super`).
  ///
  /// `invalidateEverything`, `invalidateDataSourceCounts`, `invalidateFlowLayoutDelegateMetrics`
  /// (or a context that is not a flow-layout context) rebuild everything;
  /// `invalidateFlowLayoutAttributes` alone re-places the elements from the metrics already
  /// known; a context with both flags `false` only updates pinned headers and footers and
  /// applies the measured sizes of self-sizing cells it carries.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    // A batch update: its changes are known before `prepare()` (UIKit's order), which carries
    // measured sizes to their new index paths with them.
    if context.invalidateDataSourceCounts, let map = context.updateMap {
      update = map
    } else if context.invalidateDataSourceCounts, let updateItems = context.updateItems {
      recordUpdates(updateItems)
    }
    pending.recorded = true
    if context.invalidateEverything || context.invalidateDataSourceCounts { pending.rebuild = true }
    if context.invalidateDataSourceCounts { pending.dataCountsChanged = true }
    if let flow = context as? CollectionViewFlowLayoutInvalidationContext {
      if flow.invalidateFlowLayoutDelegateMetrics {
        pending.rebuild = true
      } else if flow.invalidateFlowLayoutAttributes {
        pending.relayout = true
      }
      pending.preferredSizes.append(contentsOf: flow.preferredItemSizes)
    } else {
      pending.rebuild = true
    }
    super.invalidateLayout(with: context)
  }

  /// Whether a bounds change needs a new layout: when the size across the scrolling axis
  /// changes (the width for vertical scrolling), and on any change while headers or footers are
  /// pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    pinningAwareShouldInvalidate(forBoundsChange: newBounds)
  }

  /// The context for a bounds change: everything when the size across the scrolling axis
  /// changed; otherwise (pinning) a context with `invalidateFlowLayoutDelegateMetrics` and
  /// `invalidateFlowLayoutAttributes` both `false` that invalidates only the headers and footers
  /// of the sections visible before or after the change, so that the next `prepare()` does not
  /// touch the items.
  open override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    configureBoundsChangeContext(super.invalidationContext(forBoundsChange: newBounds), newBounds: newBounds)
  }

  // MARK: - Self-sizing

  /// Whether a self-sizing cell's preferred attributes need a new layout: `true` when
  /// self-sizing is on and the preferred size differs from the size the layout gave.
  ///
  /// UIKit difference: only cells self-size; headers and footers keep their reference sizes.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    preferredSizeNeedsInvalidation(preferred: preferredAttributes, original: originalAttributes)
  }

  /// The context for a self-sizing cell: it carries the measured size (applied by the next
  /// `prepare()`, which rebuilds only that cell's section and shifts the sections after it),
  /// invalidates the cell, and sets the adjustments:
  ///
  /// - `contentSizeAdjustment`: the change of the thickness of the cell's line along the
  ///   scrolling axis (the new size against the other items of the line);
  /// - `contentOffsetAdjustment`: the same change when the line ends at or above the leading
  ///   edge of the visible bounds (`contentOffset`), so the visible content does not jump.
  ///
  /// `invalidateFlowLayoutDelegateMetrics` and `invalidateFlowLayoutAttributes` are `false`.
  ///
  /// UIKit difference: the adjustments assume the cell's line keeps its items; when a new
  /// cross-axis size moves items between lines, the next `prepare()` still computes the exact
  /// layout and content size.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    return configurePreferredSizeContext(
      context, preferred: preferredAttributes, original: originalAttributes)
  }

  // MARK: - Batch updates

  /// Records the update: the items and sections it inserts, deletes and moves, and the map
  /// between index paths before and after it, for the appearing and disappearing queries.
  ///
  /// The geometry from before the update is the one the `prepare()` that follows the update's
  /// data-source-count invalidation replaces; it is kept until `finalizeCollectionViewUpdates()`.
  /// The collection view gives the update's map earlier, with the invalidation context
  /// (`updateMap`), so that `prepare()` can carry measured sizes to their new index paths; a
  /// direct caller of this method gets a map built from its `updateItems`.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    settlePropertyChanges()
    // The collection view already gave the validated map with the invalidation; direct callers
    // of this method get one built from their update items.
    if update == nil { recordUpdates(updateItems) }
  }

  /// Forgets the update's inserted and deleted elements and the geometry from before it.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    forgetUpdates()
  }

  /// The attributes an appearing item starts from: an inserted item (or an item of an inserted
  /// section) starts at its new place with `alpha` 0; an item that was there before the update
  /// starts at its old place (so shifts and moves animate); outside an update, its current
  /// attributes.
  open override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    appearingItemAttributes(at: itemIndexPath)
  }

  /// The attributes a disappearing item ends at: a deleted item (or an item of a deleted
  /// section) ends at its place before the update with `alpha` 0; an item that stays ends at its
  /// new place (`nil` if the update gives it none); outside an update, its current attributes.
  open override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    disappearingItemAttributes(at: itemIndexPath)
  }

  /// The attributes an appearing header or footer starts from: in an inserted section, its new
  /// place with `alpha` 0; in a section that was there before, its old place; outside an
  /// update, its current attributes.
  open override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    appearingSupplementaryAttributes(ofKind: elementKind, at: elementIndexPath)
  }

  /// The attributes a disappearing header or footer ends at: in a deleted section, its place
  /// before the update with `alpha` 0; in a section that stays, its new place; outside an
  /// update, its current attributes.
  open override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    disappearingSupplementaryAttributes(ofKind: elementKind, at: elementIndexPath)
  }

  /// The headers or footers of the sections the current update inserts, in section order.
  open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    insertedSupplementaryIndexPaths(ofKind: elementKind)
  }

  /// The headers or footers of the sections the current update deletes, in section order.
  open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    deletedSupplementaryIndexPaths(ofKind: elementKind)
  }
}
