import Foundation
import Testing

@testable import TrellisPhysics

/// Inputs the limits accept but that once drove the solver to infinity and NaN (found by the
/// physics fuzz surface, `Fuzz/Sources/FuzzKit/Surfaces/PhysicsChaos.swift`).
@Suite("Extreme but accepted inputs stay finite")
struct OverflowTests {
  /// Every body's position, angle and velocities are finite.
  static func allFinite(_ world: PhysicsWorld, _ bodies: [BodyID]) throws -> Bool {
    for body in bodies {
      let p = try world.position(of: body)
      let v = try world.linearVelocity(of: body)
      let numbers = [
        Double(p.x), Double(p.y), try world.angle(of: body), Double(v.dx), Double(v.dy),
        try world.angularVelocity(of: body),
      ]
      if numbers.contains(where: { !$0.isFinite }) { return false }
    }
    return true
  }

  /// A density of 5e-324 kg/m² (the smallest positive double) on a 142.7 × 175.1 pt ellipse
  /// (about 1.96 m²) gives a mass of about 1e-323 kg, whose inverse is infinite; the spinning
  /// body then turned NaN in its first step (the fuzz surface's case 6377 of seed 1). It now
  /// weighs `minimumMass` and has `minimumInertia`, and stays finite.
  @Test("A body lighter than the least invertible mass gets the least mass and stays finite")
  func featherweightBody() throws {
    let world = try PhysicsWorld(
      configuration: PhysicsConfiguration(stepDuration: 1.0 / 60, gravity: CGVector(dx: 0, dy: 1000)))
    let body = try world.createBody(BodyDefinition(position: CGPoint(x: 100, y: 100), angularVelocity: -9.4))
    try world.addShape(
      .ellipse(size: CGSize(width: 142.7, height: 175.1), vertexCount: 16), to: body,
      ShapeDefinition(density: Double.leastNonzeroMagnitude))
    #expect(try world.mass(of: body) == PhysicsWorld.minimumMass)
    #expect(try world.inertia(of: body) == PhysicsWorld.minimumInertia)
    for _ in 0..<30 { world.step() }
    #expect(try Self.allFinite(world, [body, world.groundBody]))
    // Gravity acts whatever the mass, and the position update is exact for a constant force:
    // from rest, 0.5 s fall ½·1000·0.5² = 125 pt. The spin is kept: the rotation update (a
    // normalised linear step, as Box2D v3's) turns by atan(ωh) per sub-step, so 120 sub-steps
    // of h = 1/240 s at −9.4 rad/s turn by −120·atan(9.4/240) ≈ −4.6976 rad (reported modulo
    // a turn).
    #expect(abs(try world.position(of: body).y - 225) < 1e-6)
    let turned = -120 * atan(9.4 / 240)
    #expect(abs(remainder(try world.angle(of: body) - turned, 2 * Double.pi)) < 1e-9)
    #expect(try world.angularVelocity(of: body) == -9.4)
    // An ordinary impulse on it would be a speed of 10³² m/s: the speed limit (40,000 pt/s by
    // default) caps it, and the body stays finite.
    try world.applyImpulse(CGVector(dx: 1, dy: -2), at: CGPoint(x: 130, y: 190), to: body)
    for _ in 0..<30 { world.step() }
    #expect(try Self.allFinite(world, [body, world.groundBody]))
    let v = try world.linearVelocity(of: body)
    #expect(Double(v.dx * v.dx + v.dy * v.dy).squareRoot() <= 40_000 * (1 + 1e-12))
  }

  /// The mass floor leaves ordinary bodies alone: a 100 × 100 pt box of density 1 weighs 1 kg
  /// and has I = m(w² + h²)/12 = 1·(1 + 1)/12 kg·m² (docs/architecture.md §5: 100 pt = 1 m).
  @Test("Ordinary bodies keep their mass and inertia")
  func ordinaryBodyUnchanged() throws {
    let world = try PhysicsWorld()
    let body = try world.createBody(BodyDefinition())
    try world.addShape(.box(size: CGSize(width: 100, height: 100)), to: body, ShapeDefinition(density: 1))
    #expect(abs(try world.mass(of: body) - 1) < 1e-12)
    #expect(abs(try world.inertia(of: body) - 2.0 / 12) < 1e-12)
  }

