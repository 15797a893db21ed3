import Foundation
import Testing

@testable import TrellisDynamics

// A springy layout checks whether an invalidation is only of tiled cells. When the tiles are
// every item of one range in one section (`tiledRun()`), a cell is tiled exactly when it lies in
// that range; the reference is the binary search over the tiles (`tileIndex(ofKey:)`), on seeded
// random tile sets: runs, runs with a gap, runs spanning two sections.

@Suite struct TiledRunTests {
  /// A tile for the cell at (section, item) (its geometry does not matter here).
  @MainActor static func tile(_ section: Int, _ item: Int) -> SpringTile {
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    return SpringTile(
      section: section, item: item, anchor: a.center, flowFrame: a.frame, attributes: a,
      spring: AttachmentBehavior(item: a, attachedToAnchor: a.center))
  }

  @Test("The run of tiled items answers as the search over the tiles", arguments: [21 as UInt64, 22, 23, 24])
  func runAgreesWithSearch(seed: UInt64) {
    var rng = SplitMix64(state: seed)
    let layout = SpringyFlowLayout()
    var runs = 0
    var notRuns = 0
    for _ in 0..<200 {
      // Sorted, distinct keys: a run of 0…12 items in section 0 or 1, then perhaps a gap (one item
      // left out) or a move of the last items to the next section.
      let section = rng.below(2)
      let first = rng.below(50)
      let count = rng.below(13)
      var keys = (0..<count).map { (section: section, item: first + $0) }
      switch rng.below(3) {
      case 0 where count > 2: keys.remove(at: 1 + rng.below(count - 2))
      case 1 where count > 1: keys[count - 1] = (section: section + 1, item: rng.below(5))
      default: break
      }
      layout.tiles = keys.map { Self.tile($0.section, $0.item) }
      // Expected, from the keys: a run when non-empty, one section and no item missing.
      let isRun =
        !keys.isEmpty && keys.allSatisfy { $0.section == keys[0].section }
        && keys.map(\.item) == Array(keys[0].item...keys[keys.count - 1].item)
      let run = layout.tiledRun()
      #expect((run != nil) == isRun)
      if let run {
        runs += 1
        for s in 0..<3 {
          for item in max(0, first - 2)...(first + count + 2) {
            #expect(run.contains((s, item)) == (layout.tileIndex(ofKey: (s, item)) != nil))
          }
        }
      } else {
        notRuns += 1
      }
    }
    // Both kinds of tile sets were drawn.
    #expect(runs > 20 && notRuns > 20)
  }

  @Test("A worked example: items 5…8 of section 1 are a run; without item 6 they are not")
  func workedExample() {
    let layout = SpringyFlowLayout()
    layout.tiles = [5, 6, 7, 8].map { Self.tile(1, $0) }
    #expect(layout.tiledRun() == TiledRun(section: 1, firstItem: 5, lastItem: 8))
    #expect(layout.tiledRun()?.contains((1, 4)) == false)
    #expect(layout.tiledRun()?.contains((1, 5)) == true)
    #expect(layout.tiledRun()?.contains((1, 8)) == true)
    #expect(layout.tiledRun()?.contains((1, 9)) == false)
    #expect(layout.tiledRun()?.contains((0, 6)) == false)
    layout.tiles = [5, 7, 8].map { Self.tile(1, $0) }
    #expect(layout.tiledRun() == nil)
    layout.tiles = []
    #expect(layout.tiledRun() == nil)
  }
}
