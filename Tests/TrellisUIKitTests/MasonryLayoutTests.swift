import Testing
import TrellisUIKit

/// The masonry layout hosted in a `UICollectionView`, driven as a UIKit view controller would.
///
/// Worked numbers for a 320-point-wide view, 2 columns, insets (16, 8, 16, 8), spacing 8:
/// the usable width is 320 − 8 − 8 = 304 and each column (304 − 8)/2 = 148 wide, at x = 8 and
/// x = 8 + 148 + 8 = 164. Heights 120, 60, 100, 40, 80 go into the shortest column (leftmost on a
/// tie), each column starting at y = 16:
///   0 → column 0 at y 16  (column 0 now ends at 16 + 120 + 8 = 144)
///   1 → column 1 at y 16  (column 1 ends at 16 + 60 + 8 = 84)
///   2 → column 1 at y 84  (84 < 144; column 1 ends at 84 + 100 + 8 = 192)
///   3 → column 0 at y 144 (144 < 192; column 0 ends at 144 + 40 + 8 = 192)
///   4 → column 0 at y 192 (tie at 192: leftmost; column 0 ends at 192 + 80 + 8 = 280)
/// Content height: 280 − 8 (no spacing after the last item) + 16 (bottom inset) = 288.
@Suite("UIKit-style masonry layout") @MainActor
struct MasonryLayoutTests {
  /// Keeps the controller alive: the collection view holds its data source weakly, as UIKit does.
  @MainActor final class Scene {
    let controller = PhotosController(photos: [("a", 120), ("b", 60), ("c", 100), ("d", 40), ("e", 80)])
    let layout = MasonryLayout(numberOfColumns: 2)
    let collectionView: UICollectionView

    init() {
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
      layout.delegate = controller
      collectionView.dataSource = controller
      collectionView.layoutIfNeeded()
    }

    func frame(ofItem item: Int) -> CGRect? {
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
  }

  @Test("items go into the shortest column: frames and content size match the worked example")
  func framesInTwoColumns() {
    let scene = Scene()
    #expect(scene.frame(ofItem: 0) == CGRect(x: 8, y: 16, width: 148, height: 120))
    #expect(scene.frame(ofItem: 1) == CGRect(x: 164, y: 16, width: 148, height: 60))
    #expect(scene.frame(ofItem: 2) == CGRect(x: 164, y: 84, width: 148, height: 100))
    #expect(scene.frame(ofItem: 3) == CGRect(x: 8, y: 144, width: 148, height: 40))
    #expect(scene.frame(ofItem: 4) == CGRect(x: 8, y: 192, width: 148, height: 80))
    #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 288))
    #expect(scene.layout.prepareCount == 1)
  }

  @Test("a rect query returns exactly the items it crosses: y 0…100 crosses items 0, 1, 2")
  func rectQuery() {
    let scene = Scene()
    let top = scene.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 100)) ?? []
    #expect(top.map(\.indexPath.item).sorted() == [0, 1, 2])
    // x 0…150, y 150…160 crosses only item 3 (8…156 × 144…184).
    let slice =
      scene.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 150, height: 10)) ?? []
    #expect(slice.map(\.indexPath.item) == [3])
  }

  @Test("the data source's dequeued cells are placed at the layout's frames")
  func cellsArePlaced() throws {
    let scene = Scene()
    let cell = try #require(
      scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
    #expect(cell.photoName == "c")
    #expect(cell.frame == CGRect(x: 164, y: 84, width: 148, height: 100))
    #expect(cell.reuseIdentifier == PhotoCell.reuseIdentifier)
  }

  @Test("scrolling without a width change does not re-prepare the layout")
  func scrollingKeepsLayout() {
    let scene = Scene()
    scene.collectionView.contentOffset = CGPoint(x: 0, y: 100)
    scene.collectionView.layoutIfNeeded()
    #expect(scene.layout.prepareCount == 1)
    #expect(scene.frame(ofItem: 4) == CGRect(x: 8, y: 192, width: 148, height: 80))
  }

  @Test("changing numberOfColumns to 3 invalidates: columns 96 wide at x 8, 112, 216")
  func threeColumns() {
    // (304 − 2·8)/3 = 96. Tops 16, 16, 16:
    //   0 → col 0 y 16 (ends 144); 1 → col 1 y 16 (ends 84); 2 → col 2 y 16 (ends 124);
    //   3 → col 1 y 84 (ends 132); 4 → col 2 y 124 (ends 212). Height 212 − 8 + 16 = 220.
    let scene = Scene()
    scene.layout.numberOfColumns = 3
    scene.collectionView.layoutIfNeeded()
    #expect(scene.layout.prepareCount == 2)
    #expect(scene.frame(ofItem: 0) == CGRect(x: 8, y: 16, width: 96, height: 120))
    #expect(scene.frame(ofItem: 1) == CGRect(x: 112, y: 16, width: 96, height: 60))
    #expect(scene.frame(ofItem: 2) == CGRect(x: 216, y: 16, width: 96, height: 100))
    #expect(scene.frame(ofItem: 3) == CGRect(x: 112, y: 84, width: 96, height: 40))
    #expect(scene.frame(ofItem: 4) == CGRect(x: 216, y: 124, width: 96, height: 80))
    #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 220))
  }

  @Test("reloadData after appending a photo places it in the shortest column")
  func reloadDataAddsItem() {
    // Column ends after item 4: [280, 192] → item 5 (height 150) goes to column 1 at y 192,
    // which then ends at 192 + 150 + 8 = 350; content height 350 − 8 + 16 = 358.
    let scene = Scene()
    scene.controller.photos.append(("f", 150))
    scene.collectionView.reloadData()
    scene.collectionView.layoutIfNeeded()
    #expect(scene.frame(ofItem: 5) == CGRect(x: 164, y: 192, width: 148, height: 150))
    #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 358))
  }

  @Test("rotating to 480 × 320 re-lays the columns 228 wide (UIKit asks before the bounds change)")
  func rotationRelaysColumns() {
    // UIKit calls shouldInvalidateLayout(forBoundsChange:) while collectionView.bounds is still
    // the old bounds, which is what the `newBounds.width != collectionView.bounds.width` idiom
    // relies on. Columns: (480 − 16 − 8)/2 = 228, at x 8 and 244.
    let scene = Scene()
    scene.collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    scene.collectionView.layoutIfNeeded()
    #expect(scene.frame(ofItem: 0) == CGRect(x: 8, y: 16, width: 228, height: 120))
    #expect(scene.frame(ofItem: 1) == CGRect(x: 244, y: 16, width: 228, height: 60))
  }
}
