/// Material and filtering of a shape, passed to ``PhysicsWorld/addShape(_:to:_:)``.
///
/// Mixing rules when two shapes touch (documented here once):
/// - friction: μ = √(μ₁·μ₂) (geometric mean, Box2D);
/// - restitution: e = max(e₁, e₂) (Box2D; Chipmunk multiplies instead);
/// - restitution is applied only above ``PhysicsConfiguration/restitutionThreshold`` approach speed.
public struct ShapeDefinition: Sendable {
  /// Density in kg/m² (≥ 0). 1 gives a 100 × 100 pt box a mass of 1 kg. Default 1.
  public var density: Double
  /// Coulomb friction coefficient (≥ 0), dimensionless. Default 0 (UIKit's default).
  public var friction: Double
  /// Restitution (elasticity) in 0…1 (values up to 2 are accepted, > 1 adds energy).
  /// Default 0 (UIKit's default).
  public var restitution: Double
  /// Which shapes this one collides with.
  public var filter: CollisionFilter
  /// Whether contacts of this shape produce begin/end events. Default `true`.
  public var enableContactEvents: Bool
  /// An opaque value for the API layer, reported in contact events (for example a boundary
  /// identifier's index). Default 0.
  public var userData: Int

  /// Creates a definition; every parameter has a default.
  public init(
    density: Double = 1, friction: Double = 0, restitution: Double = 0,
    filter: CollisionFilter = .default, enableContactEvents: Bool = true, userData: Int = 0
  ) {
    self.density = density
    self.friction = friction
    self.restitution = restitution
    self.filter = filter
    self.enableContactEvents = enableContactEvents
    self.userData = userData
  }

  /// The default material: density 1, no friction, no restitution.
  public static let `default` = ShapeDefinition()

  func validate() throws(PhysicsError) {
    // All in range (NaN fails every comparison): return without the named checks, which run,
    // in order, only to report the first bad value.
    let limit = PhysicsWorld.maximumMagnitude
    if density >= 0, density <= limit, friction >= 0, friction <= limit, restitution >= 0, restitution <= 2 {
      return
    }
    try Check.nonNegative(density, "ShapeDefinition.density")
    try Check.nonNegative(friction, "ShapeDefinition.friction")
    try Check.inRange(restitution, 0...2, "ShapeDefinition.restitution")
  }
}
