import Foundation
import Testing

@testable import TrellisPhysics

@Suite("Collision filtering, queries and world edits")
struct FilteringTests {
  /// Two boxes moving into each other; returns whether they collided (a `.began` event).
  static func collide(
    _ fa: CollisionFilter, _ fb: CollisionFilter, closure: ((ShapeID, ShapeID) -> Bool)? = nil
  )
    throws -> Bool
  {
    let world = try TestWorld.make()
    world.shouldCollide = closure
    let a = try world.createBody(
      BodyDefinition(position: CGPoint(x: -100, y: 0), linearVelocity: CGVector(dx: 200, dy: 0)))
    try world.addShape(.box(size: CGSize(width: 50, height: 50)), to: a, ShapeDefinition(filter: fa))
    let b = try world.createBody(
      BodyDefinition(position: CGPoint(x: 100, y: 0), linearVelocity: CGVector(dx: -200, dy: 0)))
    try world.addShape(.box(size: CGSize(width: 50, height: 50)), to: b, ShapeDefinition(filter: fb))
    var began = false
    for _ in 0..<120 {
      world.step()
      if world.contactEvents.contains(where: { $0.kind == .began }) { began = true }
    }
    return began
  }

  // CollisionFilter rules as documented on the type.
  @Test func filterRulesDecideCollisions() throws {
    #expect(try Self.collide(.default, .default))
    // Category/mask.
    #expect(
      try !Self.collide(
        CollisionFilter(categoryBits: 0b01, maskBits: 0b10), CollisionFilter(categoryBits: 0b01)))
    // Groups: "items in different collision behaviors do not collide".
    #expect(try !Self.collide(CollisionFilter(groups: 1 << 0), CollisionFilter(groups: 1 << 1)))
    #expect(try Self.collide(CollisionFilter(groups: 0b011), CollisionFilter(groups: 0b110)))
    // Group index overrides.
    #expect(try !Self.collide(CollisionFilter(groupIndex: -3), CollisionFilter(groupIndex: -3)))
    #expect(
      try Self.collide(
        CollisionFilter(maskBits: 0, groupIndex: 4), CollisionFilter(maskBits: 0, groupIndex: 4)))
    // Closure.
    #expect(try !Self.collide(.default, .default, closure: { _, _ in false }))
  }

  // Changing a filter ends an existing contact (with an event) and restores it when allowed.
  @Test func setFilterEndsAndRestoresContacts() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    try TestWorld.ground(world, top: 0)
    let b = try TestWorld.box(world, at: CGPoint(x: 0, y: -50))
    try world.advance(by: 0.5)
    let shape = try world.shapes(of: b)[0]
    try world.setFilter(CollisionFilter(groups: 0), for: shape)
    #expect(world.contactEvents.contains { $0.kind == .ended })
    try world.advance(by: 0.1)
    #expect(Double(try world.position(of: b).y) > -50)  // falling through the ground now
    try world.setFilter(.default, for: shape)
    try world.setTransform(of: b, position: CGPoint(x: 0, y: -50), angle: 0)
    try world.setLinearVelocity(.zero, of: b)
    try world.advance(by: 0.5)
    #expect(abs(Double(try world.position(of: b).y) + 50) < 1)
  }

  // A kinematic body moves with its velocity, ignores gravity and pushes dynamic bodies.
  @Test func kinematicBodyMovesAtSetVelocityAndPushes() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    let k = try world.createBody(
      BodyDefinition(type: .kinematic, position: .zero, linearVelocity: CGVector(dx: 100, dy: 0)))
    try world.addShape(.box(size: CGSize(width: 50, height: 50)), to: k)
    let d = try world.createBody(BodyDefinition(position: CGPoint(x: 60, y: 0), gravityScale: 0))
    try world.addShape(.box(size: CGSize(width: 50, height: 50)), to: d)
    try world.advance(by: 1)
    #expect(abs(Double(try world.position(of: k).x) - 100) < 1e-9)
    #expect(abs(Double(try world.position(of: k).y)) < 1e-12)
    #expect(Double(try world.position(of: d).x) >= 149)
    #expect(try world.mass(of: k) == 0)
  }

  // Per-body acceleration gives gravity to a subset of bodies (UIKit GravityBehavior).
  @Test func perBodyAccelerationAppliesOnlyToThatBody() throws {
    let world = try TestWorld.make()
    let a = try world.createBody(BodyDefinition(position: .zero, acceleration: CGVector(dx: 0, dy: 1000)))
    try world.addShape(.box(size: CGSize(width: 10, height: 10)), to: a)
    let b = try TestWorld.box(world, at: CGPoint(x: 500, y: 0), size: CGSize(width: 10, height: 10))
    try world.advance(by: 1)
    #expect(abs(Double(try world.position(of: a).y) - 500) < 0.5)  // ½·1000·1²
    #expect(try world.position(of: b).y == 0)
  }

  // A looped chain keeps a fast ball inside a square; bodies(in:) finds bodies by box.
  @Test func chainLoopContainsBodiesAndRectQueryFindsThem() throws {
    let world = try TestWorld.make()
    let walls = try world.createBody(BodyDefinition(type: .static))
    try world.addShape(
      .chain(
        [CGPoint(x: 0, y: 0), CGPoint(x: 400, y: 0), CGPoint(x: 400, y: 400), CGPoint(x: 0, y: 400)],
        isLoop: true),
      to: walls, ShapeDefinition(restitution: 1))
    let ball = try world.createBody(
      BodyDefinition(position: CGPoint(x: 200, y: 200), linearVelocity: CGVector(dx: 3000, dy: 1700)))
    try world.addShape(.circle(radius: 10), to: ball, ShapeDefinition(restitution: 1))
    let poly = try world.createBody(
      BodyDefinition(position: CGPoint(x: 100, y: 100), linearVelocity: CGVector(dx: -900, dy: 2000)))
    try world.addShape(
      .polygon([CGPoint(x: -20, y: -10), CGPoint(x: 20, y: -15), CGPoint(x: 0, y: 25)]), to: poly)
    let egg = try world.createBody(
      BodyDefinition(position: CGPoint(x: 300, y: 300), linearVelocity: CGVector(dx: 1500, dy: -2500)))
    try world.addShape(.ellipse(size: CGSize(width: 40, height: 20)), to: egg)
    for _ in 0..<600 {
      world.step()
      for b in [ball, poly, egg] {
        let p = try world.position(of: b)
        #expect(p.x > 0 && p.x < 400 && p.y > 0 && p.y < 400, "\(b) escaped to \(p)")
      }
    }
    let inside = try world.bodies(in: CGRect(x: 1, y: 1, width: 398, height: 398))
    #expect(Set(inside).isSuperset(of: [ball, poly, egg]))
    #expect(try world.bodies(in: CGRect(x: 1000, y: 1000, width: 10, height: 10)).isEmpty)
  }

  // Destroying a body ends its contacts with events and wakes what touched it; its handle
  // becomes invalid and the slot's next body gets a new generation.
  @Test func destroyingBodyEndsContactsAndInvalidatesHandle() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000), sleep: true)
    try TestWorld.ground(world, top: 0)
    let bottom = try TestWorld.box(world, at: CGPoint(x: 0, y: -50))
    let top = try TestWorld.box(world, at: CGPoint(x: 0, y: -150))
    try world.advance(by: 2)
    #expect(world.isAtRest)
    try world.destroyBody(bottom)
    #expect(world.contactEvents.contains { $0.kind == .ended && ($0.bodyA == bottom || $0.bodyB == bottom) })
    #expect(!world.isValid(bottom))
    #expect(try world.isAwake(top))
    #expect(throws: PhysicsError.invalidBody(bottom)) { try world.position(of: bottom) }
    let again = try TestWorld.box(world, at: CGPoint(x: 500, y: -50))
    #expect(again.index == bottom.index && again.generation == bottom.generation + 1)
    try world.advance(by: 1)
    #expect(abs(Double(try world.position(of: top).y) + 50) < 1)  // fell onto the ground
  }

  // Joined bodies do not collide unless collideConnected.
  @Test func jointedBodiesSkipCollisionUnlessAsked() throws {
    for collide in [false, true] {
      let world = try TestWorld.make()
      let a = try TestWorld.box(world, at: CGPoint(x: 0, y: 0), size: CGSize(width: 50, height: 50))
      let b = try TestWorld.box(world, at: CGPoint(x: 40, y: 0), size: CGSize(width: 50, height: 50))
      try world.createRevoluteJoint(
        RevoluteJointDefinition(
          bodyA: a, bodyB: b, localAnchorA: CGPoint(x: 20, y: 0), localAnchorB: CGPoint(x: -20, y: 0),
          collideConnected: collide))
      try world.advance(by: 0.1)
      #expect(world.touchingPairs.isEmpty != collide)
    }
  }
}

@Suite("Event lists")
struct EventListTests {
  // Events caused by an edit between two advances are reported by the next advance (ahead of
  // that advance's own events) and dropped by the one after.
  @Test func eventsFromEditsSurviveIntoNextAdvance() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    try TestWorld.ground(world, top: 0)
    let b = try TestWorld.box(world, at: CGPoint(x: 0, y: -50))
    try world.advance(by: 0.2)
    #expect(world.contactEvents.contains { $0.kind == .began })
    let s = try world.shapes(of: b)[0]
    try world.setFilter(CollisionFilter(groups: 0), for: s)
    try world.advance(by: 1.0 / 120)
    #expect(world.contactEvents.first?.kind == .ended)
    try world.advance(by: 1.0 / 120)
    #expect(world.contactEvents.isEmpty)
  }
}
