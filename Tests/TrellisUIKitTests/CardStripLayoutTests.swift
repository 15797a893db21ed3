import Testing
import TrellisUIKit

private func isClose(_ a: CGRect?, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// The card strip in a 320 × 200 `UICollectionView` with 5 cards.
///
/// Worked numbers: side inset (320 − 100)/2 = 110, pitch 100 + 20 = 120, so card i's untransformed
/// frame is (110 + 120·i, (200 − 150)/2 = 25, 100, 150) and its centre (160 + 120·i, 100). Content
/// width 2·110 + 5·100 + 4·20 = 800. A card's scale is max(0.6, 1 − d/320) for a distance d from
/// the visible centre (contentOffset.x + 160); its frame is the scaled card about its centre.
@Suite("UIKit-style card strip layout") @MainActor
struct CardStripLayoutTests {
  @MainActor final class Scene {
    let controller = CardsController(cardCount: 5)
    let layout = CardStripLayout()
    let collectionView: UICollectionView

    init() {
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
      collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
      collectionView.dataSource = controller
      collectionView.delegate = controller
      collectionView.layoutIfNeeded()
    }

    func attributes(_ item: Int) -> CardLayoutAttributes? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) as? CardLayoutAttributes
    }
  }

  @Test("at offset 0 the centred card is full size and its neighbours shrink: 0.625, then the 0.6 floor")
  func scalesAtRest() throws {
    let scene = Scene()
    #expect(scene.collectionView.contentSize == CGSize(width: 800, height: 200))
    // Card 0: d = 0, scale 1.
    #expect(scene.attributes(0)?.frame == CGRect(x: 110, y: 25, width: 100, height: 150))
    // Card 1: d = 120, scale 1 − 120/320 = 0.625 → 62.5 × 93.75 about (280, 100).
    #expect(scene.attributes(1)?.frame == CGRect(x: 248.75, y: 53.125, width: 62.5, height: 93.75))
    // Card 2: d = 240, 1 − 0.75 = 0.25 < 0.6 → 60 × 90 about (400, 100).
    #expect(isClose(scene.attributes(2)?.frame, CGRect(x: 370, y: 55, width: 60, height: 90)))
    // Nearer cards are drawn above farther ones.
    #expect(scene.attributes(0)?.zIndex == 0)
    #expect(scene.attributes(1)?.zIndex == -120)
    #expect(scene.attributes(2)?.zIndex == -240)
    #expect(scene.attributes(1)?.dimming == 0.375)
    #expect(scene.attributes(1)?.anchorPoint == CGPoint(x: 0.5, y: 1))
  }

  @Test("the layout makes CardLayoutAttributes and its copies keep the card properties")
  func customAttributesClass() throws {
    let scene = Scene()
    let original = try #require(scene.attributes(1))
    let copy = try #require(original.copy() as? CardLayoutAttributes)
    #expect(copy !== original)
    #expect(copy.isEqual(original))
    #expect(copy.anchorPoint == CGPoint(x: 0.5, y: 1) && copy.dimming == 0.375)
    copy.dimming = 0
    #expect(!copy.isEqual(original))
  }

  @Test("scrolling to x = 60 sends a scales-only CardInvalidationContext and re-scales without rebuilding")
  func scrollingRescales() throws {
    let scene = Scene()
    #expect(scene.layout.rebuildCount == 1)
    scene.collectionView.contentOffset = CGPoint(x: 60, y: 0)
    let context = try #require(scene.layout.receivedContexts.last as? CardInvalidationContext)
    #expect(context.invalidateScalesOnly)
    #expect(!context.invalidateEverything)
    scene.collectionView.layoutIfNeeded()
    #expect(scene.layout.rebuildCount == 1)
    // Visible centre 220: cards 0 and 1 are both 60 away, scale 1 − 60/320 = 0.8125:
    // 81.25 × 121.875 about (160, 100) and (280, 100).
    #expect(scene.attributes(0)?.frame == CGRect(x: 119.375, y: 39.0625, width: 81.25, height: 121.875))
    #expect(scene.attributes(1)?.frame == CGRect(x: 239.375, y: 39.0625, width: 81.25, height: 121.875))
    #expect(scene.controller.scrollEvents == [CGPoint(x: 60, y: 0)])
  }

  @Test("visible cells receive the card attributes through apply(_:)")
  func cellsReadCustomAttributes() throws {
    let scene = Scene()
    scene.collectionView.contentOffset = CGPoint(x: 60, y: 0)
    scene.collectionView.layoutIfNeeded()
    let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CardCell)
    #expect(cell.dimming == 0.1875)
    #expect(cell.pivot == CGPoint(x: 0.5, y: 1))
    #expect(cell.transform == CGAffineTransform(scaleX: 0.8125, y: 0.8125))
  }

  @Test("reloadData() with a sixth card rebuilds the cards from scratch")
  func reloadDataRebuilds() {
    let scene = Scene()
    scene.controller.cardCount = 6
    scene.collectionView.reloadData()
    scene.collectionView.layoutIfNeeded()
    #expect(scene.layout.rebuildCount == 2)
    #expect(scene.collectionView.contentSize == CGSize(width: 920, height: 200))
    #expect(scene.attributes(5)?.center == CGPoint(x: 760, y: 100))
  }

  @Test(
    "targetContentOffset snaps to the nearest card centre: 130 → 120, 185 → 240, −40 → 0, 900 → 480",
    arguments: [(130.0, 120.0), (185.0, 240.0), (-40.0, 0.0), (900.0, 480.0)])
  func snapping(proposed: Double, expected: Double) {
    // Offset k·120 centres card k; 130/120 ≈ 1.08 → 1; 185/120 ≈ 1.54 → 2; clamped to cards 0…4.
    let scene = Scene()
    let target = scene.layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: proposed, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
    #expect(target == CGPoint(x: expected, y: 0))
  }
}