  /// A joint whose accumulated impulse has overflowed (the fuzz surface's cases 465 and 2064
  /// of seed 1: over-constrained light bodies thousands of points from their anchors, whose
  /// impulses grew each sub-step) multiplied infinity by the ground's zero inverse mass, and
  /// the ground's velocity became NaN. Such a joint now applies nothing and restarts from zero
  /// impulse; its bodies keep the velocities they had.
  @Test("A joint whose impulse overflows applies nothing and restarts from zero")
  func overflowingJointIsReset() throws {
    let world = try PhysicsWorld(configuration: PhysicsConfiguration(gravity: .zero, isSleepEnabled: false))
    let body = try world.createBody(BodyDefinition(position: CGPoint(x: 0, y: 100)))
    try world.addShape(.circle(radius: 20), to: body, ShapeDefinition(density: 1))
    let joint = try world.createRevoluteJoint(
      RevoluteJointDefinition(bodyA: world.groundBody, bodyB: body, localAnchorA: CGPoint(x: 0, y: 100)))
    let index = try world.jointIndex(joint)
    world.joints[index].linearImpulse = Vec2(.infinity, 0)
    world.step()
    #expect(try Self.allFinite(world, [body, world.groundBody]))
    #expect(try world.linearVelocity(of: world.groundBody) == .zero)
    // Gravity is zero and the joint holds the body where it is: it stays at rest, pinned.
    #expect(try world.linearVelocity(of: body) == .zero)
    #expect(try world.position(of: body) == CGPoint(x: 0, y: 100))
    let impulse = world.joints[index].linearImpulse
    #expect(impulse.x.isFinite && impulse.y.isFinite)
  }

  /// Bodies of planetary size (masses near 10³⁵ kg, shapes of 10⁹ points and more) could
  /// overflow the contact lanes' single precision, and the change was added to the body's
  /// velocity as NaN (the fuzz surface's cases 7674 and 16066 of seed 1). A change that is not
  /// finite is not applied; a finite one is, exactly: 1 + (fl(1.5) − fl(1)) = 1.5.
  @Test("A contact change that is not finite is not applied")
  func nonFiniteContactChangeIsDropped() {
    var state = BodyState()
    state.v = Vec2(1, 2)
    state.w = 3
    var entry = SolverBody(state)
    for bad: Float in [.infinity, -.infinity, .nan] {
      entry.velocity = Lanes(1.5, bad, 3, 0)
      entry.storeChange(into: &state)
      #expect(state.v == Vec2(1, 2) && state.w == 3)
    }
    entry.velocity = Lanes(1.5, 2, 3, 0)
    entry.storeChange(into: &state)
    #expect(state.v == Vec2(1.5, 2) && state.w == 3)
  }

  /// Ordinary joints never reach the guard: a revolute pendulum (a 40 pt disc on a 100 pt arm
  /// under 1000 pt/s² gravity) swings for 2 s and its joint keeps a non-zero impulse (the
  /// guard would have zeroed it) — the centripetal and gravity load is carried throughout.
  @Test("An ordinary pendulum's joint is never reset")
  func ordinaryJointKeepsImpulse() throws {
    let world = try PhysicsWorld(
      configuration: PhysicsConfiguration(gravity: CGVector(dx: 0, dy: 1000), isSleepEnabled: false))
    let body = try world.createBody(BodyDefinition(position: CGPoint(x: 100, y: 0)))
    try world.addShape(.circle(radius: 20), to: body, ShapeDefinition(density: 1))
    let joint = try world.createRevoluteJoint(
      RevoluteJointDefinition(bodyA: world.groundBody, bodyB: body, localAnchorB: CGPoint(x: -100, y: 0)))
    let index = try world.jointIndex(joint)
    for _ in 0..<120 {
      world.step()
      #expect(world.joints[index].linearImpulse != .zero)
    }
    // The arm keeps its length within the soft joint's sag (a few tenths of a point).
    let p = try world.position(of: body)
    #expect(abs((Double(p.x * p.x + p.y * p.y)).squareRoot() - 100) < 1)
  }
}
