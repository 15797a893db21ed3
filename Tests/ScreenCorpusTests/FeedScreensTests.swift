import Testing
import TrellisUIKit

@testable import ScreenCorpus

/// Sideways-scrolling sections, the conference screens, the search screen and the timer-driven
/// sort, at 390 points wide.
@MainActor
@Suite("Screen corpus: orthogonal sections, feeds, search and animation")
struct FeedScreensTests {
  @Test("orthogonal sections: 312-point groups (0.8 × 390) of a 202.8-point item and two stacked ones")
  func orthogonalSections() {
    let screen = OrthogonalScrollingViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // Leading item 0.65 × 312 = 202.8 wide, 240 high, inset 8; trailing group 0.35 × 312 = 109.2
    // wide, items 120 high, inset 8.
    #expect(close(itemFrame(collectionView, 0, 0), CGRect(x: 8, y: 8, width: 186.8, height: 224)))
    #expect(close(itemFrame(collectionView, 0, 1), CGRect(x: 210.8, y: 8, width: 93.2, height: 104)))
    #expect(close(itemFrame(collectionView, 0, 2), CGRect(x: 210.8, y: 128, width: 93.2, height: 104)))
    // The next group lies 312 points further along the row, past the screen's edge; section 1 is
    // one 240-point row lower.
    #expect(close(itemFrame(collectionView, 0, 3), CGRect(x: 312 + 8, y: 8, width: 186.8, height: 224)))
    #expect(close(itemFrame(collectionView, 1, 0), CGRect(x: 8, y: 240 + 8, width: 186.8, height: 224)))
    // The rows scroll sideways; the collection view itself is only as tall as its 5 rows.
    #expect(collectionView.contentSize == CGSize(width: 390, height: 5 * 240))
    _ = window
  }

