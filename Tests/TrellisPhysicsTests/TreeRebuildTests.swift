import Foundation
import Testing

@testable import TrellisPhysics

/// The broadphase of issue 23: the tree's bulk rebuild (`DynamicTree.rebuild`), the pair
/// update's canonical order (contacts do not depend on the tree's shape) and the narrowphase's
/// box pre-test (`PhysicsWorld.boxesApart`).
struct TreeRebuildTests {
  /// Checks the tree's invariants against its own node array: every hierarchy leaf is reached
  /// once from the root, parent links match child links, each internal node's box is the union
  /// of its children's and its height is one more than the taller child's, the leaf count is
  /// `hierarchyLeafCount`, and parked leaves are not in the hierarchy.
  private func checkStructure(_ tree: DynamicTree, leaves: Set<Int32>, parked: Set<Int32>, _ note: String) {
    var reached: Set<Int32> = []
    if tree.root != -1 {
      #expect(tree.nodes[Int(tree.root)].parent == -1, "\(note): root's parent")
      var stack = [tree.root]
      while let i = stack.popLast() {
        let n = tree.nodes[Int(i)]
        if n.isLeaf {
          #expect(n.height == 0, "\(note): leaf height")
          #expect(reached.insert(i).inserted, "\(note): leaf \(i) reached twice")
          continue
        }
        let c1 = tree.nodes[Int(n.child1)]
        let c2 = tree.nodes[Int(n.child2)]
        #expect(c1.parent == i && c2.parent == i, "\(note): parent links under \(i)")
        #expect(n.aabb == c1.aabb.union(c2.aabb), "\(note): box of \(i)")
        #expect(n.height == 1 + max(c1.height, c2.height), "\(note): height of \(i)")
        stack.append(n.child1)
        stack.append(n.child2)
      }
    }
    #expect(reached == leaves, "\(note): hierarchy leaves")
    #expect(tree.hierarchyLeafCount == leaves.count, "\(note): leaf count")
    #expect(Set(tree.parked) == parked, "\(note): parked list")
    for leaf in parked { #expect(tree.isParked(leaf), "\(note): \(leaf) parked") }
  }

  /// A random box 2–60 wide anywhere in [-500, 500]².
  private func randomBox(_ r: inout SceneRandom) -> AABB {
    let x = r.double(-500...500)
    let y = r.double(-500...500)
    return AABB(lower: Vec2(x, y), upper: Vec2(x + r.double(2...60), y + r.double(2...60)))
  }

  /// 300 leaves (one in six parked) take 40 rounds of random moves; each round moves a random
  /// share of them (from a few to all) either one by one (`move`) or by `setFatBox` and one
  /// `rebuild`, as `prefersRebuild` picks, or by a forced rebuild. After every round the tree's
  /// invariants hold and `collectOverlaps` (hierarchy) and `query` (everything) return, for 30
  /// random boxes, exactly the leaves a brute-force scan of the boxes finds.
  @Test(arguments: [UInt64(1), 29, 4242])
  func randomMovesKeepTreeExact(_ seed: UInt64) {
    var r = SceneRandom(state: seed)
    var tree = DynamicTree()
    var boxes: [AABB] = []
    var leafOf: [Int32] = []
    var parkedProxies: Set<Int32> = []
    for p in 0..<300 {
      let box = randomBox(&r)
      let park = p % 6 == 5
      boxes.append(box)
      leafOf.append(tree.insert(aabb: box, proxy: Int32(p), parked: park))
      if park { parkedProxies.insert(Int32(p)) }
    }
    for round in 0..<40 {
      let share = [3, 30, 150, 300][round % 4]
      var chosen: [Int] = []
      for _ in 0..<share { chosen.append(r.int(0...299)) }
      let bulk = round % 3 == 2 || tree.prefersRebuild(moving: chosen.count)
      for p in chosen {
        let box = randomBox(&r)
        boxes[p] = box
        if bulk { tree.setFatBox(leafOf[p], to: box) } else { tree.move(leaf: leafOf[p], to: box) }
      }
      if bulk { tree.rebuild() }
      let note = "seed \(seed) round \(round)"
      let hierarchy = Set((0..<300).filter { !parkedProxies.contains(Int32($0)) }.map { leafOf[$0] })
      checkStructure(tree, leaves: hierarchy, parked: Set(parkedProxies.map { leafOf[Int($0)] }), note)
      for p in 0..<300 { #expect(tree.fatAABB(leafOf[p]) == boxes[p], "\(note): box of \(p)") }
      for _ in 0..<30 {
        let q = randomBox(&r)
        var hits: [Int32] = []
        tree.collectOverlaps(q, into: &hits)
        var all: [Int32] = []
        tree.query(q) {
          all.append($0)
          return true
        }
        let expectAll = (0..<300).filter { boxes[$0].overlaps(q) }.map { Int32($0) }
        #expect(hits.sorted() == expectAll.filter { !parkedProxies.contains($0) }, "\(note)")
        #expect(all.sorted() == expectAll, "\(note)")
      }
    }
  }

  /// Rebuilding an empty tree, a one-leaf tree and a tree of leaves with one shared box (every
  /// centre equal: the split falls back to halving) leaves valid trees; the equal boxes give a
  /// tree of height ⌈log2 64⌉ = 6.
  @Test func rebuildEdgeCases() {
    var tree = DynamicTree()
    tree.rebuild()
    #expect(tree.root == -1 && tree.height == -1)
    let box = AABB(lower: Vec2(0, 0), upper: Vec2(1, 1))
    let only = tree.insert(aabb: box, proxy: 0)
    tree.rebuild()
    checkStructure(tree, leaves: [only], parked: [], "one leaf")
    var leaves: Set<Int32> = [only]
    for p in 1..<64 { leaves.insert(tree.insert(aabb: box, proxy: Int32(p))) }
    tree.rebuild()
    checkStructure(tree, leaves: leaves, parked: [], "equal boxes")
    #expect(tree.height == 6)
  }

  /// Contacts do not depend on the tree's shape: the busy determinism scene stepped 240 times
  /// as is and again with the whole tree rebuilt (a different shape) before every step ends
  /// with bit-identical bodies and the same contact events in the same order.
  @Test func contactOrderIgnoresTreeShape() throws {
    let plain = try DeterminismTests.busyScene()
    let rebuilt = try DeterminismTests.busyScene()
    var eventsPlain: [String] = []
    var eventsRebuilt: [String] = []
    for _ in 0..<240 {
      plain.step()
      eventsPlain += plain.contactEvents.map { "\($0.kind) \($0.shapeA) \($0.shapeB)" }
      rebuilt.tree.rebuild()
      rebuilt.step()
      eventsRebuilt += rebuilt.contactEvents.map { "\($0.kind) \($0.shapeA) \($0.shapeB)" }
    }
    #expect(!eventsPlain.isEmpty)
    #expect(eventsPlain.count == eventsRebuilt.count)
    let firstDifference = (0..<min(eventsPlain.count, eventsRebuilt.count)).first {
      eventsPlain[$0] != eventsRebuilt[$0]
    }
    #expect(firstDifference == nil, "events differ from index \(firstDifference ?? -1)")
    #expect(plain.sims.count == rebuilt.sims.count)
    for i in plain.sims.indices {
      let a = plain.sims[i].xf
      let b = rebuilt.sims[i].xf
      #expect(a.p.x.bitPattern == b.p.x.bitPattern && a.p.y.bitPattern == b.p.y.bitPattern, "body \(i)")
      #expect(a.q.s.bitPattern == b.q.s.bitPattern && a.q.c.bitPattern == b.q.c.bitPattern, "body \(i)")
    }
  }

  /// 400 small boxes fall in a 20 × 20 grid, so most leaves move each step and the end-of-step
  /// refit rebuilds the tree; after each of 60 steps the broadphase's pairs (synchronised to the
  /// current fat boxes) are exactly the brute-force pairs of the fat boxes.
  @Test func pairsMatchBruteForceThroughRebuilds() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    try TestWorld.ground(world, top: 0)
    for i in 0..<400 {
      try TestWorld.box(
        world, at: CGPoint(x: Double(i % 20) * 30 - 300, y: -40 - Double(i / 20) * 30),
        size: CGSize(width: 20, height: 20))
    }
    for step in 0..<60 {
      world.step()
      world.synchronizePairs()
      #expect(world.broadphasePairs == (try BruteForcePairs.expected(in: world)), "step \(step)")
    }
  }

  /// `sortSmall` (the pair update's per-query sort) agrees with the standard sort on seeded
  /// random lists of every length from 0 to 80, across its switch from insertion to the general
  /// sort at 32, with repeats (values 0–19) and without.
  @Test func sortSmallMatchesStandardSort() {
    var r = SceneRandom(state: 99)
    for n in 0...80 {
      for range in [0...19, 0...1_000_000] {
        var a = (0..<n).map { _ in Int32(r.int(range)) }
        let expected = a.sorted()
        PhysicsWorld.sortSmall(&a)
        #expect(a == expected, "length \(n)")
      }
    }
  }

  /// `boxesApart` worked through: boxes [0, 1]² and [1.5, 2.5] × [0, 1] are 0.5 apart along x;
  /// they are apart for a margin of 0.4 and not for 0.5 (the gap must exceed the margin) or 0.6;
  /// the same holds along y and in either argument order.
  @Test func boxesApartWorkedExample() {
    let a = AABB(lower: Vec2(0, 0), upper: Vec2(1, 1))
    let right = AABB(lower: Vec2(1.5, 0), upper: Vec2(2.5, 1))
    let below = AABB(lower: Vec2(0, 1.5), upper: Vec2(1, 2.5))
    for b in [right, below] {
      #expect(PhysicsWorld.boxesApart(a, b, 0.4) && PhysicsWorld.boxesApart(b, a, 0.4))
      #expect(!PhysicsWorld.boxesApart(a, b, 0.5) && !PhysicsWorld.boxesApart(b, a, 0.5))
      #expect(!PhysicsWorld.boxesApart(a, b, 0.6) && !PhysicsWorld.boxesApart(b, a, 0.6))
    }
  }

  /// A 20 pt box resting on the ground touches it (a began event). Teleported 15 pt up, its
  /// tight box is 15 pt from the ground's, more than the margin (2 pt speculative distance, no
  /// motion), while the fat boxes (10 pt margins) still overlap, so the contact lives and takes
  /// the box pre-test: the next step must report the touch ended and leave no manifold points.
  @Test func teleportedApartEndsTouchThroughPreTest() throws {
    let world = try TestWorld.make()
    try TestWorld.ground(world, top: 0)
    let box = try TestWorld.box(world, at: CGPoint(x: 0, y: -10), size: CGSize(width: 20, height: 20))
    world.step()
    #expect(world.contactEvents.map(\.kind) == [.began])
    #expect(world.touchingPairs.count == 1)
    try world.setTransform(of: box, position: CGPoint(x: 0, y: -25), angle: 0)
    world.step()
    #expect(world.contactEvents.map(\.kind) == [.ended])
    #expect(world.touchingPairs.isEmpty)
    #expect(world.contacts.contains { $0.isAlive }, "the pair lives on: its fat boxes overlap")
    #expect(world.contacts.allSatisfy { !$0.isAlive || $0.manifold.pointCount == 0 })
  }
}
