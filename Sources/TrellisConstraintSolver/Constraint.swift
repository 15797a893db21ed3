/// A linear constraint `expression relation 0` with a priority, named by an id.
///
/// `Constraint(id: 1, x, .equal, y + 8)` states `x − (y + 8) = 0`. A required constraint (priority
/// 1000) must hold; an optional one is satisfied as far as the priorities above it allow
/// (see `Priority`).
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The caller's name for the constraint.
  public var id: ConstraintID
  /// The expression compared with zero.
  public var expression: LinearExpression
  /// How the expression compares with zero.
  public var relation: Relation
  /// How much the constraint matters.
  public var priority: Priority

  /// The constraint `expression relation 0`.
  public init(
    id: ConstraintID, _ expression: LinearExpression, _ relation: Relation, priority: Priority = .required
  ) {
    self.id = id
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// The constraint `lhs relation rhs`, stored as `lhs − rhs relation 0`.
  public init(
    id: ConstraintID, _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    priority: Priority = .required
  ) {
    self.init(id: id, lhs - rhs, relation, priority: priority)
  }

  /// The constraint `lhs relation rhs`, stored as `lhs − rhs relation 0`.
  public init(
    id: ConstraintID, _ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression,
    priority: Priority = .required
  ) {
    self.init(id: id, LinearExpression(lhs) - rhs, relation, priority: priority)
  }

  /// The constraint `lhs relation rhs` (a constant), stored as `lhs − rhs relation 0`.
  public init(
    id: ConstraintID, _ lhs: Variable, _ relation: Relation, _ rhs: Double, priority: Priority = .required
  ) {
    self.init(id: id, LinearExpression(lhs) - rhs, relation, priority: priority)
  }

  /// The constraint `lhs relation rhs`, stored as `lhs − rhs relation 0`.
  public init(
    id: ConstraintID, _ lhs: Variable, _ relation: Relation, _ rhs: Variable, priority: Priority = .required
  ) {
    self.init(id: id, lhs - rhs, relation, priority: priority)
  }

  /// For example `c3: 1.0*v1 + -1.0*v2 + -8.0 == 0 @1000.0`.
  public var description: String {
    let op: String
    switch relation {
    case .lessThanOrEqual: op = "<="
    case .equal: op = "=="
    case .greaterThanOrEqual: op = ">="
    }
    return "\(id): \(expression) \(op) 0 @\(priority)"
  }
}