  @Test(
    "orthogonal behaviours: the centred group-paging section starts its first group (390 − 312) / 2 = 39 in")
  func orthogonalBehaviors() {
    let screen = OrthogonalBehaviorsViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    let centered = OrthogonalBehaviorsViewController.SectionKind.groupPagingCentered.rawValue
    let continuous = OrthogonalBehaviorsViewController.SectionKind.continuous.rawValue
    let none = OrthogonalBehaviorsViewController.SectionKind.none.rawValue
    // Leading items are 0.6 × 312 = 187.2 wide, inset 6.
    #expect(abs((itemFrame(collectionView, continuous, 0)?.minX ?? -1) - 6) < 0.001)
    #expect(abs((itemFrame(collectionView, centered, 0)?.minX ?? -1) - (39 + 6)) < 0.001)
    #expect(abs((itemFrame(collectionView, centered, 0)?.width ?? -1) - 175.2) < 0.001)
    // Without orthogonal scrolling the group is the full 390 wide and the groups wrap downwards.
    #expect(abs((itemFrame(collectionView, none, 0)?.width ?? -1) - (0.6 * 390 - 12)) < 0.001)
    let header = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: OrthogonalBehaviorsViewController.headerElementKind, at: IndexPath(item: 0, section: continuous)
    )
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    _ = window
  }

  @Test("conference videos: 0.45 × 366-point groups paging sideways under a 44-point title per category")
  func conferenceVideos() {
    let screen = ConferenceVideosViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // 390 − 24 = 366 points of content; groups 0.45 × 366 = 164.7 wide, 12 apart, 220 high, under
    // the 44-point title. A section is 264 high, and 20 apart: section 1 starts at 284.
    #expect(close(itemFrame(collectionView, 0, 0), CGRect(x: 12, y: 44, width: 164.7, height: 220)))
    #expect(
      close(itemFrame(collectionView, 0, 1), CGRect(x: 12 + 164.7 + 12, y: 44, width: 164.7, height: 220)))
    #expect(close(itemFrame(collectionView, 1, 0), CGRect(x: 12, y: 284 + 44, width: 164.7, height: 220)))
    let title =
      collectionView.supplementaryView(
        forElementKind: ConferenceVideosViewController.titleElementKind, at: IndexPath(item: 0, section: 1))
      as? TitleSupplementaryView
    #expect(title?.label.text == "Frameworks")
    // Inside a cell, the constraints stack the image, 8 points, the title and the category, the
    // category's bottom on the cell's: the image takes what the two labels leave.
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ConferenceVideoCell
    #expect(cell?.titleLabel.text == "Layouts without a simulator")
    if let cell {
      let image = cell.imageView.frame
      let title = cell.titleLabel.frame
      let category = cell.categoryLabel.frame
      #expect(abs(image.width - 164.7) < 0.001)
      #expect(abs(title.minY - (image.maxY + 8)) < 1e-6)
      #expect(abs(category.minY - title.maxY) < 1e-6)
      #expect(abs(category.maxY - 220) < 1e-6)
      #expect(title.height > 0 && category.height > 0)
      #expect(abs(image.height - (220 - 8 - title.height - category.height)) < 1e-6)
    }
    _ = window
  }

  @Test("news feed: rows 370 points wide, as tall as their labels, 10 apart")
  func newsFeed() {
    let screen = ConferenceNewsFeedViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    var expectedTop: CGFloat = 10
    for item in 0..<3 {
      let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? ConferenceNewsFeedCell
      #expect(cell != nil)
      guard let cell else { continue }
      // The labels are 370 − 24 = 346 points wide; the cell is as tall as what the constraints
      // stack: 12 + title + 4 + date + 8 + body + 12 + 0.5.
      #expect(cell.titleLabel.frame.width == 346)
      let stacked =
        12 + cell.titleLabel.frame.height + 4 + cell.dateLabel.frame.height + 8 + cell.bodyLabel.frame.height
        + 12 + 0.5
      #expect(cell.frame.width == 370)
      #expect(abs(cell.frame.height - stacked) < 0.001)
      #expect(abs(cell.frame.minY - expectedTop) < 0.001)
      // Each label is as tall as its lines: the title's measured at 346 points.
      let titleHeight = cell.titleLabel.intrinsicContentSize.height
      #expect(abs(cell.titleLabel.frame.height - titleHeight) < 0.001)
      expectedTop += cell.frame.height + 10
    }
    // The second story's title does not fit one line at 346 points in 22-point text, so it is
    // taller than the first's (one line).
    let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ConferenceNewsFeedCell
    let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ConferenceNewsFeedCell
    if let first, let second {
      #expect(second.titleLabel.frame.height >= 2 * first.titleLabel.frame.height - 0.001)
    }
    _ = window
  }

  @Test("mountains: the search bar under the bar, the grid below it; typing filters the items")
  func mountainsSearch() {
    let screen = MountainsViewController()
    let window = host(screen)
    let collectionView = screen.mountainsCollectionView!
    // The screen's safe area starts below the 44-point navigation bar.
    #expect(screen.searchBar.frame.minY == 44)
    #expect(screen.searchBar.frame.width == 390)
    #expect(collectionView.frame.minY == screen.searchBar.frame.maxY)
    #expect(collectionView.frame.maxY == 844)
    // Two columns (370 − 10) / 2 = 180 wide, rows 32 + 10 apart, inset 10.
    #expect(itemFrame(collectionView, 0, 3) == CGRect(x: 200, y: 52, width: 180, height: 32))
    #expect(collectionView.numberOfItems(inSection: 0) == 30)
    screen.searchBar.delegate?.searchBar(screen.searchBar, textDidChange: "mount")
    collectionView.layoutIfNeeded()
    // "Mount Cook", "Mount Fuji", "Mount Kenya", "Mount Rainier", "Mount Whitney" contain "mount";
    // "Mont Blanc" does not.
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
    let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell
    #expect(first?.label.text == "Mount Cook")
    _ = window
  }

  @Test("insertion sort: a timer sorts every row by hue, one step per tick, then stops itself")
  func insertionSort() {
    let screen = InsertionSortViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // Int(390 / 16) = 24 nodes a row, each 390 / 24 = 16.25 wide, rows 34 high.
    #expect(itemFrame(collectionView, 3, 5) == CGRect(x: 5 * 16.25, y: 3 * 34, width: 16.25, height: 34))
    #expect(screen.rows.allSatisfy { $0.nodes.count == 24 })
    screen.toggleSort()
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Stop")
    var ticks = 0
    while let timer = screen.sortTimer, ticks < 100 {
      timer.fire()
      ticks += 1
    }
    // 24 nodes take 23 insertion steps; the last one stops the timer.
    #expect(ticks == 23)
    #expect(screen.sortTimer == nil)
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Sort")
    for (section, row) in screen.rows.enumerated() {
      let values = row.nodes.map(\.value)
      #expect(values == values.sorted())
      // The collection view shows the sorted order: each item's cell has its node's colour.
      let snapshot = screen.dataSource.snapshot()
      #expect(
        snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[section]).map(\.value) == values)
    }
    _ = window
  }
}
