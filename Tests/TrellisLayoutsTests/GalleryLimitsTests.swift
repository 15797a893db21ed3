import Foundation
import Testing
import TrellisLayouts

/// Every number of every attributes object is finite.
@MainActor
private func isFinite(_ a: CollectionViewLayoutAttributes) -> Bool {
  let t = a.transform3D
  return [
    a.center.x, a.center.y, a.size.width, a.size.height, a.alpha, t.m11, t.m12, t.m21, t.m22, t.m41, t.m42,
  ]
  .allSatisfy(\.isFinite)
}

/// The findings in the gallery layouts, each with its input: traps converting
/// non-finite or huge positions to page indexes and z-indexes, hangs snapping to NaN or huge
/// offsets and building huge waterfalls, NaN leaking into attributes, and 18 s for 100,000
/// columns.
@Suite("Gallery layouts at their limits")
@MainActor
struct GalleryLimitsTests {
  // MARK: Paged grid (PagedGridLayout.swift lines 53, 107, 108)

  /// Line 53: `max(1, columns) * max(1, rows)` overflowed for `Int.max`; lines 107–108:
  /// `Int(rect.minX / pageWidth)` trapped for NaN, ±∞ and quotients beyond `Int.max`.
  @Test func pagedGridCountsAndRectsThatTrappedNowAnswer() throws {
    let layout = PagedGridLayout()
    layout.columns = Int.max
    layout.rows = Int.max
    let (view, source) = host(layout, counts: [1_000])
    withExtendedLifetime(source) {}
    // Clamped to 10,000 × 10,000 slots per page: the 1,000 items fit one page.
    #expect(layout.numberOfPages == 1)
    #expect(layout.lastLayoutError?.kind == .invalidLayoutInput)
    for rect in [
      CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
      CGRect(x: -CGFloat.infinity, y: 0, width: 10, height: 10),
      CGRect(x: 1e300, y: 0, width: 1e300, height: 100),
      CGRect(x: -1.79e308, y: 0, width: 1.79e308, height: 100),
    ] {
      let answer = layout.layoutAttributesForElements(in: rect) ?? []
      #expect(answer.allSatisfy(isFinite))
    }
    #expect(view.contentSize == CGSize(width: 390, height: 844))
    // Counts of Int.max overflowed `count + perPage − 1` (line 72): the view takes 10,000,000
    // items, 500,000 pages of 20 with the default 4 × 5 grid.
    let grid = PagedGridLayout()
    let (large, largeSource) = host(grid, counts: [Int.max, Int.max])
    defer { withExtendedLifetime((large, largeSource)) {} }
    #expect(grid.numberOfPages == 500_000)
  }

