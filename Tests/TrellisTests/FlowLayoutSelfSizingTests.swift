import PropertyBased
import Testing
import Trellis

/// Self-sizing (docs/uikit-reference.md, "UICollectionViewFlowLayout": a non-zero
/// `estimatedItemSize` (or `automaticSize`) turns on self-sizing; items not yet measured are laid
/// out at the estimate and `preferredLayoutAttributesFitting(_:)` corrects them as they appear).
@Suite struct FlowLayoutSelfSizingTests {
  /// Vertical, 320×480, estimate 300×100, 10 items, spacing 10: one item per line
  /// ((320 + 10) / 310 = 1.06 → 1), centred at x = 10; item i at y = 110·i;
  /// content height 10·100 + 9·10 = 1090.
  private func estimated(
    direction: CollectionView.ScrollDirection = .vertical
  )
    -> (CollectionViewFlowLayout, CollectionView, FlowTestData)
  {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = direction
    layout.estimatedItemSize =
      direction == .vertical ? CGSize(width: 300, height: 100) : CGSize(width: 100, height: 300)
    let data = FlowTestData([10])
    let size = direction == .vertical ? CGSize(width: 320, height: 480) : CGSize(width: 480, height: 320)
    let view = makeFlowHost(layout, size: size, data: data)
    return (layout, view, data)
  }

  /// The attributes a cell would report after measuring itself at `size`.
  private func preferred(
    _ original: CollectionViewLayoutAttributes, _ size: CGSize
  ) -> CollectionViewLayoutAttributes {
    let copy = original.copy() as! CollectionViewLayoutAttributes
    copy.size = size
    return copy
  }

  @Test func unmeasuredItemsTakeTheEstimate() {
    let (layout, view, _) = estimated()
    _ = view
    #expect(layout.flowItemFrame(0) == flowRect(10, 0, 300, 100))
    #expect(layout.flowItemFrame(9) == flowRect(10, 990, 300, 100))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 1090))
  }

