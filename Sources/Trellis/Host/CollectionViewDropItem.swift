/// One dragged item as a drop delegate receives it (UIKit's `UICollectionViewDropItem`).
@preconcurrency @MainActor
public final class CollectionViewDropItem {
  /// The dragged item.
  public let dragItem: DragItem
  /// The item's index path in this collection view when the drag began in it (kept up to date
  /// through batch updates); `nil` for an item from another collection view, or one deleted
  /// during the drag.
  public let sourceIndexPath: IndexPath?
  /// The size of the item's preview: the lifted cell's size (`.zero` when it was not shown).
  public let previewSize: CGSize

  init(dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
    self.previewSize = previewSize
  }
}
