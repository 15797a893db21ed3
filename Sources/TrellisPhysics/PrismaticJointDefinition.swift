/// A prismatic joint (UIKit `sliding` attachment): B slides along an axis fixed in A, with no
/// relative rotation, optionally within translation limits and against a friction force.
public struct PrismaticJointDefinition: Sendable {
  /// The first body (the axis is fixed in it).
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// Anchor on A relative to A's origin, A's frame, points.
  public var localAnchorA: CGPoint
  /// Anchor on B relative to B's origin, B's frame, points.
  public var localAnchorB: CGPoint
  /// The sliding axis in A's frame (any non-zero length; normalised).
  public var localAxisA: CGVector
  /// Relative angle to hold, radians; `nil` = current.
  public var referenceAngle: Double?
  /// Whether `lowerTranslation...upperTranslation` is enforced.
  public var enableLimit: Bool
  /// Lower limit of the anchor offset along the axis, points (UIKit `attachmentRange`).
  public var lowerTranslation: Double
  /// Upper limit, points.
  public var upperTranslation: Double
  /// Friction force resisting sliding, N (≥ 0).
  public var frictionForce: Double
  /// Whether the two bodies still collide. Default `false`.
  public var collideConnected: Bool
  /// Opaque value for the API layer.
  public var userData: Int

  /// Creates a definition (units: points, radians, N).
  public init(
    bodyA: BodyID, bodyB: BodyID, localAnchorA: CGPoint = .zero, localAnchorB: CGPoint = .zero,
    localAxisA: CGVector, referenceAngle: Double? = nil, enableLimit: Bool = false,
    lowerTranslation: Double = 0, upperTranslation: Double = 0, frictionForce: Double = 0,
    collideConnected: Bool = false, userData: Int = 0
  ) {
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.localAnchorA = localAnchorA
    self.localAnchorB = localAnchorB
    self.localAxisA = localAxisA
    self.referenceAngle = referenceAngle
    self.enableLimit = enableLimit
    self.lowerTranslation = lowerTranslation
    self.upperTranslation = upperTranslation
    self.frictionForce = frictionForce
    self.collideConnected = collideConnected
    self.userData = userData
  }
}
