// Drag and drop driven by touches (docs/drag-and-drop.md §3–§5): a finger held still on an item
// for `dragLiftDelay` lifts the items the drag delegate gives; moving the finger begins the drag
// and updates the drop proposal of the collection view under it (entering and leaving
// collection views of a `DragDropSpace`); a `.move` proposal with
// `.insertAtDestinationIndexPath` for an item of the same collection view opens a gap, with the
// interactive-movement machinery, at the reordering cadence; lifting the finger performs the
// drop; a cancelled touch, or a new touch, cancels the drag.

extension CollectionView {
  /// How long a finger must stay still on an item before the drag lifts it: 0.5 s.
  ///
  /// UIKit difference: Apple does not publish the lift delay of `UIDragInteraction`; Trellis uses
  /// the default `minimumPressDuration` of `UILongPressGestureRecognizer`, as its context menus
  /// do (docs/drag-and-drop.md §3).
  public static let dragLiftDelay: TimeInterval = 0.5

  /// How far a pressing finger may move (points) before the press no longer lifts, when the
  /// movement does not scroll; also how far a finger must move, when a context menu appeared on
  /// the press, before the drag begins and the menu goes: 10, the default `allowableMovement` of
  /// `UILongPressGestureRecognizer`.
  public static let dragAllowableMovement: CGFloat = 10

  /// The object that gives items to drags from this collection view.
  public var dragDelegate: (any CollectionViewDragDelegate)? {
    get { dragDrop.dragDelegate }
    set { dragDrop.dragDelegate = newValue }
  }

  /// The object that takes drops into this collection view. Without one, the collection view
  /// still reorders its own items by drag and drop when its data source allows the item to move
  /// (docs/drag-and-drop.md §5).
  public var dropDelegate: (any CollectionViewDropDelegate)? {
    get { dragDrop.dropDelegate }
    set { dragDrop.dropDelegate = newValue }
  }

  /// Whether a long press on an item lifts it for a drag. The default is `false`, UIKit's default
  /// on iPhone (on iPad UIKit's is `true`).
  ///
  /// UIKit difference: the default does not follow the device idiom.
  public var dragInteractionEnabled: Bool {
    get { dragDrop.isDragInteractionEnabled }
    set { dragDrop.isDragInteractionEnabled = newValue }
  }

  /// How quickly items make room for a drop. The default is `.immediate`.
  public var reorderingCadence: ReorderingCadence {
    get { dragDrop.reorderingCadence }
    set { dragDrop.reorderingCadence = newValue }
  }

  /// Whether a drag that began in this collection view is in progress (lifted or moving).
  public var hasActiveDrag: Bool { dragDrop.drag != nil }

  /// Whether a drag is over this collection view and the collection view takes it (its drop
  /// delegate's `canHandle` said yes, or it reorders its own item by default).
  public var hasActiveDrop: Bool { dragDrop.drop?.handles == true }

  /// The drag that began in this collection view, if one is in progress.
  ///
  /// UIKit difference: UIKit does not expose the session outside the delegate calls; this is
  /// the headless way to look at it.
  public var activeDragSession: DragSession? { dragDrop.drag?.session }

  /// The preview parameters the drag delegate gave for the lifted item
  /// (`dragPreviewParametersForItemAt`), while a drag is in progress.
  public var activeDragPreviewParameters: DragPreviewParameters? { dragDrop.drag?.previewParameters }

  /// The last drag-and-drop call that was refused (a drop coordinator's or placeholder
  /// context's, or `addItemsToActiveDrag(at:)`), or `nil`.
  public var lastDragAndDropError: DragAndDropError? { dragDrop.lastError }

