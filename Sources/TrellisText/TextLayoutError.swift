/// Why a ``TextLayout`` could not be made.
public enum TextLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The width is NaN.
  case widthIsNaN
  /// `numberOfLines` is negative (0 means no limit).
  case negativeNumberOfLines(Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .widthIsNaN: "the layout width is NaN"
    case .negativeNumberOfLines(let count): "numberOfLines is \(count); it must be 0 (no limit) or more"
    }
  }
}
