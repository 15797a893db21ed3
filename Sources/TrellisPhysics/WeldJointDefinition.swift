/// A weld (UIKit `fixed` attachment): no relative motion at the anchor; optionally soft.
public struct WeldJointDefinition: Sendable {
  /// The first body (``PhysicsWorld/groundBody`` welds to the world).
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// Anchor on A relative to A's origin, A's frame, points.
  public var localAnchorA: CGPoint
  /// Anchor on B relative to B's origin, B's frame, points.
  public var localAnchorB: CGPoint
  /// Relative angle angleB − angleA to hold, radians; `nil` = the current relative angle.
  public var referenceAngle: Double?
  /// Linear softness in Hz (0 = rigid).
  public var linearFrequency: Double
  /// Angular softness in Hz (0 = rigid).
  public var angularFrequency: Double
  /// Damping ratio of the soft parts.
  public var dampingRatio: Double
  /// Whether the two bodies still collide. Default `false`.
  public var collideConnected: Bool
  /// Opaque value for the API layer.
  public var userData: Int

  /// Creates a definition (units: points, radians, Hz).
  public init(
    bodyA: BodyID, bodyB: BodyID, localAnchorA: CGPoint = .zero, localAnchorB: CGPoint = .zero,
    referenceAngle: Double? = nil, linearFrequency: Double = 0, angularFrequency: Double = 0,
    dampingRatio: Double = 1, collideConnected: Bool = false, userData: Int = 0
  ) {
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.localAnchorA = localAnchorA
    self.localAnchorB = localAnchorB
    self.referenceAngle = referenceAngle
    self.linearFrequency = linearFrequency
    self.angularFrequency = angularFrequency
    self.dampingRatio = dampingRatio
    self.collideConnected = collideConnected
    self.userData = userData
  }
}
