/// A revolute joint (UIKit `pin` attachment): the anchors coincide, the bodies rotate freely
/// about them, optionally within angle limits and against a friction torque.
public struct RevoluteJointDefinition: Sendable {
  /// The first body.
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// Anchor on A relative to A's origin, A's frame, points.
  public var localAnchorA: CGPoint
  /// Anchor on B relative to B's origin, B's frame, points.
  public var localAnchorB: CGPoint
  /// Relative angle angleB − angleA that counts as 0 for the limits, radians; `nil` = current.
  public var referenceAngle: Double?
  /// Whether `lowerAngle...upperAngle` is enforced.
  public var enableLimit: Bool
  /// Lower relative angle limit, radians (≤ upper; UIKit's `attachmentRange`).
  public var lowerAngle: Double
  /// Upper relative angle limit, radians.
  public var upperAngle: Double
  /// Friction torque resisting relative rotation, N·m (≥ 0). UIKit's `frictionTorque`.
  public var frictionTorque: Double
  /// Whether the two bodies still collide. Default `false`.
  public var collideConnected: Bool
  /// Opaque value for the API layer.
  public var userData: Int

  /// Creates a definition (units: points, radians, N·m).
  public init(
    bodyA: BodyID, bodyB: BodyID, localAnchorA: CGPoint = .zero, localAnchorB: CGPoint = .zero,
    referenceAngle: Double? = nil, enableLimit: Bool = false, lowerAngle: Double = 0, upperAngle: Double = 0,
    frictionTorque: Double = 0, collideConnected: Bool = false, userData: Int = 0
  ) {
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.localAnchorA = localAnchorA
    self.localAnchorB = localAnchorB
    self.referenceAngle = referenceAngle
    self.enableLimit = enableLimit
    self.lowerAngle = lowerAngle
    self.upperAngle = upperAngle
    self.frictionTorque = frictionTorque
    self.collideConnected = collideConnected
    self.userData = userData
  }
}
