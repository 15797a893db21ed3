import Foundation
import Testing
import TrellisDiffable
import TrellisLists

/// The pop-up menu accessory (UIKit's `UICellAccessory.popUpMenu(_:displayed:options:
/// selectedElementDidChangeHandler:)`, iOS 16): a pair of chevrons on the trailing edge, and
/// "tapping anywhere in the cell presents a popup menu" (Apple's `UICellAccessoryPopUpMenu`).
/// Sizes from docs/lists.md §5: margin 16, symbols 17 points high at the Large size, the pair
/// of chevrons 0.75 × 17 = 12.75, rounded to 13 wide.
@MainActor
@Suite("Pop-up menu accessory")
struct PopUpMenuAccessoryTests {
  /// Records what ran, in order.
  final class Log {
    var entries: [String] = []
  }

  /// A "Size" menu of Small, Medium (on) and Large, with a disabled Huge.
  static func sizeMenu(_ log: Log) -> Menu {
    Menu(
      title: "Size",
      children: [
        Action(title: "Small") { _ in log.entries.append("Small ran") },
        Action(title: "Medium", state: .on) { _ in log.entries.append("Medium ran") },
        Action(title: "Large") { _ in log.entries.append("Large ran") },
        Action(title: "Huge", attributes: .disabled) { _ in log.entries.append("Huge ran") },
      ])
  }

  static func states(_ menu: Menu) -> [String] {
    menu.actionPaths.map { "\($0.action.title) \($0.action.state == .on ? "on" : "off")" }
  }

  func makeHost(_ log: Log, menu: Menu) -> ListHost {
    ListHost(appearance: .plain, sections: [["Text size", "Other"]]) { cell, indexPath, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      cell.accessories =
        indexPath.item == 0
        ? [
          .popUpMenu(menu) { chosen in
            log.entries.append("changed: \(PopUpMenuAccessoryTests.states(chosen))")
          }
        ]
        : []
    }
  }

  @Test("the chevrons: 13 × 17 at x 390 − 16 − 13 = 361, y (44 − 17) / 2 = 13.5, on the trailing side")
  func placement() throws {
    let log = Log()
    let host = makeHost(log, menu: Self.sizeMenu(log))
    let cell = try #require(host.cell(0))
    let accessory = try #require(cell.accessoryViews.first)
    #expect(accessory.symbolName == "chevron.up.chevron.down")
    #expect(close(accessory.frame, CGRect(x: 361, y: 13.5, width: 13, height: 17)))
    // The text ends 12 points before the chevrons, 361 − 12 = 349; the content view's own
    // 16-point trailing margin puts its edge at 349 + 16 = 365.
    #expect(close(cell.contentView.frame.maxX, 365))
    let text = try #require((cell.contentView as? ListContentView)?.textLabel.frame)
    #expect(close(text.maxX, 349))
  }

  @Test(
    "a tap anywhere in the row shows the menu and selects nothing; choosing Large selects it, runs it, then the change handler"
  )
  func tapAndChoose() throws {
    let log = Log()
    let menu = Self.sizeMenu(log)
    let host = makeHost(log, menu: menu)
    let collectionView = host.collectionView
    let cell = try #require(host.cell(0))
    #expect(cell.presentedPopUpMenu == nil)
    // Row 0 is y 0…44; x 100 is on the text, far from the chevrons.
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 22), time: 0)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 22), time: 0.1)
    #expect(cell.presentedPopUpMenu === menu)
    #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
    #expect(log.entries.isEmpty)

    try cell.performPopUpMenuAction(titlePath: ["Large"])
    #expect(cell.presentedPopUpMenu == nil)
    #expect(
      log.entries == ["Large ran", "changed: [\"Small off\", \"Medium off\", \"Large on\", \"Huge off\"]"])

    // With the menu closed, choosing is refused and changes nothing.
    #expect(throws: ContextMenuError.self) { try cell.performPopUpMenuAction(titlePath: ["Small"]) }
    #expect(Self.states(menu) == ["Small off", "Medium off", "Large on", "Huge off"])

    // A row without the accessory still selects on a tap.
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 66), time: 1)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 66), time: 1.1)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test("a disabled or missing action is refused: the menu stays shown and no state changes")
  func refusals() throws {
    let log = Log()
    let menu = Self.sizeMenu(log)
    let host = makeHost(log, menu: menu)
    let cell = try #require(host.cell(0))
    host.collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 22), time: 0)
    host.collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 22), time: 0.1)
    do {
      try cell.performPopUpMenuAction(titlePath: ["Huge"])
      Issue.record("a disabled action was chosen")
    } catch {
      #expect(error.kind == .actionDisabled)
    }
    do {
      try cell.performPopUpMenuAction(identifier: Action.Identifier("no.such.action"))
      Issue.record("a missing action was chosen")
    } catch {
      #expect(error.kind == .actionNotFound)
    }
    #expect(cell.presentedPopUpMenu === menu)
    #expect(Self.states(menu) == ["Small off", "Medium on", "Large off", "Huge off"])
    #expect(log.entries.isEmpty)
    cell.dismissPopUpMenu()
    #expect(cell.presentedPopUpMenu == nil)
    #expect(log.entries.isEmpty)
  }

  @Test("in a menu with a single-selection submenu, choosing in the submenu leaves the other actions alone")
  func singleSelectionSubmenu() throws {
    let log = Log()
    let share = Action(title: "Share", state: .on) { _ in log.entries.append("Share ran") }
    let sort = Menu(
      title: "Sort", options: .singleSelection,
      children: [
        Action(title: "Name", state: .on) { _ in log.entries.append("Name ran") },
        Action(title: "Date") { _ in log.entries.append("Date ran") },
      ])
    let menu = Menu(title: "Options", children: [share, sort])
    let host = makeHost(log, menu: menu)
    let cell = try #require(host.cell(0))
    host.collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 22), time: 0)
    host.collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 22), time: 0.1)
    try cell.performPopUpMenuAction(titlePath: ["Sort", "Date"])
    // The innermost single-selection menu is Sort: Name goes off, Date on, Share keeps its on.
    #expect(Self.states(menu) == ["Share on", "Name off", "Date on"])
    #expect(log.entries.first == "Date ran")
  }
}
