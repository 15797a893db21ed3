import Testing
import Trellis

/// Section structure (header, insets, lines, footer), headers and footers spanning the content,
/// and pinning (docs/uikit-reference.md, "UICollectionViewFlowLayout",
/// `sectionHeadersPinToVisibleBounds`).
@Suite struct FlowLayoutSectionTests {
  /// Vertical, width 320: header (123, 40) — only the height counts —, footer (0, 30), insets
  /// (top 5, left 10, bottom 15, right 10), items 90×50, spacing 10; sections of 4, 4, 0 items.
  private func verticalSections() -> (CollectionViewFlowLayout, CollectionView, FlowTestData) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 50)
    layout.headerReferenceSize = CGSize(width: 123, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 30)
    layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
    let data = FlowTestData([4, 4, 0])
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: data)
    return (layout, view, data)
  }

  @Test func verticalSectionIsHeaderInsetLinesInsetFooter() {
    // Section 0: header (0, 0, 320, 40) — full width, not 123 —; lines start at 40 + 5 = 45;
    // 3 per line (available 300, as in the grid test) → lines at y = 45 and 105 (spacing 10
    // between lines, none next to the header); lines end at 155; + bottom inset 15 → footer
    // at 170: (0, 170, 320, 30). Section length 200.
    // Section 1 starts at 200: header (0, 200, 320, 40); lines at 245, 305; footer at 370.
    // Section 2 (empty) starts at 400: header 400…440, insets 5 + 15 → footer at 460.
    // Content height 490.
    let (layout, view, _) = verticalSections()
    _ = view
    #expect(layout.flowHeaderFrame(0) == flowRect(0, 0, 320, 40))
    #expect(layout.flowItemFrame(0, section: 0) == flowRect(10, 45, 90, 50))
    #expect(layout.flowItemFrame(3, section: 0) == flowRect(10, 105, 90, 50))
    #expect(layout.flowFooterFrame(0) == flowRect(0, 170, 320, 30))
    #expect(layout.flowHeaderFrame(1) == flowRect(0, 200, 320, 40))
    #expect(layout.flowItemFrame(2, section: 1) == flowRect(220, 245, 90, 50))
    #expect(layout.flowItemFrame(3, section: 1) == flowRect(10, 305, 90, 50))
    #expect(layout.flowFooterFrame(1) == flowRect(0, 370, 320, 30))
    #expect(layout.flowHeaderFrame(2) == flowRect(0, 400, 320, 40))
    #expect(layout.flowFooterFrame(2) == flowRect(0, 460, 320, 30))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 490))
  }

  @Test func horizontalSectionIsHeaderInsetColumnsInsetFooter() {
    // Horizontal, height 320: header (40, 123) — only the width counts, full height —, footer
    // (30, 0), insets (top 10, left 5, bottom 10, right 15), items 50×90, spacing 10.
    // Section 0: header (0, 0, 40, 320); columns at x = 45, 105 (3 per column at y = 10, 115,
    // 220); columns end at 155, + 15 → footer (170, 0, 30, 320). Section 1 starts at 200.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 90)
    layout.headerReferenceSize = CGSize(width: 40, height: 123)
    layout.footerReferenceSize = CGSize(width: 30, height: 0)
    layout.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 15)
    let view = makeFlowHost(layout, size: CGSize(width: 480, height: 320), data: FlowTestData([4, 4]))
    _ = view
    #expect(layout.flowHeaderFrame(0) == flowRect(0, 0, 40, 320))
    #expect(layout.flowItemFrame(0, section: 0) == flowRect(45, 10, 50, 90))
    #expect(layout.flowItemFrame(2, section: 0) == flowRect(45, 220, 50, 90))
    #expect(layout.flowItemFrame(3, section: 0) == flowRect(105, 10, 50, 90))
    #expect(layout.flowFooterFrame(0) == flowRect(170, 0, 30, 320))
    #expect(layout.flowHeaderFrame(1) == flowRect(200, 0, 40, 320))
    #expect(layout.flowItemFrame(0, section: 1) == flowRect(245, 10, 50, 90))
    #expect(layout.flowFooterFrame(1) == flowRect(370, 0, 30, 320))
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 320))
  }

  @Test func zeroReferenceSizeAddsNoElement() {
    // Header (320, 0): zero height in a vertical layout → no header; items start at the top
    // inset (5); a rect query over everything returns only the 3 cells.
    let layout = CollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 320, height: 0)
    layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([3]))
    _ = view
    #expect(layout.flowHeaderFrame(0) == nil)
    #expect(layout.flowFooterFrame(0) == nil)
    #expect(layout.flowItemFrame(0)?.minY == 5)
    let all = layout.layoutAttributesForElements(in: flowRect(0, 0, 320, 480)) ?? []
    #expect(all.count == 3)
    #expect(all.allSatisfy { $0.representedElementCategory == .cell })
  }

  @Test func rectQueryReturnsHeadersItemsAndFootersThatIntersect() {
    // Same sections as the vertical test. The rect y ∈ [160, 250] meets: section 0's item line
    // at 105…155? No (ends at 155 < 160). Footer 0 (170…200), header 1 (200…240), the first
    // line of section 1 (245…295, items 0, 1, 2).
    let (layout, view, _) = verticalSections()
    _ = view
    let found = layout.layoutAttributesForElements(in: flowRect(0, 160, 320, 90)) ?? []
    let described = found.map { ($0.representedElementKind ?? "cell", $0.indexPath) }
    #expect(described.count == 5)
    #expect(described[0] == (CollectionView.elementKindSectionFooter, IndexPath(item: 0, section: 0)))
    #expect(described[1] == (CollectionView.elementKindSectionHeader, IndexPath(item: 0, section: 1)))
    #expect(described[2] == ("cell", IndexPath(item: 0, section: 1)))
    #expect(described[4] == ("cell", IndexPath(item: 2, section: 1)))
    #expect(found[0].zIndex == CollectionViewFlowLayout.supplementaryZIndex)
    #expect(found[2].zIndex == 0)
  }

  // MARK: - Pinning

  /// Vertical, 320×200 visible: two sections of 4 items 300×50 (one per line, centred at
  /// x = 10), line spacing 10, headers of 40, pinned.
  /// Section 0: header 0…40, lines at 40, 100, 160, 220, ending at 270 → length 270.
  /// Section 1: starts at 270, header 270…310, lines end at 540.
  private func pinnedHeaders() -> (CollectionViewFlowLayout, CollectionView, FlowTestData) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 50)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let data = FlowTestData([4, 4])
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 200), data: data)
    return (layout, view, data)
  }

  @Test(arguments: [
    // (offset, header 0 y, header 1 y). Header y = min(max(section start, visible top),
    // section end − header height): section 0 limits at 270 − 40 = 230, section 1 at
    // 540 − 40 = 500.
    (CGFloat(0), CGFloat(0), CGFloat(270)),
    (100, 100, 270),  // header 0 follows the top
    (250, 230, 270),  // pushed up by the end of section 0 (230 < 250)
    (300, 230, 300),  // header 1 now pinned at the top
    (520, 230, 500),  // header 1 pushed up by the end of its section
  ])
  func pinnedHeadersStayAtTheTopInsideTheirSection(offset: CGFloat, header0: CGFloat, header1: CGFloat) {
    let (layout, view, _) = pinnedHeaders()
    view.contentOffset = CGPoint(x: 0, y: offset)
    view.layoutIfNeeded()
    #expect(layout.flowHeaderFrame(0) == flowRect(0, header0, 320, 40))
    #expect(layout.flowHeaderFrame(1) == flowRect(0, header1, 320, 40))
    // The rect query of the visible bounds returns the pinned frames of the headers it meets.
    let visible = layout.layoutAttributesForElements(in: view.bounds) ?? []
    for header in visible where header.representedElementKind == CollectionView.elementKindSectionHeader {
      #expect(header.frame.minY == (header.indexPath.section == 0 ? header0 : header1))
    }
    // The header whose section owns the top of the viewport is among them.
    let owner = offset < 270 ? 0 : 1
    #expect(
      visible.contains {
        $0.representedElementKind == CollectionView.elementKindSectionHeader && $0.indexPath.section == owner
      })
  }

  @Test func pinnedHeadersSitBelowTheTopContentInset() {
    // With contentInset.top 64 the visible content starts at offset + 64 (UIKit pins below the
    // bars): at offset 36, visible top 100 → header 0 at y = 100.
    let (layout, view, _) = pinnedHeaders()
    view.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    view.contentOffset = CGPoint(x: 0, y: 36)
    view.layoutIfNeeded()
    #expect(layout.flowHeaderFrame(0)?.minY == 100)
  }

  @Test func scrollWithPinnedHeadersInvalidatesOnlyTheHeaders() {
    // A scroll (same width) asks for invalidation only because of pinning; the context keeps
    // the metrics and attributes and names the headers of the sections in view.
    let (layout, view, _) = pinnedHeaders()
    let newBounds = flowRect(0, 250, 320, 200)  // sees sections 0 (to 270) and 1
    #expect(layout.shouldInvalidateLayout(forBoundsChange: newBounds))
    let context = layout.invalidationContext(forBoundsChange: newBounds)
    let flow = try! #require(context as? CollectionViewFlowLayoutInvalidationContext)
    #expect(!flow.invalidateFlowLayoutDelegateMetrics)
    #expect(!flow.invalidateFlowLayoutAttributes)
    #expect(flow.invalidatedItemIndexPaths == nil)
    #expect(
      flow.invalidatedSupplementaryIndexPaths?[CollectionView.elementKindSectionHeader]
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    _ = view
  }

  @Test func scrollingWithPinnedHeadersDoesNotAskForItemSizesAgain() {
    // A sizing delegate is asked once per item (8) by the first layout pass; five scrolls, each
    // re-pinning the headers, ask nothing more. The header still follows: at offset 100 it is at
    // y = 100 (as in the pinned-header table above).
    let layout = CollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let delegate = FlowSizingDelegate(
      [[CGSize](repeating: CGSize(width: 300, height: 50), count: 4)] + [
        [CGSize](repeating: CGSize(width: 300, height: 50), count: 4)
      ])
    let view = makeFlowHost(
      layout, size: CGSize(width: 320, height: 200), data: FlowTestData([4, 4]), delegate: delegate)
    #expect(delegate.sizeQuestions == 8)
    for offset in [20, 40, 60, 80, 100] {
      view.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
      view.layoutIfNeeded()
    }
    #expect(delegate.sizeQuestions == 8)
    #expect(layout.flowHeaderFrame(0) == flowRect(0, 100, 320, 40))
  }

  @Test func boundsChangesInvalidateOnWidthChangeOrPinning() {
    // Without pinning, scrolling (same size) needs no new layout; a width change does; a
    // height change in a vertical layout does not.
    let layout = CollectionViewFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([100]))
    _ = view
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: flowRect(0, 300, 320, 480)))
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: flowRect(0, 0, 320, 600)))
    #expect(layout.shouldInvalidateLayout(forBoundsChange: flowRect(0, 0, 400, 480)))
    let context = layout.invalidationContext(forBoundsChange: flowRect(0, 0, 400, 480))
    let flow = try! #require(context as? CollectionViewFlowLayoutInvalidationContext)
    #expect(flow.invalidateFlowLayoutDelegateMetrics)
    #expect(flow.invalidateFlowLayoutAttributes)
  }

  @Test func widthChangeRelaysTheGrid() {
    // 50×50 items, spacing 10. Width 320: (320 + 10) / 60 = 5.5 → 5 per line, item 5 on line 1
    // at (0, 60). Width 400: (400 + 10) / 60 = 6.8 → 6 per line, spacing (400 − 300) / 5 = 20:
    // item 5 at x = 5 · 70 = 350, y = 0.
    let layout = CollectionViewFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([12]))
    #expect(layout.flowItemFrame(5) == flowRect(0, 60, 50, 50))
    view.frame = flowRect(0, 0, 400, 480)
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(5) == flowRect(350, 0, 50, 50))
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 110))
  }

  @Test(arguments: [
    // Footers of 30 pinned, no headers; sections of 4 items 300×50 spaced 10: section 0 lines
    // end at 230, footer natural 230…260; section 1 starts at 260, footer natural 490…520.
    // Footer y = max(min(natural, visible bottom − 30), section start + header (0)).
    (CGFloat(0), CGFloat(170), CGFloat(260)),  // bottom 200 → 170; footer 1 held at its section start
    (50, 220, 260),  // bottom 250 → 220
    (100, 230, 270),  // bottom 300: footer 0 back at its natural place; footer 1 at 270
    (400, 230, 490),  // bottom 600 > 520: footer 1 at its natural place
  ])
  func pinnedFootersStayAtTheBottomInsideTheirSection(offset: CGFloat, footer0: CGFloat, footer1: CGFloat) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 50)
    layout.footerReferenceSize = CGSize(width: 0, height: 30)
    layout.sectionFootersPinToVisibleBounds = true
    let data = FlowTestData([4, 4])
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 200), data: data)
    view.contentOffset = CGPoint(x: 0, y: offset)
    view.layoutIfNeeded()
    #expect(layout.flowFooterFrame(0) == flowRect(0, footer0, 320, 30))
    #expect(layout.flowFooterFrame(1) == flowRect(0, footer1, 320, 30))
  }

  @Test func horizontalPinnedHeadersStayAtTheLeftEdge() {
    // Horizontal, 200×320 visible: items 50×300 (one per column, centred at y = 10), headers 40
    // wide, pinned. Section 0: header 0…40, columns at 40, 100, 160, 220 → ends at 270.
    // At offset x = 120, header 0 is at x = 120 (full height 320); at x = 250 it is pushed to
    // 270 − 40 = 230.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 300)
    layout.headerReferenceSize = CGSize(width: 40, height: 0)
    layout.sectionHeadersPinToVisibleBounds = true
    let data = FlowTestData([4, 4])
    let view = makeFlowHost(layout, size: CGSize(width: 200, height: 320), data: data)
    #expect(layout.flowItemFrame(0) == flowRect(40, 10, 50, 300))
    view.contentOffset = CGPoint(x: 120, y: 0)
    view.layoutIfNeeded()
    #expect(layout.flowHeaderFrame(0) == flowRect(120, 0, 40, 320))
    view.contentOffset = CGPoint(x: 250, y: 0)
    view.layoutIfNeeded()
    #expect(layout.flowHeaderFrame(0) == flowRect(230, 0, 40, 320))
    #expect(layout.flowHeaderFrame(1) == flowRect(270, 0, 40, 320))
  }
}
