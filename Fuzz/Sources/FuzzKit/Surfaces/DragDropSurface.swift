import Foundation
import Trellis

/// Drag and drop driven by touches against an array model: random lifts, movements in and out of
/// the view (with time between them at every reordering cadence), updates that delete items
/// mid-drag, and releases, cancels and new touches; drops taken by hand, refused (an index path
/// past the end), into placeholders committed or deleted (then resolved again), or left to the
/// data source.
///
/// Checks: the data source is never asked for a path outside its counts; while a gap shows, every
/// visible cell shows the in-flight order; a drop taken by hand moves exactly the dragged item to
/// the coordinator's destination; a drop nobody placed moves the item to the gap's place (or
/// nowhere without a gap); refused calls record their error kind and change nothing; after each
/// session the view equals the model and nothing is left active.
@MainActor
public final class DragDropSurface: SynchronousFuzzSurface {
  /// `drag-drop`.
  public let name = "drag-drop"
  /// What the surface generates.
  public let summary =
    "touch-driven drag and drop sessions against an array model; invalid drops change nothing"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  /// How the drop delegate takes a drop in one session.
  enum Mode: CaseIterable {
    case byHand, refused, nothingPlaced, placeholderCommit, placeholderDelete, forbidden, noDropDelegate
  }

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let (layout, keep) = BatchUpdateSurface.makeLayout("flow", c)
    var model = c.numberedSections(sections: 1...3, items: 1...30)
    var nextID = model.joined().count
    let source = FuzzDataSource(sections: model)
    let view = CollectionView.fuzz(
      frame: CGRect(
        x: 0, y: 0, width: c.random.double(in: 200...600), height: c.random.double(in: 200...900)),
      layout: layout, dataSource: source)
    let delegate = FuzzDragDropDelegate()
    view.dragDelegate = delegate
    view.dragInteractionEnabled = true
    view.reorderingCadence = c.random.pick(CollectionView.ReorderingCadence.allCases)
    c.note("counts \(model.map(\.count)), cadence \(view.reorderingCadence)")
    view.layoutIfNeeded()
    var time: TimeInterval = 0
    for round in 0..<c.random.int(in: 1...5) {
      time += 2
      try session(view, source, delegate, &model, &nextID, &time, c, "round \(round)")
    }
    withExtendedLifetime((keep, delegate)) {}
  }

  private func session(
    _ view: CollectionView, _ source: FuzzDataSource, _ delegate: FuzzDragDropDelegate,
    _ model: inout [[Int]],
    _ nextID: inout Int, _ time: inout TimeInterval, _ c: FuzzContext, _ when: String
  ) throws {
    guard let start = c.random.element(of: view.indexPathsForVisibleItems),
      let center = view.layoutAttributesForItem(at: start)?.center
    else { return }
    let mode = c.random.pick(Mode.allCases)
    view.dropDelegate = mode == .noDropDelegate ? nil : delegate
    delegate.reset(mode: mode, c: c, nextID: nextID)
    let draggedID = model[start[0]][start[1]]
    c.note("\(when): \(mode), lift \(start.short) (item \(draggedID))")
    let touch = CGPoint(x: center.x - view.contentOffset.x, y: center.y - view.contentOffset.y)
    view.handleTouch(.began, at: touch, time: time)
    view.advance(by: 0.5)
    time += 0.5
    try FuzzCheck.expect(view.hasActiveDrag, "\(when): a long press lifted nothing")
    var last = touch
    var dragged: (section: Int, item: Int)? = (start[0], start[1])
    let size = view.bounds.size
    for _ in 0..<c.random.int(in: 1...8) {
      switch c.random.below(6) {
      case 0:
        time += 0.1
        c.note("advance 0.1")
        view.advance(by: 0.1)
      case 1 where c.random.chance(0.3):
        // The app deletes an item mid-drag.
        let section = c.random.below(model.count)
        guard !model[section].isEmpty else { continue }
        let item = c.random.below(model[section].count)
        c.note("delete \(section)-\(item)")
        let before = model
        model[section].remove(at: item)
        source.sections = model
        view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: item, section: section)]) }
        if view.lastUpdateError != nil {
          model = before
          source.sections = before
        } else if let current = dragged {
          if current.section == section {
            dragged = current.item == item ? nil : (section, current.item - (current.item > item ? 1 : 0))
          }
        }
      default:
        time += c.random.pick([0.05, 0.2, 0.6])
        last = CGPoint(
          x: c.random.double(in: -40...Double(size.width) + 40),
          y: c.random.double(in: -40...Double(size.height) + 40))
        c.note("move to \(last) at \(time)")
        view.handleTouch(.moved, at: last, time: time)
      }
      view.layoutIfNeeded()
      if view.isInteractivelyMoving { try checkInFlight(view, model, draggedID, source, when) }
    }
    // The gap's place now: the release comes at the same time and place, so it stays.
    let gap = view.isInteractivelyMoving ? movingPath(view, draggedID) : nil
    let ending = c.random.below(8)
    let end: TouchPhase = ending == 0 ? .cancelled : (ending == 1 ? .began : .ended)
    c.note("\(end) at \(last), gap \(gap.map { "\($0.short)" } ?? "none")")
    let movesBefore = source.moves.count
    delegate.expectedDragged = dragged.map { IndexPath(item: $0.item, section: $0.section) }
    delegate.model = model
    view.handleTouch(end, at: last, time: time)
    if end == .began { view.handleTouch(.ended, at: last, time: time) }
    try FuzzCheck.expect(!view.hasActiveDrag && !view.hasActiveDrop, "\(when): the drag is still active")
    if let failure = delegate.failure { throw FuzzFailure(.wrongResult, "\(when): \(failure)") }
    let inside = view.bounds.contains(
      CGPoint(x: last.x + view.contentOffset.x, y: last.y + view.contentOffset.y))
    if delegate.performed {
      try FuzzCheck.expect(end == .ended && inside, "\(when): a drop without a release inside the view")
      model = delegate.model
      nextID = max(nextID, delegate.nextID)
    }
    let dataSourceMoves = Array(source.moves[movesBefore...])
    if !delegate.placedAny, end == .ended, inside, let dragged, let gap, mode != .forbidden {
      // Nobody placed the item: the data source finished the reorder to the gap's place.
      let from = IndexPath(item: dragged.item, section: dragged.section)
      if from != gap {
        try FuzzCheck.expect(
          dataSourceMoves.count == 1 && dataSourceMoves[0].0 == from && dataSourceMoves[0].1 == gap,
          "\(when): expected the data source to move \(from.short) to \(gap.short), got \(dataSourceMoves)")
        let id = model[from[0]].remove(at: from[1])
        model[gap[0]].insert(id, at: gap[1])
      }
    } else {
      try FuzzCheck.expect(
        dataSourceMoves.isEmpty, "\(when): unexpected data source moves \(dataSourceMoves)")
    }
    source.sections = model
    view.advance(by: 0.5)
    time += 0.5
    try FuzzCheck.expect(!view.isInteractivelyMoving, "\(when): a gap is still shown")
    try FuzzCheck.expect(
      (0..<model.count).map { view.numberOfItems(inSection: $0) } == model.map(\.count),
      "\(when): counts \((0..<model.count).map { view.numberOfItems(inSection: $0) }), model \(model.map(\.count))"
    )
    try InteractiveMovementSurface().checkShown(view, model, source, "\(when) after the session")
  }

  /// The in-flight path of the dragged item's cell.
  private func movingPath(_ view: CollectionView, _ id: Int) -> IndexPath? {
    view.visibleCells.first { ($0 as? FuzzCell)?.itemID == id }.flatMap { view.indexPath(for: $0) }
  }

  private func checkInFlight(
    _ view: CollectionView, _ model: [[Int]], _ id: Int, _ source: FuzzDataSource, _ when: String
  ) throws {
    try InteractiveMovementSurface().checkInFlight(view, model, id, source, when)
  }
}

