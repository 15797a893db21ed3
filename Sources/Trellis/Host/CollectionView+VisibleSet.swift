// The visible set: the layout pass that finds what is on screen, creates, applies and reuses
// views, and the queries about what is visible.
//
// Per frame the work is O(k) for k visible elements (plus the layout's own query): the
// attributes of the visible rect are sorted by element key (already sorted for most layouts,
// which is checked in O(k)), merged with the previous visible set (also sorted), and only the
// differences cost anything. The scratch arrays keep their capacity, so a steady scroll does not
// allocate beyond what the layout's query returns.

/// The identity of an element on screen: category, kind (empty for cells) and index path.
struct ElementKey: Comparable {
  var category: UInt8
  var kind: String
  var section: Int
  var item: Int

  init(category: UInt8, kind: String, section: Int, item: Int) {
    self.category = category
    self.kind = kind
    self.section = section
    self.item = item
  }

  init(_ attributes: CollectionViewLayoutAttributes) {
    // Plain attributes: the stored values their getters return (as in `AppliedValues`).
    if type(of: attributes) == CollectionViewLayoutAttributes.self {
      category = UInt8(truncatingIfNeeded: attributes.values.category.rawValue)
      kind = attributes.values.kind ?? ""
    } else {
      category = UInt8(truncatingIfNeeded: attributes.representedElementCategory.rawValue)
      kind = attributes.representedElementKind ?? ""
    }
    if let path = attributes.sectionAndItem {
      section = path.section
      item = path.item
    } else {
      let indexPath = attributes.indexPath
      section = indexPath.count > 0 ? indexPath[0] : 0
      item = indexPath.count > 1 ? indexPath[1] : 0
    }
  }

  /// `ElementKey(attributes)` for attributes whose class is `CollectionViewLayoutAttributes`
  /// (the caller checks): the same fields, read from the stored values. Inlined into the layout
  /// pass, which calls it for every element of every frame.
  @inline(__always)
  init(plain attributes: CollectionViewLayoutAttributes) {
    category = UInt8(truncatingIfNeeded: attributes.values.category.rawValue)
    kind = attributes.values.kind ?? ""
    if attributes.values.hasTwoParts {
      section = attributes.values.section
      item = attributes.values.item
    } else {
      let indexPath = attributes.values.indexPath
      section = indexPath.count > 0 ? indexPath[0] : 0
      item = indexPath.count > 1 ? indexPath[1] : 0
    }
  }

  static func cell(_ path: ItemPath) -> ElementKey {
    ElementKey(category: 0, kind: "", section: path.section, item: path.item)
  }

  var path: ItemPath { ItemPath(section: section, item: item) }
  var indexPath: IndexPath { IndexPath(item: item, section: section) }

  static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
    if lhs.category != rhs.category { return lhs.category < rhs.category }
    if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
    if lhs.section != rhs.section { return lhs.section < rhs.section }
    return lhs.item < rhs.item
  }

  /// −1, 0 or 1 as `lhs` sorts before, equal to or after `rhs`: what `lhs < rhs` and
  /// `rhs < lhs` tell together, from one walk over the fields (the merge asked both, for
  /// every element that stays, in every frame). Checked against `<` in ElementKeyOrderTests.
  @inline(__always)
  static func order(_ lhs: ElementKey, _ rhs: ElementKey) -> Int {
    if lhs.category != rhs.category { return lhs.category < rhs.category ? -1 : 1 }
    if lhs.kind != rhs.kind { return lhs.kind < rhs.kind ? -1 : 1 }
    if lhs.section != rhs.section { return lhs.section < rhs.section ? -1 : 1 }
    if lhs.item != rhs.item { return lhs.item < rhs.item ? -1 : 1 }
    return 0
  }
}

/// The plain values `apply(_:)` last received, to tell cheaply whether new attributes differ.
struct AppliedValues: Equatable {
  var center: CGPoint
  var size: CGSize
  var transform3D: CATransform3D
  var alpha: CGFloat
  var zIndex: Int
  var isHidden: Bool

