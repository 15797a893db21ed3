import Foundation
import Testing

@testable import Trellis

/// Records prefetch calls and cell requests in one log.
private final class PrefetchRecorder: CollectionViewDataSourcePrefetching {
  var prefetched: [[Int]] = []
  var cancelled: [[Int]] = []
  var announced = Set<Int>()

  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths.map(\.item))
    announced.formUnion(indexPaths.map(\.item))
  }

  func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths.map(\.item))
  }
}

@Suite("CollectionView prefetching")
struct CollectionViewPrefetchingTests {
  @Test func itemsAScreenAheadAreAnnouncedAndAReversalCancelsThem() {
    let dataSource = ValueDataSource(count: 1_000)
    let recorder = PrefetchRecorder()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FixedRowLayout(rowHeight: 44))
    collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.prefetchDataSource = recorder
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    // Visible rows 0…19; the screen below is [844, 1688): rows 19…38, row 19 being visible.
    #expect(recorder.prefetched == [Array(20...38)])
    // Scroll down in 10-point steps; the ahead set is recomputed once the view has moved a
    // quarter screen (211 points), i.e. at y = 220: ahead [1064, 1908) is rows 24…43, visible
    // rows are 5…24, so 39…43 are new.
    for step in 1...22 {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 10)
      collectionView.layoutIfNeeded()
    }
    #expect(recorder.prefetched == [Array(20...38), Array(39...43)])
    #expect(recorder.cancelled.isEmpty)
    // Every cell requested below the first screen had been announced first.
    for item in 20...24 { #expect(recorder.announced.contains(item)) }
    // Reverse by 10 points (y = 210): ahead is now [−634, 210): rows 0…4; rows 4…23 are visible,
    // so 0…3 are announced and the outstanding 25…43 are cancelled.
    collectionView.contentOffset = CGPoint(x: 0, y: 210)
    collectionView.layoutIfNeeded()
    #expect(recorder.cancelled == [Array(25...43)])
    #expect(recorder.prefetched.last == Array(0...3))
  }

  @Test func cellsThatJustLeftAreShownAgainWithoutBeingRequested() {
    let dataSource = ValueDataSource(count: 1_000)
    let delegate = RecordingDelegate()
    let collectionView = makeCollectionView(
      layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource, delegate: delegate)
    // Down 100 points: rows 0 and 1 (0…88) leave; they stay within the quarter-screen margin.
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    #expect(delegate.didEndDisplaying[IndexPath(item: 0, section: 0)] == 1)
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    #expect(delegate.willDisplay[IndexPath(item: 0, section: 0)] == 2)
    #expect(delegate.willDisplay[IndexPath(item: 1, section: 0)] == 2)
    #expect(dataSource.cellRequests["item0"] == 1)
    #expect(dataSource.cellRequests["item1"] == 1)
    // Far away (beyond 211 points past the edge), the lingering cells are reused instead.
    collectionView.contentOffset = CGPoint(x: 0, y: 4_400)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    #expect(dataSource.cellRequests["item0"] == 2)
    #expect(delegate.violations.isEmpty)
  }

  @Test func aFullScreenOfArrivalsTakesBackItsLingeringCells() {
    // The fuzzing campaign's hang (a 10,000 × 10,000 view of tiny cells dragged about): a whole
    // screen of cells arriving while more linger, each arrival searching the lingering list
    // (10⁸ steps a frame at 10,000 cells); they are now matched in one pass. Smaller here, the
    // same shape: 100 × 100 cells, 20 a row, so the 2,000 × 2,000 view shows rows 0…19 (400
    // cells). One screen down ([2,000, 4,000)), the kept area reaches a quarter screen (500) past
    // the bounds: rows 15…19 (items 300…399, frames ending after y = 1,500) linger, rows 0…14 go
    // back to the pool. Back at the top, all 400 cells arrive while 500 linger (those 100 and the
    // second screen's 400): items 300…399 get their own cells back without asking the data
    // source; items 0…299 are asked for a second time.
    let dataSource = ValueDataSource(count: 1_000_000)
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 2_000, height: 2_000), layout: layout, dataSource: dataSource)
    #expect(collectionView.visibleCells.count == 400)
    let lastCell = collectionView.cellForItem(at: IndexPath(item: 399, section: 0))
    collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.count == 400)
    #expect(dataSource.cellRequests["item0"] == 2)
    #expect(dataSource.cellRequests["item299"] == 2)
    #expect(dataSource.cellRequests["item300"] == 1)
    #expect(dataSource.cellRequests["item399"] == 1)
    #expect(collectionView.cellForItem(at: IndexPath(item: 399, section: 0)) === lastCell)
    #expect(shownValues(collectionView)[IndexPath(item: 399, section: 0)] == "item399")
  }

  @Test func withPrefetchingDisabledNothingIsAnnouncedOrKept() {
    let dataSource = ValueDataSource(count: 1_000)
    let recorder = PrefetchRecorder()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FixedRowLayout(rowHeight: 44))
    collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.isPrefetchingEnabled = false
    collectionView.prefetchDataSource = recorder
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    #expect(recorder.prefetched.isEmpty)
    #expect(dataSource.cellRequests["item0"] == 2)
  }
}
