import Foundation
import Testing
import TrellisUIKit

/// One column of 300 × 40 rows with line spacing 10 and side insets 10 in a 320 × 480 view: row
/// i is at y = 50·i…50·i + 40, so its spring's anchor is (160, 50·i + 20).
@Suite("Corpus: a UIKit Dynamics bouncy list (damping 0.5, frequency 0.8, divisor 500)") @MainActor
struct BouncyFlowLayoutTests {
  @MainActor final class Scene {
    let dataSource = CorpusDataSource(counts: [30])
    let layout = BouncyFlowLayout()
    let collectionView: UICollectionView

    init() {
      layout.itemSize = CGSize(width: 300, height: 40)
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
      collectionView = makeCorpusCollectionView(
        layout: layout, size: CGSize(width: 320, height: 480), dataSource: dataSource)
    }

    func centerY(_ item: Int) -> CGFloat? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.center.y
    }
  }

  @Test("a 20-point scroll drags each row by 20·distance/500, capped at 20")
  func dragsByDistance() throws {
    let scene = Scene()
    #expect(scene.layout.animator.behaviors.count == 30)
    // The finger touches at view y 100 and moves up 20: the offset goes 0 → 20. The layout is
    // asked while the bounds still have offset 0, so the touch is at content y 80.
    scene.collectionView.handleTouch(.began, at: CGPoint(x: 160, y: 100), time: 0)
    scene.collectionView.handleTouch(.moved, at: CGPoint(x: 160, y: 80), time: 0.02)
    #expect(scene.collectionView.contentOffset.y == 20)
    // Row 4: anchor 220, 140 from the touch: 20·140/500 = 5.6.
    #expect(abs(try #require(scene.centerY(4)) - 225.6) < 1e-9)
    // Row 1: anchor 70, 10 from the touch: 0.4.
    #expect(abs(try #require(scene.centerY(1)) - 70.4) < 1e-9)
    // Row 12: anchor 620, 540 away: 21.6 > 20, capped at the delta: 640.
    #expect(abs(try #require(scene.centerY(12)) - 640) < 1e-9)
  }

  @Test("let go, a row overshoots its anchor by about e^(−πζ/√(1−ζ²)) ≈ 16% and settles")
  func springsBack() throws {
    let scene = Scene()
    scene.collectionView.handleTouch(.began, at: CGPoint(x: 160, y: 100), time: 0)
    scene.collectionView.handleTouch(.moved, at: CGPoint(x: 160, y: 80), time: 0.02)
    scene.collectionView.handleTouch(.cancelled, at: CGPoint(x: 160, y: 80), time: 0.02)
    // Row 4 starts 5.6 below its anchor (220), at rest. An underdamped spring with ζ = 0.5
    // overshoots by e^(−π·0.5/√0.75) = 0.163 of the displacement (docs/uikit-reference.md,
    // "Closed forms for tests"), 0.91 points above the anchor.
    var lowest = CGFloat.greatestFiniteMagnitude
    for _ in 0..<240 {
      scene.collectionView.advance(by: 1.0 / 120)
      lowest = min(lowest, try #require(scene.centerY(4)))
    }
    let overshoot = (220 - lowest) / 5.6
    #expect(overshoot > 0.14 && overshoot < 0.19)
    // The 2% settling time is about 4/(ζω₀) = 4/(0.5·2π·0.8) ≈ 1.6 s; after 6 s in all the row
    // is back on its anchor, within the animator's rest tolerance (0.5 pt), and the animator has
    // paused.
    scene.collectionView.advance(by: 4)
    #expect(abs(try #require(scene.centerY(4)) - 220) < 0.5)
    #expect(!scene.layout.animator.isRunning)
  }
}
