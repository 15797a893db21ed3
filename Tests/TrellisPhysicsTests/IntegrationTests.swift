import Foundation
import Testing

@testable import TrellisPhysics

@Suite("Integration of forces")
struct IntegrationTests {
  // docs/uikit-reference.md, "Closed forms for tests": free fall from rest, y = ½gt², with
  // g = 1000 pt/s² per unit of gravity magnitude → 500 pt after 1 s. Tolerance ±0.5 pt (the
  // brief's).
  @Test func freeFallCoversHalfGTSquaredInOneSecond() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    let b = try TestWorld.box(world, at: .zero)
    let steps = try world.advance(by: 1.0)
    #expect(steps == 120)
    let y = Double(try world.position(of: b).y)
    #expect(abs(y - 500) <= 0.5, "y = \(y)")
    // v = g·t = 1000 pt/s.
    let vy = Double(try world.linearVelocity(of: b).dy)
    #expect(abs(vy - 1000) <= 1e-6)
  }

  // docs/uikit-reference.md, "UIKit Dynamics" (Apple, UIPushBehavior.magnitude): a continuous
  // force of magnitude 1.0 on a 100 × 100-point view of density 1.0 accelerates it at
  // 100 points/s² → x = ½·100·1² = 50 pt. Tolerance ±0.05 pt.
  @Test func oneNewtonOnAUnitBoxMovesItFiftyPointsInOneSecond() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: .zero)
    #expect(abs(try world.mass(of: b) - 1) < 1e-12)
    try world.setConstantForce(CGVector(dx: 1, dy: 0), of: b)
    try world.advance(by: 1.0)
    let x = Double(try world.position(of: b).x)
    #expect(abs(x - 50) <= 0.05, "x = \(x)")
  }

  // A per-step force from the pre-step handler behaves the same as a constant force.
  @Test func perStepForceFromHandlerMatchesConstantForce() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: .zero)
    world.preStepHandler = { w, _ in try? w.applyForce(CGVector(dx: 0, dy: 2), to: b) }
    try world.advance(by: 1.0)
    // ½·200·1² = 100 pt; tolerance ±0.1 pt.
    #expect(abs(Double(try world.position(of: b).y) - 100) <= 0.1)
  }

  // An impulse of 1 N·s on a 1 kg body adds 100 pt/s (docs/uikit-reference.md, "UIKit Dynamics").
  @Test func impulseAddsVelocityImmediately() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: .zero)
    try world.applyImpulse(CGVector(dx: 1, dy: 0), to: b)
    #expect(abs(Double(try world.linearVelocity(of: b).dx) - 100) < 1e-9)
  }

  // Padé damping: v ← v/(1 + h·c) per sub-step (docs/uikit-reference.md,
  // "Damping and sleeping"), so after N sub-steps v = v0/(1 + h c)^N exactly.
  @Test func linearDampingFollowsPadeStep() throws {
    let world = try TestWorld.make()
    let b = try world.createBody(BodyDefinition(linearVelocity: CGVector(dx: 100, dy: 0), linearDamping: 2))
    try world.addShape(.box(size: CGSize(width: 10, height: 10)), to: b)
    try world.advance(by: 1.0)
    let h = 1.0 / 480.0
    let expected = 100 / pow(1 + h * 2, 480)
    #expect(abs(Double(try world.linearVelocity(of: b).dx) - expected) < 1e-9)
  }

  // Mass from density × area: 100×200 pt at density 1 is 2 kg (docs/uikit-reference.md,
  // "UIKit Dynamics": at equal density a 100×200 item is twice as heavy as a 100×100 one); a
  // circle of radius 50 pt is π·0.25 kg.
  @Test func massIsDensityTimesArea() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: .zero, size: CGSize(width: 100, height: 200))
    #expect(abs(try world.mass(of: b) - 2) < 1e-12)
    // Box inertia m(w² + h²)/12 in kg·m².
    #expect(abs(try world.inertia(of: b) - 2 * (1 + 4) / 12) < 1e-12)
    let c = try world.createBody(BodyDefinition())
    try world.addShape(.circle(radius: 50), to: c, ShapeDefinition(density: 2))
    #expect(abs(try world.mass(of: c) - 2 * Double.pi * 0.25) < 1e-12)
  }

  // An impulse J at offset r from the centre adds J/m to v and (r × J)/I to ω. Box 100×100 pt,
  // 1 kg, I = m(w² + h²)/12 = 1/6 kg·m²; J = 1 N·s along +x at r = (0, 0.5 m):
  // r × J = 0·0 − 0.5·1 = −0.5 N·m·s → ω = −3 rad/s. Exact to 1e-12.
  @Test func impulseAtOffsetSpinsTheBody() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: CGPoint(x: 10, y: 20))
    try world.applyImpulse(CGVector(dx: 1, dy: 0), at: CGPoint(x: 10, y: 70), to: b)
    #expect(abs(try world.angularVelocity(of: b) + 3) < 1e-12)
    #expect(abs(Double(try world.linearVelocity(of: b).dx) - 100) < 1e-12)
  }

  // A constant torque τ on inertia I spins up to ω = τt/I: τ = 0.5 N·m, I = 1/6 → 3 rad/s after
  // 1 s (±1e-9), and the angle is ½αt² = 1.5 rad within 1e-4 rad: the rotation update
  // normalises (c − θs, s + θc), which turns by atan θ instead of θ per sub-step, an error of
  // θ³/3 ≈ 8e-8 rad per sub-step at θ = hω ≤ 0.00625, ≈ 2e-5 rad over the second.
  @Test func constantTorqueGivesUniformAngularAcceleration() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: .zero)
    try world.setConstantForce(.zero, torque: 0.5, of: b)
    try world.advance(by: 1)
    #expect(abs(try world.angularVelocity(of: b) - 3) < 1e-9)
    let angle = try world.angle(of: b)
    #expect(abs(angle - 1.5) < 1e-4, "angle \(angle)")
  }

  // Fixed rotation (UIKit allowsRotation = false): an off-centre impulse does not spin it.
  @Test func fixedRotationIgnoresTorque() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: .zero, fixedRotation: true)
    try world.applyImpulse(CGVector(dx: 1, dy: 0), at: CGPoint(x: 0, y: 50), to: b)
    try world.advance(by: 0.5)
    #expect(try world.angularVelocity(of: b) == 0)
    #expect(try world.angle(of: b) == 0)
  }

  // Teleporting keeps velocity and moves the body exactly.
  @Test func teleportKeepsVelocity() throws {
    let world = try TestWorld.make()
    let b = try TestWorld.box(world, at: .zero, velocity: CGVector(dx: 120, dy: 0))
    try world.setTransform(of: b, position: CGPoint(x: 500, y: -40), angle: 0.25)
    #expect(try world.position(of: b) == CGPoint(x: 500, y: -40))
    #expect(abs(try world.angle(of: b) - 0.25) < 1e-12)
    try world.advance(by: 0.5)
    #expect(abs(Double(try world.position(of: b).x) - 560) < 1e-9)
  }
}
