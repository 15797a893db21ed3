import Foundation
import Testing

@testable import TrellisPhysics

/// The lane-wise contact stages (`ContactSolver+Groups.swift`, two constraints of a colour in
/// `SIMD2<Double>` lanes) against the scalar stages of `ContactSolver.swift` as the oracle: the
/// same random constraints and bodies, solved once through each, must give bit-identical
/// velocities and impulses (docs/architecture.md, "Physics": the lane code is the scalar code
/// transcribed, and a colour's constraints share no dynamic body).
@Suite("Contact groups (SIMD lanes) against the scalar solver")
struct ContactGroupTests {
  /// Random constraints over 1 static body (slot 0) and 40 dynamic ones, colour-ordered by
  /// the world, with random states; a hub body in many constraints fills the overflow group.
  static func scene(seed: UInt64) throws -> (PhysicsWorld, [ContactConstraint], [BodyState]) {
    let world = try TestWorld.make()
    for k in 0..<40 { try TestWorld.box(world, at: CGPoint(x: Double(k) * 200, y: 0)) }
    var r = SceneRandom(state: seed)
    var states = (0..<41).map { _ in BodyState() }
    for i in 1..<41 {
      states[i].v = Vec2(r.double(-3...3), r.double(-3...3))
      states[i].w = r.double(-2...2)
      states[i].dp = Vec2(r.double(-0.01...0.01), r.double(-0.01...0.01))
      let angle = r.double(-0.02...0.02)
      states[i].dq = Rot(c: cos(angle), s: sin(angle))
      states[i].invMass = r.double(0.2...2)
      states[i].invI = r.double(0.5...6)
    }
    let hub = r.int(1...40)
    var cons: [ContactConstraint] = []
    for k in 0..<r.int(100...400) {
      var c = ContactConstraint()
      c.contact = Int32(k)
      let a = r.int(0...40)
      var b = r.int(0...2) == 0 ? hub : r.int(0...40)
      if a == b { b = (b + 1) % 41 }
      c.a = Int32(a)
      c.b = Int32(b)
      let angle = r.double(-Double.pi...Double.pi)
      c.normal = Vec2(cos(angle), sin(angle))
      c.friction = r.int(0...3) == 0 ? 0 : r.double(0.1...1)
      c.invMassA = states[a].invMass
      c.invIA = states[a].invI
      c.invMassB = states[b].invMass
      c.invIB = states[b].invI
      c.softness = Softness.implicit(hertz: r.double(10...60), zeta: r.double(1...10), h: 1.0 / 480)
      c.pointCount = r.int(1...2)
      func point() -> ContactConstraintPoint {
        var p = ContactConstraintPoint()
        p.rnA = r.double(-0.5...0.5)
        p.rnB = r.double(-0.5...0.5)
        p.rtA = r.double(-0.5...0.5)
        p.rtB = r.double(-0.5...0.5)
        p.rdA = r.double(-0.5...0.5)
        p.rdB = r.double(-0.5...0.5)
        p.baseSeparation = r.double(-0.03...0.02)
        p.normalImpulse = r.int(0...2) == 0 ? 0 : r.double(0...2)
        p.tangentImpulse = r.double(-0.5...0.5)
        p.normalMass = r.double(0.1...1)
        p.tangentMass = r.double(0.1...1)
        return p
      }
      c.p0 = point()
      if c.pointCount == 2 {
        c.p1 = point()
        if r.int(0...3) != 0 {
          c.useBlock = true
          c.k11 = r.double(0.5...2)
          c.k12 = r.double(-0.3...0.3)
          c.k22 = r.double(0.5...2)
        }
      }
      cons.append(c)
    }
    world.colorOrder(&cons)
    return (world, cons, states)
  }

  static func bits(_ s: [BodyState]) -> [UInt64] {
    s.flatMap { [$0.v.x.bitPattern, $0.v.y.bitPattern, $0.w.bitPattern] }
  }

