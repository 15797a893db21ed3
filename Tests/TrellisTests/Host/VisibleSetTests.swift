import Foundation
import Testing

@testable import Trellis

/// The visible set on its own: lookup by key against a linear search.
@Suite struct VisibleSetTests {
  @Test func indexOfFindsEveryKeyALinearSearchFinds() {
    // Seeded: sorted sets of up to 60 elements over two categories and two sections; every probe
    // answers what `firstIndex(where:)` answers.
    var generator = SplitMix64(seed: 20)
    for _ in 0..<200 {
      let set = VisibleSet()
      var keys: [ElementKey] = []
      for _ in 0..<Int(generator.next() % 60) {
        keys.append(
          ElementKey(
            category: UInt8(generator.next() % 2), kind: generator.next() % 2 == 0 ? "" : "header",
            section: Int(generator.next() % 2), item: Int(generator.next() % 40)))
      }
      keys.sort()
      keys = keys.enumerated().filter { $0.offset == 0 || keys[$0.offset - 1] != $0.element }.map(\.element)
      set.elements = keys.map {
        VisibleElement(key: $0, view: CollectionReusableView(), attributes: CollectionViewLayoutAttributes())
      }
      for _ in 0..<30 {
        let probe = ElementKey(
          category: UInt8(generator.next() % 2), kind: generator.next() % 2 == 0 ? "" : "header",
          section: Int(generator.next() % 2), item: Int(generator.next() % 40))
        #expect(set.index(of: probe) == keys.firstIndex(of: probe))
      }
    }
  }

  @Test func swappingInTheMergedSetKeepsTheOldOneAsScratch() {
    let set = VisibleSet()
    let old = VisibleElement(
      key: .cell(ItemPath(section: 0, item: 1)), view: CollectionReusableView(),
      attributes: CollectionViewLayoutAttributes())
    let new = VisibleElement(
      key: .cell(ItemPath(section: 0, item: 2)), view: CollectionReusableView(),
      attributes: CollectionViewLayoutAttributes())
    set.elements = [old]
    set.scratchVisible = [new]
    set.swapInMerged()
    #expect(set.elements.map(\.key) == [new.key])
    #expect(set.scratchVisible.map(\.key) == [old.key])
  }
}
