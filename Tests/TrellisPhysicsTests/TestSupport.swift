import Foundation
import Testing

@testable import TrellisPhysics

/// Shared helpers for the physics tests.
enum TestWorld {
  /// A world with the default configuration (no gravity unless given) and sleeping as asked.
  static func make(gravity: CGVector = .zero, sleep: Bool = false, subSteps: Int = 4) throws -> PhysicsWorld {
    try PhysicsWorld(
      configuration: PhysicsConfiguration(subSteps: subSteps, gravity: gravity, isSleepEnabled: sleep))
  }

  /// A dynamic box of `size` points at `position`.
  @discardableResult
  static func box(
    _ world: PhysicsWorld, at position: CGPoint, size: CGSize = CGSize(width: 100, height: 100),
    velocity: CGVector = .zero, material: ShapeDefinition = .default, fixedRotation: Bool = false
  ) throws -> BodyID {
    let b = try world.createBody(
      BodyDefinition(position: position, linearVelocity: velocity, fixedRotation: fixedRotation))
    try world.addShape(.box(size: size), to: b, material)
    return b
  }

  /// A static ground box whose top edge is at `top`.
  @discardableResult
  static func ground(
    _ world: PhysicsWorld, top: Double, width: Double = 4000, material: ShapeDefinition = .default
  )
    throws -> BodyID
  {
    let g = try world.createBody(BodyDefinition(type: .static, position: CGPoint(x: 0, y: top + 50)))
    try world.addShape(.box(size: CGSize(width: width, height: 100)), to: g, material)
    return g
  }
}
