import Foundation
import Testing

@testable import TrellisPhysics

/// Isolated springs (`PhysicsWorld.solveIsolatedSpring`: a grounded spring that is the only
/// constraint on its body B for the step) run through their sub-steps apart from the general
/// loop. The results must be bit for bit those of the general loop: the same seeded worlds
/// are stepped with the shortcut (`isolatesSprings`) and without it, and every body's state
/// and pose and every joint's impulses are compared after each step. (Which springs are
/// isolated: `GroundedSpringTests.warmStartsWaitOnlyWhereNothingElseTouches`.)
struct IsolatedSpringTests {
  /// A value from a pool with the cases the shortcut must get right: signed zeros and the
  /// largest values a definition takes (a joint that blows up).
  private func value(_ r: inout SceneRandom, _ range: ClosedRange<Double>) -> Double {
    switch r.int(0...24) {
    case 0: return 0
    case 1: return -0.0
    case 2: return 1e19
    case 3: return -1e19
    default: return r.double(range)
    }
  }

  /// A world of boxes on springs from the ground: most alone on theirs (isolated), some also
  /// joined to a neighbour or resting on a static floor (not isolated), with
  /// random spring kinds (zero length or not), rates, damping, anchors, velocities, damping,
  /// forces and sleep; the same every time for a seed.
  private func makeWorld(seed: UInt64, isolating: Bool) throws -> (PhysicsWorld, [BodyID]) {
    var r = SceneRandom(state: seed)
    let world = try PhysicsWorld(
      configuration: PhysicsConfiguration(
        subSteps: r.int(1...8), gravity: CGVector(dx: r.double(-300...300), dy: r.double(-500...1500)),
        isSleepEnabled: r.int(0...1) == 0))
    world.isolatesSprings = isolating
    try TestWorld.ground(world, top: 900)
    var bodies: [BodyID] = []
    for k in 0..<r.int(4...24) {
      let resting = r.int(0...7) == 0
      let position = CGPoint(x: Double(k) * 120, y: resting ? 874 : r.double(-200...600))
      let b = try world.createBody(
        BodyDefinition(
          position: position, angle: r.double(-1...1),
          linearVelocity: CGVector(dx: value(&r, -400...400), dy: value(&r, -400...400)),
          angularVelocity: value(&r, -5...5), linearDamping: r.int(0...2) == 0 ? r.double(0...3) : 0,
          angularDamping: r.int(0...2) == 0 ? r.double(0...3) : 0, gravityScale: r.double(-1...2),
          fixedRotation: r.int(0...5) == 0))
      try world.addShape(.box(size: CGSize(width: r.double(10...60), height: r.double(10...60))), to: b)
      bodies.append(b)
      let zeroLength = r.int(0...1) == 0
      let anchorA = CGPoint(x: position.x + value(&r, -50...50), y: position.y + r.double(-200...0))
      let anchorB = CGPoint(x: r.int(0...3) == 0 ? value(&r, -20...20) : 0, y: r.double(-20...20))
      _ = try world.createDistanceJoint(
        DistanceJointDefinition(
          bodyA: world.groundBody, bodyB: b, localAnchorA: anchorA, localAnchorB: anchorB,
          length: zeroLength ? 0 : r.double(10...300), frequency: r.double(0.2...30),
          dampingRatio: r.double(0...2)))
      if k > 0 && r.int(0...5) == 0 {
        _ = try world.createDistanceJoint(
          DistanceJointDefinition(
            bodyA: bodies[k - 1], bodyB: b, length: r.double(50...200), frequency: r.double(1...5),
            dampingRatio: 0.5))
      }
      if r.int(0...4) == 0 {
        try world.setConstantForce(
          CGVector(dx: r.double(-1e4...1e4), dy: r.double(-1e4...1e4)), torque: r.double(-10...10), of: b)
      }
    }
    return (world, bodies)
  }

  /// Bit patterns of everything the step leaves in the world's bodies and joints.
  private func bits(_ world: PhysicsWorld) -> [UInt64] {
    var out: [UInt64] = []
    for s in world.states {
      out += [s.v.x, s.v.y, s.w, s.dp.x, s.dp.y, s.dq.c, s.dq.s, s.sv.x, s.sv.y, s.sw].map(\.bitPattern)
    }
    for s in world.sims {
      out += [s.xf.p.x, s.xf.p.y, s.xf.q.c, s.xf.q.s, s.center.x, s.center.y, s.sleepTime].map(\.bitPattern)
      out.append(s.isAwake ? 1 : 0)
    }
    for j in world.joints {
      out += [j.linearImpulse.x, j.linearImpulse.y, j.springImpulse, j.lowerImpulse, j.upperImpulse].map(
        \.bitPattern)
    }
    return out
  }

  @Test func isolatedSpringsMatchTheGeneralLoopBitForBit() throws {
    var isolatedSeen = 0
    var generalSeen = 0
    for seed in UInt64(1)...60 {
      let (fast, fastBodies) = try makeWorld(seed: seed, isolating: true)
      let (slow, slowBodies) = try makeWorld(seed: seed, isolating: false)
      var r = SceneRandom(state: seed &* 7919)
      for step in 0..<60 {
        if step == 30 {
          let k = r.int(0...(fastBodies.count - 1))
          // A body placed by hand halfway (as the springy list does every frame).
          let p = CGPoint(x: r.double(-100...100), y: r.double(-100...100))
          try fast.setTransform(of: fastBodies[k], position: p, angle: 0.25)
          try slow.setTransform(of: slowBodies[k], position: p, angle: 0.25)
        }
        fast.step()
        slow.step()
        let same = bits(fast) == bits(slow)
        #expect(same, "seed \(seed), step \(step)")
        if !same { return }
        isolatedSeen += fast.isolatedSprings.count
        generalSeen += fast.stagedJoints.count
      }
    }
    // Both kinds of joint were exercised, many times.
    #expect(isolatedSeen > 10_000)
    #expect(generalSeen > 1_000)
  }
}
