/// Inset distances for the four edges of a rectangle.
///
/// Positive values shrink the rectangle, negative values grow it.
///
/// UIKit difference: UIKit calls it `UIEdgeInsets`; `TrellisUIKit` provides that alias.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets from the four edge distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }

  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// Whether every inset is a finite number.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// A textual representation, `{top, left, bottom, right}` as UIKit prints it.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown where they are negative).
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
