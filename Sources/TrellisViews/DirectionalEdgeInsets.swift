/// Inset distances for the four edges of a rectangle, named by reading direction: leading and
/// trailing instead of left and right.
///
/// Compositional layouts use them for `contentInsets` of items, groups and sections. Positive
/// values shrink a rectangle, negative values grow it.
///
/// Views use them for `directionalLayoutMargins` (leading is left in left to right, right in right
/// to left); compositional layouts lay out left to right and mirror afterwards, so there leading is
/// left.
///
/// UIKit difference: UIKit calls it `NSDirectionalEdgeInsets` (TrellisUIKit provides that
/// alias).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the leading (left) edge.
  public var leading: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the trailing (right) edge.
  public var trailing: CGFloat

  /// Creates insets from the four edge distances, in UIKit's order.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates zero insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets of zero on every edge.
  public static let zero = DirectionalEdgeInsets()

  /// A textual representation, `{top, leading, bottom, trailing}` as UIKit prints it.
  public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

  /// The insets as the layout uses them (`LayoutLimits.signedLength(_:)`): non-finite edges
  /// are 0, the others clamped to ±10¹² points.
  package var sanitized: DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: LayoutLimits.signedLength(top), leading: LayoutLimits.signedLength(leading),
      bottom: LayoutLimits.signedLength(bottom), trailing: LayoutLimits.signedLength(trailing))
  }

  /// The sum of the leading and trailing insets.
  package var horizontal: CGFloat { leading + trailing }

  /// The sum of the top and bottom insets.
  package var vertical: CGFloat { top + bottom }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown where they are negative); leading is left.
  package func inset(by insets: DirectionalEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.leading, y: origin.y + insets.top,
      width: size.width - insets.leading - insets.trailing,
      height: size.height - insets.top - insets.bottom)
  }
}
