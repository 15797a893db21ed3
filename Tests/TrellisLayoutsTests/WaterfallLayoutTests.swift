// WaterfallLayout: worked examples of the masonry rule, headers and footers, pinning, appends,
// self-sizing and a scripted interaction. Expected values are worked out in the comments from
// the rule in WaterfallLayout's documentation (item width = (content width − insets −
// (columns − 1)·columnSpacing) / columns; each item to the shortest column, ties to the left).

import Testing
import TrellisLayouts

@Suite struct WaterfallLayoutTests {
  /// 320 wide, 2 columns, spacings 10, insets 10: w = (320 − 20 − 10)/2 = 145; columns at x = 10
  /// and 10 + 145 + 10 = 165. Heights 100, 50, 30, 80, 60:
  /// item 0 → col 0 (tie, leftmost) y 10, col 0 next 120; item 1 → col 1 y 10, next 70;
  /// item 2 → col 1 (70 < 120) y 70, next 110; item 3 → col 1 (110 < 120) y 110, next 200;
  /// item 4 → col 0 (120 < 200) y 120, next 190. Columns end at 180 and 190, so the section ends
  /// at 190 + 10 = 200.
  static let exampleHeights: [CGFloat] = [100, 50, 30, 80, 60]
  static let exampleFrames = [
    CGRect(x: 10, y: 10, width: 145, height: 100), CGRect(x: 165, y: 10, width: 145, height: 50),
    CGRect(x: 165, y: 70, width: 145, height: 30), CGRect(x: 165, y: 110, width: 145, height: 80),
    CGRect(x: 10, y: 120, width: 145, height: 60),
  ]

  static func exampleLayout() -> WaterfallLayout {
    let layout = WaterfallLayout()
    layout.columnCount = 2
    layout.columnSpacing = 10
    layout.interitemSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    return layout
  }

