import Foundation
import Testing

@testable import Trellis

/// A data source that ignores the dequeue and always returns a fresh cell.
private final class FreshCellDataSource: CollectionViewDataSource {
  var values = ["a", "b", "c"]
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    values.count
  }
  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = ValueCell(frame: .zero)
    cell.value = values[indexPath.item]
    return cell
  }
}

/// `reconfigureItems(at:)` (iOS 15) and `performWithoutAnimation(_:)`.
@Suite("CollectionView reconfigure and updates without animation") @MainActor
struct CollectionViewReconfigureTests {
  /// 10 items of 44 points in a 390×844 view: all visible.
  private func make() -> (CollectionView, ValueDataSource) {
    let dataSource = ValueDataSource(count: 10)
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    return (collectionView, dataSource)
  }

  private func cell(_ collectionView: CollectionView, _ item: Int) -> ValueCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? ValueCell
  }

  @Test func reconfiguringKeepsTheCellAndRunsTheDataSourceOnIt() {
    let (collectionView, dataSource) = make()
    let before = cell(collectionView, 3)
    let requests = dataSource.requestCount
    let distinct = dataSource.distinctCells.count
    dataSource.sections[0][3] = "changed"
    collectionView.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
    // The data source was asked once, got the same cell back from the dequeue, and configured it.
    #expect(cell(collectionView, 3) === before)
    #expect(before?.value == "changed")
    #expect(dataSource.requestCount == requests + 1)
    #expect(dataSource.distinctCells.count == distinct)
  }

  @Test func itemsWithoutACellAndMalformedPathsAreIgnored() {
    let dataSource = ValueDataSource(count: 100)
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    let requests = dataSource.requestCount
    // Row 90 is at y = 3960, far below the 844-point view and its lingering margin.
    collectionView.reconfigureItems(at: [
      IndexPath(item: 90, section: 0), IndexPath(index: 1), IndexPath(item: 0, section: 7),
    ])
    #expect(dataSource.requestCount == requests)
  }

  @Test func insideABatchPathsAreOldAndReconfigureAtTheirNewPlaces() throws {
    let (collectionView, dataSource) = make()
    let item2 = cell(collectionView, 2)
    let requests = dataSource.requestCount
    try collectionView.performCheckedBatchUpdates {
      dataSource.sections[0].insert("new", at: 0)
      dataSource.sections[0][3] = "item2 changed"  // item2 is now at 3
      dataSource.sections[0].remove(at: 6)  // item5 (old 5) deleted
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
      collectionView.reconfigureItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 5, section: 0)])
    }
    // item2's cell moved to 0-3 and was configured there; the deleted item5 was skipped; the
    // inserted item got a new cell: two requests in all.
    #expect(cell(collectionView, 3) === item2)
    #expect(item2?.value == "item2 changed")
    #expect(dataSource.requestCount == requests + 2)
    collectionView.advance(by: 0.5)
    #expect(shownValues(collectionView)[IndexPath(item: 3, section: 0)] == "item2 changed")
  }

  @Test func aDifferentCellFromTheDataSourceReplacesTheOldOne() {
    let dataSource = FreshCellDataSource()
    let delegate = RecordingDelegate()
    let collectionView = RetainingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FixedRowLayout(rowHeight: 44))
    collectionView.retained = [dataSource, delegate]
    collectionView.dataSource = dataSource
    collectionView.delegate = delegate
    collectionView.layoutIfNeeded()
    let old = cell(collectionView, 1)
    dataSource.values[1] = "B"
    collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    let new = cell(collectionView, 1)
    #expect(new !== old && new?.value == "B")
    // Shown in the old cell's place; the delegate heard the swap.
    #expect(new?.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
    #expect(delegate.didEndDisplaying[IndexPath(item: 1, section: 0)] == 1)
    #expect(delegate.willDisplay[IndexPath(item: 1, section: 0)] == 2)
    #expect(delegate.violations.isEmpty)
  }

  @Test func aBatchWithoutAnimationTakesEffectAtOnceAndCompletes() throws {
    let (collectionView, dataSource) = make()
    var finished: Bool?
    try collectionView.performWithoutAnimation {
      #expect(collectionView.areAnimationsDisabled)
      try collectionView.performCheckedBatchUpdates(
        {
          dataSource.sections[0].remove(at: 0)
          collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
      // Completed with true before performBatchUpdates returned.
      #expect(finished == true)
    }
    #expect(!collectionView.areAnimationsDisabled)
    #expect(!collectionView.isAnimatingUpdates)
    // item1 is now row 0, already at y = 0.
    #expect(cell(collectionView, 0)?.value == "item1")
    #expect(cell(collectionView, 0)?.frame.minY == 0)
  }

  @Test func aLayoutTransitionWithoutAnimationCompletesAtOnce() {
    let (collectionView, _) = make()
    var finished: Bool?
    collectionView.performWithoutAnimation {
      collectionView.setCollectionViewLayout(FixedRowLayout(rowHeight: 60), animated: true) { finished = $0 }
    }
    #expect(finished == true)
    #expect(!collectionView.isAnimatingUpdates)
    #expect(cell(collectionView, 2)?.frame.minY == 120)
  }
}