  /// A second finger taps at `location` (view coordinates) while a drag from this collection view
  /// is in progress: the drag delegate is asked `itemsForAddingTo` for the item there and the
  /// items it gives join the drag.
  ///
  /// - Returns: the number of items added. 0, with the reason in `lastDragAndDropError`, when no
  ///   drag from this collection view is in progress or no item is at `location`.
  @discardableResult
  public func addItemsToActiveDrag(at location: CGPoint) -> Int {
    guard let drag = dragDrop.drag, let delegate = dragDrop.dragDelegate else {
      dragDrop.lastError = DragAndDropError(
        .noActiveDrop, "addItemsToActiveDrag(at:): no drag from this collection view is in progress")
      return 0
    }
    let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
    guard location.x.isFinite, location.y.isFinite, let indexPath = indexPathForItem(at: point) else {
      dragDrop.lastError = DragAndDropError(
        .indexPathOutOfRange, "addItemsToActiveDrag(at:): no item at \(location); the drag is unchanged")
      return 0
    }
    let added = delegate.collectionView(self, itemsForAddingTo: drag.session, at: indexPath, point: point)
      .filter { item in !drag.session.items.contains { $0 === item } }
    for item in added {
      item.sourceCollectionView = self
      item.sourceIndexPath = dataSourceIndexPath(forShown: indexPath)
    }
    drag.session.items += added
    if added.count > 0, drag.session.items.count > 1 { drag.target?.cancelDropGap() }
    return added.count
  }

  // MARK: - Touches

  /// Feeds a touch event to drag and drop; returns whether the event belongs to a drag (it
  /// neither scrolls, selects nor reaches the context menu).
  func handleDragTouch(_ phase: TouchPhase, at location: CGPoint, time: TimeInterval) -> Bool {
    let state = dragDrop
    if state.swallowsTouch {
      switch phase {
      case .moved: return true
      case .ended, .cancelled:
        state.swallowsTouch = false
        return true
      case .began: state.swallowsTouch = false
      }
    }
    if let drag = state.drag {
      switch phase {
      case .began:
        // A new touch: the finger that dragged is gone. The drag is cancelled and this touch
        // does nothing else.
        cancelDrag(drag)
        state.swallowsTouch = true
      case .moved: moveDrag(drag, to: location)
      case .ended:
        moveDrag(drag, to: location, beginning: false)
        finishDrag(drag)
      case .cancelled: cancelDrag(drag)
      }
      return true
    }
    switch phase {
    case .began:
      state.press = nil
      let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
      guard state.isDragInteractionEnabled, state.dragDelegate != nil, selection.contextMenu.presented == nil,
        let indexPath = indexPathForItem(at: point)
      else { return false }
      state.press = DragDropState.Press(location: location, startTime: time, indexPath: indexPath)
    case .moved:
      guard let press = state.press else { return false }
      let dx = location.x - press.location.x
      let dy = location.y - press.location.y
      let distance = (dx * dx + dy * dy).squareRoot()
      if press.waitsForMovement {
        // A context menu is shown over the lifted item: moving far enough begins the drag and
        // dismisses the menu (docs/drag-and-drop.md §3).
        guard distance > Self.dragAllowableMovement else { return false }
        state.press = nil
        dismissContextMenu()
        selection.contextMenu.swallowsTouch = false
        if liftItems(for: press), let drag = state.drag {
          moveDrag(drag, to: location)
        } else {
          state.swallowsTouch = true
        }
        return true
      }
      let scrolls = panGestureRecognizer.isEnabled && isScrollEnabled && location != press.location
      if scrolls || distance > Self.dragAllowableMovement { state.press = nil }
    case .ended, .cancelled:
      state.press = nil
    }
    return false
  }

  /// The touch clock moved: lifts a press held for `dragLiftDelay` (after the context menu had
  /// its chance: with a menu shown the drag waits for the finger to move) and moves a drop gap
  /// whose cadence delay ended.
  func dragDropClockDidAdvance() {
    if let drag = dragDrop.drag, let clock = selection.clock { drag.target?.applyDueDropGap(clock: clock) }
    guard let press = dragDrop.press, !press.waitsForMovement, let clock = selection.clock,
      clock >= press.startTime + Self.dragLiftDelay
    else { return }
    if selection.contextMenu.presented != nil {
      dragDrop.press?.waitsForMovement = true
      return
    }
    dragDrop.press = nil
    // An empty menu configuration ended the interaction with its cancellation effect.
    if selection.contextMenu.swallowsTouch { return }
    _ = liftItems(for: press)
  }