  @Test func automaticSizeEstimatesAtItemSize() {
    // Trellis's automaticSize estimate is itemSize: 300×100 gives the same grid as above.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 100)
    layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([10]))
    _ = view
    #expect(layout.flowItemFrame(9) == flowRect(10, 990, 300, 100))
    let original = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred(original, CGSize(width: 300, height: 120)),
        withOriginalAttributes: original))
  }

  @Test func measuredItemAboveTheViewportAdjustsOffsetAndContentSize() {
    // Scrolled to y = 500. Item 0 (0…100) lies above the visible top and measures 300×150:
    // its line grows by 150 − 100 = 50 → contentSizeAdjustment (0, 50) and
    // contentOffsetAdjustment (0, 50), so the offset becomes 550 and the visible items stay put.
    // After prepare: item 0 (10, 0, 300, 150); item 1 at 150 + 10 = 160; item i ≥ 1 at
    // 160 + 110·(i − 1); content height 1090 + 50 = 1140. Sizes now vary, so the last line is
    // left-aligned: item 9 at x = 0, y = 160 + 880 = 1040, while item 8 (alone on a line that is
    // not the last) stays centred at x = 10.
    let (layout, view, _) = estimated()
    view.contentOffset = CGPoint(x: 0, y: 500)
    view.layoutIfNeeded()
    let original = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let measured = preferred(original, CGSize(width: 300, height: 150))
    #expect(
      layout.shouldInvalidateLayout(forPreferredLayoutAttributes: measured, withOriginalAttributes: original))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: measured, withOriginalAttributes: original)
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 50))
    #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 50))
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
    let flow = try! #require(context as? CollectionViewFlowLayoutInvalidationContext)
    #expect(!flow.invalidateFlowLayoutDelegateMetrics)
    layout.invalidateLayout(with: context)
    #expect(view.contentOffset == CGPoint(x: 0, y: 550))
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(0) == flowRect(10, 0, 300, 150))
    #expect(layout.flowItemFrame(1) == flowRect(10, 160, 300, 100))
    #expect(layout.flowItemFrame(8) == flowRect(10, 930, 300, 100))
    #expect(layout.flowItemFrame(9) == flowRect(0, 1040, 300, 100))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 1140))
  }

  @Test func measuredItemBelowTheTopOnlyAdjustsContentSize() {
    // Scrolled to 500; item 7 (770…870) is on screen and measures 300×80: its line shrinks by
    // 20 → contentSizeAdjustment (0, −20), no offset adjustment. Then item 8 moves up to
    // 770 + 80 + 10 = 860 and the content is 1070 high.
    let (layout, view, _) = estimated()
    view.contentOffset = CGPoint(x: 0, y: 500)
    view.layoutIfNeeded()
    let original = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)))
    let measured = preferred(original, CGSize(width: 300, height: 80))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: measured, withOriginalAttributes: original)
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: -20))
    #expect(context.contentOffsetAdjustment == .zero)
    layout.invalidateLayout(with: context)
    view.layoutIfNeeded()
    #expect(view.contentOffset == CGPoint(x: 0, y: 500))
    #expect(layout.flowItemFrame(7) == flowRect(10, 770, 300, 80))
    #expect(layout.flowItemFrame(8)?.minY == 860)
    #expect(layout.collectionViewContentSize.height == 1070)
  }

  @Test func horizontalMeasuredItemLeftOfTheViewportAdjustsTheXOffset() {
    // Horizontal, estimate 100×300: one item per column, x = 110·i. Scrolled to x = 500, item 0
    // measures 150×300 → both adjustments are +50 along x.
    let (layout, view, _) = estimated(direction: .horizontal)
    view.contentOffset = CGPoint(x: 500, y: 0)
    view.layoutIfNeeded()
    let original = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred(original, CGSize(width: 150, height: 300)),
      withOriginalAttributes: original)
    #expect(context.contentSizeAdjustment == CGSize(width: 50, height: 0))
    #expect(context.contentOffsetAdjustment == CGPoint(x: 50, y: 0))
    layout.invalidateLayout(with: context)
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(1)?.minX == 160)
    #expect(layout.collectionViewContentSize == CGSize(width: 1140, height: 320))
  }

  @Test func unchangedSizeOrSelfSizingOffNeedsNoInvalidation() {
    let (layout, view, _) = estimated()
    _ = view
    let original = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(
      !layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred(original, CGSize(width: 300, height: 100)),
        withOriginalAttributes: original))
    let plain = CollectionViewFlowLayout()
    let plainView = makeFlowHost(plain, size: CGSize(width: 320, height: 480), data: FlowTestData([3]))
    _ = plainView
    let plainOriginal = try! #require(plain.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(
      !plain.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred(plainOriginal, CGSize(width: 80, height: 80)),
        withOriginalAttributes: plainOriginal))
  }

  @Test func measuredSizesFollowTheirItemsThroughABatchUpdate() {
    // Estimate 300×100 (one per line, lines 110 apart). Item 2 measures 300×150. Then an item is
    // inserted at 0 — the update announced before the count invalidation, as the collection
    // view's performBatchUpdates does —: the measured item is now item 3, still 150 high, at
    // y = 3·110 = 330; item 4 follows at 330 + 150 + 10 = 490; the new item 0 is the estimate.
    let (layout, view, data) = estimated()
    let original = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    let measured = preferred(original, CGSize(width: 300, height: 150))
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forPreferredLayoutAttributes: measured, withOriginalAttributes: original))
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(3)?.minY == 380)
    data.counts = [11]
    layout.prepare(forCollectionViewUpdates: [
      CollectionViewUpdateItem(
        indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 0, section: 0),
        updateAction: .insert)
    ])
    view.reloadData()
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(0)?.size == CGSize(width: 300, height: 100))
    #expect(layout.flowItemFrame(3) == flowRect(10, 330, 300, 150))
    #expect(layout.flowItemFrame(4)?.minY == 490)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0))?.alpha == 0)
    layout.finalizeCollectionViewUpdates()
  }

  @Test func measuringOneSectionShiftsTheSectionsAfterIt() {
    // Three sections of 2 items (estimate 300×100, one per line): each section is
    // 100 + 10 + 100 = 210 long; section 2 starts at 420. Item (0, 1) measures 300×130 → section 0
    // grows by 30 → section 1 starts at 240, section 2 at 450; sections 1 and 2 are not rebuilt
    // but shifted.
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 300, height: 100)
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([2, 2, 2]))
    #expect(layout.flowItemFrame(0, section: 2)?.minY == 420)
    let original = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred(original, CGSize(width: 300, height: 130)),
      withOriginalAttributes: original)
    layout.invalidateLayout(with: context)
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(1, section: 0) == flowRect(0, 110, 300, 130))
    #expect(layout.flowItemFrame(0, section: 1)?.minY == 240)
    #expect(layout.flowItemFrame(1, section: 2) == flowRect(10, 560, 300, 100))
    #expect(layout.collectionViewContentSize.height == 660)
  }
}

