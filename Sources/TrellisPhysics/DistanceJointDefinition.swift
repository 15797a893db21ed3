/// A distance joint: a spring, a rigid rod, or a rope between two anchor points.
///
/// Covers UIKit attachments of the default kind (spring or rigid, item–item or item–anchor
/// via ``PhysicsWorld/groundBody``) and the `limit` kind (a rope: ``rope(bodyA:bodyB:localAnchorA:localAnchorB:maxLength:)``).
///
/// - A spring (`frequency` > 0) pulls the anchor distance towards `length` with the
///   frequency (Hz) and damping ratio of a mass–spring–damper whose mass is the joint's
///   effective mass; integrated with the trapezoidal rule so amplitude and phase follow the
///   closed-form oscillator (see `Softness` notes).
/// - `frequency` 0 keeps the distance at `length` rigidly.
/// - A zero-`length` spring is solved as a 2-D point spring: it damps motion in every
///   direction, so an item on a zero-length attachment never orbits its anchor.
/// - `minLength`/`maxLength` add one-sided limits; with `isSpringEnabled` false only the limits act
///   (a rope when only `maxLength` is set).
public struct DistanceJointDefinition: Sendable {
  /// The first body (use ``PhysicsWorld/groundBody`` for a fixed anchor).
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// Anchor on A relative to A's origin, in A's frame, points.
  public var localAnchorA: CGPoint
  /// Anchor on B relative to B's origin, in B's frame, points.
  public var localAnchorB: CGPoint
  /// Rest length in points (≥ 0).
  public var length: Double
  /// Spring frequency in Hz (≥ 0, at most half the step rate); 0 = rigid.
  public var frequency: Double
  /// Damping ratio (≥ 0; 1 = critical).
  public var dampingRatio: Double
  /// Whether the spring / rigid length acts. `false` leaves only the limits (rope).
  public var isSpringEnabled: Bool
  /// Lower limit on the distance in points (0 = none).
  public var minLength: Double
  /// Upper limit on the distance in points (`.infinity` = none).
  public var maxLength: Double
  /// Whether the two bodies still collide with each other. Default `false`.
  public var collideConnected: Bool
  /// Opaque value for the API layer.
  public var userData: Int

  /// Creates a definition (units: points, Hz).
  public init(
    bodyA: BodyID, bodyB: BodyID, localAnchorA: CGPoint = .zero, localAnchorB: CGPoint = .zero,
    length: Double, frequency: Double = 0, dampingRatio: Double = 0, isSpringEnabled: Bool = true,
    minLength: Double = 0, maxLength: Double = .infinity, collideConnected: Bool = false, userData: Int = 0
  ) {
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.localAnchorA = localAnchorA
    self.localAnchorB = localAnchorB
    self.length = length
    self.frequency = frequency
    self.dampingRatio = dampingRatio
    self.isSpringEnabled = isSpringEnabled
    self.minLength = minLength
    self.maxLength = maxLength
    self.collideConnected = collideConnected
    self.userData = userData
  }

  /// A rope (UIKit `limit` attachment): the anchors may come closer but not further apart than
  /// `maxLength` points.
  public static func rope(
    bodyA: BodyID, bodyB: BodyID, localAnchorA: CGPoint = .zero, localAnchorB: CGPoint = .zero,
    maxLength: Double
  ) -> DistanceJointDefinition {
    DistanceJointDefinition(
      bodyA: bodyA, bodyB: bodyB, localAnchorA: localAnchorA, localAnchorB: localAnchorB, length: maxLength,
      isSpringEnabled: false, maxLength: maxLength, collideConnected: true)
  }
}