/// The surface's drag and drop delegate: lifts one item; takes drops as the session's mode says,
/// applying to its copy of the model what it asks the collection view to do.
@MainActor
final class FuzzDragDropDelegate: CollectionViewDragDelegate, CollectionViewDropDelegate {
  var mode = DragDropSurface.Mode.byHand
  var model: [[Int]] = []
  var nextID = 0
  /// The dragged item's data-source path at the release (`nil` once deleted).
  var expectedDragged: IndexPath?
  var performed = false
  var placedAny = false
  var failure: String?
  private var offset = 0
  private var placeholderIndex = 0

  func reset(mode: DragDropSurface.Mode, c: FuzzContext, nextID: Int) {
    self.mode = mode
    self.nextID = nextID
    performed = false
    placedAny = false
    failure = nil
    offset = c.random.int(in: 0...3)
    placeholderIndex = c.random.int(in: -1...40)
  }

  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath
  ) -> [DragItem] {
    let item = DragItem(itemProvider: ItemProvider(object: indexPath))
    item.localObject = indexPath
    return [item]
  }

  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    if mode == .forbidden { return CollectionViewDropProposal(operation: .forbidden) }
    return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator
  ) {
    performed = true
    guard let dropItem = coordinator.items.first else { return }
    if dropItem.sourceIndexPath != expectedDragged {
      failure =
        "the drop item's source \(String(describing: dropItem.sourceIndexPath)) is not \(String(describing: expectedDragged))"
      return
    }
    switch mode {
    case .byHand:
      guard let from = dropItem.sourceIndexPath, let destination = coordinator.destinationIndexPath else {
        return
      }
      let section = destination[0]
      guard model.indices.contains(section) else {
        failure = "destination \(destination) names no section"
        return
      }
      let room = model[section].count - (from[0] == section ? 1 : 0)
      guard (0...room).contains(destination[1]) else {
        failure = "destination \(destination) is past the end (room \(room))"
        return
      }
      collectionView.performBatchUpdates {
        let id = self.model[from[0]].remove(at: from[1])
        self.model[section].insert(id, at: destination[1])
        (collectionView.dataSource as? FuzzDataSource)?.sections = self.model
        collectionView.deleteItems(at: [from])
        collectionView.insertItems(at: [destination])
      }
      if collectionView.lastUpdateError != nil { failure = "the hand-made move was refused" }
      coordinator.drop(dropItem.dragItem, toItemAt: destination)
      placedAny = true
    case .refused:
      let section = model.count - 1
      coordinator.drop(
        dropItem.dragItem, toItemAt: IndexPath(item: model[section].count + offset, section: section))
      if collectionView.lastDragAndDropError?.kind != .indexPathOutOfRange {
        failure = "a drop past the end was not refused"
      }
    case .nothingPlaced, .forbidden, .noDropDelegate: break
    case .placeholderCommit, .placeholderDelete:
      let section = model.count - 1
      let placeholder = CollectionViewDropPlaceholder(
        insertionIndexPath: IndexPath(item: placeholderIndex, section: section),
        reuseIdentifier: FuzzDataSource.reuseIdentifier)
      let context = coordinator.drop(dropItem.dragItem, to: placeholder)
      let valid = (0...model[section].count).contains(placeholderIndex)
      if !valid {
        if collectionView.lastDragAndDropError?.kind != .indexPathOutOfRange
          || context.commitInsertion(dataSourceUpdates: { _ in })
        {
          failure = "a placeholder at \(placeholderIndex) (count \(model[section].count)) was not refused"
        }
        return
      }
      placedAny = true
      if collectionView.numberOfItems(inSection: section) != model[section].count + 1 {
        failure = "the placeholder is not counted"
      }
      if mode == .placeholderCommit {
        let id = nextID
        nextID += 1
        let ok = context.commitInsertion { indexPath in
          self.model[indexPath[0]].insert(id, at: indexPath[1])
          (collectionView.dataSource as? FuzzDataSource)?.sections = self.model
        }
        if !ok { failure = "a valid commit failed" }
      } else if !context.deletePlaceholder() {
        failure = "a valid delete failed"
      }
      // A second resolution is refused and changes nothing.
      let counts = model.map(\.count)
      if context.commitInsertion(dataSourceUpdates: { _ in self.model[0].append(-1) })
        || collectionView.lastDragAndDropError?.kind != .placeholderAlreadyResolved
        || model.map(\.count) != counts
      {
        failure = "a placeholder resolved twice was not refused"
      }
    }
  }
}
