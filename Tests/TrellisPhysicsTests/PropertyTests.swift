import Foundation
import PropertyBased
import Testing

@testable import TrellisPhysics

/// A small deterministic generator (SplitMix64) so each property input is one seed: a failing
/// case is reported by PropertyBased as that seed and replays exactly.
struct SceneRandom {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
  }
  mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}

/// Builds a random scene of boxes, circles, ellipses and polygons in a walled area with random
/// velocities, materials, joints and gravity.
func makeRandomScene(seed: UInt64, bodies count: Int) throws -> PhysicsWorld {
  var r = SceneRandom(state: seed)
  let world = try PhysicsWorld(
    configuration: PhysicsConfiguration(
      gravity: CGVector(dx: r.double(-500...500), dy: r.double(0...1500)), isSleepEnabled: false))
  let walls = try world.createBody(BodyDefinition(type: .static))
  try world.addShape(
    .chain(
      [
        CGPoint(x: -600, y: -600), CGPoint(x: 600, y: -600), CGPoint(x: 600, y: 600),
        CGPoint(x: -600, y: 600),
      ],
      isLoop: true), to: walls)
  var made: [BodyID] = []
  for _ in 0..<count {
    let b = try world.createBody(
      BodyDefinition(
        position: CGPoint(x: r.double(-550...550), y: r.double(-550...550)), angle: r.double(-3...3),
        linearVelocity: CGVector(dx: r.double(-3000...3000), dy: r.double(-3000...3000)),
        angularVelocity: r.double(-20...20), linearDamping: r.double(0...1)))
    let material = ShapeDefinition(
      density: r.double(0.1...5), friction: r.double(0...1), restitution: r.double(0...1))
    switch r.int(0...3) {
    case 0:
      try world.addShape(
        .box(size: CGSize(width: r.double(2...120), height: r.double(2...120))), to: b, material)
    case 1: try world.addShape(.circle(radius: r.double(1...60)), to: b, material)
    case 2:
      try world.addShape(
        .ellipse(size: CGSize(width: r.double(4...120), height: r.double(4...120))), to: b, material)
    default:
      try world.addShape(
        .polygon([
          CGPoint(x: -30, y: -20), CGPoint(x: 35, y: -25), CGPoint(x: 20, y: 30), CGPoint(x: -25, y: 25),
        ]),
        to: b, material)
    }
    made.append(b)
  }
  // A few joints between random bodies.
  for _ in 0..<(count / 5) {
    let a = made[r.int(0...(made.count - 1))]
    let b = made[r.int(0...(made.count - 1))]
    if a == b { continue }
    switch r.int(0...2) {
    case 0:
      try world.createDistanceJoint(
        DistanceJointDefinition(
          bodyA: a, bodyB: b, length: r.double(0...200), frequency: r.double(0...10),
          dampingRatio: r.double(0...2)))
    case 1: try world.createRevoluteJoint(RevoluteJointDefinition(bodyA: a, bodyB: b))
    default: try world.createWeldJoint(WeldJointDefinition(bodyA: a, bodyB: b))
    }
  }
  return world
}

@Suite("Properties of random scenes")
struct PropertyTests {
  /// Every body's state is finite after each of 120 steps of a random, violent scene.
  @Test func randomScenesNeverProduceNaN() throws {
    // Seeded (docs/architecture.md §9): the same 30 scenes on every run.
    var rng = Xoshiro(seed: (0x5EED_0000 + 30, 0x9E37_79B9, 0x7F4A_7C15, 86))
    let seeds = Gen.int(in: 0...Int(Int32.max))
    let counts = Gen.int(in: 1...60)
    func check(_ seed: Int, _ n: Int) throws {
      let world = try makeRandomScene(seed: UInt64(seed), bodies: n)
      for _ in 0..<120 {
        world.step()
        for b in world.bodies {
          let p = try world.position(of: b)
          let v = try world.linearVelocity(of: b)
          let angle = try world.angle(of: b)
          let w = try world.angularVelocity(of: b)
          let ok =
            p.x.isFinite && p.y.isFinite && v.dx.isFinite && v.dy.isFinite && angle.isFinite && w.isFinite
          #expect(ok, "seed \(seed): non-finite state of \(b)")
          if !ok { return }
        }
      }
    }
    for _ in 0..<30 { try check(seeds.run(using: &rng), counts.run(using: &rng)) }
  }

  /// After every step the broadphase's pair set (synchronised to the current fat boxes) equals
  /// the brute-force O(n²) set of overlapping fat boxes that pass the collision rules, and the
  /// rect query returns exactly the bodies whose tight boxes overlap the rect.
  @Test func broadphaseMatchesBruteForce() throws {
    // Seeded (docs/architecture.md §9): the same 20 scenes on every run.
    var rng = Xoshiro(seed: (0x5EED_0000 + 20, 0x9E37_79B9, 0x7F4A_7C15, 108))
    let seeds = Gen.int(in: 0...Int(Int32.max))
    let counts = Gen.int(in: 1...50)
    func check(_ seed: Int, _ n: Int) throws {
      let world = try makeRandomScene(seed: UInt64(seed), bodies: n)
      var r = SceneRandom(state: UInt64(seed) ^ 0xABCD)
      for _ in 0..<30 {
        world.step()
        world.synchronizePairs()
        let expected = try BruteForcePairs.expected(in: world)
        #expect(world.broadphasePairs == expected, "seed \(seed)")

        let rect = CGRect(
          x: r.double(-700...500), y: r.double(-700...500), width: r.double(0...400),
          height: r.double(0...400))
        var brute: [BodyID] = []
        for b in world.bodies where b != world.groundBody {
          var hit = false
          for s in try world.shapes(of: b) {
            for c in 0..<(try world.childCount(of: s)) {
              let box = try world.bounds(of: s, child: c)
              if box.minX <= rect.maxX && rect.minX <= box.maxX && box.minY <= rect.maxY
                && rect.minY <= box.maxY
              {
                hit = true
              }
            }
          }
          if hit { brute.append(b) }
        }
        let found = try world.bodies(in: rect)
        #expect(found == brute.sorted(), "seed \(seed) rect \(rect)")
      }
    }
    for _ in 0..<20 { try check(seeds.run(using: &rng), counts.run(using: &rng)) }
  }
}
