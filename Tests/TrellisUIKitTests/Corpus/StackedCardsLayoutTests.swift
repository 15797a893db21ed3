import Testing
import TrellisUIKit

/// Five 280 × 400 cards in a 320 × 568 view, top inset 40, steps of 20 points down and 5% scale
/// per card, three cards visible.
///
/// Card i at depth d = min(i, 2) is centred on (160, 40 + 200 + 20·d) and scaled by 1 − 0.05·d;
/// its frame is the scaled card about that centre (the perspective `m34` and the z translation
/// do not enter the frame). Its zIndex is 5 − i.
@Suite("Corpus: stacked cards with zIndex and a perspective transform3D") @MainActor
struct StackedCardsLayoutTests {
  @MainActor final class Scene {
    let dataSource = CorpusDataSource(counts: [5])
    let layout = StackedCardsLayout()
    let collectionView: UICollectionView

    init() {
      collectionView = makeCorpusCollectionView(
        layout: layout, size: CGSize(width: 320, height: 568), dataSource: dataSource)
    }

    func cell(_ item: Int) -> UICollectionViewCell? {
      collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    }
  }

  @Test("the deck: scaled, lowered, behind one another, the fourth card hidden")
  func deck() throws {
    let scene = Scene()
    #expect(scene.collectionView.cellFrame(0) == CGRect(x: 20, y: 40, width: 280, height: 400))
    // Card 1: 266 × 380 about (160, 260).
    #expect(isNearly(scene.collectionView.cellFrame(1), CGRect(x: 27, y: 70, width: 266, height: 380)))
    // Card 2: 252 × 360 about (160, 280).
    #expect(isNearly(scene.collectionView.cellFrame(2), CGRect(x: 34, y: 100, width: 252, height: 360)))
    let top = try #require(scene.cell(0))
    let second = try #require(scene.cell(1))
    #expect(top.layer.zPosition == 5 && second.layer.zPosition == 4)
    #expect(second.transform3D.m34 == -1.0 / 500)
    #expect(second.layer.transform.m43 == -10)
    #expect(try #require(scene.cell(3)).isHidden)
  }

  @Test("swiping the top card away flies it off to the right while the deck moves up")
  func swipe() throws {
    let scene = Scene()
    let top = try #require(scene.cell(0))
    let second = try #require(scene.cell(1))
    scene.collectionView.performBatchUpdates({
      scene.dataSource.counts[0] = 4
      scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    })
    // Half-way (the ease-in-out curve is at one half at half the time): centre x from 160 to
    // 160 + 320 = 480, so 320; alpha 0.5.
    scene.collectionView.advance(by: 0.15)
    #expect(abs(top.center.x - 320) < 1e-6)
    #expect(abs(top.alpha - 0.5) < 1e-6)
    scene.collectionView.advance(by: 0.15)
    #expect(top.superview == nil)
    // The old second card is on top now, full size.
    #expect(second.frame == CGRect(x: 20, y: 40, width: 280, height: 400))
    #expect(second.layer.zPosition == 4)
  }
}
