import Foundation
import Testing

@testable import TrellisPhysics

@Suite("Determinism")
struct DeterminismTests {
  /// A busy scene: a 7-row pyramid, a rain of circles and ellipses, a pendulum chain,
  /// springs, a kinematic paddle and chain walls, with gravity, friction and restitution.
  static func busyScene() throws -> PhysicsWorld {
    let world = try PhysicsWorld(configuration: PhysicsConfiguration(gravity: CGVector(dx: 0, dy: 1000)))
    let walls = try world.createBody(BodyDefinition(type: .static))
    try world.addShape(
      .chain(
        [
          CGPoint(x: -800, y: -1500), CGPoint(x: -800, y: 0), CGPoint(x: 800, y: 0),
          CGPoint(x: 800, y: -1500),
        ], isLoop: false),
      to: walls, ShapeDefinition(friction: 0.6))
    let material = ShapeDefinition(friction: 0.6, restitution: 0.2)
    for row in 0..<7 {
      for k in 0...(6 - row) {
        let x = -225 + Double(k) * 50 + Double(row) * 25
        try TestWorld.box(
          world, at: CGPoint(x: x, y: -25 - 50 * Double(row)), size: CGSize(width: 50, height: 50),
          material: material)
      }
    }
    var r = SceneRandom(state: 42)
    for _ in 0..<30 {
      let b = try world.createBody(
        BodyDefinition(
          position: CGPoint(x: r.double(-700...700), y: r.double(-1400 ... -700)),
          angularVelocity: r.double(-5...5)))
      if r.int(0...1) == 0 {
        try world.addShape(.circle(radius: r.double(5...25)), to: b, material)
      } else {
        try world.addShape(
          .ellipse(size: CGSize(width: r.double(10...50), height: r.double(10...50))), to: b, material)
      }
    }
    var previous = world.groundBody
    for k in 0..<5 {
      let link = try TestWorld.box(
        world, at: CGPoint(x: 400 + 30 * Double(k + 1), y: -1000), size: CGSize(width: 30, height: 8))
      try world.createRevoluteJoint(
        RevoluteJointDefinition(
          bodyA: previous, bodyB: link,
          localAnchorA: k == 0 ? CGPoint(x: 400, y: -1000) : CGPoint(x: 15, y: 0),
          localAnchorB: CGPoint(x: -15, y: 0)))
      previous = link
    }
    for k in 0..<5 {
      let b = try TestWorld.box(
        world, at: CGPoint(x: -600 + 40 * Double(k), y: -900), size: CGSize(width: 20, height: 20))
      try world.createDistanceJoint(
        DistanceJointDefinition(
          bodyA: world.groundBody, bodyB: b, localAnchorA: CGPoint(x: -600 + 40 * Double(k), y: -1000),
          length: 50,
          frequency: 2, dampingRatio: 0.3))
    }
    let paddle = try world.createBody(
      BodyDefinition(type: .kinematic, position: CGPoint(x: 0, y: -600), angularVelocity: 2))
    try world.addShape(.box(size: CGSize(width: 200, height: 10)), to: paddle)
    return world
  }

  /// FNV-1a over the bit patterns of every body's position, angle and velocities.
  static func hash(_ world: PhysicsWorld, into h: inout UInt64) throws {
    func mix(_ v: Double) {
      var x = v.bitPattern
      for _ in 0..<8 {
        h = (h ^ (x & 0xFF)) &* 0x100_0000_01B3
        x >>= 8
      }
    }
    for b in world.bodies {
      let p = try world.position(of: b)
      let v = try world.linearVelocity(of: b)
      mix(Double(p.x))
      mix(Double(p.y))
      mix(try world.angle(of: b))
      mix(Double(v.dx))
      mix(Double(v.dy))
      mix(try world.angularVelocity(of: b))
    }
  }

  static func run(chunks: [Double]? = nil) throws -> (UInt64, [ContactEvent]) {
    let world = try busyScene()
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    var events: [ContactEvent] = []
    if let chunks {
      // The same 600 steps through the accumulator in uneven pieces.
      var steps = 0
      var i = 0
      while steps < 590 {
        let n = try world.advance(by: chunks[i % chunks.count])
        steps += n
        i += 1
        events += world.contactEvents
      }
      while steps < 600 {
        // The accumulator holds less than a step, so this consumes it exactly as before.
        steps += try world.advance(by: 1.0 / 120 - world.pendingTime)
        events += world.contactEvents
      }
      #expect(steps == 600)
      try hash(world, into: &h)
    } else {
      for _ in 0..<600 {
        world.step()
        events += world.contactEvents
      }
      try hash(world, into: &h)
    }
    return (h, events)
  }

  // Identical inputs give identical outputs: two runs in the same process hash every body's
  // state at every step identically. No golden constant is recorded: floating-point results
  // could legitimately differ across compilers or CPUs (fused multiply–add), and the claim
  // is run-to-run determinism.
  @Test func busySceneIsBitIdenticalAcrossRuns() throws {
    func perStep() throws -> UInt64 {
      let world = try Self.busyScene()
      var h: UInt64 = 0xCBF2_9CE4_8422_2325
      for _ in 0..<600 {
        world.step()
        try Self.hash(world, into: &h)
      }
      return h
    }
    let a = try perStep()
    // Unrelated work in between (another world, created and torn down) must not matter.
    let other = try makeRandomScene(seed: 7, bodies: 40)
    try other.advance(by: 0.5)
    let b = try perStep()
    #expect(a == b)
  }

  // Stepping through advance(by:) in uneven chunks (whole steps via the accumulator) ends in
  // the same state, with the same contact events, as stepping one step at a time.
  @Test func accumulatorChunkingDoesNotChangeResults() throws {
    let (h1, e1) = try Self.run()
    let (h2, e2) = try Self.run(chunks: [0.013, 1.0 / 120, 0.05, 0.0001, 0.02])
    #expect(h1 == h2)
    #expect(e1 == e2)
    #expect(!e1.isEmpty)
  }
}
