import Testing
import TrellisUIKit

/// Five 200 × 300 items, spacing 20, in a 320 × 400 view.
///
/// The insets set in prepare() are (320 − 200)/2 = 60 on each side, so item i is at
/// x = 60 + 220·i (pitch 200 + 20) and the content is 60 + 5·200 + 4·20 + 60 = 1200 wide. A
/// column holds one item (two would need 610 > 400), centred across the 400-point height
/// (docs/uikit-reference.md, "UICollectionViewFlowLayout": an item alone on a line is centred;
/// the last line reuses the positions of a uniform grid): y = 50. An item d points from the
/// visible centre has scale 1 − 0.2·min(d/220, 1).
@Suite("Corpus: carousel that sets its insets in prepare()") @MainActor
struct CarouselFlowLayoutTests {
  @MainActor final class Scene {
    let dataSource = CorpusDataSource(counts: [5])
    let layout = CarouselFlowLayout()
    let collectionView: UICollectionView

    init() {
      collectionView = makeCorpusCollectionView(
        layout: layout, size: CGSize(width: 320, height: 400), dataSource: dataSource)
    }
  }

  @Test("the first pass already centres item 0: x 60…260")
  func centredOnTheFirstPass() {
    let scene = Scene()
    #expect(scene.collectionView.contentSize == CGSize(width: 1200, height: 400))
    #expect(scene.collectionView.cellFrame(0) == CGRect(x: 60, y: 50, width: 200, height: 300))
    // Item 1 is a whole page (220) from the centre: scale 0.8 about its centre (380, 200).
    #expect(isNearly(scene.collectionView.cellFrame(1), CGRect(x: 300, y: 80, width: 160, height: 240)))
    #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.zPosition == 10)
  }

  @Test("half a page along, items 0 and 1 are both 110 from the centre: scale 0.9")
  func scalesWhileScrolling() {
    let scene = Scene()
    scene.collectionView.contentOffset = CGPoint(x: 110, y: 0)
    scene.collectionView.layoutIfNeeded()
    // 180 × 270 about (160, 200) and (380, 200).
    #expect(isNearly(scene.collectionView.cellFrame(0), CGRect(x: 70, y: 65, width: 180, height: 270)))
    #expect(isNearly(scene.collectionView.cellFrame(1), CGRect(x: 290, y: 65, width: 180, height: 270)))
  }

  @Test("a fling comes to rest with an item centred")
  func flingSnapsToAnItem() {
    let scene = Scene()
    let view = scene.collectionView
    // The finger moves 100 points left in 0.1 s: the offset is 100 and the content moves at
    // 1000 pt/s. Projected distance at the normal rate (docs/uikit-reference.md,
    // "UIScrollView physics"): 1000/1000 · 0.998/0.002 = 499, so the proposal is 599;
    // 599/220 = 2.72 rounds to page 3, offset 660, where item 3 (centre 60 + 660 + 100 = 820) is
    // in the middle of the view (660 + 160 = 820).
    view.handleTouch(.began, at: CGPoint(x: 300, y: 200), time: 0)
    view.handleTouch(.moved, at: CGPoint(x: 250, y: 200), time: 0.05)
    view.handleTouch(.moved, at: CGPoint(x: 200, y: 200), time: 0.1)
    view.handleTouch(.ended, at: CGPoint(x: 200, y: 200), time: 0.1)
    view.advance(by: 5)
    #expect(view.contentOffset == CGPoint(x: 660, y: 0))
    #expect(view.cellFrame(3) == CGRect(x: 720, y: 50, width: 200, height: 300))
  }
}