  init(_ attributes: CollectionViewLayoutAttributes) {
    // Plain attributes (no subclass can override the getters): the stored values the getters
    // return, read directly instead of through six dynamically dispatched calls (for every
    // moved cell of every frame). Checked against a subclass in LayoutPassFastPathTests.
    if type(of: attributes) == CollectionViewLayoutAttributes.self {
      center = attributes.values.center
      size = attributes.values.bounds.size
      transform3D = attributes.values.transform3D
      alpha = attributes.values.alpha
      zIndex = attributes.values.zIndex
      isHidden = attributes.values.isHidden
      return
    }
    center = attributes.center
    size = attributes.size
    transform3D = attributes.transform3D
    alpha = attributes.alpha
    zIndex = attributes.zIndex
    isHidden = attributes.isHidden
  }
}

/// A cell that left the screen and is kept for a quick return.
struct LingeringCell {
  var path: ItemPath
  var cell: CollectionViewCell
  var frame: CGRect
}

extension CollectionView {
  /// The implementation of `layoutIfNeeded` (see the declaration in CollectionView.swift).
  func _layoutIfNeeded() {
    guard !pass.isInLayoutPass else { return }
    pass.isInLayoutPass = true
    defer { pass.isInLayoutPass = false }
    keepOffsetAtTopIfInsetChanged()
    var passes = 0
    while true {
      let wasInvalid = layout.needsPrepare
      layout.prepareIfNeeded()
      contentSize = layout.collectionViewContentSize
      reconcileLayoutDirectionInLayoutPass()
      guard visibleSet.needsUpdate || wasInvalid else { break }
      visibleSet.needsUpdate = false
      passes += 1
      let resized = updateVisibleElements()
      if resized.isEmpty {
        if passes > 1, lastLayoutError?.kind == .selfSizingDidNotConverge { lastLayoutError = nil }
        break
      }
      if passes >= maximumSelfSizingPasses {
        let list = resized.map { "\($0.section) - \($0.item)" }.joined(separator: ", ")
        lastLayoutError = CollectionViewError(
          .selfSizingDidNotConverge,
          "self-sizing did not converge after \(passes) layout passes: the cells at index paths [\(list)] "
            + "still prefer a different size from the one the layout gave them; check "
            + "preferredLayoutAttributesFitting(_:) returns the same size for the same attributes")
        break
      }
    }
    updatePrefetching()
  }

  /// One pass over the visible rect. Returns the cells whose preferred attributes invalidated
  /// the layout (self-sizing); empty when nothing changed size.
  func updateVisibleElements() -> [ItemPath] {
    collectIncoming()
    return mergeVisible()
  }

  /// Whether `frame` and `bounds` share an edge or a corner but no area.
  @inline(__always)
  static func onlyTouches(_ frame: CGRect, _ bounds: CGRect) -> Bool {
    if frame.size.width >= 0, frame.size.height >= 0, bounds.size.width >= 0, bounds.size.height >= 0 {
      // Both already standard (the common case): each edge is read once, and `overlaps(_:)`,
      // which standardises (a no-op here) and compares the same four edges strictly, is
      // answered from them (checked against the general form in LayoutPassFastPathTests).
      let fMinX = frame.minX
      let fMaxX = frame.maxX
      let fMinY = frame.minY
      let fMaxY = frame.maxY
      let bMinX = bounds.minX
      let bMaxX = bounds.maxX
      let bMinY = bounds.minY
      let bMaxY = bounds.maxY
      guard fMinX <= bMaxX, bMinX <= fMaxX, fMinY <= bMaxY, bMinY <= fMaxY else { return false }
      return !(fMinX < bMaxX && bMinX < fMaxX && fMinY < bMaxY && bMinY < fMaxY)
    }
    // Rectangles with non-negative sizes are already standard: skip the calls for those.
    let f = frame.size.width >= 0 && frame.size.height >= 0 ? frame : frame.standardized
    let b = bounds.size.width >= 0 && bounds.size.height >= 0 ? bounds : bounds.standardized
    let closed = f.minX <= b.maxX && b.minX <= f.maxX && f.minY <= b.maxY && b.minY <= f.maxY
    return closed && !f.overlaps(b)
  }

