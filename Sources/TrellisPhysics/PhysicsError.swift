/// An error thrown by ``PhysicsWorld`` for bad input.
///
/// Every throwing method validates all of its input before it changes anything, so a thrown
/// error always leaves the world exactly as it was, and no non-finite number ever reaches a
/// body.
public enum PhysicsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A number that must be finite was NaN or infinite. `parameter` names it.
  case nonFinite(parameter: String)
  /// A number that must be positive (> 0) was zero or negative.
  case notPositive(parameter: String, value: Double)
  /// A number that must be non-negative (≥ 0) was negative.
  case negative(parameter: String, value: Double)
  /// A number was outside its allowed closed range.
  case outOfRange(parameter: String, value: Double, range: ClosedRange<Double>)
  /// A spring frequency was above the limit the fixed step can resolve (half the step rate).
  case frequencyTooHigh(parameter: String, hertz: Double, limit: Double)
  /// A range whose lower bound is above its upper bound, or that must contain a value and does not.
  case invalidRange(parameter: String, lower: Double, upper: Double, reason: String)
  /// The handle does not name a live body (destroyed, or from another world).
  case invalidBody(BodyID)
  /// The handle does not name a live shape.
  case invalidShape(ShapeID)
  /// The handle does not name a live joint.
  case invalidJoint(JointID)
  /// A polygon was not convex, had collinear or duplicate vertices, or had zero area.
  case invalidPolygon(reason: String)
  /// A segment or chain had coincident consecutive points, or too few points.
  case invalidPath(reason: String)
  /// A joint would connect a body to itself, or two bodies that cannot move.
  case invalidJointBodies(reason: String)
  /// The operation is not allowed for this kind of body (for example a shape on the built-in
  /// ground body that would make it move, or a segment on a dynamic body).
  case unsupported(reason: String)

  /// A human-readable message naming the parameter and the problem.
  public var description: String {
    switch self {
    case .nonFinite(let p): return "PhysicsError: \(p) must be finite (got NaN or infinity)"
    case .notPositive(let p, let v): return "PhysicsError: \(p) must be greater than zero (got \(v))"
    case .negative(let p, let v): return "PhysicsError: \(p) must not be negative (got \(v))"
    case .outOfRange(let p, let v, let r):
      return "PhysicsError: \(p) must be in \(r.lowerBound)...\(r.upperBound) (got \(v))"
    case .frequencyTooHigh(let p, let hz, let limit):
      return
        "PhysicsError: \(p) of \(hz) Hz is above half the step rate (\(limit) Hz); the fixed step cannot resolve it"
    case .invalidRange(let p, let lo, let hi, let reason):
      return "PhysicsError: \(p) \(lo)...\(hi) is invalid: \(reason)"
    case .invalidBody(let id): return "PhysicsError: \(id) is not a live body of this world"
    case .invalidShape(let id): return "PhysicsError: \(id) is not a live shape of this world"
    case .invalidJoint(let id): return "PhysicsError: \(id) is not a live joint of this world"
    case .invalidPolygon(let reason): return "PhysicsError: invalid polygon: \(reason)"
    case .invalidPath(let reason): return "PhysicsError: invalid segment or chain: \(reason)"
    case .invalidJointBodies(let reason): return "PhysicsError: invalid joint bodies: \(reason)"
    case .unsupported(let reason): return "PhysicsError: unsupported: \(reason)"
    }
  }
}

/// Validation helpers; each throws the specific ``PhysicsError``.
///
/// "Finite" here means finite and at most ``PhysicsWorld/maximumMagnitude`` in magnitude, so
/// that no product the engine forms of its inputs can overflow.
enum Check {
  static func finite(_ v: Double, _ name: String) throws(PhysicsError) {
    guard v.isFinite else { throw .nonFinite(parameter: name) }
    let limit = PhysicsWorld.maximumMagnitude
    guard v.magnitude <= limit else { throw .outOfRange(parameter: name, value: v, range: -limit...limit) }
  }
  static func finite(_ p: CGPoint, _ name: String) throws(PhysicsError) {
    try finite(Double(p.x), name)
    try finite(Double(p.y), name)
  }
  static func finite(_ v: CGVector, _ name: String) throws(PhysicsError) {
    try finite(Double(v.dx), name)
    try finite(Double(v.dy), name)
  }
  static func positive(_ v: Double, _ name: String) throws(PhysicsError) {
    try finite(v, name)
    guard v > 0 else { throw .notPositive(parameter: name, value: v) }
  }
  static func nonNegative(_ v: Double, _ name: String) throws(PhysicsError) {
    try finite(v, name)
    guard v >= 0 else { throw .negative(parameter: name, value: v) }
  }
  static func inRange(_ v: Double, _ r: ClosedRange<Double>, _ name: String) throws(PhysicsError) {
    try finite(v, name)
    guard r.contains(v) else { throw .outOfRange(parameter: name, value: v, range: r) }
  }
}
