// The presented menu's geometry (`ContextMenuLayout`, docs/context-menus.md §4) and the touches
// that use it: choosing an action by lifting a finger on its row, sliding the presenting finger
// onto a row, opening a submenu and going back, committing the preview, and disabled rows.
//
// The collection view is 390 × 844 over a `FixedRowLayout` of 44-point rows: item r spans
// y = 44r … 44r + 44 across the whole width. Every expected frame is worked out below from the
// metrics of `ContextMenuLayout` (panel 250 wide, rows 44, title row 32, section gap 8, preview
// gap 8, margin 8), not recorded from a run.

import Foundation
import Testing
import TrellisControls

@testable import Trellis

/// Logs what the menu's handlers and the delegate do.
private final class MenuLog: CollectionViewDelegate {
  var lines: [String] = []
  var menu: (() -> Menu)?

  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    guard let menu else { return nil }
    return ContextMenuConfiguration(identifier: NSString(string: "menu"), actionProvider: { _ in menu() })
  }

  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    lines.append("willEnd")
  }

  func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {
    lines.append("willPerformPreviewAction")
  }
}

@MainActor
@Suite("Context menu layout and touches on the menu")
struct ContextMenuLayoutTests {
  /// A 390 × 844 collection view of 30 rows whose delegate logs to the returned log.
  private func make(_ menu: @escaping (MenuLog) -> Menu) -> (CollectionView, MenuLog) {
    let log = MenuLog()
    log.menu = { [unowned log] in menu(log) }
    let collectionView = makeCollectionView(
      layout: FixedRowLayout(rowHeight: 44), dataSource: ValueDataSource(count: 30))
    (collectionView as? RetainingCollectionView)?.retained.append(log)
    collectionView.delegate = log
    return (collectionView, log)
  }

  /// Title "Item"; Copy; a Share submenu (Mail, Messages); an inline section (Pin); Delete
  /// (destructive); a hidden Secret.
  private func standardMenu(_ log: MenuLog) -> Menu {
    Menu(
      title: "Item",
      children: [
        Action(title: "Copy") { _ in log.lines.append("Copy") },
        Menu(
          title: "Share",
          children: [
            Action(title: "Mail") { _ in log.lines.append("Mail") },
            Action(title: "Messages") { _ in log.lines.append("Messages") },
          ]),
        Menu(options: .displayInline, children: [Action(title: "Pin") { _ in log.lines.append("Pin") }]),
        Action(title: "Delete", attributes: .destructive) { _ in log.lines.append("Delete") },
        Action(title: "Secret", attributes: .hidden) { _ in log.lines.append("Secret") },
      ])
  }

