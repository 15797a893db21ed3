extension CollectionView {
  /// Where `scrollToItem(at:at:animated:)` puts the item in the visible area.
  ///
  /// UIKit's `UICollectionView.ScrollPosition`: at most one vertical and one horizontal
  /// position may be combined; an empty set leaves that axis where it is.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The option bits (UIKit's values).
    public let rawValue: UInt

    /// Creates a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Leaves the offset unchanged on both axes.
    public static let none: ScrollPosition = []
    /// The item's top edge at the top of the visible area (inside the adjusted content inset).
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
