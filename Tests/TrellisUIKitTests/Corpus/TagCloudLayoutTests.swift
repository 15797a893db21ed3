import Testing
import TrellisUIKit

/// Tags 80, 90, 60 and 200 wide, 30 high, insets and spacings 8, in a 200-point-wide view.
///
/// The usable width is 200 − 16 = 184, so a line ends at x 192. Line 1 (y 8): 80 at 8, 90 at
/// 96 (ends at 186); 60 would end at 194 + 60 > 192: line 2 (y 46): 60 at 8; the 200-point tag
/// is cut to 184 and does not fit after it: line 3 (y 84) at 8. Height 84 + 30 + 8 = 122.
@Suite("Corpus: a tag cloud using MAXFLOAT, NSIndexPath, CGSize.equalTo and CACurrentMediaTime") @MainActor
struct TagCloudLayoutTests {
  @MainActor final class Scene {
    let dataSource = CorpusDataSource(counts: [4])
    let sizes = TagSizes(widths: [80, 90, 60, 200])
    let layout = TagCloudLayout()
    let collectionView: UICollectionView

    init() {
      layout.delegate = sizes
      collectionView = makeCorpusCollectionView(
        layout: layout, size: CGSize(width: 200, height: 300), dataSource: dataSource)
    }
  }

  @Test("tags wrap onto lines; the long one is cut to the line")
  func wrapping() throws {
    let scene = Scene()
    #expect(scene.collectionView.cellFrame(0) == CGRect(x: 8, y: 8, width: 80, height: 30))
    #expect(scene.collectionView.cellFrame(1) == CGRect(x: 96, y: 8, width: 90, height: 30))
    #expect(scene.collectionView.cellFrame(2) == CGRect(x: 8, y: 46, width: 60, height: 30))
    #expect(scene.collectionView.cellFrame(3) == CGRect(x: 8, y: 84, width: 184, height: 30))
    #expect(scene.collectionView.contentSize == CGSize(width: 200, height: 122))
    let fitting = try #require(scene.sizes.fittingSizes.first)
    #expect(fitting.width == 184 && fitting.height == CGFloat(MAXFLOAT))
    #expect(scene.layout.frameDescriptions().first == "{{8, 8}, {80, 30}}")
    #expect(scene.layout.lastPrepareDuration >= 0)
  }

  @Test("scrolling keeps the layout; a new width lays it out again")
  func invalidation() {
    let scene = Scene()
    #expect(scene.layout.prepareCount == 1)
    scene.collectionView.contentOffset = CGPoint(x: 0, y: 10)
    scene.collectionView.layoutIfNeeded()
    #expect(scene.layout.prepareCount == 1)
    // 300 wide: the line ends at 292; 80, 90 and 60 fit (60 at 194…254), 200 goes to line 2.
    scene.collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    scene.collectionView.layoutIfNeeded()
    #expect(scene.layout.prepareCount == 2)
    #expect(scene.collectionView.cellFrame(2) == CGRect(x: 194, y: 8, width: 60, height: 30))
    #expect(scene.collectionView.cellFrame(3) == CGRect(x: 8, y: 46, width: 200, height: 30))
    #expect(scene.collectionView.contentSize.height == 84)
  }
}
