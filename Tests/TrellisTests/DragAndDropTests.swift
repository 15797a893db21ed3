// Drag and drop driven by touches: the delegate call order of each touch sequence
// (docs/drag-and-drop.md §3), the gap's geometry in a flow grid, the reordering cadence, the
// context menu's long press, placeholders and refusals.
//
// The grid is `makeDragGrid` (DragAndDropTestSupport.swift): item i's centre is
// (50 + 145·(i % 3), 50 + 110·(i / 3)) and the content is not scrolled, so view and content
// coordinates are the same. Expected call lists are written from the orders in
// docs/drag-and-drop.md §3, not recorded from a run.

import Foundation
import Testing
import TrellisControls

@testable import Trellis

@MainActor
@Suite("Drag and drop")
struct DragAndDropTests {
  /// Touches down on item 1 (195, 50) at t = 0 and holds it for the lift delay (0.5 s).
  private func lift(
    _ collectionView: CollectionView, at point: CGPoint = CGPoint(x: 195, y: 50), time: TimeInterval = 0
  ) {
    collectionView.handleTouch(.began, at: point, time: time)
    collectionView.advance(by: 0.5)
  }

  @Test func liftMoveWithinAndDropShowsTheGapThenReordersByHand() throws {
    let recorder = DragDropRecorder()
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    recorder.perform = DragDropRecorder.reorderByHand(dataSource)

    collectionView.handleTouch(.began, at: CGPoint(x: 195, y: 50), time: 0)
    collectionView.advance(by: 0.25)
    #expect(recorder.calls.isEmpty)  // 0.25 s < the 0.5 s lift delay
    collectionView.advance(by: 0.25)
    #expect(recorder.calls == ["cv itemsForBeginning 0-1", "cv dragPreview 0-1"])
    #expect(collectionView.hasActiveDrag)
    #expect(!collectionView.hasActiveDrop)  // the drag has not begun: the finger has not moved
    #expect(
      collectionView.activeDragPreviewParameters?.visiblePath == CGRect(x: 0, y: 0, width: 10, height: 10))

