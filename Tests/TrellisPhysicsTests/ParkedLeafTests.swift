import Foundation
import Testing

@testable import TrellisPhysics

/// Shapes whose filter collides with nothing keep parked tree leaves (out of the hierarchy,
/// DynamicTree.swift): the world's queries must still find them exactly, and a filter change
/// must move a shape between the hierarchy and the parked list.
struct ParkedLeafTests {
  /// The filters that collide with nothing, one per way of qualifying
  /// (`CollisionFilter.collidesWithNothing`).
  private static let never: [CollisionFilter] = [
    CollisionFilter(groups: 0), CollisionFilter(categoryBits: 0), CollisionFilter(maskBits: 0),
  ]

  /// Brute force, independent of the tree: the live shapes (and their bodies) with a child whose
  /// tight box overlaps `rect`, ascending by index, as `shapes(in:)`/`bodies(in:)` define them.
  private func bruteForce(
    _ world: PhysicsWorld, _ rect: CGRect
  ) -> (shapes: [ShapeID], bodies: [BodyID]) {
    let box = AABB(rectInPoints: rect)
    var shapes: [Int32] = []
    var bodies: Set<Int32> = []
    for s in world.shapes.indices where world.shapes[s].isAlive {
      let sh = world.shapes[s]
      let start = Int(sh.proxyStart)
      if (0..<Int(sh.childCount)).contains(where: { world.proxies[start + $0].aabb.overlaps(box) }) {
        shapes.append(Int32(s))
        bodies.insert(sh.body)
      }
    }
    return (shapes.map(world.shapeID), bodies.sorted().map(world.bodyID))
  }

  /// The tree's own bookkeeping: a live shape's leaves are parked exactly when its filter
  /// collides with nothing, every parked leaf is listed once at the slot it records, and
  /// nothing else is listed.
  private func checkParking(_ world: PhysicsWorld, _ note: String) {
    var expected: [Int32] = []
    for s in world.shapes.indices where world.shapes[s].isAlive {
      let sh = world.shapes[s]
      for c in 0..<Int(sh.childCount) {
        let leaf = world.proxies[Int(sh.proxyStart) + c].treeLeaf
        #expect(world.tree.isParked(leaf) == sh.filter.collidesWithNothing, "\(note): shape \(s)")
        if sh.filter.collidesWithNothing { expected.append(leaf) }
      }
    }
    #expect(world.tree.parked.sorted() == expected.sorted(), "\(note)")
    for (slot, leaf) in world.tree.parked.enumerated() {
      #expect(world.tree.nodes[Int(leaf)].child2 == Int32(slot), "\(note)")
    }
  }

