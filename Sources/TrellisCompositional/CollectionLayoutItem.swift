/// The smallest building block of a compositional layout: one cell, with its size, the insets
/// of its content and the supplementary items (badges) attached to it.
///
/// An item's `layoutSize` gives its slot in the group that contains it (fractions are of the
/// group's size). `contentInsets` then shrink the cell inside that slot; along a dimension that
/// is `.estimated` they are ignored (Apple's header: "insets along an estimated dimension are
/// ignored"), since the cell's own measured size decides there. `edgeSpacing` adds space around
/// the slot inside the group.
///
/// UIKit difference: UIKit's `NSCollectionLayoutItem` is bound to the main actor; here it is
/// not (see the module's documentation). Items are reference types as in UIKit: a layout reads
/// their properties whenever it recomputes its sections.
@preconcurrency @MainActor
public class CollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  /// The size of the item's slot.
  public let layoutSize: CollectionLayoutSize

  /// The insets of the cell inside its slot. The default is zero.
  public var contentInsets: DirectionalEdgeInsets = .zero

  /// The spacing around the slot inside its group, or `nil` (the default).
  public var edgeSpacing: CollectionLayoutEdgeSpacing?

  /// The supplementary items (badges) attached to the item, drawn with the item's index path.
  public var supplementaryItems: [CollectionLayoutSupplementaryItem] { storedSupplementaryItems }

  /// The backing store of `supplementaryItems` (groups make it settable).
  var storedSupplementaryItems: [CollectionLayoutSupplementaryItem]

  /// Creates an item of `layoutSize` with no supplementary items.
  public convenience init(layoutSize: CollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Creates an item of `layoutSize` with supplementary items attached.
  public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.storedSupplementaryItems = supplementaryItems
    super.init()
  }

  /// A copy of the item with the same size, insets, spacing and supplementary items.
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = CollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: storedSupplementaryItems)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    return copy
  }

  /// A textual representation naming the item's size.
  public override var description: String { "<CollectionLayoutItem \(layoutSize)>" }
}
