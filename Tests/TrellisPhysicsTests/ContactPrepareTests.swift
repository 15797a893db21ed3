import Foundation
import Testing

@testable import TrellisPhysics

/// The step prepares and packs its contact constraints in one pass
/// (`ContactGroup.prepare(keys:…)`), keeping `Double` records only for constraints with
/// restitution; that must give exactly what preparing every constraint
/// (`ContactSolver.prepare`) and then packing them (`ContactGroup.pack`) gives, which is
/// what `ContactLaneErrorBoundTests` checks the lanes against.
@Suite("Contact preparation straight into the lane groups")
struct ContactPrepareTests {
  /// The bit patterns of every lane field of a group (bodies, counts, coefficients, both
  /// points), so two groups compare bit for bit without their padding bytes.
  static func bits(_ g: ContactGroup) -> [UInt32] {
    var out: [UInt32] = []
    func add(_ v: Lanes) { for i in 0..<laneWidth { out.append(v[i].bitPattern) } }
    func add(_ v: LaneIndex) { for i in 0..<laneWidth { out.append(UInt32(bitPattern: v[i])) } }
    func add(_ p: ContactGroupPoint) {
      for v in [
        p.rnA, p.rnB, p.rtA, p.rtB, p.rdA, p.rdB, p.baseSeparation, p.normalImpulse, p.tangentImpulse,
        p.maxNormalImpulse, p.normalMass, p.tangentMass,
      ] { add(v) }
    }
    add(g.bodyA)
    add(g.bodyB)
    out.append(UInt32(bitPattern: g.first))
    out.append(UInt32(bitPattern: g.count))
    for v in [
      g.normalX, g.normalY, g.friction, g.invMassA, g.invIA, g.invMassB, g.invIB, g.biasRate, g.massScale,
      g.impulseScale,
    ] { add(v) }
    for i in 0..<laneWidth { out.append(g.twoPoints[i] ? 1 : 0) }
    add(g.p0)
    add(g.p1)
    return out
  }

  /// The fields of a point that the step reads after the sub-steps, as bit patterns.
  static func bits(_ p: ContactConstraintPoint) -> [UInt64] {
    [
      p.rnA, p.rnB, p.rtA, p.rtB, p.rdA, p.rdB, p.baseSeparation, p.normalImpulse, p.tangentImpulse,
      p.maxNormalImpulse, p.normalMass, p.tangentMass, p.relativeVelocity,
    ].map(\.bitPattern)
  }

  /// A 12-row pyramid of boxes (two-point manifolds) and, beside it, balls dropped 10 pt onto
  /// the ground (one-point manifolds, restitution 0.5), stepped 90 times; then the last
  /// step's contacts are prepared both ways from the same state.
  @Test func onePassEqualsPrepareThenPack() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    try TestWorld.ground(world, top: 0, width: 4000)
    let material = ShapeDefinition(density: 1, friction: 0.6)
    for row in 0..<12 {
      for k in 0..<(12 - row) {
        let x = (Double(k) - Double(12 - row - 1) / 2) * 100
        let b = try world.createBody(BodyDefinition(position: CGPoint(x: x, y: -50 - Double(row) * 100)))
        try world.addShape(.box(size: CGSize(width: 100, height: 100)), to: b, material)
      }
    }
    for k in 0..<6 {
      let b = try world.createBody(BodyDefinition(position: CGPoint(x: 800 + Double(k) * 100, y: -40)))
      try world.addShape(
        .circle(radius: 30), to: b, ShapeDefinition(density: 1, friction: 0.3, restitution: 0.5))
    }
    for _ in 0..<90 { world.step() }

    let keys = world.contactKeys
    let starts = world.colorStarts
    let contacts = world.contacts
    var states = world.states
    #expect(keys.count > 60)
    let soft = Softness.implicit(hertz: 30, zeta: 10, h: 1.0 / 480)
    let hard = Softness.implicit(hertz: 60, zeta: 10, h: 1.0 / 480)

    var fusedRest: [ContactConstraint] = [ContactConstraint()]  // not empty: it is emptied first
    var fusedGroups: [ContactGroup] = [ContactGroup()]
    states.withUnsafeMutableBufferPointer { st in
      keys.withUnsafeBufferPointer { keys in
        contacts.withUnsafeBufferPointer { cl in
          ContactGroup.prepare(
            keys: keys, contacts: cl, states: st, colorStarts: starts, contactSoftness: soft,
            staticSoftness: hard,
            warmStartScale: 1, dt: 1.0 / 120, restitution: &fusedRest, groups: &fusedGroups)
        }
      }
    }

    var cons: [ContactConstraint] = []
    states.withUnsafeMutableBufferPointer { st in
      for key in keys {
        let c = contacts[Int(key.contact)]
        var cc = ContactConstraint()
        cc.contact = key.contact
        cc.a = key.a
        cc.b = key.b
        cc.friction = c.friction
        cc.restitution = c.restitution
        ContactSolver.prepare(
          &cc, manifold: c.manifold, states: st, contactSoftness: soft, staticSoftness: hard,
          warmStartScale: 1,
          dt: 1.0 / 120)
        cons.append(cc)
      }
    }
    var groups: [ContactGroup] = []
    cons.withUnsafeBufferPointer { ContactGroup.pack($0, colorStarts: starts, into: &groups) }

    #expect(cons.contains { $0.pointCount == 1 } && cons.contains { $0.pointCount == 2 })
    #expect(fusedGroups.count == groups.count)
    for (g, h) in zip(fusedGroups, groups) { #expect(Self.bits(g) == Self.bits(h)) }
    // Records are kept for the balls (restitution 0.5) and for nothing else, in colour order,
    // each naming the group and lane it was packed into.
    let restituting = cons.enumerated().filter { $0.element.restitution != 0 }
    #expect(!restituting.isEmpty && restituting.count < cons.count)
    #expect(fusedRest.count == restituting.count)
    for (c, (k, d)) in zip(fusedRest, restituting) {
      #expect(c.contact == d.contact && c.a == d.a && c.b == d.b && c.pointCount == d.pointCount)
      #expect(c.restitution == d.restitution && c.useBlock == d.useBlock && c.k12 == d.k12)
      #expect(Self.bits(c.p0) == Self.bits(d.p0) && Self.bits(c.p1) == Self.bits(d.p1))
      let g = groups[Int(c.group)]
      #expect(Int(g.first) + Int(c.lane) == k && c.lane < g.count)
    }
  }
}
