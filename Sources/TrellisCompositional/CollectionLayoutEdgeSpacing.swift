/// The spacing around an item inside its group, per edge (`CollectionLayoutItem.edgeSpacing`).
///
/// Along the group's axis (leading and trailing for a horizontal group, top and bottom for a
/// vertical one) the spacings add space before and after the item; across it they offset the
/// item from the group's edges. Flexible spacings share the group's free space (see
/// `CollectionLayoutSpacing`).
///
/// UIKit difference: a value type rather than a class; `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`
/// works unchanged.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
  /// The spacing before the leading edge, or `nil`.
  public let leading: CollectionLayoutSpacing?
  /// The spacing above the top edge, or `nil`.
  public let top: CollectionLayoutSpacing?
  /// The spacing after the trailing edge, or `nil`.
  public let trailing: CollectionLayoutSpacing?
  /// The spacing below the bottom edge, or `nil`.
  public let bottom: CollectionLayoutSpacing?

  /// Creates edge spacing from the four edges' spacings (any of them `nil`).
  public init(
    leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
    bottom: CollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
