import Foundation
import Trellis
import TrellisControls

/// A delegate that offers a context menu for some items (by identifier) and checks the pairing
/// of the calls.
@MainActor
final class ContextMenuFuzzDelegate: CollectionViewDelegate {
  /// The data source, to name items by identifier.
  weak var source: FuzzDataSource?
  /// Whether the item (or the background, -1) gets a menu.
  var offersMenu: (Int) -> Bool = { _ in true }
  /// The menu for a new configuration.
  var makeMenu: () -> Menu? = { nil }
  /// The identifiers the last configuration was asked for (-1 for the background).
  private(set) var askedIDs: [Int] = []
  /// willDisplay calls minus willEnd calls.
  private(set) var openMenus = 0
  /// Calls that broke the rules of docs/context-menus.md §3.
  private(set) var violations: [String] = []

  private func id(_ indexPath: IndexPath) -> Int {
    guard let source, indexPath.count == 2, source.sections.indices.contains(indexPath[0]),
      source.sections[indexPath[0]].indices.contains(indexPath[1])
    else {
      violations.append("a delegate call names \(indexPath), outside the data")
      return -2
    }
    return source.sections[indexPath[0]][indexPath[1]]
  }

  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    if openMenus != 0 { violations.append("a configuration was asked for while a menu is open") }
    if !point.x.isFinite || !point.y.isFinite { violations.append("the point \(point) is not finite") }
    askedIDs = indexPaths.map(id)
    let key = askedIDs.first ?? -1
    guard offersMenu(key) else { return nil }
    let menu = makeMenu
    return ContextMenuConfiguration(actionProvider: { _ in menu() })
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    openMenus += 1
    if openMenus != 1 { violations.append("willDisplay while \(openMenus - 1) menus are open") }
  }

  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    openMenus -= 1
    if openMenus != 0 { violations.append("willEnd without a menu open") }
  }
}

/// Context menus: random presses (short, long, moving, on items and the background), choices by
/// identifier and by title path (valid, disabled, hidden, missing, with no menu), deletes of the
/// items a menu acts on, `reloadData()`, dismissals (docs/context-menus.md).
///
/// Checks, after every step: willDisplay and willEnd pair up and a configuration is asked only
/// with no menu open; the presented menu's index paths are sorted, inside the data and name the
/// items it was presented for (it follows them through updates); a menu whose item is deleted is
/// gone; a choice does what the action's attributes say (disabled and hidden are refused with
/// their kind and run nothing, a valid one runs its handler once and dismisses unless it keeps
/// the menu presented); a touch off the menu's panel and preview dismisses it, one on them runs
/// at most one shown, enabled action; a touch that presents a menu selects nothing; no cell is highlighted
/// between touches; nothing is NaN.
@MainActor
public final class ContextMenuSurface: SynchronousFuzzSurface {
  /// `context-menus`.
  public let name = "context-menus"
  /// What the surface generates.
  public let summary =
    "long presses, menu choices, deletes and reloads; the menu, its items and the handlers against a model"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let layoutName = c.random.pick(["flow", "waterfall", "paged-grid"])
    let (layout, keep) = BatchUpdateSurface.makeLayout(layoutName, c)
    let sections = c.numberedSections(sections: 1...3, items: 0...30)
    let size = CGSize(width: c.random.double(in: 200...600), height: c.random.double(in: 200...900))
    c.note("layout \(layoutName), counts \(sections.map(\.count)), size \(size)")
    let source = FuzzDataSource(sections: sections)
    let delegate = ContextMenuFuzzDelegate()
    delegate.source = source
    let menuModulus = c.random.int(in: 1...4)
    delegate.offersMenu = { $0 % menuModulus == 0 || $0 == -1 }
    // The actions: title, attributes; one submenu; handlers log their title.
    var ran: [String] = []
    let attributeChoices: [MenuElement.Attributes] = [
      [], [], .disabled, .hidden, .keepsMenuPresented, .destructive,
    ]
    let actionSpecs: [(String, MenuElement.Attributes)] = (0..<c.random.int(in: 0...5)).map {
      ("a\($0)", c.random.pick(attributeChoices))
    }
    let submenuSpecs: [(String, MenuElement.Attributes)] = (0..<c.random.int(in: 0...3)).map {
      ("s\($0)", c.random.pick(attributeChoices))
    }
    let inline = c.random.chance(0.5)
    c.note(
      "menu for ids % \(menuModulus) == 0: actions \(actionSpecs), submenu \(submenuSpecs) inline \(inline)")
    delegate.makeMenu = {
      let actions = actionSpecs.map { spec in
        Action(title: spec.0, identifier: .init(spec.0), attributes: spec.1) { _ in ran.append(spec.0) }
      }
      let subactions = submenuSpecs.map { spec in
        Action(title: spec.0, identifier: .init(spec.0), attributes: spec.1) { _ in ran.append(spec.0) }
      }
      return Menu(
        title: "m",
        children: actions + [Menu(title: "sub", options: inline ? .displayInline : [], children: subactions)])
    }
    let view = CollectionView.fuzz(
      frame: CGRect(origin: .zero, size: size), layout: layout, dataSource: source)
    view.delegate = delegate
    view.layoutIfNeeded()
    view.allowsMultipleSelection = c.random.chance(0.3)
    var time: TimeInterval = 0
    // The items the presented menu acts on, by identifier, as the model keeps them.
    var presentedIDs: [Int]?

