// Reordering a diffable data source by drag and drop (docs/drag-and-drop.md §5): with
// `reorderingHandlers.canReorderItem` set and no drop delegate doing the move by hand, a drop
// finishes through the data source's `collectionView(_:moveItemAt:to:)`, which updates the
// snapshot and reports the transaction to `willReorder`/`didReorder`.
//
// The harness's rows are 390 × 44 (flow layout, no spacing): row r spans y = 44r … 44r + 44.

import Foundation
import Testing

@testable import TrellisDiffable

/// A drag delegate that lifts one item carrying the item's identifier.
@MainActor private final class LiftOne: CollectionViewDragDelegate {
  weak var dataSource: CollectionViewDiffableDataSource<String, String>?
  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath
  ) -> [DragItem] {
    let item = DragItem(itemProvider: ItemProvider(object: dataSource?.itemIdentifier(for: indexPath) ?? ""))
    item.localObject = dataSource?.itemIdentifier(for: indexPath)
    return [item]
  }
}

/// A drop delegate that proposes a move with a gap and places nothing itself.
@MainActor private final class ProposeMove: CollectionViewDropDelegate {
  var performed = 0
  func collectionView(
    _ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator
  ) {
    performed += 1
  }
  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }
}

@Suite @MainActor struct DiffableDragAndDropTests {
  /// Long-presses row `from` and drags it to row `to`, releasing there.
  private func drag(_ harness: Harness, from: Int, to: Int, start: TimeInterval = 0) {
    let collectionView = harness.collectionView
    collectionView.handleTouch(.began, at: CGPoint(x: 195, y: CGFloat(from) * 44 + 22), time: start)
    collectionView.advance(by: 0.5)
    collectionView.handleTouch(.moved, at: CGPoint(x: 195, y: CGFloat(to) * 44 + 22), time: start + 0.625)
    collectionView.handleTouch(.ended, at: CGPoint(x: 195, y: CGFloat(to) * 44 + 22), time: start + 0.75)
    harness.settle()
  }

  @Test(arguments: [false, true])
  func aDropReordersTheSnapshotThroughTheReorderingHandlers(withDropDelegate: Bool) throws {
    let harness = Harness()
    let lift = LiftOne()
    lift.dataSource = harness.dataSource
    let propose = ProposeMove()
    harness.collectionView.dragDelegate = lift
    harness.collectionView.dropDelegate = withDropDelegate ? propose : nil
    harness.collectionView.dragInteractionEnabled = true
    var transactions: [DiffableDataSourceTransaction<String, String>] = []
    harness.dataSource.reorderingHandlers.canReorderItem = { $0 != "C" }
    harness.dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
    harness.dataSource.apply(makeSnapshot([("s", ["A", "B", "C", "D"])]), animatingDifferences: false)

    // A (row 0) dropped over row 2: B, C, A, D.
    drag(harness, from: 0, to: 2)
    #expect(harness.dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
    #expect(harness.shown == [p(0, 0): "B", p(0, 1): "C", p(0, 2): "A", p(0, 3): "D"])
    let transaction = try #require(transactions.first)
    #expect(transaction.finalSnapshot.itemIdentifiers == ["B", "C", "A", "D"])
    #expect(["A", "B", "C", "D"].applying(transaction.difference) == ["B", "C", "A", "D"])
    #expect(propose.performed == (withDropDelegate ? 1 : 0))

    // C may not be reordered: without a drop delegate it is not taken; with one that places
    // nothing, the data source does not move it either.
    drag(harness, from: 1, to: 3, start: 2)
    #expect(harness.dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
    #expect(transactions.count == 1)
  }

  @Test func withoutACanReorderHandlerADropMovesNothing() {
    let harness = Harness()
    let lift = LiftOne()
    lift.dataSource = harness.dataSource
    harness.collectionView.dragDelegate = lift
    harness.collectionView.dragInteractionEnabled = true
    harness.dataSource.apply(makeSnapshot([("s", ["A", "B", "C"])]), animatingDifferences: false)
    drag(harness, from: 0, to: 2)
    #expect(harness.dataSource.snapshot().itemIdentifiers == ["A", "B", "C"])
    #expect(harness.shown == [p(0, 0): "A", p(0, 1): "B", p(0, 2): "C"])
  }
}
