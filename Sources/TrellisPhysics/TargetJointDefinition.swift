/// A target ("mouse") joint: drives a point of one body towards a world target with a spring,
/// and optionally its angle towards a target angle. The intended building block for
/// `SnapBehavior` (snap point = target, damping → ratio, angle 0 = upright) and for dragging.
public struct TargetJointDefinition: Sendable {
  /// The driven body.
  public var body: BodyID
  /// The driven point relative to the body origin, body frame, points.
  public var localAnchor: CGPoint
  /// The target in world points.
  public var target: CGPoint
  /// Linear spring frequency in Hz (> 0, at most half the step rate).
  public var frequency: Double
  /// Linear damping ratio (≥ 0).
  public var dampingRatio: Double
  /// Largest force the joint applies, N (> 0; `.infinity` = unlimited).
  public var maxForce: Double
  /// Angular spring frequency in Hz (0 = angle free).
  public var angularFrequency: Double
  /// Angular damping ratio (≥ 0).
  public var angularDampingRatio: Double
  /// Target angle in radians.
  public var targetAngle: Double
  /// Opaque value for the API layer.
  public var userData: Int

  /// Creates a definition (units: points, Hz, N, radians).
  public init(
    body: BodyID, localAnchor: CGPoint = .zero, target: CGPoint, frequency: Double, dampingRatio: Double,
    maxForce: Double = .infinity, angularFrequency: Double = 0, angularDampingRatio: Double = 1,
    targetAngle: Double = 0, userData: Int = 0
  ) {
    self.body = body
    self.localAnchor = localAnchor
    self.target = target
    self.frequency = frequency
    self.dampingRatio = dampingRatio
    self.maxForce = maxForce
    self.angularFrequency = angularFrequency
    self.angularDampingRatio = angularDampingRatio
    self.targetAngle = targetAngle
    self.userData = userData
  }
}