  // MARK: - The drag (source side)

  /// Lifts the items of `press`: asks the drag delegate for them and, when it gives any, ends
  /// the touch's tracking (no scrolling, no selection) and keeps the drag. Returns whether
  /// anything was lifted.
  private func liftItems(for press: DragDropState.Press) -> Bool {
    guard let delegate = dragDrop.dragDelegate, let shown = ItemPath(press.indexPath),
      shown.section >= 0, shown.section < numberOfSections, shown.item >= 0,
      shown.item < numberOfItems(inSection: shown.section)
    else { return false }
    let session = DragSession(referenceView: self, point: .zero)
    setDragLocation(session, press.location)
    let indexPath = dataSourceIndexPath(forShown: press.indexPath)
    let items = delegate.collectionView(self, itemsForBeginning: session, at: indexPath)
    guard !items.isEmpty, dragDrop.drag == nil else { return false }
    for item in items {
      item.sourceCollectionView = self
      item.sourceIndexPath = indexPath
    }
    session.items = items
    cancelTouchSelection()
    if isTracking {
      isTracking = false
      if !releaseNestedTouch(fingerVelocity: .zero) { panGestureRecognizer.state = .failed }
    }
    let drag = ActiveDrag(session: session, source: self)
    drag.previewParameters = delegate.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    dragDrop.drag = drag
    return true
  }

  /// Keeps the finger's place in the session: in the space's coordinates when this collection
  /// view is in a `DragDropSpace`, else in its own bounds (content) coordinates.
  private func setDragLocation(_ session: DragSession, _ location: CGPoint) {
    let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
    if let space = dragDrop.space {
      session.referenceView = space
      session.referencePoint = convert(point, to: space)
    } else {
      session.referenceView = self
      session.referencePoint = point
    }
  }

  /// The finger moved to `location` (view coordinates): the drag begins on its first movement
  /// (`dragSessionWillBegin`), then the drop target under the finger is updated.
  private func moveDrag(_ drag: ActiveDrag, to location: CGPoint, beginning: Bool = true) {
    drag.fingerLocation = location
    setDragLocation(drag.session, location)
    if !drag.hasBegun {
      guard beginning else { return }
      drag.hasBegun = true
      if let delegate = dragDrop.dragDelegate {
        drag.session.allowsMoveOperation = delegate.collectionView(
          self, dragSessionAllowsMoveOperation: drag.session)
        drag.session.isRestrictedToDraggingApplication = delegate.collectionView(
          self, dragSessionIsRestrictedToDraggingApplication: drag.session)
        delegate.collectionView(self, dragSessionWillBegin: drag.session)
      }
    }
    let target = dropTargetUnderFinger(drag)
    if target !== drag.target {
      drag.target?.exitDrop(drag)
      drag.target = target
      target?.enterDrop(drag)
    }
    drag.target?.updateDrop(drag, releasing: !beginning)
  }

  /// A drag whose finger rests near an edge of the collection view under it scrolls that view
  /// (`autoscrollDelta(at:seconds:)`: within 60 points of the edge, up to 800 points per second
  /// at the edge), then the drop is updated for the content now under the finger, as when the
  /// finger moves. Called as time advances on the drag's source.
  ///
  /// UIKit difference: UIKit scrolls a collection view under a drag near its edges but does not
  /// publish the margin or the speed; Trellis uses those of interactive movement.
  func stepDragAutoscroll(_ seconds: TimeInterval) {
    guard let drag = dragDrop.drag, drag.hasBegun, let target = drag.target else { return }
    let delta = target.autoscrollDelta(at: drag.session.location(in: target), seconds: seconds)
    guard delta != .zero else { return }
    target.contentOffset = CGPoint(x: target.contentOffset.x + delta.x, y: target.contentOffset.y + delta.y)
    // The finger stays where it is on the screen: its place in the content moved.
    setDragLocation(drag.session, drag.fingerLocation)
    target.updateDrop(drag)
  }

