import Foundation
import Testing

@testable import TrellisPhysics

@Suite("Joints")
struct JointTests {
  // docs/uikit-reference.md, "Closed forms for tests", pendulum (rigid rod L, small angle θ₀):
  // T ≈ 2π√(L/g)·(1 + θ₀²/16); L = 100 pt at 1000 pt/s² → 1.987 s. A small disc (point-like:
  // radius 1 pt so its inertia is negligible) on a rigid distance joint, θ₀ = 0.05 rad; the period
  // from successive zero crossings of x within 1 %.
  @Test func rigidDistancePendulumHasSmallAnglePeriod() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    let theta0 = 0.05
    let bob = try world.createBody(
      BodyDefinition(position: CGPoint(x: 100 * sin(theta0), y: 100 * cos(theta0))))
    try world.addShape(.circle(radius: 1), to: bob)
    let rod = try world.createDistanceJoint(
      DistanceJointDefinition(bodyA: world.groundBody, bodyB: bob, length: 100, frequency: 0))
    var crossings: [Double] = []
    var lastX = Double(try world.position(of: bob).x)
    for step in 1...(120 * 7) {
      world.step()
      let x = Double(try world.position(of: bob).x)
      if (lastX > 0) != (x > 0) {
        // Linear interpolation of the crossing time.
        let t = (Double(step) - x / (x - lastX)) / 120
        crossings.append(t)
      }
      lastX = x
    }
    #expect(crossings.count >= 6)
    let period = (crossings[crossings.count - 1] - crossings[crossings.count - 5]) / 2
    // L = 1 m, g = 10 m/s².
    let expected = 2 * Double.pi * (1.0 / 10).squareRoot() * (1 + theta0 * theta0 / 16)
    #expect(abs(period - expected) / expected <= 0.01, "T = \(period) s vs \(expected) s")
    // The rigid rod keeps its length within 0.5 pt.
    #expect(abs(try world.currentLength(of: rod) - 100) < 0.5)
  }

  // A rope (max distance) lets the body come closer but not further than its length (±0.5 pt).
  @Test func ropeLimitsDistanceOnlyFromAbove() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    let b = try TestWorld.box(world, at: CGPoint(x: 0, y: 50), size: CGSize(width: 20, height: 20))
    let rope = try world.createDistanceJoint(.rope(bodyA: world.groundBody, bodyB: b, maxLength: 150))
    for _ in 0..<240 {
      world.step()
      #expect(try world.currentLength(of: rope) <= 150.5)
    }
    // It fell from 50 to the rope's end.
    #expect(abs(try world.currentLength(of: rope) - 150) < 0.5)
  }

  // A revolute joint keeps the anchors together (±0.5 pt) and its angle limits (±0.02 rad).
  @Test func revoluteJointKeepsAnchorAndLimits() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    let bar = try TestWorld.box(world, at: CGPoint(x: 50, y: 0), size: CGSize(width: 100, height: 10))
    try world.createRevoluteJoint(
      RevoluteJointDefinition(
        bodyA: world.groundBody, bodyB: bar, localAnchorA: .zero, localAnchorB: CGPoint(x: -50, y: 0),
        enableLimit: true, lowerAngle: -0.5, upperAngle: 0.5))
    var maxAngle = 0.0
    for _ in 0..<240 {
      world.step()
      let p = try world.worldPoint(CGPoint(x: -50, y: 0), in: bar)
      #expect(hypot(Double(p.x), Double(p.y)) < 0.5)
      maxAngle = max(maxAngle, try world.angle(of: bar))
    }
    #expect(maxAngle <= 0.52 && maxAngle > 0.45)
  }

  // Friction torque: a pinned wheel spun at 10 rad/s with inertia I and torque τ stops after
  // t = I·ω/τ (constant deceleration), ±2 steps.
  @Test func revoluteFrictionTorqueDeceleratesUniformly() throws {
    let world = try TestWorld.make()
    let wheel = try world.createBody(BodyDefinition(angularVelocity: 10))
    try world.addShape(.circle(radius: 100), to: wheel)
    try world.createRevoluteJoint(
      RevoluteJointDefinition(bodyA: world.groundBody, bodyB: wheel, frictionTorque: 0.5))
    let inertia = try world.inertia(of: wheel)
    let stopTime = inertia * 10 / 0.5
    try world.advance(by: stopTime / 2)
    #expect(abs(try world.angularVelocity(of: wheel) - 5) < 0.1)
    try world.advance(by: stopTime / 2 + 2.0 / 120)
    #expect(abs(try world.angularVelocity(of: wheel)) < 1e-6)
  }

  // A weld holds the relative pose (±0.5 pt, ±0.01 rad) under gravity.
  @Test func weldHoldsRelativePose() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    let a = try TestWorld.box(world, at: CGPoint(x: 0, y: 0), size: CGSize(width: 50, height: 50))
    let b = try TestWorld.box(world, at: CGPoint(x: 60, y: 0), size: CGSize(width: 50, height: 50))
    try world.createWeldJoint(WeldJointDefinition(bodyA: world.groundBody, bodyB: a))
    try world.createWeldJoint(
      WeldJointDefinition(
        bodyA: a, bodyB: b, localAnchorA: CGPoint(x: 30, y: 0), localAnchorB: CGPoint(x: -30, y: 0)))
    try world.advance(by: 2)
    let pb = try world.position(of: b)
    #expect(abs(Double(pb.x) - 60) < 0.5 && abs(Double(pb.y)) < 0.5, "\(pb)")
    #expect(abs(try world.angle(of: b)) < 0.01)
  }

  // A prismatic joint on a 45° axis: under gravity the body slides along the axis only, with
  // no rotation, and stops at the upper limit (100 pt, ±0.5 pt).
  @Test func prismaticJointSlidesAlongAxisWithinLimits() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    let slider = try TestWorld.box(world, at: .zero, size: CGSize(width: 40, height: 40))
    try world.createPrismaticJoint(
      PrismaticJointDefinition(
        bodyA: world.groundBody, bodyB: slider, localAxisA: CGVector(dx: 1, dy: 1), enableLimit: true,
        lowerTranslation: 0, upperTranslation: 100))
    for _ in 0..<240 {
      world.step()
      let p = try world.position(of: slider)
      #expect(abs(Double(p.x) - Double(p.y)) < 0.5)
      #expect(abs(try world.angle(of: slider)) < 1e-3)
    }
    let p = try world.position(of: slider)
    #expect(abs(hypot(Double(p.x), Double(p.y)) - 100) < 0.5)
  }

  // Target joint (snap): critically damped 2 Hz spring reaches the target within 1 pt in 1 s
  // (2 % settling ≈ 4/(ζω₀) = 0.32 s, docs/uikit-reference.md, "Closed forms for tests") and the
  // angular spring uprights it.
  @Test func targetJointSnapsToPointAndAngle() throws {
    let world = try TestWorld.make()
    let item = try world.createBody(BodyDefinition(position: CGPoint(x: 0, y: 0), angle: 0.7))
    try world.addShape(.box(size: CGSize(width: 100, height: 100)), to: item)
    let joint = try world.createTargetJoint(
      TargetJointDefinition(
        body: item, target: CGPoint(x: 300, y: 200), frequency: 2, dampingRatio: 1, angularFrequency: 2))
    try world.advance(by: 1.0)
    let p = try world.position(of: item)
    #expect(hypot(Double(p.x) - 300, Double(p.y) - 200) < 1)
    #expect(abs(try world.angle(of: item)) < 0.01)
    try world.setTarget(CGPoint(x: 0, y: 0), of: joint)
    try world.advance(by: 1.0)
    #expect(hypot(Double(try world.position(of: item).x), Double(try world.position(of: item).y)) < 1)
  }

  // A zero-length attachment given a sideways kick does not orbit: the spring damps motion
  // in every direction (docs/uikit-reference.md, "What users complain about": zero-length
  // attachments that orbit).
  @Test func zeroLengthAttachmentDoesNotOrbit() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: CGPoint(x: 100, y: 0))
    try world.createDistanceJoint(
      DistanceJointDefinition(bodyA: world.groundBody, bodyB: b, length: 0, frequency: 1, dampingRatio: 0.8))
    try world.setLinearVelocity(CGVector(dx: 0, dy: 500), of: b)
    try world.advance(by: 5)
    let p = try world.position(of: b)
    #expect(hypot(Double(p.x), Double(p.y)) < 0.5)
  }
}
