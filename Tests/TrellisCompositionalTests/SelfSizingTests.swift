import Testing
import TrellisCompositional

// Self-sizing through the host's path (`preferredLayoutAttributesFitting(_:)` →
// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` → invalidation
// context), as flow layout does it: an estimated row starts at its estimate, is measured when
// it appears, and the content after it moves by the difference.
@Suite @MainActor struct SelfSizingTests {
  @Test func estimatedRowsAreMeasuredWhenTheyAppearAndTheRestMoves() {
    // 100 rows estimated at 44 that measure 60. The first pass shows rows 0…19 (row 19 spans
    // 836…880); all are measured. At 60 each, rows 0…14 fill the screen, all measured: done.
    // Row 20 starts at 20·60 = 1200; the content is 20·60 + 80·44 = 4720 tall.
    let compositional = estimatedList()
    let view = makeMeasuredHost(compositional, data: MeasuredData([100]) { _ in 60 })
    #expect(compositional.frame(item: 0) == rect(0, 0, 390, 60))
    #expect(compositional.frame(item: 19) == rect(0, 1140, 390, 60))
    #expect(compositional.frame(item: 20) == rect(0, 1200, 390, 44))
    #expect(view.contentSize.height == 4720)
    #expect(view.lastLayoutError == nil)
  }

  @Test func aRowMeasuredAboveTheVisibleTopKeepsTheVisibleContentStill() {
    // Rows measure 44 (their estimate) except row 10, which measures 100, 56 more. Scrolled to
    // 2200 (row 50 at the top), the layout is told of row 10's size (above the top, ending at
    // 484 ≤ 2200): the content grows by 56 and the offset moves by 56 too, so row 50 is still
    // at the top of the screen: its frame is 2256…2300 and the offset 2256.
    let compositional = estimatedList()
    let view = makeMeasuredHost(compositional, data: MeasuredData([100]) { _ in 44 })
    view.contentOffset = CGPoint(x: 0, y: 2200)
    view.layoutIfNeeded()
    let original = try! #require(compositional.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)))
    let preferred = original.copy() as! CollectionViewLayoutAttributes
    preferred.size = CGSize(width: 390, height: 100)
    #expect(
      compositional.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    let context = compositional.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 56))
    #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 56))
    compositional.invalidateLayout(with: context)
    view.layoutIfNeeded()
    #expect(view.contentOffset == CGPoint(x: 0, y: 2256))
    #expect(compositional.frame(item: 50) == rect(0, 2256, 390, 44))
    #expect(compositional.frame(item: 10) == rect(0, 440, 390, 100))
    #expect(view.contentSize.height == 4456)
  }

  @Test func rowsOfSeveralItemsTakeTheTallestAndUniformSiblingsMatchIt() {
    // Three estimated items per row prefer 40, 80 and 60. Without uniform sizing each keeps its
    // own height and the row is as tall as the tallest (80); with `.uniformAcrossSiblings` all
    // three become 80. The second row starts at 80 either way.
    for uniform in [false, true] {
      let height: CollectionLayoutDimension = uniform ? .uniformAcrossSiblings(estimate: 50) : .estimated(50)
      let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), height))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
      let compositional = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
      let heights: [CGFloat] = [40, 80, 60]
      _ = makeMeasuredHost(compositional, data: MeasuredData([6]) { heights[$0.item % 3] })
      #expect(compositional.frame(item: 0)?.height == (uniform ? 80 : 40))
      #expect(compositional.frame(item: 1)?.height == 80)
      #expect(compositional.frame(item: 2)?.height == (uniform ? 80 : 60))
      #expect(compositional.frame(item: 3)?.minY == 80)
    }
  }

  @Test func twoCellsOfOneRowMeasuredInOnePassAdjustByTheRowsRealChange() {
    // Rows of two estimated items (50). Scrolled to 1000, row 0 is above the top. Item 0
    // measures 80: the row grows by 30 (content and offset +30). Item 1 then measures 60: the
    // row stays 80 tall (the taller sibling decides), so its context adjusts nothing.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
    let compositional = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let view = makeMeasuredHost(compositional, data: MeasuredData([100]) { _ in nil })
    view.contentOffset = CGPoint(x: 0, y: 1000)
    view.layoutIfNeeded()
    func measure(_ item: Int, _ height: CGFloat) -> CollectionViewLayoutInvalidationContext {
      let original = compositional.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
      let preferred = original.copy() as! CollectionViewLayoutAttributes
      preferred.size.height = height
      let context = compositional.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      compositional.invalidateLayout(with: context)
      return context
    }
    let first = measure(0, 80)
    #expect(first.contentSizeAdjustment == CGSize(width: 0, height: 30))
    #expect(first.contentOffsetAdjustment == CGPoint(x: 0, y: 30))
    let second = measure(1, 60)
    #expect(second.contentSizeAdjustment == .zero)
    #expect(second.contentOffsetAdjustment == .zero)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 1030)
    #expect(compositional.frame(item: 2)?.minY == 80)
  }

  @Test func measuringAMillionRowListIsLogarithmic() {
    // 1,000,000 rows of 44 (estimate); row 500,000 measures 100 (+56). Row 999,999 then starts
    // at 999,999·44 + 56 and the content is 44,000,056 tall. A query at row 700,000's place
    // finds it (the Fenwick tree's search).
    let compositional = estimatedList()
    let view = makeMeasuredHost(compositional, data: MeasuredData([1_000_000]) { _ in nil })
    let original = try! #require(
      compositional.layoutAttributesForItem(at: IndexPath(item: 500_000, section: 0)))
    let preferred = original.copy() as! CollectionViewLayoutAttributes
    preferred.size.height = 100
    compositional.invalidateLayout(
      with: compositional.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    view.layoutIfNeeded()
    #expect(compositional.frame(item: 999_999) == rect(0, 999_999 * 44 + 56, 390, 44))
    #expect(view.contentSize.height == 44_000_056)
    let top = CGFloat(700_000 * 44 + 56)
    let items = compositional.layoutAttributesForElements(in: rect(0, top, 390, 88))?.map(\.indexPath.item)
    #expect(items == [700_000, 700_001])
  }
}
