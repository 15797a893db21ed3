// The two-finger pan that selects several items (docs/selection.md §6).
//
// The grid is a flow layout of 100 × 100 items, 10 points apart, with a 10-point section inset,
// in a 340-point-wide view: 10 + 3·100 + 2·10 + 10 = 340, so a row holds exactly 3 items and
// item i is at x = 10 + 110·(i mod 3), y = 10 + 110·⌊i / 3⌋. Column c spans x 10+110c … 110+110c
// and row r spans y 10+110r … 110+110r; the midpoint (60, 60) is in item 0, (280, 60) in item 2,
// (280, 280) in item 8, (60, 280) in item 6. Expected calls are written out from those frames and
// the order of docs/selection.md §6, not recorded from a run.

import Foundation
import Testing

@testable import Trellis

/// A delegate that writes every pan and selection call and may refuse the pan.
private final class PanRecorder: CollectionViewDelegate {
  var calls: [String] = []
  var allowsPan = true
  var editingAtBegin: Bool?

  private func log(_ name: String, _ indexPath: IndexPath) {
    calls.append("\(name) \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    log("shouldBeginMultiple", indexPath)
    return allowsPan
  }

  func collectionView(
    _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    editingAtBegin = collectionView.isEditing
    log("didBeginMultiple", indexPath)
  }

  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {
    calls.append("didEndMultiple")
  }

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    log("shouldHighlight", indexPath)
    return true
  }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    log("shouldSelect", indexPath)
    return true
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    log("didSelect", indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    log("didDeselect", indexPath)
  }
}

/// The 3-column grid of the file comment: `count` items in a 340 × `height` view.
@MainActor
func makeThreeColumnGrid(count: Int, height: CGFloat = 600) -> (CollectionView, ValueDataSource) {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.minimumInteritemSpacing = 10
  layout.minimumLineSpacing = 10
  layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  let dataSource = ValueDataSource(count: count)
  let collectionView = makeCollectionView(
    frame: CGRect(x: 0, y: 0, width: 340, height: height), layout: layout, dataSource: dataSource)
  return (collectionView, dataSource)
}

@MainActor
@Suite("Multiple selection with a two-finger pan")
struct MultipleSelectionPanTests {
  private func make(count: Int = 12) -> (CollectionView, ValueDataSource, PanRecorder) {
    let (collectionView, dataSource) = makeThreeColumnGrid(count: count)
    let recorder = PanRecorder()
    (collectionView as? RetainingCollectionView)?.retained.append(recorder)
    collectionView.delegate = recorder
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = true
    return (collectionView, dataSource, recorder)
  }

  private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  /// Two fingers 20 points apart horizontally whose midpoint is `point`.
  private func fingers(
    _ collectionView: CollectionView, _ phase: TouchPhase, _ point: CGPoint, at time: TimeInterval
  ) {
    collectionView.handleTwoFingerTouch(
      phase, at: CGPoint(x: point.x - 10, y: point.y), and: CGPoint(x: point.x + 10, y: point.y), time: time)
  }

