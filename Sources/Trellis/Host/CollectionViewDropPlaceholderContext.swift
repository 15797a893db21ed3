/// A drop placeholder in a collection view (UIKit's `UICollectionViewDropPlaceholderContext`):
/// replace it with the real item when its data is ready (`commitInsertion(dataSourceUpdates:)`)
/// or remove it (`deletePlaceholder()`). Returned by `CollectionViewDropCoordinator.drop(_:to:)`.
///
/// UIKit difference: a class, not a protocol; its `DragAnimating` blocks run when the drop
/// delegate's `performDropWith` returns.
@preconcurrency @MainActor
public final class CollectionViewDropPlaceholderContext: DragAnimating {
  /// The dragged item the placeholder stands for.
  public let dragItem: DragItem
  weak var collectionView: CollectionView?
  /// The placeholder while it is shown; `nil` once committed, deleted or refused.
  var entry: PlaceholderEntry?
  let animator = DropAnimator()

  init(dragItem: DragItem, collectionView: CollectionView?, entry: PlaceholderEntry?) {
    self.dragItem = dragItem
    self.collectionView = collectionView
    self.entry = entry
  }

  /// Adds a block to run with the drop.
  public func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }

  /// Adds a block to run after the drop.
  public func addCompletion(_ completion: @escaping () -> Void) { animator.addCompletion(completion) }

  /// Replaces the placeholder with the item: in one batch update the placeholder goes,
  /// `dataSourceUpdates` runs with the placeholder's index path (insert the item into your data
  /// there) and the item's cell is asked for at that index path.
  ///
  /// - Returns: `false` (and changes nothing, recording the reason in the collection view's
  ///   `lastDragAndDropError`) when the placeholder was already committed or deleted, or an update
  ///   deleted it; `true` otherwise.
  @discardableResult
  public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
    guard let collectionView, let entry = resolvable(named: "commitInsertion(dataSourceUpdates:)") else {
      return false
    }
    return collectionView.resolvePlaceholder(entry, commit: true, dataSourceUpdates: dataSourceUpdates)
  }

  /// Removes the placeholder (a batch update that deletes its item).
  ///
  /// - Returns: `false` (changing nothing, the reason in `lastDragAndDropError`) when it was
  ///   already committed or deleted; `true` otherwise.
  @discardableResult
  public func deletePlaceholder() -> Bool {
    guard let collectionView, let entry = resolvable(named: "deletePlaceholder()") else { return false }
    return collectionView.resolvePlaceholder(entry, commit: false, dataSourceUpdates: { _ in })
  }

  /// Configures the placeholder's cell again with its `cellUpdateHandler`.
  public func setNeedsCellUpdate() {
    guard let collectionView, let entry,
      collectionView.dragDrop.placeholders.contains(where: { $0 === entry }),
      let cell = collectionView.cellForItem(at: entry.path.indexPath)
    else { return }
    entry.placeholder.cellUpdateHandler?(cell)
  }

  private func resolvable(named name: String) -> PlaceholderEntry? {
    if let entry, let collectionView, collectionView.dragDrop.placeholders.contains(where: { $0 === entry }) {
      return entry
    }
    collectionView?.dragDrop.lastError = DragAndDropError(
      .placeholderAlreadyResolved,
      "\(name): the placeholder was already committed or deleted (or an update removed it); nothing changed")
    return nil
  }
}
