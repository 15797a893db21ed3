import Testing
import TrellisUIKit

@testable import ScreenCorpus

/// The list screens that change under the finger or the navigation bar: the list appearances
/// (each appearance's insets from CollectionLayoutListConfiguration's table: plain and plain
/// sidebar edge to edge with no top inset, grouped 35 down, inset grouped 20 in and 35 down,
/// sidebar 10 in; rows 44 tall) and the emoji explorer (a sideways row of 80-point tiles, an
/// outline, a list with swipe actions and a context menu; docs/lists.md, docs/context-menus.md).
@MainActor
@Suite("Screen corpus: interactive lists")
struct InteractiveListScreensTests {
  /// The view point (the collection view's own coordinates) of content point `point`.
  private func viewPoint(_ collectionView: UICollectionView, _ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - collectionView.contentOffset.x, y: point.y - collectionView.contentOffset.y)
  }

  @Test(
    "list appearances: the button steps plain → grouped → inset grouped → sidebar → plain sidebar → plain")
  func listAppearances() throws {
    let screen = ListAppearancesViewController()
    let window = host(screen)
    let collectionView = try #require(screen.collectionView)
    // Plain: edge to edge, no top inset. Section 0 is a header and three rows (0 … 176); section 1
    // starts right after it.
    #expect(close(itemFrame(collectionView, 0, 0), CGRect(x: 0, y: 0, width: 390, height: 44)))
    #expect(close(itemFrame(collectionView, 0, 3), CGRect(x: 0, y: 132, width: 390, height: 44)))
    #expect(close(itemFrame(collectionView, 1, 0), CGRect(x: 0, y: 176, width: 390, height: 44)))
    let button = try #require(screen.navigationItem.rightBarButtonItem)
    #expect(button.title == "Grouped")

    // Grouped: 35 points above each section: 35 … 211, then 211 + 35 = 246.
    #expect(button.performPrimaryAction())
    collectionView.layoutIfNeeded()
    #expect(screen.appearance == .grouped)
    #expect(close(itemFrame(collectionView, 0, 0), CGRect(x: 0, y: 35, width: 390, height: 44)))
    #expect(close(itemFrame(collectionView, 1, 0), CGRect(x: 0, y: 246, width: 390, height: 44)))
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Inset Grouped")

    // Inset grouped: the same, 20 points in from each side.
    #expect(screen.navigationItem.rightBarButtonItem?.performPrimaryAction() == true)
    collectionView.layoutIfNeeded()
    #expect(close(itemFrame(collectionView, 0, 1), CGRect(x: 20, y: 79, width: 350, height: 44)))
    #expect(close(itemFrame(collectionView, 1, 2), CGRect(x: 20, y: 334, width: 350, height: 44)))

    // Sidebar: 10 points in, no top inset; separators off.
    #expect(screen.navigationItem.rightBarButtonItem?.performPrimaryAction() == true)
    collectionView.layoutIfNeeded()
    #expect(close(itemFrame(collectionView, 0, 1), CGRect(x: 10, y: 44, width: 370, height: 44)))
    let row = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    #expect(row.separatorView.isHidden)

    // Plain sidebar, then plain again.
    #expect(screen.navigationItem.rightBarButtonItem?.performPrimaryAction() == true)
    collectionView.layoutIfNeeded()
    #expect(close(itemFrame(collectionView, 0, 1), CGRect(x: 0, y: 44, width: 390, height: 44)))
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Plain")
    #expect(screen.navigationItem.rightBarButtonItem?.performPrimaryAction() == true)
    collectionView.layoutIfNeeded()
    #expect(screen.appearance == .plain)

    // A tap on the Colors header folds its three rows: Shapes moves up to y = 44.
    let header = viewPoint(collectionView, CGPoint(x: 100, y: 22))
    collectionView.handleTouch(.began, at: header, time: 0)
    collectionView.handleTouch(.ended, at: header, time: 0.05)
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
    #expect(close(itemFrame(collectionView, 1, 0), CGRect(x: 0, y: 44, width: 390, height: 44)))
    _ = window
  }

  @Test("emoji explorer: tiles 80 wide 90 apart, the outline from y 135, the list from y 434")
  func emojiExplorerFrames() throws {
    let screen = EmojiExplorerViewController()
    let window = host(screen)
    let collectionView = try #require(screen.collectionView)
    // Recents: 80-point tiles inside 10-point insets, 10 apart: x = 10 + 90 i.
    #expect(close(itemFrame(collectionView, 0, 0), CGRect(x: 10, y: 10, width: 80, height: 80)))
    #expect(close(itemFrame(collectionView, 0, 3), CGRect(x: 280, y: 10, width: 80, height: 80)))
    // The outline starts 35 below the recents (10 + 80 + 10 = 100): Smileys (expanded) and its
    // three emoji, then Animals and Food, collapsed: 135, 179, 223, 267, 311, 355.
    #expect(collectionView.numberOfItems(inSection: 1) == 6)
    #expect(close(itemFrame(collectionView, 1, 0), CGRect(x: 20, y: 135, width: 350, height: 44)))
    #expect(close(itemFrame(collectionView, 1, 5), CGRect(x: 20, y: 355, width: 350, height: 44)))
    let child = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? UICollectionViewListCell)
    #expect(child.indentationLevel == 1)
    // The list: 355 + 44 + 35 = 434, seven rows.
    #expect(collectionView.numberOfItems(inSection: 2) == 7)
    #expect(close(itemFrame(collectionView, 2, 0), CGRect(x: 20, y: 434, width: 350, height: 44)))
    #expect(close(itemFrame(collectionView, 2, 6), CGRect(x: 20, y: 698, width: 350, height: 44)))
    _ = window
  }

  @Test("emoji explorer: a full swipe right stars the row; its context menu copies and deletes")
  func emojiExplorerSwipeAndMenu() throws {
    let screen = EmojiExplorerViewController()
    let window = host(screen)
    let collectionView = try #require(screen.collectionView)
    // A swipe from x 30 to x 300 on "Grinning Face" (434 … 478): 270 points, past 60 % of the
    // row's 350 (210), performs the leading action, Star.
    let y = 456.0
    var time = 0.0
    collectionView.handleTouch(.began, at: viewPoint(collectionView, CGPoint(x: 30, y: y)), time: time)
    for step in 1...9 {
      time += 1.0 / 60
      collectionView.advance(by: 1.0 / 60)
      collectionView.handleTouch(
        .moved, at: viewPoint(collectionView, CGPoint(x: 30 + 30 * Double(step), y: y)), time: time)
    }
    collectionView.handleTouch(.ended, at: viewPoint(collectionView, CGPoint(x: 300, y: y)), time: time)
    collectionView.advance(by: 1)
    time += 1
    #expect(screen.starred == ["Grinning Face"])
    let starredRow = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 2)) as? UICollectionViewListCell)
    #expect(starredRow.accessories.count == 1)

    // A press held ½ s on "Tears of Joy" (478 … 522) shows Copy, Star, Delete; Copy copies 😂.
    let press = viewPoint(collectionView, CGPoint(x: 200, y: 500))
    time += 1
    collectionView.handleTouch(.began, at: press, time: time)
    collectionView.advance(by: 0.5)
    time += 0.5
    collectionView.handleTouch(.ended, at: press, time: time)
    let menu = try #require(collectionView.contextMenuLayout)
    #expect(menu.rows.map(\.element.title) == ["Copy", "Star", "Delete"])
    func tap(_ row: Int) {
      let frame = menu.rows[row].frame
      time += 0.5
      collectionView.handleTouch(.began, at: CGPoint(x: frame.midX, y: frame.midY), time: time)
      collectionView.handleTouch(.ended, at: CGPoint(x: frame.midX, y: frame.midY), time: time + 0.05)
    }
    tap(0)
    #expect(screen.copiedText == "😂")
    #expect(collectionView.contextMenuLayout == nil)

    // Again, then Delete: the list loses the row.
    time += 1
    collectionView.handleTouch(.began, at: press, time: time)
    collectionView.advance(by: 0.5)
    time += 0.5
    collectionView.handleTouch(.ended, at: press, time: time)
    tap(2)
    collectionView.advance(by: 1)
    #expect(collectionView.numberOfItems(inSection: 2) == 6)
    #expect(screen.dataSource.snapshot(for: .list).items.map(\.title).contains("Tears of Joy") == false)
    _ = window
  }
}
