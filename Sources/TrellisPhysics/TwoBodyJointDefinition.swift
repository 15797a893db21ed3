/// The fields every joint between two bodies has (all the joint definitions but the target
/// joint's), so that `PhysicsWorld` checks and copies them in one place.
protocol TwoBodyJointDefinition {
  /// The first body.
  var bodyA: BodyID { get }
  /// The second body.
  var bodyB: BodyID { get }
  /// The anchor on body A, points in A's frame.
  var localAnchorA: CGPoint { get }
  /// The anchor on body B, points in B's frame.
  var localAnchorB: CGPoint { get }
  /// Whether the two bodies still collide with each other.
  var collideConnected: Bool { get }
  /// The caller's tag.
  var userData: Int { get }
}

extension DistanceJointDefinition: TwoBodyJointDefinition {}
extension WeldJointDefinition: TwoBodyJointDefinition {}
extension RevoluteJointDefinition: TwoBodyJointDefinition {}
extension PrismaticJointDefinition: TwoBodyJointDefinition {}
