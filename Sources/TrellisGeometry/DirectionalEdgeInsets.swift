/// Inset distances for the four edges of a rectangle, named by reading direction: leading and
/// trailing instead of left and right.
///
/// Compositional layouts use them for `contentInsets` of items, groups and sections, views for
/// `directionalLayoutMargins`, view controllers for `systemMinimumLayoutMargins`. Positive
/// values shrink a rectangle, negative values grow it. Which side leading is depends on the
/// layout direction of whoever applies them: left in left-to-right content, right in
/// right-to-left content.
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
}
