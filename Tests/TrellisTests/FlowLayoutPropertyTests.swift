import PropertyBased
import Testing
import Trellis

/// The identity of an element: kind ("cell", header or footer kind), section, item.
private struct ElementKey: Hashable, Comparable, CustomStringConvertible {
  var kind: String
  var section: Int
  var item: Int

  static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
    (lhs.section, lhs.kind, lhs.item) < (rhs.section, rhs.kind, rhs.item)
  }

  var description: String { "\(kind)[\(section), \(item)]" }
}

/// Seeded property test (docs/architecture.md §9: "rect queries agree with per-item queries"): for random
/// flow layouts and random rects, `layoutAttributesForElements(in:)` returns exactly the
/// elements whose per-element frames intersect the rect, once each, with the same frames.
@Suite struct FlowLayoutPropertyTests {
  @Test func rectQueriesAgreeWithPerElementQueries() {
    // Fixed seed: every run checks the same 250 layouts.
    var rng = Xoshiro(seed: (0x7EE1_1500, 0xF10E, 0x5EED, 2026))
    let direction = Gen.bool
    let small = Gen.int(in: 0...4)
    let count = Gen.int(in: 0...40)
    let length = Gen.double(in: 0...140)
    let spacing = Gen.double(in: 0...24)
    let inset = Gen.double(in: -8...30)
    let chance = Gen.int(in: 0...3)
    for scenario in 0..<250 {
      let vertical = direction.run(using: &rng)
      let viewSize = CGSize(
        width: Double(Gen.int(in: 80...420).run(using: &rng)),
        height: Double(Gen.int(in: 80...420).run(using: &rng)))
      let layout = CollectionViewFlowLayout()
      layout.scrollDirection = vertical ? .vertical : .horizontal
      layout.sectionHeadersPinToVisibleBounds = chance.run(using: &rng) == 0
      layout.sectionFootersPinToVisibleBounds = chance.run(using: &rng) == 0
      let sectionCount = small.run(using: &rng)
      let counts = (0..<sectionCount).map { _ in count.run(using: &rng) }
      let data = FlowTestData(counts)
      var delegate: FlowSectionMetricsDelegate?
      if chance.run(using: &rng) == 0 {
        // Properties only: uniform sections.
        layout.itemSize = CGSize(width: length.run(using: &rng) + 1, height: length.run(using: &rng) + 1)
        layout.minimumLineSpacing = spacing.run(using: &rng)
        layout.minimumInteritemSpacing = spacing.run(using: &rng)
        layout.sectionInset = EdgeInsets(
          top: inset.run(using: &rng), left: inset.run(using: &rng), bottom: inset.run(using: &rng),
          right: inset.run(using: &rng))
        layout.headerReferenceSize = CGSize(
          width: length.run(using: &rng), height: length.run(using: &rng) / 2)
      } else {
        let random = FlowSectionMetricsDelegate(sizes: [])
        for section in 0..<sectionCount {
          let uniform = chance.run(using: &rng) == 0
          let shared = CGSize(width: length.run(using: &rng), height: length.run(using: &rng))
          random.sizes!.append(
            (0..<counts[section]).map { _ in
              uniform ? shared : CGSize(width: length.run(using: &rng), height: length.run(using: &rng))
            })
          random.insets.append(
            EdgeInsets(
              top: inset.run(using: &rng), left: inset.run(using: &rng), bottom: inset.run(using: &rng),
              right: inset.run(using: &rng)))
          random.lineSpacings.append(spacing.run(using: &rng))
          random.interitemSpacings.append(spacing.run(using: &rng))
          let hasHeader = chance.run(using: &rng) != 0
          let hasFooter = chance.run(using: &rng) == 0
          random.headers.append(hasHeader ? CGSize(width: 30, height: 30) : .zero)
          random.footers.append(hasFooter ? CGSize(width: 20, height: 20) : .zero)
        }
        delegate = random
      }
      let view = makeFlowHost(layout, size: viewSize, data: data, delegate: delegate)
      let content = layout.collectionViewContentSize
      // Scroll somewhere (pinned headers then depend on the offset).
      let offsetRange = vertical ? content.height : content.width
      let offset = Gen.double(in: -20...max(-20, offsetRange)).run(using: &rng)
      view.contentOffset = vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
      view.layoutIfNeeded()
      for _ in 0..<6 {
        let x = Gen.double(in: -30...(content.width + 30)).run(using: &rng)
        let y = Gen.double(in: -30...(content.height + 30)).run(using: &rng)
        let zeroSized = chance.run(using: &rng) == 0
        let query = CGRect(
          x: x, y: y, width: zeroSized ? 0 : Gen.double(in: 0...400).run(using: &rng),
          height: zeroSized ? 0 : Gen.double(in: 0...400).run(using: &rng))
        check(layout, counts: counts, rect: query, scenario: scenario)
      }
    }
  }

  /// Compares the rect query with the brute-force oracle built from the per-element queries.
  private func check(_ layout: CollectionViewFlowLayout, counts: [Int], rect: CGRect, scenario: Int) {
    var expected: [ElementKey: CGRect] = [:]
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        #expect(frame != nil, "scenario \(scenario): item [\(section), \(item)] has no attributes")
        if let frame {
          #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
          if frame.intersects(rect) {
            expected[ElementKey(kind: "cell", section: section, item: item)] = frame
          }
        }
      }
      for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        if let frame = layout.layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: section))?.frame, frame.intersects(rect)
        {
          expected[ElementKey(kind: kind, section: section, item: 0)] = frame
        }
      }
    }
    let answer = layout.layoutAttributesForElements(in: rect) ?? []
    let keys = answer.map {
      ElementKey(
        kind: $0.representedElementKind ?? "cell", section: $0.indexPath.section, item: $0.indexPath.item)
    }
    #expect(Set(keys).count == keys.count, "scenario \(scenario): duplicates in \(rect)")
    #expect(keys.sorted() == expected.keys.sorted(), "scenario \(scenario): rect \(rect)")
    for (key, attributes) in zip(keys, answer) {
      #expect(attributes.frame == expected[key], "scenario \(scenario): \(key) frame differs")
    }
  }
}
