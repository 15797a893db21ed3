import Foundation

/// A shape (UIKit's `UIBezierPath`), recorded for `Layer.shadowPath`: a rectangle, a rounded
/// rectangle or an oval.
///
/// UIKit difference: only the three shape initializers exist (no drawing, no building a path
/// segment by segment); `cgPath` is the path itself (on Linux `CGPath` is another name for it).
public final class BezierPath: NSObject, Sendable {
  /// The kinds of shape a `BezierPath` records.
  public enum Shape: Hashable, Sendable {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with corners rounded by a radius.
    case roundedRect(CGRect, cornerRadius: CGFloat)
    /// The oval inscribed in a rectangle.
    case oval(CGRect)
  }

  /// The recorded shape.
  public let shape: Shape

  /// A rectangle.
  public init(rect: CGRect) {
    shape = .rect(rect)
  }

  /// A rectangle with its corners rounded by `cornerRadius`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    shape = .roundedRect(rect, cornerRadius: cornerRadius)
  }

  /// The oval inscribed in `rect`.
  public init(ovalIn rect: CGRect) {
    shape = .oval(rect)
  }

  /// The rectangle that encloses the shape.
  public var bounds: CGRect {
    switch shape {
    case .rect(let rect), .roundedRect(let rect, _), .oval(let rect): rect.standardized
    }
  }

  /// The path as Core Graphics sees it: the path itself.
  public var cgPath: BezierPath { self }

  /// Whether `object` is a path with the same shape.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? BezierPath)?.shape == shape
  }

  /// A hash of the shape.
  public override var hash: Int { shape.hashValue }
}
