import Foundation
import Testing
import TrellisUpdates

@Suite("Update map: worked examples")
struct WorkedExamplesTests {
  @Test func survivorsKeepTheirOrderAroundDeletesAndInserts() throws {
    // Old: 0 1 2 3 4 5 6 7 8 9; delete 2 and 5; insert at 0 and 4 (after).
    // New: N 0 1 3 N 4 6 7 8 9 → old 0 → 1, 1 → 2, 3 → 3, 4 → 5, 6 → 6, 9 → 9.
    var batch = BatchUpdate()
    batch.deleteItems(at: [IndexPath(item: 5, section: 0), IndexPath(item: 2, section: 0)])
    batch.insertItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0)])
    let map = try UpdateMap(oldCounts: [10], newCounts: [10], batch: batch)
    let expected: [Int?] = [1, 2, nil, 3, 5, nil, 6, 7, 8, 9]
    for (old, new) in expected.enumerated() {
      #expect(map.newIndexPath(forOld: IndexPath(item: old, section: 0))?.item == new)
    }
    #expect(map.oldIndexPath(forNew: IndexPath(item: 0, section: 0)) == nil)
    #expect(map.oldIndexPath(forNew: IndexPath(item: 4, section: 0)) == nil)
    #expect(map.oldIndexPath(forNew: IndexPath(item: 5, section: 0)) == IndexPath(item: 4, section: 0))
  }
}
