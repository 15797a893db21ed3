/// How much a constraint matters, on UIKit's scale of layout priorities: greater than 0 and at
/// most 1000, where 1000 (`required`) must hold and anything less is optional.
///
/// The solver satisfies the priorities strictly in order (docs/auto-layout.md, "The solver"):
/// the total error of the optional constraints at the highest priority is minimised first, then,
/// among the solutions that achieve that minimum, the total error at the next priority, and so
/// on. Constraints of equal priority share one level, where their errors are added with equal
/// weight. No number of lower-priority constraints can outweigh a higher-priority one.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The priority, in (0, 1000].
  public var rawValue: Float

  /// The priority `rawValue`. Values outside (0, 1000] or not finite are rejected when a
  /// constraint carrying them is added (`SolverError.invalidPriority`).
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750, `UILayoutPriority.defaultHigh`.
  public static let defaultHigh = Priority(750)
  /// 250, `UILayoutPriority.defaultLow`.
  public static let defaultLow = Priority(250)
  /// 50, `UILayoutPriority.fittingSizeLevel`.
  public static let fittingSizeLevel = Priority(50)

  /// Whether the constraint must hold (the priority is 1000).
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether the value is a priority the solver accepts: finite, greater than 0, at most 1000.
  public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

  /// Orders by `rawValue`.
  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The raw value.
  public var description: String { "\(rawValue)" }
}