  static func bits(_ c: [ContactConstraint]) -> [UInt64] {
    c.flatMap { c in
      [c.p0, c.p1].flatMap {
        [$0.normalImpulse.bitPattern, $0.tangentImpulse.bitPattern, $0.maxNormalImpulse.bitPattern]
      }
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func laneStagesEqualScalarStagesBitForBit(seed: UInt64) throws {
    let (world, cons, states) = try Self.scene(seed: seed)
    // The scene must exercise what the lanes select between.
    #expect(cons.contains { $0.useBlock } && cons.contains { $0.pointCount == 1 })
    #expect(cons.contains { $0.friction == 0 } && cons.contains { $0.friction > 0 })
    #expect(world.colorStarts.count == 66 && world.colorStarts[65] == Int32(cons.count))

    // Oracle: the scalar stages, one constraint after another in colour order.
    var scalarCons = cons
    var scalarStates = states
    scalarCons.withUnsafeMutableBufferPointer { c in
      scalarStates.withUnsafeMutableBufferPointer { s in
        ContactSolver.warmStart(c, s)
        ContactSolver.solve(c, s, invH: 480, maxPushOut: 3, useBias: true)
        ContactSolver.solve(c, s, invH: 480, maxPushOut: 3, useBias: false)
      }
    }

    // Lanes: the same constraints packed by colour.
    var laneCons = cons
    var laneStates = states
    var groups: [ContactGroup] = []
    laneCons.withUnsafeBufferPointer { ContactGroup.pack($0, colorStarts: world.colorStarts, into: &groups) }
    #expect(groups.map { Int($0.count) }.reduce(0, +) == cons.count)
    groups.withUnsafeMutableBufferPointer { g in
      laneStates.withUnsafeMutableBufferPointer { s in
        ContactSolver.warmStart(g, s)
        ContactSolver.solve(g, s, invH: 480, maxPushOut: 3, useBias: true)
        ContactSolver.solve(g, s, invH: 480, maxPushOut: 3, useBias: false)
      }
    }
    laneCons.withUnsafeMutableBufferPointer { c in for g in groups { g.unpackImpulses(into: c) } }

    #expect(Self.bits(laneStates) == Self.bits(scalarStates))
    #expect(Self.bits(laneCons) == Self.bits(scalarCons))
    // And the solve did something (the states moved).
    #expect(Self.bits(scalarStates) != Self.bits(states))
  }

  /// A colour's range packs two to a group (`laneWidth`); the overflow group (colour 64) one
  /// to a group; padding lanes name lane 0's bodies. Worked example: colour 0 has 5
  /// constraints → groups of 2, 2 and 1 (its last lane padding, bodies of constraint 4);
  /// colour 64 has 3 → 3 groups of 1.
  @Test func packingSplitsColoursByLaneWidthAndOverflowByOne() {
    #expect(laneWidth == 2)
    var cons = (0..<8).map { k -> ContactConstraint in
      var c = ContactConstraint()
      c.contact = Int32(k)
      c.a = Int32(k)
      c.b = Int32(k + 100)
      return c
    }
    cons[0].pointCount = 1
    var starts: [Int32] = [0]
    starts.append(contentsOf: repeatElement(5, count: 64))  // colours 1…64 start at 5
    starts.append(8)
    var groups: [ContactGroup] = []
    cons.withUnsafeBufferPointer { ContactGroup.pack($0, colorStarts: starts, into: &groups) }
    #expect(groups.map { Int($0.count) } == [2, 2, 1, 1, 1, 1])
    #expect(groups.map { Int($0.first) } == [0, 2, 4, 5, 6, 7])
    #expect(groups[1].bodyA == LaneIndex(2, 3))
    #expect(groups[1].bodyB == LaneIndex(102, 103))
    #expect(groups[2].bodyA == LaneIndex(4, 4))
    #expect(groups[2].bodyB == LaneIndex(104, 104))
    #expect(groups[3].bodyA == LaneIndex(5, 5))
  }
}
