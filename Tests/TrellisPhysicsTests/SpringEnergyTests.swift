import Foundation
import Testing

@testable import TrellisPhysics

/// A damped spring must never gain energy (issue 23). The scene is spring 0 of the benchmark
/// scene springs-100 (Benchmarks/PhysicsScenes): a 40 × 40 pt box of density 1 (0.16 kg) on a
/// distance joint of rest length 100 pt (1 m), 2 Hz, damping ratio 0.3, anchored to the
/// ground at the origin; the box starts at rest at (30, 100) pt, gravity 1000 pt/s² (10 m/s²).
///
/// The reference is the same mechanics integrated by this test with classical RK4
/// (h = 1e-4 s), in metres with y up: a point mass m at r with velocity v, gravity −g·ŷ, and
/// along the unit axis u = r/|r| a spring force −k(|r| − L)·u and a damper −c(v·u)·u, where
/// k = mω², c = 2mζω, ω = 2π·2 Hz (the anchor is at the box's centre of mass, so the joint's
/// effective mass is m, the definition of a joint spring's frequency in docs/architecture.md).
/// Energy E = ½m|v|² + m·g·y + ½k(|r| − L)² can only fall: dE/dt = −c(v·u)².
@Suite("Spring energy against an RK4 reference")
struct SpringEnergyTests {
  struct Point {
    var x, y, vx, vy: Double
  }

  static let m = 0.4 * 0.4 * 1.0  // box area (m²) × density (kg/m²)
  static let g = 10.0
  static let length = 1.0
  static let omega = 2 * Double.pi * 2
  static let k = m * omega * omega
  static let c = 2 * m * 0.3 * omega

  static func acceleration(_ p: Point) -> (Double, Double) {
    let r = (p.x * p.x + p.y * p.y).squareRoot()
    let ux = p.x / r
    let uy = p.y / r
    let f = -k * (r - length) - c * (p.vx * ux + p.vy * uy)
    return (f * ux / m, f * uy / m - g)
  }

  static func rk4(_ p: Point, _ h: Double) -> Point {
    func d(_ q: Point) -> Point {
      let (ax, ay) = acceleration(q)
      return Point(x: q.vx, y: q.vy, vx: ax, vy: ay)
    }
    func add(_ a: Point, _ b: Point, _ s: Double) -> Point {
      Point(x: a.x + s * b.x, y: a.y + s * b.y, vx: a.vx + s * b.vx, vy: a.vy + s * b.vy)
    }
    let k1 = d(p)
    let k2 = d(add(p, k1, h / 2))
    let k3 = d(add(p, k2, h / 2))
    let k4 = d(add(p, k3, h))
    var q = p
    q.x += h / 6 * (k1.x + 2 * k2.x + 2 * k3.x + k4.x)
    q.y += h / 6 * (k1.y + 2 * k2.y + 2 * k3.y + k4.y)
    q.vx += h / 6 * (k1.vx + 2 * k2.vx + 2 * k3.vx + k4.vx)
    q.vy += h / 6 * (k1.vy + 2 * k2.vy + 2 * k3.vy + k4.vy)
    return q
  }

  static func energy(_ p: Point) -> Double {
    let r = (p.x * p.x + p.y * p.y).squareRoot()
    return 0.5 * m * (p.vx * p.vx + p.vy * p.vy) + m * g * p.y + 0.5 * k * (r - length) * (r - length)
  }

  /// Simulated seconds: 300 in a release build (`swift test -c release`); 60 in a debug build,
  /// where 300 s (36,000 steps and 3,000,000 RK4 steps) would take too long for a unit test.
  #if DEBUG
  static let seconds = 60
  #else
  static let seconds = 300
  #endif

  // Within 0.003 J of the RK4 energy at every whole second, and lower at every 10 s
  // checkpoint than at the one before (the reference falls monotonically).
  @Test func dampedSpringLosesEnergyLikeTheReference() throws {
    let world = try PhysicsWorld(
      configuration: PhysicsConfiguration(gravity: CGVector(dx: 0, dy: 1000), isSleepEnabled: false))
    let b = try world.createBody(BodyDefinition(position: CGPoint(x: 30, y: 100)))
    try world.addShape(.box(size: CGSize(width: 40, height: 40)), to: b, ShapeDefinition(density: 1))
    try world.createDistanceJoint(
      DistanceJointDefinition(
        bodyA: world.groundBody, bodyB: b, localAnchorA: .zero, length: 100, frequency: 2,
        dampingRatio: 0.3))
    #expect(abs(try world.mass(of: b) - Self.m) < 1e-12)

    func trellisState() throws -> Point {
      let p = try world.position(of: b)
      let v = try world.linearVelocity(of: b)
      return Point(
        x: Double(p.x) / 100, y: -Double(p.y) / 100, vx: Double(v.dx) / 100, vy: -Double(v.dy) / 100)
    }
    var ref = Point(x: 0.3, y: -1.0, vx: 0, vy: 0)
    let e0 = Self.energy(ref)
    #expect(abs(Self.energy(try trellisState()) - e0) < 1e-12)
    let h = 1e-4
    var worst = 0.0
    var previousCheckpoint = e0
    for second in 1...Self.seconds {
      try world.advance(by: 1)
      for _ in 0..<10_000 { ref = Self.rk4(ref, h) }
      let e = Self.energy(try trellisState())
      let eRef = Self.energy(ref)
      worst = max(worst, abs(e - eRef))
      #expect(abs(e - eRef) <= 0.003, "t = \(second) s: E = \(e) J, RK4 \(eRef) J")
      if second % 10 == 0 {
        #expect(e < previousCheckpoint, "energy rose between t = \(second - 10) s and \(second) s")
        previousCheckpoint = e
      }
    }
    // The reference itself must have lost energy (a check on the test's own integrator).
    #expect(Self.energy(ref) < e0 - 0.02)
  }
}
