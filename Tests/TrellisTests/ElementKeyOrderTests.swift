import Foundation
import Testing

@testable import Trellis

/// The merge's one-walk comparison of element keys (`ElementKey.order`) against the two
/// comparisons with `<` it stands for.
@MainActor @Suite struct ElementKeyOrderTests {
  /// Keys from a small range of every field, so that pairs often share some fields and differ
  /// in the next.
  private func make(_ random: inout SplitMix64) -> ElementKey {
    let kinds = ["", "header", "footer", "badge"]
    return ElementKey(
      category: UInt8(random.next() % 3), kind: kinds[Int(random.next() % 4)],
      section: Int(random.next() % 4) - 1, item: Int(random.next() % 5) - 1)
  }

  @Test func seededPairsAgreeWithLessThan() {
    var random = SplitMix64(seed: 7)
    var counts = [-1: 0, 0: 0, 1: 0]
    for _ in 0..<20_000 {
      let a = make(&random)
      let b = make(&random)
      let expected = a < b ? -1 : (b < a ? 1 : 0)
      let order = ElementKey.order(a, b)
      #expect(order == expected)
      counts[order, default: 0] += 1
    }
    // Every answer occurs.
    #expect(counts.values.allSatisfy { $0 > 20 })
  }

  /// Worked examples, one per field that decides.
  @Test func eachFieldDecidesInTurn() {
    let cell = ElementKey(category: 0, kind: "", section: 1, item: 2)
    #expect(ElementKey.order(cell, cell) == 0)
    #expect(ElementKey.order(cell, ElementKey(category: 1, kind: "", section: 0, item: 0)) == -1)
    #expect(
      ElementKey.order(
        ElementKey(category: 1, kind: "b", section: 0, item: 0),
        ElementKey(category: 1, kind: "a", section: 5, item: 5)) == 1)
    #expect(ElementKey.order(cell, ElementKey(category: 0, kind: "", section: 2, item: 0)) == -1)
    #expect(ElementKey.order(cell, ElementKey(category: 0, kind: "", section: 1, item: 1)) == 1)
  }
}
