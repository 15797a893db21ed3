import Foundation
import Testing

@testable import Trellis

/// A snapshot of everything a rejected update must leave alone.
private struct ViewState: Equatable {
  var counts: [Int]
  var visible: [IndexPath]
  var values: [IndexPath: String]
  var cells: [ObjectIdentifier]
  var contentSize: CGSize
  var contentOffset: CGPoint
  var prepareCount: Int
  var recordedUpdateBatches: Int

  init(_ collectionView: CollectionView, _ layout: FixedRowLayout) {
    counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    visible = collectionView.indexPathsForVisibleItems
    values = shownValues(collectionView)
    cells = collectionView.visibleCells.map(ObjectIdentifier.init)
    contentSize = collectionView.contentSize
    contentOffset = collectionView.contentOffset
    prepareCount = layout.prepareCount
    recordedUpdateBatches = layout.recordedUpdates.count
  }
}

@Suite("CollectionView batch updates")
struct CollectionViewBatchUpdateTests {
  /// Two sections: a0…a4 and b0…b2, 44-point rows, all visible.
  private func make() -> (CollectionView, ValueDataSource, FixedRowLayout) {
    let dataSource = ValueDataSource(sections: [(0..<5).map { "a\($0)" }, (0..<3).map { "b\($0)" }])
    let layout = FixedRowLayout(rowHeight: 44)
    let collectionView = makeCollectionView(layout: layout, dataSource: dataSource)
    return (collectionView, dataSource, layout)
  }

