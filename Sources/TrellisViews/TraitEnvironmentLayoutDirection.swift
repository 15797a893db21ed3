/// The layout direction a trait collection records; unlike `UserInterfaceLayoutDirection` it can
/// be unspecified. The raw values are UIKit's.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1

  /// The trait for `direction`.
  public init(_ direction: UserInterfaceLayoutDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
