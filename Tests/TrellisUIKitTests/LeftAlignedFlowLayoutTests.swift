import Testing
import TrellisUIKit

/// The left-aligned flow layout in a 320-point-wide view: insets 10, spacing 10, tags 40 high
/// with widths 100, 120, 40, 200, 50.
///
/// Worked lines (docs/uikit-reference.md, "UICollectionViewFlowLayout"): the usable width is 300.
/// Line 1 takes 100 + 10 + 120 + 10 + 40 = 280 ≤ 300 (adding 200 would overflow); line 2 takes
/// 200 + 10 + 50 = 260. The flow layout justifies line 1 (not the last line): the 300 − 260 = 40
/// points of slack become two gaps of 20, so x = 10, 130, 270. Left-aligned, the gaps are the
/// minimum 10: x = 10, 120, 250. Line 2 is the last line with varying sizes, left-aligned by the
/// flow layout already: x = 10, 220. Lines at y = 10 and 10 + 40 + 10 = 60; content height
/// 60 + 40 + 10 = 110.
@Suite("UIKit-style left-aligned flow layout") @MainActor
struct LeftAlignedFlowLayoutTests {
  @MainActor final class Scene {
    let controller = TagsController(tagWidths: [100, 120, 40, 200, 50])
    let collectionView: UICollectionView

    init(layout: UICollectionViewFlowLayout) {
      layout.sectionInset = UIEdgeInsetsMake(10, 10, 10, 10)
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 10
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
      collectionView.dataSource = controller
      collectionView.delegate = controller
      collectionView.layoutIfNeeded()
    }

    func cellFrames() -> [CGRect] {
      let attributes =
        collectionView.collectionViewLayout.layoutAttributesForElements(
          in: CGRect(x: 0, y: 0, width: 320, height: 480))
        ?? []
      return attributes.filter { $0.representedElementCategory == .cell }.sorted {
        $0.indexPath < $1.indexPath
      }
      .map(\.frame)
    }
  }

  @Test("every line starts at the left inset with the minimum spacing between tags")
  func leftAligned() {
    let scene = Scene(layout: LeftAlignedFlowLayout())
    #expect(
      scene.cellFrames() == [
        CGRect(x: 10, y: 10, width: 100, height: 40),
        CGRect(x: 120, y: 10, width: 120, height: 40),
        CGRect(x: 250, y: 10, width: 40, height: 40),
        CGRect(x: 10, y: 60, width: 200, height: 40),
        CGRect(x: 220, y: 60, width: 50, height: 40),
      ])
    #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 110))
  }

  @Test("the plain flow layout justifies the first line, which is why the subclass exists")
  func plainFlowJustifies() {
    let scene = Scene(layout: UICollectionViewFlowLayout())
    #expect(
      scene.cellFrames() == [
        CGRect(x: 10, y: 10, width: 100, height: 40),
        CGRect(x: 130, y: 10, width: 120, height: 40),
        CGRect(x: 270, y: 10, width: 40, height: 40),
        CGRect(x: 10, y: 60, width: 200, height: 40),
        CGRect(x: 220, y: 60, width: 50, height: 40),
      ])
  }
}
