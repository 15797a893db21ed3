// Choosing an action in a menu: the single-selection state change that a context menu and a
// list cell's pop-up menu accessory make before the action's handler runs (docs/context-menus.md
// §2, docs/lists.md §5).

extension Menu {
  /// The menus from this one down to the one whose children include `element` (outermost
  /// first), or `[]` when `element` is not in this menu.
  ///
  /// - Complexity: O(n) for n elements in the menu tree.
  package func ancestors(of element: MenuElement) -> [Menu] {
    if children.contains(where: { $0 === element }) { return [self] }
    for case let submenu as Menu in children {
      let found = submenu.ancestors(of: element)
      if !found.isEmpty { return [self] + found }
    }
    return []
  }

  /// Updates the states for choosing `action`: in the innermost menu around it with
  /// `.singleSelection` (or, when `wholeMenuSelects` and there is none, in this whole menu), the
  /// action's state becomes `.on` and every other action's `.off`. Nothing changes when `action`
  /// is not in this menu or no menu around it selects.
  ///
  /// - Complexity: O(n) for n elements in the menu tree.
  package func markChosen(_ action: Action, wholeMenuSelects: Bool = false) {
    let around = ancestors(of: action)
    guard !around.isEmpty else { return }
    guard
      let group = around.last(where: { $0.options.contains(.singleSelection) })
        ?? (wholeMenuSelects ? self : nil)
    else { return }
    for other in group.actionPaths.map(\.action) { other.state = other === action ? .on : .off }
  }
}
