import Foundation
import Testing

@testable import Trellis

/// A delegate that keeps moving items out of the first two places.
private final class GuardingDelegate: CollectionViewDelegate {
  func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposedIndexPath.item < 2 ? IndexPath(item: 2, section: proposedIndexPath.section) : proposedIndexPath
  }
}

@Suite("CollectionView interactive movement")
struct CollectionViewInteractiveMovementTests {
  /// 30 items of 44 points; row r's centre is at y = 44r + 22.
  private func make() -> (CollectionView, ValueDataSource) {
    let dataSource = ValueDataSource(count: 30)
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    return (collectionView, dataSource)
  }

  private func value(at item: Int, _ collectionView: CollectionView, section: Int = 0) -> String? {
    (collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? ValueCell)?.value
  }

  @Test func movingAnItemShowsTheOthersInTheirWouldBePlacesAndEndsWithOneMove() throws {
    let (collectionView, dataSource) = make()
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    #expect(collectionView.isInteractivelyMoving)
    // Over row 5 (centre y = 242): the layout's default target is the cell containing the point.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 242))
    collectionView.layoutIfNeeded()
    // In-flight order: 0 1 3 4 5 2 6 …; item3 now shows at (0, 2), top 88.
    #expect(value(at: 2, collectionView) == "item3")
    #expect(value(at: 4, collectionView) == "item5")
    #expect(value(at: 5, collectionView) == "item2")
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 88)
    // The moving cell follows the position, above everything.
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
    #expect(moving.center == CGPoint(x: 195, y: 242))
    #expect(moving.zIndex == Int.max)
    // Between rows: the target stays, the cell follows.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 250))
    collectionView.layoutIfNeeded()
    #expect(moving.center.y == 250)
    #expect(dataSource.moves.isEmpty)
    let requests = dataSource.requestCount

    collectionView.endInteractiveMovement()
    #expect(dataSource.moves.count == 1)
    #expect(dataSource.moves.first?.0 == IndexPath(item: 2, section: 0))
    #expect(dataSource.moves.first?.1 == IndexPath(item: 5, section: 0))
    collectionView.advance(by: 0.3)
    // Row 5 spans 220…264; the moved cell settled there without being asked for again.
    #expect(moving.frame == CGRect(x: 0, y: 220, width: 390, height: 44))
    #expect(value(at: 5, collectionView) == "item2")
    #expect(dataSource.requestCount == requests)
    #expect(!collectionView.isInteractivelyMoving)
  }

  @Test func cancellingPutsEverythingBackAndTellsTheDataSourceNothing() {
    let (collectionView, dataSource) = make()
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 242))
    collectionView.layoutIfNeeded()
    collectionView.cancelInteractiveMovement()
    collectionView.advance(by: 0.3)
    #expect(dataSource.moves.isEmpty)
    #expect(value(at: 2, collectionView) == "item2")
    #expect(value(at: 3, collectionView) == "item3")
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 88)
  }

  @Test func itemsThatCannotMoveOrDoNotExistAreRefused() {
    let (collectionView, dataSource) = make()
    dataSource.immovable = [IndexPath(item: 1, section: 0)]
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 30, section: 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
    #expect(!collectionView.isInteractivelyMoving)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
  }

  @Test func theDelegateCanRedirectTheTarget() {
    let (collectionView, dataSource) = make()
    let delegate = GuardingDelegate()
    collectionView.delegate = delegate
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
    // Over row 0 (y = 22): redirected to 2.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 22))
    collectionView.endInteractiveMovement()
    #expect(dataSource.moves.first?.1 == IndexPath(item: 2, section: 0))
    #expect(dataSource.sections[0].prefix(4) == ["item0", "item1", "item5", "item2"])
  }

  @Test func movingAcrossSectionsChangesTheInFlightCounts() {
    let dataSource = ValueDataSource(sections: [["a0", "a1", "a2"], ["b0", "b1", "b2"]])
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    // Section 1 starts at 3 × 44 = 132; its row 1 (b1) is centred at 132 + 66 = 198.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 198))
    // While it moves, section 0 has 2 items and section 1 has 4.
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    collectionView.endInteractiveMovement()
    collectionView.advance(by: 0.3)
    #expect(dataSource.sections == [["a0", "a2"], ["b0", "a1", "b1", "b2"]])
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    #expect(shownValues(collectionView)[IndexPath(item: 1, section: 1)] == "a1")
    #expect(shownValues(collectionView)[IndexPath(item: 1, section: 0)] == "a2")
  }

  @Test func holdingAnItemNearTheBottomEdgeAutoScrolls() {
    let (collectionView, _) = make()
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 17, section: 0)))
    // 10 points above the bottom edge (844 − 10): speed 800 · (1 − 10/60) = 666.67 pt/s, and
    // the item keeps its place under the finger, so after 0.3 s the offset is 200 (capped by
    // the content: 30 × 44 − 844 = 476).
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 834))
    for _ in 0..<18 { collectionView.advance(by: 1.0 / 60) }
    #expect(abs(collectionView.contentOffset.y - 200) < 1e-6)
    for _ in 0..<60 { collectionView.advance(by: 1.0 / 60) }
    #expect(collectionView.contentOffset.y == 476)
    collectionView.endInteractiveMovement()
  }

  /// The classic tutorial's long-press reordering built from public API only: a snapshot view
  /// follows the finger, and whenever the finger crosses into another cell the model and the
  /// collection view swap the item there with `moveItem(at:to:)`.
  @Test func theTutorialSnapshotReorderingIsBuildableWithPublicAPI() throws {
    let (collectionView, dataSource) = make()
    // Long press on row 1 (y = 66): take a snapshot of the cell and hide the cell.
    var finger = CGPoint(x: 195, y: 66)
    var source = try #require(collectionView.indexPathForItem(at: finger))
    let cell = try #require(collectionView.cellForItem(at: source))
    let snapshot = CollectionReusableView(frame: cell.frame)
    cell.isHidden = true
    // Drag down to row 4 (y = 198) in 11-point steps.
    while finger.y < 198 {
      finger.y += 11
      snapshot.center = CGPoint(x: snapshot.center.x, y: finger.y)
      if let target = collectionView.indexPathForItem(at: finger), target != source {
        try collectionView.performCheckedBatchUpdates {
          let value = dataSource.sections[0].remove(at: source.item)
          dataSource.sections[0].insert(value, at: target.item)
          collectionView.moveItem(at: source, to: target)
        }
        source = target
      }
      collectionView.advance(by: 1.0 / 60)
    }
    collectionView.advance(by: 0.3)
    #expect(snapshot.center.y == 198)
    #expect(source == IndexPath(item: 4, section: 0))
    #expect(dataSource.sections[0].prefix(5) == ["item0", "item2", "item3", "item4", "item1"])
    #expect(collectionView.cellForItem(at: source) === cell)
    #expect(value(at: 1, collectionView) == "item2")
  }
}