  /// The collection view under the finger: among the space's collection views (the last added
  /// on top), or this one alone; `nil` over none.
  private func dropTargetUnderFinger(_ drag: ActiveDrag) -> CollectionView? {
    let candidates = dragDrop.space?.collectionViews ?? [self]
    for candidate in candidates.reversed() where !candidate.isHidden {
      if candidate.bounds.contains(drag.session.location(in: candidate)) { return candidate }
    }
    return nil
  }

  /// The finger lifted: a drop when the collection view under it proposes `.copy` or `.move`,
  /// else the drag is cancelled. Either way every collection view the drag entered hears
  /// `dropSessionDidEnd`, then the drag delegate `dragSessionDidEnd`.
  private func finishDrag(_ drag: ActiveDrag) {
    guard drag.hasBegun else {
      // Lifted and released without moving: the drag never began.
      dragDrop.drag = nil
      return
    }
    if let target = drag.target {
      if let drop = target.dragDrop.drop, drop.handles, let proposal = drop.proposal,
        Self.effectiveOperation(proposal.operation, drag.session) == .copy
          || Self.effectiveOperation(proposal.operation, drag.session) == .move
      {
        target.performDrop(drag, proposal: proposal)
      } else {
        target.exitDrop(drag)
      }
    }
    endDrag(drag)
  }

  /// The touch was cancelled (or a new touch began): the collection view under the finger hears
  /// `dropSessionDidExit`, then the ends as in `finishDrag(_:)`.
  private func cancelDrag(_ drag: ActiveDrag) {
    guard drag.hasBegun else {
      dragDrop.drag = nil
      return
    }
    drag.target?.exitDrop(drag)
    endDrag(drag)
  }

  private func endDrag(_ drag: ActiveDrag) {
    drag.target = nil
    for (collectionView, session) in drag.entered {
      collectionView.dragDrop.drop = nil
      collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }
    dragDrop.drag = nil
    dragDrop.dragDelegate?.collectionView(self, dragSessionDidEnd: drag.session)
  }

  /// A `.move` the session does not allow counts as `.copy`.
  static func effectiveOperation(_ operation: DropOperation, _ session: DragSession) -> DropOperation {
    operation == .move && !session.allowsMoveOperation ? .copy : operation
  }

  // MARK: - The drop (target side)

  /// The drag entered this collection view: `canHandle`, then `dropSessionDidEnter` when it can.
  /// Without a drop delegate the collection view takes only its own item, to reorder it, when the
  /// data source lets it move.
  private func enterDrop(_ drag: ActiveDrag) {
    let session = drag.dropSession(for: self)
    var handles: Bool
    if let delegate = dragDrop.dropDelegate {
      handles = delegate.collectionView(self, canHandle: session)
      if handles {
        if !drag.entered.contains(where: { $0.collectionView === self }) {
          drag.entered.append((self, session))
        }
        delegate.collectionView(self, dropSessionDidEnter: session)
      }
    } else {
      handles =
        reorderableSourcePath(drag).map { dataSource?.collectionView(self, canMoveItemAt: $0) ?? false }
        ?? false
      if handles, !drag.entered.contains(where: { $0.collectionView === self }) {
        drag.entered.append((self, session))
      }
    }
    dragDrop.drop = DragDropState.DropTarget(session: session, handles: handles)
  }

