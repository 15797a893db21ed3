// Selection and highlighting: the delegate call orders of docs/selection.md §3, programmatic
// selection, cell states through reuse, and the selection following its items through updates.
//
// The collection view is 390 × 844 over a `FixedRowLayout` of 44-point rows: row r spans
// y = 44r … 44r + 44, so a finger at y = 44r + 22 (offset 0) is on item r. The expected call
// lists are written out from the orders in docs/selection.md, not recorded from a run.

import Foundation
import Testing

@testable import Trellis

/// A delegate that writes every highlight and selection call as "name s-i" and can refuse.
private final class SelectionRecorder: CollectionViewDelegate {
  var calls: [String] = []
  var refuseHighlight: Set<IndexPath> = []
  var refuseSelect: Set<IndexPath> = []
  var refuseDeselect: Set<IndexPath> = []

  private func log(_ name: String, _ indexPath: IndexPath) {
    calls.append("\(name) \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    log("shouldHighlight", indexPath)
    return !refuseHighlight.contains(indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    log("didHighlight", indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    log("didUnhighlight", indexPath)
  }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    log("shouldSelect", indexPath)
    return !refuseSelect.contains(indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    log("didSelect", indexPath)
  }

  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    log("shouldDeselect", indexPath)
    return !refuseDeselect.contains(indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    log("didDeselect", indexPath)
  }
}

@MainActor
@Suite("Selection and highlighting")
struct SelectionTests {
  private func make(
    count: Int = 100, sections: [[String]]? = nil
  ) -> (
    CollectionView, ValueDataSource, SelectionRecorder
  ) {
    let dataSource = sections.map { ValueDataSource(sections: $0) } ?? ValueDataSource(count: count)
    let recorder = SelectionRecorder()
    let collectionView = makeCollectionView(layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
    (collectionView as? RetainingCollectionView)?.retained.append(recorder)
    collectionView.delegate = recorder
    return (collectionView, dataSource, recorder)
  }

  private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

  /// The finger's point on row `row` (view coordinates, offset 0).
  private func row(_ row: Int) -> CGPoint { CGPoint(x: 100, y: CGFloat(row) * 44 + 22) }

  /// A tap on `row` that lifts after `duration` seconds, both events at the given times.
  private func tap(
    _ collectionView: CollectionView, row r: Int, at time: TimeInterval, duration: TimeInterval = 0.05
  ) {
    collectionView.handleTouch(.began, at: row(r), time: time)
    collectionView.handleTouch(.ended, at: row(r), time: time + duration)
  }

  // MARK: - Call orders (docs/selection.md §3)

  @Test func aQuickTapHighlightsAtTouchUpThenUnhighlightsAndSelects() throws {
    let (collectionView, _, recorder) = make()
    collectionView.handleTouch(.began, at: row(3), time: 10)
    // 0.1 s < 0.15 s: the touch-down is still being held back.
    collectionView.advance(by: 0.1)
    #expect(recorder.calls.isEmpty)
    collectionView.handleTouch(.ended, at: row(3), time: 10.12)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3", "shouldSelect 0-3", "didSelect 0-3",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [path(3)])
    let cell = try #require(collectionView.cellForItem(at: path(3)))
    #expect(cell.isSelected)
    #expect(!cell.isHighlighted)
  }

  @Test func pressAndHoldHighlightsAfterTheDelayAndSelectsWhenTheFingerLifts() throws {
    let (collectionView, _, recorder) = make()
    let background = View(frame: .zero)
    let cell = try #require(collectionView.cellForItem(at: path(3)))
    cell.selectedBackgroundView = background
    #expect(background.isHidden)
    collectionView.handleTouch(.began, at: row(3), time: 0)
    collectionView.advance(by: 0.1)
    #expect(recorder.calls.isEmpty)
    // The clock reaches 0.15 s exactly: the delay is over.
    collectionView.advance(by: 0.05)
    #expect(recorder.calls == ["shouldHighlight 0-3", "didHighlight 0-3"])
    #expect(cell.isHighlighted)
    #expect(!background.isHidden)
    collectionView.advance(by: 1)
    collectionView.handleTouch(.ended, at: row(3), time: 1.15)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3", "shouldSelect 0-3", "didSelect 0-3",
      ])
    #expect(!cell.isHighlighted)
    #expect(cell.isSelected)
    #expect(!background.isHidden)
  }

  @Test func aTouchEventAfterTheDelayHighlightsFirstEvenWithoutAnAdvance() {
    let (collectionView, _, recorder) = make()
    collectionView.isScrollEnabled = false
    collectionView.handleTouch(.began, at: row(3), time: 0)
    // No advance: the move at 0.2 s shows the finger stayed down past 0.15 s.
    collectionView.handleTouch(.moved, at: CGPoint(x: 101, y: 3 * 44 + 22), time: 0.2)
    #expect(recorder.calls == ["shouldHighlight 0-3", "didHighlight 0-3"])
  }

  @Test func aTouchThatScrollsBeforeTheDelayHighlightsAndSelectsNothing() {
    let (collectionView, _, recorder) = make()
    collectionView.handleTouch(.began, at: row(8), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 8 * 44 + 2), time: 0.05)
    #expect(collectionView.isDragging)
    collectionView.advance(by: 0.5)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 8 * 44 + 2), time: 0.6)
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func aTouchThatScrollsAfterTheHighlightUnhighlightsAndSelectsNothing() throws {
    let (collectionView, _, recorder) = make()
    collectionView.handleTouch(.began, at: row(8), time: 0)
    collectionView.advance(by: 0.2)
    let cell = try #require(collectionView.cellForItem(at: path(8)))
    #expect(cell.isHighlighted)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 8 * 44 + 2), time: 0.25)
    #expect(recorder.calls == ["shouldHighlight 0-8", "didHighlight 0-8", "didUnhighlight 0-8"])
    #expect(!cell.isHighlighted)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 8 * 44 + 2), time: 0.3)
    #expect(recorder.calls.count == 3)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func aCancelledTouchUnhighlightsAndSelectsNothing() {
    let (collectionView, _, recorder) = make()
    collectionView.handleTouch(.began, at: row(2), time: 0)
    collectionView.advance(by: 0.2)
    collectionView.handleTouch(.cancelled, at: row(2), time: 0.3)
    #expect(recorder.calls == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2"])
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func liftingOnAnotherItemUnhighlightsAndSelectsNothing() {
    let (collectionView, _, recorder) = make()
    collectionView.isScrollEnabled = false
    collectionView.handleTouch(.began, at: row(3), time: 0)
    collectionView.advance(by: 0.2)
    collectionView.handleTouch(.moved, at: row(6), time: 0.3)
    collectionView.handleTouch(.ended, at: row(6), time: 0.35)
    #expect(recorder.calls == ["shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3"])
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func tappingAnotherItemInSingleSelectionDeselectsThePreviousOneBeforeSelecting() throws {
    let (collectionView, _, recorder) = make()
    tap(collectionView, row: 3, at: 0)
    recorder.calls = []
    tap(collectionView, row: 5, at: 1)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-5", "didHighlight 0-5", "didUnhighlight 0-5", "shouldSelect 0-5",
        "didDeselect 0-3",
        "didSelect 0-5",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [path(5)])
    #expect(try #require(collectionView.cellForItem(at: path(3))).isSelected == false)
    #expect(try #require(collectionView.cellForItem(at: path(5))).isSelected)
  }

  @Test func tappingTheSelectedItemInSingleSelectionSelectsItAgainWithoutDeselecting() {
    let (collectionView, _, recorder) = make()
    tap(collectionView, row: 3, at: 0)
    recorder.calls = []
    tap(collectionView, row: 3, at: 1)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3", "shouldSelect 0-3", "didSelect 0-3",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [path(3)])
  }

  @Test func tappingASelectedItemInMultipleSelectionDeselectsIt() throws {
    let (collectionView, _, recorder) = make()
    collectionView.allowsMultipleSelection = true
    tap(collectionView, row: 3, at: 0)
    tap(collectionView, row: 5, at: 1)
    #expect(collectionView.indexPathsForSelectedItems == [path(3), path(5)])
    recorder.calls = []
    tap(collectionView, row: 3, at: 2)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3", "shouldDeselect 0-3",
        "didDeselect 0-3",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [path(5)])
    #expect(try #require(collectionView.cellForItem(at: path(3))).isSelected == false)
  }

