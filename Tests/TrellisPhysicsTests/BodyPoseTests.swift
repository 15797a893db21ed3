import Foundation
import Testing

@testable import TrellisPhysics

/// `setTransform` (one access to the body's record, PhysicsWorld+Bodies.swift) and
/// `awakeAndPose(of:)`, the animator's one-call read of a body's state.
struct BodyPoseTests {
  /// A 20 × 20 pt box centred 10 pt to the right of the body's origin, so the centre of mass
  /// is off the origin: at position (100, 50) and angle π/2 the local offset (10, 0) turns to
  /// (0, 10), so the centre of mass is at (100, 60) and the box spans 90…110 × 50…70.
  @Test func setTransformMovesCentreOfMassAndBoxes() throws {
    let world = try TestWorld.make()
    let body = try world.createBody(BodyDefinition(position: .zero))
    let shape = try world.addShape(
      .box(size: CGSize(width: 20, height: 20), center: CGPoint(x: 10, y: 0)), to: body)
    try world.setTransform(of: body, position: CGPoint(x: 100, y: 50), angle: .pi / 2)
    let p = try world.position(of: body)
    #expect(abs(p.x - 100) < 1e-9 && abs(p.y - 50) < 1e-9)
    #expect(abs(try world.angle(of: body) - .pi / 2) < 1e-12)
    let c = try world.centerOfMass(of: body)
    #expect(abs(c.x - 100) < 1e-9 && abs(c.y - 60) < 1e-9)
    let box = try world.bounds(of: shape)
    #expect(abs(box.minX - 90) < 1e-9 && abs(box.maxX - 110) < 1e-9)
    #expect(abs(box.minY - 50) < 1e-9 && abs(box.maxY - 70) < 1e-9)
  }

  /// Moving a sleeping body wakes it; moving a static body leaves it static and still.
  @Test func setTransformWakesSleepingBodiesOnly() throws {
    let world = try TestWorld.make(sleep: true)
    let body = try TestWorld.box(world, at: .zero)
    try world.setAwake(false, of: body)
    #expect(try world.isAwake(body) == false)
    try world.setTransform(of: body, position: CGPoint(x: 5, y: 0), angle: 0)
    #expect(try world.isAwake(body) == true)
    let ground = try world.createBody(BodyDefinition(type: .static, position: .zero))
    let before = try world.isAwake(ground)
    try world.setTransform(of: ground, position: CGPoint(x: 0, y: 30), angle: 0)
    #expect(try world.isAwake(ground) == before)
    #expect(try world.position(of: ground) == CGPoint(x: 0, y: 30))
  }

  /// `setTransform`'s checks (made inline, calling the throwing check only when it fails) throw
  /// the same errors in the same order, and a throw moves nothing: an id is checked before the
  /// numbers, the position before the angle; NaN and ±∞ are not finite, a coordinate or angle
  /// beyond ±1e20 is out of range, and exactly 1e20 is accepted.
  @Test func setTransformErrorsAndTheirOrder() throws {
    let world = try TestWorld.make()
    let body = try TestWorld.box(world, at: CGPoint(x: 1, y: 2))
    let gone = try TestWorld.box(world, at: .zero)
    try world.destroyBody(gone)
    let range = -PhysicsWorld.maximumMagnitude...PhysicsWorld.maximumMagnitude
    let cases: [(BodyID, CGPoint, Double, PhysicsError)] = [
      (gone, CGPoint(x: CGFloat.nan, y: 0), .nan, .invalidBody(gone)),
      (body, CGPoint(x: CGFloat.nan, y: 0), .nan, .nonFinite(parameter: "position")),
      (body, CGPoint(x: 0, y: -CGFloat.infinity), 0, .nonFinite(parameter: "position")),
      (
        body, CGPoint(x: 2e20, y: 0), .infinity,
        .outOfRange(parameter: "position", value: 2e20, range: range)
      ),
      (body, .zero, .nan, .nonFinite(parameter: "angle")),
      (body, .zero, -3e20, .outOfRange(parameter: "angle", value: -3e20, range: range)),
    ]
    for (id, position, angle, expected) in cases {
      #expect(throws: expected) { try world.setTransform(of: id, position: position, angle: angle) }
      #expect(try world.position(of: body) == CGPoint(x: 1, y: 2))
      #expect(try world.angle(of: body) == 0)
    }
    try world.setTransform(of: body, position: CGPoint(x: 1e20, y: -1e20), angle: 0)
    #expect(try world.position(of: body) == CGPoint(x: 1e20, y: -1e20))
  }

  /// `awakeAndPose(of:)` answers exactly what `isAwake`, `position(of:)` and `angle(of:)`
  /// answer, for awake and sleeping bodies along a seeded run, and `nil` for an id that the
  /// three reject (destroyed, stale generation, index out of range).
  @Test func awakeAndPoseMatchesTheThreeReads() throws {
    let world = try TestWorld.make(sleep: true)
    var bodies: [BodyID] = []
    var seed: UInt64 = 0x9e37_79b9_7f4a_7c15
    func next() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for k in 0..<12 {
      bodies.append(
        try TestWorld.box(
          world, at: CGPoint(x: 300 * k, y: 0), size: CGSize(width: 40, height: 40),
          velocity: CGVector(dx: 200 * next() - 100, dy: 200 * next() - 100)))
    }
    try world.setAwake(false, of: bodies[3])
    for step in 0..<30 {
      if step == 10 { try world.setTransform(of: bodies[5], position: CGPoint(x: 7, y: 9), angle: 2.5) }
      world.step()
      for b in bodies {
        let state = try #require(world.awakeAndPose(of: b))
        #expect(state.isAwake == (try world.isAwake(b)))
        #expect(state.position == (try world.position(of: b)))
        #expect(state.angle == (try world.angle(of: b)))
      }
    }
    #expect(world.awakeAndPose(of: bodies[3])?.isAwake == false)
    try world.destroyBody(bodies[0])
    #expect(world.awakeAndPose(of: bodies[0]) == nil)
    let stale = BodyID(index: bodies[1].index, generation: bodies[1].generation + 1)
    #expect(world.awakeAndPose(of: stale) == nil)
    #expect(world.awakeAndPose(of: BodyID(index: 1_000, generation: 0)) == nil)
    #expect(world.awakeAndPose(of: BodyID(index: -1, generation: 0)) == nil)
  }
}