  /// The drag left this collection view: the gap closes and the drop delegate hears
  /// `dropSessionDidExit`.
  private func exitDrop(_ drag: ActiveDrag) {
    guard let drop = dragDrop.drop else { return }
    cancelDropGap()
    dragDrop.drop = nil
    if drop.handles { dragDrop.dropDelegate?.collectionView(self, dropSessionDidExit: drop.session) }
  }

  /// The source index path of a drag of one item of this collection view, or `nil`.
  private func reorderableSourcePath(_ drag: ActiveDrag) -> IndexPath? {
    guard drag.session.items.count == 1, let item = drag.session.items.first,
      item.sourceCollectionView === self, let path = item.sourceIndexPath
    else { return nil }
    return path
  }

  /// The finger moved over this collection view: the destination, the proposal, and the gap.
  /// At the release (`releasing`) the gap stays where it shows — the item lands where the user
  /// sees room for it — and the destination given to the delegate is the gap's place; a gap is
  /// neither opened nor moved then, only closed when the last proposal no longer wants one.
  private func updateDrop(_ drag: ActiveDrag, releasing: Bool = false) {
    guard var drop = dragDrop.drop, drop.handles else { return }
    let point = drag.session.location(in: self)
    let destination =
      releasing && drop.showsGap
      ? movement.map(\.target.indexPath) ?? dropDestination(at: point)
      : dropDestination(at: point)
    let proposal: CollectionViewDropProposal
    if let delegate = dragDrop.dropDelegate {
      proposal = delegate.collectionView(
        self, dropSessionDidUpdate: drop.session, withDestinationIndexPath: destination)
    } else {
      proposal = CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    drop.proposal = proposal
    drop.destination = destination
    dragDrop.drop = drop
    let wantsGap =
      Self.effectiveOperation(proposal.operation, drag.session) == .move
      && proposal.intent == .insertAtDestinationIndexPath && reorderableSourcePath(drag) != nil
    guard wantsGap, let source = reorderableSourcePath(drag) else {
      cancelDropGap()
      return
    }
    if releasing {
      dragDrop.drop?.pendingGap = nil
      return
    }
    if !(dragDrop.drop?.showsGap ?? false) {
      guard movement == nil, updates.pendingBatch == nil,
        _beginInteractiveMovementForItem(at: shownIndexPath(forDataSource: source), askingDataSource: false)
      else { return }
      dragDrop.drop?.showsGap = true
    }
    guard let destination, let target = movement?.target.indexPath, destination != target else {
      dragDrop.drop?.pendingGap = nil
      return
    }
    let delay = reorderingCadence.delay
    if delay == 0 {
      updateInteractiveMovementTargetPosition(point)
      return
    }
    let clock = drag.source?.selection.clock ?? 0
    if let pending = dragDrop.drop?.pendingGap, pending.destination == destination {
      dragDrop.drop?.pendingGap?.point = point
    } else {
      dragDrop.drop?.pendingGap = (destination, clock + delay, point)
    }
    applyDueDropGap(clock: clock)
  }

  /// Where a drop at `point` (content coordinates) would go: while the gap is shown, the place
  /// the layout gives for the moving item at `point` (`targetIndexPath(forInteractivelyMovingItem:
  /// withPosition:)`, kept when it is not a valid place); otherwise the item under `point`.
  private func dropDestination(at point: CGPoint) -> IndexPath? {
    if let movement, dragDrop.drop?.showsGap == true {
      let proposed = ItemPath(
        mirroredLayout.targetIndexPath(
          forInteractivelyMovingItem: movement.target.indexPath, withPosition: point))
      if let proposed, movement.isValidTarget(proposed) { return proposed.indexPath }
      return movement.target.indexPath
    }
    return indexPathForItem(at: point)
  }

  /// Moves the gap to its pending place when the cadence delay has passed by `clock`.
  func applyDueDropGap(clock: TimeInterval) {
    guard let pending = dragDrop.drop?.pendingGap, clock >= pending.due, movement != nil,
      dragDrop.drop?.showsGap == true
    else { return }
    dragDrop.drop?.pendingGap = nil
    updateInteractiveMovementTargetPosition(pending.point)
  }

  /// Closes the drop's gap, if one is shown: the items go back (the interactive movement is
  /// cancelled; the data source hears nothing).
  func cancelDropGap() {
    guard dragDrop.drop?.showsGap == true else { return }
    dragDrop.drop?.showsGap = false
    dragDrop.drop?.pendingGap = nil
    if movement != nil { cancelInteractiveMovement() }
  }

  /// The index path at which the data-source item at `indexPath` is shown.
  private func shownIndexPath(forDataSource indexPath: IndexPath) -> IndexPath {
    guard let path = ItemPath(indexPath) else { return indexPath }
    return shownPath(forDataSource: path).indexPath
  }

  /// Drops the drag here: the gap closes (the items go back to the data's order), the drop
  /// delegate's `performDropWith` runs with a coordinator, then the placed items' animators. A
  /// one-item move inside this collection view that showed the gap, when the delegate placed
  /// nothing (or there is no drop delegate), is finished through the data source, as an
  /// interactive movement ends: `collectionView(_:moveItemAt:to:)` to the gap's place, then an
  /// animated batch update that moves the item (docs/drag-and-drop.md §5). Without a gap shown
  /// at the release nothing is reordered.
  private func performDrop(_ drag: ActiveDrag, proposal: CollectionViewDropProposal) {
    guard let drop = dragDrop.drop else { return }
    var destination = drop.destination
    var reorder: (from: IndexPath, to: IndexPath)?
    if drop.showsGap, let movement {
      destination = movement.target.indexPath
      reorder = (movement.original.indexPath, movement.target.indexPath)
    }
    cancelDropGap()
    let items = drag.session.items.map { item in
      CollectionViewDropItem(
        dragItem: item, sourceIndexPath: item.sourceCollectionView === self ? item.sourceIndexPath : nil,
        previewSize: item.sourceIndexPath.flatMap {
          item.sourceCollectionView?.layoutAttributesForItem(at: $0)?.size
        }
          ?? .zero)
    }
    var placedAny = false
    if let delegate = dragDrop.dropDelegate {
      let coordinator = CollectionViewDropCoordinator(
        collectionView: self, items: items, destinationIndexPath: destination, proposal: proposal,
        session: drop.session)
      delegate.collectionView(self, performDropWith: coordinator)
      placedAny = !coordinator.placed.isEmpty
      coordinator.runAnimators()
    }
    if !placedAny, let reorder { reorderThroughDataSource(from: reorder.from, to: reorder.to, drag: drag) }
  }

  /// Moves the item at `from` to `to` as a finished interactive movement does: the data source
  /// hears `collectionView(_:moveItemAt:to:)` and the collection view animates the move.
  private func reorderThroughDataSource(from: IndexPath, to: IndexPath, drag: ActiveDrag) {
    // The item may have moved or gone while the delegate ran.
    guard from != to, reorderableSourcePath(drag) == from, let dataSource,
      dataSource.collectionView(self, canMoveItemAt: from)
    else { return }
    dataSource.collectionView(self, moveItemAt: from, to: to)
    performBatchUpdates({ self.moveItem(at: from, to: to) }, completion: nil)
  }

  // MARK: - Following the items

  /// Moves the source index paths of the items dragged from this collection view, and the
  /// placeholders it shows, through the batch `map`; a deleted item keeps no source index path,
  /// a deleted placeholder is gone.
  func remapDragAndDrop(_ map: UpdateMap) {
    if let drag = dragDrop.drag {
      for item in drag.session.items where item.sourceCollectionView === self {
        guard let indexPath = item.sourceIndexPath, let old = ItemPath(indexPath) else { continue }
        item.sourceIndexPath = map.newPath(forOld: old)?.indexPath
      }
    }
    remapPlaceholders(map)
  }
}
