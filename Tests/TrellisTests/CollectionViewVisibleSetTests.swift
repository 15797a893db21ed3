import Foundation
import Testing

@testable import Trellis

@Suite("CollectionView visible set and reuse")
struct CollectionViewVisibleSetTests {
  /// Rows intersecting [y, y + 844) with 44-point rows: floor(y/44) … ceil((y + 844)/44) − 1.
  static func expectedRows(at y: CGFloat, count: Int) -> [IndexPath] {
    let first = Int((y / 44).rounded(.down))
    let last = min(count - 1, Int(((y + 844) / 44).rounded(.up)) - 1)
    return (first...last).map { IndexPath(item: $0, section: 0) }
  }

  @Test func visibleRowsAtOffsetsFollowTheRowFormula() {
    let dataSource = ValueDataSource(count: 10_000)
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    // Content height: 10,000 × 44 = 440,000.
    #expect(collectionView.contentSize == CGSize(width: 390, height: 440_000))
    // y = 0: rows 0…19 (ceil(844/44) = ceil(19.18) = 20 rows).
    #expect(collectionView.indexPathsForVisibleItems == Self.expectedRows(at: 0, count: 10_000))
    #expect(collectionView.indexPathsForVisibleItems.count == 20)
    // y = 40: rows 0…20 (ceil(884/44) = ceil(20.09) = 21 rows).
    collectionView.contentOffset = CGPoint(x: 0, y: 40)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.count == 21)
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    // y = 220,000 (row 5,000 exactly at the top): rows 5,000…5,019.
    collectionView.contentOffset = CGPoint(x: 0, y: 220_000)
    collectionView.layoutIfNeeded()
    #expect(
      collectionView.indexPathsForVisibleItems == (5_000...5_019).map { IndexPath(item: $0, section: 0) })
    let values = shownValues(collectionView)
    #expect(values[IndexPath(item: 5_007, section: 0)] == "item5007")
  }

  @Test func scrollingThroughTenThousandItemsReusesABoundedNumberOfCells() {
    let dataSource = ValueDataSource(count: 10_000)
    let delegate = RecordingDelegate()
    let collectionView = makeCollectionView(
      layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource, delegate: delegate)
    // Scroll to the end (440,000 − 844 = 439,156) in 21-point steps.
    var y: CGFloat = 0
    var frames = 0
    var maxPool = 0
    while y < 439_156 {
      y = min(y + 21, 439_156)
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      collectionView.layoutIfNeeded()
      frames += 1
      if frames % 97 == 0 {
        #expect(collectionView.indexPathsForVisibleItems == Self.expectedRows(at: y, count: 10_000))
      }
      maxPool = max(maxPool, collectionView.pooledViewCount)
    }
    #expect(collectionView.indexPathsForVisibleItems == Self.expectedRows(at: 439_156, count: 10_000))
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 9_999, section: 0))
    // Cells alive at once: at most 21 visible, plus lingering cells within a quarter screen
    // (844/4 = 211 points, which 44-point rows can straddle 6 of), plus the pool, which holds
    // only the cells a frame freed (a 21-point step frees at most one row, pruned after the
    // arrivals of the same pass, so one more may be created): 21 + 6 + 2 = 29.
    #expect(dataSource.distinctCells.count <= 29)
    #expect(maxPool <= 2)
    // Every item was requested exactly once: no item was shown twice in this one-way scroll.
    #expect(dataSource.requestCount == 10_000)
    #expect(delegate.violations.isEmpty)
    #expect(delegate.willDisplayTotal == 10_000)
    // Displayed and not yet ended: the visible rows at the end.
    #expect(delegate.willDisplayTotal - delegate.didEndDisplayingTotal == 20)
  }

  @Test func willDisplayAndDidEndDisplayingAreCalledOncePerAppearance() {
    let dataSource = ValueDataSource(count: 100)
    let delegate = RecordingDelegate()
    let collectionView = makeCollectionView(
      layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource, delegate: delegate)
    #expect(delegate.willDisplayTotal == 20)
    #expect(delegate.didEndDisplayingTotal == 0)
    // Jump far (no lingering overlap): rows 0…19 end, rows 50…69 appear (y = 2,200 = 50 × 44).
    collectionView.contentOffset = CGPoint(x: 0, y: 2_200)
    collectionView.layoutIfNeeded()
    #expect(delegate.didEndDisplayingTotal == 20)
    #expect(delegate.willDisplayTotal == 40)
    // Same offset again: nothing new.
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: 2_200)
    collectionView.layoutIfNeeded()
    #expect(delegate.willDisplayTotal == 40)
    // Back to the top: the first rows appear a second time, each once more.
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    #expect(delegate.willDisplay[IndexPath(item: 0, section: 0)] == 2)
    #expect(delegate.didEndDisplaying[IndexPath(item: 0, section: 0)] == 1)
    #expect(delegate.violations.isEmpty)
  }

  @Test func cellQueriesAnswerForVisibleItemsOnly() {
    let dataSource = ValueDataSource(count: 100)
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
    #expect((cell as? ValueCell)?.value == "item3")
    // Row 3 spans y 132…176; its applied frame says so.
    #expect(cell?.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
    #expect(cell.flatMap { collectionView.indexPath(for: $0) } == IndexPath(item: 3, section: 0))
    #expect(collectionView.cellForItem(at: IndexPath(item: 50, section: 0)) == nil)
    // Point (10, 150) lies in row floor(150/44) = 3.
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 150)) == IndexPath(item: 3, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 100 * 44 + 1)) == nil)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame.minY == 440)
    #expect(collectionView.visibleCells.count == 20)
  }

  @Test func cellsReceiveNewAttributesWhenTheLayoutChangesThem() {
    let dataSource = ValueDataSource(count: 30)
    let layout = FixedRowLayout(rowHeight: 44)
    let collectionView = makeCollectionView(layout: layout, dataSource: dataSource)
    layout.rowHeight = 50
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    // Row 2 now spans 100…150.
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
    // 844/50 = 16.88 → rows 0…16.
    #expect(collectionView.indexPathsForVisibleItems.count == 17)
  }

  @Test func reloadDataEndsDisplayingAndAsksAgain() {
    let dataSource = ValueDataSource(count: 30)
    let delegate = RecordingDelegate()
    let collectionView = makeCollectionView(
      layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource, delegate: delegate)
    dataSource.sections = [(0..<5).map { "new\($0)" }]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
    #expect(collectionView.indexPathsForVisibleItems.count == 5)
    #expect(delegate.didEndDisplayingTotal == 20)
    #expect(shownValues(collectionView)[IndexPath(item: 4, section: 0)] == "new4")
    #expect(delegate.violations.isEmpty)
  }

  @Test func boundsChangesAreOfferedToTheLayout() {
    let dataSource = ValueDataSource(count: 100)
    let layout = FixedRowLayout(rowHeight: 44)
    let collectionView = makeCollectionView(layout: layout, dataSource: dataSource)
    let before = layout.boundsChangeQueries
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    collectionView.contentOffset = CGPoint(x: 0, y: 20)
    #expect(layout.boundsChangeQueries == before + 2)
    layout.invalidatesOnBoundsChange = true
    let prepares = layout.prepareCount
    collectionView.contentOffset = CGPoint(x: 0, y: 30)
    collectionView.layoutIfNeeded()
    #expect(layout.prepareCount == prepares + 1)
  }

  /// A layout whose rect query reads the collection view's visible items and cells, as some
  /// real layouts do (to keep the cells on screen steady). The query runs before the visible set
  /// is rebuilt, so it sees the previous pass's cells.
  final class VisibleReadingLayout: CollectionViewLayout {
    private(set) var seen: [[IndexPath]] = []
    private(set) var seenCellCounts: [Int] = []
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 100 * 44) }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
      if let collectionView {
        seen.append(collectionView.indexPathsForVisibleItems)
        seenCellCounts.append(collectionView.visibleCells.count)
      }
      let first = max(0, Int((rect.minY / 44).rounded(.down)))
      let last = min(99, Int((rect.maxY / 44).rounded(.up)) - 1)
      guard first <= last else { return [] }
      return (first...last).map { item in
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: 0, y: CGFloat(item) * 44, width: 390, height: 44)
        return attributes
      }
    }
  }

  @Test func aLayoutMayReadTheVisibleItemsWhileItAnswersARectQuery() {
    let layout = VisibleReadingLayout()
    let collectionView = makeCollectionView(layout: layout, dataSource: ValueDataSource(count: 100))
    // First pass: nothing was visible yet when the layout was asked; rows 0…19 are shown
    // (ceil(844/44) = 20 rows).
    #expect(layout.seen.last == [])
    #expect(collectionView.indexPathsForVisibleItems == Self.expectedRows(at: 0, count: 100))
    // Scroll by 440 points (10 rows): the query sees the previous pass's rows 0…19 and 20
    // cells; afterwards rows 10…29 are shown.
    collectionView.contentOffset = CGPoint(x: 0, y: 440)
    collectionView.layoutIfNeeded()
    #expect(layout.seen.last == Self.expectedRows(at: 0, count: 100))
    #expect(layout.seenCellCounts.last == 20)
    #expect(collectionView.indexPathsForVisibleItems == Self.expectedRows(at: 440, count: 100))
  }
}
