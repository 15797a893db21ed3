/// An extra view attached to an item or a group, such as a badge, placed by an anchor.
///
/// Its `layoutSize` is resolved against the element it is attached to (fractions are of that
/// element's size); `containerAnchor` (and the optional `itemAnchor`) place it (see
/// `CollectionLayoutAnchor`). It is a supplementary view of kind `elementKind` with the index
/// path of the item it belongs to (for a group: the group's first item). Anchored items do not
/// take space: neighbouring items are laid out as if they were not there.
///
/// UIKit difference: the default `zIndex` is 1 (above cells, whose
/// z-index is 0); UIKit does not document its default.
public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
  /// The kind of the supplementary view the data source provides for it.
  public let elementKind: String
  /// Where the item attaches to its container.
  public let containerAnchor: CollectionLayoutAnchor
  /// Which point of the supplementary item meets the container's anchor point, or `nil` (the
  /// same edges as the container anchor).
  public let itemAnchor: CollectionLayoutAnchor?
  /// The z-index of the supplementary view. The default is 1.
  public var zIndex: Int = 1

  /// Creates a supplementary item of `layoutSize` and `elementKind` at `containerAnchor`.
  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: nil)
  }

  /// Creates a supplementary item whose `itemAnchor` point meets the container's
  /// `containerAnchor` point.
  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: itemAnchor)
  }

  init(
    layoutSize: CollectionLayoutSize, elementKind: String, anchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = anchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A copy of the supplementary item.
  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: itemAnchor)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.zIndex = zIndex
    return copy
  }

  /// A textual representation naming the kind and size.
  public override var description: String {
    "<CollectionLayoutSupplementaryItem \(elementKind) \(layoutSize)>"
  }
}
