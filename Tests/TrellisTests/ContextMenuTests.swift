// Context menus driven by touches: the delegate call order of docs/context-menus.md §3, choosing
// actions (by identifier and by title path), refusals, dismissal by a touch elsewhere, by a
// batch update that deletes the item, and the index paths a menu acts on.
//
// The collection view is 390 × 844 over a `FixedRowLayout` of 44-point rows: row r spans
// y = 44r … 44r + 44, so a finger at (100, 44r + 22) (offset 0) is on item r, and the point the
// delegate hears is the same point in content coordinates. Expected call lists are written from
// the orders in docs/context-menus.md and docs/selection.md, not recorded from a run.

import Foundation
import Testing
import TrellisControls

@testable import Trellis

/// A delegate that logs the selection and context-menu calls and answers with `makeMenu`.
private final class MenuRecorder: CollectionViewDelegate {
  var calls: [String] = []
  /// The configuration for a press, or `nil` for no menu.
  var configuration: (([IndexPath], CGPoint) -> ContextMenuConfiguration?)?
  var animationsToAdd = false

  private func text(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldHighlight \(text(indexPath))")
    return true
  }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("didHighlight \(text(indexPath))")
  }

  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    calls.append("didUnhighlight \(text(indexPath))")
  }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldSelect \(text(indexPath))")
    return true
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(text(indexPath))")
  }

  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    calls.append("configuration \(indexPaths.map(text)) at (\(point.x), \(point.y))")
    return configuration?(indexPaths, point)
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    calls.append("willDisplay")
    if animationsToAdd {
      animator?.addCompletion { self.calls.append("display completion") }
      animator?.addAnimations { self.calls.append("display animations") }
    }
  }

  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    calls.append("willEnd")
  }

  func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {
    calls.append("willPerformPreviewAction")
    animator.addCompletion { self.calls.append("commit completion") }
  }
}

/// A delegate written for iOS 13: only the single-item method.
private final class OldStyleMenuDelegate: CollectionViewDelegate {
  var asked: [IndexPath] = []

  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    asked.append(indexPath)
    return ContextMenuConfiguration(actionProvider: { _ in Menu(children: [Action(title: "Copy") { _ in }]) })
  }
}

@MainActor
@Suite("Context menus")
struct ContextMenuTests {
  /// A collection view of `count` rows with a recorder whose menu is `menu` (made afresh for
  /// every press), and the log the actions' handlers write to.
  private func make(
    count: Int = 30, menu: (() -> Menu?)? = nil
  ) -> (CollectionView, ValueDataSource, MenuRecorder) {
    let dataSource = ValueDataSource(count: count)
    let recorder = MenuRecorder()
    if let menu {
      recorder.configuration = { _, _ in
        ContextMenuConfiguration(identifier: NSString(string: "menu"), actionProvider: { _ in menu() })
      }
    }
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    (collectionView as? RetainingCollectionView)?.retained.append(recorder)
    collectionView.delegate = recorder
    return (collectionView, dataSource, recorder)
  }

  private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

  /// The finger's point on row `r` (view coordinates).
  private func row(_ r: Int) -> CGPoint { CGPoint(x: 100, y: CGFloat(r) * 44 + 22) }

  /// Touches down on row `r` at time 0 and holds still until the menu is due (0.5 s).
  private func press(_ collectionView: CollectionView, row r: Int) {
    collectionView.handleTouch(.began, at: row(r), time: 0)
    collectionView.advance(by: 0.5)
  }

  /// A menu with Copy, a Share submenu (Mail, Messages), an inline section (Pin) and Delete.
  private func standardMenu(log: Log) -> Menu {
    Menu(
      title: "Item",
      children: [
        Action(title: "Copy", identifier: .init("copy")) { _ in log.lines.append("Copy") },
        Menu(
          title: "Share",
          children: [
            Action(title: "Mail") { _ in log.lines.append("Mail") },
            Action(title: "Messages") { _ in log.lines.append("Messages") },
          ]),
        Menu(
          options: .displayInline,
          children: [Action(title: "Pin") { _ in log.lines.append("Pin") }]),
        Action(title: "Delete", identifier: .init("delete"), attributes: .destructive) { _ in
          log.lines.append("Delete")
        },
      ])
  }

  // MARK: - The press

