import Foundation
import TrellisPhysics

/// The passive half of the physics surface: bodies on damped or undamped springs, under
/// gravity, with linear and angular damping, some of them free to collide with each other and
/// with the walls of a closed box — no motors, no applied forces, no restitution, nothing that
/// puts energy in. Its mechanical energy must never grow beyond the tolerance below.
///
/// Energy, in SI units (the world works in metres, 100 points = 1 m): for each dynamic body
/// ½m|v|² + ½Iω² − m g·c (c the centre of mass), and for each spring ½k(ℓ − ℓ₀)², where a joint
/// spring of frequency f has k = m_eff (2πf)² with m_eff = 1 / (1/m_A + 1/m_B) (m_B alone to the
/// ground). Every spring is anchored at the bodies' centres of mass (the shapes are centred on
/// the body origin), so m_eff does not depend on the bodies' angles and the spring is a true
/// conservative force; its damper and the bodies' damping can only take energy away, and so can
/// inelastic, frictional contact. Bodies start apart from each other and from the walls.
///
/// Tolerance: E(t) ≤ E(0) + 10⁻⁹·S + 0.02·S·(ω_max·h)² + Σ k·|ℓ(t) − ℓ₀|·|g|·h², where S is
/// the sum of the magnitudes of the energy terms at the start plus m|g|·(1 m) per body, ω_max a
/// bound on the spring network's highest angular frequency (Gershgorin's, below: several
/// springs on one light body oscillate faster than any one of them) and h the step. The first
/// term is rounding; the other two are the discretisation, which moves the reported energy
/// within one oscillation without creating any: an implicit (soft) spring step by O((ωh)²)
/// relative to the true energy, and a spring under gravity by its force times the ½·|g|·h² by
/// which the position it acts on lags the exact flow each step (taken twice over). A solver
/// that adds energy exceeds this within the run, because its gain compounds with every
/// oscillation. Worked example: the spring issue 23 fixed (0.16 kg, 2 Hz so k = 25.3 N/m,
/// h = 1/120 s so ωh = 0.105, hanging 1 m below its anchor and stretched at most about 0.1 m:
/// S ≈ 0.16·10·1 + 0.16·10·1 = 3.2 J) gained 0.008 J in 60 s, three times the
/// 0.0007 + 25.3·0.1·10/120² = 0.0025 J allowed here.
///
/// Known open: case 48681 of seed 1 (two springs from the ground on one light box, 6.3 and
/// 8.0 Hz, ωh = 0.27 by the bound) sits 1.43 J (0.20%) above its start of 722 J after 11 steps,
/// 1.3 times what this allows. Replayed alone for 5 s it looks like the bound, not a gain: the
/// excess is a transient at step 11, the energy then falls (−22% at 5 s), and at half the step
/// it never rises above the start. The tolerance is not loosened for it (a first-order term
/// would let real gains through); `.ci/run` runs the first 20,000 cases, which pass.
@MainActor
struct PassiveSystem {
  let c: FuzzContext

  init(_ c: FuzzContext) { self.c = c }

  struct Spring {
    var joint: JointID
    var a: BodyID?
    var b: BodyID
    var k: Double
    var restLength: Double
  }