  @Test func theFrameOfTheGridIsAsWorkedOut() throws {
    let (collectionView, _, _) = make()
    // Item 5: column 2, row 1 → (230, 120); item 10: column 1, row 3 → (120, 340).
    #expect(
      collectionView.layoutAttributesForItem(at: path(5))?.frame
        == CGRect(x: 230, y: 120, width: 100, height: 100))
    #expect(
      collectionView.layoutAttributesForItem(at: path(10))?.frame
        == CGRect(x: 120, y: 340, width: 100, height: 100))
  }

  @Test func aPanAcrossThenDownThenBackSelectsTheItemsInTheOrderPassed() {
    let (collectionView, _, recorder) = make()
    fingers(collectionView, .began, CGPoint(x: 60, y: 60), at: 0)
    // One event crosses items 0, 1, 2 along y = 60.
    fingers(collectionView, .moved, CGPoint(x: 280, y: 60), at: 0.05)
    // Down x = 280 from y 60 to 280: items 2 (already), 5, 8.
    fingers(collectionView, .moved, CGPoint(x: 280, y: 280), at: 0.10)
    // Left along y = 280 to x 60: items 8 (already), 7, 6.
    fingers(collectionView, .moved, CGPoint(x: 60, y: 280), at: 0.15)
    fingers(collectionView, .ended, CGPoint(x: 60, y: 280), at: 0.20)
    #expect(
      recorder.calls == [
        "shouldBeginMultiple 0-0", "didBeginMultiple 0-0",
        "shouldSelect 0-0", "didSelect 0-0", "shouldSelect 0-1", "didSelect 0-1", "shouldSelect 0-2",
        "didSelect 0-2", "shouldSelect 0-5", "didSelect 0-5", "shouldSelect 0-8", "didSelect 0-8",
        "shouldSelect 0-7", "didSelect 0-7", "shouldSelect 0-6", "didSelect 0-6", "didEndMultiple",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [0, 1, 2, 5, 6, 7, 8].map(path))
    #expect(collectionView.isEditing)
    // UIKit sets isEditing before didBegin (its docs: asked "before it sets isEditing to true").
    #expect(recorder.editingAtBegin == true)
    #expect(collectionView.contentOffset == .zero)
  }

  @Test func itemsPassedOverAgainStaySelectedWithoutDelegateCalls() {
    let (collectionView, _, recorder) = make()
    fingers(collectionView, .began, CGPoint(x: 60, y: 60), at: 0)
    fingers(collectionView, .moved, CGPoint(x: 280, y: 60), at: 0.05)
    let afterForward = recorder.calls.count
    // Back over items 2, 1, 0.
    fingers(collectionView, .moved, CGPoint(x: 60, y: 60), at: 0.10)
    #expect(recorder.calls.count == afterForward)
    #expect(collectionView.indexPathsForSelectedItems == [0, 1, 2].map(path))
    for item in 0...2 { #expect(collectionView.cellForItem(at: path(item))?.isSelected == true) }
  }

  @Test func theSelectingPanDoesNotScrollScrollableContent() {
    // 60 items: 20 rows, content 10 + 20·110 = 2210 tall in a 600-point view.
    let (collectionView, _, recorder) = make(count: 60)
    fingers(collectionView, .began, CGPoint(x: 60, y: 280), at: 0)  // item 6
    fingers(collectionView, .moved, CGPoint(x: 60, y: 60), at: 0.05)  // up over item 3 to item 0
    fingers(collectionView, .ended, CGPoint(x: 60, y: 60), at: 0.10)
    #expect(collectionView.contentOffset == .zero)
    #expect(collectionView.indexPathsForSelectedItems == [0, 3, 6].map(path))
    #expect(
      recorder.calls.filter { $0.hasPrefix("didSelect") } == [
        "didSelect 0-6", "didSelect 0-3", "didSelect 0-0",
      ])
  }

  @Test func aRefusedPanScrollsAsOneFingerWouldAndSelectsNothing() {
    let (collectionView, _, recorder) = make(count: 60)
    recorder.allowsPan = false
    fingers(collectionView, .began, CGPoint(x: 60, y: 280), at: 0)
    // The midpoint moves up 100 points: the content follows it (offset 0 → 100, within range).
    fingers(collectionView, .moved, CGPoint(x: 60, y: 180), at: 0.05)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 100))
    fingers(collectionView, .cancelled, CGPoint(x: 60, y: 180), at: 0.10)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(!collectionView.isEditing)
    #expect(recorder.calls == ["shouldBeginMultiple 0-6"])
  }

  @Test func withoutADelegateMethodThePanFollowsAllowsMultipleSelectionDuringEditing() {
    // No delegate: UIKit's rule for an unimplemented method is allowsMultipleSelectionDuringEditing.
    let (collectionView, _) = makeThreeColumnGrid(count: 12)
    collectionView.allowsSelectionDuringEditing = true
    collectionView.handleTwoFingerTouch(
      .began, at: CGPoint(x: 50, y: 60), and: CGPoint(x: 70, y: 60), time: 0)
    collectionView.handleTwoFingerTouch(
      .moved, at: CGPoint(x: 160, y: 60), and: CGPoint(x: 180, y: 60), time: 0.05)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(!collectionView.isEditing)
    collectionView.handleTwoFingerTouch(
      .ended, at: CGPoint(x: 160, y: 60), and: CGPoint(x: 180, y: 60), time: 0.1)

    collectionView.allowsMultipleSelectionDuringEditing = true
    collectionView.handleTwoFingerTouch(
      .began, at: CGPoint(x: 50, y: 60), and: CGPoint(x: 70, y: 60), time: 1)
    collectionView.handleTwoFingerTouch(
      .moved, at: CGPoint(x: 160, y: 60), and: CGPoint(x: 180, y: 60), time: 1.05)
    #expect(collectionView.isEditing)
    #expect(collectionView.indexPathsForSelectedItems == [0, 1].map(path))
  }

  @Test func withSingleSelectionWhileEditingEachItemPassedReplacesTheLast() {
    let (collectionView, _, recorder) = make()
    collectionView.allowsMultipleSelectionDuringEditing = false
    fingers(collectionView, .began, CGPoint(x: 60, y: 60), at: 0)
    fingers(collectionView, .moved, CGPoint(x: 170, y: 60), at: 0.05)
    #expect(
      recorder.calls == [
        "shouldBeginMultiple 0-0", "didBeginMultiple 0-0", "shouldSelect 0-0", "didSelect 0-0",
        "shouldSelect 0-1", "didDeselect 0-0", "didSelect 0-1",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [path(1)])
  }

  @Test func aTouchThatBeginsBetweenItemsDoesNotAskAndDoesNotSelect() {
    let (collectionView, _, recorder) = make()
    // (115, 60) is in the 10-point gap between columns 0 and 1.
    fingers(collectionView, .began, CGPoint(x: 115, y: 60), at: 0)
    fingers(collectionView, .moved, CGPoint(x: 280, y: 60), at: 0.05)
    fingers(collectionView, .ended, CGPoint(x: 280, y: 60), at: 0.10)
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func nonFiniteFingersChangeNothing() {
    let (collectionView, _, recorder) = make()
    collectionView.handleTwoFingerTouch(
      .began, at: CGPoint(x: CGFloat.nan, y: 0), and: CGPoint(x: 60, y: 60), time: 0)
    collectionView.handleTwoFingerTouch(
      .moved, at: CGPoint(x: 60, y: 60), and: CGPoint(x: 280, y: 60), time: .infinity)
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func theSegmentEntryFollowsTheHalfOpenFrame() {
    let frame = CGRect(x: 10, y: 10, width: 100, height: 100)
    // From (0, 60) to (200, 60): enters at x = 10, 10/200 = 0.05 of the way.
    #expect(
      CollectionView.segmentEntry(from: CGPoint(x: 0, y: 60), to: CGPoint(x: 200, y: 60), into: frame) == 0.05
    )
    // Along the bottom edge y = 110 (excluded): no entry; along the top edge y = 10: entry.
    #expect(
      CollectionView.segmentEntry(from: CGPoint(x: 0, y: 110), to: CGPoint(x: 200, y: 110), into: frame)
        == nil)
    #expect(
      CollectionView.segmentEntry(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 200, y: 10), into: frame) == 0.05
    )
    // Passing above it: none.
    #expect(
      CollectionView.segmentEntry(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 200, y: 5), into: frame) == nil)
  }
}
