import Foundation
import Testing

@testable import TrellisPhysics

@Suite("Springs against the closed-form damped oscillator")
struct SpringTests {
  /// docs/uikit-reference.md, "Closed forms for tests", damped oscillator: ω₀ = 2πf, ζ < 1:
  /// ω_d = ω₀√(1 − ζ²); x(t) = e^(−ζω₀t)·[x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t];
  /// critically damped: x(t) = (x₀ + (v₀ + ω₀x₀)t)·e^(−ω₀t).
  static func closedForm(x0: Double, f: Double, zeta: Double, t: Double) -> Double {
    let w0 = 2 * Double.pi * f
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * w0 * t) * (x0 * cos(wd * t) + (zeta * w0 * x0) / wd * sin(wd * t))
    }
    return (x0 + w0 * x0 * t) * exp(-w0 * t)
  }

  // Zero-length spring to a static anchor, 100 pt initial displacement, no gravity: every step
  // over 3 s within 1 % of the amplitude (1 pt) of the closed form.
  @Test(arguments: [0.5, 1.0, 2.0, 5.0], [0.1, 0.5, 0.8, 1.0])
  func zeroLengthSpringFollowsDampedOscillator(frequency: Double, dampingRatio: Double) throws {
    let world = try TestWorld.make()
    let anchor = CGPoint(x: 300, y: 200)
    let b = try TestWorld.box(world, at: CGPoint(x: 400, y: 200))
    try world.createDistanceJoint(
      DistanceJointDefinition(
        bodyA: world.groundBody, bodyB: b, localAnchorA: anchor, length: 0, frequency: frequency,
        dampingRatio: dampingRatio))
    var worst = 0.0
    for step in 1...360 {
      world.step()
      let t = Double(step) / 120
      let x = Double(try world.position(of: b).x) - 300
      worst = max(worst, abs(x - Self.closedForm(x0: 100, f: frequency, zeta: dampingRatio, t: t)))
      #expect(abs(Double(try world.position(of: b).y) - 200) < 1e-9)
    }
    #expect(worst <= 1.0, "max error \(worst) pt at f=\(frequency) ζ=\(dampingRatio)")
  }

  // A spring with a non-zero rest length between two dynamic bodies conserves momentum and
  // oscillates about the rest length (period 2π/ω with the reduced mass m/2: f_eff = f).
  @Test func itemToItemSpringConservesMomentum() throws {
    let world = try TestWorld.make()
    let a = try TestWorld.box(world, at: CGPoint(x: 0, y: 0))
    let b = try TestWorld.box(world, at: CGPoint(x: 250, y: 0))
    try world.createDistanceJoint(
      DistanceJointDefinition(bodyA: a, bodyB: b, length: 200, frequency: 2, dampingRatio: 0.3))
    try world.setLinearVelocity(CGVector(dx: 30, dy: 10), of: a)
    try world.advance(by: 2)
    let p = Double(try world.linearVelocity(of: a).dx + world.linearVelocity(of: b).dx)
    #expect(abs(p - 30) < 1e-9)
  }
}
