// Interactive movement (reordering by dragging an item).
//
// While an item moves, the collection view keeps a temporary index mapping: the moving item
// sits at its target index path and the items between its original and target places shift by
// one, exactly as UIKit reorders temporarily. The layout is simply asked for that in-flight
// arrangement by index path: `numberOfItems(inSection:)` reports the in-flight counts (they
// differ from the data source's only while an item is moved to another section), the visible
// cells are re-keyed to their in-flight index paths, and the moving item's attributes come from
// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`. The data source hears
// `collectionView(_:moveItemAt:to:)` once, at `endInteractiveMovement()`.
//
// The data source itself is not reordered until then, so every question put to it while the
// item moves (a cell that appears, a prefetch) names the item by its index path in the data
// source: the in-flight path mapped back through `originalPath(forInFlight:)`. (UIKit documents
// that the data source is updated only in `collectionView(_:moveItemAt:to:)`; a cell asked for
// at its in-flight path would show another item, and in a move across sections the path can lie
// past the section's count.)

/// The state of an interactive movement.
struct InteractiveMovement {
  /// The item's index path in the data source.
  var original: ItemPath
  /// The item's in-flight index path.
  var target: ItemPath
  /// The latest target position, in content coordinates.
  var position: CGPoint
  /// The data source's counts at the start.
  var originalCounts: [Int]
  /// The in-flight counts, when the item is in another section than its own.
  var inFlightCounts: [Int]?
  /// The moving item's attributes for the current target and position.
  var movingAttributes: CollectionViewLayoutAttributes?

  /// The data-source index path of the item shown at in-flight path `path`.
  func originalPath(forInFlight path: ItemPath) -> ItemPath {
    Self.path(path, afterMoving: target, to: original)
  }

  /// The in-flight index path of the data-source item at `path`.
  func inFlightPath(forOriginal path: ItemPath) -> ItemPath {
    Self.path(path, afterMoving: original, to: target)
  }

  /// Where the item at `path` is once the item at `source` is taken out and put back at
  /// `destination` (the items after each place close up or make room).
  private static func path(
    _ path: ItemPath, afterMoving source: ItemPath, to destination: ItemPath
  ) -> ItemPath {
    if path == source { return destination }
    var result = path
    if path.section == source.section, path.item > source.item { result.item -= 1 }
    if result.section == destination.section, result.item >= destination.item { result.item += 1 }
    return result
  }

  /// `path` (an in-flight path under `before`, or a data-source path when `before` is `nil`)
  /// as the in-flight path of the same item under `after` (or its data-source path when `after` is
  /// `nil`).
  static func remap(
    _ path: ItemPath, from before: InteractiveMovement?, to after: InteractiveMovement?
  )
    -> ItemPath
  {
    let original = before?.originalPath(forInFlight: path) ?? path
    return after?.inFlightPath(forOriginal: original) ?? original
  }

  /// The counts with the item in section `target.section`.
  func counts(forTarget target: ItemPath) -> [Int]? {
    guard target.section != original.section else { return nil }
    var counts = originalCounts
    counts[original.section] -= 1
    counts[target.section] += 1
    return counts
  }

  /// Whether `path` is a place the item can take in the in-flight arrangement.
  func isValidTarget(_ path: ItemPath) -> Bool {
    guard path.section >= 0, path.section < originalCounts.count, path.item >= 0 else { return false }
    let limit =
      path.section == original.section ? originalCounts[path.section] : originalCounts[path.section] + 1
    return path.item < limit
  }
}

extension CollectionView {
  /// The distance from the visible edge within which a moving item auto-scrolls the view.
  static let autoscrollMargin: CGFloat = 60
  /// The auto-scroll speed at the very edge, in points per second (it falls linearly to zero at
  /// `autoscrollMargin` from the edge).
  static let autoscrollMaximumSpeed: CGFloat = 800

  /// Whether an item is being moved interactively.
  public var isInteractivelyMoving: Bool { movement != nil }

  /// The implementation of `beginInteractiveMovementForItem` (see the declaration in CollectionView.swift).
  /// A drop's gap (CollectionView+DragAndDrop.swift) begins one without `askingDataSource`.
  func _beginInteractiveMovementForItem(at indexPath: IndexPath, askingDataSource: Bool = true) -> Bool {
    guard movement == nil, updates.pendingBatch == nil, let dataSource, let path = ItemPath(indexPath) else {
      return false
    }
    let counts = itemCounts
    guard path.section >= 0, path.section < counts.count, path.item >= 0, path.item < counts[path.section],
      !askingDataSource || dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    finishElementAnimation(finished: false)
    layoutIfNeeded()
    flushLingering()
    let center = mirroredLayout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
    var state = InteractiveMovement(original: path, target: path, position: center, originalCounts: counts)
    state.movingAttributes = mirroredLayout.layoutAttributesForInteractivelyMovingItem(
      at: indexPath, withTargetPosition: center)
    movement = state
    let context = mirroredLayout.invalidationContext(
      forInteractivelyMovingItems: [indexPath], withTargetPosition: center, previousIndexPaths: [indexPath],
      previousPosition: center)
    layout.invalidateLayout(with: context)
    layoutIfNeeded()
    return true
  }

