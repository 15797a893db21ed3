/// A drag in progress, as a drop target sees it (UIKit's `UIDropSession`): the items, where the
/// finger is, and the drag session of the app when the drag began in it (`localDragSession`).
///
/// UIKit difference: a class, not a protocol. Every headless drag begins in the app, so
/// `localDragSession` is never `nil`; the drop session is made when the drag enters a collection
/// view and ends with the drag.
@preconcurrency @MainActor
public final class DropSession {
  /// The drag this drop session belongs to.
  public let localDragSession: DragSession?

  init(dragSession: DragSession) {
    self.localDragSession = dragSession
  }

  /// The items being dragged.
  public var items: [DragItem] { localDragSession?.items ?? [] }

  /// Whether a drop may move the items (the drag session's setting).
  public var allowsMoveOperation: Bool { localDragSession?.allowsMoveOperation ?? false }

  /// Where the finger is, in `view`'s coordinate space.
  public func location(in view: View) -> CGPoint {
    localDragSession?.location(in: view) ?? .zero
  }

  /// Whether every item's provider can hand over a value of type `type`.
  public func canLoadObjects<T>(ofClass type: T.Type) -> Bool {
    !items.isEmpty && items.allSatisfy { $0.itemProvider.canLoadObject(ofClass: type) }
  }
}
