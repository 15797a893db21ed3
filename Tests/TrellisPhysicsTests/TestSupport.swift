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

/// The broadphase's expected pairs by brute force: every two children of live shapes that the
/// filters let pair and whose fat boxes overlap (closed boxes: touching counts, as
/// `AABB.overlaps` does), sorted as `PhysicsWorld.broadphasePairs` is.
enum BruteForcePairs {
  /// The expected pairs of `world`; `visit` sees every candidate pair the filters let through
  /// (shape, child, shape, child) before the overlap test, for checks of its own.
  static func expected(
    in world: PhysicsWorld, visit: (ShapeID, Int, ShapeID, Int) throws -> Void = { _, _, _, _ in }
  ) throws -> [BroadphasePair] {
    var expected: [BroadphasePair] = []
    var children: [(ShapeID, Int)] = []
    for s in world.shapes.indices where world.shapes[s].isAlive {
      for c in 0..<Int(world.shapes[s].childCount) { children.append((world.shapeID(Int32(s)), c)) }
    }
    for i in children.indices {
      for j in (i + 1)..<max(i + 1, children.count) {
        let (sa, ca) = children[i]
        let (sb, cb) = children[j]
        guard world.shouldCreatePair(Int(sa.index), Int(sb.index)) else { continue }
        try visit(sa, ca, sb, cb)
        let fa = try world.fatBounds(of: sa, child: ca)
        let fb = try world.fatBounds(of: sb, child: cb)
        if fa.minX <= fb.maxX && fb.minX <= fa.maxX && fa.minY <= fb.maxY && fb.minY <= fa.maxY {
          expected.append(BroadphasePair(shapeA: sa, childA: ca, shapeB: sb, childB: cb))
        }
      }
    }
    return expected.sorted()
  }
}
