import Foundation
import Testing

@testable import TrellisPhysics

/// `refreshSoleParkedBox`: a body whose only shape is a polygon that collides with nothing and
/// moves by plain addition is refitted without the general loop when it is placed unrotated.
/// Two worlds built from the same seed, one with the shortcut and one without
/// (`refreshesSoleParkedBoxes`), must agree bit for bit on every shape's tight and fat box and
/// every body's pose and velocity after every call.
struct ParkedBoxRefitTests {
  static let parked = CollisionFilter(categoryBits: 0)

  /// Builds a world of 24 bodies: most with one parked box (some off-centre), others with a
  /// parked circle, a parked triangle touching its origin (a zero coordinate: not exact), a
  /// box that can collide, or a parked box plus a second shape, so the shortcut and every
  /// reason to fall back appear.
  static func makeWorld(seed: UInt64, shortcut: Bool) throws -> (PhysicsWorld, [BodyID], [ShapeID]) {
    var rng = SceneRandom(state: seed)
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 980))
    world.refreshesSoleParkedBoxes = shortcut
    var bodies: [BodyID] = []
    var shapes: [ShapeID] = []
    let parked = ShapeDefinition(filter: Self.parked)
    for _ in 0..<24 {
      let body = try world.createBody(
        BodyDefinition(
          position: CGPoint(x: rng.double(-300...300), y: rng.double(-300...300)),
          linearVelocity: CGVector(dx: rng.double(-900...900), dy: rng.double(-900...900))))
      let size = CGSize(width: rng.double(1...300), height: rng.double(1...120))
      switch rng.int(0...9) {
      case 0:
        shapes.append(try world.addShape(.circle(radius: rng.double(2...40)), to: body, parked))
      case 1:
        shapes.append(
          try world.addShape(
            .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 0, y: 20)]), to: body, parked))
      case 2:
        shapes.append(try world.addShape(.box(size: size), to: body))
      case 3:
        shapes.append(try world.addShape(.box(size: size), to: body, parked))
        shapes.append(try world.addShape(.circle(radius: 5), to: body, parked))
      case 4:
        let center = CGPoint(x: rng.double(-50...50), y: rng.double(-50...50))
        shapes.append(try world.addShape(.box(size: size, center: center), to: body, parked))
      default:
        shapes.append(try world.addShape(.box(size: size), to: body, parked))
      }
      bodies.append(body)
    }
    return (world, bodies, shapes)
  }

  /// Every shape's boxes and every body's pose and velocity, as bits.
  static func state(_ world: PhysicsWorld, _ bodies: [BodyID], _ shapes: [ShapeID]) throws -> [UInt64] {
    var out: [UInt64] = []
    for shape in shapes {
      for r in [try world.bounds(of: shape), try world.fatBounds(of: shape)] {
        out += [r.minX, r.minY, r.maxX, r.maxY].map { Double($0).bitPattern }
      }
    }
    for body in bodies {
      let p = try world.position(of: body)
      let v = try world.linearVelocity(of: body)
      out += [Double(p.x), Double(p.y), try world.angle(of: body), Double(v.dx), Double(v.dy)].map(
        \.bitPattern)
    }
    return out
  }

  /// Eight seeded worlds, 300 calls each: placements (unrotated with +0 and −0, rotated,
  /// coordinates of ±0 and large), new velocities and steps in between. Both worlds agree after
  /// every call, and the shortcut's bodies are a good share of the world.
  @Test(arguments: 0..<8)
  func shortcutMatchesTheGeneralRefit(seed: Int) throws {
    let s = 0x7061_726B_6564_0000 &+ UInt64(seed)
    let (fast, bodies, shapes) = try Self.makeWorld(seed: s, shortcut: true)
    let (slow, _, _) = try Self.makeWorld(seed: s, shortcut: false)
    let eligible = fast.shapes.filter { $0.isAlive && $0.translatesExactly && $0.filter.collidesWithNothing }
    #expect(eligible.count >= 10)
    var rng = SceneRandom(state: s ^ 0xFFFF)
    let coordinates: [Double] = [0, -0.0, 1e-9, -1e-9, 1e6, -1e6]
    for _ in 0..<300 {
      let body = bodies[rng.int(0...bodies.count - 1)]
      switch rng.int(0...5) {
      case 0, 1, 2:
        let x = rng.int(0...4) == 0 ? coordinates[rng.int(0...5)] : rng.double(-500...500)
        let y = rng.int(0...4) == 0 ? coordinates[rng.int(0...5)] : rng.double(-500...500)
        let angle = [0.0, -0.0, 0.0, rng.double(-3...3)][rng.int(0...3)]
        for world in [fast, slow] {
          try world.setTransform(of: body, position: CGPoint(x: x, y: y), angle: angle)
        }
      case 3:
        let v = CGVector(dx: rng.double(-2000...2000), dy: rng.double(-2000...2000))
        for world in [fast, slow] { try world.setLinearVelocity(v, of: body) }
      default:
        fast.step()
        slow.step()
      }
      #expect(try Self.state(fast, bodies, shapes) == Self.state(slow, bodies, shapes))
    }
  }

  /// A worked example: a parked 100 × 40 pt box at rest placed at (300, 200) pt gets the tight
  /// box 250…350 × 180…220 pt; its fat box (margin `aabbMargin` on each side, the box swept over
  /// a step at zero velocity being the box itself) contains it.
  @Test func aParkedBoxPlacedAtRest() throws {
    let world = try TestWorld.make()
    let body = try world.createBody(BodyDefinition(position: CGPoint(x: -1000, y: 0)))
    let shape = try world.addShape(
      .box(size: CGSize(width: 100, height: 40)), to: body, ShapeDefinition(filter: Self.parked))
    try world.setTransform(of: body, position: CGPoint(x: 300, y: 200), angle: 0)
    let tight = try world.bounds(of: shape)
    #expect(abs(tight.minX - 250) < 1e-9 && abs(tight.maxX - 350) < 1e-9)
    #expect(abs(tight.minY - 180) < 1e-9 && abs(tight.maxY - 220) < 1e-9)
    let fat = try world.fatBounds(of: shape)
    let m = world.configuration.aabbMargin
    #expect(abs(fat.minX - (250 - m)) < 1e-9 && abs(fat.maxX - (350 + m)) < 1e-9)
    #expect(abs(fat.minY - (180 - m)) < 1e-9 && abs(fat.maxY - (220 + m)) < 1e-9)
  }
}
