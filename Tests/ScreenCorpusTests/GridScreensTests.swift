import Testing
import TrellisUIKit

@testable import ScreenCorpus

/// The grid screens at 390 points wide, their frames worked out from the layouts' definitions.
@MainActor
@Suite("Screen corpus: grids")
struct GridScreensTests {
  @Test("grid: four items of 390 × 0.25 = 97.5 points to a row; 100 items make 25 rows")
  func grid() {
    let screen = GridViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // The collection view fills the screen's view (autoresizing from view.bounds).
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    for item in [0, 1, 3, 4, 42, 99] {
      let column = CGFloat(item % 4)
      let row = CGFloat(item / 4)
      #expect(
        itemFrame(collectionView, 0, item)
          == CGRect(x: 97.5 * column, y: 97.5 * row, width: 97.5, height: 97.5))
    }
    #expect(collectionView.contentSize == CGSize(width: 390, height: 25 * 97.5))
    // The text cell's label is held 10 points inside the content view by its constraints.
    let cell = collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? TextCell
    #expect(cell?.label.text == "5")
    #expect(cell?.label.frame == CGRect(x: 10, y: 10, width: 77.5, height: 77.5))
    _ = window
  }

  @Test("inset items grid: each 97.5-point cell of the grid holds an item inset by 6: 85.5 points square")
  func insetItemsGrid() {
    let screen = InsetItemsGridViewController()
    let window = host(screen)
    for item in [0, 1, 2, 3, 4, 97] {
      let column = CGFloat(item % 4)
      let row = CGFloat(item / 4)
      #expect(
        itemFrame(screen.collectionView, 0, item)
          == CGRect(x: 97.5 * column + 6, y: 97.5 * row + 6, width: 85.5, height: 85.5))
    }
    _ = window
  }

  @Test("two columns: (390 − 2 × 12 − 12) / 2 = 177 points wide, rows 50 + 12 apart")
  func twoColumns() {
    let screen = TwoColumnViewController()
    let window = host(screen)
    for item in [0, 1, 2, 3, 59] {
      let x: CGFloat = item % 2 == 0 ? 12 : 12 + 177 + 12
      let y = 12 + CGFloat(item / 2) * (50 + 12)
      #expect(itemFrame(screen.collectionView, 0, item) == CGRect(x: x, y: y, width: 177, height: 50))
    }
    // 12 + 30 rows × 50 + 29 gaps × 12 + 12 = 1,872.
    #expect(screen.collectionView.contentSize.height == 1872)
    _ = window
  }

  @Test("nested groups: a 234-point leading item beside two stacked 117-point items, insets 8")
  func nestedGroups() {
    let screen = NestedGroupsViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // The group is 390 wide and 0.6 × 390 = 234 high; the leading item 0.6 × 390 = 234 wide; the
    // trailing group 0.4 × 390 = 156 wide, each of its items half of 234 = 117 high.
    #expect(itemFrame(collectionView, 0, 0) == CGRect(x: 8, y: 8, width: 218, height: 218))
    #expect(itemFrame(collectionView, 0, 1) == CGRect(x: 242, y: 8, width: 140, height: 101))
    #expect(itemFrame(collectionView, 0, 2) == CGRect(x: 242, y: 125, width: 140, height: 101))
    // The second group starts 234 points lower; a section of 9 items is 3 groups, 702 points.
    #expect(itemFrame(collectionView, 0, 3) == CGRect(x: 8, y: 242, width: 218, height: 218))
    #expect(itemFrame(collectionView, 1, 0) == CGRect(x: 8, y: 702 + 8, width: 218, height: 218))
    _ = window
  }
}
