// Shared pieces of the drag-and-drop tests: a delegate that logs every drag, drop and context-menu
// call with the collection view's name, and a 3-column flow grid of 100 × 100 items.

import Foundation
import Testing
import TrellisControls

@testable import Trellis

/// Logs the drag, drop and context-menu calls of the collection views it serves; answers with
/// the closures set on it.
class DragDropRecorder: CollectionViewDragDelegate, CollectionViewDropDelegate, CollectionViewDelegate {
  var calls: [String] = []
  /// The name of each collection view in the log.
  var names: [ObjectIdentifier: String] = [:]
  /// The proposal for an update; the default moves and inserts at the destination.
  var proposal: (CollectionView, DropSession, IndexPath?) -> CollectionViewDropProposal = { _, _, _ in
    CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }
  /// What `performDropWith` does (after it is logged).
  var perform: ((CollectionView, CollectionViewDropCoordinator) -> Void)?
  /// Whether `canHandle` says yes.
  var canHandle = true
  /// A context menu for presses, or `nil` for none.
  var menu: ContextMenuConfiguration?
  /// The items a lift gives: one item whose local object is the value's index path by default.
  var items: ((CollectionView, IndexPath) -> [DragItem])?

  private func name(_ collectionView: CollectionView) -> String {
    names[ObjectIdentifier(collectionView)] ?? "cv"
  }

  private func text(_ indexPath: IndexPath?) -> String {
    indexPath.map { "\($0.section)-\($0.item)" } ?? "nil"
  }

  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath
  ) -> [DragItem] {
    calls.append("\(name(collectionView)) itemsForBeginning \(text(indexPath))")
    if let items { return items(collectionView, indexPath) }
    let item = DragItem(itemProvider: ItemProvider(object: "\(text(indexPath))"))
    item.localObject = indexPath
    return [item]
  }

  func collectionView(
    _ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem] {
    calls.append("\(name(collectionView)) itemsForAdding \(text(indexPath))")
    return [DragItem(itemProvider: ItemProvider(object: text(indexPath)))]
  }

  func collectionView(
    _ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters? {
    calls.append("\(name(collectionView)) dragPreview \(text(indexPath))")
    return DragPreviewParameters(visibleRect: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {
    calls.append("\(name(collectionView)) dragWillBegin")
  }

  func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {
    calls.append("\(name(collectionView)) dragDidEnd")
  }

  func collectionView(
    _ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession
  ) -> Bool {
    calls.append("\(name(collectionView)) allowsMove")
    return true
  }

  func collectionView(
    _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession
  ) -> Bool {
    calls.append("\(name(collectionView)) restricted")
    return false
  }

  func collectionView(
    _ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator
  ) {
    calls.append("\(name(collectionView)) performDrop \(text(coordinator.destinationIndexPath))")
    perform?(collectionView, coordinator)
  }

  func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
    calls.append("\(name(collectionView)) canHandle")
    return canHandle
  }

  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    calls.append("\(name(collectionView)) update \(text(destinationIndexPath))")
    return proposal(collectionView, session, destinationIndexPath)
  }

  func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {
    calls.append("\(name(collectionView)) enter")
  }

  func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {
    calls.append("\(name(collectionView)) exit")
  }

  func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {
    calls.append("\(name(collectionView)) dropDidEnd")
  }

  func collectionView(
    _ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters? {
    calls.append("\(name(collectionView)) dropPreview \(text(indexPath))")
    return nil
  }

  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    guard let menu else { return nil }
    calls.append("\(name(collectionView)) menu \(indexPaths.map { text($0) })")
    return menu
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    calls.append("\(name(collectionView)) menuWillDisplay")
  }

  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    calls.append("\(name(collectionView)) menuWillEnd")
  }

  /// A `performDropWith` that reorders a `ValueDataSource` by hand, as UIKit sample code does: a
  /// batch update that deletes the source item and inserts it at the destination, then
  /// `drop(_:toItemAt:)`.
  static func reorderByHand(
    _ dataSource: ValueDataSource
  ) -> (CollectionView, CollectionViewDropCoordinator) -> Void {
    { collectionView, coordinator in
      guard let item = coordinator.items.first, let source = item.sourceIndexPath,
        let destination = coordinator.destinationIndexPath
      else { return }
      collectionView.performBatchUpdates {
        let value = dataSource.sections[source.section].remove(at: source.item)
        dataSource.sections[destination.section].insert(value, at: destination.item)
        collectionView.deleteItems(at: [source])
        collectionView.insertItems(at: [destination])
      }
      coordinator.drop(item.dragItem, toItemAt: destination)
    }
  }
}

/// A 390 × 844 collection view over a flow layout of 100 × 100 items with 10-point minimum gaps:
/// three items fit a line (3·100 + 2·10 = 320 ≤ 390; four need 430), the full lines are justified
/// — the slack 390 − 300 = 90 shared by two gaps of 45 (docs/uikit-reference.md, flow layout) —
/// so the columns start at x = 0, 145, 290, and lines at y = 0, 110, 220 (line spacing 10).
/// Item i sits in column i % 3 of line i / 3; its centre is (50 + 145·(i % 3), 50 + 110·(i / 3)).
@MainActor
func makeDragGrid(count: Int = 9, recorder: DragDropRecorder) -> (CollectionView, ValueDataSource) {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.minimumInteritemSpacing = 10
  layout.minimumLineSpacing = 10
  let dataSource = ValueDataSource(count: count)
  let collectionView = makeCollectionView(layout: layout, dataSource: dataSource)
  (collectionView as? RetainingCollectionView)?.retained.append(recorder)
  collectionView.delegate = recorder
  collectionView.dragDelegate = recorder
  collectionView.dropDelegate = recorder
  collectionView.dragInteractionEnabled = true
  recorder.names[ObjectIdentifier(collectionView)] = "cv"
  return (collectionView, dataSource)
}

/// The frame of the visible cell showing `value`, or `nil`.
@MainActor
func frameOfCell(showing value: String, in collectionView: CollectionView) -> CGRect? {
  collectionView.visibleCells.first { ($0 as? ValueCell)?.value == value }?.frame
}