    // Over item 5 (centre (340, 160)): the drag begins, enters the collection view, and the
    // proposal (.move, .insertAtDestinationIndexPath) opens the gap at 5 at once (.immediate).
    recorder.calls = []
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    #expect(
      recorder.calls == [
        "cv allowsMove", "cv restricted", "cv dragWillBegin", "cv canHandle", "cv enter", "cv update 0-5",
      ])
    #expect(collectionView.hasActiveDrop)
    collectionView.layoutIfNeeded()
    // In-flight order 0 2 3 4 5 1 6 7 8: items 2–5 each shift back one place.
    #expect(
      frameOfCell(showing: "item2", in: collectionView) == CGRect(x: 145, y: 0, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item3", in: collectionView) == CGRect(x: 290, y: 0, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item4", in: collectionView) == CGRect(x: 0, y: 110, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item5", in: collectionView) == CGRect(x: 145, y: 110, width: 100, height: 100))
    // The lifted item is centred under the finger, in the gap at place 5 (290…390, 110…210).
    #expect(
      frameOfCell(showing: "item1", in: collectionView) == CGRect(x: 290, y: 110, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item6", in: collectionView) == CGRect(x: 0, y: 220, width: 100, height: 100))
    #expect(dataSource.sections[0] == (0..<9).map { "item\($0)" })  // nothing changed yet

    recorder.calls = []
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    #expect(
      recorder.calls == [
        "cv update 0-5", "cv performDrop 0-5", "cv dropPreview 0-5", "cv dropDidEnd", "cv dragDidEnd",
      ])
    #expect(
      dataSource.sections[0] == [
        "item0", "item2", "item3", "item4", "item5", "item1", "item6", "item7", "item8",
      ])
    #expect(!collectionView.hasActiveDrag)
    #expect(!collectionView.hasActiveDrop)
    #expect(collectionView.lastUpdateError == nil)
    collectionView.advance(by: 0.3)
    #expect(
      frameOfCell(showing: "item1", in: collectionView) == CGRect(x: 290, y: 110, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item2", in: collectionView) == CGRect(x: 145, y: 0, width: 100, height: 100))
    #expect(frameOfCell(showing: "item0", in: collectionView) == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func slowCadenceMovesTheGapOnlyAfterHalfASecondOverTheNewPlace() {
    let recorder = DragDropRecorder()
    let (collectionView, _) = makeDragGrid(recorder: recorder)
    collectionView.reorderingCadence = .slow
    #expect(CollectionView.ReorderingCadence.slow.delay == 0.5)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.layoutIfNeeded()
    // The gap opened at the item's own place (1); item 2 has not moved.
    #expect(
      frameOfCell(showing: "item2", in: collectionView) == CGRect(x: 290, y: 0, width: 100, height: 100))
    collectionView.advance(by: 0.375)  // touch clock 1.0 < 0.625 + 0.5
    #expect(
      frameOfCell(showing: "item2", in: collectionView) == CGRect(x: 290, y: 0, width: 100, height: 100))
    collectionView.advance(by: 0.125)  // touch clock 1.125: due
    #expect(
      frameOfCell(showing: "item2", in: collectionView) == CGRect(x: 145, y: 0, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item5", in: collectionView) == CGRect(x: 145, y: 110, width: 100, height: 100))
  }

  @Test func fastCadenceRestartsItsDelayWhenTheDestinationChanges() {
    let recorder = DragDropRecorder()
    let (collectionView, _) = makeDragGrid(recorder: recorder)
    collectionView.reorderingCadence = .fast
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)  // over 5, due 0.775
    collectionView.handleTouch(.moved, at: CGPoint(x: 50, y: 270), time: 0.75)  // over 6, due 0.9
    collectionView.handleTouch(.moved, at: CGPoint(x: 51, y: 270), time: 0.875)
    collectionView.layoutIfNeeded()
    #expect(
      frameOfCell(showing: "item5", in: collectionView) == CGRect(x: 290, y: 110, width: 100, height: 100))
    collectionView.advance(by: 0.03125)  // 0.90625 ≥ 0.9: the gap moves to 6
    // In-flight order 0 2 3 4 5 6 1 7 8: item 6 moved back to place 5.
    #expect(
      frameOfCell(showing: "item6", in: collectionView) == CGRect(x: 290, y: 110, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item5", in: collectionView) == CGRect(x: 145, y: 110, width: 100, height: 100))
  }

  @Test func leavingAndComingBackExitsAndEntersAndReleasingOutsideCancels() {
    let recorder = DragDropRecorder()
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    recorder.perform = DragDropRecorder.reorderByHand(dataSource)
    lift(collectionView)
    recorder.calls = []
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.handleTouch(.moved, at: CGPoint(x: 500, y: 160), time: 0.75)  // x 500 > width 390
    #expect(!collectionView.hasActiveDrop)
    collectionView.handleTouch(.moved, at: CGPoint(x: 50, y: 270), time: 0.875)
    collectionView.handleTouch(.ended, at: CGPoint(x: 500, y: 270), time: 1)
    #expect(
      recorder.calls == [
        "cv allowsMove", "cv restricted", "cv dragWillBegin", "cv canHandle", "cv enter", "cv update 0-5",
        "cv exit", "cv canHandle", "cv enter", "cv update 0-6", "cv exit", "cv dropDidEnd", "cv dragDidEnd",
      ])
    #expect(dataSource.sections[0] == (0..<9).map { "item\($0)" })
    collectionView.advance(by: 0.3)
    #expect(
      frameOfCell(showing: "item1", in: collectionView) == CGRect(x: 145, y: 0, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item2", in: collectionView) == CGRect(x: 290, y: 0, width: 100, height: 100))
  }

  @Test func aCancelledTouchOrANewTouchCancelsTheDrag() {
    for phase in [TouchPhase.cancelled, .began] {
      let recorder = DragDropRecorder()
      let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
      lift(collectionView)
      collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
      recorder.calls = []
      collectionView.handleTouch(phase, at: CGPoint(x: 50, y: 50), time: 0.75)
      #expect(recorder.calls == ["cv exit", "cv dropDidEnd", "cv dragDidEnd"])
      #expect(!collectionView.hasActiveDrag && !collectionView.hasActiveDrop)
      #expect(dataSource.moves.isEmpty)
      // The new touch does nothing else: its end neither drops nor selects.
      collectionView.handleTouch(.ended, at: CGPoint(x: 50, y: 50), time: 0.875)
      #expect(recorder.calls.count == 3)
      #expect(collectionView.indexPathsForSelectedItems == nil)
    }
  }

  @Test func aForbiddenProposalShowsNoGapAndReleasingCancels() {
    let recorder = DragDropRecorder()
    recorder.proposal = { _, _, _ in CollectionViewDropProposal(operation: .forbidden) }
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.layoutIfNeeded()
    #expect(!collectionView.isInteractivelyMoving)
    #expect(
      frameOfCell(showing: "item2", in: collectionView) == CGRect(x: 290, y: 0, width: 100, height: 100))
    recorder.calls = []
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    #expect(recorder.calls == ["cv update 0-5", "cv exit", "cv dropDidEnd", "cv dragDidEnd"])
    #expect(dataSource.moves.isEmpty)
  }

  @Test func aMoveTheSessionDoesNotAllowIsACopyWithoutAGap() {
    final class NoMove: DragDropRecorder {
      override func collectionView(
        _ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession
      ) -> Bool { false }
    }
    let recorder = NoMove()
    var operations: [DropOperation] = []
    recorder.perform = { _, coordinator in operations.append(coordinator.proposal.operation) }
    let (collectionView, _) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    #expect(!collectionView.isInteractivelyMoving)
    #expect(collectionView.activeDragSession?.allowsMoveOperation == false)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    // The drop happens (a move counts as a copy); the proposal is the delegate's own.
    #expect(operations == [.move])
  }

  @Test func movingBeforeTheLiftDelayScrollsOrFailsAndLiftsNothing() {
    let recorder = DragDropRecorder()
    let (collectionView, _) = makeDragGrid(count: 30, recorder: recorder)
    collectionView.handleTouch(.began, at: CGPoint(x: 195, y: 50), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 195, y: 45), time: 0.25)  // scrolls by 5
    collectionView.advance(by: 0.5)
    #expect(recorder.calls.isEmpty)
    #expect(!collectionView.hasActiveDrag)
    collectionView.handleTouch(.ended, at: CGPoint(x: 195, y: 45), time: 0.875)
    // With drag interaction off, a long press lifts nothing either.
    collectionView.dragInteractionEnabled = false
    lift(collectionView, time: 2)
    #expect(recorder.calls.isEmpty)
  }

  @Test func anEmptyItemListLiftsNothingAndTheTouchSelectsAsUsual() {
    let recorder = DragDropRecorder()
    recorder.items = { _, _ in [] }
    let (collectionView, _) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    #expect(recorder.calls == ["cv itemsForBeginning 0-1"])
    #expect(!collectionView.hasActiveDrag)
    collectionView.handleTouch(.ended, at: CGPoint(x: 195, y: 50), time: 0.625)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func liftingAndReleasingWithoutMovingBeginsNoDrag() {
    let recorder = DragDropRecorder()
    let (collectionView, _) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.ended, at: CGPoint(x: 195, y: 50), time: 0.625)
    #expect(recorder.calls == ["cv itemsForBeginning 0-1", "cv dragPreview 0-1"])
    #expect(!collectionView.hasActiveDrag)
    #expect(collectionView.indexPathsForSelectedItems == nil)  // the lift ended the selection touch
  }

  @Test func theContextMenuComesFirstAndMovingTheFingerBeginsTheDragAndDismissesIt() {
    let recorder = DragDropRecorder()
    recorder.menu = ContextMenuConfiguration(actionProvider: { _ in
      Menu(children: [Action(title: "Copy") { _ in }])
    })
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    recorder.perform = DragDropRecorder.reorderByHand(dataSource)
    lift(collectionView)
    #expect(recorder.calls == ["cv menu [\"0-1\"]", "cv menuWillDisplay"])
    #expect(collectionView.presentedContextMenu != nil)
    #expect(!collectionView.hasActiveDrag)
    // 6 points: within the 10-point allowance, the menu stays.
    collectionView.handleTouch(.moved, at: CGPoint(x: 201, y: 50), time: 0.625)
    #expect(recorder.calls.count == 2)
    // 20 points away: the menu goes, the items lift and the drag begins at once.
    collectionView.handleTouch(.moved, at: CGPoint(x: 215, y: 50), time: 0.75)
    #expect(
      recorder.calls == [
        "cv menu [\"0-1\"]", "cv menuWillDisplay", "cv menuWillEnd", "cv itemsForBeginning 0-1",
        "cv dragPreview 0-1", "cv allowsMove", "cv restricted", "cv dragWillBegin", "cv canHandle",
        "cv enter",
        "cv update 0-1",
      ])
    #expect(collectionView.presentedContextMenu == nil)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.875)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 1)
    #expect(dataSource.sections[0][5] == "item1")
  }

  @Test func withoutAMenuTheLiftHappensAtTheSamePressTime() {
    let recorder = DragDropRecorder()
    recorder.menu = nil
    let (collectionView, _) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    #expect(recorder.calls == ["cv itemsForBeginning 0-1", "cv dragPreview 0-1"])
  }

  @Test func aSecondFingerAddsItemsAndAManyItemDragShowsNoGap() {
    let recorder = DragDropRecorder()
    var dropped: [IndexPath?] = []
    recorder.perform = { _, coordinator in dropped = coordinator.items.map(\.sourceIndexPath) }
    let (collectionView, _) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    #expect(collectionView.addItemsToActiveDrag(at: CGPoint(x: 50, y: 160)) == 1)  // item 3
    #expect(recorder.calls.last == "cv itemsForAdding 0-3")
    #expect(collectionView.activeDragSession?.items.count == 2)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    #expect(!collectionView.isInteractivelyMoving)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    #expect(dropped == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
    // Without a drag there is nothing to add to.
    #expect(collectionView.addItemsToActiveDrag(at: CGPoint(x: 50, y: 160)) == 0)
    #expect(collectionView.lastDragAndDropError?.kind == .noActiveDrop)
  }

  @Test func withoutADropDelegateTheCollectionViewReordersThroughItsDataSource() {
    let recorder = DragDropRecorder()
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    collectionView.dropDelegate = nil
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.layoutIfNeeded()
    #expect(
      frameOfCell(showing: "item2", in: collectionView) == CGRect(x: 145, y: 0, width: 100, height: 100))
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    #expect(dataSource.moves.count == 1)
    #expect(dataSource.moves.first?.0 == IndexPath(item: 1, section: 0))
    #expect(dataSource.moves.first?.1 == IndexPath(item: 5, section: 0))
    collectionView.advance(by: 0.3)
    #expect(
      frameOfCell(showing: "item1", in: collectionView) == CGRect(x: 290, y: 110, width: 100, height: 100))
    // An item the data source keeps in place is not taken.
    dataSource.immovable = [IndexPath(item: 0, section: 0)]
    collectionView.handleTouch(.began, at: CGPoint(x: 50, y: 50), time: 2)
    collectionView.advance(by: 0.5)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 2.625)
    #expect(!collectionView.hasActiveDrop)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 2.75)
    #expect(dataSource.moves.count == 1)
  }

  @Test func aPerformDropThatPlacesNothingLeavesTheReorderToTheDataSource() {
    let recorder = DragDropRecorder()
    recorder.perform = { _, _ in }
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 50, y: 270), time: 0.625)  // item 6
    collectionView.handleTouch(.ended, at: CGPoint(x: 50, y: 270), time: 0.75)
    #expect(dataSource.moves.count == 1)
    #expect(
      dataSource.sections[0] == [
        "item0", "item2", "item3", "item4", "item5", "item6", "item1", "item7", "item8",
      ])
  }

  // MARK: - Refusals

  @Test func droppingToAnIndexPathThatDoesNotExistIsRefusedAndChangesNothing() {
    let recorder = DragDropRecorder()
    var animatorRan = false
    recorder.perform = { _, coordinator in
      let animator = coordinator.drop(coordinator.items[0].dragItem, toItemAt: IndexPath(item: 9, section: 0))
      animator.addCompletion { animatorRan = true }
    }
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    #expect(collectionView.lastDragAndDropError?.kind == .indexPathOutOfRange)
    #expect(!animatorRan)
    #expect(!recorder.calls.contains("cv dropPreview 0-9"))
    // Refused, so the item counts as not placed: the reorder goes through the data source.
    #expect(dataSource.moves.count == 1)
  }

  @Test func aForeignOrTwiceDroppedItemOrAnUnusableRectIsRefused() {
    let recorder = DragDropRecorder()
    var kinds: [DragAndDropError.Kind?] = []
    recorder.perform = { collectionView, coordinator in
      let item = coordinator.items[0].dragItem
      coordinator.drop(DragItem(itemProvider: ItemProvider()), toItemAt: IndexPath(item: 0, section: 0))
      kinds.append(collectionView.lastDragAndDropError?.kind)
      coordinator.drop(
        item, intoItemAt: IndexPath(item: 0, section: 0),
        rect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
      kinds.append(collectionView.lastDragAndDropError?.kind)
      coordinator.drop(
        item, intoItemAt: IndexPath(item: 0, section: 0), rect: CGRect(x: 0, y: 0, width: 10, height: 10))
      coordinator.drop(item, toItemAt: IndexPath(item: 0, section: 0))
      kinds.append(collectionView.lastDragAndDropError?.kind)
    }
    recorder.proposal = { _, _, _ in
      CollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    }
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    #expect(kinds == [.itemNotInDrop, .unusableGeometry, .itemAlreadyDropped])
    #expect(dataSource.moves.isEmpty)
  }

  @Test func anItemDeletedMidDragLosesItsSourceAndIsNotReordered() {
    let recorder = DragDropRecorder()
    var sources: [IndexPath?] = []
    recorder.perform = { _, coordinator in sources = coordinator.items.map(\.sourceIndexPath) }
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    #expect(collectionView.isInteractivelyMoving)
    // The app deletes item 0 and then item 1 (the dragged one): the gap closes for the update.
    collectionView.performBatchUpdates {
      dataSource.sections[0].remove(at: 0)
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(collectionView.lastUpdateError == nil)
    #expect(collectionView.activeDragSession?.items.first?.sourceIndexPath == IndexPath(item: 0, section: 0))
    collectionView.performBatchUpdates {
      dataSource.sections[0].remove(at: 0)
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(collectionView.activeDragSession?.items.first?.sourceIndexPath == nil)
    collectionView.handleTouch(.moved, at: CGPoint(x: 50, y: 160), time: 0.75)
    collectionView.handleTouch(.ended, at: CGPoint(x: 50, y: 160), time: 0.875)
    #expect(sources == [nil])
    #expect(dataSource.moves.isEmpty)
    #expect(dataSource.sections[0] == (2..<9).map { "item\($0)" })
  }

  @Test func anUpdateReportedAfterTheDataChangedDuringACrossSectionGapKeepsThePreGapCounts() {
    // Two sections of three: section 0 is the line y 0…100, section 1 the line y 100…200 (no
    // section insets, so the lines touch). Item "a1" (centre (195, 50)) is lifted and moved over
    // section 1's item 1 (centre (195, 150)): the gap opens there, so the collection view shows
    // [2, 4] items while the data source still has [3, 3].
    let recorder = DragDropRecorder()
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    dataSource.sections = [["a0", "a1", "a2"], ["b0", "b1", "b2"]]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 195, y: 150), time: 0.625)
    #expect(collectionView.isInteractivelyMoving)
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    // The app removes "a0" from its data first, then reports it (UIKit's usual order outside a
    // batch). The update closes the gap; its "before" counts are the data source's before the
    // change, [3, 3], not the changed [2, 3] (a refusal would say "before the update (2)").
    dataSource.sections[0].remove(at: 0)
    collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(collectionView.lastUpdateError == nil)
    #expect(!collectionView.isInteractivelyMoving)
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 3)
    // The dragged "a1" moved up one place with the delete.
    #expect(collectionView.activeDragSession?.items.first?.sourceIndexPath == IndexPath(item: 0, section: 0))
  }

  @Test func theReleaseLandsTheItemInTheGapItShowsNotUnderTheFinger() {
    // Lift item 1 (195, 50), move over item 5 (340, 160): the gap shows at 5. The finger then
    // lifts over item 7's place (195, 270) without a movement event in between: the release
    // neither moves the gap nor opens another, so the item lands at 5 (docs/drag-and-drop.md §3).
    let recorder = DragDropRecorder()
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    collectionView.dropDelegate = nil
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.handleTouch(.ended, at: CGPoint(x: 195, y: 270), time: 0.75)
    #expect(dataSource.moves.count == 1)
    #expect(dataSource.moves.first?.0 == IndexPath(item: 1, section: 0))
    #expect(dataSource.moves.first?.1 == IndexPath(item: 5, section: 0))
  }

  @Test func aReleaseAfterAnUpdateClosedTheGapReordersNothing() {
    // The gap shows at 5; the app deletes item 8 (a batch update closes the gap, §4); the finger
    // lifts where it was: no gap shows, so nothing is reordered (§5) and the data is 0…7.
    let recorder = DragDropRecorder()
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    collectionView.dropDelegate = nil
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    #expect(collectionView.isInteractivelyMoving)
    collectionView.performBatchUpdates {
      dataSource.sections[0].remove(at: 8)
      collectionView.deleteItems(at: [IndexPath(item: 8, section: 0)])
    }
    #expect(collectionView.lastUpdateError == nil)
    #expect(!collectionView.isInteractivelyMoving)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    #expect(dataSource.moves.isEmpty)
    #expect(dataSource.sections[0] == (0..<8).map { "item\($0)" })
    #expect(!collectionView.isInteractivelyMoving)
  }

  // MARK: - Placeholders

  @Test func aPlaceholderIsShownUntilCommittedAndCommittingTwiceIsRefused() throws {
    let recorder = DragDropRecorder()
    var context: CollectionViewDropPlaceholderContext?
    recorder.proposal = { _, _, _ in
      CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    recorder.perform = { _, coordinator in
      let placeholder = CollectionViewDropPlaceholder(
        insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "cell")
      placeholder.cellUpdateHandler = { cell in (cell as? ValueCell)?.value = "loading" }
      context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
    }
    let (collectionView, dataSource) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    collectionView.advance(by: 0.3)
    let placeholderContext = try #require(context)
    // Ten items shown (nine and the placeholder); the data source still has nine.
    #expect(collectionView.numberOfItems(inSection: 0) == 10)
    #expect(
      frameOfCell(showing: "loading", in: collectionView) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item0", in: collectionView) == CGRect(x: 145, y: 0, width: 100, height: 100))
    #expect(
      frameOfCell(showing: "item8", in: collectionView) == CGRect(x: 0, y: 330, width: 100, height: 100))

    #expect(
      placeholderContext.commitInsertion { indexPath in
        dataSource.sections[0].insert("new", at: indexPath.item)
      })
    collectionView.advance(by: 0.3)
    #expect(collectionView.numberOfItems(inSection: 0) == 10)
    #expect(frameOfCell(showing: "new", in: collectionView) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frameOfCell(showing: "loading", in: collectionView) == nil)

    #expect(!placeholderContext.commitInsertion { _ in dataSource.sections[0].append("again") })
    #expect(collectionView.lastDragAndDropError?.kind == .placeholderAlreadyResolved)
    #expect(!placeholderContext.deletePlaceholder())
    #expect(dataSource.sections[0].count == 10)
  }

  @Test func aDeletedPlaceholderGoesAndAPlaceholderPastTheEndIsRefused() throws {
    let recorder = DragDropRecorder()
    var contexts: [CollectionViewDropPlaceholderContext] = []
    recorder.proposal = { _, _, _ in CollectionViewDropProposal(operation: .copy) }
    recorder.perform = { _, coordinator in
      contexts.append(
        coordinator.drop(
          coordinator.items[0].dragItem,
          to: CollectionViewDropPlaceholder(
            insertionIndexPath: IndexPath(item: 3, section: 0), reuseIdentifier: "cell")))
    }
    let (collectionView, _) = makeDragGrid(recorder: recorder)
    lift(collectionView)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 0.625)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 0.75)
    #expect(collectionView.numberOfItems(inSection: 0) == 10)
    #expect(contexts[0].deletePlaceholder())
    collectionView.advance(by: 0.3)
    #expect(collectionView.numberOfItems(inSection: 0) == 9)
    #expect(
      frameOfCell(showing: "item3", in: collectionView) == CGRect(x: 0, y: 110, width: 100, height: 100))

    recorder.perform = { _, coordinator in
      contexts.append(
        coordinator.drop(
          coordinator.items[0].dragItem,
          to: CollectionViewDropPlaceholder(
            insertionIndexPath: IndexPath(item: 10, section: 0), reuseIdentifier: "cell")))
    }
    lift(collectionView, at: CGPoint(x: 50, y: 50), time: 2)
    collectionView.handleTouch(.moved, at: CGPoint(x: 340, y: 160), time: 2.625)
    collectionView.handleTouch(.ended, at: CGPoint(x: 340, y: 160), time: 2.75)
    #expect(collectionView.lastDragAndDropError?.kind == .indexPathOutOfRange)
    #expect(collectionView.numberOfItems(inSection: 0) == 9)
    #expect(!contexts[1].commitInsertion { _ in })
  }
}
