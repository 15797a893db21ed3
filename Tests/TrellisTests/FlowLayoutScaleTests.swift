import Testing
import Trellis

/// A million items (docs/architecture.md §7): closed-form content sizes and viewport queries that return
/// exactly the right index paths. No timing is asserted here; see Benchmarks/LayoutBenchmarks.
@Suite struct FlowLayoutScaleTests {
  /// Width 390, 50×50 items, spacing 10: (390 + 10) / 60 = 6.67 → 6 per line, justified spacing
  /// (390 − 300) / 5 = 18 → columns x = 0, 68, 136, 204, 272, 340; line i at y = 60·i.
  /// 1,000,000 items → ⌈1,000,000 / 6⌉ = 166,667 lines → height
  /// 166,667·50 + 166,666·10 = 8,333,350 + 1,666,660 = 10,000,010.
  @Test func millionItemsVerticalContentSizeAndViewportQueries() {
    let layout = CollectionViewFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 844), data: FlowTestData([1_000_000]))
    _ = view
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 10_000_010))

    // Viewport at y = 5,000,000 (844 high): lines i with 60i + 50 ≥ 5,000,000 and
    // 60i ≤ 5,000,844 → i = 83,333 … 83,347 (15 lines × 6) → items 499,998 … 500,087.
    let middle = layout.layoutAttributesForElements(in: flowRect(0, 5_000_000, 390, 844)) ?? []
    #expect(middle.map(\.indexPath) == (499_998...500_087).map { IndexPath(item: $0, section: 0) })
    #expect(middle.first?.frame == flowRect(0, 4_999_980, 50, 50))

    // Viewport at the end, y = 10,000,010 − 844 = 9,999,166: the first line meeting it has
    // 60i + 50 ≥ 9,999,166 → i ≥ 9,999,116 / 60 = 166,651.9 → 166,652 (9,999,120 … 9,999,170);
    // lines 166,652 … 166,666, the last holding items 999,996 … 999,999 (4 items on the grid's
    // first 4 columns) → items 6·166,652 = 999,912 … 999,999 (14·6 + 4 = 88).
    let end = layout.layoutAttributesForElements(in: flowRect(0, 9_999_166, 390, 844)) ?? []
    #expect(end.map(\.indexPath) == (999_912...999_999).map { IndexPath(item: $0, section: 0) })
    #expect(end.last?.frame == flowRect(204, 9_999_960, 50, 50))
    #expect(layout.flowItemFrame(999_999) == flowRect(204, 9_999_960, 50, 50))
  }

  @Test func millionItemsHorizontalContentSize() {
    // Height 390: the same arithmetic along x: content 10,000,010 × 390; item 500,000 is in
    // column 83,333 (500,000 = 6·83,333 + 2) at x = 60·83,333 = 4,999,980, y = 2·68 = 136.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let view = makeFlowHost(layout, size: CGSize(width: 844, height: 390), data: FlowTestData([1_000_000]))
    _ = view
    #expect(layout.collectionViewContentSize == CGSize(width: 10_000_010, height: 390))
    #expect(layout.flowItemFrame(500_000) == flowRect(4_999_980, 136, 50, 50))
    let found = layout.layoutAttributesForElements(in: flowRect(4_999_990, 130, 10, 10)) ?? []
    #expect(found.map(\.indexPath) == [IndexPath(item: 500_000, section: 0)])
  }

  @Test func thousandSectionsOfThousandItemsWithHeadersAndASilentDelegate() {
    // 1,000 sections × 1,000 items, headers 40, a flow delegate that implements nothing.
    // Each section: header 40 + 167 lines (⌈1000 / 6⌉) → 167·50 + 166·10 = 10,010 →
    // 10,050 long; content 10,050,000. Section 500 starts at 5,025,000; its header is at that y,
    // and its item 6 at y = 5,025,000 + 40 + 60 = 5,025,100, x = 0.
    let layout = CollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let delegate = FlowSilentDelegate()
    let data = FlowTestData([Int](repeating: 1_000, count: 1_000))
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 844), data: data, delegate: delegate)
    _ = view
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 10_050_000))
    #expect(layout.flowHeaderFrame(500) == flowRect(0, 5_025_000, 390, 40))
    #expect(layout.flowItemFrame(6, section: 500) == flowRect(0, 5_025_100, 50, 50))
    // A rect straddling sections 499 and 500, y 5,024,990 … 5,025,045. Section 499 starts at
    // 499·10,050 = 5,014,950, its lines at + 40 = 5,014,990; its last line (166, items 996…999)
    // at 5,014,990 + 166·60 = 5,024,950 … 5,025,000 meets the rect (line 165 ends at 5,024,940).
    // Section 500's header (5,025,000 … 5,025,040) and first line (5,025,040 … 5,025,090) too.
    let found = layout.layoutAttributesForElements(in: flowRect(0, 5_024_990, 390, 55)) ?? []
    let lastLineOf499 = (996...999).map { IndexPath(item: $0, section: 499) }
    let firstLineOf500 = (0...5).map { IndexPath(item: $0, section: 500) }
    #expect(
      found.filter { $0.representedElementCategory == .cell }.map(\.indexPath) == lastLineOf499
        + firstLineOf500)
    #expect(
      found.filter { $0.representedElementKind == CollectionView.elementKindSectionHeader }.map(
        \.indexPath.section) == [500])
  }
}
