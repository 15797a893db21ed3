import Foundation
import TrellisPhysics

/// `PhysicsWorld` directly (issue 23): random configurations, bodies, shapes (boxes, circles,
/// ellipses, polygons, segments, chains) and joints (distance, revolute, prismatic, weld,
/// target) with parameters that are ordinary, tiny, huge, negative, NaN or infinite; bodies,
/// shapes and joints destroyed while others refer to them; forces, impulses, teleports, type
/// changes and steps in between.
///
/// Checks:
/// - nothing traps or hangs;
/// - a call with a NaN or infinite number in its input throws, and a call that throws leaves the
///   world as it was (every body's position, angle, velocities, mass and type, the counts of
///   bodies, shapes and joints), with a message that starts `PhysicsError:`;
/// - every live body's position, angle and velocities stay finite;
/// - a **passive** system never gains energy beyond the stated tolerance (see
///   `PassiveSystem`).
@MainActor
public final class PhysicsSurface: SynchronousFuzzSurface {
  /// `physics`.
  public let name = "physics"
  /// What the surface generates.
  public let summary =
    "TrellisPhysics: random worlds, shapes, joints, odd parameters; finite bodies; passive energy never grows"
  /// Its share of a mixed campaign.
  public let weight = 2.0

  /// A surface.
  public init() {}

  /// Runs one case: a passive system one time in three, a free-for-all otherwise.
  public func runSynchronously(_ c: FuzzContext) throws {
    if c.random.chance(1.0 / 3) {
      try PassiveSystem(c).run()
    } else {
      try PhysicsChaos(c).run()
    }
  }
}
