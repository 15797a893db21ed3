/// What a drop delegate's `performDropWith` receives (UIKit's `UICollectionViewDropCoordinator`):
/// the dropped items, where they would go, the proposal in force and the session; and the calls
/// that say where each item went.
///
/// An item given a bad destination is refused: the call changes nothing, records a
/// `DragAndDropError` in the collection view's `lastDragAndDropError` and returns an animator
/// that does nothing (docs/drag-and-drop.md §6).
///
/// UIKit difference: a class, not a protocol; the animators' blocks run when `performDropWith`
/// returns (no preview flies).
@preconcurrency @MainActor
public final class CollectionViewDropCoordinator {
  /// The dropped items.
  public let items: [CollectionViewDropItem]
  /// Where the items go: the gap's place while one was shown, else the item under the finger;
  /// `nil` over no item.
  public let destinationIndexPath: IndexPath?
  /// The last proposal of the drop delegate.
  public let proposal: CollectionViewDropProposal
  /// The drop session.
  public let session: DropSession

  weak var collectionView: CollectionView?
  /// The drag items given a destination, in call order.
  private(set) var placed: [DragItem] = []
  private var animators: [DropAnimator] = []

  init(
    collectionView: CollectionView, items: [CollectionViewDropItem], destinationIndexPath: IndexPath?,
    proposal: CollectionViewDropProposal, session: DropSession
  ) {
    self.collectionView = collectionView
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
  }

  /// The item lands in the cell at `indexPath` (call it after the batch update that put the item
  /// there). The drop delegate is asked `dropPreviewParametersForItemAt`.
  ///
  /// Refused (see the type) when `dragItem` is not one of `items` or was already placed, or
  /// `indexPath` names no item.
  @discardableResult
  public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating {
    let animator = DropAnimator()
    guard let collectionView, accept(dragItem, named: "drop(_:toItemAt:)"),
      collectionView.checkItemExists(indexPath, named: "drop(_:toItemAt:)")
    else { return animator }
    placed.append(dragItem)
    _ = collectionView.dropDelegate?.collectionView(collectionView, dropPreviewParametersForItemAt: indexPath)
    animators.append(animator)
    return animator
  }

  /// The item lands in `rect` (the cell's coordinates) of the item at `indexPath`, which keeps
  /// its place (a drop into a folder).
  ///
  /// Refused (see the type) when `dragItem` is not one of `items` or was already placed,
  /// `indexPath` names no item, or `rect` has a NaN or infinite number.
  @discardableResult
  public func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating {
    let animator = DropAnimator()
    guard let collectionView else { return animator }
    guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
      collectionView.dragDrop.lastError = DragAndDropError(
        .unusableGeometry, "drop(_:intoItemAt:rect:): \(rect) is not a usable rectangle; nothing changed")
      return animator
    }
    guard accept(dragItem, named: "drop(_:intoItemAt:rect:)"),
      collectionView.checkItemExists(indexPath, named: "drop(_:intoItemAt:rect:)")
    else { return animator }
    placed.append(dragItem)
    animators.append(animator)
    return animator
  }

  /// Inserts `placeholder` for the item (a batch update that inserts a cell the data source
  /// does not know of, dequeued with the placeholder's reuse identifier) and returns its
  /// context, with which you later commit the real item or delete the placeholder.
  ///
  /// Refused (see the type; the returned context's calls return `false`) when `dragItem` is not
  /// one of `items` or was already placed, or the insertion index path is not a place to
  /// insert (its section must exist and its item be at most the section's count).
  public func drop(
    _ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder
  ) -> CollectionViewDropPlaceholderContext {
    guard let collectionView, accept(dragItem, named: "drop(_:to:)") else {
      return CollectionViewDropPlaceholderContext(
        dragItem: dragItem, collectionView: collectionView, entry: nil)
    }
    let entry = collectionView.insertPlaceholder(placeholder)
    let context = CollectionViewDropPlaceholderContext(
      dragItem: dragItem, collectionView: collectionView, entry: entry)
    if entry != nil {
      placed.append(dragItem)
      animators.append(context.animator)
    }
    return context
  }

  /// Runs the animators of the placed items (when `performDropWith` returns).
  func runAnimators() {
    let running = animators
    animators = []
    for animator in running { animator.run() }
  }

  /// Whether `dragItem` may be placed: one of the drop's items, not yet placed.
  private func accept(_ dragItem: DragItem, named name: String) -> Bool {
    guard items.contains(where: { $0.dragItem === dragItem }) else {
      collectionView?.dragDrop.lastError = DragAndDropError(
        .itemNotInDrop, "\(name): the drag item is not one of the drop's items; nothing changed")
      return false
    }
    guard !placed.contains(where: { $0 === dragItem }) else {
      collectionView?.dragDrop.lastError = DragAndDropError(
        .itemAlreadyDropped, "\(name): the drag item was already given a destination; nothing changed")
      return false
    }
    return true
  }
}
