/// A drag in progress, as its source sees it: the items lifted and where the finger is
/// (UIKit's `UIDragSession`). The collection view makes one when a long press lifts items
/// (docs/drag-and-drop.md §3) and hands it to its drag delegate.
///
/// UIKit difference: a class, not a protocol; it never leaves the app.
@preconcurrency @MainActor
public final class DragSession {
  /// The items being dragged, in the order they were added.
  public internal(set) var items: [DragItem] = []
  /// Any object the app attaches for the length of the drag.
  public var localContext: Any?
  /// Whether a drop may move the items (the drag delegate's `dragSessionAllowsMoveOperation`;
  /// `true` when it does not say).
  public internal(set) var allowsMoveOperation = true
  /// Whether the drag may leave the app (the drag delegate's
  /// `dragSessionIsRestrictedToDraggingApplication`; `false` when it does not say). Headless
  /// drags never leave the app whatever it says.
  public internal(set) var isRestrictedToDraggingApplication = false

  /// The view the finger's point is kept in, and the point in its bounds' coordinates.
  weak var referenceView: View?
  var referencePoint: CGPoint

  init(referenceView: View, point: CGPoint) {
    self.referenceView = referenceView
    self.referencePoint = point
  }

  /// Where the finger is, in `view`'s coordinate space (for a collection view: content
  /// coordinates, whose origin moves with the content offset). `.zero` when the drag's view
  /// is gone.
  public func location(in view: View) -> CGPoint {
    guard let referenceView else { return .zero }
    return referenceView.convert(referencePoint, to: view)
  }
}
