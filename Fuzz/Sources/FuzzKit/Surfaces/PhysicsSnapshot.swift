import Foundation
import TrellisPhysics

/// What a failed call must leave unchanged.
struct PhysicsSnapshot: Equatable {
  struct Body: Equatable {
    var id: BodyID
    var position: CGPoint
    var angle: Double
    var velocity: CGVector
    var angularVelocity: Double
    var mass: Double
    var type: BodyType
    var shapes: [ShapeID]
  }
  var bodies: [Body]
  var jointCount: Int
  var gravity: CGVector

  init(_ world: PhysicsWorld, joints: [JointID]) {
    bodies = world.bodies.map { id in
      Body(
        id: id, position: (try? world.position(of: id)) ?? .zero, angle: (try? world.angle(of: id)) ?? 0,
        velocity: (try? world.linearVelocity(of: id)) ?? .zero,
        angularVelocity: (try? world.angularVelocity(of: id)) ?? 0, mass: (try? world.mass(of: id)) ?? 0,
        type: (try? world.type(of: id)) ?? .static, shapes: (try? world.shapes(of: id)) ?? [])
    }
    jointCount = joints.filter { world.isValid($0) }.count
    gravity = world.configuration.gravity
  }

  /// Compares bit patterns, so that a NaN that got in is a difference too.
  static func == (a: PhysicsSnapshot, b: PhysicsSnapshot) -> Bool {
    guard a.jointCount == b.jointCount, a.bodies.count == b.bodies.count, same(a.gravity, b.gravity) else {
      return false
    }
    for (x, y) in zip(a.bodies, b.bodies) {
      guard x.id == y.id, x.type == y.type, x.shapes == y.shapes, same(x.position, y.position),
        x.angle.bitPattern == y.angle.bitPattern, same(x.velocity, y.velocity),
        x.angularVelocity.bitPattern == y.angularVelocity.bitPattern, x.mass.bitPattern == y.mass.bitPattern
      else { return false }
    }
    return true
  }

  static func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
    Double(a.x).bitPattern == Double(b.x).bitPattern && Double(a.y).bitPattern == Double(b.y).bitPattern
  }
  static func same(_ a: CGVector, _ b: CGVector) -> Bool {
    Double(a.dx).bitPattern == Double(b.dx).bitPattern && Double(a.dy).bitPattern == Double(b.dy).bitPattern
  }
}
