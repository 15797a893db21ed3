import Foundation
import Testing

@testable import Trellis

/// The reuse part of the host on its own: registrations and pools.
@Suite struct ReuseQueueTests {
  final class Tile: CollectionViewCell {}
  final class Badge: CollectionReusableView {}

  @Test func registeringSomethingThatIsNotACellChangesNothing() {
    let queue = ReuseQueue()
    #expect(queue.registerCell(Tile.self, identifier: "tile"))
    #expect(!queue.registerCell(Badge.self, identifier: "tile"))
    #expect(queue.cellClasses["tile"] == Tile.self)
    #expect(queue.registerCell(nil, identifier: "tile"))
    #expect(queue.cellClasses["tile"] == nil)
    #expect(queue.registerSupplementary(Badge.self, kind: "badge", identifier: "b"))
    #expect(!queue.registerSupplementary(NSObject.self, kind: "badge", identifier: "b"))
    #expect(queue.supplementaryClasses[ReuseKey(category: 1, kind: "badge", identifier: "b")] == Badge.self)
  }

  @Test func poolsAreLastInFirstOutAndKeptApartByKey() {
    let queue = ReuseQueue()
    let cells = ReuseKey(category: 0, kind: "", identifier: "tile")
    let badges = ReuseKey(category: 1, kind: "badge", identifier: "tile")
    let first = Tile()
    let second = Tile()
    queue.put(first, key: cells)
    queue.put(second, key: cells)
    #expect(queue.pooledViewCount == 2)
    #expect(queue.take(badges) == nil)
    #expect(queue.take(cells) === second)
    #expect(queue.take(cells) === first)
    #expect(queue.take(cells) == nil)
    #expect(queue.pooledViewCount == 0)
  }

  @Test func theReconfiguringCellIsHandedOutOnceAndOnlyForItsPathAndIdentifier() {
    let queue = ReuseQueue()
    let cell = Tile()
    cell.reuseIdentifier = "tile"
    queue.reconfiguringCell = (ItemPath(section: 0, item: 3), cell)
    #expect(queue.takeReconfiguringCell(identifier: "other", path: ItemPath(section: 0, item: 3)) == nil)
    #expect(queue.takeReconfiguringCell(identifier: "tile", path: ItemPath(section: 0, item: 4)) == nil)
    #expect(queue.takeReconfiguringCell(identifier: "tile", path: ItemPath(section: 0, item: 3)) === cell)
    #expect(queue.takeReconfiguringCell(identifier: "tile", path: ItemPath(section: 0, item: 3)) == nil)
  }

  /// The pools answer as a dictionary of stacks (the model written here) over 5,000 seeded puts
  /// and takes across five keys — one key repeated, as in a scroll, and switches between keys
  /// that differ in one part only, which the remembered last key must tell apart.
  @Test func poolsMatchADictionaryOfStacksOnSeededPutsAndTakes() {
    let queue = ReuseQueue()
    let keys = [
      ReuseKey(category: 0, kind: "", identifier: "tile"),
      ReuseKey(category: 0, kind: "", identifier: "tile2"),
      ReuseKey(category: 1, kind: "badge", identifier: "tile"),
      ReuseKey(category: 1, kind: "other", identifier: "tile"),
      ReuseKey(category: 2, kind: "badge", identifier: "tile"),
    ]
    var model: [ReuseKey: [CollectionReusableView]] = [:]
    var state: UInt64 = 2_023
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    var taken = 0
    for step in 0..<5_000 {
      let key = next() % 3 == 0 ? keys[next() % keys.count] : keys[step / 400 % keys.count]
      if next() % 2 == 0 {
        let view = Badge()
        queue.put(view, key: key)
        model[key, default: []].append(view)
      } else {
        let expected = model[key]?.popLast()
        let got = queue.take(key)
        #expect(got === expected, "step \(step)")
        if got != nil { taken += 1 }
      }
      #expect(queue.pooledViewCount == model.values.reduce(0) { $0 + $1.count })
    }
    #expect(taken > 1_000)
  }

  /// The remembered cell class follows re-registration: another class, then none.
  @Test func theCellClassLookUpFollowsRegistration() {
    let queue = ReuseQueue()
    #expect(queue.cellClass(for: "tile") == nil)
    #expect(queue.registerCell(Tile.self, identifier: "tile"))
    #expect(queue.cellClass(for: "tile") == Tile.self)
    #expect(queue.cellClass(for: "tile") == Tile.self)
    #expect(queue.cellClass(for: "other") == nil)
    #expect(queue.registerCell(CollectionViewCell.self, identifier: "tile"))
    #expect(queue.cellClass(for: "tile") == CollectionViewCell.self)
    #expect(queue.registerCell(nil, identifier: "tile"))
    #expect(queue.cellClass(for: "tile") == nil)
  }
}
