// PagedGridLayout: view 320×480, 4 columns × 5 rows, spacings 10, pageInset 20:
// itemWidth = (320 − 40 − 30)/4 = 62.5, itemHeight = (480 − 40 − 40)/5 = 80; column c at
// 20 + 72.5·c, row r at 20 + 90·r; 20 items per page.

import Testing
import TrellisLayouts

@Suite struct PagedGridLayoutTests {
  func makeView(_ counts: [Int]) -> (PagedGridLayout, CollectionView, GalleryData) {
    let layout = PagedGridLayout()
    layout.pageInset = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let data = GalleryData(counts: counts)
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    return (layout, view, data)
  }

  func frame(_ layout: PagedGridLayout, _ item: Int, _ section: Int) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func itemsFillRowsThenPagesAndSectionsStartOnANewPage() {
    // Section 0 has 25 items: 2 pages; section 1 starts on page 2 (x 640).
    let (layout, view, data) = makeView([25, 3])
    defer { withExtendedLifetime((view, data)) {} }
    #expect(layout.itemSize == CGSize(width: 62.5, height: 80))
    #expect(frame(layout, 0, 0) == CGRect(x: 20, y: 20, width: 62.5, height: 80))
    #expect(frame(layout, 1, 0) == CGRect(x: 92.5, y: 20, width: 62.5, height: 80))
    #expect(frame(layout, 4, 0) == CGRect(x: 20, y: 110, width: 62.5, height: 80))
    #expect(frame(layout, 19, 0) == CGRect(x: 237.5, y: 380, width: 62.5, height: 80))
    #expect(frame(layout, 20, 0) == CGRect(x: 340, y: 20, width: 62.5, height: 80))
    #expect(frame(layout, 0, 1) == CGRect(x: 660, y: 20, width: 62.5, height: 80))
    #expect(layout.numberOfPages == 3)
    #expect(layout.collectionViewContentSize == CGSize(width: 960, height: 480))
  }

  @Test func rectQueriesReturnTheItemsOfThePagesTheyCover() {
    let (layout, view, data) = makeView([25, 3])
    defer { withExtendedLifetime((view, data)) {} }
    // x 300..700 covers the last column of page 0 (237.5..300 — touching only, excluded), page 1
    // (items 20–24), and the first column of page 2 (660..722.5): item (1, 0).
    let result = (layout.layoutAttributesForElements(in: CGRect(x: 300, y: 0, width: 400, height: 480)) ?? [])
      .map(\.indexPath)
    let expected = (20..<25).map { IndexPath(item: $0, section: 0) } + [IndexPath(item: 0, section: 1)]
    #expect(result == expected)
  }

  @Test func snappingLandsOnPageBoundaries() {
    let (layout, view, data) = makeView([25, 3])
    defer { withExtendedLifetime((view, data)) {} }
    func target(_ x: CGFloat, _ v: CGFloat) -> CGFloat {
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: x, y: 0), withScrollingVelocity: CGPoint(x: v, y: 0)
      ).x
    }
    // 400 is 1.25 pages: up → 640, down → 320, at rest → 320; never past the last page (640).
    #expect(target(400, 1) == 640)
    #expect(target(400, -1) == 320)
    #expect(target(400, 0) == 320)
    #expect(target(320, 1) == 320)
    #expect(target(900, 1) == 640)
  }

  @Test func aFlingRestsOnAPage() {
    let (_, view, data) = makeView([25, 3])
    defer { withExtendedLifetime(data) {} }
    drag(view, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 250, y: 240), duration: 0.1)
    advanceUntilRest(view)
    #expect(view.contentOffset.x == 320 || view.contentOffset.x == 640)
    #expect(view.indexPathsForVisibleItems.allSatisfy { $0.section == 0 ? $0.item >= 20 : true })
  }

  @Test func withPagingEnabledASmallFlingTurnsOnePage() {
    let (_, view, data) = makeView([25, 3])
    defer { withExtendedLifetime(data) {} }
    view.isPagingEnabled = true
    drag(view, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 200, y: 240), duration: 0.1)
    advanceUntilRest(view)
    #expect(view.contentOffset.x == 320)
    #expect(
      view.cellForItem(at: IndexPath(item: 20, section: 0))?.frame
        == CGRect(x: 340, y: 20, width: 62.5, height: 80))
  }

  @Test func insertingAnItemThatNeedsANewPageWidensTheContent() throws {
    // 20 items fill page 0; a 21st opens page 1 (content 640 wide); deleting it closes it again.
    let (layout, view, data) = makeView([20])
    defer { withExtendedLifetime(data) {} }
    #expect(layout.collectionViewContentSize.width == 320)
    data.heights[0].append(100)
    view.insertItems(at: [IndexPath(item: 20, section: 0)])
    view.advance(by: 0.5)
    #expect(layout.collectionViewContentSize.width == 640)
    #expect(frame(layout, 20, 0) == CGRect(x: 340, y: 20, width: 62.5, height: 80))
    data.heights[0].remove(at: 0)
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    view.advance(by: 0.5)
    #expect(layout.collectionViewContentSize.width == 320)
    #expect(
      view.cellForItem(at: IndexPath(item: 19, section: 0))?.frame
        == CGRect(x: 237.5, y: 380, width: 62.5, height: 80))
  }
}