  /// The implementation of `updateInteractiveMovementTargetPosition` (see the declaration in CollectionView.swift).
  func _updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var state = movement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
    let previousTarget = state.target
    let previousPosition = state.position
    state.position = targetPosition
    var proposed = ItemPath(
      mirroredLayout.targetIndexPath(
        forInteractivelyMovingItem: previousTarget.indexPath, withPosition: targetPosition))
    if let candidate = proposed, candidate != previousTarget, state.isValidTarget(candidate) {
      proposed = ItemPath(
        delegate?.collectionView(
          self, targetIndexPathForMoveFromItemAt: state.original.indexPath,
          toProposedIndexPath: candidate.indexPath)
          ?? candidate.indexPath)
    }
    var countsChanged = false
    if let newTarget = proposed, newTarget != previousTarget, state.isValidTarget(newTarget) {
      let before = state
      state.target = newTarget
      let newCounts = state.counts(forTarget: newTarget)
      countsChanged = newCounts != before.inFlightCounts
      state.inFlightCounts = newCounts
      // Re-key the visible (and lingering, and announced) cells to the new in-flight order.
      rekeyCells(from: before, to: state)
    }
    state.movingAttributes = mirroredLayout.layoutAttributesForInteractivelyMovingItem(
      at: state.target.indexPath, withTargetPosition: targetPosition)
    movement = state
    let context = mirroredLayout.invalidationContext(
      forInteractivelyMovingItems: [state.target.indexPath], withTargetPosition: targetPosition,
      previousIndexPaths: [previousTarget.indexPath], previousPosition: previousPosition)
    if countsChanged { context.invalidateDataSourceCounts = true }
    layout.invalidateLayout(with: context)
    setVisibleSetNeedsUpdate()
  }

  /// The implementation of `endInteractiveMovement` (see the declaration in CollectionView.swift).
  func _endInteractiveMovement() {
    guard let state = movement else { return }
    movement = nil
    let original = state.original
    let final = state.target
    if final != original {
      if let counts = state.inFlightCounts { pass.cachedItemCounts = counts }
      dataSource?.collectionView(self, moveItemAt: original.indexPath, to: final.indexPath)
      remapSelectionAfterMovement(state)
    }
    let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [final.indexPath], previousIndexPaths: [original.indexPath], movementCancelled: false
    )
    if state.inFlightCounts != nil { context.invalidateDataSourceCounts = true }
    layout.invalidateLayout(with: context)
    settleMovedItem(at: final)
  }

  /// The implementation of `cancelInteractiveMovement` (see the declaration in CollectionView.swift).
  func _cancelInteractiveMovement() {
    guard let state = movement else { return }
    movement = nil
    rekeyCells(from: state, to: nil)
    let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [state.original.indexPath], previousIndexPaths: [state.target.indexPath],
      movementCancelled: true)
    if state.inFlightCounts != nil { context.invalidateDataSourceCounts = true }
    layout.invalidateLayout(with: context)
    // The data source heard nothing: its counts are those from before the movement. They are not
    // asked again, because an app that changed its data during the movement (and is about to
    // report that change in a batch update, which cancels a drop's gap first) would otherwise
    // give the batch its new counts as the "before" counts.
    if state.inFlightCounts != nil { pass.cachedItemCounts = state.originalCounts }
    settleMovedItem(at: state.original)
  }

  /// Re-keys the visible cells, the lingering cells and the outstanding prefetch announcements
  /// from the in-flight order of `before` to that of `after` (`nil`: the data source's order).
  func rekeyCells(from before: InteractiveMovement, to after: InteractiveMovement?) {
    for index in visibleSet.elements.indices where visibleSet.elements[index].key.category == 0 {
      visibleSet.elements[index].key = .cell(
        InteractiveMovement.remap(visibleSet.elements[index].key.path, from: before, to: after))
    }
    visibleSet.elements.sort { $0.key < $1.key }
    for index in reuse.lingering.indices {
      reuse.lingering[index].path = InteractiveMovement.remap(
        reuse.lingering[index].path, from: before, to: after)
    }
    prefetch.outstanding = prefetch.outstanding.map { InteractiveMovement.remap($0, from: before, to: after) }
      .sorted()
  }

  /// The index path in the data source of the item shown at `indexPath` now: during an
  /// interactive movement, the in-flight path mapped back to the data source's order; otherwise
  /// `indexPath` itself.
  func dataSourceIndexPath(forShown indexPath: IndexPath) -> IndexPath {
    guard let movement, let path = ItemPath(indexPath) else { return indexPath }
    return movement.originalPath(forInFlight: path).indexPath
  }

  /// Animates the cell at `path` from where it is shown to its place in the layout.
  private func settleMovedItem(at path: ItemPath) {
    setVisibleSetNeedsUpdate()
    layout.prepareIfNeeded()
    contentSize = layout.collectionViewContentSize
    guard let index = visibleIndex(of: .cell(path)),
      let target = mirroredLayout.layoutAttributesForItem(at: path.indexPath)
    else {
      layoutIfNeeded()
      return
    }
    let shown =
      visibleSet.elements[index].view.appliedLayoutAttributes ?? visibleSet.elements[index].attributes
    let from = (shown.copy() as? CollectionViewLayoutAttributes) ?? shown
    visibleSet.elements[index].attributes = target
    visibleSet.elements[index].track = ElementTrack(from: from, to: target)
    startElementAnimation(duration: defaultAnimationDuration, completions: [])
    layoutIfNeeded()
  }

  /// Replaces the moving item's attributes in `scratchIncoming` (inserting them if the layout's
  /// query did not return the item).
  func substituteMovingAttributes() {
    guard let state = movement, let moving = state.movingAttributes else { return }
    let key = ElementKey.cell(state.target)
    var low = 0
    var high = visibleSet.scratchIncoming.count
    while low < high {
      let mid = (low + high) >> 1
      if visibleSet.scratchIncoming[mid].key < key { low = mid + 1 } else { high = mid }
    }
    if low < visibleSet.scratchIncoming.count, visibleSet.scratchIncoming[low].key == key {
      visibleSet.scratchIncoming[low].attributes = moving
    } else {
      visibleSet.scratchIncoming.insert(IncomingElement(key, moving), at: low)
    }
  }

  /// Auto-scrolls while the moving item is near a visible edge, keeping it under the finger. A
  /// drop's gap is scrolled by the drag instead (`stepDragAutoscroll(_:)`), which also keeps the
  /// drop session's location right.
  func stepInteractiveMovement(_ seconds: TimeInterval) {
    guard let state = movement, dragDrop.drop?.showsGap != true else { return }
    let delta = autoscrollDelta(at: state.position, seconds: seconds)
    guard delta != .zero else { return }
    contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    updateInteractiveMovementTargetPosition(
      CGPoint(x: state.position.x + delta.x, y: state.position.y + delta.y))
  }

  /// How far auto-scrolling moves the content in `seconds` for a finger (or moving item) at
  /// `point` (content coordinates): within `autoscrollMargin` of a visible edge (at most a
  /// quarter of the view) the content scrolls towards that edge at up to
  /// `autoscrollMaximumSpeed`, falling linearly to zero at the margin, along the axes the view
  /// can scroll, clamped to the content offset's range. Zero elsewhere.
  func autoscrollDelta(at point: CGPoint, seconds: TimeInterval) -> CGPoint {
    let visibleRect = bounds
    let margin = min(Self.autoscrollMargin, visibleRect.height / 4, visibleRect.width / 4)
    guard margin > 0, seconds > 0 else { return .zero }
    func speed(_ toLow: CGFloat, _ toHigh: CGFloat) -> CGFloat {
      if toLow < margin { return -Self.autoscrollMaximumSpeed * (1 - max(toLow, 0) / margin) }
      if toHigh < margin { return Self.autoscrollMaximumSpeed * (1 - max(toHigh, 0) / margin) }
      return 0
    }
    let low = minimumContentOffset
    let high = maximumContentOffset
    var delta = CGPoint.zero
    if canScrollVertically {
      let velocity = speed(point.y - visibleRect.minY, visibleRect.maxY - point.y)
      let next = min(max(contentOffset.y + velocity * CGFloat(seconds), low.y), high.y)
      delta.y = next - contentOffset.y
    }
    if canScrollHorizontally {
      let velocity = speed(point.x - visibleRect.minX, visibleRect.maxX - point.x)
      let next = min(max(contentOffset.x + velocity * CGFloat(seconds), low.x), high.x)
      delta.x = next - contentOffset.x
    }
    return delta
  }
}