  /// Compares `shapes(in:)` and `bodies(in:)` with the brute force for 40 random rects (from
  /// 1 pt to 600 pt across, some covering everything) and checks every fat box holds its tight box.
  private func checkQueries(_ world: PhysicsWorld, _ r: inout SceneRandom, _ note: String) throws {
    for _ in 0..<40 {
      let w = r.double(1...600)
      let h = r.double(1...600)
      let rect = CGRect(x: r.double(-700...600), y: r.double(-700...600), width: w, height: h)
      let expected = bruteForce(world, rect)
      #expect(try world.shapes(in: rect) == expected.shapes, "\(note): \(rect)")
      #expect(try world.bodies(in: rect) == expected.bodies, "\(note): \(rect)")
    }
    for s in world.shapes.indices where world.shapes[s].isAlive {
      let id = world.shapeID(Int32(s))
      for c in 0..<Int(world.shapes[s].childCount) {
        let fat = try world.fatBounds(of: id, child: c)
        let tight = try world.bounds(of: id, child: c)
        #expect(
          fat.minX <= tight.minX + 1e-9 && fat.minY <= tight.minY + 1e-9 && tight.maxX <= fat.maxX + 1e-9
            && tight.maxY <= fat.maxY + 1e-9, "\(note): shape \(s)")
      }
    }
  }

  /// Seeded scenes, half the dynamic bodies' shapes colliding with nothing: 60 rounds of
  /// teleports (nudges inside the fat box and jumps out of it) and steps under gravity; after
  /// each round the queries equal the brute force and the parked list is consistent.
  @Test(arguments: [UInt64(3), 11, 2024, 65_537])
  func queriesFindParkedShapesAfterManyMoves(_ seed: UInt64) throws {
    let world = try makeRandomScene(seed: seed, bodies: 40)
    var r = SceneRandom(state: seed ^ 0x9A4C)
    let bodies = world.bodies.filter { (try? world.type(of: $0)) == .dynamic }
    for (k, b) in bodies.enumerated() where k % 2 == 0 {
      for s in try world.shapes(of: b) { try world.setFilter(Self.never[k % 3], for: s) }
    }
    checkParking(world, "seed \(seed), start")
    try checkQueries(world, &r, "seed \(seed), start")
    for round in 0..<60 {
      for b in bodies where r.int(0...2) == 0 {
        let p = try world.position(of: b)
        let d = r.int(0...3) == 0 ? 250.0 : 4.0
        let q = CGPoint(
          x: min(max(p.x + r.double(-d...d), -550), 550), y: min(max(p.y + r.double(-d...d), -550), 550))
        try world.setTransform(of: b, position: q, angle: try world.angle(of: b) + r.double(-0.2...0.2))
      }
      world.step()
      try checkQueries(world, &r, "seed \(seed), round \(round)")
    }
    checkParking(world, "seed \(seed), end")
  }

  /// Random filter changes, shape additions and removals, teleports and steps: the parked list
  /// follows every change, queries equal the brute force, and the pair set equals the
  /// brute-force set of overlapping fat boxes that may collide (so a shape that collides again
  /// is found where it is now, with the fat box it kept while parked).
  @Test(arguments: [UInt64(5), 77, 4096])
  func filterChangesMoveShapesBetweenTreeAndParkedList(_ seed: UInt64) throws {
    let world = try makeRandomScene(seed: seed, bodies: 30)
    var r = SceneRandom(state: seed ^ 0x51F7)
    var bodies = world.bodies.filter { (try? world.type(of: $0)) == .dynamic }
    for round in 0..<50 {
      let note = "seed \(seed), round \(round)"
      for b in bodies {
        for s in try world.shapes(of: b) where r.int(0...4) == 0 {
          let f = r.int(0...1) == 0 ? Self.never[r.int(0...2)] : CollisionFilter.default
          try world.setFilter(f, for: s)
        }
        if r.int(0...5) == 0 {
          let p = CGPoint(x: r.double(-500...500), y: r.double(-500...500))
          try world.setTransform(of: b, position: p, angle: r.double(-3...3))
        }
      }
      switch r.int(0...3) {
      case 0:
        // A new body whose shape may be born parked.
        let b = try world.createBody(
          BodyDefinition(position: CGPoint(x: r.double(-500...500), y: r.double(-500...500))))
        let f = r.int(0...1) == 0 ? Self.never[r.int(0...2)] : CollisionFilter.default
        let size = CGSize(width: r.double(5...40), height: r.double(5...40))
        try world.addShape(.box(size: size), to: b, ShapeDefinition(filter: f))
        bodies.append(b)
      case 1 where bodies.count > 5:
        // Remove one shape, parked or not (the parked list's swap-removal).
        let b = bodies[r.int(0...(bodies.count - 1))]
        let shapes = try world.shapes(of: b)
        if !shapes.isEmpty { try world.removeShape(shapes[r.int(0...(shapes.count - 1))]) }
      case 2 where bodies.count > 5:
        let k = r.int(0...(bodies.count - 1))
        try world.destroyBody(bodies[k])
        bodies.remove(at: k)
      default:
        break
      }
      checkParking(world, note)
      try checkQueries(world, &r, note)
      world.step()
      world.synchronizePairs()
      checkParking(world, note)
      try checkQueries(world, &r, note)
      let expected = try BruteForcePairs.expected(in: world)
      #expect(world.broadphasePairs == expected, "\(note)")
    }
  }

  /// A worked example. Two 20 × 20 pt boxes, A at the origin and B at (15, 0), overlap
  /// (A spans x ∈ [-10, 10], B [5, 25]). Parking A ends their contact; A is still found at
  /// (0, 0). Teleported to (300, 0) while parked, A is found there (x ∈ [290, 310]) and not at
  /// the origin; set back to the default filter, it pairs with a box C at (315, 0)
  /// (x ∈ [305, 325]) and not with B.
  @Test func switchingFilterWorkedExample() throws {
    let world = try TestWorld.make()
    let a = try world.createBody(BodyDefinition(position: .zero))
    let sa = try world.addShape(.box(size: CGSize(width: 20, height: 20)), to: a)
    let b = try world.createBody(BodyDefinition(position: CGPoint(x: 15, y: 0)))
    let sb = try world.addShape(.box(size: CGSize(width: 20, height: 20)), to: b)
    let c = try world.createBody(BodyDefinition(type: .static, position: CGPoint(x: 315, y: 0)))
    let sc = try world.addShape(.box(size: CGSize(width: 20, height: 20)), to: c)
    world.synchronizePairs()
    #expect(world.broadphasePairs.map { [$0.shapeA, $0.shapeB] } == [[sa, sb]])

    try world.setFilter(CollisionFilter(groups: 0), for: sa)
    #expect(world.tree.isParked(world.proxies[Int(sa.index)].treeLeaf))
    world.synchronizePairs()
    #expect(world.broadphasePairs.isEmpty)
    #expect(try world.shapes(in: CGRect(x: -1, y: -1, width: 2, height: 2)) == [sa])

    try world.setTransform(of: a, position: CGPoint(x: 300, y: 0), angle: 0)
    try world.setTransform(of: b, position: CGPoint(x: 15, y: 0), angle: 0)
    #expect(try world.shapes(in: CGRect(x: -1, y: -1, width: 2, height: 2)).isEmpty)
    #expect(try world.shapes(in: CGRect(x: 295, y: -1, width: 2, height: 2)) == [sa])
    #expect(try world.bodies(in: CGRect(x: 295, y: -1, width: 2, height: 2)) == [a])
    // The rect x ∈ [306, 309] holds A (to 310) and C (from 305), in id order.
    #expect(try world.shapes(in: CGRect(x: 306, y: -1, width: 3, height: 2)) == [sa, sc])
    // The parked fat box followed A: it holds [290, 310] × [-10, 10].
    let fat = try world.fatBounds(of: sa)
    #expect(fat.minX <= 290 && fat.maxX >= 310 && fat.minY <= -10 && fat.maxY >= 10)

    try world.setFilter(.default, for: sa)
    #expect(!world.tree.isParked(world.proxies[Int(sa.index)].treeLeaf))
    world.synchronizePairs()
    #expect(world.broadphasePairs.map { [$0.shapeA, $0.shapeB] } == [[sa, sc]])
    #expect(try world.shapes(in: CGRect(x: 295, y: -1, width: 2, height: 2)) == [sa])

    // Removing a parked shape takes it off the list; the others are still found.
    try world.setFilter(CollisionFilter(maskBits: 0), for: sb)
    try world.setFilter(CollisionFilter(categoryBits: 0), for: sc)
    try world.setFilter(CollisionFilter(groups: 0), for: sa)
    #expect(world.tree.parked.count == 3)
    try world.removeShape(sa)
    #expect(world.tree.parked.count == 2)
    #expect(try world.shapes(in: CGRect(x: -100, y: -100, width: 500, height: 200)) == [sb, sc])
  }
}
