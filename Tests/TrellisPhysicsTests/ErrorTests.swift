import Foundation
import Testing

@testable import TrellisPhysics

@Suite("Bad input is rejected and changes nothing")
struct ErrorTests {
  /// A world with a little of everything, stepped a bit.
  static func scene() throws -> (PhysicsWorld, BodyID, ShapeID, JointID) {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    try TestWorld.ground(world, top: 0)
    let b = try TestWorld.box(world, at: CGPoint(x: 0, y: -200))
    let s = try world.shapes(of: b)[0]
    let j = try world.createDistanceJoint(
      DistanceJointDefinition(
        bodyA: world.groundBody, bodyB: b, localAnchorA: CGPoint(x: 0, y: -400), length: 150, frequency: 1,
        dampingRatio: 0.5))
    try world.advance(by: 0.25)
    return (world, b, s, j)
  }

  /// Everything observable plus the internal array sizes.
  static func fingerprint(_ w: PhysicsWorld) throws -> [String] {
    var out = [
      "bodies \(w.sims.count) \(w.bodyCount) shapes \(w.shapes.count) joints \(w.joints.count)",
      "contacts \(w.contacts.count) verts \(w.vertexPool.count) proxies \(w.proxies.count)",
      "time \(w.time) pending \(w.pendingTime) gravity \(w.configuration.gravity)",
    ]
    for b in w.bodies {
      out.append(
        "\(b) \(try w.position(of: b)) \(try w.angle(of: b)) \(try w.linearVelocity(of: b)) \(try w.angularVelocity(of: b)) \(try w.mass(of: b)) \(try w.isAwake(b))"
      )
    }
    for j in w.joints where j.isAlive {
      out.append("joint \(j.length) \(j.hertz) \(j.zeta) \(j.minLength) \(j.maxLength)")
    }
    return out
  }

  static func expectUnchanged(
    _ name: String, _ expected: PhysicsError? = nil,
    _ body: (PhysicsWorld, BodyID, ShapeID, JointID) throws -> Void
  ) throws {
    let (world, b, s, j) = try scene()
    let before = try fingerprint(world)
    do {
      try body(world, b, s, j)
      Issue.record("\(name): no error thrown")
    } catch let error as PhysicsError {
      if let expected { #expect(error == expected, "\(name)") }
      #expect(error.description.hasPrefix("PhysicsError: "), "\(name)")
    }
    #expect(try fingerprint(world) == before, "\(name) changed the world")
    // And the world still steps to finite values.
    try world.advance(by: 0.1)
    #expect(try world.position(of: b).y.isFinite)
  }

  @Test func nonFiniteAndNegativeBodyDefinitionsAreRejected() throws {
    try Self.expectUnchanged("NaN position", .nonFinite(parameter: "BodyDefinition.position")) { w, _, _, _ in
      try w.createBody(BodyDefinition(position: CGPoint(x: CGFloat.nan, y: 0)))
    }
    try Self.expectUnchanged("infinite velocity", .nonFinite(parameter: "BodyDefinition.linearVelocity")) {
      w, _, _, _ in
      try w.createBody(BodyDefinition(linearVelocity: CGVector(dx: CGFloat.infinity, dy: 0)))
    }
    try Self.expectUnchanged(
      "negative damping", .negative(parameter: "BodyDefinition.linearDamping", value: -1)
    ) {
      w, _, _, _ in try w.createBody(BodyDefinition(linearDamping: -1))
    }
  }

  /// Finite numbers beyond ±1e20 (`PhysicsWorld.maximumMagnitude`) are rejected like NaN: the
  /// physics fuzz surface found a body spinning at 1.79e308 rad/s and a target joint aimed at
  /// y = 1.79e308 points turning velocities — the ground's too — into NaN within a few steps.
  @Test func numbersBeyondTheLargestMagnitudeAreRejected() throws {
    let limit = PhysicsWorld.maximumMagnitude
    #expect(limit == 1e20)
    try Self.expectUnchanged(
      "spin 1.79e308",
      .outOfRange(parameter: "BodyDefinition.angularVelocity", value: 1.79e308, range: -1e20...1e20)
    ) { w, _, _, _ in
      try w.createBody(BodyDefinition(angularVelocity: 1.79e308))
    }
    try Self.expectUnchanged(
      "position -1e21", .outOfRange(parameter: "BodyDefinition.position", value: -1e21, range: -1e20...1e20)
    ) { w, _, _, _ in
      try w.createBody(BodyDefinition(position: CGPoint(x: 0, y: -1e21)))
    }
    try Self.expectUnchanged("target 1.79e308") { w, b, _, _ in
      try w.createTargetJoint(
        TargetJointDefinition(body: b, target: CGPoint(x: 0, y: 1.79e308), frequency: 2, dampingRatio: 1))
    }
    try Self.expectUnchanged("impulse 1e300") { w, b, _, _ in
      try w.applyImpulse(CGVector(dx: 1e300, dy: 0), to: b)
    }
    try Self.expectUnchanged("gravity 1e300") { w, _, _, _ in
      try w.setGravity(CGVector(dx: 0, dy: 1e300))
    }
    // At the limit itself a body is accepted, and the word "finite" in the message still
    // covers NaN (a separate error).
    let world = try TestWorld.make(gravity: .zero)
    let far = try world.createBody(BodyDefinition(position: CGPoint(x: 1e20, y: -1e20)))
    // Stored in metres (× 0.01) and read back in points (× 100): equal within two roundings.
    let position = try world.position(of: far)
    #expect(abs(position.x - 1e20) <= 1e20 * 1e-15 && abs(position.y + 1e20) <= 1e20 * 1e-15)
    #expect(
      PhysicsError.outOfRange(parameter: "p", value: 1e300, range: -1e20...1e20).description
        == "PhysicsError: p must be in -1e+20...1e+20 (got 1e+300)")
  }

