import Testing

@testable import TrellisPhysics

/// `PhysicsWorld.refill` rebuilds the solve's awake bodies, forces and synchronised bodies in
/// storage kept from the last step instead of fresh storage: the list must come out exactly
/// as if built from nothing (the entries written, as many as the writer says), whatever the
/// kept list held before.
struct ScratchRefillTests {
  /// 2,000 seeded rounds on one kept list: each asks for a random size (0–40, so the list
  /// grows, shrinks and stays), the writer sees exactly that many entries (the last round's
  /// values below the old size, the filler above it) and writes a random prefix of random
  /// values; the list is then exactly that prefix.
  @Test func keptListEqualsFreshList() {
    var rng = SceneRandom(state: 0x5C7A_7C11)
    var kept: [Int32] = []
    for _ in 0..<2000 {
      let count = rng.int(0...40)
      let made = rng.int(0...count)
      let values = (0..<made).map { _ in Int32(truncatingIfNeeded: rng.int(-1000...1000)) }
      let previous = kept
      var seen: [Int32] = []
      PhysicsWorld.refill(&kept, count: count, filler: -7) { out in
        seen = Array(out)
        for k in 0..<made { out[k] = values[k] }
        return made
      }
      #expect(seen.count == count)
      let expectedSeen = (0..<count).map { $0 < previous.count ? previous[$0] : -7 }
      #expect(seen == expectedSeen)
      #expect(kept == values)
    }
  }

  /// A worked example: from [1, 2, 3], a size of 5 gives the writer [1, 2, 3, 0, 0] (the
  /// index list's filler is 0); writing 9 and 8 and returning 2 leaves [9, 8]; then a size
  /// of 1 gives [9], and returning 0 leaves the list empty.
  @Test func workedExample() {
    var kept: [Int32] = [1, 2, 3]
    PhysicsWorld.refill(&kept, count: 5) { out in
      #expect(Array(out) == [1, 2, 3, 0, 0])
      out[0] = 9
      out[1] = 8
      return 2
    }
    #expect(kept == [9, 8])
    PhysicsWorld.refill(&kept, count: 1) { out in
      #expect(Array(out) == [9])
      return 0
    }
    #expect(kept.isEmpty)
  }
}
