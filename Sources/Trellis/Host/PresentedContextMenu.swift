import TrellisControls

/// A context menu a collection view is showing: what the delegate configured and what the
/// configuration's providers made (`CollectionView.presentedContextMenu`).
///
/// UIKit difference: UIKit shows the menu on screen and gives no record of it; Trellis, having
/// no screen, gives this record so that tests and scenes can read and drive the menu.
@MainActor
public struct PresentedContextMenu {
  /// The configuration the delegate returned.
  public let configuration: ContextMenuConfiguration
  /// The items the menu acts on (data-source index paths, sorted): one item, the selected items
  /// of a multiple selection, or none for the background. Kept up to date through batch updates.
  public internal(set) var indexPaths: [IndexPath]
  /// Where the press was, in the collection view's coordinate space (content coordinates), as
  /// the delegate was told.
  public let point: CGPoint
  /// The menu the action provider made, or `nil` (no provider, or it returned `nil`).
  public let menu: Menu?
  /// The preview the preview provider made, or `nil`.
  public let preview: AnyObject?
  /// The submenus opened by touches on their rows, outermost first; the last is the one shown
  /// (`CollectionView.contextMenuLayout`). Empty while the menu itself is shown.
  public internal(set) var openSubmenus: [Menu] = []
}