    func ids(of indexPaths: [IndexPath]) -> [Int] {
      indexPaths.map { indexPath in
        guard indexPath.count == 2, source.sections.indices.contains(indexPath[0]),
          source.sections[indexPath[0]].indices.contains(indexPath[1])
        else { return -2 }
        return source.sections[indexPath[0]][indexPath[1]]
      }
    }

    for step in 0..<c.random.int(in: 5...30) {
      let when = "step \(step)"
      switch c.random.below(8) {
      case 0, 1, 2:
        view.advance(by: 5)
        time += 10
        let start = CGPoint(
          x: c.random.double(in: 0...Double(size.width)), y: c.random.double(in: 0...Double(size.height)))
        let hadMenu = view.presentedContextMenu != nil
        let onMenu = view.contextMenuLayout?.contains(start) ?? false
        let ranBefore = ran.count
        let selectedBefore = view.indexPathsForSelectedItems
        view.handleTouch(.began, at: start, time: time)
        let hold = c.random.pick([0.1, 0.3, 0.49, 0.5, 0.7, 1.2])
        var location = start
        // The touch clock moves with `advance(by:)` and the events' times alike: keep them equal.
        if c.random.chance(0.3) {
          location = CGPoint(
            x: start.x + c.random.double(in: -15...15), y: start.y + c.random.double(in: -15...15))
          view.advance(by: hold / 2)
          view.handleTouch(.moved, at: location, time: time + hold / 2)
          view.advance(by: hold / 2)
        } else {
          view.advance(by: hold)
        }
        time += hold
        let presentedNow = view.presentedContextMenu != nil
        view.handleTouch(c.random.chance(0.1) ? .cancelled : .ended, at: location, time: time)
        c.note(
          "\(when): press \(start) → \(location) for \(hold) s, "
            + "menu before \(hadMenu), after \(presentedNow)"
        )
        if hadMenu, !onMenu {
          try FuzzCheck.expect(!presentedNow, "\(when): the touch off the menu did not dismiss it")
          presentedIDs = nil
        } else if hadMenu {
          // On the panel or the preview: at most one handler, of a shown, enabled action; the
          // menu stays unless a choice or the preview ended it.
          let newlyRan = ran[ranBefore...]
          try FuzzCheck.expect(newlyRan.count <= 1, "\(when): one touch ran \(Array(newlyRan))")
          if let title = newlyRan.first {
            let spec = (actionSpecs + submenuSpecs).first { $0.0 == title }
            try FuzzCheck.expect(
              spec.map { !$0.1.contains(.disabled) && !$0.1.contains(.hidden) } ?? false,
              "\(when): the touch ran \(title), which is disabled, hidden or unknown")
          }
          if view.presentedContextMenu == nil { presentedIDs = nil }
        } else if presentedNow {
          try FuzzCheck.expect(
            hold >= CollectionView.contextMenuPressDuration, "\(when): a menu after \(hold) s")
          presentedIDs = delegate.askedIDs
          // The presenting finger may have slid onto a row and chosen it (docs/context-menus.md
          // §4b): then at most one shown, enabled action ran, and the menu may be gone.
          let newlyRan = ran[ranBefore...]
          try FuzzCheck.expect(newlyRan.count <= 1, "\(when): the presenting touch ran \(Array(newlyRan))")
          if view.presentedContextMenu == nil {
            try FuzzCheck.expect(newlyRan.count == 1, "\(when): the menu vanished without a choice")
            presentedIDs = nil
          }
          try FuzzCheck.expect(
            view.indexPathsForSelectedItems == selectedBefore,
            "\(when): the press that presented a menu selected")
        }
      case 3:
        let all = actionSpecs + submenuSpecs + [("missing", [])]
        let spec = c.random.pick(all)
        let path = submenuSpecs.contains(where: { $0.0 == spec.0 }) && !inline ? ["sub", spec.0] : [spec.0]
        let byIdentifier = c.random.chance(0.5)
        let before = ran.count
        let hadMenu = view.presentedContextMenu != nil
        c.note("\(when): choose \(byIdentifier ? "identifier" : "path") \(path)")
        var thrown: ContextMenuError?
        do {
          if byIdentifier {
            try view.performContextMenuAction(identifier: .init(spec.0))
          } else {
            try view.performContextMenuAction(titlePath: path)
          }
        } catch { thrown = error }
        let expected: ContextMenuError.Kind? =
          !hadMenu
          ? .noMenuPresented
          : spec.0 == "missing"
            ? .actionNotFound
            : spec.1.contains(.hidden) ? .actionHidden : spec.1.contains(.disabled) ? .actionDisabled : nil
        try FuzzCheck.expect(
          thrown?.kind == expected,
          "\(when): \(String(describing: thrown)), expected \(String(describing: expected))")
        if expected == nil {
          try FuzzCheck.expect(ran.count == before + 1 && ran.last == spec.0, "\(when): handlers ran \(ran)")
          let keeps = spec.1.contains(.keepsMenuPresented)
          try FuzzCheck.expect((view.presentedContextMenu != nil) == keeps, "\(when): presented after choice")
          if !keeps { presentedIDs = nil }
        } else {
          try FuzzCheck.expect(ran.count == before, "\(when): a refused choice ran a handler")
          try FuzzCheck.expect(
            (view.presentedContextMenu != nil) == hadMenu, "\(when): a refusal changed the menu")
        }
      case 4, 5:
        let nonEmpty = source.sections.indices.filter { !source.sections[$0].isEmpty }
        guard let section = c.random.element(of: nonEmpty) else { continue }
        let item = c.random.below(source.sections[section].count)
        let removed = source.sections[section][item]
        c.note("\(when): delete \(section)-\(item) (id \(removed))")
        view.performBatchUpdates {
          source.sections[section].remove(at: item)
          view.deleteItems(at: [IndexPath(item: item, section: section)])
        }
        try FuzzCheck.expect(
          view.lastUpdateError == nil, "\(when): \(String(describing: view.lastUpdateError))")
        if let shown = presentedIDs, shown.contains(removed) { presentedIDs = nil }
      case 6:
        c.note("\(when): reloadData")
        view.reloadData()
        presentedIDs = nil
      default:
        c.note("\(when): dismiss")
        view.dismissContextMenu()
        presentedIDs = nil
      }
      view.advance(by: 0.1)
      if let violation = delegate.violations.first {
        throw FuzzFailure(.wrongResult, "\(when): \(violation)")
      }
      if let violation = source.violations.first { throw FuzzFailure(.wrongResult, "\(when): \(violation)") }
      let presented = view.presentedContextMenu
      try FuzzCheck.expect(
        delegate.openMenus == (presented == nil ? 0 : 1), "\(when): \(delegate.openMenus) menus open")
      try FuzzCheck.expect(
        (presented == nil) == (presentedIDs == nil),
        "\(when): presented \(presented != nil), model \(String(describing: presentedIDs))")
      if let presented, let expectedIDs = presentedIDs {
        try FuzzCheck.expect(presented.indexPaths == presented.indexPaths.sorted(), "\(when): not sorted")
        try FuzzCheck.expect(
          ids(of: presented.indexPaths) == expectedIDs,
          "\(when): the menu acts on \(ids(of: presented.indexPaths)), model \(expectedIDs)")
        try FuzzCheck.finite(presented.point, "\(when): menu point")
      }
      for cell in view.visibleCells {
        try FuzzCheck.expect(!cell.isHighlighted, "\(when): a cell is highlighted between touches")
      }
      try FuzzCheck.finite(view, when)
    }
    withExtendedLifetime((keep, delegate)) {}
  }
}
