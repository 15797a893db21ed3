import Foundation
import Testing

@testable import TrellisPhysics

/// `setTransform` keeps a tree leaf whose fat box still fits, and proxies whose filter collides
/// with nothing are never queued for pair finding (PhysicsWorld+Broadphase.swift).
struct BroadphaseMoveTests {
  /// A 20 × 20 pt box on a dynamic body at rest at `position`.
  private func square(
    _ world: PhysicsWorld, at position: CGPoint, filter: CollisionFilter = .default
  ) throws
    -> (BodyID, ShapeID)
  {
    let b = try world.createBody(BodyDefinition(position: position))
    let s = try world.addShape(
      .box(size: CGSize(width: 20, height: 20)), to: b, ShapeDefinition(filter: filter))
    return (b, s)
  }

  /// Whether `outer` contains `inner` (empty rects included) to 1e-9 pt.
  private func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
    outer.minX - 1e-9 <= inner.minX && outer.minY - 1e-9 <= inner.minY && inner.maxX <= outer.maxX + 1e-9
      && inner.maxY <= outer.maxY + 1e-9
  }

  /// Whether two rects agree to 1e-9 pt (the world stores metres, so points round-trip
  /// through a scale factor).
  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9
      && abs(a.maxY - b.maxY) < 1e-9
  }

  /// Default margin 10 pt; the box at rest spans [-10, 10]², so its fat box is [-20, 20]².
  /// For a shape that collides with nothing, moving it by 4 pt keeps the tight box
  /// [-6, 14] × [-10, 10] inside: the fat box must stay [-20, 20]² (the old code re-centred it
  /// to [-16, 24] × [-20, 20]), while queries follow the tight box: a rect in the strip
  /// x ∈ [12, 13] (new box only) finds the shape, a rect in x ∈ [-9, -8] (old box only, still
  /// inside the fat box) does not.
  @Test func smallMoveKeepsFatBoxAndQueriesFollowTightBox() throws {
    let world = try TestWorld.make()
    let (body, shape) = try square(world, at: .zero, filter: CollisionFilter(groups: 0))
    world.step()
    #expect(close(try world.fatBounds(of: shape), CGRect(x: -20, y: -20, width: 40, height: 40)))
    try world.setTransform(of: body, position: CGPoint(x: 4, y: 0), angle: 0)
    #expect(close(try world.fatBounds(of: shape), CGRect(x: -20, y: -20, width: 40, height: 40)))
    #expect(close(try world.bounds(of: shape), CGRect(x: -6, y: -10, width: 20, height: 20)))
    #expect(try world.shapes(in: CGRect(x: 12, y: -1, width: 1, height: 2)) == [shape])
    #expect(try world.bodies(in: CGRect(x: 12, y: -1, width: 1, height: 2)) == [body])
    #expect(try world.shapes(in: CGRect(x: -9, y: -1, width: 1, height: 2)).isEmpty)
    #expect(world.moveBuffer.isEmpty)
  }

  /// A shape that can collide keeps the old behaviour (its fat box decides its pairs and so
  /// the contacts' order): the same 4 pt move re-centres its fat box to [-16, 24] × [-20, 20]
  /// and queues it for pairs.
  @Test func smallMoveOfCollidingShapeRecentresFatBox() throws {
    let world = try TestWorld.make()
    let (body, shape) = try square(world, at: .zero)
    world.step()
    try world.setTransform(of: body, position: CGPoint(x: 4, y: 0), angle: 0)
    #expect(close(try world.fatBounds(of: shape), CGRect(x: -16, y: -20, width: 40, height: 40)))
    #expect(world.moveBuffer.count == 1)
  }

  /// Moving the box to x = 500 leaves its fat box: the leaf is moved to [480, 520] × [-20, 20]
  /// (tight box ± 10 pt, no velocity), found there and no longer at the origin.
  @Test func largeMoveReinsertsLeaf() throws {
    let world = try TestWorld.make()
    let (body, shape) = try square(world, at: .zero)
    world.step()
    try world.setTransform(of: body, position: CGPoint(x: 500, y: 0), angle: 0)
    #expect(close(try world.fatBounds(of: shape), CGRect(x: 480, y: -20, width: 40, height: 40)))
    #expect(try world.shapes(in: CGRect(x: 495, y: -1, width: 10, height: 2)) == [shape])
    #expect(try world.shapes(in: CGRect(x: -5, y: -5, width: 10, height: 10)).isEmpty)
  }

  /// Two boxes 500 pt apart have no pair; teleporting one onto the other (out of its fat box)
  /// must create the pair on the next step and the boxes must touch (centres 15 pt apart,
  /// 20 pt boxes: 5 pt overlap).
  @Test func moveOutOfFatBoxFindsPairs() throws {
    let world = try TestWorld.make()
    let (a, sa) = try square(world, at: .zero)
    let (_, sb) = try square(world, at: CGPoint(x: 500, y: 0))
    world.step()
    #expect(world.broadphasePairs.isEmpty)
    try world.setTransform(of: a, position: CGPoint(x: 485, y: 0), angle: 0)
    world.step()
    #expect(world.broadphasePairs == [BroadphasePair(shapeA: sa, childA: 0, shapeB: sb, childB: 0)])
    #expect(world.touchingPairs.count == 1)
  }

  /// Filters for which `shouldCollide(with:)` fails against everything; each lies across a
  /// default box (which collides with everything else), is found by queries, never gets a
  /// pair (also while nudged by setTransform), and is never queued for pair finding.
  @Test(arguments: [
    CollisionFilter(groups: 0), CollisionFilter(categoryBits: 0), CollisionFilter(maskBits: 0),
    CollisionFilter(maskBits: 0, groupIndex: -1), CollisionFilter(categoryBits: 0, groupIndex: -3),
  ])
  func shapeCollidingWithNothingIsQueriedButNeverPaired(_ filter: CollisionFilter) throws {
    #expect(filter.collidesWithNothing)
    let world = try TestWorld.make()
    let (ghostBody, ghost) = try square(world, at: .zero, filter: filter)
    #expect(world.moveBuffer.isEmpty)
    let (_, solid) = try square(world, at: CGPoint(x: 5, y: 0))
    for k in 0..<10 {
      try world.setTransform(of: ghostBody, position: CGPoint(x: 0.5 * Double(k), y: 0), angle: 0)
      world.step()
      #expect(world.broadphasePairs.isEmpty)
      #expect(world.touchingPairs.isEmpty)
    }
    #expect(try world.shapes(in: CGRect(x: -1, y: -1, width: 2, height: 2)) == [ghost, solid].sorted())
    #expect(try world.shapes(in: CGRect(x: -5.45, y: -1, width: 0.3, height: 2)) == [ghost])
  }

  /// A positive group index collides with its own group whatever the bits say (CollisionFilter
  /// rule 2), so zero bits with `groupIndex: 1` do not make a shape collide with nothing.
  @Test func positiveGroupWithZeroBitsStillPairs() throws {
    let filter = CollisionFilter(categoryBits: 0, maskBits: 0, groupIndex: 1, groups: 0)
    #expect(!filter.collidesWithNothing)
    let world = try TestWorld.make()
    let (_, sa) = try square(world, at: .zero, filter: filter)
    let (_, sb) = try square(world, at: CGPoint(x: 15, y: 0), filter: filter)
    world.step()
    #expect(world.broadphasePairs == [BroadphasePair(shapeA: sa, childA: 0, shapeB: sb, childB: 0)])
  }

  /// A shape switched from "nothing" to the default filter is queued again and pairs; switched
  /// back, its contact ends.
  @Test func filterChangeRequeues() throws {
    let world = try TestWorld.make()
    let (_, ghost) = try square(world, at: .zero, filter: CollisionFilter(groups: 0))
    let (_, solid) = try square(world, at: CGPoint(x: 15, y: 0))
    world.step()
    #expect(world.broadphasePairs.isEmpty)
    try world.setFilter(.default, for: ghost)
    world.step()
    #expect(world.broadphasePairs == [BroadphasePair(shapeA: ghost, childA: 0, shapeB: solid, childB: 0)])
    try world.setFilter(CollisionFilter(maskBits: 0), for: ghost)
    world.step()
    #expect(world.broadphasePairs.isEmpty)
  }

  /// `collidesWithNothing` is exactly "shouldCollide fails against every filter", checked over
  /// all 5⁴ filters built from the values below (which include the witness filter named in the
  /// property's doc comment for every filter of the grid).
  @Test func collidesWithNothingMatchesShouldCollide() {
    let bits: [UInt64] = [0, 1, 2, 3, .max]
    let indices: [Int32] = [-2, -1, 0, 1, 2]
    var all: [CollisionFilter] = []
    for c in bits {
      for m in bits {
        for g in indices {
          for s in bits {
            all.append(CollisionFilter(categoryBits: c, maskBits: m, groupIndex: g, groups: s))
          }
        }
      }
    }
    for f in all {
      let never = !all.contains { f.shouldCollide(with: $0) }
      #expect(f.collidesWithNothing == never, "\(f)")
    }
  }

  /// Seeded random scenes, each step preceded by teleports of random bodies (small nudges that
  /// stay in the fat box and jumps that leave it) and with a third of the shapes set to collide
  /// with nothing: the pair set must equal the brute-force set of overlapping fat boxes that
  /// pass the collision rules, and every pair of touching tight boxes that may collide must be
  /// in it.
  @Test(arguments: [UInt64(1), 7, 42, 1234, 99_991])
  func teleportsMatchBruteForce(_ seed: UInt64) throws {
    let world = try makeRandomScene(seed: seed, bodies: 30)
    var r = SceneRandom(state: seed ^ 0x7E1E)
    let bodies = world.bodies.filter { (try? world.type(of: $0)) == .dynamic }
    for (k, b) in bodies.enumerated() where k % 3 == 0 {
      for s in try world.shapes(of: b) { try world.setFilter(CollisionFilter(groups: 0), for: s) }
    }
    for _ in 0..<40 {
      for b in bodies where r.int(0...3) == 0 {
        let p = try world.position(of: b)
        let jump = r.int(0...4) == 0
        let d = jump ? 200.0 : 3.0
        let q = CGPoint(
          x: min(max(p.x + r.double(-d...d), -550), 550), y: min(max(p.y + r.double(-d...d), -550), 550))
        try world.setTransform(of: b, position: q, angle: try world.angle(of: b) + r.double(-0.1...0.1))
      }
      world.step()
      world.synchronizePairs()
      // Fat boxes enclose the tight ones, and tight boxes never overlap without their fat
      // boxes overlapping.
      let expected = try BruteForcePairs.expected(in: world) { sa, ca, sb, cb in
        let ta = try world.bounds(of: sa, child: ca)
        let tb = try world.bounds(of: sb, child: cb)
        let fa = try world.fatBounds(of: sa, child: ca)
        let fb = try world.fatBounds(of: sb, child: cb)
        #expect(encloses(fa, ta), "seed \(seed): \(fa) ⊉ \(ta)")
        #expect(encloses(fb, tb), "seed \(seed): \(fb) ⊉ \(tb)")
        let fat = fa.minX <= fb.maxX && fb.minX <= fa.maxX && fa.minY <= fb.maxY && fb.minY <= fa.maxY
        let tight = ta.minX <= tb.maxX && tb.minX <= ta.maxX && ta.minY <= tb.maxY && tb.minY <= ta.maxY
        #expect(fat || !tight, "seed \(seed): tight boxes overlap without fat overlap")
      }
      #expect(world.broadphasePairs == expected, "seed \(seed)")
    }
  }
}
