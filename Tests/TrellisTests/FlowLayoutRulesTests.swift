import Testing
import Trellis

/// Apple's line rules (docs/uikit-reference.md, "UICollectionViewFlowLayout"), each worked out by
/// hand, in both scroll directions.
@Suite struct FlowLayoutRulesTests {
  // MARK: - Defaults

  @Test func defaultsAreUIKits() {
    // docs/uikit-reference.md, "UICollectionViewFlowLayout" (Apple's documented defaults):
    // itemSize 50×50, line and interitem spacing 10, zero insets, vertical, nothing pinned.
    let layout = CollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.estimatedItemSize == .zero)
    #expect(!layout.sectionHeadersPinToVisibleBounds)
    #expect(!layout.sectionFootersPinToVisibleBounds)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(
      ObjectIdentifier(CollectionViewFlowLayout.invalidationContextClass)
        == ObjectIdentifier(CollectionViewFlowLayoutInvalidationContext.self))
  }

  // MARK: - Uniform grid: items per line, justified lines, last line on the grid

  @Test func verticalUniformGridJustifiesFullLinesAndKeepsColumnsOnLastLine() {
    // Width 320, insets left/right 10, item 90×50, spacing 10 (interitem and line):
    // available 320 − 20 = 300; per line (300 + 10) / (90 + 10) = 3.1 → 3;
    // justified spacing (300 − 3·90) / 2 = 15 → x = 10, 115, 220.
    // 8 items → lines of 3, 3, 2 at y = 0, 60, 120; the last line reuses columns x = 10, 115.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 50)
    layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let data = FlowTestData([8])
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: data)
    _ = view
    let expected: [CGRect] = [
      flowRect(10, 0, 90, 50), flowRect(115, 0, 90, 50), flowRect(220, 0, 90, 50),
      flowRect(10, 60, 90, 50), flowRect(115, 60, 90, 50), flowRect(220, 60, 90, 50),
      flowRect(10, 120, 90, 50), flowRect(115, 120, 90, 50),
    ]
    for (item, frame) in expected.enumerated() {
      #expect(layout.flowItemFrame(item) == frame, "item \(item)")
    }
    // Content: width 320, height 3 lines · 50 + 2 · 10 = 170.
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
  }

  @Test func horizontalUniformGridFillsColumnsTopToBottom() {
    // Height 320, insets top/bottom 10, item 50×90 (90 along the column), spacing 10:
    // per column (300 + 10) / 100 = 3.1 → 3; justified y = 10, 115, 220; columns at
    // x = 0, 60, 120; the last column reuses rows y = 10, 115.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 90)
    layout.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    let data = FlowTestData([8])
    let view = makeFlowHost(layout, size: CGSize(width: 480, height: 320), data: data)
    _ = view
    let expected: [CGRect] = [
      flowRect(0, 10, 50, 90), flowRect(0, 115, 50, 90), flowRect(0, 220, 50, 90),
      flowRect(60, 10, 50, 90), flowRect(60, 115, 50, 90), flowRect(60, 220, 50, 90),
      flowRect(120, 10, 50, 90), flowRect(120, 115, 50, 90),
    ]
    for (item, frame) in expected.enumerated() {
      #expect(layout.flowItemFrame(item) == frame, "item \(item)")
    }
    // Content: 3 columns · 50 + 2 · 10 = 170 wide, 320 high.
    #expect(layout.collectionViewContentSize == CGSize(width: 170, height: 320))
  }

  @Test func uniformItemsWiderThanHalfTheLineAreCentredOnePerLine() {
    // Width 320, item 200×40, spacing 10: (320 + 10) / 210 = 1.57 → 1 per line; alone on a
    // line it is centred: x = (320 − 200) / 2 = 60; lines at y = 0, 50, 100. The grid's only
    // column is the centred one, so the last item is centred as well.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 40)
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([3]))
    _ = view
    #expect(layout.flowItemFrame(0) == flowRect(60, 0, 200, 40))
    #expect(layout.flowItemFrame(1) == flowRect(60, 50, 200, 40))
    #expect(layout.flowItemFrame(2) == flowRect(60, 100, 200, 40))
  }

  // MARK: - Varied sizes: centred lone items, justified lines, left-aligned last line

  /// Sizes for the varied-size tests, in (width, height) for vertical scrolling.
  private static let variedSizes = [
    CGSize(width: 200, height: 40), CGSize(width: 200, height: 60), CGSize(width: 50, height: 30),
    CGSize(width: 60, height: 20), CGSize(width: 40, height: 50),
  ]

  @Test func verticalVariedSizesFollowUIKitsLineRules() {
    // Width 320, insets left/right 10 → available 300, spacing 10.
    // Line 0: 200 + 10 + 200 = 410 > 300 → item 0 alone, not the last line → centred:
    //   x = 10 + (300 − 200) / 2 = 60; thickness 40; y = 0.
    // Line 1: 200 + 10 + 50 = 260 ≤ 300, + 10 + 60 = 330 > 300 → items 1, 2, justified:
    //   spacing (300 − 250) / 1 = 50 → x = 10, 260; thickness max(60, 30) = 60; y = 40 + 10 = 50;
    //   item 2 centred on the line: y = 50 + (60 − 30) / 2 = 65.
    // Line 2 (last): items 3, 4 left-aligned at spacing 10: x = 10, 10 + 60 + 10 = 80;
    //   thickness max(20, 50) = 50; y = 50 + 60 + 10 = 120; item 3 at y = 120 + (50 − 20) / 2 = 135.
    // Content height 120 + 50 = 170.
    let layout = CollectionViewFlowLayout()
    layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let delegate = FlowSizingDelegate([Self.variedSizes])
    let view = makeFlowHost(
      layout, size: CGSize(width: 320, height: 480), data: FlowTestData([5]), delegate: delegate)
    _ = view
    #expect(layout.flowItemFrame(0) == flowRect(60, 0, 200, 40))
    #expect(layout.flowItemFrame(1) == flowRect(10, 50, 200, 60))
    #expect(layout.flowItemFrame(2) == flowRect(260, 65, 50, 30))
    #expect(layout.flowItemFrame(3) == flowRect(10, 135, 60, 20))
    #expect(layout.flowItemFrame(4) == flowRect(80, 120, 40, 50))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
    // A delegate that implements sizeForItemAt is asked once per item.
    #expect(delegate.sizeQuestions == 5)
  }

  @Test func horizontalVariedSizesFollowUIKitsLineRules() {
    // The vertical case transposed: height 320, insets top/bottom 10, sizes (h, w) swapped.
    // Column 0: item 0 alone → centred y = 60, x = 0, width 40.
    // Column 1 at x = 40 + 10 = 50: items 1, 2 justified y = 10, 260; width 60;
    //   item 2 centred across the column: x = 50 + (60 − 30) / 2 = 65.
    // Column 2 (last) at x = 50 + 60 + 10 = 120: y = 10, 80; width 50; item 3 at
    //   x = 120 + (50 − 20) / 2 = 135. Content 170 × 320.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    let transposed = Self.variedSizes.map { CGSize(width: $0.height, height: $0.width) }
    let delegate = FlowSizingDelegate([transposed])
    let view = makeFlowHost(
      layout, size: CGSize(width: 480, height: 320), data: FlowTestData([5]), delegate: delegate)
    _ = view
    #expect(layout.flowItemFrame(0) == flowRect(0, 60, 40, 200))
    #expect(layout.flowItemFrame(1) == flowRect(50, 10, 60, 200))
    #expect(layout.flowItemFrame(2) == flowRect(65, 260, 30, 50))
    #expect(layout.flowItemFrame(3) == flowRect(135, 10, 20, 60))
    #expect(layout.flowItemFrame(4) == flowRect(120, 80, 50, 40))
    #expect(layout.collectionViewContentSize == CGSize(width: 170, height: 320))
  }

  @Test func variedLastLineIsLeftAlignedWhereAUniformOneWouldKeepTheGrid() {
    // Width 320, no insets, spacing 10, items 90×50 except item 4, 90×60.
    // Per line (320 + 10) / 100 = 3.3 → 3; justified spacing (320 − 270) / 2 = 25 → x = 0, 115,
    // 230. Line 1 (items 3, 4, 5): thickness 60; last line (items 6, 7) left-aligned at the
    // minimum spacing: x = 0, 100 (a uniform section would put item 7 at 115).
    // y: line 0 at 0; line 1 at 60 (item 3 centred: 60 + (60 − 50) / 2 = 65); line 2 at
    // 60 + 60 + 10 = 130.
    var sizes = [CGSize](repeating: CGSize(width: 90, height: 50), count: 8)
    sizes[4] = CGSize(width: 90, height: 60)
    let layout = CollectionViewFlowLayout()
    let delegate = FlowSizingDelegate([sizes])
    let view = makeFlowHost(
      layout, size: CGSize(width: 320, height: 480), data: FlowTestData([8]), delegate: delegate)
    _ = view
    #expect(layout.flowItemFrame(2) == flowRect(230, 0, 90, 50))
    #expect(layout.flowItemFrame(3) == flowRect(0, 65, 90, 50))
    #expect(layout.flowItemFrame(4) == flowRect(115, 60, 90, 60))
    #expect(layout.flowItemFrame(6) == flowRect(0, 130, 90, 50))
    #expect(layout.flowItemFrame(7) == flowRect(100, 130, 90, 50))
  }

  @Test func delegateAnsweringEqualSizesGivesTheUniformGrid() {
    // The same 8 items of 90×50 as the uniform test, but from a delegate: the section is
    // detected as uniform, so the last line keeps the grid (x = 10, 115 at y = 120).
    let layout = CollectionViewFlowLayout()
    layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let delegate = FlowSizingDelegate([[CGSize](repeating: CGSize(width: 90, height: 50), count: 8)])
    let view = makeFlowHost(
      layout, size: CGSize(width: 320, height: 480), data: FlowTestData([8]), delegate: delegate)
    _ = view
    #expect(layout.flowItemFrame(6) == flowRect(10, 120, 90, 50))
    #expect(layout.flowItemFrame(7) == flowRect(115, 120, 90, 50))
  }

  // MARK: - Oversized items

  @Test func itemWiderThanTheLineGoesAloneAtTheLeadingInset() {
    // Width 320, items 400×50, 100×50, 100×50, spacing 10. UIKit logs "the item width must be
    // less than the width of the UICollectionView minus the section insets …" and lays the
    // item out alone on its line; Trellis keeps its size and puts it at the leading inset
    // (x = 0). Items 1, 2 form the last line, left-aligned: x = 0, 110, y = 60.
    let layout = CollectionViewFlowLayout()
    let delegate = FlowSizingDelegate([
      [CGSize(width: 400, height: 50), CGSize(width: 100, height: 50), CGSize(width: 100, height: 50)]
    ])
    let view = makeFlowHost(
      layout, size: CGSize(width: 320, height: 480), data: FlowTestData([3]), delegate: delegate)
    _ = view
    #expect(layout.flowItemFrame(0) == flowRect(0, 0, 400, 50))
    #expect(layout.flowItemFrame(1) == flowRect(0, 60, 100, 50))
    #expect(layout.flowItemFrame(2) == flowRect(110, 60, 100, 50))
  }

  @Test func horizontalItemTallerThanTheColumnGoesAloneAtTheTopInset() {
    // Height 320, uniform items 50×400: one per column at y = 0 (not centred: it does not fit);
    // columns at x = 0, 60.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 400)
    let view = makeFlowHost(layout, size: CGSize(width: 480, height: 320), data: FlowTestData([2]))
    _ = view
    #expect(layout.flowItemFrame(0) == flowRect(0, 0, 50, 400))
    #expect(layout.flowItemFrame(1) == flowRect(60, 0, 50, 400))
  }

  // MARK: - Insets and the inset reference

  @Test func contentInsetNarrowsTheContentAndSectionInsetsAreMeasuredFromIt() {
    // Width 320, contentInset left/right 20 → content width 280; items 80×50, spacing 10:
    // (280 + 10) / 90 = 3.2 → 3; justified spacing (280 − 240) / 2 = 20 → x = 0, 100, 200.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 50)
    let view = CollectionView(frame: flowRect(0, 0, 320, 480), collectionViewLayout: layout)
    let data = FlowTestData([3])
    view.dataSource = data
    view.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    view.layoutIfNeeded()
    #expect(layout.collectionViewContentSize == CGSize(width: 280, height: 50))
    #expect(layout.flowItemFrame(0) == flowRect(0, 0, 80, 50))
    #expect(layout.flowItemFrame(1) == flowRect(100, 0, 80, 50))
    #expect(layout.flowItemFrame(2) == flowRect(200, 0, 80, 50))
  }

  @Test func layoutMarginsReferenceAddsTheMarginsBeyondTheContentInset() {
    // As above, plus layoutMargins left/right 30 and .fromLayoutMargins: the margins exceed the
    // content inset (20) by 10 on each side → available 280 − 20 = 260 from x = 10;
    // (260 + 10) / 90 = 3 → spacing (260 − 240) / 2 = 10 → x = 10, 100, 190.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 50)
    layout.sectionInsetReference = .fromLayoutMargins
    let view = CollectionView(frame: flowRect(0, 0, 320, 480), collectionViewLayout: layout)
    let data = FlowTestData([3])
    view.dataSource = data
    view.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    view.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    view.layoutIfNeeded()
    #expect(layout.collectionViewContentSize == CGSize(width: 280, height: 50))
    #expect(layout.flowItemFrame(0) == flowRect(10, 0, 80, 50))
    #expect(layout.flowItemFrame(1) == flowRect(100, 0, 80, 50))
    #expect(layout.flowItemFrame(2) == flowRect(190, 0, 80, 50))
  }

  @Test func safeAreaReferenceAddsNothingTheAdjustedInsetAlreadyCovers() {
    // The host's adjustedContentInset already includes the safe area (left/right 44), so the
    // content is 320 − 88 = 232 wide and .fromSafeArea adds no extra inset: items 50×50,
    // (232 + 10) / 60 = 4.03 → 4 per line, spacing (232 − 200) / 3 = 10.67 → item 1 at x = 60.67.
    let layout = CollectionViewFlowLayout()
    layout.sectionInsetReference = .fromSafeArea
    let view = CollectionView(frame: flowRect(0, 0, 320, 480), collectionViewLayout: layout)
    let data = FlowTestData([4])
    view.dataSource = data
    view.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
    view.layoutIfNeeded()
    #expect(layout.collectionViewContentSize == CGSize(width: 232, height: 50))
    #expect(layout.flowItemFrame(0)?.minX == 0)
    let x1 = layout.flowItemFrame(1)?.minX ?? 0
    #expect(abs(x1 - (50 + 32.0 / 3)) < 1e-9)
  }

  // MARK: - Delegate defaults

  @Test func delegateThatImplementsNothingGetsTheLayoutsProperties() {
    // Same numbers as the uniform vertical grid: x = 10, 115, 220; the last line on the grid.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 50)
    layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let delegate = FlowSilentDelegate()
    let view = makeFlowHost(
      layout, size: CGSize(width: 320, height: 480), data: FlowTestData([8]), delegate: delegate)
    _ = view
    #expect(layout.flowItemFrame(2) == flowRect(220, 0, 90, 50))
    #expect(layout.flowItemFrame(7) == flowRect(115, 120, 90, 50))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
  }

  @Test func delegateSectionMetricsApplyPerSection() {
    // Width 320, item 50×50 (the property). Section 0: insets 10 all round, line spacing 20,
    // interitem 0, header 30, no footer: header (0, 0, 320, 30); available 300 → (300 + 0) / 50
    // = 6 per line, spacing 0 → x = 10, 60, …; 7 items → lines at y = 30 + 10 = 40 and
    // 40 + 50 + 20 = 110; section ends at 110 + 50 + 10 = 170.
    // Section 1: zero insets, spacing 5/5, no header, footer 20: (320 + 5) / 55 = 5.9 → 5 per
    // line, spacing (320 − 250) / 4 = 17.5 → x = 0, 67.5, …; 2 items on one line at y = 170;
    // footer at 220: (0, 220, 320, 20). Content height 240.
    let layout = CollectionViewFlowLayout()
    let delegate = FlowSectionMetricsDelegate(
      insets: [EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), .zero], lineSpacings: [20, 5],
      interitemSpacings: [0, 5], headers: [CGSize(width: 0, height: 30), .zero],
      footers: [.zero, CGSize(width: 0, height: 20)])
    let view = makeFlowHost(
      layout, size: CGSize(width: 320, height: 480), data: FlowTestData([7, 2]), delegate: delegate)
    _ = view
    #expect(layout.flowHeaderFrame(0) == flowRect(0, 0, 320, 30))
    #expect(layout.flowItemFrame(1, section: 0) == flowRect(60, 40, 50, 50))
    #expect(layout.flowItemFrame(6, section: 0) == flowRect(10, 110, 50, 50))
    #expect(layout.flowHeaderFrame(1) == nil)
    #expect(layout.flowItemFrame(1, section: 1) == flowRect(67.5, 170, 50, 50))
    #expect(layout.flowFooterFrame(0) == nil)
    #expect(layout.flowFooterFrame(1) == flowRect(0, 220, 320, 20))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 240))
  }

  // MARK: - Scrolling defaults

  @Test func targetContentOffsetIsTheProposedOffset() {
    let layout = CollectionViewFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([100]))
    _ = view
    let proposed = CGPoint(x: 0, y: 1234.5)
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: 0, y: 3)) == proposed)
  }

  @Test func outOfRangeIndexPathsHaveNoAttributes() {
    let layout = CollectionViewFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([3]))
    _ = view
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
  }
}
