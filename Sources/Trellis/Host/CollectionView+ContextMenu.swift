// Context menus driven by touches (docs/context-menus.md §3): a finger held still for
// `contextMenuPressDuration` asks the delegate for a configuration and, when it gives one,
// presents the menu (a record: `presentedContextMenu`), removes the touch's highlight and selects
// nothing. Choosing an action (by a touch on its row, or headlessly) runs its handler and
// dismisses the menu; a touch anywhere off the menu dismisses it; so does a batch update that
// deletes or reloads an item it acts on. The menu's geometry is ContextMenuLayout.swift.

import TrellisControls

extension CollectionView {
  /// How long a finger must stay on the collection view before a context menu is asked for:
  /// 0.5 s, the default `minimumPressDuration` of `UILongPressGestureRecognizer`.
  ///
  /// UIKit difference: UIKit's context-menu interaction does not publish its timing (developers
  /// report that it reacts sooner, docs/context-menus.md §3); Trellis uses the long-press
  /// default.
  public static let contextMenuPressDuration: TimeInterval = 0.5

  /// How far a pressing finger may move (points) before the press no longer counts, when the
  /// movement does not scroll: 10, the default `allowableMovement` of
  /// `UILongPressGestureRecognizer`. A movement that begins a scroll always ends the press.
  public static let contextMenuAllowableMovement: CGFloat = 10

  /// The context menu on screen, or `nil`.
  public var presentedContextMenu: PresentedContextMenu? { selection.contextMenu.presented }

  /// Chooses the action with `identifier` in the presented menu (searched depth-first, in menu
  /// order, through submenus): its handler runs and the menu is dismissed (the delegate hears
  /// `willEndContextMenuInteraction` first), unless the action's attributes contain
  /// `.keepsMenuPresented`. When a menu around the action has `.singleSelection`, the action's
  /// state becomes `.on` and that of every other action in that menu and its submenus `.off`,
  /// before the handler runs.
  ///
  /// - Throws: `ContextMenuError` when no menu is presented, no action has the identifier, or
  ///   the action is disabled or hidden; nothing changes then.
  /// - Complexity: O(n) for n elements in the menu tree, plus the handler.
  public func performContextMenuAction(identifier: Action.Identifier) throws(ContextMenuError) {
    let menu = try presentedMenuForChoice(describing: "identifier \"\(identifier.rawValue)\"")
    choose(
      try MenuChoice.action(identifier: identifier, in: menu, call: "performContextMenuAction"), in: menu)
  }

  /// Chooses the action reached by `titlePath`: the titles of the submenus that lead to it, then
  /// its own title (sections shown inline add no title). See
  /// `performContextMenuAction(identifier:)`.
  ///
  /// - Throws: `ContextMenuError` as `performContextMenuAction(identifier:)` does.
  /// - Complexity: O(n·d) for n elements in the menu tree nested d deep, plus the handler.
  public func performContextMenuAction(titlePath: [String]) throws(ContextMenuError) {
    let menu = try presentedMenuForChoice(describing: "title path \(titlePath)")
    choose(try MenuChoice.action(titlePath: titlePath, in: menu, call: "performContextMenuAction"), in: menu)
  }

  /// The user tapped the preview: the delegate hears
  /// `collectionView(_:willPerformPreviewActionForMenuWith:animator:)`, the menu is dismissed
  /// (`willEndContextMenuInteraction`), then the commit animator's animations and completions run.
  ///
  /// - Throws: `ContextMenuError` of kind `.noMenuPresented` when no menu is presented.
  public func commitContextMenuPreview() throws(ContextMenuError) {
    guard let presented = selection.contextMenu.presented else {
      throw ContextMenuError(.noMenuPresented, "commitContextMenuPreview: no context menu is presented")
    }
    let animator = ContextMenuAnimator(preview: presented.preview)
    delegate?.collectionView(
      self, willPerformPreviewActionForMenuWith: presented.configuration, animator: animator)
    dismissContextMenu()
    animator.run()
  }

  /// Dismisses the presented menu, if any: the delegate hears
  /// `collectionView(_:willEndContextMenuInteraction:animator:)`.
  ///
  /// UIKit difference: UIKit dismisses a collection view's menu only through the user or the
  /// interaction object; this is the headless stand-in for both.
  public func dismissContextMenu() {
    guard let presented = selection.contextMenu.presented else { return }
    selection.contextMenu.presented = nil
    let animator = ContextMenuAnimator(preview: presented.preview)
    delegate?.collectionView(self, willEndContextMenuInteraction: presented.configuration, animator: animator)
    animator.run()
  }

  // MARK: - Touches

