import Foundation
import Testing

@testable import TrellisPhysics

/// The graph-colour order of contact constraints (`PhysicsWorld.colorOrder`) against an
/// independent model: in input order, each constraint takes the lowest colour 0…63 that neither
/// of its dynamic bodies has yet (static bodies never block a colour), else the overflow group
/// 64; the output must be the input stably sorted by that colour.
@Suite("Constraint colouring")
struct ConstraintColoringTests {
  static func oracle(_ pairs: [(Int, Int)], dynamic: (Int) -> Bool) -> [Int] {
    var used: [Int: Set<Int>] = [:]
    var colors: [Int] = []
    for (a, b) in pairs {
      var color = 64
      for c in 0..<64 {
        let takenA = dynamic(a) && used[a, default: []].contains(c)
        let takenB = dynamic(b) && used[b, default: []].contains(c)
        if !takenA && !takenB {
          color = c
          break
        }
      }
      if color < 64 {
        if dynamic(a) { used[a, default: []].insert(color) }
        if dynamic(b) { used[b, default: []].insert(color) }
      }
      colors.append(color)
    }
    return colors
  }

  // Seeded random constraint lists over 1 static and 40 dynamic bodies, some with a hub body
  // in more than 64 constraints so the overflow group is used.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func colourOrderMatchesGreedyModel(seed: UInt64) throws {
    let world = try TestWorld.make()
    for k in 0..<40 { try TestWorld.box(world, at: CGPoint(x: Double(k) * 200, y: 0)) }
    let bodyCount = 41  // slot 0 is the ground body (static)
    var r = SceneRandom(state: seed)
    let count = r.int(0...300)
    let hub = r.int(1...40)
    var pairs: [(Int, Int)] = []
    for _ in 0..<count {
      let a = r.int(0...(bodyCount - 1))
      var b = r.int(0...(bodyCount - 1))
      if r.int(0...2) == 0 { b = hub }
      if a == b { b = (b + 1) % bodyCount }
      pairs.append((a, b))
    }
    var cons: [ContactConstraint] = pairs.enumerated().map { k, p in
      var c = ContactConstraint()
      c.contact = Int32(k)
      c.a = Int32(p.0)
      c.b = Int32(p.1)
      return c
    }
    world.colorOrder(&cons)
    let colors = Self.oracle(pairs) { $0 != 0 }
    let expected = (0..<count).sorted { (colors[$0], $0) < (colors[$1], $1) }
    #expect(cons.map { Int($0.contact) } == expected)
    // In every colour below the overflow group no dynamic body appears twice.
    var seen: [Int: Set<Int>] = [:]
    for c in cons {
      let color = colors[Int(c.contact)]
      if color == 64 { continue }
      for body in [Int(c.a), Int(c.b)] where body != 0 {
        #expect(!seen[color, default: []].contains(body))
        seen[color, default: []].insert(body)
      }
    }
    // Running it again on fresh input gives the same order (no state carried over).
    var again: [ContactConstraint] = pairs.enumerated().map { k, p in
      var c = ContactConstraint()
      c.contact = Int32(k)
      c.a = Int32(p.0)
      c.b = Int32(p.1)
      return c
    }
    world.colorOrder(&again)
    #expect(again.map(\.contact) == cons.map(\.contact))
  }
}
