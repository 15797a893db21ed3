import Foundation
import Testing
import TrellisCompositional

// The inputs the fuzzing harness (Fuzz/, the `compositional` surface) found trapping, hanging,
// exhausting memory or producing NaN/∞, each reproduced exactly, with the value the rules give.
// The rules (`LayoutLimits`, docs/limits.md): a length is 0 when NaN, ±∞ or negative and at most
// 10¹² points; an inset edge or offset is 0 when NaN or ±∞ and clamped to ±10¹²; a NaN or infinite
// position is ignored (the old value stays); a rect query returns at most 100,000 elements and
// none for `CGRect.infinite`; a group repeats at most 10,000 times and places at most 10,000
// cells in all; a visible-items handler sees at most 10,000 elements.
@Suite @MainActor struct CompositionalInputLimitsTests {
  /// One item filling its group.
  func fill() -> CollectionLayoutItem {
    CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
  }

  /// A vertical list of `itemHeight`-high full-width rows.
  func list(itemHeight: CollectionLayoutDimension) -> CollectionViewCompositionalLayout {
    let group = CollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), itemHeight),
      subitems: [CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), itemHeight))])
    return layout(group)
  }

  // MARK: - Orthogonal scrolling

  @Test func aNaNOrInfiniteProposedOffsetLeavesTheSectionWhereItIs() throws {
    // Was: "Double value cannot be converted to Int because it is either infinite or NaN" in
    // targetOffset(forNestedScrollRegion:…) for a NaN proposal (and ±∞ through NaN arithmetic).
    // 300-point groups 10 apart after a leading inset of 20, ten of them, in a 390-point view:
    // the offset runs from 0 to 20 + 3000 + 90 + 20 − 390 = 2740, so 310 is within range.
    let item = fill()
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(300), .absolute(200)), subitems: [item])
    for behavior in [
      CollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging,
      .groupPaging, .groupPagingCentered,
    ] {
      let layout = layout(group) { section in
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.orthogonalScrollingBehavior = behavior
      }
      _ = makeHost(layout, counts: [10])
      layout.setOrthogonalScrollOffset(310, forSection: 0)
      let region = try #require(layout.nestedScrollRegion(withIdentifier: 0))
      for proposed in [CGFloat.nan, .infinity, -.infinity] {
        // A NaN or infinite position is ignored: the section stays at its offset, 310.
        let target = layout.targetOffset(
          forNestedScrollRegion: region, proposedOffset: proposed, velocity: 0, dragStartOffset: 0)
        #expect(target == 310, "\(behavior), proposed \(proposed)")
      }
      // A NaN drag start counts as the current offset; the answer is finite and within the
      // section's range.
      let target = layout.targetOffset(
        forNestedScrollRegion: region, proposedOffset: 0, velocity: .nan, dragStartOffset: .nan)
      #expect(
        target.isFinite && target >= region.minimumOffset && target <= region.maximumOffset,
        "\(behavior): \(target) in \(region.minimumOffset) … \(region.maximumOffset)")
    }
  }

  // MARK: - Groups

  @Test func aCountOfIntMaxMakesTenThousandCopies() {
    // Was: a crash allocating Int.max children (Array(repeating:count:)).
    // 10,000 copies share the 400-point width: 400 / 10,000 = 0.04 points each, so copy 9,999
    // starts at 9,999 × 0.04 = 399.96; item 10,000 starts the second group, 50 points down.
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: fill(), count: .max)
    let layout = layout(group)
    _ = makeHost(layout, counts: [10_001], size: CGSize(width: 400, height: 800))
    #expect(close(layout.frame(item: 0), rect(0, 0, 0.04, 50), tolerance: 1e-9))
    #expect(close(layout.frame(item: 9_999), rect(399.96, 0, 0.04, 50), tolerance: 1e-6))
    #expect(close(layout.frame(item: 10_000), rect(0, 50, 0.04, 50), tolerance: 1e-9))
  }

  @Test func nestedGroupsPlaceTenThousandCellsInAll() {
    // Was: 10,000 groups of 10,000 items, 10⁸ cells solved for one group (tens of gigabytes).
    // The first inner column takes the whole budget: 10,000 cells 400 / 10,000 = 0.04 wide and
    // 100 / 10,000 = 0.01 high, cell k at y = 0.01·k; item 10,000 begins the next repetition of
    // the root group, 100 points down.
    let inner = CollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), repeatingSubitem: fill(), count: 10_000)
    let outer = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: inner, count: 10_000)
    let layout = layout(outer)
    _ = makeHost(layout, counts: [10_001], size: CGSize(width: 400, height: 800))
    #expect(close(layout.frame(item: 9_999), rect(0, 99.99, 0.04, 0.01), tolerance: 1e-6))
    #expect(close(layout.frame(item: 10_000), rect(0, 100, 0.04, 0.01), tolerance: 1e-9))
  }

  @Test func customFramesWithNaNOrHugeNumbersStayWithinTheLimits() {
    // A NaN frame is an empty frame at the group's origin; an origin of 10³⁰⁰ is clamped to
    // 10¹², a width of 10³⁰⁰ to 10¹².
    let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
      [
        CollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
        CollectionLayoutGroupCustomItem(frame: CGRect(x: 1e300, y: 5, width: 1e300, height: 10)),
      ]
    }
    let layout = layout(group)
    _ = makeHost(layout, counts: [2])
    #expect(layout.frame(item: 0) == .zero)
    #expect(layout.frame(item: 1) == rect(1e12, 5, 1e12, 10))
  }

  // MARK: - Lengths

  @Test func dimensionsAboveTheLimitCountAsTenToTheTwelve() {
    // Was: an infinite content height (three rows of 10³⁰⁰ points). Each row is 10¹² high.
    let layout = list(itemHeight: .absolute(1e300))
    let view = makeHost(layout, counts: [3])
    #expect(layout.collectionViewContentSize.height == 3e12)
    #expect(view.contentSize.height == 3e12)
    #expect(layout.frame(item: 2) == rect(0, 2e12, 390, 1e12))
  }

  @Test func infiniteAndNegativeFractionsCountAsZeroAndHugeOnesAsTheLimit() {
    // fractionalWidth(∞) · 390 = ∞ → 0; fractionalWidth(−1) → 0; fractionalWidth(10³⁰⁰) · 390 →
    // 10¹².
    for (fraction, expected) in [(CGFloat.infinity, CGFloat(0)), (-1, 0), (1e300, 1e12)] {
      let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(fraction), .absolute(10)))
      let group = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])
      let layout = layout(group)
      _ = makeHost(layout, counts: [1])
      #expect(layout.frame(item: 0)?.width == expected, "fractionalWidth(\(fraction))")
    }
  }

  @Test func spacingsAndInsetsFollowTheLengthRules() {
    // interGroupSpacing 10³⁰⁰ → 10¹²; a top inset of 10³⁰⁰ → 10¹², a NaN leading inset → 0.
    // Item 0 at y = 10¹²; item 1 one row (10) and one spacing (10¹²) further: 2·10¹² + 10.
    let section = CollectionLayoutSection(
      group: .vertical(
        layoutSize: size(.fractionalWidth(1), .absolute(10)),
        subitems: [CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))]))
    section.interGroupSpacing = 1e300
    section.contentInsets = DirectionalEdgeInsets(top: 1e300, leading: .nan, bottom: 0, trailing: 0)
    let spaced = CollectionViewCompositionalLayout(section: section)
    _ = makeHost(spaced, counts: [2])
    #expect(spaced.frame(item: 0) == rect(0, 1e12, 390, 10))
    #expect(spaced.frame(item: 1) == rect(0, 2e12 + 10, 390, 10))
    #expect(spaced.collectionViewContentSize.height == 2e12 + 20)
  }

  // MARK: - Visible-items handlers

  @Test func aHandlersUnusableTransformIsIgnored() {
    // Was: a scale of 10³⁰⁰ made the item's frame infinite. Ignored, the frame is the
    // untransformed one; a scale of 2 is kept.
    for (scale, kept) in [(CGFloat(1e300), false), (2, true)] {
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(100), .absolute(100)), subitems: [fill()])
      let layout = layout(group) { section in
        section.visibleItemsInvalidationHandler = { items, _, _ in
          for item in items { item.transform3D = CATransform3DMakeScale(scale, scale, 1) }
        }
      }
      _ = makeHost(layout, counts: [1])
      let attributes = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
      #expect(attributes?.transform3D.m11 == (kept ? 2 : 1), "scale \(scale)")
      // Scaled by 2 about its centre (50, 50), the 100-point item covers −50 … 150.
      #expect(attributes?.frame == (kept ? rect(-50, -50, 200, 200) : rect(0, 0, 100, 100)))
    }
  }

  @Test func aHandlerSeesAtMostTenThousandElements() {
    // Was: every element in the bounds (10 million zero-size items: gigabytes of items). Here
    // 1-point items fill the 400 × 800 view: 320,000 of them; the handler gets 10,000.
    var seen = 0
    let item = CollectionLayoutItem(layoutSize: size(.absolute(1), .absolute(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
    let layout = layout(group) { section in
      section.visibleItemsInvalidationHandler = { items, _, _ in seen = max(seen, items.count) }
    }
    _ = makeHost(layout, counts: [400_000], size: CGSize(width: 400, height: 800))
    #expect(seen == LayoutLimits.maximumVisibleElements)
  }

  // MARK: - Rect queries

  @Test func aRectQueryReturnsAtMostOneHundredThousandElements() {
    // Was: an attributes object for every element in the rect (millions, until memory ran out).
    // 200,000 1-point items, 400 a row, all inside (0, 0, 400, 500): the first 100,000 come back.
    let item = CollectionLayoutItem(layoutSize: size(.absolute(1), .absolute(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
    let layout = layout(group)
    _ = makeHost(layout, counts: [200_000], size: CGSize(width: 400, height: 800))
    let result = layout.layoutAttributesForElements(in: rect(0, 0, 400, 500)) ?? []
    #expect(result.count == LayoutLimits.maximumQueryElements)
    #expect(result.last?.indexPath == IndexPath(item: 99_999, section: 0))
  }

  @Test func theInfiniteRectContainsNoElement() {
    let layout = list(itemHeight: .absolute(44))
    _ = makeHost(layout, counts: [10])
    #expect(layout.layoutAttributesForElements(in: .infinite)?.isEmpty == true)
    #expect(layout.layoutAttributesForElements(in: .null)?.isEmpty == true)
  }
}
