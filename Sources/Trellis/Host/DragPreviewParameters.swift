/// How a lifted or dropped item's preview looks (UIKit's `UIDragPreviewParameters`): the part of
/// the cell shown and the colour behind it.
///
/// UIKit difference: nothing is drawn during a headless drag; the parameters are recorded
/// (`CollectionView.activeDragPreviewParameters`) so tests can check what the delegate gave.
@preconcurrency @MainActor
public final class DragPreviewParameters {
  /// The part of the cell shown, in the cell's coordinates; `nil` shows the whole cell.
  public var visiblePath: CGRect?
  /// The colour behind the preview; `nil` is UIKit's default (white).
  public var backgroundColor: Color?

  /// Parameters that show the whole cell.
  public init() {}

  /// Parameters that show `rect` of the cell.
  public init(visibleRect rect: CGRect) {
    visiblePath = rect
  }
}
