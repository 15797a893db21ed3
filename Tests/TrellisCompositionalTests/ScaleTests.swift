import Testing

@testable import TrellisCompositional

// A million items: positions are arithmetic on the solved group, and measured sizes live in a
// Fenwick tree; the answers must be the same as laying every item out.
@Suite @MainActor struct ScaleTests {
  @Test func aMillionItemGridIsArithmetic() {
    // Apple's grid (0.2-wide squares of 78 in a 390-wide view): item 999,999 is in row
    // 199,999, column 4: (312, 199,999·78). The content is 200,000·78 tall.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [1_000_000])
    let side = 0.2 * CGFloat(390)
    #expect(
      close(compositional.frame(item: 999_999), rect(4 * side, 199_999 * side, side, side), tolerance: 1e-6))
    #expect(abs(compositional.collectionViewContentSize.height - 200_000 * side) < 1e-6)
    // A 390 × 844 viewport starting on row 100,000's top: rows 100,000…100,010 (11 rows, the
    // last one partly), 5 cells each.
    let top = 100_000 * side
    let cells = compositional.layoutAttributesForElements(in: rect(0, top, 390, 844)) ?? []
    #expect(cells.count == 55)
    #expect(cells.map(\.indexPath.item).min() == 500_000)
    #expect(cells.map(\.indexPath.item).max() == 500_054)
  }

  @Test func fenwickTreePrefixesAndSearchesAgreeWithSums() {
    // Seeded: random values and updates; every prefix sum equals the plain sum, and the search
    // finds the last start at or before a target, with starts g·pitch + prefix(g).
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    for round in 0..<40 {
      let count = Int(next() % 200) + 1
      var values = (0..<count).map { _ in CGFloat(Int(next() % 41) - 20) }
      var tree = FenwickTree(values)
      for _ in 0..<20 {
        let index = Int(next() % UInt64(count))
        // Keep every value ≥ −20 so that the starts never decrease (the search's requirement).
        let delta = max(CGFloat(Int(next() % 21) - 10), -20 - values[index])
        values[index] += delta
        tree.add(delta, at: index)
      }
      var sum: CGFloat = 0
      for length in 0...count {
        #expect(tree.prefix(length) == sum, "round \(round): prefix(\(length))")
        if length < count { sum += values[length] }
      }
      // Starts with pitch 30 (each value ≥ −20, so starts never decrease).
      let pitch: CGFloat = 30
      var starts: [CGFloat] = []
      var start: CGFloat = 0
      for index in 0...count {
        starts.append(start)
        if index < count { start += pitch + values[index] }
      }
      for _ in 0..<20 {
        let target = CGFloat(Int(next() % UInt64(max(1, Int(start) + 40)))) - 20
        let expected = starts.lastIndex { $0 <= target } ?? 0
        #expect(
          tree.lastStart(atOrBefore: target, pitch: pitch) == expected, "round \(round): target \(target)")
      }
    }
  }
}