  /// Fills `scratchIncoming` with the valid attributes of the visible rect, sorted by key and
  /// without duplicates (the first of equal keys wins).
  ///
  /// Attributes of cells whose index path does not exist in the data source's counts are
  /// ignored. Sorting is skipped when the layout's order is already sorted (checked in O(k)).
  ///
  /// At most `LayoutLimits.maximumVisibleElements` valid elements are kept, the first ones the
  /// layout returned (recorded in `lastLayoutError` when more came).
  func collectIncoming() {
    // The layout and the data source (user code) are asked first; then the gather holds one
    // access to `scratchIncoming` for all elements, rather than a checked access per element.
    let attributes = mirroredLayout.layoutAttributesForElements(in: bounds) ?? []
    let counts = itemCounts
    gatherIncoming(attributes, counts: counts, into: &visibleSet.scratchIncoming)
    if movement != nil { substituteMovingAttributes() }
  }

  /// The body of `collectIncoming()`: fills `incoming` (`scratchIncoming`, passed in) from the
  /// layout's `attributes`. It calls no user code and does not reach `scratchIncoming` itself.
  private func gatherIncoming(
    _ attributes: [CollectionViewLayoutAttributes], counts: [Int],
    into incoming: inout [IncomingElement]
  ) {
    let hasDataSource = dataSource != nil
    incoming.removeAll(keepingCapacity: true)
    var isSorted = true
    let visibleBounds = bounds
    let visibleEdges = VisibleEdges(visibleBounds)
    for element in attributes {
      guard incoming.count < LayoutLimits.maximumVisibleElements else {
        lastLayoutError = CollectionViewError(
          .limitExceeded,
          "the layout returned \(attributes.count) elements for the visible rect \(bounds); only the first "
            + "\(LayoutLimits.maximumVisibleElements) are shown")
        break
      }
      // Attributes a layout computed with NaN or infinity cannot be shown: skip them. (Plain
      // attributes: the stored values their getters return, as in `AppliedValues`.)
      let plain = type(of: element) == CollectionViewLayoutAttributes.self
      let center = plain ? element.values.center : element.center
      let size = plain ? element.values.bounds.size : element.size
      guard center.x.isFinite, center.y.isFinite, size.width.isFinite, size.height.isFinite else {
        lastLayoutError = CollectionViewError(
          .invalidLayoutInput,
          "\(type(of: layout)) returned attributes with a NaN or infinite center or size for \(element.indexPath) "
            + "(center \(element.center), size \(element.size)); the element is not shown")
        continue
      }
      // Apple's rule: an element whose frame only touches the visible bounds is not visible
      // (a layout that filters with Linux Foundation's `intersects(_:)` returns it; on iOS the
      // same code would not). Elements the layout returns that lie wholly outside are kept, as
      // UIKit keeps them.
      if plain, element.values.transformIsIdentity, size.width > 0, size.height > 0, visibleEdges.isStandard {
        // An untransformed plain element of a finite, positive size (every element of a
        // springy scroll): its frame is `plainFrame`'s rectangle, whose edges are compared with
        // the bounds' edges read once for the pass, as `onlyTouches` compares them.
        let touches = visibleEdges.areOnlyTouched(
          byX: -size.width / 2 + center.x, y: -size.height / 2 + center.y, width: size.width,
          height: size.height)
        if touches { continue }
      } else if Self.onlyTouches(plain ? element.plainFrame : element.frame, visibleBounds) {
        continue
      }
      // Plain attributes: the key from the stored values, here, with the class already known
      // (what `ElementKey(_:)` reads for them, without its call and its own class check).
      let key = plain ? ElementKey(plain: element) : ElementKey(element)
      if key.category != 2 {
        guard hasDataSource, key.section >= 0, key.section < counts.count else { continue }
        if key.category == 0 {
          guard key.item >= 0, key.item < counts[key.section] else { continue }
        }
      }
      if isSorted, let last = incoming.last, !(last.key < key) { isSorted = false }
      incoming.append(IncomingElement(key, element))
    }
    guard !isSorted else { return }
    incoming.sort { $0.key < $1.key }
    var write = 0
    for read in incoming.indices
    where write == 0 || incoming[write - 1].key != incoming[read].key {
      incoming[write] = incoming[read]
      write += 1
    }
    incoming.removeLast(incoming.count - write)
  }

