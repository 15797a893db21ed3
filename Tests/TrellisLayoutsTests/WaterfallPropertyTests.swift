// Seeded property tests for WaterfallLayout: rect queries against a brute-force oracle, and the
// shortest-column rule replayed from the layout's own frames.

import PropertyBased
import Testing
import TrellisLayouts

/// The identity of an element: kind ("cell" or the supplementary kind), section, item.
private struct Key: Hashable, Comparable, CustomStringConvertible {
  var kind: String
  var section: Int
  var item: Int

  static func < (lhs: Key, rhs: Key) -> Bool {
    (lhs.section, lhs.kind, lhs.item) < (rhs.section, rhs.kind, rhs.item)
  }
  var description: String { "\(kind)[\(section), \(item)]" }
}

@Suite struct WaterfallPropertyTests {
  @Test func rectQueriesReturnExactlyTheIntersectingElementsAndItemsFollowTheShortestColumn() {
    // Fixed seed: every run checks the same 200 layouts.
    var rng = Xoshiro(seed: (0x0A7E_2FA1, 0xC01, 0x5EED, 77))
    let small = Gen.int(in: 0...4)
    let columns = Gen.int(in: 1...4)
    let count = Gen.int(in: 0...40)
    let height = Gen.double(in: 1...150)
    let spacing = Gen.double(in: 0...20)
    let chance = Gen.int(in: 0...3)
    for scenario in 0..<200 {
      let layout = WaterfallLayout()
      layout.columnCount = columns.run(using: &rng)
      layout.columnSpacing = spacing.run(using: &rng)
      layout.interitemSpacing = spacing.run(using: &rng)
      layout.sectionInset = EdgeInsets(
        top: spacing.run(using: &rng), left: spacing.run(using: &rng), bottom: spacing.run(using: &rng),
        right: spacing.run(using: &rng))
      layout.headerHeight = chance.run(using: &rng) == 0 ? 0 : 30
      layout.footerHeight = chance.run(using: &rng) == 0 ? 20 : 0
      layout.sectionHeadersPinToVisibleBounds = chance.run(using: &rng) == 0
      let sectionCount = small.run(using: &rng)
      let heights: [[CGFloat]] = (0..<sectionCount).map { _ in
        (0..<count.run(using: &rng)).map { _ in CGFloat(height.run(using: &rng)) }
      }
      let data = GalleryData(heights)
      if chance.run(using: &rng) == 0 {
        data.columnCounts = (0..<sectionCount).map { _ in columns.run(using: &rng) }
      }
      layout.delegate = data
      let size = CGSize(width: Double(Gen.int(in: 100...420).run(using: &rng)), height: 300)
      let view = makeHost(layout, size: size, data: data)
      let content = layout.collectionViewContentSize
      view.contentOffset = CGPoint(x: 0, y: Gen.double(in: 0...max(0, content.height)).run(using: &rng))
      view.layoutIfNeeded()
      checkShortestColumnRule(layout, data: data, scenario: scenario)
      for _ in 0..<6 {
        let rect = CGRect(
          x: Gen.double(in: -30...(content.width + 30)).run(using: &rng),
          y: Gen.double(in: -30...(content.height + 30)).run(using: &rng),
          width: Gen.double(in: 1...400).run(using: &rng), height: Gen.double(in: 1...400).run(using: &rng))
        checkRectQuery(layout, data: data, rect: rect, scenario: scenario)
      }
    }
  }

  /// The oracle: every item and supplementary view from the per-element queries, filtered by
  /// `frame.intersects(rect)`; the rect query must return the same set with the same frames.
  private func checkRectQuery(_ layout: WaterfallLayout, data: GalleryData, rect: CGRect, scenario: Int) {
    var expected: [Key: CGRect] = [:]
    for (section, items) in data.heights.enumerated() {
      for item in items.indices {
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
        if frame.intersects(rect) { expected[Key(kind: "cell", section: section, item: item)] = frame }
      }
      for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        if let frame = layout.layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: section))?
          .frame, frame.intersects(rect)
        {
          expected[Key(kind: kind, section: section, item: 0)] = frame
        }
      }
    }
    var actual: [Key: CGRect] = [:]
    var duplicates = 0
    for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
      let key = Key(
        kind: attributes.representedElementKind ?? "cell", section: attributes.indexPath.section,
        item: attributes.indexPath.item)
      if actual[key] != nil { duplicates += 1 }
      actual[key] = attributes.frame
    }
    #expect(duplicates == 0, "scenario \(scenario)")
    #expect(actual.keys.sorted() == expected.keys.sorted(), "scenario \(scenario) rect \(rect)")
    for (key, frame) in expected where actual[key] != frame {
      Issue.record("scenario \(scenario): \(key) frame \(String(describing: actual[key])) != \(frame)")
    }
  }

  /// Replays the insertion: in each section, each item's column must be the one with the
  /// smallest next y at that moment (strictly smaller than every column to its left), and the
  /// item must sit at that y; columns start at the section's items top.
  private func checkShortestColumnRule(_ layout: WaterfallLayout, data: GalleryData, scenario: Int) {
    let spacing = layout.interitemSpacing
    var sectionTop: CGFloat = 0
    for (section, items) in data.heights.enumerated() {
      let columns = data.columnCounts?[section] ?? layout.columnCount
      let itemsTop = sectionTop + layout.headerHeight + layout.sectionInset.top
      var next = Array(repeating: itemsTop, count: columns)
      var bottom = itemsTop
      for item in items.indices {
        let path = IndexPath(item: item, section: section)
        let frame = layout.layoutAttributesForItem(at: path)!.frame
        let column = layout.column(ofItemAt: path)!
        let shortest = next.min()!
        let leftmost = next.firstIndex(of: shortest)!
        #expect(column == leftmost, "scenario \(scenario) item \(path)")
        #expect(abs(frame.minY - next[column]) < 1e-9, "scenario \(scenario) item \(path)")
        #expect(abs(frame.height - items[item]) < 1e-9)
        next[column] = frame.maxY + spacing
        bottom = max(bottom, frame.maxY)
      }
      sectionTop = bottom + layout.sectionInset.bottom + layout.footerHeight
    }
    #expect(abs(layout.collectionViewContentSize.height - sectionTop) < 1e-9, "scenario \(scenario)")
  }
}
