import Foundation
import Testing

@testable import TrellisDiffable

/// The offset of a change.
func offset(_ change: CollectionDifference<String>.Change) -> Int {
  switch change {
  case .insert(let offset, _, _), .remove(let offset, _, _): offset
  }
}

/// Interactive movement through the data source: which items may move, the snapshot after the
/// move, and the transaction the handlers receive.
@Suite @MainActor struct ReorderingTests {
  /// Row r of section 0 has its centre at y = 44r + 22 (full-width 44-point rows).
  func centre(row: Int) -> CGPoint { CGPoint(x: 195, y: CGFloat(row) * 44 + 22) }

  @Test func withoutACanReorderHandlerNothingMoves() {
    let harness = Harness()
    harness.dataSource.apply(makeSnapshot([("s", ["A", "B"])]), animatingDifferences: false)
    #expect(!harness.collectionView.beginInteractiveMovementForItem(at: p(0, 0)))
  }

  @Test func aReorderUpdatesTheSnapshotAndReportsTheTransaction() throws {
    let harness = Harness()
    var transactions: [DiffableDataSourceTransaction<String, String>] = []
    var snapshotsSeenByWill: [[String]] = []
    harness.dataSource.reorderingHandlers.canReorderItem = { $0 != "C" }
    harness.dataSource.reorderingHandlers.willReorder = { [unowned dataSource = harness.dataSource] in
      snapshotsSeenByWill.append(dataSource.snapshot().itemIdentifiers)
      transactions.append($0)
    }
    harness.dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
    harness.dataSource.apply(makeSnapshot([("s", ["A", "B", "C", "D"])]), animatingDifferences: false)

    #expect(!harness.collectionView.beginInteractiveMovementForItem(at: p(0, 2)))
    #expect(harness.collectionView.beginInteractiveMovementForItem(at: p(0, 0)))
    // Over row 2: A's in-flight place is 0-2 (B, C, A, D).
    harness.collectionView.updateInteractiveMovementTargetPosition(centre(row: 2))
    harness.collectionView.endInteractiveMovement()
    harness.settle()

    #expect(harness.dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
    #expect(harness.shown == [p(0, 0): "B", p(0, 1): "C", p(0, 2): "A", p(0, 3): "D"])
    // willReorder ran before the snapshot changed, didReorder after, with the same transaction.
    #expect(snapshotsSeenByWill == [["A", "B", "C", "D"]])
    try #require(transactions.count == 2)
    let transaction = transactions[1]
    #expect(transaction.initialSnapshot.itemIdentifiers == ["A", "B", "C", "D"])
    #expect(transaction.finalSnapshot.itemIdentifiers == ["B", "C", "A", "D"])
    // A leaves offset 0 and arrives at offset 2: applying the difference to the old order gives
    // the new one.
    #expect(["A", "B", "C", "D"].applying(transaction.difference) == ["B", "C", "A", "D"])
    #expect(transaction.difference.removals.map(offset) == [0])
    #expect(transaction.difference.insertions.map(offset) == [2])
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["s"])
    #expect(transaction.sectionTransactions[0].finalSnapshot.items == ["B", "C", "A", "D"])
  }

  @Test func aReorderAcrossSectionsGivesOneTransactionPerSection() throws {
    let harness = Harness()
    var last: DiffableDataSourceTransaction<String, String>?
    harness.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    harness.dataSource.reorderingHandlers.didReorder = { last = $0 }
    harness.dataSource.apply(
      makeSnapshot([("s1", ["A", "B"]), ("s2", ["C", "D"])]), animatingDifferences: false)
    #expect(harness.collectionView.beginInteractiveMovementForItem(at: p(0, 0)))
    // Row 3 is D (s2 item 1): A takes 1-1, between C and D.
    harness.collectionView.updateInteractiveMovementTargetPosition(centre(row: 3))
    harness.collectionView.endInteractiveMovement()
    harness.settle()
    #expect(layout(harness.dataSource.snapshot()) == ["s1: B", "s2: C A D"])
    let transaction = try #require(last)
    // Flat: A from offset 0 to offset 2 (B, C, A, D).
    #expect(["A", "B", "C", "D"].applying(transaction.difference) == ["B", "C", "A", "D"])
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["s1", "s2"])
    #expect(transaction.sectionTransactions[0].difference.removals.map(offset) == [0])
    #expect(transaction.sectionTransactions[0].difference.insertions.isEmpty)
    #expect(transaction.sectionTransactions[1].difference.insertions.map(offset) == [1])
    #expect(harness.shown == [p(0, 0): "B", p(1, 0): "C", p(1, 1): "A", p(1, 2): "D"])
  }

  @Test func anExpandedParentCannotBeDraggedAwayFromItsChildren() {
    let harness = Harness()
    harness.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    var outline = Outline()
    outline.append(["Fruit", "Veg"])
    outline.append(["Apple"], to: "Fruit")
    outline.append(["Kale"], to: "Veg")
    outline.expand(["Fruit"])
    harness.dataSource.apply(outline, to: "main", animatingDifferences: false)
    // Rows: Fruit, Apple, Veg (collapsed).
    #expect(!harness.collectionView.beginInteractiveMovementForItem(at: p(0, 0)))
    // The collapsed Veg may move, taking its hidden child; dropped on Apple's row it becomes
    // Fruit's child before Apple.
    #expect(harness.collectionView.beginInteractiveMovementForItem(at: p(0, 2)))
    harness.collectionView.updateInteractiveMovementTargetPosition(centre(row: 1))
    harness.collectionView.endInteractiveMovement()
    harness.settle()
    let result = harness.dataSource.snapshot(for: "main")
    #expect(result.visibleItems == ["Fruit", "Veg", "Apple"])
    #expect(result.parent(of: "Veg") == "Fruit")
    #expect(result.parent(of: "Kale") == "Veg")
  }
}
