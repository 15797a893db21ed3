/// The drag-and-drop part of a collection view: its delegates and settings, the press that may
/// lift items, the drag it is the source of, the drop it is the target of, the drop placeholders
/// it shows, and the last refused call. The collection view's work with it is in
/// CollectionView+DragAndDrop.swift (docs/drag-and-drop.md).
@MainActor
final class DragDropState {
  weak var dragDelegate: (any CollectionViewDragDelegate)?
  weak var dropDelegate: (any CollectionViewDropDelegate)?
  var isDragInteractionEnabled = false
  var reorderingCadence: CollectionView.ReorderingCadence = .immediate
  /// The space this collection view shares with others, set by the space's touches.
  weak var space: DragDropSpace?

  /// A finger that touched down on an item and may lift it.
  struct Press {
    /// Where the finger touched down (view coordinates).
    var location: CGPoint
    /// When (the touch clock).
    var startTime: TimeInterval
    /// The item under it (index path as shown).
    var indexPath: IndexPath
    /// A context menu was presented at the lift time: the drag begins when the finger moves.
    var waitsForMovement = false
  }

  var press: Press?
  /// Whether the rest of the touch in progress belongs to a drag that ended (it does nothing).
  var swallowsTouch = false
  /// The drag this collection view is the source of.
  var drag: ActiveDrag?
  /// The drop this collection view is the target of.
  var drop: DropTarget?
  /// The drop placeholders shown, sorted by index path.
  ///
  /// Read for every cell that is shown, so the runtime exclusivity check is off for it: plain
  /// loads and stores, `append` and `contains(where:)` with an identity test (no call out);
  /// keep it so.
  @exclusivity(unchecked) var placeholders: [PlaceholderEntry] = []
  /// `CollectionView.lastDragAndDropError`.
  var lastError: DragAndDropError?

  /// The drop side of a drag over this collection view.
  struct DropTarget {
    /// The drop session of the drag here.
    var session: DropSession
    /// Whether the collection view takes this drag (`canHandle`, or reordering by default).
    var handles: Bool
    /// The last proposal and the destination it was made for.
    var proposal: CollectionViewDropProposal?
    var destination: IndexPath?
    /// Whether the interactive movement in progress is this drop's gap.
    var showsGap = false
    /// A new place for the gap waiting for the reordering cadence: where, when, and the
    /// finger's point (content coordinates) to move the gap with.
    var pendingGap: (destination: IndexPath, due: TimeInterval, point: CGPoint)?
  }
}

/// A drag in progress, kept by its source collection view.
@MainActor
final class ActiveDrag {
  let session: DragSession
  weak var source: CollectionView?
  /// Whether the drag began (the finger moved after the lift); before that only the lift happened.
  var hasBegun = false
  /// The collection view under the finger.
  weak var target: CollectionView?
  /// The collection views that heard `dropSessionDidEnter`, in the order they first did, with the
  /// drop session each was given.
  var entered: [(collectionView: CollectionView, session: DropSession)] = []
  /// The lifted item's preview parameters, as the drag delegate gave them.
  var previewParameters: DragPreviewParameters?
  /// Where the finger is, in the source collection view's own coordinates (relative to its
  /// frame origin, as the touches are).
  var fingerLocation: CGPoint = .zero

  init(session: DragSession, source: CollectionView) {
    self.session = session
    self.source = source
  }

  /// The drop session `collectionView` was given, or a new one.
  func dropSession(for collectionView: CollectionView) -> DropSession {
    if let found = entered.first(where: { $0.collectionView === collectionView }) { return found.session }
    return DropSession(dragSession: session)
  }
}

/// A drop placeholder shown by a collection view, until committed or deleted.
@MainActor
final class PlaceholderEntry {
  let placeholder: CollectionViewPlaceholder
  /// Where it is now (kept up to date through batch updates).
  var path: ItemPath
  /// Inserted by the batch being committed (its path is already a new path).
  var isNew = true

  init(placeholder: CollectionViewPlaceholder, path: ItemPath) {
    self.placeholder = placeholder
    self.path = path
  }
}