  /// Runs `updates` (which changes the model through `model`) and expects it to be rejected with
  /// exactly `message`, leaving the view as it was.
  private func expectRejection(
    _ message: String, kind: CollectionViewError.Kind, model: (ValueDataSource) -> Void,
    _ updates: (CollectionView) throws -> Void
  ) {
    let (collectionView, dataSource, layout) = make()
    let before = ViewState(collectionView, layout)
    var completed = false
    do {
      try collectionView.performCheckedBatchUpdates(
        {
          model(dataSource)
          try updates(collectionView)
        }, completion: { _ in completed = true })
      Issue.record("expected the update to be rejected with: \(message)")
    } catch let error as CollectionViewError {
      #expect(error.description == message)
      #expect(error.kind == kind)
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(ViewState(collectionView, layout) == before)
    collectionView.advance(by: 0.5)
    #expect(!completed)
    // The view still shows the old data (the model changed, the view was not told).
    #expect(ViewState(collectionView, layout).values == before.values)
    #expect(collectionView.lastUpdateError == nil)

    // UIKit's spelling, without `try`: the same batch changes nothing either and is recorded.
    let (uikitView, uikitData, uikitLayout) = make()
    let uikitBefore = ViewState(uikitView, uikitLayout)
    var uikitCompleted = false
    // UIKit's `updates` parameter is optional, so escaping.
    withoutActuallyEscaping(model) { model in
      withoutActuallyEscaping(updates) { updates in
        uikitView.performBatchUpdates(
          {
            model(uikitData)
            try? updates(uikitView)
          }, completion: { _ in uikitCompleted = true })
      }
    }
    #expect(uikitView.lastUpdateError?.description == message)
    #expect(uikitView.lastUpdateError?.kind == kind)
    #expect(ViewState(uikitView, uikitLayout) == uikitBefore)
    uikitView.advance(by: 0.5)
    #expect(!uikitCompleted)
  }

  @Test func itemCountMismatchIsRejectedWithUIKitsMessage() {
    // 5 items before, one insert declared, but the model has 7.
    expectRejection(
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
        + "section after the update (7) must be equal to the number of items contained in that section before "
        + "the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, "
        + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 "
        + "moved out).",
      kind: .invalidNumberOfItems, model: { $0.sections[0] += ["x", "y"] }
    ) { $0.insertItems(at: [IndexPath(item: 5, section: 0)]) }
  }

  @Test func itemCountMismatchCountsMovesAcrossSections() {
    // Move a0 to section 1 but forget to change the model: section 0 still has 5, expected
    // 5 − 1 moved out = 4.
    expectRejection(
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
        + "section after the update (5) must be equal to the number of items contained in that section before "
        + "the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, "
        + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 "
        + "moved out).",
      kind: .invalidNumberOfItems, model: { _ in }
    ) { $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)) }
  }

  @Test func sectionCountMismatchIsRejected() {
    expectRejection(
      "Invalid update: invalid number of sections. The number of sections contained in the collection view "
        + "after the update (3) must be equal to the number of sections contained in the collection view before "
        + "the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
      kind: .invalidNumberOfSections, model: { $0.sections.append(["c0"]) }
    ) { _ in }
  }

  @Test func deleteBeyondTheSectionIsRejected() {
    expectRejection(
      "attempt to delete item 7 from section 0 which only contains 5 items before the update",
      kind: .itemOutOfRange, model: { $0.sections[0].removeLast() }
    ) { $0.deleteItems(at: [IndexPath(item: 7, section: 0)]) }
  }

  @Test func insertBeyondTheNewCountIsRejected() {
    expectRejection(
      "attempt to insert item 9 into section 0, but there are only 6 items in section 0 after the update",
      kind: .itemOutOfRange, model: { $0.sections[0].append("x") }
    ) { $0.insertItems(at: [IndexPath(item: 9, section: 0)]) }
  }

  @Test func itemsInMissingSectionsAreRejected() {
    expectRejection(
      "attempt to delete item 0 from section 4, but there are only 2 sections before the update",
      kind: .sectionOutOfRange, model: { _ in }
    ) { $0.deleteItems(at: [IndexPath(item: 0, section: 4)]) }
    expectRejection(
      "attempt to insert item 0 into section 2, but there are only 2 sections after the update",
      kind: .sectionOutOfRange, model: { _ in }
    ) { $0.insertItems(at: [IndexPath(item: 0, section: 2)]) }
    expectRejection(
      "attempt to delete section 3, but there are only 2 sections before the update",
      kind: .sectionOutOfRange, model: { _ in }
    ) { $0.deleteSections(IndexSet(integer: 3)) }
    expectRejection(
      "attempt to insert section 5 but there are only 3 sections after the update",
      kind: .sectionOutOfRange, model: { $0.sections.append([]) }
    ) { $0.insertSections(IndexSet(integer: 5)) }
  }

  @Test func movesOutOfRangeAreRejected() {
    expectRejection(
      "attempt to move index path ({length = 2, path = 0 - 6}) that does not exist - there are only 5 items in "
        + "section 0 before the update",
      kind: .itemOutOfRange, model: { _ in }
    ) { $0.moveItem(at: IndexPath(item: 6, section: 0), to: IndexPath(item: 0, section: 0)) }
    expectRejection(
      "attempt to move index path ({length = 2, path = 0 - 1}) to index path ({length = 2, path = 0 - 5}) that "
        + "does not exist - there are only 5 items in section 0 after the update",
      kind: .itemOutOfRange, model: { _ in }
    ) { $0.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 5, section: 0)) }
  }

  @Test func theSameItemDeletedAndMovedIsRejected() {
    expectRejection(
      "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 2})",
      kind: .conflictingUpdates, model: { $0.sections[0].remove(at: 2) }
    ) {
      $0.deleteItems(at: [IndexPath(item: 2, section: 0)])
      $0.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    }
  }

  @Test func theSameItemMovedTwiceIsRejected() {
    expectRejection(
      "attempt to move item at index path {length = 2, path = 0 - 1} to both {length = 2, path = 0 - 3} and "
        + "{length = 2, path = 0 - 4}",
      kind: .conflictingUpdates, model: { _ in }
    ) {
      $0.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
      $0.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))
    }
  }

  @Test func twoItemsMovedToOnePlaceAreRejected() {
    expectRejection(
      "attempt to move both item at index path {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2} to "
        + "{length = 2, path = 0 - 4}",
      kind: .conflictingUpdates, model: { _ in }
    ) {
      $0.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 4, section: 0))
      $0.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))
    }
  }

  @Test func theSameItemInsertedTwiceIsRejected() {
    expectRejection(
      "attempt to insert item 1 into section 0 twice",
      kind: .conflictingUpdates, model: { $0.sections[0] += ["x", "y"] }
    ) { $0.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)]) }
  }

  @Test func theSameItemDeletedTwiceIsRejected() {
    expectRejection(
      "attempt to delete item 3 from section 0 twice",
      kind: .conflictingUpdates, model: { $0.sections[0].removeLast(2) }
    ) {
      $0.deleteItems(at: [IndexPath(item: 3, section: 0)])
      $0.deleteItems(at: [IndexPath(item: 3, section: 0)])
    }
  }

  @Test func insertAndMoveToTheSamePlaceIsRejected() {
    expectRejection(
      "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})",
      kind: .conflictingUpdates, model: { $0.sections[0].append("x") }
    ) {
      $0.insertItems(at: [IndexPath(item: 0, section: 0)])
      $0.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
    }
  }

  @Test func deleteAndReloadOfTheSameItemIsRejected() {
    expectRejection(
      "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})",
      kind: .conflictingUpdates, model: { $0.sections[0].remove(at: 1) }
    ) {
      $0.deleteItems(at: [IndexPath(item: 1, section: 0)])
      $0.reloadItems(at: [IndexPath(item: 1, section: 0)])
    }
  }

  @Test func aSectionDeletedAndMovedIsRejected() {
    expectRejection(
      "attempt to perform a delete and a move from the same section (1)",
      kind: .conflictingUpdates, model: { $0.sections.remove(at: 1) }
    ) {
      $0.deleteSections(IndexSet(integer: 1))
      $0.moveSection(1, toSection: 0)
    }
  }

  @Test func movingAnItemOutOfADeletedSectionIsRejected() {
    expectRejection(
      "cannot move an item from a deleted section (1)",
      kind: .conflictingUpdates, model: { $0.sections.remove(at: 1) }
    ) {
      $0.deleteSections(IndexSet(integer: 1))
      $0.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
    }
  }

  @Test func malformedIndexPathsAreRejected() {
    expectRejection(
      "attempt to delete an invalid index path ([0]): a collection view index path has exactly two non-negative "
        + "indexes, section and item",
      kind: .invalidIndexPath, model: { _ in }
    ) { $0.deleteItems(at: [IndexPath(index: 0)]) }
  }

  @Test func errorsThrownByTheUpdatesClosureLeaveTheViewAlone() {
    struct Boom: Error {}
    let (collectionView, dataSource, layout) = make()
    let before = ViewState(collectionView, layout)
    #expect(throws: Boom.self) {
      try collectionView.performCheckedBatchUpdates {
        dataSource.sections[0].append("x")
        collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
        throw Boom()
      }
    }
    #expect(ViewState(collectionView, layout) == before)
  }

  /// The worked example (UIKit's rules: deletes and reloads before, inserts after, moves both).
  ///
  /// Before: s0 = a0 … a9, s1 = b0 … b4. Updates: delete (0,1) = a1 and (0,4) = a4; reload
  /// (0,2) = a2; move (0,7) = a7 → (1,2); move (1,0) = b0 → (0,3); insert N1 at (0,0) and N2 at
  /// (1,5). New s0 has 10 − 2 − 1 + 1 + 1 = 9 places; 0 (N1) and 3 (b0) are taken, the
  /// survivors a0 a2 a3 a5 a6 a8 a9 fill 1, 2, 4, 5, 6, 7, 8. New s1 has 5 − 1 + 1 + 1 = 6
  /// places; 2 (a7) and 5 (N2) are taken, b1 b2 b3 b4 fill 0, 1, 3, 4.
  @Test func aMixedBatchProducesTheRightOrderAndUpdateItems() throws {
    let dataSource = ValueDataSource(sections: [(0..<10).map { "a\($0)" }, (0..<5).map { "b\($0)" }])
    let layout = FixedRowLayout(rowHeight: 44)
    let delegate = RecordingDelegate()
    let collectionView = makeCollectionView(layout: layout, dataSource: dataSource, delegate: delegate)
    let a0Cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    let contextsBefore = layout.dataSourceCountContexts
    var finished: Bool?
    try collectionView.performCheckedBatchUpdates(
      {
        dataSource.sections = [
          ["N1", "a0", "a2", "b0", "a3", "a5", "a6", "a8", "a9"], ["b1", "b2", "a7", "b3", "b4", "N2"],
        ]
        collectionView.deleteItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 1, section: 0)])
        collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
        collectionView.moveItem(at: IndexPath(item: 7, section: 0), to: IndexPath(item: 2, section: 1))
        collectionView.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 3, section: 0))
        collectionView.insertItems(at: [IndexPath(item: 5, section: 1), IndexPath(item: 0, section: 0)])
      }, completion: { finished = $0 })
    #expect(
      layout.recordedUpdates.last?.map(\.description) == [
        "delete [0, 1] -> nil", "delete [0, 4] -> nil", "insert nil -> [0, 0]", "insert nil -> [1, 5]",
        "reload [0, 2] -> [0, 2]", "move [0, 7] -> [1, 2]", "move [1, 0] -> [0, 3]",
      ])
    #expect(layout.dataSourceCountContexts == contextsBefore + 1)
    #expect(layout.finalizeUpdatesCount == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 9)
    #expect(collectionView.numberOfItems(inSection: 1) == 6)
    #expect(finished == nil)
    collectionView.advance(by: 0.15)
    #expect(finished == nil)
    collectionView.advance(by: 0.15)
    #expect(finished == true)
    // Every visible cell shows the model's value at its index path.
    var expected: [IndexPath: String] = [:]
    for (section, values) in dataSource.sections.enumerated() {
      for (item, value) in values.enumerated() { expected[IndexPath(item: item, section: section)] = value }
    }
    #expect(shownValues(collectionView) == expected)
    // a0 kept its cell (moved to (0,1)); a2 was reloaded (asked twice); survivors asked once.
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === a0Cell)
    #expect(dataSource.cellRequests["a2"] == 2)
    #expect(dataSource.cellRequests["a0"] == 1)
    #expect(dataSource.cellRequests["b0"] == 1)
    #expect(dataSource.cellRequests["N1"] == 1)
    #expect(delegate.violations.isEmpty)
  }

  @Test func insertedItemsFadeInAndOthersSlideOverThreeTenthsOfASecond() throws {
    let dataSource = ValueDataSource(sections: [(0..<5).map { "a\($0)" }])
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    try collectionView.performCheckedBatchUpdates {
      dataSource.sections[0].insert("new", at: 0)
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    let inserted = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let shifted = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    // Start: the new cell transparent at its final place; a0 still at y = 0.
    #expect(inserted.alpha == 0)
    #expect(shifted.frame.minY == 0)
    // Halfway (t = 0.15 of 0.3) the ease-in-out curve (symmetric) is at 0.5: alpha 0.5, y = 22.
    collectionView.advance(by: 0.15)
    #expect(abs(inserted.alpha - 0.5) < 1e-6)
    #expect(abs(shifted.frame.minY - 22) < 1e-6)
    collectionView.advance(by: 0.15)
    #expect(inserted.alpha == 1)
    #expect(shifted.frame.minY == 44)
  }

  @Test func deletedItemsFadeOutAndEndDisplayingAfterTheAnimation() throws {
    let dataSource = ValueDataSource(sections: [(0..<5).map { "a\($0)" }])
    let delegate = RecordingDelegate()
    let collectionView = makeCollectionView(
      layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource, delegate: delegate)
    let doomed = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    try collectionView.performCheckedBatchUpdates {
      dataSource.sections[0].remove(at: 2)
      collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    }
    #expect(delegate.didEndDisplayingTotal == 0)
    collectionView.advance(by: 0.15)
    #expect(abs(doomed.alpha - 0.5) < 1e-6)
    collectionView.advance(by: 0.2)
    #expect(delegate.didEndDisplaying[IndexPath(item: 2, section: 0)] == 1)
    #expect(collectionView.indexPathsForVisibleItems.count == 4)
    #expect(delegate.violations.isEmpty)
  }

  @Test func sectionOperationsMapCellsAcrossSections() throws {
    // s0 = a0 a1, s1 = b0 b1 b2, s2 = c0. Delete s0, insert a new s1 (n0), move old s2 to 0:
    // new sections: 0 = old s2 (move), 1 = inserted, 2 = old s1 (the survivor fills the free slot).
    let dataSource = ValueDataSource(sections: [["a0", "a1"], ["b0", "b1", "b2"], ["c0"]])
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    let b1Cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 1))
    try collectionView.performCheckedBatchUpdates {
      dataSource.sections = [["c0"], ["n0"], ["b0", "b1", "b2"]]
      collectionView.deleteSections(IndexSet(integer: 0))
      collectionView.insertSections(IndexSet(integer: 1))
      collectionView.moveSection(2, toSection: 0)
    }
    collectionView.advance(by: 0.3)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 2)) === b1Cell)
    #expect(shownValues(collectionView)[IndexPath(item: 0, section: 1)] == "n0")
    #expect(shownValues(collectionView)[IndexPath(item: 0, section: 0)] == "c0")
  }

  @Test func singleUpdatesOutsideABatchAreBatchesOfTheirOwn() throws {
    let (collectionView, dataSource, layout) = make()
    dataSource.sections[0].append("a5")
    collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
    #expect(layout.recordedUpdates.count == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 6)
    dataSource.sections[1].remove(at: 0)
    collectionView.deleteItems(at: [IndexPath(item: 0, section: 1)])
    #expect(layout.recordedUpdates.count == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 2)
    dataSource.sections[1][0] = "B1"
    collectionView.reloadSections(IndexSet(integer: 1))
    collectionView.advance(by: 0.3)
    #expect(shownValues(collectionView)[IndexPath(item: 0, section: 1)] == "B1")
  }
}
