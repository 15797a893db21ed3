import Foundation
import Testing

@testable import Trellis

@Suite("CollectionView layout transitions")
struct CollectionViewTransitionTests {
  @Test func anAnimatedTransitionInterpolatesBetweenTheTwoLayouts() throws {
    let dataSource = ValueDataSource(count: 40)
    let list = FixedRowLayout(rowHeight: 44)
    let grid = FixedRowLayout(rowHeight: 100, columns: 2)
    let collectionView = makeCollectionView(layout: list, dataSource: dataSource)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    var finished: Bool?
    collectionView.setCollectionViewLayout(grid, animated: true) { finished = $0 }
    #expect(list.transitionCalls == ["to", "finalize"])
    #expect(grid.transitionCalls == ["from", "finalize"])
    #expect(collectionView.collectionViewLayout === grid)
    #expect(list.collectionView == nil)
    // Start: the list frame of item 3: (0, 132, 390, 44), centre (195, 154).
    #expect(cell.center == CGPoint(x: 195, y: 154))
    // End: the grid puts item 3 in row 1, column 1: (195, 100, 195, 100), centre (292.5, 150).
    // Halfway (ease-in-out at 0.5 is 0.5): centre (243.75, 152), size 292.5 × 72.
    collectionView.advance(by: 0.15)
    #expect(abs(cell.center.x - 243.75) < 1e-6)
    #expect(abs(cell.center.y - 152) < 1e-6)
    #expect(abs(cell.frame.width - 292.5) < 1e-6)
    #expect(abs(cell.frame.height - 72) < 1e-6)
    #expect(finished == nil)
    collectionView.advance(by: 0.15)
    #expect(finished == true)
    #expect(cell.frame == CGRect(x: 195, y: 100, width: 195, height: 100))
    // The grid shows 2 × ceil(844/100) = 18 items.
    #expect(collectionView.indexPathsForVisibleItems.count == 18)
  }

  @Test func aTransitionWithoutAnimationAppliesAtOnce() throws {
    let dataSource = ValueDataSource(count: 40)
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    var finished: Bool?
    collectionView.setCollectionViewLayout(FixedRowLayout(rowHeight: 100, columns: 2), animated: false) {
      finished = $0
    }
    #expect(finished == true)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 195, y: 100, width: 195, height: 100))
  }
}
