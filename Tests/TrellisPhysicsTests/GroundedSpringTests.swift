import Foundation
import Testing

@testable import TrellisPhysics

/// `JointSolver.warmStartGrounded` and `solveGrounded` (the shortcut for springs whose body A
/// has zero inverse mass and inertia: zero-length ones, such as every spring of the springy
/// list, and distance springs without limits, such as springs-100's) must leave the bodies
/// and the joint bit for bit as the general `warmStart` and `solve` do: the same joints run
/// through the sub-step's stages (`warmStartStage`, `solveStage`, which take the shortcut) and
/// through the general functions. With the warm start deferred (`isWarmStartDeferred`: no
/// other constraint touches body B, and A is static and still), the warm-start stage leaves the
/// joint out and the solve stage does both (`warmStartAndSolveGrounded`).
struct GroundedSpringTests {
  /// Bit patterns of everything a joint stage may change in a body state.
  private func bits(_ s: BodyState) -> [UInt64] {
    [
      s.v.x, s.v.y, s.w, s.dp.x, s.dp.y, s.dq.c, s.dq.s, s.invMass, s.invI, s.sv.x, s.sv.y, s.sw,
    ].map(\.bitPattern)
  }

  /// Bit patterns of the joint's accumulated impulses.
  private func bits(_ j: JointRecord) -> [UInt64] {
    [j.linearImpulse.x, j.linearImpulse.y, j.springImpulse, j.angularImpulse, j.lowerImpulse, j.upperImpulse]
      .map(\.bitPattern)
  }

  /// A random value from a pool that includes the cases the shortcut must get right: signed
  /// zeros, huge values (a blown-up joint), infinities and NaN.
  private func value(_ r: inout SceneRandom, _ range: ClosedRange<Double>) -> Double {
    switch r.int(0...19) {
    case 0: return 0
    case 1: return -0.0
    case 2: return 1e300
    case 3: return -1e300
    case 4: return .infinity
    case 5: return .nan
    default: return r.double(range)
    }
  }

  /// A state for body A: mostly still (+0 velocities, the ground), sometimes not (a −0 part,
  /// a moving or NaN part), so both the shortcut and its refusal are exercised.
  private func stateA(_ r: inout SceneRandom) -> BodyState {
    var s = BodyState()
    let angle = r.int(0...3) == 0 ? r.double(-3...3) : 0
    s.dq = Rot(angle: angle)
    s.dp = r.int(0...3) == 0 ? Vec2(r.double(-1...1), r.double(-1...1)) : .zero
    if r.int(0...2) == 0 {
      switch r.int(0...5) {
      case 0: s.v.x = -0.0
      case 1: s.w = -0.0
      case 2: s.sv.y = -0.0
      case 3: s.sw = value(&r, -1...1)
      case 4: s.v = Vec2(value(&r, -5...5), value(&r, -5...5))
      default: s.w = value(&r, -5...5)
      }
    }
    return s
  }

  /// A moving body B with random mass and motion.
  private func stateB(_ r: inout SceneRandom) -> BodyState {
    var s = BodyState()
    s.v = Vec2(value(&r, -20...20), value(&r, -20...20))
    s.w = value(&r, -10...10)
    s.dp = Vec2(r.double(-0.1...0.1), r.double(-0.1...0.1))
    s.dq = Rot(angle: r.double(-0.5...0.5))
    s.invMass = r.int(0...9) == 0 ? 0 : r.double(0.01...10)
    s.invI = r.int(0...4) == 0 ? 0 : r.double(0.01...100)
    s.sv = Vec2(r.double(-1...1), r.double(-1...1))
    s.sw = r.int(0...1) == 0 ? -0.0 : r.double(-1...1)
    return s
  }