  @Test func shouldDeselectFalseKeepsTheItemSelected() {
    let (collectionView, _, recorder) = make()
    collectionView.allowsMultipleSelection = true
    tap(collectionView, row: 3, at: 0)
    recorder.refuseDeselect = [path(3)]
    recorder.calls = []
    tap(collectionView, row: 3, at: 1)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3", "shouldDeselect 0-3",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [path(3)])
  }

  @Test func shouldHighlightFalseSkipsTheWholeSelectionProcess() {
    let (collectionView, _, recorder) = make()
    recorder.refuseHighlight = [path(4)]
    tap(collectionView, row: 4, at: 0)
    #expect(recorder.calls == ["shouldHighlight 0-4"])
    // Held past the delay: asked once, at the delay, and nothing at touch-up.
    recorder.calls = []
    collectionView.handleTouch(.began, at: row(4), time: 1)
    collectionView.advance(by: 0.2)
    collectionView.handleTouch(.ended, at: row(4), time: 1.3)
    #expect(recorder.calls == ["shouldHighlight 0-4"])
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(collectionView.cellForItem(at: path(4))?.isHighlighted == false)
  }

  @Test func shouldSelectFalseLeavesTheSelectionAsItWas() {
    let (collectionView, _, recorder) = make()
    tap(collectionView, row: 1, at: 0)
    recorder.refuseSelect = [path(6)]
    recorder.calls = []
    tap(collectionView, row: 6, at: 1)
    #expect(
      recorder.calls == ["shouldHighlight 0-6", "didHighlight 0-6", "didUnhighlight 0-6", "shouldSelect 0-6"])
    #expect(collectionView.indexPathsForSelectedItems == [path(1)])
    #expect(collectionView.cellForItem(at: path(6))?.isSelected == false)
  }

  @Test func withoutContentTouchDelayTheItemHighlightsAtTouchDown() {
    let (collectionView, _, recorder) = make()
    collectionView.delaysContentTouches = false
    collectionView.handleTouch(.began, at: row(2), time: 0)
    #expect(recorder.calls == ["shouldHighlight 0-2", "didHighlight 0-2"])
    #expect(collectionView.cellForItem(at: path(2))?.isHighlighted == true)
  }

  @Test func aTouchThatStopsAFlingSelectsNothing() {
    let (collectionView, _, recorder) = make()
    // A fling: 200 points up in 50 ms.
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 600), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 500), time: 0.025)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 400), time: 0.05)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 400), time: 0.05)
    collectionView.advance(by: 0.1)
    #expect(collectionView.isDecelerating)
    tap(collectionView, row: 5, at: 0.2)
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func withSelectionNotAllowedTouchesAndCallsDoNothing() {
    let (collectionView, _, recorder) = make()
    collectionView.allowsSelection = false
    tap(collectionView, row: 3, at: 0)
    collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func whileEditingTheDuringEditingFlagsDecide() {
    let (collectionView, _, recorder) = make()
    collectionView.isEditing = true
    // allowsSelection is true but allowsSelectionDuringEditing is false (its default).
    tap(collectionView, row: 3, at: 0)
    #expect(recorder.calls.isEmpty)
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = true
    tap(collectionView, row: 3, at: 1)
    tap(collectionView, row: 5, at: 2)
    // Multiple selection while editing, though allowsMultipleSelection is false.
    #expect(collectionView.indexPathsForSelectedItems == [path(3), path(5)])
    collectionView.isEditing = false
    tap(collectionView, row: 7, at: 3)
    #expect(collectionView.indexPathsForSelectedItems == [path(7)])
  }

  // MARK: - Programmatic selection

  @Test func programmaticSelectionCallsNoDelegateMethodAndFollowsSingleOrMultipleSelection() throws {
    let (collectionView, _, recorder) = make()
    collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [path(3)])
    #expect(try #require(collectionView.cellForItem(at: path(3))).isSelected)
    collectionView.selectItem(at: path(5), animated: true, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [path(5)])
    #expect(try #require(collectionView.cellForItem(at: path(3))).isSelected == false)
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [path(1), path(5)])
    collectionView.deselectItem(at: path(5), animated: false)
    #expect(collectionView.indexPathsForSelectedItems == [path(1)])
    collectionView.deselectItem(at: path(9), animated: false)
    #expect(collectionView.indexPathsForSelectedItems == [path(1)])
    collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(try #require(collectionView.cellForItem(at: path(1))).isSelected == false)
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.lastSelectionError == nil)
  }

  @Test func selectingWithAScrollPositionScrollsTheItemThere() {
    let (collectionView, _, _) = make()
    // Item 50's top is at 50 × 44 = 2200; the content is 4400 tall, the largest offset 3556.
    collectionView.selectItem(at: path(50), animated: false, scrollPosition: .top)
    #expect(collectionView.contentOffset.y == 2200)
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: path(50))?.isSelected == true)
    // No position: the offset stays.
    collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
    #expect(collectionView.contentOffset.y == 2200)
  }

  @Test func selectingAnIndexPathOutsideTheDataChangesNothingAndSaysWhy() throws {
    let (collectionView, _, _) = make(count: 10)
    collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
    collectionView.selectItem(at: path(10), animated: false, scrollPosition: .top)
    #expect(collectionView.indexPathsForSelectedItems == [path(2)])
    var error = try #require(collectionView.lastSelectionError)
    #expect(error.kind == .itemOutOfRange)
    #expect(error.description.contains("item 10"))
    #expect(error.description.contains("section 0 has 10 items"))
    collectionView.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
    error = try #require(collectionView.lastSelectionError)
    #expect(error.kind == .sectionOutOfRange)
    #expect(error.description.contains("1 sections"))
    collectionView.selectItem(at: path(-1), animated: false, scrollPosition: [])
    #expect(collectionView.lastSelectionError?.kind == .invalidIndexPath)
    collectionView.lastSelectionError = nil
    collectionView.selectItem(at: IndexPath(index: 3), animated: false, scrollPosition: [])
    #expect(collectionView.lastSelectionError?.kind == .invalidIndexPath)
    collectionView.lastSelectionError = nil
    collectionView.deselectItem(at: path(12), animated: false)
    #expect(collectionView.lastSelectionError?.kind == .itemOutOfRange)
    #expect(collectionView.indexPathsForSelectedItems == [path(2)])
    #expect(collectionView.contentOffset.y == 0)
  }

  // MARK: - Cells through reuse

  @Test func cellsTakeTheirItemsStatesThroughReuse() throws {
    let (collectionView, _, _) = make()
    collectionView.allowsMultipleSelection = true
    // Item 60 is off screen (rows 0…19 are visible): selected without a cell.
    collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
    collectionView.selectItem(at: path(60), animated: false, scrollPosition: [])
    let first = try #require(collectionView.cellForItem(at: path(0)))
    #expect(first.isSelected)
    // To rows 50…69: every cell of rows 0…19 went to the pool and came back for other items.
    collectionView.setContentOffset(CGPoint(x: 0, y: 2200), animated: false)
    collectionView.layoutIfNeeded()
    for cell in collectionView.visibleCells {
      let indexPath = try #require(collectionView.indexPath(for: cell))
      #expect(cell.isSelected == (indexPath == path(60)), "cell at \(indexPath)")
      #expect(!cell.isHighlighted)
    }
    // Back to the top: item 0's cell (new or reused) is selected again.
    collectionView.setContentOffset(.zero, animated: false)
    collectionView.layoutIfNeeded()
    for cell in collectionView.visibleCells {
      let indexPath = try #require(collectionView.indexPath(for: cell))
      #expect(cell.isSelected == (indexPath == path(0)), "cell at \(indexPath)")
    }
  }

  @Test func aCellThatLeavesAndComesBackBrieflyKeepsItsState() throws {
    let (collectionView, _, _) = make()
    collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
    let cell = try #require(collectionView.cellForItem(at: path(0)))
    // 60 points down: row 0 (0…44) leaves the screen but lingers within a quarter screen.
    collectionView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: path(0)) == nil)
    collectionView.setContentOffset(.zero, animated: false)
    collectionView.layoutIfNeeded()
    let again = try #require(collectionView.cellForItem(at: path(0)))
    #expect(again === cell)
    #expect(again.isSelected)
  }

  // MARK: - Following the items (docs/selection.md §5)

  @Test func theSelectionFollowsItsItemsThroughInsertsAndDeletes() throws {
    let (collectionView, dataSource, _) = make(count: 10)
    collectionView.allowsMultipleSelection = true
    for item in [2, 5, 7] { collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
    // Delete item0 and item5, insert "new" at 1:
    // [item1, new, item2, item3, item4, item6, item7, item8, item9] → item2 at 2, item7 at 6.
    collectionView.performBatchUpdates {
      dataSource.sections[0].remove(at: 5)
      dataSource.sections[0].remove(at: 0)
      dataSource.sections[0].insert("new", at: 1)
      collectionView.deleteItems(at: [path(0), path(5)])
      collectionView.insertItems(at: [path(1)])
    }
    #expect(collectionView.lastUpdateError == nil)
    #expect(collectionView.indexPathsForSelectedItems == [path(2), path(6)])
    collectionView.advance(by: 0.3)
    for cell in collectionView.visibleCells {
      let indexPath = try #require(collectionView.indexPath(for: cell))
      #expect(cell.isSelected == [path(2), path(6)].contains(indexPath), "cell at \(indexPath)")
    }
  }

  @Test func theSelectionFollowsAMovedItem() {
    let (collectionView, dataSource, _) = make(count: 10)
    collectionView.allowsMultipleSelection = true
    for item in [2, 6, 8] { collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
    // item6 to the front: [item6, item0, item1, item2, …, item5, item7, item8, item9].
    collectionView.performBatchUpdates {
      let value = dataSource.sections[0].remove(at: 6)
      dataSource.sections[0].insert(value, at: 0)
      collectionView.moveItem(at: path(6), to: path(0))
    }
    #expect(collectionView.indexPathsForSelectedItems == [path(0), path(3), path(8)])
  }

  @Test func theSelectionFollowsSectionInsertsDeletesAndMoves() {
    let a = (0..<5).map { "a\($0)" }
    let b = (0..<5).map { "b\($0)" }
    let (collectionView, dataSource, _) = make(sections: [a, b])
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: path(4, 0), animated: false, scrollPosition: [])
    collectionView.selectItem(at: path(1, 1), animated: false, scrollPosition: [])
    // A new section in front: [new, A, B].
    collectionView.performBatchUpdates {
      dataSource.sections.insert(["n0", "n1"], at: 0)
      collectionView.insertSections([0])
    }
    #expect(collectionView.indexPathsForSelectedItems == [path(4, 1), path(1, 2)])
    // A deleted: [new, B]; a4 leaves the selection.
    collectionView.performBatchUpdates {
      dataSource.sections.remove(at: 1)
      collectionView.deleteSections([1])
    }
    #expect(collectionView.indexPathsForSelectedItems == [path(1, 1)])
    // B to the front: [B, new].
    collectionView.performBatchUpdates {
      let section = dataSource.sections.remove(at: 1)
      dataSource.sections.insert(section, at: 0)
      collectionView.moveSection(1, toSection: 0)
    }
    #expect(collectionView.indexPathsForSelectedItems == [path(1, 0)])
  }

  @Test func reloadedItemsAndReloadDataLeaveTheSelection() throws {
    let (collectionView, dataSource, _) = make(count: 10)
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
    collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
    collectionView.performBatchUpdates {
      dataSource.sections[0][3] = "item3 again"
      collectionView.reloadItems(at: [path(3)])
    }
    #expect(collectionView.indexPathsForSelectedItems == [path(4)])
    collectionView.advance(by: 0.3)
    #expect(try #require(collectionView.cellForItem(at: path(3))).isSelected == false)
    collectionView.reloadData()
    #expect(collectionView.indexPathsForSelectedItems == nil)
    collectionView.layoutIfNeeded()
    #expect(try #require(collectionView.cellForItem(at: path(4))).isSelected == false)
  }

  @Test func aTouchFollowsItsItemThroughABatchAndADeletedItemEndsIt() {
    let (collectionView, dataSource, recorder) = make(count: 10)
    collectionView.handleTouch(.began, at: row(5), time: 0)
    collectionView.advance(by: 0.2)
    // An item inserted in front while the finger is down: item5 is now 0-6 (row 6).
    collectionView.performBatchUpdates {
      dataSource.sections[0].insert("new", at: 0)
      collectionView.insertItems(at: [path(0)])
    }
    collectionView.advance(by: 0.3)
    #expect(collectionView.cellForItem(at: path(6))?.isHighlighted == true)
    collectionView.handleTouch(.ended, at: row(6), time: 0.6)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-5", "didHighlight 0-5", "didUnhighlight 0-6", "shouldSelect 0-6", "didSelect 0-6",
      ])
    #expect(dataSource.sections[0][6] == "item5")
    // The touched item deleted while the finger is down: the touch ends with it.
    recorder.calls = []
    collectionView.handleTouch(.began, at: row(2), time: 1)
    collectionView.advance(by: 0.2)
    collectionView.performBatchUpdates {
      dataSource.sections[0].remove(at: 2)
      collectionView.deleteItems(at: [path(2)])
    }
    collectionView.advance(by: 0.3)
    collectionView.handleTouch(.ended, at: row(2), time: 1.6)
    #expect(recorder.calls == ["shouldHighlight 0-2", "didHighlight 0-2"])
    // item5 moved up to 0-5 with the delete and stays selected.
    #expect(collectionView.indexPathsForSelectedItems == [path(5)])
    #expect(collectionView.visibleCells.allSatisfy { !$0.isHighlighted })
  }

  @Test func anInvalidBatchLeavesTheSelectionAlone() {
    let (collectionView, _, _) = make(count: 10)
    collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
    // The data source still has 10 items: deleting one is inconsistent and refused.
    collectionView.deleteItems(at: [path(0)])
    #expect(collectionView.lastUpdateError != nil)
    #expect(collectionView.indexPathsForSelectedItems == [path(3)])
  }

  @Test func theSelectionFollowsAnItemMovedInteractively() {
    let (collectionView, dataSource, _) = make(count: 30)
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
    collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
    #expect(collectionView.beginInteractiveMovementForItem(at: path(0)))
    // Over row 4 (centre y = 198): item0 goes to 4; item1…item4 move up by one.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 198))
    collectionView.layoutIfNeeded()
    // While moving, the selection is still named in the data source's order…
    #expect(collectionView.indexPathsForSelectedItems == [path(0), path(2)])
    // …and the cells show it at their in-flight places: item2 shows at 1, item0 at 4.
    #expect(collectionView.cellForItem(at: path(1))?.isSelected == true)
    #expect(collectionView.cellForItem(at: path(4))?.isSelected == true)
    #expect(collectionView.cellForItem(at: path(2))?.isSelected == false)
    collectionView.endInteractiveMovement()
    #expect(dataSource.sections[0].prefix(5) == ["item1", "item2", "item3", "item4", "item0"])
    #expect(collectionView.indexPathsForSelectedItems == [path(1), path(4)])
  }

  // MARK: - Against a model

  /// Random programmatic selections, taps, invalid index paths, inserts, deletes and moves,
  /// checked after every step against a model that knows items by value: the selected values,
  /// and whether multiple selection is on. The model applies UIKit's rules (docs/selection.md
  /// §2, §3, §5) to values, with no index arithmetic; the collection view must agree on the
  /// index paths, their order, and every visible cell's `isSelected`.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomSequencesAgreeWithAModelOfSelectedValues(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let (collectionView, dataSource, _) = make(count: 30)
    var selected = Set<String>()
    var multiple = false
    var time: TimeInterval = 0
    var nextValue = 0
    func values() -> [String] { dataSource.sections[0] }
    func select(_ value: String) {
      if multiple { selected.insert(value) } else { selected = [value] }
    }
    for step in 0..<300 {
      let count = values().count
      let item = Int.random(in: 0..<count, using: &random)
      let value = values()[item]
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        collectionView.selectItem(at: path(item), animated: false, scrollPosition: [])
        select(value)
      case 1:
        collectionView.deselectItem(at: path(item), animated: false)
        selected.remove(value)
      case 2, 3:
        // A tap on a visible row (rows 0…18 are on screen at offset 0).
        let row = Int.random(in: 0..<min(count, 19), using: &random)
        let tapped = values()[row]
        time += 1
        tap(collectionView, row: row, at: time)
        if multiple, selected.contains(tapped) { selected.remove(tapped) } else { select(tapped) }
      case 4:
        // Delete one item and insert a new value somewhere.
        let insertAt = Int.random(in: 0..<count, using: &random)
        nextValue += 1
        collectionView.performBatchUpdates {
          dataSource.sections[0].remove(at: item)
          dataSource.sections[0].insert("new\(nextValue)", at: insertAt)
          collectionView.deleteItems(at: [path(item)])
          collectionView.insertItems(at: [path(insertAt)])
        }
        selected.remove(value)
        collectionView.advance(by: 0.3)
      case 5:
        let target = Int.random(in: 0..<count, using: &random)
        collectionView.performBatchUpdates {
          let moved = dataSource.sections[0].remove(at: item)
          dataSource.sections[0].insert(moved, at: target)
          collectionView.moveItem(at: path(item), to: path(target))
        }
        collectionView.advance(by: 0.3)
      case 6:
        collectionView.selectItem(at: path(count + item), animated: false, scrollPosition: [])
        #expect(collectionView.lastSelectionError?.kind == .itemOutOfRange)
      default:
        multiple.toggle()
        collectionView.allowsMultipleSelection = multiple
      }
      #expect(collectionView.lastUpdateError == nil)
      let paths = collectionView.indexPathsForSelectedItems ?? []
      #expect(paths == paths.sorted(), "step \(step)")
      #expect(Set(paths.map { values()[$0.item] }) == selected, "step \(step)")
      #expect((collectionView.indexPathsForSelectedItems == nil) == selected.isEmpty)
      for cell in collectionView.visibleCells {
        let shown = try #require(cell as? ValueCell)
        #expect(cell.isSelected == selected.contains(shown.value), "step \(step): \(shown.value)")
        #expect(!cell.isHighlighted)
      }
    }
  }
}
