/// A closed range of floating-point values, used by attachment limits.
///
/// UIKit's `UIFloatRange`. `FloatRange.infinite` (−∞…+∞) means "no limit".
public struct FloatRange: Hashable, Sendable, CustomStringConvertible {
  /// The lower bound.
  public var minimum: CGFloat
  /// The upper bound.
  public var maximum: CGFloat

  /// Creates a range.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The unlimited range, −∞…+∞ (UIKit's `UIFloatRangeInfinite`).
  public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
  /// The empty range 0…0 (UIKit's `UIFloatRangeZero`).
  public static let zero = FloatRange(minimum: 0, maximum: 0)

  /// Whether both bounds are infinite (UIKit's `UIFloatRangeIsInfinite`).
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

  /// A textual description, `min...max`.
  public var description: String { "\(minimum)...\(maximum)" }
}
