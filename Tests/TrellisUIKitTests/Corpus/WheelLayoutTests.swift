import Foundation
import Testing
import TrellisUIKit

/// Five 133 × 173 cards, radius 500, in a 320 × 480 view (docs/uikit-reference.md,
/// "Circular cards").
///
/// anglePerItem = atan(133/500); the anchor point is (0.5, (86.5 + 500)/173), so the pivot is 500
/// points below a card's centre. At offset 0 the angle is 0: card i is rotated by i·anglePerItem
/// about the pivot (160, 240 + 500) = (160, 740). Its centre goes to
/// (160 + 500·sin θ, 740 − 500·cos θ) and its frame is the bounding box of the turned card,
/// 133·cos θ + 173·sin θ wide and 133·sin θ + 173·cos θ high.
@Suite("Corpus: wheel of cards transformed by the cell's apply(_:) through its layer") @MainActor
struct WheelLayoutTests {
  @MainActor final class Scene {
    let dataSource = WheelDataSource(count: 5)
    let layout = WheelLayout()
    let collectionView: UICollectionView

    init() {
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      collectionView.register(WheelCell.self, forCellWithReuseIdentifier: "WheelCell")
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int) -> WheelCell? {
      collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? WheelCell
    }
  }

  @Test("the top card hangs from a pivot 500 points below its centre and shows where the layout put it")
  func topCard() throws {
    let scene = Scene()
    let cell = try #require(scene.cell(0))
    let anchorY: CGFloat = 586.5 / 173
    #expect(cell.layer.anchorPoint == CGPoint(x: 0.5, y: anchorY))
    // The layout's centre (160, 240) moved down by (anchorY − 0.5)·173 = 500: the pivot.
    #expect(abs(cell.center.y - 740) < 1e-9)
    // Not rotated: the frame is the card's box about (160, 240).
    #expect(isNearly(cell.frame, CGRect(x: 93.5, y: 153.5, width: 133, height: 173)))
    #expect(cell.layer.zPosition == 0)
    #expect(cell.contentView.layer.rasterizationScale == 3)
  }

  @Test("the next card is turned by atan(133/500) about the pivot and sits behind")
  func secondCard() throws {
    let scene = Scene()
    let cell = try #require(scene.cell(1))
    let theta = atan(CGFloat(133) / 500)
    let center = CGPoint(x: 160 + 500 * sin(theta), y: 740 - 500 * cos(theta))
    let width = 133 * cos(theta) + 173 * sin(theta)
    let height = 133 * sin(theta) + 173 * cos(theta)
    let expected = CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    #expect(isNearly(cell.frame, expected, within: 1e-9))
    #expect(abs(cell.layer.zPosition - (-theta * 100)) < 1e-9)
  }

  @Test("scrolled to the end, the last card is on top")
  func scrolledToTheEnd() throws {
    let scene = Scene()
    // Content 5·133 = 665 wide: the end is at 665 − 320 = 345, where the angle is
    // angleAtExtreme = −4·anglePerItem, so card 4 is at angle 0, centred on 345 + 160 = 505.
    scene.collectionView.contentOffset = CGPoint(x: 345, y: 0)
    scene.collectionView.layoutIfNeeded()
    let cell = try #require(scene.cell(4))
    #expect(isNearly(cell.frame, CGRect(x: 438.5, y: 153.5, width: 133, height: 173), within: 1e-9))
    #expect(abs(cell.layer.zPosition) < 1e-9)
  }
}
