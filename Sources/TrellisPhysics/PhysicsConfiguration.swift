/// World-wide solver settings, validated by ``PhysicsWorld/init(configuration:)``.
///
/// Defaults follow Box2D v3 at UIKit's scale (100 pt = 1 m).
public struct PhysicsConfiguration: Sendable {
  /// The fixed step in seconds (1e-4 … 0.1). Default 1/120 s.
  public var stepDuration: Double
  /// Sub-steps per step (1…64). Default 4 (sub-step 1/480 s).
  public var subSteps: Int
  /// Gravity applied to every dynamic body (× its gravity scale), pt/s². Default zero:
  /// UIKit applies gravity only to the items of a `GravityBehavior` (use per-body
  /// ``BodyDefinition/acceleration`` for that).
  public var gravity: CGVector
  /// Contact stiffness in Hz (> 0); capped at a quarter of the sub-step rate. Default 60:
  /// the same fraction (1/8) of the default 480 Hz sub-step rate as Box2D's 30 Hz is of its
  /// 240 Hz, which keeps a stack of ten 1 kg boxes within about 1 pt of its rigid height.
  public var contactHertz: Double
  /// Contact damping ratio (≥ 0). Default 10.
  public var contactDampingRatio: Double
  /// Fastest speed at which overlap is pushed apart, pt/s (> 0). Default 300.
  public var maxPushOutSpeed: Double
  /// Approach speed below which restitution is ignored, pt/s (≥ 0). Default 100 (1 m/s).
  public var restitutionThreshold: Double
  /// Distance within which contact points are kept ahead of touching, pt (≥ 0). Default 2.
  /// Each contact also looks ahead by its approach speed × the step, so fast bodies are
  /// stopped at the surface (continuous collision by speculative contacts).
  public var speculativeDistance: Double
  /// Margin of the broadphase's fat boxes, pt (≥ 0). Default 10.
  public var aabbMargin: Double
  /// Whether bodies at rest fall asleep. Default `true`.
  public var isSleepEnabled: Bool
  /// Seconds a whole island must stay below the sleep tolerances before it sleeps (> 0).
  /// Default 0.5.
  public var timeToSleep: Double
  /// Linear speed below which a body counts as resting, pt/s (≥ 0). Default 5.
  public var linearSleepTolerance: Double
  /// Angular speed below which a body counts as resting, rad/s (≥ 0). Default 2°/s.
  public var angularSleepTolerance: Double
  /// Speed limit for any body, pt/s (> 0). Default 40,000 pt/s (400 m/s).
  public var maxLinearSpeed: Double
  /// Whether impulses are warm started from the previous step. Default `true`.
  public var isWarmStartingEnabled: Bool

  /// Creates a configuration; every parameter has a default (units as documented per property).
  public init(
    stepDuration: Double = 1.0 / 120.0, subSteps: Int = 4, gravity: CGVector = .zero,
    contactHertz: Double = 60,
    contactDampingRatio: Double = 10, maxPushOutSpeed: Double = 300, restitutionThreshold: Double = 100,
    speculativeDistance: Double = 2, aabbMargin: Double = 10, isSleepEnabled: Bool = true,
    timeToSleep: Double = 0.5, linearSleepTolerance: Double = 5,
    angularSleepTolerance: Double = 2 * .pi / 180,
    maxLinearSpeed: Double = 40_000, isWarmStartingEnabled: Bool = true
  ) {
    self.stepDuration = stepDuration
    self.subSteps = subSteps
    self.gravity = gravity
    self.contactHertz = contactHertz
    self.contactDampingRatio = contactDampingRatio
    self.maxPushOutSpeed = maxPushOutSpeed
    self.restitutionThreshold = restitutionThreshold
    self.speculativeDistance = speculativeDistance
    self.aabbMargin = aabbMargin
    self.isSleepEnabled = isSleepEnabled
    self.timeToSleep = timeToSleep
    self.linearSleepTolerance = linearSleepTolerance
    self.angularSleepTolerance = angularSleepTolerance
    self.maxLinearSpeed = maxLinearSpeed
    self.isWarmStartingEnabled = isWarmStartingEnabled
  }

  func validate() throws(PhysicsError) {
    try Check.positive(stepDuration, "PhysicsConfiguration.stepDuration")
    // At least 1e-4 s: `advance(by:)` takes up to 60 s, so at most 600,000 steps a call. (A step
    // of 1e-300 s was accepted before and made one `advance` run forever — the physics fuzz
    // surface's hang.)
    guard stepDuration >= 1e-4 && stepDuration <= 0.1 else {
      throw .outOfRange(
        parameter: "PhysicsConfiguration.stepDuration", value: stepDuration, range: 1e-4...0.1)
    }
    guard (1...64).contains(subSteps) else {
      throw .outOfRange(parameter: "PhysicsConfiguration.subSteps", value: Double(subSteps), range: 1...64)
    }
    try Check.finite(gravity, "PhysicsConfiguration.gravity")
    try Check.positive(contactHertz, "PhysicsConfiguration.contactHertz")
    try Check.nonNegative(contactDampingRatio, "PhysicsConfiguration.contactDampingRatio")
    try Check.positive(maxPushOutSpeed, "PhysicsConfiguration.maxPushOutSpeed")
    try Check.nonNegative(restitutionThreshold, "PhysicsConfiguration.restitutionThreshold")
    try Check.nonNegative(speculativeDistance, "PhysicsConfiguration.speculativeDistance")
    try Check.nonNegative(aabbMargin, "PhysicsConfiguration.aabbMargin")
    try Check.positive(timeToSleep, "PhysicsConfiguration.timeToSleep")
    try Check.nonNegative(linearSleepTolerance, "PhysicsConfiguration.linearSleepTolerance")
    try Check.nonNegative(angularSleepTolerance, "PhysicsConfiguration.angularSleepTolerance")
    try Check.positive(maxLinearSpeed, "PhysicsConfiguration.maxLinearSpeed")
  }
}
