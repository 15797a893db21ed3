import Foundation
import Testing
import TrellisDiffable
import TrellisLists

/// Swipe actions driven by touches on a 390-point-wide plain list of 44-point rows: the numbers
/// come from docs/lists.md §6 — buttons at least 74 points wide (one-letter titles take the
/// minimum), open past half their total width, a full swipe past 60% of the row (234 points).
@MainActor
@Suite("Swipe actions")
struct SwipeActionTests {
  final class Recorder {
    var performed: [String] = []
    var completeWith = true
  }

  /// A list of rows "r0"… whose trailing actions are A (destructive) and B, and whose leading
  /// action is C.
  func makeHost(_ recorder: Recorder, fullSwipe: Bool = true) -> ListHost {
    let host = ListHost(appearance: .plain, sections: [(0..<20).map { "r\($0)" }])
    func action(_ title: String, _ style: ContextualAction.Style) -> ContextualAction {
      ContextualAction(style: style, title: title) { _, _, completion in
        recorder.performed.append(title)
        completion(recorder.completeWith)
      }
    }
    var list = CollectionLayoutListConfiguration(appearance: .plain)
    list.trailingSwipeActionsConfigurationProvider = { _ in
      let configuration = SwipeActionsConfiguration(actions: [
        action("A", .destructive), action("B", .normal),
      ])
      configuration.performsFirstActionWithFullSwipe = fullSwipe
      return configuration
    }
    list.leadingSwipeActionsConfigurationProvider = { indexPath in
      indexPath.item == 1 ? SwipeActionsConfiguration(actions: [action("C", .normal)]) : nil
    }
    host.collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: list)
    host.collectionView.layoutIfNeeded()
    return host
  }

  func drag(_ view: CollectionView, from start: CGPoint, to end: CGPoint, time: inout TimeInterval) {
    view.handleTouch(.began, at: start, time: time)
    view.handleTouch(.moved, at: end, time: time + 0.05)
    view.handleTouch(.ended, at: end, time: time + 0.1)
    time += 1
  }

  func tap(_ view: CollectionView, at point: CGPoint, time: inout TimeInterval) {
    view.handleTouch(.began, at: point, time: time)
    view.handleTouch(.ended, at: point, time: time + 0.05)
    time += 1
  }

  @Test(
    "a drag of 100 to the left opens the trailing actions: A at the edge (316…390), B beside it (242…316)")
  func opens() throws {
    let recorder = Recorder()
    let host = makeHost(recorder)
    let view = host.collectionView
    var time: TimeInterval = 0
    view.handleTouch(.began, at: CGPoint(x: 300, y: 22), time: time)
    view.handleTouch(.moved, at: CGPoint(x: 200, y: 22), time: 0.05)
    let cell = try #require(host.cell(0))
    // While the finger is down: the content 100 to the left, the buttons 100/148 of 74 each.
    #expect(close(cell.swipeOffset, -100))
    #expect(close(cell.contentView.transform.tx, -100))
    #expect(
      close(
        cell.swipeActionViews[0].frame, CGRect(x: 390 - 7400.0 / 148, y: 0, width: 7400.0 / 148, height: 44)))
    view.handleTouch(.ended, at: CGPoint(x: 200, y: 22), time: 0.1)
    time = 1
    #expect(close(cell.swipeOffset, -148))
    #expect(close(cell.swipeActionViews[0].frame, CGRect(x: 316, y: 0, width: 74, height: 44)))
    #expect(close(cell.swipeActionViews[1].frame, CGRect(x: 242, y: 0, width: 74, height: 44)))
    #expect(cell.swipeActionViews[0].backgroundColor == .systemRed)
    #expect(cell.swipeActionViews[1].backgroundColor == .systemGray)
    #expect(cell.configurationState.isSwiped)
    #expect(recorder.performed.isEmpty)
    #expect(view.contentOffset.y == 0, "a swipe does not scroll")
    // A tap on B performs it; its completion closes the actions.
    tap(view, at: CGPoint(x: 270, y: 22), time: &time)
    #expect(recorder.performed == ["B"])
    #expect(cell.swipeOffset == 0)
    #expect(cell.swipeActionViews.isEmpty)
    #expect(!cell.configurationState.isSwiped)
    #expect((view.indexPathsForSelectedItems ?? []).isEmpty)
  }

  @Test("a full swipe past 234 points performs the first action")
  func fullSwipe() throws {
    let recorder = Recorder()
    let host = makeHost(recorder)
    var time: TimeInterval = 0
    drag(host.collectionView, from: CGPoint(x: 380, y: 66), to: CGPoint(x: 80, y: 66), time: &time)
    #expect(recorder.performed == ["A"])
    #expect(host.cell(1)?.swipeOffset == 0)
  }

  @Test("without full swipes the drag stops at the actions' 148 points and opens them")
  func noFullSwipe() throws {
    let recorder = Recorder()
    let host = makeHost(recorder, fullSwipe: false)
    let view = host.collectionView
    view.handleTouch(.began, at: CGPoint(x: 380, y: 22), time: 0)
    view.handleTouch(.moved, at: CGPoint(x: 80, y: 22), time: 0.05)
    #expect(close(host.cell(0)?.swipeOffset ?? 0, -148))
    view.handleTouch(.ended, at: CGPoint(x: 80, y: 22), time: 0.1)
    #expect(recorder.performed.isEmpty)
    #expect(close(host.cell(0)?.swipeOffset ?? 0, -148))
  }

  @Test("a drag shorter than half the actions (74) closes them again")
  func shortSwipe() throws {
    let recorder = Recorder()
    let host = makeHost(recorder)
    var time: TimeInterval = 0
    drag(host.collectionView, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 240, y: 22), time: &time)
    #expect(host.cell(0)?.swipeOffset == 0)
    #expect(recorder.performed.isEmpty)
  }

  @Test("while actions are open, a tap elsewhere closes them and selects nothing")
  func tapElsewhere() throws {
    let recorder = Recorder()
    let host = makeHost(recorder)
    var time: TimeInterval = 0
    drag(host.collectionView, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), time: &time)
    #expect(close(host.cell(0)?.swipeOffset ?? 0, -148))
    tap(host.collectionView, at: CGPoint(x: 100, y: 200), time: &time)
    #expect(host.cell(0)?.swipeOffset == 0)
    #expect((host.collectionView.indexPathsForSelectedItems ?? []).isEmpty)
    #expect(recorder.performed.isEmpty)
    // The next tap selects as usual.
    tap(host.collectionView, at: CGPoint(x: 100, y: 200), time: &time)
    #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
  }

  @Test(
    "a leading swipe reveals the leading action on the left where the list gives one (row 1), not on row 0")
  func leading() throws {
    let recorder = Recorder()
    let host = makeHost(recorder)
    var time: TimeInterval = 0
    drag(host.collectionView, from: CGPoint(x: 50, y: 66), to: CGPoint(x: 150, y: 66), time: &time)
    let cell = try #require(host.cell(1))
    #expect(close(cell.swipeOffset, 74))
    #expect(close(cell.swipeActionViews[0].frame, CGRect(x: 0, y: 0, width: 74, height: 44)))
    #expect(cell.swipeActionViews[0].titleLabel.text == "C")
    tap(host.collectionView, at: CGPoint(x: 300, y: 300), time: &time)
    drag(host.collectionView, from: CGPoint(x: 50, y: 22), to: CGPoint(x: 150, y: 22), time: &time)
    #expect(host.cell(0)?.swipeOffset == 0)
  }

  @Test("a vertical drag scrolls and swipes nothing; a completion of false also closes")
  func verticalAndFalse() throws {
    let recorder = Recorder()
    recorder.completeWith = false
    let host = makeHost(recorder)
    let view = host.collectionView
    var time: TimeInterval = 0
    drag(view, from: CGPoint(x: 200, y: 400), to: CGPoint(x: 190, y: 300), time: &time)
    #expect(view.contentOffset.y > 0)
    #expect(view.visibleCells.allSatisfy { ($0 as? CollectionViewListCell)?.swipeOffset == 0 })
    view.advance(by: 5)
    view.setContentOffset(.zero, animated: false)
    view.layoutIfNeeded()
    drag(view, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), time: &time)
    tap(view, at: CGPoint(x: 350, y: 22), time: &time)
    #expect(recorder.performed == ["A"])
    #expect(host.cell(0)?.swipeOffset == 0)
  }
}