  /// A spring from body 0 (static: zero inverse mass and inertia) to body 1 — of zero length
  /// (a point spring) or of a random positive length — prepared the way `JointSolver.prepare`
  /// leaves it, with random anchors and impulses.
  private func joint(_ r: inout SceneRandom, _ b: BodyState, point: Bool) -> JointRecord {
    var j = JointRecord()
    j.isAlive = true
    j.kind = .distance
    j.bodyA = 0
    j.bodyB = 1
    j.length = point ? 0 : r.double(0.05...3)
    j.springEnabled = true
    j.hertz = r.double(0.5...30)
    j.zeta = r.double(0...1)
    j.invMassA = 0
    j.invIA = 0
    j.invMassB = b.invMass
    j.invIB = b.invI
    // Now and then an arm the shortcut must refuse (infinite, NaN) or one whose cross
    // products overflow (1e300).
    j.frameA =
      r.int(0...19) == 0
      ? Vec2(value(&r, -3...3), value(&r, -3...3)) : Vec2(r.double(-3...3), r.double(-3...3))
    j.frameB = Vec2(r.double(-0.3...0.3), r.double(-0.3...0.3))
    j.deltaCenter = Vec2(r.double(-2...2), r.double(-2...2))
    let h = 1.0 / 480
    // As `JointSolver.prepare` chooses: the trapezoidal form for point springs, the
    // implicit one for distance springs.
    if point, let s = Softness.spring(hertz: j.hertz, zeta: j.zeta, h: h) {
      j.springSoftness = s
      j.springIsSmooth = true
    } else {
      j.springSoftness = .implicit(hertz: j.hertz, zeta: j.zeta, h: h)
    }
    j.linearImpulse = Vec2(value(&r, -0.1...0.1), value(&r, -0.1...0.1))
    j.springImpulse = value(&r, -0.1...0.1)
    // Limit impulses left from a limit that has since been removed (rare), or ±0.
    j.lowerImpulse = r.int(0...9) == 0 ? value(&r, 0...0.1) : (r.int(0...1) == 0 ? 0 : -0.0)
    j.upperImpulse = r.int(0...9) == 0 ? value(&r, 0...0.1) : (r.int(0...1) == 0 ? 0 : -0.0)
    j.groundedSpring = point ? .point : .distance
    return j
  }

  @Test(arguments: [true, false], [true, false])
  func theShortcutMatchesTheGeneralPathBitForBit(point: Bool, solitary: Bool) {
    var r = SceneRandom(state: (point ? 23 : 29) + (solitary ? 100 : 0))
    var taken = 0
    var refused = 0
    for case_ in 0..<4_000 {
      let a = stateA(&r)
      let b = stateB(&r)
      var fast = joint(&r, b, point: point)
      #expect(fast.isPointSpring == point)
      #expect(fast.isPlainDistanceSpring == !point)
      var general = fast
      var fastStates = [a, b]
      var generalStates = [a, b]
      let h = 1.0 / 480
      // Warm start, then a biased solve, then a relax solve (which the shortcut leaves to the
      // general path), as in a sub-step.
      fastStates.withUnsafeMutableBufferPointer { s in
        let still = JointSolver.holdsStill(s.baseAddress!)
        if still { taken += 1 } else { refused += 1 }
        // As `deferWarmStarts` decides for a static body A.
        fast.isWarmStartDeferred = solitary && still
        if !fast.isWarmStartDeferred { JointSolver.warmStartStage(&fast, s) }
        JointSolver.solveStage(&fast, s, h: h, invH: 1 / h)
        JointSolver.solve(&fast, s, h: h, invH: 1 / h, useBias: false)
      }
      generalStates.withUnsafeMutableBufferPointer { s in
        JointSolver.warmStart(&general, s)
        JointSolver.solve(&general, s, h: h, invH: 1 / h, useBias: true)
        JointSolver.solve(&general, s, h: h, invH: 1 / h, useBias: false)
      }
      #expect(bits(fastStates[0]) == bits(generalStates[0]), "body A, case \(case_)")
      #expect(bits(fastStates[1]) == bits(generalStates[1]), "body B, case \(case_)")
      #expect(bits(fast) == bits(general), "impulses, case \(case_)")
    }
    // Both sides of the shortcut's test ran many times.
    #expect(taken > 1_000)
    #expect(refused > 500)
  }

