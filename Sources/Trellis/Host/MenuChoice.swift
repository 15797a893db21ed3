import TrellisControls

/// Finding the action a headless user chooses in a shown menu, and refusing what the user could
/// not choose: shared by the collection view's context menu and a list cell's pop-up menu
/// accessory (docs/context-menus.md §2).
@MainActor
package enum MenuChoice {
  /// The action with `identifier` in `menu` (searched depth-first, in menu order, through
  /// submenus), checked as `checkChoosable` does. `call` names the API in the messages.
  ///
  /// - Complexity: O(n) for n elements in the menu tree.
  package static func action(
    identifier: Action.Identifier, in menu: Menu, call: String
  ) throws(ContextMenuError) -> Action {
    let name = "identifier \"\(identifier.rawValue)\""
    guard let found = menu.actionPaths.first(where: { $0.action.identifier == identifier }) else {
      throw ContextMenuError(
        .actionNotFound, "\(call): the presented menu has no action with \(name); the menu is unchanged")
    }
    try checkChoosable(found.action, named: name, call: call)
    return found.action
  }

  /// The action reached by `titlePath` in `menu` (the titles of the submenus that lead to it,
  /// then its own; inline sections add none), checked as `checkChoosable` does.
  ///
  /// - Complexity: O(n·d) for n elements in the menu tree nested d deep.
  package static func action(
    titlePath: [String], in menu: Menu, call: String
  ) throws(ContextMenuError) -> Action {
    let name = "title path \(titlePath)"
    guard let found = menu.actionPaths.first(where: { $0.titles == titlePath }) else {
      throw ContextMenuError(
        .actionNotFound,
        "\(call): the presented menu has no action at \(name) (its actions: "
          + "\(menu.actionPaths.map(\.titles))); the menu is unchanged")
    }
    try checkChoosable(found.action, named: name, call: call)
    return found.action
  }

  /// Refuses a hidden action (it is not shown) and a disabled one (it can't be chosen).
  private static func checkChoosable(
    _ action: Action, named name: String, call: String
  ) throws(ContextMenuError) {
    if action.attributes.contains(.hidden) {
      throw ContextMenuError(
        .actionHidden,
        "\(call): the action at \(name) (\"\(action.title)\") is hidden; nothing ran and the menu is unchanged"
      )
    }
    if action.attributes.contains(.disabled) {
      throw ContextMenuError(
        .actionDisabled,
        "\(call): the action at \(name) (\"\(action.title)\") is disabled; nothing ran and the menu is unchanged"
      )
    }
  }
}
