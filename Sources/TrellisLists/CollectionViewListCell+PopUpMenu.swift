// The pop-up menu accessory's menu (docs/lists.md §5): a tap anywhere in the cell shows it; the
// headless user reads it and chooses an action in it.

extension CollectionViewListCell {
  /// The menu of the pop-up menu accessory, while it is shown (after a tap on the cell), or `nil`.
  ///
  /// UIKit difference: UIKit shows the menu on screen and gives no record of it; Trellis, having
  /// no screen, gives the menu so that tests and scenes can read and drive it.
  public var presentedPopUpMenu: Menu? { shownPopUp?.menu }

  /// Chooses the action with `identifier` in the shown pop-up menu (searched depth-first, in
  /// menu order, through submenus): the menu closes, the action becomes the selected element
  /// (its state `.on`, the others' in the menu — or in the innermost `.singleSelection`
  /// submenu around it — `.off`), its handler runs, then the accessory's
  /// `selectedElementDidChangeHandler` with the menu.
  ///
  /// - Throws: `ContextMenuError` when no pop-up menu is shown, no action has the identifier, or
  ///   the action is hidden or disabled; nothing changes then.
  /// - Complexity: O(n) for n elements in the menu tree, plus the handlers.
  public func performPopUpMenuAction(identifier: Action.Identifier) throws(ContextMenuError) {
    let menu = try shownPopUpMenu(asking: "identifier \"\(identifier.rawValue)\"")
    choose(try MenuChoice.action(identifier: identifier, in: menu, call: "performPopUpMenuAction"))
  }

  /// Chooses the action reached by `titlePath` (the titles of the submenus that lead to it, then
  /// its own) in the shown pop-up menu, as `performPopUpMenuAction(identifier:)` does.
  ///
  /// - Throws: `ContextMenuError` as `performPopUpMenuAction(identifier:)` does.
  /// - Complexity: O(n·d) for n elements in the menu tree nested d deep, plus the handlers.
  public func performPopUpMenuAction(titlePath: [String]) throws(ContextMenuError) {
    let menu = try shownPopUpMenu(asking: "title path \(titlePath)")
    choose(try MenuChoice.action(titlePath: titlePath, in: menu, call: "performPopUpMenuAction"))
  }

  /// Closes the shown pop-up menu without choosing (a tap outside it); nothing runs.
  ///
  /// UIKit difference: UIKit's user closes the menu by tapping elsewhere; this is the headless
  /// stand-in.
  public func dismissPopUpMenu() {
    shownPopUp = nil
  }

  private func shownPopUpMenu(asking name: String) throws(ContextMenuError) -> Menu {
    guard let shown = shownPopUp else {
      throw ContextMenuError(
        .noMenuPresented, "performPopUpMenuAction: no pop-up menu is shown on this cell (asked for \(name))")
    }
    return shown.menu
  }

  private func choose(_ action: Action) {
    guard let (menu, handler) = shownPopUp else { return }
    shownPopUp = nil
    menu.markChosen(action, wholeMenuSelects: true)
    action.handler(action)
    handler?(menu)
  }
}
