import Foundation
import Testing

@testable import TrellisPhysics

/// The packing of contact constraints into ``ContactGroup``s (four constraints of a colour in
/// `SIMD4<Float>` lanes), and the seeded scene that `ContactLaneErrorBoundTests` solves
/// through the lanes and through the scalar double stages.
@Suite("Contact groups (SIMD lanes): packing")
struct ContactGroupTests {
  /// Random constraints over 1 static body (slot 0) and 40 dynamic ones, colour-ordered by
  /// the world, with random states; a hub body in many constraints fills the overflow group.
  /// The masses are those `ContactSolver.prepare` computes (1/k with k = m_A + m_B +
  /// I_A⁻¹(r_A×n)² + I_B⁻¹(r_B×n)², and K⁻¹ of the two-point block, block-solved when
  /// k₁₁² < 1000·det K), so the block's conditioning is that of real contacts.
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
      let mSum = c.invMassA + c.invMassB
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
        p.normalMass = 1 / (mSum + c.invIA * p.rnA * p.rnA + c.invIB * p.rnB * p.rnB)
        p.tangentMass = 1 / (mSum + c.invIA * p.rtA * p.rtA + c.invIB * p.rtB * p.rtB)
        return p
      }
      c.p0 = point()
      if c.pointCount == 2 {
        c.p1 = point()
        let (p0, p1) = (c.p0, c.p1)
        let k11 = mSum + c.invIA * p0.rnA * p0.rnA + c.invIB * p0.rnB * p0.rnB
        let k22 = mSum + c.invIA * p1.rnA * p1.rnA + c.invIB * p1.rnB * p1.rnB
        let k12 = mSum + c.invIA * p0.rnA * p1.rnA + c.invIB * p0.rnB * p1.rnB
        let det = k11 * k22 - k12 * k12
        if k11 * k11 < 1000 * det && r.int(0...3) != 0 {
          c.useBlock = true
          c.k11 = k22 / det
          c.k12 = -k12 / det
          c.k22 = k11 / det
        }
      }
      cons.append(c)
    }
    world.colorOrder(&cons)
    return (world, cons, states)
  }

  /// A colour's range packs four to a group (`laneWidth`); the overflow group (colour 64) one
  /// to a group; padding lanes name lane 0's bodies. Worked example: colour 0 has 5
  /// constraints → groups of 4 and 1 (its lanes 1–3 padding, bodies of constraint 4); colour
  /// 64 has 3 → 3 groups of 1.
  @Test func packingSplitsColoursByLaneWidthAndOverflowByOne() {
    #expect(laneWidth == 4)
    var cons = (0..<8).map { k -> ContactConstraint in
      var c = ContactConstraint()
      c.contact = Int32(k)
      c.a = Int32(k)
      c.b = Int32(k + 100)
      c.invMassA = 1
      c.p0.normalMass = 0.5
      return c
    }
    cons[0].pointCount = 1
    var starts: [Int32] = [0]
    starts.append(contentsOf: repeatElement(5, count: 64))  // colours 1…64 start at 5
    starts.append(8)
    var groups: [ContactGroup] = []
    cons.withUnsafeBufferPointer { ContactGroup.pack($0, colorStarts: starts, into: &groups) }
    #expect(groups.map { Int($0.count) } == [4, 1, 1, 1, 1])
    #expect(groups.map { Int($0.first) } == [0, 4, 5, 6, 7])
    #expect(groups[0].bodyA == LaneIndex(0, 1, 2, 3))
    #expect(groups[0].bodyB == LaneIndex(100, 101, 102, 103))
    #expect(groups[1].bodyA == LaneIndex(4, 4, 4, 4))
    #expect(groups[1].bodyB == LaneIndex(104, 104, 104, 104))
    #expect(groups[2].bodyA == LaneIndex(5, 5, 5, 5))
    // Padding lanes' coefficients are zero, so they change nothing.
    #expect(groups[1].invMassA == Lanes(1, 0, 0, 0) && groups[1].p0.normalMass == Lanes(0.5, 0, 0, 0))
  }
}
