// UIKit's names for menus and context menus (TrellisControls; docs/context-menus.md), so that
// a collection view delegate's context-menu code compiles with `import TrellisUIKit`.

/// UIKit's name for `MenuElement`, an action or a submenu.
public typealias UIMenuElement = MenuElement

/// UIKit's name for `Menu`, a titled list of actions and submenus.
public typealias UIMenu = Menu

/// UIKit's name for the closure type of an action's handler.
public typealias UIActionHandler = @MainActor (Action) -> Void

/// UIKit's name for `ContextMenuConfiguration`, the actions and preview of a context menu.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration

/// UIKit's name for `ContextMenuActionProvider`, the closure that makes a context menu.
public typealias UIContextMenuActionProvider = ContextMenuActionProvider

/// UIKit's name for `ContextMenuContentPreviewProvider`, the closure that makes a context menu's
/// preview.
///
/// UIKit difference: it returns any object, not a `UIViewController?`.
public typealias UIContextMenuContentPreviewProvider = ContextMenuContentPreviewProvider

/// UIKit's name for `ContextMenuInteractionAnimating`, the animator of a menu appearing or going.
///
/// UIKit difference: nothing animates; the blocks run at once (see the protocol).
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating

/// UIKit's name for `ContextMenuInteractionCommitAnimating`, the animator of a preview being
/// committed.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating

/// UIKit's name for `ContextMenuInteractionCommitStyle`.
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
