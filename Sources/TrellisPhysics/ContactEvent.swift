/// A contact between two shapes began or ended touching.
///
/// Events are collected in the order they happen (step by step, contacts in a deterministic
/// order) and read from ``PhysicsWorld/contactEvents`` after ``PhysicsWorld/advance(by:)``.
/// "Touching" means the shapes are within 0.5 pt of each other (speculative contacts further
/// apart do not count). A contact's A/B order is fixed for its lifetime (the polygon first in
/// a polygon–circle pair, otherwise the lower shape index), so a `.began` and its `.ended`
/// name the shapes the same way.
public struct ContactEvent: Hashable, Sendable {
  /// Whether touching began or ended.
  public enum Kind: Hashable, Sendable {
    /// The shapes started touching.
    case began
    /// The shapes stopped touching (or one was destroyed / filtered out).
    case ended
  }

  /// Began or ended.
  public var kind: Kind
  /// The first shape of the contact.
  public var shapeA: ShapeID
  /// The second shape.
  public var shapeB: ShapeID
  /// The body of `shapeA`.
  public var bodyA: BodyID
  /// The body of `shapeB`.
  public var bodyB: BodyID
  /// `userData` of `shapeA` (for boundaries: the API layer's identifier index).
  public var userDataA: Int
  /// `userData` of `shapeB`.
  public var userDataB: Int
  /// For chains, the touching edge index of A (0 otherwise).
  public var childA: Int
  /// For chains, the touching edge index of B (0 otherwise).
  public var childB: Int
  /// A contact point in world points (the manifold's first point; for `.ended` the last one).
  public var point: CGPoint
  /// The contact normal from A to B (unit, dimensionless).
  public var normal: CGVector
  /// The simulated time of the step, seconds since the world was created.
  public var time: Double
}