/// Seeded property test: measured sizes applied one pass at a time (the in-place path that only
/// shifts lines, or a section rebuild) give exactly the layout a full rebuild from the same
/// measured sizes gives.
@Suite struct FlowLayoutSelfSizingPropertyTests {
  @Test func incrementalSizeUpdatesEqualAFullRebuild() {
    var rng = Xoshiro(seed: (0x5E1F, 0x512E, 17, 2026))
    let coin = Gen.bool
    let count = Gen.int(in: 0...30)
    let sections = Gen.int(in: 1...3)
    let length = Gen.int(in: 10...120)
    let kind = Gen.int(in: 0...2)
    for scenario in 0..<60 {
      let vertical = coin.run(using: &rng)
      let layout = CollectionViewFlowLayout()
      layout.scrollDirection = vertical ? .vertical : .horizontal
      let estimate = CGSize(width: Double(length.run(using: &rng)), height: Double(length.run(using: &rng)))
      layout.estimatedItemSize = estimate
      let counts = (0..<sections.run(using: &rng)).map { _ in count.run(using: &rng) }
      let data = FlowTestData(counts)
      let view = makeFlowHost(layout, size: CGSize(width: 320, height: 320), data: data)
      for _ in 0..<6 {
        var contexts: [CollectionViewLayoutInvalidationContext] = []
        for _ in 0..<Gen.int(in: 1...5).run(using: &rng) {
          let section = Gen.int(in: 0...(counts.count - 1)).run(using: &rng)
          guard counts[section] > 0 else { continue }
          let item = Gen.int(in: 0...(counts[section] - 1)).run(using: &rng)
          let path = IndexPath(item: item, section: section)
          guard let original = layout.layoutAttributesForItem(at: path) else { continue }
          let preferred = original.copy() as! CollectionViewLayoutAttributes
          let main = Double(length.run(using: &rng))
          switch kind.run(using: &rng) {
          case 0:  // Only the thickness changes (the in-place path).
            preferred.size =
              vertical
              ? CGSize(width: original.size.width, height: main)
              : CGSize(width: main, height: original.size.height)
          case 1:  // Back to the estimate (may make the section uniform again).
            preferred.size = estimate
          default:  // Both lengths change (a rebuild of the section).
            preferred.size = CGSize(width: Double(length.run(using: &rng)), height: main)
          }
          if layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
          {
            contexts.append(
              layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
          }
        }
        for context in contexts { layout.invalidateLayout(with: context) }
        view.layoutIfNeeded()
        let incremental = frames(layout, counts)
        let size = layout.collectionViewContentSize
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(frames(layout, counts) == incremental, "scenario \(scenario)")
        #expect(layout.collectionViewContentSize == size, "scenario \(scenario)")
      }
    }
  }

  private func frames(_ layout: CollectionViewFlowLayout, _ counts: [Int]) -> [CGRect] {
    counts.enumerated().flatMap { section, count in
      (0..<count).map {
        layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null
      }
    }
  }
}