  /// Merges `scratchIncoming` (sorted) into the visible set: in place when it can
  /// (`mergeVisibleInPlace()`, CollectionView+InPlaceMerge.swift), otherwise into a new set.
  func mergeVisible() -> [ItemPath] {
    if visibleSet.mergesInPlace, let resized = mergeVisibleInPlace() { return resized }
    visibleSet.scratchVisible.removeAll(keepingCapacity: true)
    visibleSet.scratchDeparted.removeAll(keepingCapacity: true)
    visibleSet.scratchArrivals.removeAll(keepingCapacity: true)
    visibleSet.scratchStayed.removeAll(keepingCapacity: true)
    visibleSet.scratchSizing.removeAll(keepingCapacity: true)
    // The merge proper calls no user code, so it holds one access to the old set for all
    // elements (rather than a checked access per element that stayed).
    visibleSet.elements.withUnsafeMutableBufferPointer { mergeSorted(old: &$0) }
    // The elements that stayed take their new attributes, in key order, before any departure
    // or arrival is told, as when this was done inside the merge: `update(to:)` may reach user
    // code (a view's `apply(_:)`, a subclass's getters), which sees the old set unchanged but
    // for the applied copies, which no query reads.
    for index in visibleSet.scratchStayed {
      let target = visibleSet.scratchVisible[index].attributes
      if visibleSet.scratchVisible[index].update(to: target) { visibleSet.scratchSizing.append(index) }
    }
    // Departures first, so that their views can serve the arrivals.
    for element in visibleSet.scratchDeparted {
      endDisplaying(element.view, key: element.key, lingerFrame: element.attributes.frame)
    }
    visibleSet.scratchDeparted.removeAll(keepingCapacity: true)
    showArrivals(inPlace: false)
    visibleSet.swapInMerged()
    pruneLingering(around: bounds)
    return selfSize(candidates: visibleSet.scratchSizing)
  }

  /// Shows the arrivals (`scratchArrivals`, positions in `scratchVisible`), in key order, after
  /// the departures: each takes a lingering cell back or a view from the data source, is
  /// applied, is offered self-sizing (a cell, at its position in the new set: in
  /// `scratchVisible`, or `scratchArrivalPositions` for the in-place merge) and is told
  /// `willDisplay`.
  func showArrivals(inPlace: Bool) {
    reclaimLingeringCells()
    for (position, index) in visibleSet.scratchArrivals.enumerated() {
      let key = visibleSet.scratchVisible[index].key
      let target = visibleSet.scratchVisible[index].attributes
      visibleSet.scratchVisible[index].view =
        visibleSet.scratchReclaimed[position]
        ?? makeView(for: key, attributes: target, searchingLingering: false)
      visibleSet.scratchVisible[index].applyUnlessShown(target)
      if key.category == 0 {
        visibleSet.scratchSizing.append(inPlace ? visibleSet.scratchArrivalPositions[position] : index)
      }
      willDisplay(visibleSet.scratchVisible[index].view, key: key)
    }
    // The reclaimed cells are in the new set now: drop the buffer's references to them.
    visibleSet.scratchReclaimed.removeAll(keepingCapacity: true)
  }

  /// The merge of `old` (the visible set, sorted) with `scratchIncoming` (sorted): fills
  /// `scratchVisible` with the elements that stay (copied, holding their new attributes, not
  /// yet applied; their positions in `scratchStayed`) and those that arrive (with a placeholder
  /// view; positions in `scratchArrivals`), and `scratchDeparted` with those that leave.
  ///
  /// An element that stays hands its applied copy (and boxed values) over: the old set is
  /// dropped after the pass, and with the only reference `keepCopy(of:)` can reuse it. (Built
  /// straight into the new set: a local copy appended afterwards cost a second copy and a
  /// destroy of the element with its references, for every moved element of every frame.)
  private func mergeSorted(old elements: inout UnsafeMutableBufferPointer<VisibleElement>) {
    var old = 0
    var new = 0
    let oldCount = elements.count
    let newCount = visibleSet.scratchIncoming.count
    while old < oldCount || new < newCount {
      let order = mergeOrder(elements, old, new)
      if order < 0 {
        visibleSet.scratchDeparted.append(elements[old])
        old += 1
      } else if order > 0 {
        visibleSet.scratchArrivals.append(visibleSet.scratchVisible.count)
        visibleSet.scratchVisible.append(
          VisibleElement(
            key: visibleSet.scratchIncoming[new].key, view: reuse.placeholderView,
            attributes: visibleSet.scratchIncoming[new].attributes)
        )
        new += 1
      } else {
        visibleSet.scratchStayed.append(visibleSet.scratchVisible.count)
        // Field by field (the outlined copy of the whole element cost several times more), with
        // the new attributes and the applied copy handed over. Every field of `VisibleElement`
        // is listed (a test names them).
        let kept = elements[old].appliedObject
        elements[old].appliedObject = nil
        let box = elements[old].appliedValuesBox
        elements[old].appliedValuesBox = nil
        visibleSet.scratchVisible.append(
          VisibleElement(
            key: elements[old].key, view: elements[old].view,
            attributes: visibleSet.scratchIncoming[new].attributes, appliedObject: kept,
            appliedValuesBox: box, appliedIsPlainCopy: elements[old].appliedIsPlainCopy,
            track: elements[old].track, needsSizing: elements[old].needsSizing))
        old += 1
        new += 1
      }
    }
  }