  func run() throws {
    let h = c.random.pick([1.0 / 60, 1.0 / 120, 1.0 / 240])
    let g = CGVector(dx: c.random.double(in: -200...200), dy: c.random.double(in: 0...1_500))
    let world = try PhysicsWorld(
      configuration: PhysicsConfiguration(
        stepDuration: h, subSteps: c.random.int(in: 1...8), gravity: g, isSleepEnabled: false))
    let colliding = c.random.chance(0.4)
    c.note("passive h \(h), \(world.configuration.subSteps) sub-steps, gravity \(g), colliding \(colliding)")
    if colliding {
      // A closed box 2,000 points wide and high around the bodies (a loop of segments on the ground).
      try world.addShape(
        .chain(
          [
            CGPoint(x: -1_000, y: -1_000), CGPoint(x: 1_000, y: -1_000), CGPoint(x: 1_000, y: 1_000),
            CGPoint(x: -1_000, y: 1_000),
          ], isLoop: true), to: world.groundBody, ShapeDefinition(friction: c.random.double(in: 0...1)))
    }
    var bodies: [BodyID] = []
    let count = c.random.int(in: 1...6)
    for index in 0..<count {
      // A grid of 200-point cells, bodies at most 80 points across: no two start touching.
      let position = CGPoint(x: -500 + Double(index % 4) * 250, y: -500 + Double(index / 4) * 250)
      let definition = BodyDefinition(
        position: position, angle: c.random.double(in: -3...3),
        linearVelocity: CGVector(dx: c.random.double(in: -300...300), dy: c.random.double(in: -300...300)),
        angularVelocity: c.random.double(in: -5...5),
        linearDamping: c.random.chance(0.5) ? 0 : c.random.double(in: 0...1),
        angularDamping: c.random.chance(0.5) ? 0 : c.random.double(in: 0...1))
      let body = try world.createBody(definition)
      let filter = colliding ? CollisionFilter.default : CollisionFilter(groups: 0)
      let material = ShapeDefinition(
        density: c.random.double(in: 0.2...3), friction: c.random.double(in: 0...1), restitution: 0,
        filter: filter)
      let geometry: ShapeGeometry =
        c.random.chance(0.5)
        ? .box(size: CGSize(width: c.random.double(in: 10...80), height: c.random.double(in: 10...80)))
        : .circle(radius: c.random.double(in: 5...40))
      try world.addShape(geometry, to: body, material)
      c.note(
        "body \(body): \(geometry), density \(material.density), at \(position), angle \(definition.angle), "
          + "v \(definition.linearVelocity), ω \(definition.angularVelocity), damping "
          + "\(definition.linearDamping) / \(definition.angularDamping)")
      bodies.append(body)
    }
    var springs: [Spring] = []
    var omegaMax = 0.0
    for _ in 0..<c.random.int(in: 0...6) {
      let b = c.random.pick(bodies)
      let a: BodyID? = c.random.chance(0.4) ? nil : c.random.pick(bodies)
      if a == b { continue }
      let anchor = CGPoint(x: c.random.double(in: -800...800), y: c.random.double(in: -800...800))
      let frequency = c.random.double(in: 0.1...min(10, world.maxSpringFrequency))
      let ratio = c.random.chance(0.4) ? 0 : c.random.double(in: 0...1.5)
      let rest = c.random.double(in: 20...400)
      // To the ground at `anchor` (the ground's origin is the world's), or centre to centre.
      let joint = try world.createDistanceJoint(
        DistanceJointDefinition(
          bodyA: a ?? world.groundBody, bodyB: b, localAnchorA: a == nil ? anchor : .zero, length: rest,
          frequency: frequency, dampingRatio: ratio))
      let mB = try world.mass(of: b)
      let effective = try a.map { 1 / (1 / (try world.mass(of: $0)) + 1 / mB) } ?? mB
      let omega = 2 * Double.pi * frequency
      springs.append(Spring(joint: joint, a: a, b: b, k: effective * omega * omega, restLength: rest / 100))
      c.note(
        "spring \(a.map(String.init(describing:)) ?? "ground at \(anchor)") – \(b): \(frequency) Hz, ζ \(ratio), "
          + "ℓ₀ \(rest)"
      )
    }

    func energy() throws -> (total: Double, scale: Double, springForce: Double) {
      var total = 0.0
      var scale = 0.0
      var springForce = 0.0
      let gx = Double(g.dx) / 100
      let gy = Double(g.dy) / 100
      for body in bodies {
        let m = try world.mass(of: body)
        let v = try world.linearVelocity(of: body)
        let w = try world.angularVelocity(of: body)
        let p = try world.centerOfMass(of: body)
        let kinetic =
          0.5 * m * (Double(v.dx * v.dx + v.dy * v.dy) / 10_000) + 0.5 * (try world.inertia(of: body)) * w * w
        let potential = -m * (gx * Double(p.x) / 100 + gy * Double(p.y) / 100)
        total += kinetic + potential
        scale += abs(kinetic) + abs(potential) + m * (gx * gx + gy * gy).squareRoot()
      }
      for spring in springs {
        let stretch = (try world.currentLength(of: spring.joint)) / 100 - spring.restLength
        let stored = 0.5 * spring.k * stretch * stretch
        total += stored
        scale += stored
        springForce += spring.k * abs(stretch)
      }
      return (total, scale, springForce)
    }

    // The highest angular frequency of the spring network, bounded by Gershgorin's theorem on
    // M⁻¹K of the linearised system: for each body, the stiffness of its springs to the ground
    // plus twice that of its springs to other bodies, over its mass. Several springs on one
    // light body make it oscillate faster than any one spring alone, and the discretisation
    // error scales with the fastest mode.
    for body in bodies {
      var stiffness = 0.0
      for spring in springs where spring.b == body || spring.a == body {
        stiffness += spring.a == nil ? spring.k : 2 * spring.k
      }
      omegaMax = max(omegaMax, (stiffness / (try world.mass(of: body))).squareRoot())
    }
    let start = try energy()
    let tolerance = 1e-9 * start.scale + 0.02 * start.scale * (omegaMax * h) * (omegaMax * h)
    let gravity = (Double(g.dx * g.dx + g.dy * g.dy)).squareRoot() / 100
    let steps = c.random.int(in: 60...600)
    for index in 0..<steps {
      world.step()
      let now = try energy()
      guard now.total.isFinite else {
        throw FuzzFailure(.nonFinite, "the passive system's energy is \(now.total) after step \(index + 1)")
      }
      // Plus the offset of a spring under gravity: gravity moves a body exactly, but the
      // spring's impulse is computed against a position that lags the exact flow by up to
      // ½·|g|·h² a step, which offsets the sampled energy by the spring force times that:
      // ½·k·|stretch|·|g|·h², taken twice over (not compounding: it comes and goes with the
      // stretch).
      let allowed = tolerance + now.springForce * gravity * h * h
      if now.total > start.total + allowed {
        throw FuzzFailure(
          .wrongResult,
          "a passive system gained energy: \(now.total) J after step \(index + 1) from \(start.total) J "
            + "(tolerance \(allowed) J, scale \(start.scale) J, ωh \(omegaMax * h))")
      }
    }
  }
}