  @Test func itemsGoToTheShortestColumnWithTiesToTheLeft() {
    let layout = Self.exampleLayout()
    let data = GalleryData([Self.exampleHeights])
    layout.delegate = data
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    for (item, expected) in Self.exampleFrames.enumerated() {
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame == expected)
    }
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 200))
    #expect(layout.columnWidth(forSection: 0) == 145)
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == Self.exampleFrames[3])
  }

  @Test func withoutDelegateEveryItemIsItemHeightTall() {
    // No delegate: itemHeight 100 for all; 3 items in 2 columns of (200 − 10)/2 = 95:
    // (0,0), (105,0), then the tie at 110 goes left: (0,110). Content height 210.
    let layout = WaterfallLayout()
    let data = GalleryData(counts: [3])
    let view = makeHost(layout, size: CGSize(width: 200, height: 300), data: data)
    defer { withExtendedLifetime(view) {} }
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 0, y: 110, width: 95, height: 100))
    #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 210))
  }

  /// Width 300, 3 columns, columnSpacing 6, interitemSpacing 5, insets top 8, left 12, bottom 4,
  /// right 12, header 40, footer 30. w = (300 − 24 − 12)/3 = 88; columns at x 12, 106, 200.
  /// Section 0 (heights 20, 30, 10, 5): header (0, 0, 300, 40); items start at 40 + 8 = 48:
  /// item 0 col 0 y 48 (next 73), item 1 col 1 y 48 (next 83), item 2 col 2 y 48 (next 63),
  /// item 3 col 2 (63 smallest) y 63 (next 73). Columns end 68, 78, 68 → footer at 78 + 4 = 82,
  /// (0, 82, 300, 30); the section ends at 112.
  /// Section 1 (height 10): header (0, 112, 300, 40), item 0 at (12, 160, 88, 10); columns end at
  /// 170, footer at 174, section ends at 204.
  /// Section 2 (empty): header (0, 204, 300, 40), no items, footer at 204 + 48 + 4 = 256; end 286.
  static func sectionedLayout() -> (WaterfallLayout, GalleryData) {
    let layout = WaterfallLayout()
    layout.columnCount = 3
    layout.columnSpacing = 6
    layout.interitemSpacing = 5
    layout.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 4, right: 12)
    layout.headerHeight = 40
    layout.footerHeight = 30
    let data = GalleryData([[20, 30, 10, 5], [10], []])
    layout.delegate = data
    return (layout, data)
  }

  @Test func sectionsStackHeaderInsetColumnsInsetFooter() {
    let (layout, data) = Self.sectionedLayout()
    let view = makeHost(layout, size: CGSize(width: 300, height: 100), data: data)
    defer { withExtendedLifetime(view) {} }
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    func item(_ i: Int, _ s: Int) -> CGRect? {
      layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame
    }
    func supplementary(_ kind: String, _ s: Int) -> CGRect? {
      layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s))?.frame
    }
    #expect(supplementary(header, 0) == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(item(0, 0) == CGRect(x: 12, y: 48, width: 88, height: 20))
    #expect(item(1, 0) == CGRect(x: 106, y: 48, width: 88, height: 30))
    #expect(item(2, 0) == CGRect(x: 200, y: 48, width: 88, height: 10))
    #expect(item(3, 0) == CGRect(x: 200, y: 63, width: 88, height: 5))
    #expect(supplementary(footer, 0) == CGRect(x: 0, y: 82, width: 300, height: 30))
    #expect(supplementary(header, 1) == CGRect(x: 0, y: 112, width: 300, height: 40))
    #expect(item(0, 1) == CGRect(x: 12, y: 160, width: 88, height: 10))
    #expect(supplementary(footer, 1) == CGRect(x: 0, y: 174, width: 300, height: 30))
    #expect(supplementary(header, 2) == CGRect(x: 0, y: 204, width: 300, height: 40))
    #expect(supplementary(footer, 2) == CGRect(x: 0, y: 256, width: 300, height: 30))
    #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 286))
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.zIndex
        == 10)
  }

  @Test func perSectionColumnCountsComeFromTheDelegate() {
    // Section 1 asks for 1 column: w = 300 − 24 = 276, its item at (12, 160).
    let (layout, data) = Self.sectionedLayout()
    data.columnCounts = [3, 1, 3]
    let view = makeHost(layout, size: CGSize(width: 300, height: 100), data: data)
    defer { withExtendedLifetime(view) {} }
    #expect(layout.columnWidth(forSection: 1) == 276)
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 12, y: 160, width: 276, height: 10))
  }

  @Test func pinnedHeadersStickToTheTopUntilTheirColumnsEnd() {
    // Section 0's header may go down to footerTop − 40 = 82 − 40 = 42; section 1's to
    // 112 + (62 − 40) = 134 (its footer is 62 below its top).
    let (layout, data) = Self.sectionedLayout()
    layout.sectionHeadersPinToVisibleBounds = true
    let view = makeHost(layout, size: CGSize(width: 300, height: 100), data: data)
    func headerY() -> [CGFloat?] {
      (0..<2).map {
        layout.layoutAttributesForSupplementaryView(
          ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0))?.frame.minY
      }
    }
    view.contentOffset = CGPoint(x: 0, y: 20)
    view.layoutIfNeeded()
    #expect(headerY() == [20, 112])
    view.contentOffset = CGPoint(x: 0, y: 60)
    view.layoutIfNeeded()
    #expect(headerY() == [42, 112])
    #expect(
      view.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 42)
    view.contentOffset = CGPoint(x: 0, y: 130)
    view.layoutIfNeeded()
    #expect(headerY()[1] == 130)
    view.contentOffset = CGPoint(x: 0, y: 150)
    view.layoutIfNeeded()
    #expect(headerY()[1] == 134)
  }

  @Test func appendingAtTheEndPlacesOnlyTheNewItems() throws {
    // Continue the worked example: columns' next y are 190 (col 0) and 200 (col 1).
    // New item 5 (h 40) → col 0 at y 190 (next 240); item 6 (h 20) → col 1 at y 200 (next 230).
    // Columns end at 230 and 220 → content height 230 + 10 = 240.
    let layout = Self.exampleLayout()
    let data = GalleryData([Self.exampleHeights])
    layout.delegate = data
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    let queriesBefore = data.heightQueries
    data.heights[0] += [40, 20]
    view.insertItems(at: [IndexPath(item: 5, section: 0), IndexPath(item: 6, section: 0)])
    #expect(data.heightQueries - queriesBefore == 2, "only the two new items are measured")
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 10, y: 190, width: 145, height: 40))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
        == CGRect(x: 165, y: 200, width: 145, height: 20))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == Self.exampleFrames[4])
    #expect(layout.collectionViewContentSize.height == 240)
    view.advance(by: 0.5)
    #expect(
      view.cellForItem(at: IndexPath(item: 6, section: 0))?.frame
        == CGRect(x: 165, y: 200, width: 145, height: 20))
  }

  @Test func insertingInTheMiddleAndDeletingLayOutAgain() throws {
    // Delete item 1 (h 50): heights 100, 30, 80, 60 → item 0 col 0 y 10 (next 120); item 1 col 1
    // y 10 (next 50); item 2 col 1 y 50 (next 140); item 3 col 0 (120 < 140) y 120 (next 190).
    // Columns end 180 and 130 → content height 190.
    let layout = Self.exampleLayout()
    let data = GalleryData([Self.exampleHeights])
    layout.delegate = data
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    data.heights[0].remove(at: 1)
    try view.performCheckedBatchUpdates { view.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
    view.advance(by: 0.5)
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 165, y: 50, width: 145, height: 80))
    #expect(
      view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 10, y: 120, width: 145, height: 60))
    #expect(layout.collectionViewContentSize.height == 190)
    // Insert a 10-tall item at index 0: 10, 100, 30, 80, 60 → item 0 col 0 y 10 (next 30);
    // item 1 col 1 y 10 (next 120); item 2 col 0 y 30 (next 70); item 3 col 0 y 70 (next 160);
    // item 4 col 1 (120 < 160) y 120 (next 190). Columns end 150 and 180 → height 190.
    data.heights[0].insert(10, at: 0)
    try view.performCheckedBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    view.advance(by: 0.5)
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 10, y: 70, width: 145, height: 80))
    #expect(
      view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 165, y: 120, width: 145, height: 60))
    #expect(layout.collectionViewContentSize.height == 190)
  }

  @Test func aWidthChangeLaysOutAgain() {
    // 320 → 420 wide: w = (420 − 30)/2 = 195, column 1 at 10 + 195 + 10 = 215.
    let layout = Self.exampleLayout()
    let data = GalleryData([Self.exampleHeights])
    layout.delegate = data
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    view.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
    view.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 215, y: 10, width: 195, height: 50))
    #expect(layout.collectionViewContentSize.width == 420)
  }

  @Test func aFlingComesToRestWithTheVisibleCellsWhereTheLayoutPutsThem() {
    // 300 items of 100 in 2 columns: 150 rows of 110 → content 150·110 − 10 + 20 = 16,510.
    let layout = Self.exampleLayout()
    let data = GalleryData(counts: [300])
    layout.delegate = data
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    #expect(layout.collectionViewContentSize.height == 16_510)
    drag(view, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1)
    #expect(view.isDecelerating)
    advanceUntilRest(view)
    #expect(!view.isDecelerating)
    let offset = view.contentOffset.y
    #expect(offset > 300, "a 3000 pt/s fling travels well past the drag itself")
    #expect(offset <= 16_510 - 480)
    // The visible cells are exactly the items intersecting the bounds, at the layout's frames.
    let bounds = view.bounds
    var expected: [IndexPath] = []
    for item in 0..<300 {
      let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
      if frame.intersects(bounds) { expected.append(IndexPath(item: item, section: 0)) }
    }
    #expect(view.indexPathsForVisibleItems == expected)
    for path in expected {
      #expect(view.cellForItem(at: path)?.frame == layout.layoutAttributesForItem(at: path)?.frame)
    }
  }

  @Test func aSlowDragMovesTheContentWithTheFinger() {
    let layout = Self.exampleLayout()
    let data = GalleryData(counts: [300])
    layout.delegate = data
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    // 150 points up over 3 s: the release velocity is 50 pt/s, which projects 0.4995·50 ≈ 25 pt.
    drag(view, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 3, steps: 30)
    #expect(abs(view.contentOffset.y - 150) < 0.001)
    advanceUntilRest(view)
    #expect(view.contentOffset.y > 150 && view.contentOffset.y < 200)
    let first = view.indexPathsForVisibleItems.first
    // Rows are 110 apart from y 10: the first visible row at offset ~175 is row 1 (y 120..220).
    #expect(first == IndexPath(item: 2, section: 0))
  }
}
