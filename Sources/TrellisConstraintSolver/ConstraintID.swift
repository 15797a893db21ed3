/// The caller's name for a constraint: the solver adds, finds and removes constraints by it.
///
/// The view layer gives each of its constraint objects an id of its own (UIKit's constraints are
/// objects, identified by reference; here the identity is this number).
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number.
  public var rawValue: Int

  /// The id `rawValue`.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  /// Orders by `rawValue`.
  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `c<rawValue>`.
  public var description: String { "c\(rawValue)" }
}
