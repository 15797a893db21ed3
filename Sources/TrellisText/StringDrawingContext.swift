import Foundation

/// Receives the result of a measurement (UIKit's `NSStringDrawingContext`).
///
/// UIKit difference: font shrinking (`minimumScaleFactor`, `actualScaleFactor`) is not
/// implemented; only ``totalBounds`` is reported.
public final class StringDrawingContext {
  /// The bounds of the last measurement made with this context.
  public internal(set) var totalBounds: CGRect = .zero

  /// A context with zero ``totalBounds``.
  public init() {}
}
