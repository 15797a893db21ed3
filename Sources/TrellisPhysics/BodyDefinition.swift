/// The initial state of a body, passed to ``PhysicsWorld/createBody(_:)``.
///
/// Every number is validated (finite; damping and gravity scale ≥ 0 where stated) before the
/// body is created.
public struct BodyDefinition: Sendable {
  /// How the body moves. Default `.dynamic`.
  public var type: BodyType
  /// The body origin in points (for an item: its centre).
  public var position: CGPoint
  /// The rotation in radians (positive turns +x towards +y).
  public var angle: Double
  /// The initial velocity of the body origin in points per second (clamped to
  /// `PhysicsConfiguration.maxLinearSpeed`, as `PhysicsWorld.setLinearVelocity(_:of:)` clamps).
  public var linearVelocity: CGVector
  /// The initial angular velocity in radians per second.
  public var angularVelocity: Double
  /// Linear damping c in 1/s (≥ 0): each sub-step v ← v / (1 + h·c) (Padé). UIKit's
  /// `resistance`. Default 0.
  public var linearDamping: Double
  /// Angular damping in 1/s (≥ 0), same form. UIKit's `angularResistance`. Default 0.
  public var angularDamping: Double
  /// Multiplier on the world's gravity (finite). Default 1.
  public var gravityScale: Double
  /// An extra constant acceleration in pt/s² applied to this body only (finite). Default zero.
  /// The API layer can give a subset of bodies their own gravity with it.
  public var acceleration: CGVector
  /// When `true` the body never rotates (UIKit `allowsRotation = false`). Default `false`.
  public var fixedRotation: Bool
  /// Whether the body may fall asleep when at rest. Default `true`.
  public var allowsSleep: Bool
  /// Whether the body starts awake. Default `true`.
  public var isAwake: Bool
  /// An opaque value for the API layer (for example an item index). Default 0.
  public var userData: Int

  /// Creates a definition; every parameter has a default.
  public init(
    type: BodyType = .dynamic, position: CGPoint = .zero, angle: Double = 0,
    linearVelocity: CGVector = .zero, angularVelocity: Double = 0, linearDamping: Double = 0,
    angularDamping: Double = 0, gravityScale: Double = 1, acceleration: CGVector = .zero,
    fixedRotation: Bool = false, allowsSleep: Bool = true, isAwake: Bool = true, userData: Int = 0
  ) {
    self.type = type
    self.position = position
    self.angle = angle
    self.linearVelocity = linearVelocity
    self.angularVelocity = angularVelocity
    self.linearDamping = linearDamping
    self.angularDamping = angularDamping
    self.gravityScale = gravityScale
    self.acceleration = acceleration
    self.fixedRotation = fixedRotation
    self.allowsSleep = allowsSleep
    self.isAwake = isAwake
    self.userData = userData
  }

  func validate() throws(PhysicsError) {
    // Every value in range (a NaN or an infinity fails `magnitude <= limit`): return without the
    // named checks, which only run, in order, to find and report the first bad value (an
    // animator creates a body for every cell that enters a springy list).
    let limit = PhysicsWorld.maximumMagnitude
    if Double(position.x).magnitude <= limit, Double(position.y).magnitude <= limit, angle.magnitude <= limit,
      Double(linearVelocity.dx).magnitude <= limit, Double(linearVelocity.dy).magnitude <= limit,
      angularVelocity.magnitude <= limit, linearDamping >= 0, linearDamping <= limit, angularDamping >= 0,
      angularDamping <= limit, gravityScale.magnitude <= limit, Double(acceleration.dx).magnitude <= limit,
      Double(acceleration.dy).magnitude <= limit
    {
      return
    }
    try Check.finite(position, "BodyDefinition.position")
    try Check.finite(angle, "BodyDefinition.angle")
    try Check.finite(linearVelocity, "BodyDefinition.linearVelocity")
    try Check.finite(angularVelocity, "BodyDefinition.angularVelocity")
    try Check.nonNegative(linearDamping, "BodyDefinition.linearDamping")
    try Check.nonNegative(angularDamping, "BodyDefinition.angularDamping")
    try Check.finite(gravityScale, "BodyDefinition.gravityScale")
    try Check.finite(acceleration, "BodyDefinition.acceleration")
  }
}
