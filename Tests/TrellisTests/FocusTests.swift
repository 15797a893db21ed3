// Keyboard focus (docs/selection.md §7) on the 3-column grid of MultipleSelectionPanTests.swift:
// item i at x = 10 + 110·(i mod 3), y = 10 + 110·⌊i / 3⌋, 100 × 100, so
//
//     0  1  2
//     3  4  5
//     6  7  8
//     9 10 11
//
// Right from 0 is 1 (same row, 10-point gap), down from 1 is 4, and so on; right from 2 there is
// nothing in the row and every item to the right of x = 330 is missing, so the focus stays.
// Expected paths and calls are written out from the grid and the rules, not recorded from a run.

import Foundation
import Testing

@testable import Trellis

/// A delegate that writes the focus and selection calls and may refuse.
private final class FocusRecorder: CollectionViewDelegate {
  var calls: [String] = []
  var unfocusable: Set<Int> = []
  var refusesUpdate = false
  var preferred: IndexPath?
  var coordinatorOrder: [String] = []

  private func text(_ indexPath: IndexPath?) -> String {
    indexPath.map { "\($0.section)-\($0.item)" } ?? "nil"
  }

  func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
    !unfocusable.contains(indexPath.item)
  }

  func collectionView(
    _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
  ) -> Bool {
    calls.append(
      "shouldUpdateFocus \(text(context.previouslyFocusedIndexPath))→\(text(context.nextFocusedIndexPath))")
    return !refusesUpdate
  }

  func collectionView(
    _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator
  ) {
    calls.append(
      "didUpdateFocus \(text(context.previouslyFocusedIndexPath))→\(text(context.nextFocusedIndexPath))")
    coordinator.addCoordinatedAnimations({ self.coordinatorOrder.append("animations") }) {
      self.coordinatorOrder.append("completion")
    }
    coordinatorOrder.append("delegate returns")
  }

  func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { preferred }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldSelect \(text(indexPath))")
    return true
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(text(indexPath))")
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(text(indexPath))")
  }
}

@MainActor
@Suite("Keyboard focus")
struct FocusTests {
  private func make(count: Int = 12) -> (CollectionView, ValueDataSource, FocusRecorder) {
    let (collectionView, dataSource) = makeThreeColumnGrid(count: count)
    let recorder = FocusRecorder()
    (collectionView as? RetainingCollectionView)?.retained.append(recorder)
    collectionView.delegate = recorder
    collectionView.allowsFocus = true
    return (collectionView, dataSource, recorder)
  }

  private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  /// The focused item's number after each heading.
  private func walk(_ collectionView: CollectionView, _ headings: [FocusHeading]) -> [Int?] {
    headings.map { heading in
      collectionView.moveFocus(heading)
      return collectionView.indexPathForFocusedItem?.item
    }
  }

  @Test func arrowKeysWalkTheGridByFrames() {
    let (collectionView, _, _) = make()
    // Enter at 0 (first focusable), right 1, right 2, right (nothing: stays 2), down 5, down 8,
    // left 7, up 4, up 1, up (nothing above row 0: stays 1), down 4, down 7, down 10, down (stays).
    let walked = walk(
      collectionView,
      [.right, .right, .right, .right, .down, .down, .left, .up, .up, .up, .down, .down, .down, .down])
    #expect(walked == [0, 1, 2, 2, 5, 8, 7, 4, 1, 1, 4, 7, 10, 10])
  }

  @Test func aMoveWithNothingThatWayReturnsFalseAndKeepsTheFocus() {
    let (collectionView, _, recorder) = make()
    #expect(collectionView.moveFocus(.down))  // enters at 0
    recorder.calls.removeAll()
    #expect(!collectionView.moveFocus(.left))
    #expect(!collectionView.moveFocus(.up))
    #expect(collectionView.indexPathForFocusedItem == path(0))
    #expect(recorder.calls.isEmpty)
  }