  /// Feeds a touch event to the context-menu interaction; returns whether the event belongs to
  /// the menu (it presented it, dismissed it, or tracks the menu's rows), in which case it
  /// neither scrolls nor selects.
  ///
  /// While a menu is presented, a touch that begins on the panel or the preview tracks it: the
  /// tappable row under the finger is highlighted, and lifting the finger on the highlighted row
  /// chooses it (an action runs, a submenu opens, the back row returns to the parent); lifting on
  /// the preview where the touch began commits the preview. The touch that presented the menu
  /// tracks it too, so a finger can slide from the item onto an action and lift, once it has
  /// moved more than `contextMenuAllowableMovement` from where it pressed (a panel that appeared
  /// under a resting finger is not chosen from by a tremor). A touch that begins anywhere else
  /// dismisses the menu.
  func handleContextMenuTouch(_ phase: TouchPhase, at location: CGPoint, time: TimeInterval) -> Bool {
    if selection.contextMenu.swallowsTouch {
      switch phase {
      case .moved:
        if let origin = selection.contextMenu.presentingLocation {
          let dx = location.x - origin.x
          let dy = location.y - origin.y
          // The presenting finger must slide away before it can pick a row.
          guard (dx * dx + dy * dy).squareRoot() > Self.contextMenuAllowableMovement else { return true }
          selection.contextMenu.presentingLocation = nil
        }
        if selection.contextMenu.tracksMenu {
          selection.contextMenu.highlightedRow = tappableRow(at: location)
        }
        return true
      case .ended, .cancelled:
        let state = selection.contextMenu
        selection.contextMenu.endTracking()
        if phase == .ended, state.tracksMenu {
          liftOnMenu(at: location, highlightedRow: state.highlightedRow, beganOnPreview: state.beganOnPreview)
        }
        return true
      case .began:
        // A new finger without the old one's end: the old touch is over.
        selection.contextMenu.endTracking()
      }
    }
    switch phase {
    case .began:
      selection.contextMenu.press = nil
      if selection.contextMenu.presented != nil {
        selection.contextMenu.swallowsTouch = true
        if let layout = contextMenuLayout, layout.contains(location) {
          selection.contextMenu.tracksMenu = true
          selection.contextMenu.highlightedRow = tappableRow(at: location)
          selection.contextMenu.beganOnPreview =
            layout.previewContains(location) && layout.rowIndex(at: location) == nil
          return true
        }
        // A touch anywhere else dismisses the menu and does nothing else.
        dismissContextMenu()
        return true
      }
      selection.contextMenu.press = ContextMenuState.Press(location: location, startTime: time)
    case .moved:
      guard let press = selection.contextMenu.press else { return false }
      let dx = location.x - press.location.x
      let dy = location.y - press.location.y
      let scrolls = panGestureRecognizer.isEnabled && isScrollEnabled && location != press.location
      if scrolls || (dx * dx + dy * dy).squareRoot() > Self.contextMenuAllowableMovement {
        selection.contextMenu.press = nil
      }
    case .ended, .cancelled:
      selection.contextMenu.press = nil
    }
    return false
  }

  /// The index of the tappable row under `location` (view coordinates), if any.
  private func tappableRow(at location: CGPoint) -> Int? {
    guard let layout = contextMenuLayout, let index = layout.rowIndex(at: location),
      layout.rows[index].isTappable
    else { return nil }
    return index
  }

  /// A tracking finger lifted at `location`: chooses the highlighted row if the finger is still
  /// on it, or commits the preview when the touch began and ended on it.
  private func liftOnMenu(at location: CGPoint, highlightedRow: Int?, beganOnPreview: Bool) {
    guard let layout = contextMenuLayout, let presented = selection.contextMenu.presented else { return }
    if let highlightedRow, layout.rowIndex(at: location) == highlightedRow {
      let row = layout.rows[highlightedRow]
      switch row.kind {
      case .action:
        if let action = row.element as? Action, let menu = presented.menu { choose(action, in: menu) }
      case .submenu:
        if let submenu = row.element as? Menu {
          selection.contextMenu.presented?.openSubmenus.append(submenu)
        }
      case .back:
        selection.contextMenu.presented?.openSubmenus.removeLast()
      case .title:
        break
      }
      return
    }
    if beganOnPreview, layout.rowIndex(at: location) == nil, layout.previewContains(location) {
      try? commitContextMenuPreview()
    }
  }