  @Test func aPressHeldForHalfASecondAsksTheDelegateRemovesTheHighlightAndPresentsTheMenu() throws {
    let log = Log()
    let (collectionView, _, recorder) = make(menu: { standardMenu(log: log) })
    collectionView.handleTouch(.began, at: row(3), time: 0)
    collectionView.advance(by: 0.15)
    // The content-touch delay (0.15 s) highlights the item first (docs/selection.md §3).
    #expect(recorder.calls == ["shouldHighlight 0-3", "didHighlight 0-3"])
    collectionView.advance(by: 0.34)
    // 0.49 s: not yet.
    #expect(recorder.calls.count == 2)
    #expect(collectionView.presentedContextMenu == nil)
    collectionView.advance(by: 0.01)
    // 0.5 s: the configuration for item 3 at (100, 3·44 + 22 = 154), the highlight goes, the
    // menu appears.
    #expect(
      recorder.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "configuration [\"0-3\"] at (100.0, 154.0)",
        "didUnhighlight 0-3", "willDisplay",
      ])
    let presented = try #require(collectionView.presentedContextMenu)
    #expect(presented.indexPaths == [path(3)])
    #expect(presented.point == CGPoint(x: 100, y: 154))
    #expect(presented.menu?.children.count == 4)
    #expect(collectionView.cellForItem(at: path(3))?.isHighlighted == false)
    // Lifting the finger selects nothing, and the menu stays.
    collectionView.handleTouch(.ended, at: row(3), time: 0.8)
    #expect(recorder.calls.count == 5)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(collectionView.presentedContextMenu != nil)
    #expect(!collectionView.isTracking)
  }

  @Test func thePointIsInContentCoordinatesWhenTheContentIsScrolled() throws {
    let (collectionView, _, recorder) = make(
      count: 100, menu: { Menu(children: [Action(title: "A") { _ in }]) })
    collectionView.contentOffset = CGPoint(x: 0, y: 440)
    collectionView.layoutIfNeeded()
    // The finger on view row 3 is on content row 3 + 440/44 = 13, at y = 154 + 440 = 594.
    press(collectionView, row: 3)
    #expect(recorder.calls.contains("configuration [\"0-13\"] at (100.0, 594.0)"))
    #expect(collectionView.presentedContextMenu?.indexPaths == [path(13)])
  }

  @Test func withoutAConfigurationTheHeldTouchSelectsWhenItLifts() {
    let (collectionView, _, recorder) = make()
    press(collectionView, row: 3)
    collectionView.handleTouch(.ended, at: row(3), time: 0.7)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "configuration [\"0-3\"] at (100.0, 154.0)",
        "didUnhighlight 0-3", "shouldSelect 0-3", "didSelect 0-3",
      ])
    #expect(collectionView.presentedContextMenu == nil)
    #expect(collectionView.indexPathsForSelectedItems == [path(3)])
  }

  @Test func aTapShorterThanThePressDurationNeverAsksForAMenu() {
    let (collectionView, _, recorder) = make(menu: { Menu(children: [Action(title: "A") { _ in }]) })
    collectionView.handleTouch(.began, at: row(3), time: 0)
    collectionView.handleTouch(.ended, at: row(3), time: 0.3)
    collectionView.advance(by: 1)
    #expect(!recorder.calls.contains { $0.hasPrefix("configuration") })
    #expect(collectionView.indexPathsForSelectedItems == [path(3)])
  }

  @Test func aFingerThatScrollsBeforeHalfASecondPresentsNothing() {
    let (collectionView, _, recorder) = make(
      count: 100, menu: { Menu(children: [Action(title: "A") { _ in }]) })
    collectionView.handleTouch(.began, at: row(3), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 3 * 44 + 20), time: 0.2)
    collectionView.advance(by: 0.5)
    #expect(!recorder.calls.contains { $0.hasPrefix("configuration") })
    #expect(collectionView.presentedContextMenu == nil)
  }

  @Test func withoutScrollingTheFingerMayMoveTenPointsButNotMore() {
    let (collectionView, _, recorder) = make(menu: { Menu(children: [Action(title: "A") { _ in }]) })
    collectionView.isScrollEnabled = false
    // 6 right and 8 down: 10 points exactly, within UILongPressGestureRecognizer's default.
    collectionView.handleTouch(.began, at: row(3), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 106, y: 3 * 44 + 30), time: 0.1)
    collectionView.advance(by: 0.4)
    #expect(collectionView.presentedContextMenu != nil)
    collectionView.handleTouch(.ended, at: row(3), time: 0.6)
    collectionView.dismissContextMenu()
    recorder.calls = []
    // 11 points away: the press no longer counts.
    collectionView.handleTouch(.began, at: row(3), time: 1)
    collectionView.handleTouch(.moved, at: CGPoint(x: 111, y: 3 * 44 + 22), time: 1.1)
    collectionView.advance(by: 0.5)
    #expect(!recorder.calls.contains { $0.hasPrefix("configuration") })
    #expect(collectionView.presentedContextMenu == nil)
  }

  @Test func aPressOnTheBackgroundAsksWithNoIndexPaths() throws {
    let (collectionView, _, recorder) = make(
      count: 5, menu: { Menu(children: [Action(title: "Paste") { _ in }]) })
    // Five rows end at y = 220; row 10 (y = 462) is background.
    press(collectionView, row: 10)
    #expect(recorder.calls == ["configuration [] at (100.0, 462.0)", "willDisplay"])
    #expect(try #require(collectionView.presentedContextMenu).indexPaths == [])
  }

  @Test func aPressOnAnItemOfAMultipleSelectionActsOnTheWholeSelection() {
    let (collectionView, _, recorder) = make(menu: { Menu(children: [Action(title: "A") { _ in }]) })
    collectionView.allowsMultipleSelection = true
    for item in [5, 1, 3] { collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
    press(collectionView, row: 3)
    #expect(collectionView.presentedContextMenu?.indexPaths == [path(1), path(3), path(5)])
    collectionView.handleTouch(.ended, at: row(3), time: 0.6)
    collectionView.dismissContextMenu()
    // An item outside the selection: only that item.
    collectionView.handleTouch(.began, at: row(4), time: 1)
    collectionView.advance(by: 0.5)
    #expect(collectionView.presentedContextMenu?.indexPaths == [path(4)])
    #expect(recorder.calls.contains("configuration [\"0-1\", \"0-3\", \"0-5\"] at (100.0, 154.0)"))
  }

  @Test func aDelegateWithOnlyTheSingleItemMethodIsAskedForItemsButNotForTheBackground() {
    let dataSource = ValueDataSource(count: 5)
    let delegate = OldStyleMenuDelegate()
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    (collectionView as? RetainingCollectionView)?.retained.append(delegate)
    collectionView.delegate = delegate
    press(collectionView, row: 2)
    #expect(delegate.asked == [path(2)])
    #expect(collectionView.presentedContextMenu?.indexPaths == [path(2)])
    collectionView.handleTouch(.ended, at: row(2), time: 0.6)
    collectionView.dismissContextMenu()
    collectionView.handleTouch(.began, at: row(10), time: 1)
    collectionView.advance(by: 0.5)
    #expect(delegate.asked == [path(2)])
    #expect(collectionView.presentedContextMenu == nil)
  }

  @Test func aDelegateWithOnlyTheSingleItemMethodIsAskedForThePressedItemOfAMultipleSelection() {
    let dataSource = ValueDataSource(count: 10)
    let delegate = OldStyleMenuDelegate()
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    (collectionView as? RetainingCollectionView)?.retained.append(delegate)
    collectionView.delegate = delegate
    collectionView.allowsMultipleSelection = true
    for item in [1, 3, 5] { collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
    press(collectionView, row: 3)
    // The iOS 13 method knows one item: the one under the finger.
    #expect(delegate.asked == [path(3)])
    #expect(collectionView.presentedContextMenu != nil)
  }

  @Test func anEmptyConfigurationBeginsAndEndsWithoutShowingAMenu() {
    let (collectionView, _, recorder) = make()
    recorder.configuration = { _, _ in ContextMenuConfiguration() }
    press(collectionView, row: 3)
    collectionView.handleTouch(.ended, at: row(3), time: 0.7)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "configuration [\"0-3\"] at (100.0, 154.0)",
        "didUnhighlight 0-3",
      ])
    #expect(collectionView.presentedContextMenu == nil)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func theAnimatorRunsItsAnimationsThenItsCompletionsAfterWillDisplay() {
    let (collectionView, _, recorder) = make(menu: { Menu(children: [Action(title: "A") { _ in }]) })
    recorder.animationsToAdd = true
    press(collectionView, row: 3)
    #expect(recorder.calls.suffix(3) == ["willDisplay", "display animations", "display completion"])
  }

  // MARK: - Choosing

  @Test func choosingAnActionByIdentifierDismissesTheMenuThenRunsTheHandler() throws {
    let log = Log()
    let (collectionView, _, recorder) = make(menu: { standardMenu(log: log) })
    press(collectionView, row: 3)
    collectionView.handleTouch(.ended, at: row(3), time: 0.6)
    recorder.calls = []
    try collectionView.performContextMenuAction(identifier: .init("delete"))
    #expect(recorder.calls == ["willEnd"])
    #expect(log.lines == ["Delete"])
    #expect(collectionView.presentedContextMenu == nil)
  }

  @Test func choosingByTitlePathGoesThroughSubmenusAndSkipsInlineSections() throws {
    let log = Log()
    let (collectionView, _, _) = make(menu: { standardMenu(log: log) })
    press(collectionView, row: 3)
    try collectionView.performContextMenuAction(titlePath: ["Share", "Messages"])
    #expect(log.lines == ["Messages"])
    collectionView.handleTouch(.ended, at: row(3), time: 0.6)
    press(collectionView, row: 4)
    try collectionView.performContextMenuAction(titlePath: ["Pin"])
    #expect(log.lines == ["Messages", "Pin"])
  }

  @Test func aDisabledActionIsRefusedAndChangesNothing() throws {
    let log = Log()
    let (collectionView, _, recorder) = make(menu: {
      Menu(children: [
        Action(title: "Edit", attributes: .disabled) { _ in log.lines.append("Edit") },
        Action(title: "Secret", attributes: .hidden) { _ in log.lines.append("Secret") },
      ])
    })
    press(collectionView, row: 3)
    recorder.calls = []
    #expect(throws: ContextMenuError.self) {
      try collectionView.performContextMenuAction(titlePath: ["Edit"])
    }
    do {
      try collectionView.performContextMenuAction(titlePath: ["Edit"])
    } catch {
      #expect(error.kind == .actionDisabled)
      #expect(error.message.contains("disabled"))
    }
    do {
      try collectionView.performContextMenuAction(titlePath: ["Secret"])
    } catch {
      #expect(error.kind == .actionHidden)
    }
    do {
      try collectionView.performContextMenuAction(titlePath: ["Nope"])
    } catch {
      #expect(error.kind == .actionNotFound)
    }
    #expect(log.lines.isEmpty)
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.presentedContextMenu != nil)
  }

  @Test func choosingWithNoMenuPresentedIsRefused() {
    let (collectionView, _, _) = make()
    do {
      try collectionView.performContextMenuAction(identifier: .init("copy"))
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .noMenuPresented)
    }
  }

  @Test func anActionThatKeepsTheMenuPresentedRunsWithoutDismissing() throws {
    let log = Log()
    let (collectionView, _, recorder) = make(menu: {
      Menu(children: [
        Action(title: "Bigger", attributes: .keepsMenuPresented) { _ in log.lines.append("Bigger") }
      ])
    })
    press(collectionView, row: 3)
    recorder.calls = []
    try collectionView.performContextMenuAction(titlePath: ["Bigger"])
    try collectionView.performContextMenuAction(titlePath: ["Bigger"])
    #expect(log.lines == ["Bigger", "Bigger"])
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.presentedContextMenu != nil)
  }

  @Test func aSingleSelectionMenuTurnsTheChosenActionOnAndTheOthersInItsSubmenusOff() throws {
    let small = Action(title: "Small", state: .on) { _ in }
    let large = Action(title: "Large") { _ in }
    let huge = Action(title: "Huge", state: .on) { _ in }
    let outside = Action(title: "Bold", state: .on) { _ in }
    let (collectionView, _, _) = make(menu: {
      Menu(children: [
        Menu(
          title: "Size", options: .singleSelection,
          children: [small, large, Menu(title: "More", children: [huge])]),
        outside,
      ])
    })
    press(collectionView, row: 3)
    try collectionView.performContextMenuAction(titlePath: ["Size", "Large"])
    #expect(small.state == .off)
    #expect(large.state == .on)
    #expect(huge.state == .off)
    // Outside the single-selection menu nothing changes.
    #expect(outside.state == .on)
  }

  @Test func tappingThePreviewTellsTheDelegateThenDismissesThenRunsTheCommit() throws {
    let (collectionView, _, recorder) = make()
    let preview = View(frame: .zero)
    recorder.configuration = { _, _ in ContextMenuConfiguration(previewProvider: { preview }) }
    press(collectionView, row: 3)
    #expect(collectionView.presentedContextMenu?.preview === preview)
    recorder.calls = []
    try collectionView.commitContextMenuPreview()
    #expect(recorder.calls == ["willPerformPreviewAction", "willEnd", "commit completion"])
    #expect(collectionView.presentedContextMenu == nil)
  }

  // MARK: - Dismissal

  @Test func aTouchElsewhereDismissesTheMenuAndDoesNothingElse() {
    let (collectionView, _, recorder) = make(menu: { Menu(children: [Action(title: "A") { _ in }]) })
    press(collectionView, row: 3)
    collectionView.handleTouch(.ended, at: row(3), time: 0.6)
    recorder.calls = []
    collectionView.handleTouch(.began, at: row(7), time: 1)
    collectionView.advance(by: 0.2)
    collectionView.handleTouch(.ended, at: row(7), time: 1.3)
    // Only the dismissal: the touch neither highlights nor selects item 7.
    #expect(recorder.calls == ["willEnd"])
    #expect(collectionView.presentedContextMenu == nil)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    // The next tap selects as usual.
    collectionView.handleTouch(.began, at: row(7), time: 2)
    collectionView.handleTouch(.ended, at: row(7), time: 2.05)
    #expect(collectionView.indexPathsForSelectedItems == [path(7)])
  }

  @Test func aNewTouchAfterALostTouchUpStillDismissesTheMenu() {
    let (collectionView, _, recorder) = make(menu: { Menu(children: [Action(title: "A") { _ in }]) })
    press(collectionView, row: 3)
    // The finger that presented the menu never reports lifting; a new touch begins.
    recorder.calls = []
    collectionView.handleTouch(.began, at: row(7), time: 1)
    #expect(recorder.calls == ["willEnd"])
    collectionView.handleTouch(.ended, at: row(7), time: 1.05)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    // The touch after that selects.
    collectionView.handleTouch(.began, at: row(7), time: 2)
    collectionView.handleTouch(.ended, at: row(7), time: 2.05)
    #expect(collectionView.indexPathsForSelectedItems == [path(7)])
  }

  @Test func deletingTheItemDismissesItsMenu() {
    let (collectionView, dataSource, recorder) = make(menu: { Menu(children: [Action(title: "A") { _ in }]) })
    press(collectionView, row: 3)
    // Deleting item 0 moves item 3 to 2: the menu follows it.
    dataSource.sections[0].remove(at: 0)
    collectionView.deleteItems(at: [path(0)])
    #expect(collectionView.lastUpdateError == nil)
    #expect(collectionView.presentedContextMenu?.indexPaths == [path(2)])
    #expect(!recorder.calls.contains("willEnd"))
    // Deleting the item itself (now at 2) dismisses the menu.
    dataSource.sections[0].remove(at: 2)
    collectionView.deleteItems(at: [path(2)])
    #expect(collectionView.presentedContextMenu == nil)
    #expect(recorder.calls.last == "willEnd")
  }

  @Test func reloadingTheDataDismissesTheMenu() {
    let (collectionView, _, recorder) = make(menu: { Menu(children: [Action(title: "A") { _ in }]) })
    press(collectionView, row: 3)
    collectionView.reloadData()
    #expect(collectionView.presentedContextMenu == nil)
    #expect(recorder.calls.last == "willEnd")
  }

  // MARK: - The types

  @Test func menuAndActionAttributesHaveUIKitsRawValues() {
    // UIKit's raw values (docs/context-menus.md §2): disabled 1 << 0, destructive 1 << 1,
    // hidden 1 << 2, keepsMenuPresented 1 << 3; displayInline 1, destructive 2,
    // singleSelection 32, displayAsPalette 128; off 0, on 1, mixed 2.
    #expect(MenuElement.Attributes.disabled.rawValue == 1)
    #expect(MenuElement.Attributes.destructive.rawValue == 2)
    #expect(MenuElement.Attributes.hidden.rawValue == 4)
    #expect(MenuElement.Attributes.keepsMenuPresented.rawValue == 8)
    #expect(Menu.Options.displayInline.rawValue == 1)
    #expect(Menu.Options.destructive.rawValue == 2)
    #expect(Menu.Options.singleSelection.rawValue == 32)
    #expect(Menu.Options.displayAsPalette.rawValue == 128)
    #expect(MenuElement.State.mixed.rawValue == 2)
    let menu = Menu(title: "T", subtitle: "S", identifier: .init("m"), options: .displayInline, children: [])
    let replaced = menu.replacingChildren([Action(title: "X") { _ in }])
    #expect(replaced.title == "T" && replaced.subtitle == "S" && replaced.identifier == .init("m"))
    #expect(replaced.options == .displayInline && replaced.children.count == 1)
  }
}

/// Lines written by actions' handlers.
private final class Log {
  var lines: [String] = []
}
