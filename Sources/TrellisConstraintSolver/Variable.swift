/// A variable of a linear constraint system: an unknown whose value the solver chooses, such as
/// one edge of a view's frame.
///
/// A variable is only an identifier chosen by the caller (the view layer numbers the attributes of
/// its views); the solver learns about a variable when a constraint that mentions it is added.
/// Two variables are the same variable exactly when their ids are equal.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The caller's identifier of this variable.
  public var id: Int

  /// A variable with the identifier `id`.
  public init(_ id: Int) { self.id = id }

  /// Orders variables by `id` (the order of the solver's sorted outputs).
  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }

  /// `v<id>`.
  public var description: String { "v\(id)" }
}
