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
}
