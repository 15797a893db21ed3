import Foundation
import Testing

@testable import TrellisPhysics

@Suite("Collisions and restitution")
struct CollisionTests {
  // docs/uikit-reference.md, "Closed forms for tests": bounce with restitution e, rebound speed
  // e·v, apex heights h₀·e^(2n). A ball (exact circle, so no rotation effects) dropped from
  // h₀ = 400 pt above the ground with e = 0.8; the first four apexes within 3 % of h₀·e^(2n).
  @Test func bounceHeightsFollowRestitutionSquared() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    try TestWorld.ground(world, top: 0, material: ShapeDefinition(restitution: 0.8))
    let r = 25.0
    let ball = try world.createBody(BodyDefinition(position: CGPoint(x: 0, y: -400 - r)))
    try world.addShape(.circle(radius: r), to: ball, ShapeDefinition(restitution: 0.8))
    var apexes: [Double] = []
    var lastVy = 0.0
    for _ in 0..<(120 * 8) {
      world.step()
      let vy = Double(try world.linearVelocity(of: ball).dy)
      // Apex: vertical velocity changes from up (negative y) to down.
      if lastVy < 0 && vy >= 0 {
        let height = -Double(try world.position(of: ball).y) - r
        apexes.append(height)
      }
      lastVy = vy
    }
    #expect(apexes.count >= 4)
    for n in 1...min(4, apexes.count) {
      let expected = 400 * pow(0.8, Double(2 * n))
      let error = abs(apexes[n - 1] - expected) / expected
      #expect(error <= 0.03, "bounce \(n): \(apexes[n - 1]) pt vs \(expected) pt")
    }
  }

  // docs/uikit-reference.md, "Closed forms for tests", 1-D collision: equal masses with e = 1
  // swap velocities; momentum is conserved.
  // Two 100×100 density-1 boxes at ±300 pt/s. Velocities swapped within 1e-6 pt/s (relative
  // 3e-9), momentum conserved to 1e-9 relative (of |m v|).
  @Test func equalBoxesHeadOnElasticSwapVelocities() throws {
    let world = try TestWorld.make()
    let elastic = ShapeDefinition(restitution: 1)
    let a = try TestWorld.box(
      world, at: CGPoint(x: -200, y: 0), velocity: CGVector(dx: 300, dy: 0), material: elastic)
    let b = try TestWorld.box(
      world, at: CGPoint(x: 200, y: 0), velocity: CGVector(dx: -300, dy: 0), material: elastic)
    var sawContact = false
    for _ in 0..<120 {
      world.step()
      let pa = Double(try world.mass(of: a)) * Double(try world.linearVelocity(of: a).dx)
      let pb = Double(try world.mass(of: b)) * Double(try world.linearVelocity(of: b).dx)
      #expect(abs(pa + pb) <= 1e-9 * 300)
      if world.contactEvents.contains(where: { $0.kind == .began }) { sawContact = true }
    }
    #expect(sawContact)
    let va = try world.linearVelocity(of: a)
    let vb = try world.linearVelocity(of: b)
    #expect(abs(Double(va.dx) + 300) < 1e-6, "va = \(va)")
    #expect(abs(Double(vb.dx) - 300) < 1e-6, "vb = \(vb)")
    let wa = try world.angularVelocity(of: a)
    #expect(abs(Double(va.dy)) < 1e-9 && abs(wa) < 1e-9)
  }

  // Unequal masses, e = 0.5: the 1-D collision formula of docs/uikit-reference.md
  // v₁′ = (m₁v₁ + m₂v₂ + m₂e(v₂ − v₁))/(m₁ + m₂). Within 1e-6 pt/s.
  @Test func unequalMassesFollowOneDimensionalCollisionFormula() throws {
    let world = try TestWorld.make()
    let e = ShapeDefinition(restitution: 0.5)
    let a = try TestWorld.box(
      world, at: CGPoint(x: -200, y: 0), velocity: CGVector(dx: 400, dy: 0), material: e)
    let b = try TestWorld.box(
      world, at: CGPoint(x: 200, y: 0), size: CGSize(width: 100, height: 200), velocity: .zero, material: e)
    try world.advance(by: 1)
    let (m1, m2, v1, v2) = (1.0, 2.0, 400.0, 0.0)
    let v1p = (m1 * v1 + m2 * v2 + m2 * 0.5 * (v2 - v1)) / (m1 + m2)
    let v2p = (m1 * v1 + m2 * v2 + m1 * 0.5 * (v1 - v2)) / (m1 + m2)
    #expect(abs(Double(try world.linearVelocity(of: a).dx) - v1p) < 1e-6)
    #expect(abs(Double(try world.linearVelocity(of: b).dx) - v2p) < 1e-6)
  }

  // Newton's cradle (no gravity): five equal balls of radius 20 pt in a row, 2 pt apart, the
  // first moving in at 200 pt/s, e = 1. One ball goes out for one in: the last moves at
  // 200 pt/s (±0.5 %), the others stop (< 1 pt/s).
  //
  // Design note: the balls rest 2 pt apart, not touching. A sequential-impulse solver
  // (Box2D's, ours) resolves a simultaneous collision of touching balls as one block and
  // cannot reproduce the cradle's sequential momentum transfer; with gaps larger than one
  // step's travel each collision happens in its own step, which is the physical model of the
  // cradle (a wave of binary collisions). Documented in ContactSolver.
  @Test func newtonsCradleSendsOneBallOutForOneIn() throws {
    let world = try TestWorld.make()
    let elastic = ShapeDefinition(restitution: 1)
    var balls: [BodyID] = []
    for k in 0..<5 {
      let x = Double(k) * 42
      let v = k == 0 ? 200.0 : 0
      let b = try world.createBody(
        BodyDefinition(
          position: CGPoint(x: x - (k == 0 ? 50 : 0), y: 0), linearVelocity: CGVector(dx: v, dy: 0)))
      try world.addShape(.circle(radius: 20), to: b, elastic)
      balls.append(b)
    }
    try world.advance(by: 1.5)
    for k in 0..<4 {
      #expect(abs(Double(try world.linearVelocity(of: balls[k]).dx)) < 1, "ball \(k)")
    }
    #expect(abs(Double(try world.linearVelocity(of: balls[4]).dx) - 200) < 1)
  }

  // Continuous collision: a 20 pt box at 20,000 pt/s (167 pt per step, eight times its size)
  // against a static segment does not pass through; it ends on the near side.
  @Test(arguments: [
    CGVector(dx: 20_000, dy: 0), CGVector(dx: 14_142, dy: 14_142), CGVector(dx: 30_000, dy: 3_000),
  ])
  func fastBodyDoesNotTunnelThroughThinSegment(velocity: CGVector) throws {
    let world = try TestWorld.make()
    let wall = try world.createBody(BodyDefinition(type: .static))
    try world.addShape(.segment(CGPoint(x: 1000, y: -5000), CGPoint(x: 1000, y: 5000)), to: wall)
    let bullet = try TestWorld.box(world, at: .zero, size: CGSize(width: 20, height: 20), velocity: velocity)
    let ball = try world.createBody(BodyDefinition(position: CGPoint(x: 0, y: 100), linearVelocity: velocity))
    try world.addShape(.circle(radius: 3), to: ball)
    for _ in 0..<60 {
      world.step()
      #expect(Double(try world.position(of: bullet).x) < 1000)
      #expect(Double(try world.position(of: ball).x) < 1000)
    }
  }

  // Contact events name both bodies and shapes with the boundary's user data.
  @Test func contactEventsReportBeginAndEndWithUserData() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    let ground = try world.createBody(BodyDefinition(type: .static))
    let seg = try world.addShape(
      .segment(CGPoint(x: -500, y: 0), CGPoint(x: 500, y: 0)), to: ground,
      ShapeDefinition(restitution: 0.5, userData: 42))
    let ball = try world.createBody(BodyDefinition(position: CGPoint(x: 0, y: -200)))
    try world.addShape(.circle(radius: 10), to: ball, ShapeDefinition(restitution: 0.5, userData: 7))
    var events: [ContactEvent] = []
    for _ in 0..<120 {
      world.step()
      events += world.contactEvents
    }
    let begin = try #require(events.first)
    #expect(begin.kind == .began)
    #expect(Set([begin.bodyA, begin.bodyB]) == Set([ground, ball]))
    #expect(Set([begin.userDataA, begin.userDataB]) == Set([42, 7]))
    #expect(begin.shapeA == seg || begin.shapeB == seg)
    #expect(events.contains { $0.kind == .ended })
  }
}