  /// Which comes first in the merge of the old set (`elements`) with `scratchIncoming`, at
  /// `old` and `new`: −1 the old element (it departs), 1 the incoming one (it arrives), 0
  /// neither (it stays).
  @inline(__always)
  func mergeOrder(_ elements: UnsafeMutableBufferPointer<VisibleElement>, _ old: Int, _ new: Int) -> Int {
    new == visibleSet.scratchIncoming.count
      ? -1
      : old == elements.count ? 1 : ElementKey.order(elements[old].key, visibleSet.scratchIncoming[new].key)
  }

  /// The view for an element that appears: a lingering cell (unless `searchingLingering` is
  /// false: the caller has already taken them), a cell or supplementary view from the data
  /// source, or a decoration view.
  func makeView(
    for key: ElementKey, attributes: CollectionViewLayoutAttributes, searchingLingering: Bool = true
  ) -> CollectionReusableView {
    switch key.category {
    case 0:
      if searchingLingering, let index = reuse.lingering.firstIndex(where: { $0.path == key.path }) {
        return reuse.lingering.remove(at: index).cell
      }
      guard let dataSource else { return CollectionViewCell(frame: .zero) }
      // The layout's own index path (building a new one would allocate), except while an item
      // moves: the data source is asked for the item at its place in the data source.
      let shownIndexPath =
        movement == nil ? attributes.indexPath : dataSourceIndexPath(forShown: attributes.indexPath)
      reuse.attributesForDequeue = attributes
      defer { reuse.attributesForDequeue = nil }
      // Drop placeholders are cells the data source does not know (CollectionView+DropPlaceholders.swift).
      let (placeholder, indexPath) = placeholderOrDataSourcePath(forShown: shownIndexPath)
      if let placeholder { return placeholderCell(placeholder, at: attributes.indexPath) }
      return dataSource.collectionView(self, cellForItemAt: indexPath)
    case 1:
      guard let dataSource else { return CollectionReusableView(frame: .zero) }
      reuse.attributesForDequeue = attributes
      defer { reuse.attributesForDequeue = nil }
      return dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: attributes.indexPath)
    default:
      return dequeueDecorationView(ofKind: key.kind)
    }
  }

  func willDisplay(_ view: CollectionReusableView, key: ElementKey) {
    if key.category == 0, let cell = view as? CollectionViewCell {
      applySelectionState(to: cell, shownAt: key.path)
    }
    guard let delegate else { return }
    switch key.category {
    case 0:
      if let cell = view as? CollectionViewCell {
        delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
      }
    case 1:
      delegate.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    default: break
    }
  }

  /// Tells the delegate `view` stopped being displayed and puts it away: in the lingering list
  /// (cells, when `lingerFrame` is given and prefetching is on) or the reuse pool.
  func endDisplaying(_ view: CollectionReusableView, key: ElementKey, lingerFrame: CGRect?) {
    switch key.category {
    case 0:
      guard let cell = view as? CollectionViewCell else { return }
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
      if let lingerFrame, isPrefetchingEnabled, cell.reuseIdentifier != nil {
        reuse.lingering.append(LingeringCell(path: key.path, cell: cell, frame: lingerFrame))
      } else {
        enqueue(cell, category: 0, kind: "")
      }
    case 1:
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
      enqueue(view, category: 1, kind: key.kind)
    default:
      enqueue(view, category: 2, kind: key.kind)
    }
  }

  /// Ends the display of every view (visible, animating out, lingering) and pools them.
  func discardAllViews() {
    finishElementAnimation(finished: false)
    let old = visibleSet.elements
    visibleSet.elements.removeAll(keepingCapacity: true)
    for element in old { endDisplaying(element.view, key: element.key, lingerFrame: nil) }
    flushLingering()
    resetPrefetching()
    setVisibleSetNeedsUpdate()
  }

  // MARK: - Queries

  /// The index of the visible element with `key`, by binary search.
  func visibleIndex(of key: ElementKey) -> Int? {
    visibleSet.index(of: key)
  }

  /// The implementation of `visibleCells` (see the declaration in CollectionView.swift).
  var _visibleCells: [CollectionViewCell] {
    visibleSet.elements.compactMap { $0.key.category == 0 ? $0.view as? CollectionViewCell : nil }
  }

  /// The implementation of `indexPathsForVisibleItems` (see the declaration in CollectionView.swift).
  var _indexPathsForVisibleItems: [IndexPath] {
    visibleSet.elements.compactMap { $0.key.category == 0 ? $0.key.indexPath : nil }
  }

  /// The implementation of `visibleSupplementaryViews` (see the declaration in CollectionView.swift).
  func _visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    visibleSet.elements.compactMap { $0.key.category == 1 && $0.key.kind == elementKind ? $0.view : nil }
  }

  /// The implementation of `indexPathsForVisibleSupplementaryElements` (see the declaration in CollectionView.swift).
  func _indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleSet.elements.compactMap {
      $0.key.category == 1 && $0.key.kind == elementKind ? $0.key.indexPath : nil
    }
  }

  /// The implementation of `cellForItem` (see the declaration in CollectionView.swift).
  func _cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    guard let path = ItemPath(indexPath), let index = visibleIndex(of: .cell(path)) else { return nil }
    return visibleSet.elements[index].view as? CollectionViewCell
  }

  /// Marks the visible set for an update at the next layout pass, and the view for layout, so
  /// that a window's layout pass (which runs `layoutSubviews()`) runs the collection view's.
  func setVisibleSetNeedsUpdate() {
    visibleSet.needsUpdate = true
    setNeedsLayout()
  }

  /// Keeps the content at its top (and leading edge) when the adjusted content inset changed —
  /// a safe area that arrived when the collection view entered a navigation controller's screen,
  /// a bar that appeared: an offset that was at the old inset's top moves to the new one's, as
  /// UIScrollView does (docs/view-controllers.md §4). Other offsets stay.
  func keepOffsetAtTopIfInsetChanged() {
    let inset = adjustedContentInset
    let old = scrolling.lastAdjustedContentInset
    guard inset != old else { return }
    scrolling.lastAdjustedContentInset = inset
    var offset = contentOffset
    if offset.y == -old.top { offset.y = -inset.top }
    if offset.x == -old.left { offset.x = -inset.left }
    if offset != contentOffset { contentOffset = offset }
  }

  /// The implementation of `supplementaryView` (see the declaration in CollectionView.swift).
  func _supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard let path = ItemPath(indexPath),
      let index = visibleIndex(
        of: ElementKey(category: 1, kind: elementKind, section: path.section, item: path.item))
    else { return nil }
    return visibleSet.elements[index].view
  }

  /// The implementation of `indexPath` (see the declaration in CollectionView.swift).
  func _indexPath(for cell: CollectionViewCell) -> IndexPath? {
    visibleSet.elements.first { $0.key.category == 0 && $0.view === cell }?.key.indexPath
  }

  /// The implementation of `indexPathForItem` (see the declaration in CollectionView.swift).
  func _indexPathForItem(at point: CGPoint) -> IndexPath? {
    layout.prepareIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    var best: CollectionViewLayoutAttributes?
    for attributes in mirroredLayout.layoutAttributesForElements(in: probe) ?? []
    where attributes.representedElementCategory == .cell && !attributes.isHidden
      && attributes.frame.contains(point)
    {
      guard let current = best else {
        best = attributes
        continue
      }
      if attributes.zIndex > current.zIndex
        || (attributes.zIndex == current.zIndex && attributes.indexPath < current.indexPath)
      {
        best = attributes
      }
    }
    return best?.indexPath
  }

  /// The implementation of `layoutAttributesForItem` (see the declaration in CollectionView.swift).
  func _layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    layout.prepareIfNeeded()
    return mirroredLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The implementation of `layoutAttributesForSupplementaryElement` (see the declaration in CollectionView.swift).
  func _layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    layout.prepareIfNeeded()
    return mirroredLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
