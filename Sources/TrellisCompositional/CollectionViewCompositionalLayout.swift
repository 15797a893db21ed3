/// UIKit's modern layout: sections built from items and groups, each section laid out by
/// repeating its group, with headers, footers, badges, backgrounds, self-sizing, lists and
/// sections that scroll orthogonally.
///
/// Create it from one section used for every section (`init(section:)`) or from a section
/// provider that is asked for each section with the layout environment
/// (`init(sectionProvider:)`), optionally with a `CollectionViewCompositionalLayoutConfiguration`.
/// The provider is asked again when the layout is invalidated (`invalidateLayout()`, a data
/// change, a batch update) and when the container changes (a new size across the scrolling
/// axis, new insets).
///
/// Sections follow each other along the scrolling axis, `interSectionSpacing` apart, between
/// the configuration's layout-wide headers and footers. See `CollectionLayoutSection` for a
/// section's geometry and `CollectionLayoutGroup` for how a group places its items.
///
/// How it stays fast: each section solves its group once; the n-th group's place is
/// arithmetic, so preparing a section of a million items costs the same as one of ten.
/// Self-sizing sections keep the measured groups' length differences in a Fenwick tree, so
/// measuring a cell and finding the group at an offset are O(log n). Attribute objects are
/// built only for what a query returns, and recycled (`LayoutAttributesPool`) when nobody holds
/// them any more.
///
/// - Complexity: `prepare()` O(sections) after an invalidation (plus O(items) of a section
///   with measured cells); O(1) per measured cell and for a scroll; `layoutAttributesForElements(in:)`
///   O(log n + k) for k results; the per-element queries O(1) (O(log n) in measured sections).
///
/// UIKit difference: rect queries return elements whose frames overlap the rect by a positive area (touching
/// edges do not count, as `CGRect.intersects` on Apple platforms); non-finite or empty rects
/// return nothing.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  /// The closure that returns the section at an index for an environment.
  public typealias SectionProvider =
    @MainActor (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

  let sectionProvider: SectionProvider
  private var storedConfiguration: CollectionViewCompositionalLayoutConfiguration

  /// The layout-wide settings. Setting it copies the configuration and invalidates the layout.
  open var configuration: CollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration }
    set {
      storedConfiguration = newValue.copy() as? CollectionViewCompositionalLayoutConfiguration ?? newValue
      invalidateLayout()
    }
  }

  // MARK: - State

  var geometry = CompositionalGeometry()
  /// The geometry before the latest change of the data-source counts, kept while an update
  /// animates.
  var previousGeometry: CompositionalGeometry?
  var pending = CompositionalPendingWork()
  /// The context the sections were built for.
  var preparedContext: SectionBuildContext?
  /// The collection view's bounds at the last `prepare()`.
  var preparedBounds = CGRect.zero
  /// Whether any section has a visible-items handler.
  var hasHandlers = false
  /// Whether any boundary item pins.
  var hasPinnedItems = false
  /// Whether the last rebuild followed a change of the data-source counts before the update's
  /// items were known (UIKit's order), so measured sizes and orthogonal offsets still have to
  /// follow their items through the update map once `prepare(forCollectionViewUpdates:)` comes.
  var needsUpdateRestore = false
  /// The batch update being animated.
  var update: UpdateMap?
  /// Cell attribute objects of earlier queries, recycled once nobody holds them.
  let pool = LayoutAttributesPool()
  /// `layoutAttributesClass`, resolved once per `prepare()`.
  var attributesClass: CollectionViewLayoutAttributes.Type = CollectionViewLayoutAttributes.self
  /// The number of elements the last rect query returned: the next query's capacity hint.
  var lastQueryCount = 16

  // MARK: - Creating

  /// Creates a layout that uses `section` for every section.
  public convenience init(section: CollectionLayoutSection) {
    self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout that uses `section` for every section, with `configuration`.
  public convenience init(
    section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Creates a layout that asks `sectionProvider` for each section.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(
      sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout that asks `sectionProvider` for each section, with `configuration`.
  public init(
    sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.storedConfiguration =
      configuration.copy() as? CollectionViewCompositionalLayoutConfiguration ?? configuration
    super.init()
  }

  /// Unavailable: a compositional layout needs its sections.
  ///
  /// UIKit difference: UIKit does not support archiving compositional layouts either; this
  /// initializer returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The invalidation context class (an internal subclass that records what changed).
  open override class var invalidationContextClass: AnyClass { CompositionalInvalidationContext.self }

  /// `true`: in right to left the collection view shows the layout's mirror image, so leading
  /// insets and edges are on the right, rows, columns and orthogonal sections start at the right,
  /// and a horizontally scrolling layout or orthogonal section scrolls towards the left, as
  /// UIKit's compositional layout does. The layout reads the visible bounds in its own
  /// coordinates (`CollectionView.visibleBounds(for:contentWidth:)`).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// The visible bounds in the layout's own coordinates (mirrored in right to left).
  func layoutBounds(_ collectionView: CollectionView) -> CGRect {
    collectionView.visibleBounds(for: self, contentWidth: geometry.contentSize.width)
  }

  // MARK: - Preparing

  /// Computes the geometry, doing only the work the invalidations since the last call need:
  /// every section after `invalidateLayout()`, a data change or a container change; the measured
  /// groups after self-sizing; the pinned items and handlers after a scroll; the handler of an
  /// orthogonal section whose offset changed.
  open override func prepare() {
    super.prepare()
    attributesClass =
      (type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
      ?? CollectionViewLayoutAttributes.self
    var work = pending
    pending = CompositionalPendingWork(rebuild: false)
    guard let collectionView else {
      geometry = CompositionalGeometry()
      preparedContext = nil
      return
    }
    if !work.recorded { work.rebuild = true }
    let context = makeContext(collectionView)
    let containerChanged = preparedContext.map { !Self.sameContainer($0, context) } ?? true
    if containerChanged || collectionView.numberOfSections != geometry.sections.count {
      work.rebuild = true
    }
    if work.dataCountsChanged {
      previousGeometry = geometry
      // Counts changed without the update's items (a caller that invalidated by hand before
      // `prepare(forCollectionViewUpdates:)`): carry the state over once they arrive.
      if update == nil { needsUpdateRestore = true }
    } else if update == nil {
      previousGeometry = nil
    }
    var rerunAllHandlers = false
    if work.rebuild {
      let keepMeasurements =
        !containerChanged
        || (preparedContext.map {
          context.axes.cross($0.contentSize) == context.axes.cross(context.contentSize)
        } ?? false)
      rebuildAll(
        collectionView, context: context, keepMeasurements: keepMeasurements,
        dataCountsChanged: work.dataCountsChanged)
      rerunAllHandlers = true
    }
    if !work.measurements.isEmpty {
      applyMeasurements(work.measurements)
      work.measured = true
    }
    preparedContext = context
    preparedBounds = layoutBounds(collectionView)
    geometry.pinning = makePinning(collectionView)
    if hasHandlers {
      runHandlers(
        collectionView, all: rerunAllHandlers || work.boundsMoved || work.measured,
        sections: work.orthogonalSections)
    }
  }

  /// The build context for `collectionView`'s current bounds and insets.
  func makeContext(_ collectionView: CollectionView) -> SectionBuildContext {
    let axes = CompositionalAxes(isVertical: storedConfiguration.scrollDirection == .vertical)
    let adjusted = Self.sanitized(collectionView.adjustedContentInset)
    let bounds = collectionView.bounds
    let contentSize = CGSize(
      width: max(0, Self.finite(bounds.width) - adjusted.left - adjusted.right),
      height: max(0, Self.finite(bounds.height) - adjusted.top - adjusted.bottom))
    let margins = Self.sanitized(collectionView.layoutMargins)
    let safe = Self.sanitized(collectionView.safeAreaInsets)
    func extra(_ reference: EdgeInsets) -> DirectionalEdgeInsets {
      // Only the part the adjusted content inset does not already cover, across the axis.
      let left = max(0, reference.left - adjusted.left)
      let right = max(0, reference.right - adjusted.right)
      let top = max(0, reference.top - adjusted.top)
      let bottom = max(0, reference.bottom - adjusted.bottom)
      return axes.isVertical
        ? DirectionalEdgeInsets(top: 0, leading: left, bottom: 0, trailing: right)
        : DirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
    }
    let insets: [ContentInsetsReference: DirectionalEdgeInsets] = [
      .none: .zero, .safeArea: extra(safe), .layoutMargins: extra(margins), .readableContent: extra(margins),
    ]
    let reference =
      storedConfiguration.contentInsetsReference == .automatic
      ? .safeArea : storedConfiguration.contentInsetsReference
    return SectionBuildContext(
      axes: axes, contentSize: contentSize, referenceInsets: insets, defaultReference: reference,
      traits: TraitCollection(
        size: CGSize(width: Self.finite(bounds.width), height: Self.finite(bounds.height))))
  }

  /// Whether two contexts lay sections out the same way.
  static func sameContainer(_ a: SectionBuildContext, _ b: SectionBuildContext) -> Bool {
    a.axes == b.axes && a.contentSize == b.contentSize && a.referenceInsets == b.referenceInsets
      && a.defaultReference == b.defaultReference && a.traits == b.traits
  }

  /// The environment handed to the section provider.
  func environment(for context: SectionBuildContext) -> LayoutEnvironment {
    LayoutEnvironment(
      layoutContainer: context.container(for: context.defaultReference), traitCollection: context.traits)
  }

  /// Asks the provider for every section and lays each out.
  func rebuildAll(
    _ collectionView: CollectionView, context: SectionBuildContext, keepMeasurements: Bool,
    dataCountsChanged: Bool
  ) {
    let old = geometry
    var next = CompositionalGeometry()
    next.axes = context.axes
    next.crossLength = context.axes.cross(context.contentSize)
    next.interSectionSpacing = LayoutLimits.length(storedConfiguration.interSectionSpacing)
    let environment = environment(for: context)
    let sectionCount = collectionView.numberOfSections
    next.sections.reserveCapacity(sectionCount)
    var handlers = false
    for section in 0..<sectionCount {
      let itemCount = collectionView.numberOfItems(inSection: section)
      guard let definition = sectionProvider(section, environment) else {
        var empty = SectionGeometry()
        empty.axes = context.axes
        empty.itemCount = itemCount
        next.sections.append(empty)
        continue
      }
      let previous = previousSectionState(
        section, old: old, dataCountsChanged: dataCountsChanged, itemCount: itemCount)
      let geometry = SectionGeometry(
        definition: definition, itemCount: itemCount, context: context, orthogonalOffset: previous.offset,
        measured: keepMeasurements ? previous.measured : nil)
      if definition.visibleItemsInvalidationHandler != nil { handlers = true }
      next.sections.append(geometry)
    }
    let configuration = storedConfiguration
    let globalInsets = context.insets(for: configuration.contentInsetsReference)
    let areaStart = context.axes.crossLeading(globalInsets)
    let areaLength = max(
      0, context.axes.cross(context.contentSize) - areaStart - context.axes.crossTrailing(globalInsets))
    next.global = BoundaryLayout(
      configuration.boundarySupplementaryItems, axes: context.axes, areaStart: areaStart,
      areaLength: areaLength,
      sizeContainer: context.axes.size(main: context.axes.main(context.contentSize), cross: areaLength))
    next.recomputeOffsets()
    hasHandlers = handlers
    hasPinnedItems = next.hasPinnedItems
    geometry = next
  }

  /// The orthogonal offset and measurements section `section` had before a rebuild (through
  /// the current batch update's index map when the counts changed).
  func previousSectionState(
    _ section: Int, old: CompositionalGeometry, dataCountsChanged: Bool, itemCount: Int
  ) -> (offset: CGFloat?, measured: [(item: Int, length: CGFloat)]?) {
    if dataCountsChanged {
      guard let update, !update.isSectionReloaded(new: section),
        let oldSection = update.oldSection(forNew: section),
        oldSection < old.sections.count
      else { return (nil, nil) }
      let previous = old.sections[oldSection]
      let offset = previous.isOrthogonal ? previous.orthogonalOffset : nil
      guard let measured = previous.measuredItems else { return (offset, nil) }
      var remapped: [(item: Int, length: CGFloat)] = []
      for (item, length) in measured {
        let before = IndexPath(item: item, section: oldSection)
        guard !update.isReloaded(old: before), let target = update.newIndexPath(forOld: before),
          target[0] == section, target[1] < itemCount
        else { continue }
        remapped.append((target[1], length))
      }
      return (offset, remapped)
    }
    guard section < old.sections.count else { return (nil, nil) }
    let previous = old.sections[section]
    let offset = previous.isOrthogonal ? previous.orthogonalOffset : nil
    guard previous.itemCount == itemCount else { return (offset, nil) }
    return (offset, previous.measuredItems)
  }

  /// The pinning state for `collectionView`'s current bounds.
  func makePinning(_ collectionView: CollectionView) -> CompositionalPinning {
    let axes = geometry.axes
    let bounds = layoutBounds(collectionView)
    let adjusted = Self.sanitized(collectionView.adjustedContentInset)
    let origin = Self.finite(axes.main(bounds.origin))
    let extent = Self.finite(axes.main(bounds.size))
    let leading = axes.isVertical ? adjusted.top : adjusted.left
    let trailing = axes.isVertical ? adjusted.bottom : adjusted.right
    return CompositionalPinning(visibleLower: origin + leading, visibleUpper: origin + extent - trailing)
  }

  // MARK: - Content size

  /// The size of the whole content: the container's width (vertical scrolling) by the end of
  /// the last section and the layout-wide footers.
  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  // MARK: - Invalidation

  /// Records what `context` invalidates, then schedules `prepare()` (through `super`).
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    // A batch update: its changes are known before `prepare()` (UIKit's order), so measured
    // sizes and orthogonal offsets follow their items in the rebuild itself.
    if context.invalidateDataSourceCounts, let map = context.updateMap {
      update = map
    } else if context.invalidateDataSourceCounts, let updateItems = context.updateItems {
      update = UpdateMap(updateItems)
    }
    pending.recorded = true
    if context.invalidateEverything || context.invalidateDataSourceCounts { pending.rebuild = true }
    if context.invalidateDataSourceCounts { pending.dataCountsChanged = true }
    if let compositional = context as? CompositionalInvalidationContext {
      if compositional.recompute { pending.rebuild = true }
      if !compositional.measurements.isEmpty {
        // Applied at once (so that the next cell's context sees this one's size and its
        // adjustments add up exactly), unless a rebuild is pending: then after it.
        if pending.rebuild {
          pending.measurements.append(contentsOf: compositional.measurements)
        } else {
          applyMeasurements(compositional.measurements)
          pending.measured = true
        }
      }
      pending.orthogonalSections.append(contentsOf: compositional.orthogonalSections)
      if compositional.boundsMoved { pending.boundsMoved = true }
      let partial =
        compositional.boundsMoved || !compositional.measurements.isEmpty
        || !compositional.orthogonalSections.isEmpty
      if !partial, !compositional.invalidateEverything, !compositional.invalidateDataSourceCounts {
        pending.rebuild = true
      }
    } else {
      pending.rebuild = true
    }
    super.invalidateLayout(with: context)
  }

  /// Whether a bounds change needs a new layout: when the container changes (the size across
  /// the scrolling axis, or any size when a section provider may adapt to it), and on any
  /// change while items pin or a section has a visible-items handler.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    if newBounds.size != preparedBounds.size { return true }
    return (hasPinnedItems || hasHandlers) && newBounds != preparedBounds
  }

  /// The context for a bounds change: a recompute when the size changed, otherwise a context
  /// that only moves pinned items and re-runs the visible-items handlers.
  open override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    guard let compositional = context as? CompositionalInvalidationContext else { return context }
    if newBounds.size != preparedBounds.size {
      compositional.recompute = true
    } else {
      compositional.boundsMoved = true
    }
    return compositional
  }

  // MARK: - Querying

  /// The attributes of every element whose frame overlaps `rect` by a positive area: the
  /// layout's headers and footers, then section by section its decorations, boundary items,
  /// cells and their supplementary items; at most `LayoutLimits.maximumQueryElements` (100,000),
  /// the first in that order.
  ///
  /// The objects are the caller's to keep or change. When `layoutAttributesClass` is the base
  /// class, cell objects that an earlier query returned and nobody holds any more are rewritten
  /// and returned again instead of allocating new ones (`LayoutAttributesPool`).
  ///
  /// - Complexity: O(log n + k) for k elements returned.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    compositionalLayoutAttributesForElements(in: rect)
  }

  /// The attributes of the cell at `indexPath`, or `nil` if there is no such item.
  ///
  /// - Complexity: O(1), O(log n) in a section with measured cells.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    compositionalLayoutAttributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`: a layout-wide
  /// boundary item (at item 0 of section 0), a section's boundary item (at item 0 of the
  /// section), or an item's or group's supplementary item (at the item's index path); `nil` if
  /// there is none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    compositionalLayoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath` (item 0 of its
  /// section), or `nil`.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    compositionalLayoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
  }

  // MARK: - SelfSizing

  /// Whether a cell's preferred attributes need a new layout: `true` when the cell's dimension
  /// along the scrolling axis self-sizes (`.estimated` or `.uniformAcrossSiblings`, a direct
  /// item of its section's root group, not in an orthogonal section) and the preferred length
  /// differs from the one last measured (or, before any measurement, from the layout's).
  ///
  /// UIKit difference: only cells self-size; supplementary items keep their estimates.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    compositionalShouldInvalidateLayout(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }

  /// The context for a self-sizing cell: it carries the measured length (applied at once, or
  /// after the rebuild a pending invalidation asks for), and sets the adjustments:
  ///
  /// - `contentSizeAdjustment`: the change of the cell's group's length along the scrolling axis;
  /// - `contentOffsetAdjustment`: the same change when the group ends at or before the leading
  ///   edge of the visible bounds, so the visible content does not jump.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    compositionalInvalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }

  // MARK: - Updates

  /// Records the update: what it inserts, deletes and moves, and the map between index paths
  /// before and after it, for the appearing and disappearing queries.
  ///
  /// The geometry from before the update is the one the `prepare()` that follows the update's
  /// data-source-count invalidation replaces; it is kept until `finalizeCollectionViewUpdates()`.
  /// This call may come before or after that `prepare()` (UIKit calls it after).
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    compositionalPrepare(forCollectionViewUpdates: updateItems)
  }

  /// Forgets the update and the geometry from before it.
  open override func finalizeCollectionViewUpdates() {
    compositionalFinalizeCollectionViewUpdates()
  }

  /// The attributes an appearing item starts from: an inserted item (or an item of an inserted
  /// section) starts at its new place with `alpha` 0; an item that was there before the update
  /// starts at its old place (so shifts and moves animate); outside an update, its current
  /// attributes.
  open override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    compositionalInitialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }

  /// The attributes a disappearing item ends at: a deleted item (or an item of a deleted
  /// section) ends at its place before the update with `alpha` 0; an item that stays ends at its
  /// new place; outside an update, its current attributes.
  open override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    compositionalFinalLayoutAttributesForDisappearingItem(at: itemIndexPath)
  }

  /// The attributes an appearing supplementary view starts from: in an inserted section (or
  /// for an inserted item), its new place with `alpha` 0; otherwise its place before the update.
  open override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    compositionalInitialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: elementKind, at: elementIndexPath)
  }

  /// The attributes a disappearing supplementary view ends at: in a deleted section (or for a
  /// deleted item), its place before the update with `alpha` 0; otherwise its new place.
  open override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    compositionalFinalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: elementKind, at: elementIndexPath)
  }

  /// The attributes an appearing decoration view starts from (as for supplementary views).
  open override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    compositionalInitialLayoutAttributesForAppearingDecorationElement(
      ofKind: elementKind, at: decorationIndexPath)
  }

  /// The attributes a disappearing decoration view ends at (as for supplementary views).
  open override func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    compositionalFinalLayoutAttributesForDisappearingDecorationElement(
      ofKind: elementKind, at: decorationIndexPath)
  }

  /// The boundary supplementary views of `elementKind` of the sections the update inserts.
  open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    compositionalIndexPathsToInsertForSupplementaryView(ofKind: elementKind)
  }

  /// The boundary supplementary views of `elementKind` of the sections the update deletes.
  open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    compositionalIndexPathsToDeleteForSupplementaryView(ofKind: elementKind)
  }

  /// The decoration views of `elementKind` of the sections the update inserts.
  open override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    compositionalIndexPathsToInsertForDecorationView(ofKind: elementKind)
  }

  /// The decoration views of `elementKind` of the sections the update deletes.
  open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    compositionalIndexPathsToDeleteForDecorationView(ofKind: elementKind)
  }

  // MARK: - Helpers

  static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

  static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
      right: finite(insets.right))
  }
}