  /// Where the presented menu is on screen: its panel, rows and the preview of the pressed
  /// item, in the view's own coordinates (docs/context-menus.md §4); `nil` when no menu is
  /// presented.
  ///
  /// - Complexity: O(n) for n elements shown, plus one layout query for the pressed item.
  public var contextMenuLayout: ContextMenuLayout? {
    guard let presented = selection.contextMenu.presented else { return nil }
    let offset = contentOffset
    var previewFrame: CGRect?
    var previewIndexPath: IndexPath?
    if let pressed = contextMenuPressedItem(in: presented.indexPaths, at: presented.point),
      let path = ItemPath(pressed)
    {
      let shown = shownPath(forDataSource: path).indexPath
      if let attributes = collectionViewLayout.layoutAttributesForItem(at: shown) {
        previewFrame = attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y)
        previewIndexPath = shown
      }
    }
    return ContextMenuLayout(
      menu: presented.openSubmenus.last ?? presented.menu, isSubmenu: !presented.openSubmenus.isEmpty,
      previewFrame: previewFrame, previewIndexPath: previewIndexPath,
      point: CGPoint(x: presented.point.x - offset.x, y: presented.point.y - offset.y),
      viewSize: bounds.size, highlightedRow: selection.contextMenu.highlightedRow)
  }

  /// Presents the menu of a press held for `contextMenuPressDuration` by the touch clock.
  func presentContextMenuIfDue() {
    guard let press = selection.contextMenu.press, let clock = selection.clock,
      clock >= press.startTime + Self.contextMenuPressDuration
    else { return }
    selection.contextMenu.press = nil
    guard let delegate else { return }
    let point = CGPoint(x: press.location.x + contentOffset.x, y: press.location.y + contentOffset.y)
    let indexPaths = contextMenuIndexPaths(at: point)
    guard
      let configuration = delegate.collectionView(
        self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
    else { return }
    // The interaction begins: the touch stops tracking, scrolling and selecting.
    cancelTouchSelection()
    endTrackingForContextMenu()
    selection.contextMenu.swallowsTouch = true
    // The finger that presented the menu may slide onto a row and lift to choose it, once it
    // has moved more than the allowable movement from where it pressed.
    selection.contextMenu.tracksMenu = true
    selection.contextMenu.presentingLocation = press.location
    let preview = configuration.previewProvider?()
    let menu = configuration.actionProvider?([])
    guard preview != nil || !(menu?.children.isEmpty ?? true) else {
      // An empty configuration: the interaction begins and ends at once (UIKit's "cancellation
      // effect"); nothing is shown.
      return
    }
    selection.contextMenu.presented = PresentedContextMenu(
      configuration: configuration, indexPaths: indexPaths, point: point, menu: menu, preview: preview)
    let animator = ContextMenuAnimator(preview: preview)
    delegate.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    animator.run()
  }

  /// The items a menu at `point` (content coordinates) acts on: none on the background; the
  /// whole selection (sorted) when the item is selected in a multiple selection of several
  /// items; the item otherwise.
  private func contextMenuIndexPaths(at point: CGPoint) -> [IndexPath] {
    guard let shownIndexPath = indexPathForItem(at: point), let shown = ItemPath(shownIndexPath) else {
      return []
    }
    let path = dataSourcePath(forShown: shown)
    if selection.isMultipleSelectionAllowed, selection.count > 1, selection.contains(path) {
      return selection.selected.map(\.indexPath)
    }
    return [path.indexPath]
  }

  /// The item a press at `point` (content coordinates) is on, for the iOS 13 single-item
  /// delegate method that the iOS 16 method's default asks: the item at `point`, or the first of
  /// `indexPaths` if none is there; `nil` for the background (`indexPaths` empty).
  package func contextMenuPressedItem(in indexPaths: [IndexPath], at point: CGPoint) -> IndexPath? {
    guard let first = indexPaths.first else { return nil }
    guard indexPaths.count > 1, let pressed = indexPathForItem(at: point) else { return first }
    return pressed
  }

  /// The finger that presented a menu no longer drives scrolling: tracking ends without
  /// velocity, as a cancelled touch's does.
  private func endTrackingForContextMenu() {
    guard isTracking else { return }
    isTracking = false
    if releaseNestedTouch(fingerVelocity: .zero) { return }
    panGestureRecognizer.state = .failed
  }

  // MARK: - Choosing

  /// The presented menu, or a `.noMenuPresented` error naming the action asked for.
  private func presentedMenuForChoice(describing name: String) throws(ContextMenuError) -> Menu {
    guard let presented = selection.contextMenu.presented else {
      throw ContextMenuError(
        .noMenuPresented, "performContextMenuAction: no context menu is presented (asked for \(name))")
    }
    guard let menu = presented.menu else {
      throw ContextMenuError(
        .actionNotFound,
        "performContextMenuAction: the presented context menu has no actions (asked for \(name))")
    }
    return menu
  }

  /// Runs `action`, chosen from `menu`: updates a single-selection group, dismisses unless the
  /// action keeps the menu presented, then runs the handler.
  private func choose(_ action: Action, in menu: Menu) {
    menu.markChosen(action)
    if !action.attributes.contains(.keepsMenuPresented) { dismissContextMenu() }
    action.handler(action)
  }

  // MARK: - Following the items

  /// Moves the presented menu's items through the batch `map`; a menu whose item was deleted or
  /// reloaded is dismissed.
  func remapContextMenu(_ map: UpdateMap) {
    guard let presented = selection.contextMenu.presented, !presented.indexPaths.isEmpty else { return }
    var moved: [IndexPath] = []
    for indexPath in presented.indexPaths {
      guard let old = ItemPath(indexPath), !map.isReloaded(old: old), let new = map.newPath(forOld: old)
      else {
        dismissContextMenu()
        return
      }
      moved.append(new.indexPath)
    }
    selection.contextMenu.presented?.indexPaths = moved.sorted()
  }
}