  /// Infinite line spacing made NaN (∞ − ∞) in the item size and every frame.
  @Test func pagedGridWithInfiniteLineSpacingHasFiniteAttributes() throws {
    let layout = PagedGridLayout()
    layout.lineSpacing = .infinity
    layout.itemSpacing = -.infinity
    layout.pageInset = EdgeInsets(top: .nan, left: 10, bottom: 10, right: 10)
    let (view, source) = host(layout, counts: [40])
    withExtendedLifetime(source) {}
    // Spacings count as 0, the NaN inset as 0: 4 columns of (390 − 20)/4 = 92.5, 5 rows of
    // (844 − 10)/5 = 166.8.
    #expect(abs(layout.itemSize.width - 92.5) < 1e-9)
    #expect(abs(layout.itemSize.height - 166.8) < 1e-9)
    let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame)
    #expect(frame == CGRect(x: 10 + 92.5, y: 166.8, width: 92.5, height: 166.8))
    #expect(view.contentSize == CGSize(width: 2 * 390, height: 844))
  }

  /// With insets of −1e12 items are wider than their page; a query far to the right still finds
  /// an item that reaches there from page 0.
  @Test func pagedGridItemsWiderThanTheirPageAreFoundWhereTheyReach() throws {
    let layout = PagedGridLayout()
    layout.columns = 1
    layout.rows = 1
    layout.pageInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: -1e12)
    let (view, source) = host(layout, counts: [3])
    defer { withExtendedLifetime((view, source)) {} }
    // Item 0: x = 0, width = 390 + 1e12. A rect at x = 5e11 lies inside it (and inside items 1, 2).
    let rect = CGRect(x: 5e11, y: 100, width: 390, height: 100)
    let paths = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
    #expect(paths.contains(IndexPath(item: 0, section: 0)))
  }

  // MARK: Cover flow (CoverFlowLayout.swift line 132 and the snapping hang)

  /// Line 132: `-Int(distance.rounded())` overflowed for an item more than 9.2e18 points from
  /// the centre. At the largest offset (clamped to 1e20), item 0's z-index saturates.
  @Test func coverFlowZIndexOfAnItemFarFromTheCentreSaturates() throws {
    let layout = CoverFlowLayout()
    let (view, source) = host(layout, counts: [10], size: CGSize(width: 844, height: 390))
    withExtendedLifetime(source) {}
    view.contentOffset = CGPoint(x: 1e20, y: 0)
    let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(attributes.zIndex == -Int(Int32.max))
    #expect(isFinite(attributes))
  }

  /// The hang: the nearest-item search never ended for a NaN, ±∞ or ±1.8e308 proposed offset.
  /// Non-finite offsets come back unchanged; the largest finite ones centre the last or first
  /// item: item i rests centred at offset.x = i · (160 + 10), so item 9 at 1,530.
  @Test func coverFlowSnapsHugeProposedOffsetsToTheEndItems() {
    let layout = CoverFlowLayout()
    let (view, source) = host(layout, counts: [10], size: CGSize(width: 844, height: 390))
    defer { withExtendedLifetime((view, source)) {} }
    for bad in [CGFloat.nan, .infinity, -.infinity] {
      let target = layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: bad, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
      #expect(target.x.isNaN == bad.isNaN)
      if !bad.isNaN { #expect(target.x == bad) }
    }
    let high = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0),
      withScrollingVelocity: .zero)
    #expect(high.x == 1_530)
    let low = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: 0),
      withScrollingVelocity: .zero)
    #expect(low.x == 0)
  }

  /// A NaN `minimumScale` leaked NaN into every transform.
  @Test func coverFlowWithANaNMinimumScaleHasFiniteTransforms() throws {
    let layout = CoverFlowLayout()
    layout.minimumScale = .nan
    let (view, source) = host(layout, counts: [10], size: CGSize(width: 844, height: 390))
    withExtendedLifetime(source) {}
    // NaN counts as the default 0.6; item 1 is 170 points from the centred item 0, of a falloff of
    // 844: scale 1 − 170/844 · 0.4.
    let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(attributes.transform.a - (1 - 170.0 / 844 * 0.4)) < 1e-9)
    #expect(view.visibleCells.allSatisfy { $0.appliedLayoutAttributes.map(isFinite) ?? true })
    #expect(layout.lastLayoutError?.description.contains("minimumScale") == true)
  }

  /// The hang of a drag at huge offsets (cover flow and circular cards): a fling from near the
  /// largest offset ends.
  @Test func dragsAtHugeOffsetsEnd() {
    for layout in [CoverFlowLayout(), CircularCardsLayout()] as [CollectionViewLayout] {
      let (view, source) = host(layout, counts: [1_000_000], size: CGSize(width: 844, height: 390))
      withExtendedLifetime(source) {}
      view.contentOffset = CGPoint(x: 1e19, y: 0)
      drag(view, from: CGPoint(x: 700, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.1)
      view.advance(by: 5)
      #expect(view.contentOffset.x.isFinite)
      #expect(!view.isDecelerating)
    }
  }

  // MARK: Circular cards

  /// A NaN item width made the content size, angles and transforms NaN.
  @Test func circularCardsWithANaNItemWidthHaveFiniteAttributes() {
    let layout = CircularCardsLayout()
    layout.itemSize = CGSize(width: CGFloat.nan, height: 173)
    let (view, source) = host(layout, counts: [20])
    withExtendedLifetime(source) {}
    #expect(view.contentSize.width == 0)
    #expect(layout.anglePerItem == 0)
    // Cards of no width cover nothing: none is visible, none trapped.
    #expect(view.visibleCells.isEmpty)
    #expect(layout.lastLayoutError?.kind == .invalidLayoutInput)
  }

  /// Campaign seed 20261124, layout case 114843 (replay seed 0x59e845f593b5df55): cards
  /// 5e-324 points wide (a subnormal), a radius of −1e300 (counts as 0), 3,726 items, a view of
  /// no size scrolled to x = −3.72. The scrollable width 3,726 × 5e-324 ≈ 1.8e-320 is positive,
  /// so `angle = angleAtExtreme · x / range` overflowed to +∞ and every card's transform was
  /// NaN. The fraction is now clamped to ±10²⁰: anglePerItem = atan2(5e-324, 0) = π/2,
  /// angleAtExtreme = −3,725 · π/2, so angle = 3,725 · π/2 · 10²⁰ — finite, and every card is
  /// turned far past half a turn.
  @Test func circularCardsOfSubnormalWidthKeepAFiniteAngle() throws {
    let layout = CircularCardsLayout()
    layout.itemSize = CGSize(width: CGFloat.leastNonzeroMagnitude, height: 67.2011980096218)
    layout.radius = -1e300
    let (view, source) = host(layout, counts: [3_726, 37], size: .zero)
    withExtendedLifetime(source) {}
    view.contentOffset = CGPoint(x: -3.7239128038159226, y: 0)
    view.layoutIfNeeded()
    // About 1e-319, written exactly as 20,240 × 2⁻¹⁰⁷⁴ (a literal that small loses precision).
    let tiny = CGFloat(Double(bitPattern: 20_240))
    #expect(view.contentSize.width > 0 && view.contentSize.width < tiny)
    #expect(layout.anglePerItem == CGFloat.pi / 2)
    let expected = 3_725 * (CGFloat.pi / 2) * 1e20
    #expect(abs(layout.angle - expected) <= 1e-12 * expected)
    let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2_475, section: 0)))
    #expect(isFinite(attributes))
    #expect(layout.angle(forContentOffsetX: .nan) == 0)
    #expect(layout.angle(forContentOffsetX: .infinity) == 0)
  }

  // MARK: Waterfall

  /// `layoutIfNeeded` with a count of `Int.max` (and enormous heights) never returned: the
  /// collection view now takes at most 10,000,000 items, and heights are clamped to 1e12.
  @Test func waterfallWithIntMaxItemsAndHugeHeightsLaysOutTheLimit() {
    let layout = WaterfallLayout()
    layout.itemHeight = 1e300
    // Two sections of Int.max: summing them overflowed (WaterfallLayout.swift line 183).
    let (view, source) = host(layout, counts: [Int.max, Int.max])
    withExtendedLifetime(source) {}
    #expect(view.numberOfItems(inSection: 0) == 10_000_000)
    #expect(view.lastLayoutError?.kind == .limitExceeded)
    // Two columns of 5,000,000 items 1e12 tall (with 10-point gaps, lost to rounding at 5e18).
    #expect(view.contentSize.height.isFinite && view.contentSize.height >= 4.99e18)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: Int.min, section: 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: Int.max, section: 0)) == nil)
  }

  /// `columnCount = Int.max` allocated a column array of that size (WaterfallLayout.swift line
  /// 207); the count is clamped to 1,000 columns.
  @Test func waterfallWithIntMaxColumnsUsesAThousand() throws {
    let layout = WaterfallLayout()
    layout.columnCount = Int.max
    let (view, source) = host(layout, counts: [3], size: CGSize(width: 1_000 + 999 * 10, height: 844))
    defer { withExtendedLifetime((view, source)) {} }
    // Width 10,990 minus 999 gaps of 10: 1,000 columns of 1 point; items 0, 1, 2 in columns 0, 1, 2.
    #expect(layout.columnWidth(forSection: 0) == 1)
    #expect(layout.column(ofItemAt: IndexPath(item: 2, section: 0)) == 2)
  }

  /// `columnCount = 100000` with 100,000 items took 18 s (a scan of every column per item, and
  /// per column over every item). Columns are now limited to 1,000 and placed through a heap.
  @Test func waterfallWithAHundredThousandColumnsUsesAThousand() throws {
    let layout = WaterfallLayout()
    layout.columnCount = 100_000
    layout.columnSpacing = 0
    layout.itemHeight = 10
    let (view, source) = host(layout, counts: [100_000], size: CGSize(width: 1_000, height: 844))
    withExtendedLifetime(source) {}
    #expect(layout.lastLayoutError?.description.contains("column count") == true)
    // 1,000 columns of 1 point: items 0…999 fill the first row, item 1,000 starts column 0's
    // second row at y = 10 + 10 (interitem spacing).
    #expect(layout.column(ofItemAt: IndexPath(item: 999, section: 0)) == 999)
    let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1_000, section: 0))?.frame)
    #expect(frame == CGRect(x: 0, y: 20, width: 1, height: 10))
    #expect(view.contentSize.height == CGFloat(100 * 10 + 99 * 10))
  }

  // MARK: Rect queries at 1e12

  /// The issue: rect queries omitted items that `layoutAttributesForItem` placed inside the rect
  /// once sizes or spacings reached 1e12. A rect inside each sampled item must return it.
  @Test func waterfallAndPagedGridQueriesFindItemsAt1e12Scale() throws {
    let waterfall = WaterfallLayout()
    waterfall.itemHeight = 1e12
    waterfall.interitemSpacing = 1e12
    let (first, firstSource) = host(waterfall, counts: [100_000])
    let grid = PagedGridLayout()
    grid.pageInset = EdgeInsets(top: 0, left: 1e12, bottom: 0, right: -1e12)
    grid.itemSpacing = 1e12
    let (second, secondSource) = host(grid, counts: [100_000])
    defer { withExtendedLifetime((first, firstSource, second, secondSource)) {} }
    for layout in [waterfall, grid] as [CollectionViewLayout] {
      for item in [0, 3, 49_999, 99_999] {
        let path = IndexPath(item: item, section: 0)
        let frame = try #require(layout.layoutAttributesForItem(at: path)?.frame)
        // A small rect well inside the item (items here are at least 1 point wide and tall).
        let rect = CGRect(x: frame.midX - 0.25, y: frame.midY - 0.25, width: 0.5, height: 0.5)
        let paths = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
        #expect(paths.contains(path), "\(type(of: layout)): item \(item) at \(frame) not in \(rect)")
      }
    }
  }
}
