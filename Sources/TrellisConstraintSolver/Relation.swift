/// How a constraint's expression compares with zero (the names of
/// `NSLayoutConstraint.Relation`).
public enum Relation: Hashable, Sendable {
  /// `expression ≤ 0`.
  case lessThanOrEqual
  /// `expression = 0`.
  case equal
  /// `expression ≥ 0`.
  case greaterThanOrEqual
}
