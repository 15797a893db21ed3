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

  @Test func theKeptCopyOfAppliedAttributesIsTheSubclasssOwnCopy() {
    // `appliedCopy(of:)` calls `copy(with:)` directly instead of `NSObject.copy()`: the copy
    // must still be a distinct object of the subclass, carrying the subclass's property, so
    // that a change the layout makes in place to that property is seen as a change.
    let original = BadgedAttributes(forCellWith: IndexPath(item: 3, section: 0))
    original.frame = CGRect(x: 10, y: 20, width: 44, height: 44)
    original.badge = 7
    let copy = VisibleElement.appliedCopy(of: original)
    #expect(copy !== original)
    #expect(copy is BadgedAttributes)
    #expect((copy as? BadgedAttributes)?.badge == 7)
    #expect(copy?.frame == CGRect(x: 10, y: 20, width: 44, height: 44))
    #expect(copy?.isEqual(original) == true)

    // Applied once, then changed in place: the element applies it again.
    var element = VisibleElement(
      key: .cell(ItemPath(section: 0, item: 3)), view: CollectionReusableView(), attributes: original)
    let first = element.applyIfChanged(original)
    let unchanged = element.applyIfChanged(original)
    original.badge = 8
    let changedInPlace = element.applyIfChanged(original)
    #expect(first)
    #expect(!unchanged)
    #expect(changedInPlace)
    #expect((element.appliedObject as? BadgedAttributes)?.badge == 8)
  }
}

/// Layout attributes with one more property, copied and compared as UIKit subclasses do.
nonisolated private final class BadgedAttributes: CollectionViewLayoutAttributes {
  var badge = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? BadgedAttributes)?.badge = badge
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? BadgedAttributes, other.badge == badge else { return false }
    return super.isEqual(object)
  }
}