  /// The springy list's case, a zero-length spring from the ground to a dynamic box, and
  /// springs-100's, a 1 m spring from the ground, take the shortcut (so `SpringTests`'
  /// closed-form and RK4 checks of such springs run through it); springs between two dynamic
  /// boxes and a spring with a limit do not.
  @Test func springsToTheGroundTakeTheShortcut() throws {
    let world = try TestWorld.make()
    let a = try TestWorld.box(world, at: CGPoint(x: 400, y: 200))
    let b = try TestWorld.box(world, at: CGPoint(x: 700, y: 200))
    let grounded = try world.createDistanceJoint(
      DistanceJointDefinition(
        bodyA: world.groundBody, bodyB: a, localAnchorA: CGPoint(x: 300, y: 200), length: 0, frequency: 1,
        dampingRatio: 0.8))
    let between = try world.createDistanceJoint(
      DistanceJointDefinition(bodyA: a, bodyB: b, length: 0, frequency: 1, dampingRatio: 0.8))
    let long = try world.createDistanceJoint(
      DistanceJointDefinition(
        bodyA: world.groundBody, bodyB: b, localAnchorA: CGPoint(x: 700, y: 100), length: 100, frequency: 2,
        dampingRatio: 0.3))
    let longBetween = try world.createDistanceJoint(
      DistanceJointDefinition(bodyA: a, bodyB: b, length: 300, frequency: 2, dampingRatio: 0.3))
    let limited = try world.createDistanceJoint(
      DistanceJointDefinition(
        bodyA: world.groundBody, bodyB: a, localAnchorA: CGPoint(x: 400, y: 100), length: 100, frequency: 2,
        dampingRatio: 0.3, maxLength: 150))
    world.step()
    #expect(world.joints[Int(grounded.index)].groundedSpring == .point)
    #expect(world.joints[Int(between.index)].groundedSpring == .none)
    #expect(world.joints[Int(long.index)].groundedSpring == .distance)
    #expect(world.joints[Int(longBetween.index)].groundedSpring == .none)
    #expect(world.joints[Int(limited.index)].groundedSpring == .none)
    // Boxes a and b are in several joints each: no warm start waits.
    for id in [grounded, between, long, longBetween, limited] {
      #expect(!world.joints[Int(id.index)].isWarmStartDeferred)
    }
  }

  /// A grounded spring's warm start waits for its solve when its body B is in no other awake
  /// joint and no contact and its body A is static: a box on its own spring from the ground
  /// waits; a box resting on a static box, one also holding another joint, and one hanging
  /// from a kinematic body that stands still do not. The one that waits is isolated.
  @Test func warmStartsWaitOnlyWhereNothingElseTouches() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    try TestWorld.ground(world, top: 600)
    let alone = try TestWorld.box(world, at: CGPoint(x: 100, y: 100))
    let resting = try TestWorld.box(world, at: CGPoint(x: 400, y: 549))
    let shared = try TestWorld.box(world, at: CGPoint(x: 700, y: 100))
    let other = try TestWorld.box(world, at: CGPoint(x: 900, y: 100))
    func spring(_ b: BodyID, _ anchor: CGPoint) throws -> JointID {
      try world.createDistanceJoint(
        DistanceJointDefinition(
          bodyA: world.groundBody, bodyB: b, localAnchorA: anchor, length: 50, frequency: 2, dampingRatio: 0.3
        ))
    }
    let s1 = try spring(alone, CGPoint(x: 100, y: 50))
    let s2 = try spring(resting, CGPoint(x: 400, y: 499))
    let s3 = try spring(shared, CGPoint(x: 700, y: 50))
    _ = try world.createDistanceJoint(
      DistanceJointDefinition(bodyA: other, bodyB: shared, length: 200, frequency: 2, dampingRatio: 0.3))
    let crane = try world.createBody(BodyDefinition(type: .kinematic, position: CGPoint(x: 1200, y: 50)))
    let hanging = try TestWorld.box(world, at: CGPoint(x: 1200, y: 100))
    let s4 = try world.createDistanceJoint(
      DistanceJointDefinition(bodyA: crane, bodyB: hanging, length: 50, frequency: 2, dampingRatio: 0.3))
    world.step()
    #expect(world.joints[Int(s1.index)].isWarmStartDeferred)
    #expect(!world.joints[Int(s2.index)].isWarmStartDeferred)
    #expect(!world.joints[Int(s3.index)].isWarmStartDeferred)
    #expect(!world.joints[Int(s4.index)].isWarmStartDeferred)
    #expect(world.joints[Int(s1.index)].groundedSpring == .distance)
    #expect(world.joints[Int(s2.index)].groundedSpring == .distance)
    #expect(world.joints[Int(s4.index)].groundedSpring == .distance)
    // The spring whose warm start waits is the step's one isolated spring, with its body's
    // index among the awake bodies (see `PhysicsWorld.solveIsolatedSpring`).
    #expect(world.isolatedSprings.map(\.joint) == [s1.index])
    #expect(world.isolatedSprings.first.map { world.awakeBodies[Int($0.force)] } == alone.index)
  }
}
