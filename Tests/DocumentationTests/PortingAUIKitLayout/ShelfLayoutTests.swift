// The tests of the ported shelf, shown in the article "Porting a UIKit layout".

// snippet: porting-test
import Testing
import TrellisUIKit

@Suite("The ported shelf")
@MainActor
struct ShelfLayoutTests {
  /// A 320 × 200 collection view with the shelf of `ShelfController` (widths 120, 80, 160, 120,
  /// 100): cards 10 apart from x = 10, so at 10, 140, 230, 400 and 530; content 640 wide.
  func makeShelf(controller: ShelfController) -> (UICollectionView, ShelfLayout) {
    let layout = ShelfLayout()
    layout.delegate = controller
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    collectionView.dataSource = controller
    collectionView.layoutIfNeeded()
    return (collectionView, layout)
  }

  @Test func cardsTakeTheDelegatesWidthsAndMirrorInRightToLeft() throws {
    let controller = ShelfController()
    let (collectionView, layout) = makeShelf(controller: controller)
    #expect(collectionView.contentSize == CGSize(width: 640, height: 200))
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 140, y: 10, width: 80, height: 180))
    // x 130…140 lies between cards 0 and 1 and only touches them.
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 130, y: 0, width: 10, height: 200))?.isEmpty == true)

    // Right to left: the collection view mirrors the layout about the content's width,
    // x′ = 640 − maxX, and starts at the right end (offset 640 − 320 = 320).
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentOffset.x == 320)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 510, y: 10, width: 120, height: 180))
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
  }

  @Test func aDelegateWithoutTheMethodLeavesTheLayoutsWidth() {
    let controller = ShelfController()
    let (collectionView, layout) = makeShelf(controller: controller)
    let quiet = QuietShelfDelegate()
    layout.delegate = quiet
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    // Every card is `itemWidth`, 120: the third starts at 10 + 2 · 130 = 270.
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 270)
  }

  @Test func anInconsistentBatchChangesNothing() {
    let controller = ShelfController()
    let (collectionView, _) = makeShelf(controller: controller)
    // Five cards before and after, but one inserted: UIKit raises an exception. Trellis
    // changes nothing, prints UIKit's message and keeps the error.
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(collectionView.lastUpdateError?.kind == .invalidNumberOfItems)
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
    // The throwing spelling, for tests and code that wants to catch the mistake.
    #expect(throws: CollectionViewError.self) {
      try collectionView.performCheckedBatchUpdates {
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
  }
}
// end snippet
