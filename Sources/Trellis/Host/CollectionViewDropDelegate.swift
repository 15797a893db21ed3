/// The object that takes drops into a collection view (UIKit's `UICollectionViewDropDelegate`;
/// docs/drag-and-drop.md).
///
/// Only `collectionView(_:performDropWith:)` is required; the other methods have defaults.
@preconcurrency @MainActor
public protocol CollectionViewDropDelegate: AnyObject {
  /// Takes the drop: update your data (a batch update) and tell the coordinator where each item
  /// went (`drop(_:toItemAt:)`, `drop(_:to:)` with a placeholder, or `drop(_:intoItemAt:rect:)`).
  func collectionView(
    _ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)

  /// Whether the collection view takes drops of this session's data at all; `false` and the
  /// session gets no more calls here. The default is `true`.
  func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool

  /// The finger moved over the collection view: what would a drop at `destinationIndexPath` do?
  /// `destinationIndexPath` is where the items would go (the item under the finger, or the gap's
  /// place while one is shown), `nil` over no item. The default proposes `.cancel`.
  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal

  /// The drag entered the collection view.
  func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)

  /// The drag left the collection view (or was cancelled over it).
  func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)

  /// The drag ended; every collection view the drag entered hears this once, dropped on or not.
  func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)

  /// How the item at `indexPath` looks as a drop lands in it. The default, `nil`, uses the whole
  /// cell.
  func collectionView(
    _ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
  /// Returns `true`.
  public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
    true
  }

  /// Returns a `.cancel` proposal.
  ///
  /// UIKit difference: Apple does not document the collection view's default proposal;
  /// Trellis's is `.cancel`, so a delegate that takes drops says so here.
  public func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    CollectionViewDropProposal(operation: .cancel)
  }

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}

  /// Returns `nil`: the whole cell.
  public func collectionView(
    _ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters? { nil }
}
