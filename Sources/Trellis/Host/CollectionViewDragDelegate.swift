/// The object that decides what a collection view's items give to a drag and hears how the drag
/// goes (UIKit's `UICollectionViewDragDelegate`; docs/drag-and-drop.md).
///
/// Only `collectionView(_:itemsForBeginning:at:)` is required; the other methods have defaults.
@preconcurrency @MainActor
public protocol CollectionViewDragDelegate: AnyObject {
  /// The items a long press on the item at `indexPath` lifts; `[]` lifts nothing (the touch goes
  /// on as an ordinary touch).
  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath
  ) -> [DragItem]

  /// The items a tap on the item at `indexPath` adds to the drag in progress (`point` in the
  /// collection view's coordinates). The default adds none.
  func collectionView(
    _ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem]

  /// How the lifted item's preview looks. The default, `nil`, uses the whole cell.
  func collectionView(
    _ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters?

  /// The drag lifted its items and begins.
  func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)

  /// The drag ended: dropped or cancelled.
  func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)

  /// Whether a drop may move the items. The default is `true`.
  func collectionView(
    _ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession
  ) -> Bool

  /// Whether the drag must stay in the app. The default is `false`.
  func collectionView(
    _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession
  ) -> Bool
}

extension CollectionViewDragDelegate {
  /// Adds nothing.
  public func collectionView(
    _ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem] { [] }

  /// Returns `nil`: the whole cell.
  public func collectionView(
    _ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters? { nil }

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}

  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession
  ) -> Bool { true }

  /// Returns `false`.
  public func collectionView(
    _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession
  ) -> Bool { false }
}