  /// Touches down on item `r` at `time` and holds still until the menu is due.
  private func press(_ collectionView: CollectionView, item r: Int, time: TimeInterval = 0) {
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: CGFloat(r) * 44 + 22), time: time)
    collectionView.advance(by: 0.5)
  }

  /// A tap at `point` starting at `time`.
  private func tap(_ collectionView: CollectionView, _ point: CGPoint, time: TimeInterval) {
    collectionView.handleTouch(.began, at: point, time: time)
    collectionView.handleTouch(.ended, at: point, time: time + 0.1)
  }

  // MARK: - Geometry

  @Test func theRowsStackUnderThePressedItemWithGapsAroundInlineSections() throws {
    let (collectionView, _) = make(standardMenu)
    press(collectionView, item: 3)
    let layout = try #require(collectionView.contextMenuLayout)
    // Item 3 is (0, 132, 390, 44). Its centre, x = 195, is not left of the middle (195), so the
    // panel's trailing edge goes to the item's (390 − 250 = 140), held 8 from the right edge:
    // x = min(140, 390 − 8 − 250 = 132) = 132. Height: title 32 + Copy 44 + Share 44 + gap 8 +
    // Pin 44 + gap 8 + Delete 44 = 224 (Secret is hidden). Below the item: 176 + 8 = 184, and
    // 184 + 224 = 408 ≤ 844 − 8.
    #expect(layout.previewFrame == CGRect(x: 0, y: 132, width: 390, height: 44))
    #expect(layout.previewIndexPath == IndexPath(item: 3, section: 0))
    #expect(layout.frame == CGRect(x: 132, y: 184, width: 250, height: 224))
    #expect(layout.rows.map(\.kind) == [.title, .action, .submenu, .action, .action])
    #expect(layout.rows.map(\.element.title) == ["Item", "Copy", "Share", "Pin", "Delete"])
    #expect(layout.rows.map(\.frame.minY) == [184, 216, 260, 312, 364])
    #expect(layout.rows.map(\.frame.height) == [32, 44, 44, 44, 44])
    #expect(layout.rows.map(\.isTappable) == [false, true, true, true, true])
  }

  @Test func nearTheBottomThePanelGoesAboveTheItem() throws {
    let (collectionView, _) = make(standardMenu)
    press(collectionView, item: 17)
    let layout = try #require(collectionView.contextMenuLayout)
    // Item 17 is y = 748 … 792. Below: 792 + 8 + 224 = 1,024 > 836; above: 748 − 8 − 224 = 516.
    #expect(layout.frame == CGRect(x: 132, y: 516, width: 250, height: 224))
  }

  @Test func placementBesideALeftItemAboveAndAtTheBottomEdge() {
    let two = Menu(children: [Action(title: "A") { _ in }, Action(title: "B") { _ in }])
    let size = CGSize(width: 390, height: 844)
    // A 100-point item at x = 10: centre 60 is left of the middle, so the leading edges align.
    let left = ContextMenuLayout(
      menu: two, isSubmenu: false, previewFrame: CGRect(x: 10, y: 100, width: 100, height: 100),
      point: .zero, viewSize: size)
    #expect(left.frame == CGRect(x: 10, y: 208, width: 250, height: 88))
    // A tall item: below 808 + 88 > 836 and above 100 − 8 − 88 = 4 < 8, so the panel sits on the
    // bottom margin over the item: 844 − 8 − 88 = 748.
    let tall = ContextMenuLayout(
      menu: two, isSubmenu: false, previewFrame: CGRect(x: 0, y: 100, width: 390, height: 700),
      point: .zero, viewSize: size)
    #expect(tall.frame == CGRect(x: 132, y: 748, width: 250, height: 88))
    // No preview (the background): at the point itself, leading edge there (50 < 195).
    let background = ContextMenuLayout(
      menu: two, isSubmenu: false, previewFrame: nil, point: CGPoint(x: 50, y: 400), viewSize: size)
    #expect(background.frame == CGRect(x: 50, y: 400, width: 250, height: 88))
    #expect(background.previewIndexPath == nil)
  }

  @Test func aLeadingInlineSectionHasNoGapAboveItAndTheNextRowHasOne() {
    let menu = Menu(children: [
      Menu(options: .displayInline, children: [Action(title: "A") { _ in }, Action(title: "B") { _ in }]),
      Action(title: "C") { _ in },
    ])
    let layout = ContextMenuLayout(
      menu: menu, isSubmenu: false, previewFrame: nil, point: CGPoint(x: 20, y: 20),
      viewSize: CGSize(width: 390, height: 844))
    // A at 20, B at 64, gap, C at 108 + 8 = 116; height 44 + 44 + 8 + 44 = 140.
    #expect(layout.rows.map(\.frame.minY) == [20, 64, 116])
    #expect(layout.frame.height == 140)
  }

  // MARK: - Touches on the menu

  @Test func liftingOnAnActionsRowChoosesIt() {
    let (collectionView, log) = make(standardMenu)
    press(collectionView, item: 3)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 154), time: 0.6)
    // Copy's row is y = 216 … 260, x = 132 … 382.
    tap(collectionView, CGPoint(x: 200, y: 238), time: 1)
    #expect(log.lines == ["willEnd", "Copy"])
    #expect(collectionView.presentedContextMenu == nil)
    // The touch selected nothing.
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func thePresentingFingerCanSlideOntoAnActionAndLift() {
    let (collectionView, log) = make(standardMenu)
    press(collectionView, item: 3)
    // Delete's row is y = 364 … 408.
    collectionView.handleTouch(.moved, at: CGPoint(x: 200, y: 300), time: 0.6)
    collectionView.handleTouch(.moved, at: CGPoint(x: 200, y: 380), time: 0.7)
    #expect(collectionView.contextMenuLayout?.highlightedRow == 4)
    collectionView.handleTouch(.ended, at: CGPoint(x: 200, y: 380), time: 0.8)
    #expect(log.lines == ["willEnd", "Delete"])
  }

  @Test func thePresentingFingerLiftedWhereItPressedChoosesNothing() {
    let (collectionView, log) = make(standardMenu)
    press(collectionView, item: 3)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 154), time: 0.6)
    #expect(log.lines.isEmpty)
    #expect(collectionView.presentedContextMenu != nil)
  }

  @Test func aSubmenuOpensInPlaceAndTheBackRowReturns() throws {
    let (collectionView, log) = make(standardMenu)
    press(collectionView, item: 3)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 154), time: 0.6)
    // Share's row is y = 260 … 304.
    tap(collectionView, CGPoint(x: 200, y: 282), time: 1)
    #expect(log.lines.isEmpty)
    let submenu = try #require(collectionView.contextMenuLayout)
    // Back 44 + Mail 44 + Messages 44 = 132 high, below the item at 184.
    #expect(submenu.rows.map(\.kind) == [.back, .action, .action])
    #expect(submenu.rows.map(\.element.title) == ["Share", "Mail", "Messages"])
    #expect(submenu.frame == CGRect(x: 132, y: 184, width: 250, height: 132))
    #expect(collectionView.presentedContextMenu?.openSubmenus.map(\.title) == ["Share"])
    // The back row (184 … 228) returns to the menu.
    tap(collectionView, CGPoint(x: 200, y: 200), time: 2)
    #expect(collectionView.contextMenuLayout?.rows.count == 5)
    // Share again, then Messages (272 … 316).
    tap(collectionView, CGPoint(x: 200, y: 282), time: 3)
    tap(collectionView, CGPoint(x: 200, y: 290), time: 4)
    #expect(log.lines == ["willEnd", "Messages"])
  }

  @Test func aFingerThatLeavesTheRowBeforeLiftingChoosesNothingAndTheMenuStays() {
    let (collectionView, log) = make(standardMenu)
    press(collectionView, item: 3)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 154), time: 0.6)
    collectionView.handleTouch(.began, at: CGPoint(x: 200, y: 238), time: 1)
    collectionView.handleTouch(.moved, at: CGPoint(x: 200, y: 600), time: 1.1)
    collectionView.handleTouch(.ended, at: CGPoint(x: 200, y: 600), time: 1.2)
    #expect(log.lines.isEmpty)
    #expect(collectionView.presentedContextMenu != nil)
  }

  @Test func aDisabledRowAndTheTitleDoNothing() {
    let (collectionView, log) = make { log in
      Menu(
        title: "Item",
        children: [Action(title: "Off", attributes: .disabled) { _ in log.lines.append("Off") }])
    }
    press(collectionView, item: 3)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 154), time: 0.6)
    // Title 184 … 216, Off 216 … 260.
    tap(collectionView, CGPoint(x: 200, y: 238), time: 1)
    tap(collectionView, CGPoint(x: 200, y: 200), time: 2)
    #expect(log.lines.isEmpty)
    #expect(collectionView.presentedContextMenu != nil)
  }

  @Test func aTapOnThePreviewCommitsIt() {
    let (collectionView, log) = make(standardMenu)
    press(collectionView, item: 3)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 154), time: 0.6)
    // The preview is item 3's frame, y = 132 … 176.
    tap(collectionView, CGPoint(x: 50, y: 150), time: 1)
    #expect(log.lines == ["willPerformPreviewAction", "willEnd"])
    #expect(collectionView.presentedContextMenu == nil)
  }

  @Test func theLayoutFollowsTheContentOffset() throws {
    let (collectionView, _) = make(standardMenu)
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    // Item 5 is y = 220 … 264 in the content, 120 … 164 in the view.
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 142), time: 0)
    collectionView.advance(by: 0.5)
    let layout = try #require(collectionView.contextMenuLayout)
    // The panel goes 8 below the item's bottom in the view: 164 + 8 = 172.
    #expect(layout.previewFrame == CGRect(x: 0, y: 120, width: 390, height: 44))
    #expect(layout.frame.minY == 172)
  }

  @Test func aPanelUnderTheRestingFingerIsChosenFromOnlyAfterTheFingerSlidesAway() throws {
    // Twenty actions: 880 points, taller than the view, so the panel sits at the top margin
    // (y = 8, rows 8 + 44k) over the pressed item; x = 132 … 382 (trailing-aligned, as above).
    let (collectionView, log) = make { log in
      Menu(children: (0..<20).map { k in Action(title: "A\(k)") { _ in log.lines.append("A\(k)") } })
    }
    collectionView.handleTouch(.began, at: CGPoint(x: 200, y: 154), time: 0)
    collectionView.advance(by: 0.5)
    let layout = try #require(collectionView.contextMenuLayout)
    #expect(layout.frame == CGRect(x: 132, y: 8, width: 250, height: 880))
    // (200, 154) is on row 3 (140 … 184). A 5-point tremor picks nothing; lifting there chooses
    // nothing and the menu stays.
    collectionView.handleTouch(.moved, at: CGPoint(x: 205, y: 154), time: 0.6)
    #expect(collectionView.contextMenuLayout?.highlightedRow == nil)
    collectionView.handleTouch(.ended, at: CGPoint(x: 205, y: 154), time: 0.7)
    #expect(log.lines.isEmpty)
    #expect(collectionView.presentedContextMenu != nil)
  }

  @Test func thePresentingFingerPicksARowOnceItSlidesMoreThanTenPoints() {
    let (collectionView, log) = make { log in
      Menu(children: (0..<20).map { k in Action(title: "A\(k)") { _ in log.lines.append("A\(k)") } })
    }
    collectionView.handleTouch(.began, at: CGPoint(x: 200, y: 154), time: 0)
    collectionView.advance(by: 0.5)
    // 52 points down: row 4 (184 … 228) at y = 206.
    collectionView.handleTouch(.moved, at: CGPoint(x: 200, y: 206), time: 0.6)
    #expect(collectionView.contextMenuLayout?.highlightedRow == 4)
    collectionView.handleTouch(.ended, at: CGPoint(x: 200, y: 206), time: 0.7)
    #expect(log.lines == ["willEnd", "A4"])
  }
}
