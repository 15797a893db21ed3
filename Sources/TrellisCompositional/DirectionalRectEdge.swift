/// A set of edges of a rectangle, named by reading direction: where an anchored supplementary
/// item attaches (`CollectionLayoutAnchor`).
///
/// Two adjacent edges name a corner (`[.top, .trailing]`); an empty set names the centre.
///
/// UIKit difference: UIKit calls it `NSDirectionalRectEdge` (TrellisUIKit provides that
/// alias); leading is always the left edge here.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// Creates a set from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading (left) edge.
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing (right) edge.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
