import Testing
import TrellisUIKit

@testable import ScreenCorpus

/// The list screens of the corpus, hosted at 390 × 844, checked against frames worked out by
/// hand from the list metrics (CollectionLayoutListConfiguration's table: inset-grouped rows 20
/// points in, grouped sections 35 points down; rows at least 44 tall) and docs/lists.md.
@MainActor
@Suite("Screen corpus: lists")
struct ListScreensTests {
  @Test("simple list: inset-grouped rows 350 wide at x 20, 44 apart from y 35, texts 0, 1, 2 …")
  func simpleList() throws {
    let screen = SimpleListViewController()
    let window = host(screen)
    let collectionView = try #require(screen.collectionView)
    for item in 0..<5 {
      #expect(
        close(
          itemFrame(collectionView, 0, item),
          CGRect(x: 20, y: 35 + 44 * CGFloat(item), width: 350, height: 44)))
    }
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
    let content = try #require(cell.contentView as? UIListContentView)
    #expect(content.textLabel.text == "2")
    #expect(abs(content.textLabel.frame.minX - 16) < 1e-9)
    #expect(!cell.separatorView.isHidden)
    // A tap selects and the delegate deselects at once.
    collectionView.handleTouch(
      .began, at: CGPoint(x: 200, y: 35 + 44 * 2 + 20 - collectionView.contentOffset.y), time: 0)
    collectionView.handleTouch(
      .ended, at: CGPoint(x: 200, y: 35 + 44 * 2 + 20 - collectionView.contentOffset.y), time: 0.05)
    #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
    _ = window
  }

  @Test("outline: header rows fold their section; the next section moves up by the rows it hid")
  func outline() throws {
    let screen = OutlineListViewController()
    let window = host(screen)
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    // Section 0: the header and three rows from y 35; section 1 from 35 + 4 × 44 + 35 = 246.
    #expect(close(itemFrame(collectionView, 0, 0), CGRect(x: 20, y: 35, width: 350, height: 44)))
    #expect(close(itemFrame(collectionView, 0, 3), CGRect(x: 20, y: 167, width: 350, height: 44)))
    #expect(close(itemFrame(collectionView, 1, 0), CGRect(x: 20, y: 246, width: 350, height: 44)))
    let header = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect((header.contentView as? UIListContentView)?.textLabel.text == "FRUIT")
    #expect(header.accessoryViews.first?.symbolName == "chevron.down")
    #expect(
      close(header.accessoryViews.first?.frame, CGRect(x: 350 - 16 - 10, y: 13.5, width: 10, height: 17)))
    // A tap anywhere on the header folds the section (a header-style outline disclosure).
    let y = 35 + 20 - collectionView.contentOffset.y
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: y), time: 0)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: y), time: 0.05)
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
    #expect(close(itemFrame(collectionView, 1, 0), CGRect(x: 20, y: 35 + 44 + 35, width: 350, height: 44)))
    _ = window
  }

  @Test("custom cell list: value rows with a symbol, the value ending 12 points before the chevron")
  func customCells() throws {
    let screen = CustomCellListViewController()
    let window = host(screen)
    let collectionView = try #require(screen.collectionView)
    #expect(close(itemFrame(collectionView, 0, 1), CGRect(x: 0, y: 35 + 44, width: 390, height: 44)))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? SettingsItemCell)
    let content = try #require(cell.contentView as? UIListContentView)
    #expect(content.textLabel.text == "Wi-Fi")
    #expect(content.secondaryTextLabel.text == "Home")
    // The symbol is 17 points square (body at Large): the text at 16 + 17 + 16 = 49.
    #expect(abs(content.textLabel.frame.minX - 49) < 1e-9)
    // The content view ends 10 + 12 points before the cell's edge; the value 16 points before that.
    #expect(abs(cell.contentView.frame.maxX - (390 - 22)) < 1e-9)
    #expect(abs(content.secondaryTextLabel.frame.maxX - (390 - 22 - 16)) < 1e-9)
    #expect(content.imageView.tintColor == .systemOrange)
    // Selecting it turns its background systemGray5 (set by the cell for the state).
    collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray5)
    _ = window
  }
}