  @Test func tabAndShiftTabFollowIndexPathOrderWithoutWrapping() {
    let (collectionView, _, _) = make()
    #expect(walk(collectionView, [.next, .next, .next, .next, .previous]) == [0, 1, 2, 3, 2])
    #expect(walk(collectionView, [.previous, .previous, .previous]) == [1, 0, 0])
  }

  @Test func itemsThatCannotBeFocusedAreSkipped() {
    let (collectionView, _, recorder) = make()
    recorder.unfocusable = [0, 1, 4]
    // Entering: 0 and 1 refused → 2.
    #expect(walk(collectionView, [.down]) == [2])
    // Left from 2 (x 230…330, row 0): the same row comes first, 1 (gap 10) then 0 (gap 120),
    // both refused; then the other rows by gap: column 1 (gap 10) nearest across first, 4
    // (centres 110 apart) refused, then 7 (220 apart).
    #expect(walk(collectionView, [.left]) == [7])
    // Tab from 7 → 8; shift-tab back 7, 6, 5, then 4 is refused → 3, then 2 (1 and 0 refused → stays).
    #expect(
      walk(collectionView, [.next, .previous, .previous, .previous, .previous, .previous, .previous]) == [
        8, 7, 6, 5, 3, 2, 2,
      ])
  }

  @Test func withoutAllowsFocusNothingCanBeFocused() {
    let (collectionView, _) = makeThreeColumnGrid(count: 12)
    #expect(!collectionView.allowsFocus)
    #expect(!collectionView.moveFocus(.down))
    #expect(collectionView.indexPathForFocusedItem == nil)
    collectionView.allowsFocus = true
    #expect(collectionView.moveFocus(.down))
    #expect(collectionView.indexPathForFocusedItem == path(0))
    // While editing, allowsFocusDuringEditing decides (default false): the focus cannot move on.
    collectionView.isEditing = true
    #expect(!collectionView.moveFocus(.right))
    collectionView.allowsFocusDuringEditing = true
    #expect(collectionView.moveFocus(.right))
    #expect(collectionView.indexPathForFocusedItem == path(1))
  }

  @Test func theDelegateIsAskedAndToldWithIndexPathsAndTheCoordinatorRunsInOrder() {
    let (collectionView, _, recorder) = make()
    collectionView.moveFocus(.right)
    collectionView.moveFocus(.down)
    collectionView.resignFocus()
    #expect(
      recorder.calls == [
        "shouldUpdateFocus nil→0-0", "didUpdateFocus nil→0-0", "shouldUpdateFocus 0-0→0-3",
        "didUpdateFocus 0-0→0-3", "shouldUpdateFocus 0-3→nil", "didUpdateFocus 0-3→nil",
      ])
    // Per change: the animations run when added, the completion after the delegate returns.
    #expect(Array(recorder.coordinatorOrder.prefix(3)) == ["animations", "delegate returns", "completion"])
  }

  @Test func aRefusedUpdateChangesNothing() {
    let (collectionView, _, recorder) = make()
    collectionView.moveFocus(.right)
    recorder.refusesUpdate = true
    #expect(!collectionView.moveFocus(.right))
    #expect(collectionView.indexPathForFocusedItem == path(0))
    #expect(collectionView.cellForItem(at: path(1))?.isFocused == false)
  }

  @Test func combinedOrEmptyHeadingsChangeNothing() {
    let (collectionView, _, recorder) = make()
    #expect(!collectionView.moveFocus([.up, .left]))
    #expect(!collectionView.moveFocus([]))
    #expect(collectionView.indexPathForFocusedItem == nil)
    #expect(recorder.calls.isEmpty)
  }

  @Test func theFocusedCellAndItsConfigurationStateShowTheFocus() throws {
    let (collectionView, _, _) = make()
    collectionView.moveFocus(.right)
    collectionView.moveFocus(.right)
    let focused = try #require(collectionView.cellForItem(at: path(1)))
    let previous = try #require(collectionView.cellForItem(at: path(0)))
    #expect(focused.isFocused)
    #expect(focused.configurationState.isFocused)
    #expect(!previous.isFocused)
    #expect(!previous.configurationState.isFocused)
    collectionView.resignFocus()
    #expect(!focused.isFocused)
  }

  @Test func selectionFollowsFocusSelectsAsATapWould() {
    let (collectionView, _, recorder) = make()
    collectionView.selectionFollowsFocus = true
    collectionView.moveFocus(.down)
    collectionView.moveFocus(.right)
    // Single selection: the previous item is deselected between shouldSelect and didSelect,
    // the order of a tap (docs/selection.md §3).
    #expect(
      recorder.calls == [
        "shouldUpdateFocus nil→0-0", "didUpdateFocus nil→0-0", "shouldSelect 0-0", "didSelect 0-0",
        "shouldUpdateFocus 0-0→0-1", "didUpdateFocus 0-0→0-1", "shouldSelect 0-1", "didDeselect 0-0",
        "didSelect 0-1",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [path(1)])
    #expect(collectionView.cellForItem(at: path(1))?.isSelected == true)
    #expect(collectionView.cellForItem(at: path(0))?.isSelected == false)
  }

  @Test func withoutSelectionFollowsFocusNothingIsSelected() {
    let (collectionView, _, recorder) = make()
    collectionView.moveFocus(.down)
    collectionView.moveFocus(.right)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(!recorder.calls.contains { $0.hasPrefix("shouldSelect") })
  }

  @Test func remembersLastFocusedIndexPathReturnsToTheLastItem() {
    let (collectionView, _, recorder) = make()
    recorder.preferred = path(5)
    // Without remembering: entry and re-entry go to the delegate's preferred item.
    #expect(walk(collectionView, [.down, .left]) == [5, 4])
    collectionView.resignFocus()
    #expect(walk(collectionView, [.down]) == [5])
    // Remembering: focus 5 → left 4, leave, re-enter at 4 (not the preferred 5).
    collectionView.remembersLastFocusedIndexPath = true
    #expect(walk(collectionView, [.left]) == [4])
    collectionView.resignFocus()
    #expect(walk(collectionView, [.up]) == [4])
  }

  @Test func aPreferredIndexPathThatNamesNoItemIsRecordedAndTheFirstItemIsFocused() {
    let (collectionView, _, recorder) = make()
    recorder.preferred = IndexPath(item: 99, section: 0)
    #expect(collectionView.moveFocus(.down))
    #expect(collectionView.indexPathForFocusedItem == path(0))
    #expect(collectionView.lastSelectionError?.kind == .itemOutOfRange)
  }

  @Test func theFocusFollowsItsItemThroughABatchAndGoesWithItsDeletion() {
    let (collectionView, dataSource, _) = make()
    #expect(walk(collectionView, [.down, .down]) == [0, 3])
    // Insert one item at 0: item 3 becomes item 4.
    collectionView.performBatchUpdates {
      dataSource.sections[0].insert("new", at: 0)
      collectionView.insertItems(at: [path(0)])
    }
    #expect(collectionView.lastUpdateError == nil)
    #expect(collectionView.indexPathForFocusedItem == path(4))
    // Delete it: the focus goes.
    collectionView.performBatchUpdates {
      dataSource.sections[0].remove(at: 4)
      collectionView.deleteItems(at: [path(4)])
    }
    #expect(collectionView.indexPathForFocusedItem == nil)
    collectionView.advance(by: 0.3)
    #expect(collectionView.visibleCells.allSatisfy { !$0.isFocused })
  }

  @Test func reloadDataForgetsTheFocus() {
    let (collectionView, _, _) = make()
    collectionView.remembersLastFocusedIndexPath = true
    #expect(walk(collectionView, [.down, .right]) == [0, 1])
    collectionView.reloadData()
    #expect(collectionView.indexPathForFocusedItem == nil)
    // Nothing remembered either: re-entry is at the first item.
    #expect(walk(collectionView, [.down]) == [0])
  }
}
