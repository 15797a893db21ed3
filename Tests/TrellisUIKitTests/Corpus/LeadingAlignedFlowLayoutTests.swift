import Testing
import TrellisUIKit

/// Tags 100, 120, 40, 200 and 50 wide in a 320-point view, insets 10, spacings 10.
///
/// Worked lines (docs/uikit-reference.md, "UICollectionViewFlowLayout"): the usable width is 300;
/// line 1 takes 100 + 10 + 120 + 10 + 40 = 280 (200 more would overflow), line 2 takes
/// 200 + 10 + 50 = 260.
/// Leading-aligned left to right: x = 10, 120, 250 and 10, 220. Right to left the lines start at
/// 320 − 10 = 310 and run leftwards: 310 − 100 = 210, 210 − 10 − 120 = 80, 80 − 10 − 40 = 30;
/// 310 − 200 = 110, 110 − 10 − 50 = 50. Those are the mirror images (x′ = 320 − maxX) of the
/// left-to-right frames, which is what the collection view shows for a layout that lets it flip.
@Suite("Corpus: leading-aligned flow layout, right-to-left aware") @MainActor
struct LeadingAlignedFlowLayoutTests {
  @MainActor final class Scene {
    let dataSource = CorpusDataSource(counts: [5])
    let delegate = TagWidthsDelegate(widths: [100, 120, 40, 200, 50])
    let collectionView: UICollectionView

    init(layout: UICollectionViewFlowLayout, direction: UISemanticContentAttribute) {
      layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 10
      collectionView = makeCorpusCollectionView(
        layout: layout, size: CGSize(width: 320, height: 480), dataSource: dataSource
      ) { [delegate] collectionView in
        collectionView.delegate = delegate
        collectionView.semanticContentAttribute = direction
      }
    }

    var minXs: [CGFloat?] { (0..<5).map { collectionView.cellFrame($0)?.minX } }
  }

  @Test("left to right: every line starts at the left inset")
  func leftToRight() {
    let scene = Scene(layout: LeadingAlignedFlowLayout(), direction: .forceLeftToRight)
    #expect(scene.minXs == [10, 120, 250, 10, 220])
    #expect(scene.collectionView.cellFrame(3) == CGRect(x: 10, y: 60, width: 200, height: 40))
  }

  @Test("right to left: every line starts at the right inset, computed by the layout itself")
  func rightToLeft() {
    let layout = LeadingAlignedFlowLayout()
    let scene = Scene(layout: layout, direction: .forceRightToLeft)
    #expect(scene.minXs == [210, 80, 30, 110, 50])
    // Asked for one item, the layout answers the same.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 80)
  }

  @Test("a left-aligned layout that lets the collection view flip it shows the same frames")
  func mirroredByTheCollectionView() {
    let scene = Scene(layout: LeftAlignedMirroredFlowLayout(), direction: .forceRightToLeft)
    #expect(scene.minXs == [210, 80, 30, 110, 50])
  }
}
