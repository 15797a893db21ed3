import Foundation
import Testing

@testable import TrellisDiffable

/// The collection view's selection follows its items through snapshot applies, which the data
/// source performs as batch updates (docs/selection.md §5).
@Suite @MainActor struct DiffableSelectionTests {
  @Test func theSelectionFollowsItsItemThroughAnInsertBeforeIt() throws {
    let harness = Harness()
    harness.dataSource.apply(makeSnapshot([("s", ["A", "B", "C"])]), animatingDifferences: false)
    let collectionView = harness.collectionView
    collectionView.selectItem(at: p(0, 1), animated: false, scrollPosition: [])
    #expect(harness.dataSource.itemIdentifier(for: p(0, 1)) == "B")

    // Z before B: [A, Z, B, C]; B is now item 2.
    var snapshot = harness.dataSource.snapshot()
    snapshot.insertItems(["Z"], beforeItem: "B")
    harness.dataSource.apply(snapshot, animatingDifferences: true)
    #expect(collectionView.indexPathsForSelectedItems == [p(0, 2)])
    #expect(harness.dataSource.itemIdentifier(for: p(0, 2)) == "B")
    harness.collectionView.advance(by: 0.3)
    #expect(harness.cellsByItem["B"]?.isSelected == true)
    #expect(harness.cellsByItem["Z"]?.isSelected == false)

    // B deleted: it leaves the selection.
    snapshot.deleteItems(["B"])
    harness.dataSource.apply(snapshot, animatingDifferences: false)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func theSelectionFollowsItsItemsThroughMovesAndSectionChanges() {
    let harness = Harness()
    harness.dataSource.apply(
      makeSnapshot([("a", ["a1", "a2", "a3"]), ("b", ["b1", "b2"])]), animatingDifferences: false)
    let collectionView = harness.collectionView
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: p(0, 2), animated: false, scrollPosition: [])  // a3
    collectionView.selectItem(at: p(1, 1), animated: false, scrollPosition: [])  // b2
    // b before a, and a3 to the front of a: b [b1 b2], a [a3 a1 a2].
    var snapshot = harness.dataSource.snapshot()
    snapshot.moveSection("b", beforeSection: "a")
    snapshot.moveItem("a3", beforeItem: "a1")
    harness.dataSource.apply(snapshot, animatingDifferences: false)
    #expect(collectionView.indexPathsForSelectedItems == [p(0, 1), p(1, 0)])
  }
}
