import Foundation

/// What a context menu shows: its actions and its preview (UIKit's
/// `UIContextMenuConfiguration`). docs/context-menus.md §1.
///
/// A collection view's delegate returns one from
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`; the collection view calls the
/// providers when it presents the menu.
@MainActor
public final class ContextMenuConfiguration {
  /// The identifier given at creation, or one made for it (see `init`).
  public let identifier: any NSCopying & NSObjectProtocol
  /// Makes the preview shown above the menu; `nil` shows the item itself.
  ///
  /// UIKit difference: UIKit's provider returns a `UIViewController?`; Trellis's returns any
  /// object (a view controller, a view or a record of your own), since the collection view sits
  /// below the view controllers. A closure that returns a view controller fits this type.
  public let previewProvider: ContextMenuContentPreviewProvider?
  /// Makes the menu from the suggested actions; `nil` shows no menu.
  public let actionProvider: ContextMenuActionProvider?

  /// A configuration with `identifier` (a new unique one when `nil`), `previewProvider` and
  /// `actionProvider` (UIKit's `init(identifier:previewProvider:actionProvider:)`).
  ///
  /// UIKit difference: UIKit makes a missing identifier from a UUID; Trellis makes it from a
  /// counter (`"trellis.contextMenu.1"`, … as an `NSString`), unique within the process and the
  /// same on every run.
  public init(
    identifier: (any NSCopying & NSObjectProtocol)? = nil,
    previewProvider: ContextMenuContentPreviewProvider? = nil,
    actionProvider: ContextMenuActionProvider? = nil
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      ContextMenuConfiguration.made += 1
      self.identifier = NSString(string: "trellis.contextMenu.\(ContextMenuConfiguration.made)")
    }
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// How many configurations were made without an identifier.
  private static var made = 0
}

/// Makes a context menu from the system's suggested elements (UIKit's
/// `UIContextMenuActionProvider`).
public typealias ContextMenuActionProvider = @MainActor ([MenuElement]) -> Menu?

/// Makes the preview of a context menu (UIKit's `UIContextMenuContentPreviewProvider`).
///
/// UIKit difference: returns any object, not a `UIViewController?` (see
/// `ContextMenuConfiguration.previewProvider`).
public typealias ContextMenuContentPreviewProvider = @MainActor () -> AnyObject?