  @Test func invalidShapesAreRejected() throws {
    try Self.expectUnchanged("zero-width box", .notPositive(parameter: "box width", value: 0)) { w, b, _, _ in
      try w.addShape(.box(size: CGSize(width: 0, height: 10)), to: b)
    }
    try Self.expectUnchanged("negative radius", .notPositive(parameter: "circle radius", value: -3)) {
      w, b, _, _ in
      try w.addShape(.circle(radius: -3), to: b)
    }
    try Self.expectUnchanged("non-convex polygon") { w, b, _, _ in
      try w.addShape(
        .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 2, y: 2), CGPoint(x: 0, y: 10)]),
        to: b)
    }
    try Self.expectUnchanged("collinear polygon") { w, b, _, _ in
      try w.addShape(.polygon([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0)]), to: b)
    }
    try Self.expectUnchanged("segment on a dynamic body") { w, b, _, _ in
      try w.addShape(.segment(.zero, CGPoint(x: 10, y: 0)), to: b)
    }
    try Self.expectUnchanged("degenerate chain") { w, _, _, _ in
      let wall = w.groundBody
      try w.addShape(.chain([CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0)], isLoop: false), to: wall)
    }
    try Self.expectUnchanged(
      "restitution 3", .outOfRange(parameter: "ShapeDefinition.restitution", value: 3, range: 0...2)
    ) {
      w, b, _, _ in try w.addShape(.circle(radius: 3), to: b, ShapeDefinition(restitution: 3))
    }
    try Self.expectUnchanged("NaN density") { w, b, _, _ in
      try w.addShape(.circle(radius: 3), to: b, ShapeDefinition(density: .nan))
    }
  }

  @Test func staleHandlesAreRejected() throws {
    try Self.expectUnchanged("stale body") { w, _, _, _ in
      _ = try w.position(of: BodyID(index: 99, generation: 1))
    }
    try Self.expectUnchanged("wrong generation", .invalidBody(BodyID(index: 2, generation: 7))) {
      w, _, _, _ in
      try w.setLinearVelocity(CGVector(dx: 1, dy: 0), of: BodyID(index: 2, generation: 7))
    }
    try Self.expectUnchanged("stale shape") { w, _, _, _ in
      try w.setFriction(1, of: ShapeID(index: 50, generation: 1))
    }
    try Self.expectUnchanged("stale joint") { w, _, _, _ in
      try w.destroyJoint(JointID(index: 9, generation: 1))
    }
    try Self.expectUnchanged("destroy ground") { w, _, _, _ in try w.destroyBody(w.groundBody) }
  }

  @Test func invalidJointsAreRejected() throws {
    try Self.expectUnchanged(
      "spring above half the step rate", .frequencyTooHigh(parameter: "frequency", hertz: 61, limit: 60)
    ) {
      w, b, _, _ in
      try w.createDistanceJoint(
        DistanceJointDefinition(bodyA: w.groundBody, bodyB: b, length: 10, frequency: 61))
    }
    try Self.expectUnchanged("joint to itself") { w, b, _, _ in
      try w.createRevoluteJoint(RevoluteJointDefinition(bodyA: b, bodyB: b))
    }
    try Self.expectUnchanged("inverted angle limits") { w, b, _, _ in
      try w.createRevoluteJoint(
        RevoluteJointDefinition(
          bodyA: w.groundBody, bodyB: b, enableLimit: true, lowerAngle: 1, upperAngle: -1))
    }
    try Self.expectUnchanged("zero prismatic axis") { w, b, _, _ in
      try w.createPrismaticJoint(PrismaticJointDefinition(bodyA: w.groundBody, bodyB: b, localAxisA: .zero))
    }
    try Self.expectUnchanged("negative length") { w, _, _, j in try w.setLength(-5, of: j) }
    try Self.expectUnchanged("NaN spring damping") { w, _, _, j in
      try w.setSpring(frequency: 1, dampingRatio: .nan, of: j)
    }
    try Self.expectUnchanged("target with zero frequency") { w, b, _, _ in
      try w.createTargetJoint(TargetJointDefinition(body: b, target: .zero, frequency: 0, dampingRatio: 1))
    }
  }

  @Test func invalidForcesAndTimeAreRejected() throws {
    try Self.expectUnchanged("NaN force") { w, b, _, _ in
      try w.applyForce(CGVector(dx: CGFloat.nan, dy: 0), to: b)
    }
    try Self.expectUnchanged("infinite impulse") { w, b, _, _ in
      try w.applyImpulse(CGVector(dx: 0, dy: CGFloat.infinity), to: b)
    }
    try Self.expectUnchanged("NaN teleport") { w, b, _, _ in
      try w.setTransform(of: b, position: .zero, angle: .nan)
    }
    try Self.expectUnchanged("negative time", .negative(parameter: "advance(by:) seconds", value: -1)) {
      w, _, _, _ in
      try w.advance(by: -1)
    }
    try Self.expectUnchanged("NaN time") { w, _, _, _ in try w.advance(by: .nan) }
    try Self.expectUnchanged("NaN gravity") { w, _, _, _ in try w.setGravity(CGVector(dx: 0, dy: CGFloat.nan))
    }
    try Self.expectUnchanged("non-finite rect query") { w, _, _, _ in
      _ = try w.bodies(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
    }
  }

  @Test func invalidConfigurationsAreRejected() {
    #expect(throws: PhysicsError.notPositive(parameter: "PhysicsConfiguration.stepDuration", value: 0)) {
      try PhysicsWorld(configuration: PhysicsConfiguration(stepDuration: 0))
    }
    #expect(throws: PhysicsError.self) { try PhysicsWorld(configuration: PhysicsConfiguration(subSteps: 0)) }
    #expect(throws: PhysicsError.self) {
      try PhysicsWorld(configuration: PhysicsConfiguration(gravity: CGVector(dx: CGFloat.nan, dy: 0)))
    }
  }

  // The messages name the parameter and the problem.
  @Test func messagesAreSpecific() {
    #expect(
      PhysicsError.frequencyTooHigh(parameter: "frequency", hertz: 70, limit: 60).description
        == "PhysicsError: frequency of 70.0 Hz is above half the step rate (60.0 Hz); the fixed step cannot resolve it"
    )
    #expect(
      PhysicsError.nonFinite(parameter: "BodyDefinition.position").description
        == "PhysicsError: BodyDefinition.position must be finite (got NaN or infinity)")
  }
}
