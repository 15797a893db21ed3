// Drags between collection views of a `DragDropSpace`: a card dragged from one column of a board
// to another (the call order of docs/drag-and-drop.md §3 across two collection views), and a
// seeded property test of random drag sessions against an array model.
//
// The board is 800 × 400: column A at x 0…390, column B at x 400…790, each a collection view of
// 44-point rows (`FixedRowLayout`): row r spans y = 44r … 44r + 44, so a point at y in a column is
// on its row ⌊y / 44⌋ when that row exists.

import Foundation
import Testing

@testable import Trellis

/// Two columns of a board: each removes a dropped card from the column it came from and inserts
/// it at the destination (the end of the column when the drop is below the last card).
@MainActor
private final class Board {
  let space = DragDropSpace(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
  let recorder = DragDropRecorder()
  let columns: [CollectionView]
  let dataSources: [ValueDataSource]

  init(_ cards: [[String]]) {
    var columns: [CollectionView] = []
    var dataSources: [ValueDataSource] = []
    for (index, column) in cards.enumerated() {
      let dataSource = ValueDataSource(sections: [column])
      let collectionView = makeCollectionView(
        frame: CGRect(x: CGFloat(index) * 400, y: 0, width: 390, height: 400),
        layout: FixedRowLayout(rowHeight: 44), dataSource: dataSource)
      collectionView.dragDelegate = recorder
      collectionView.dropDelegate = recorder
      collectionView.dragInteractionEnabled = true
      recorder.names[ObjectIdentifier(collectionView)] = index == 0 ? "A" : "B"
      space.addSubview(collectionView)
      columns.append(collectionView)
      dataSources.append(dataSource)
    }
    self.columns = columns
    self.dataSources = dataSources
    let models = self.dataSources
    let columnsByID = columns
    recorder.perform = { collectionView, coordinator in
      guard let target = columnsByID.firstIndex(where: { $0 === collectionView }),
        let dragItem = coordinator.items.first?.dragItem,
        let from = dragItem.sourceCollectionView, let source = columnsByID.firstIndex(where: { $0 === from }),
        let sourcePath = dragItem.sourceIndexPath
      else { return }
      let count = models[target].sections[0].count - (source == target ? 1 : 0)
      let destination = min(coordinator.destinationIndexPath?.item ?? count, count)
      if source == target {
        collectionView.performBatchUpdates {
          let card = models[target].sections[0].remove(at: sourcePath.item)
          models[target].sections[0].insert(card, at: destination)
          collectionView.moveItem(at: sourcePath, to: IndexPath(item: destination, section: 0))
        }
      } else {
        from.performBatchUpdates {
          let card = models[source].sections[0].remove(at: sourcePath.item)
          from.deleteItems(at: [sourcePath])
          collectionView.performBatchUpdates {
            models[target].sections[0].insert(card, at: destination)
            collectionView.insertItems(at: [IndexPath(item: destination, section: 0)])
          }
        }
      }
      coordinator.drop(dragItem, toItemAt: IndexPath(item: destination, section: 0))
    }
  }
}

@MainActor
@Suite("Drag and drop between collection views")
struct DragDropSpaceTests {
  @Test func aCardDraggedFromOneColumnToAnotherEntersTheSecondAndLeavesTheFirst() throws {
    let board = Board([["a0", "a1", "a2"], ["b0", "b1", "b2", "b3"]])
    let (a, b) = (board.columns[0], board.columns[1])
    var localSessions: [Bool] = []
    board.recorder.proposal = { collectionView, session, _ in
      localSessions.append(session.localDragSession === a.activeDragSession)
      return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    // a1 is A's row 1 (y 44…88): touch its middle, (100, 66).
    board.space.handleTouch(.began, at: CGPoint(x: 100, y: 66), time: 0)
    board.space.advance(by: 0.5)
    #expect(board.recorder.calls == ["A itemsForBeginning 0-1", "A dragPreview 0-1"])
    board.space.handleTouch(.moved, at: CGPoint(x: 100, y: 70), time: 0.625)
    #expect(a.isInteractivelyMoving)  // A shows the gap at a1's own place
    // Into B at (500, 110): B's own (100, 110), row 2 (88…132) — card b2.
    board.space.handleTouch(.moved, at: CGPoint(x: 500, y: 110), time: 0.75)
    #expect(!a.isInteractivelyMoving)  // the gap closed as the drag left A
    #expect(!b.isInteractivelyMoving)  // no gap for an item from another collection view
    #expect(b.hasActiveDrop && !a.hasActiveDrop)
    let location = try #require(a.activeDragSession?.location(in: b))
    #expect(location == CGPoint(x: 100, y: 110))
    board.space.handleTouch(.ended, at: CGPoint(x: 500, y: 110), time: 0.875)
    #expect(
      board.recorder.calls == [
        "A itemsForBeginning 0-1", "A dragPreview 0-1", "A allowsMove", "A restricted", "A dragWillBegin",
        "A canHandle", "A enter", "A update 0-1", "A exit", "B canHandle", "B enter", "B update 0-2",
        "B update 0-2", "B performDrop 0-2", "B dropPreview 0-2", "A dropDidEnd", "B dropDidEnd",
        "A dragDidEnd",
      ])
    #expect(localSessions == [true, true, true])
    #expect(board.dataSources[0].sections[0] == ["a0", "a2"])
    #expect(board.dataSources[1].sections[0] == ["b0", "b1", "a1", "b2", "b3"])
    board.space.advance(by: 0.3)
    // a1 is B's row 2 (y 88…132); a2 moved up to A's row 1 (y 44…88).
    #expect(frameOfCell(showing: "a1", in: b) == CGRect(x: 0, y: 88, width: 390, height: 44))
    #expect(frameOfCell(showing: "b2", in: b) == CGRect(x: 0, y: 132, width: 390, height: 44))
    #expect(frameOfCell(showing: "a2", in: a) == CGRect(x: 0, y: 44, width: 390, height: 44))
    #expect(!a.hasActiveDrag && !b.hasActiveDrop)
  }

  @Test func aDropBelowTheLastCardAppendsAndATouchOutsideEveryColumnDoesNothing() {
    let board = Board([["a0", "a1"], ["b0"]])
    board.space.handleTouch(.began, at: CGPoint(x: 395, y: 10), time: 0)  // the gap between columns
    board.space.advance(by: 0.5)
    #expect(board.recorder.calls.isEmpty)
    board.space.handleTouch(.ended, at: CGPoint(x: 395, y: 10), time: 0.625)
    board.space.handleTouch(.began, at: CGPoint(x: 100, y: 22), time: 1)  // a0
    board.space.advance(by: 0.5)
    board.space.handleTouch(.moved, at: CGPoint(x: 500, y: 300), time: 1.625)  // B, below b0
    board.space.handleTouch(.ended, at: CGPoint(x: 500, y: 300), time: 1.75)
    #expect(board.recorder.calls.contains("B update nil"))
    #expect(board.dataSources[0].sections[0] == ["a1"])
    #expect(board.dataSources[1].sections[0] == ["b0", "a0"])
  }

  @Test func aTouchThatBeginsDuringADragCancelsItWhereverItLands() {
    let board = Board([["a0", "a1"], ["b0"]])
    board.space.handleTouch(.began, at: CGPoint(x: 100, y: 22), time: 0)
    board.space.advance(by: 0.5)
    board.space.handleTouch(.moved, at: CGPoint(x: 500, y: 22), time: 0.625)
    board.recorder.calls = []
    board.space.handleTouch(.began, at: CGPoint(x: 500, y: 22), time: 0.75)
    // A was never entered: the first movement went straight to B.
    #expect(board.recorder.calls == ["B exit", "B dropDidEnd", "A dragDidEnd"])
    board.space.handleTouch(.ended, at: CGPoint(x: 500, y: 22), time: 0.875)
    #expect(board.dataSources[0].sections[0] == ["a0", "a1"])
    #expect(board.dataSources[1].sections[0] == ["b0"])
  }

  /// Random drags in one column of 44-point rows against an array model. The model: the drag
  /// enters with the gap at the item's own place s; a finger over row r < count moves the gap to
  /// r (the layout's default target is the row under the finger, the cadence is immediate); over
  /// empty rows the gap stays; leaving the column closes the gap (back to s); releasing outside
  /// changes nothing, releasing inside moves s to the gap's place. With no drop delegate the
  /// collection view reorders through its data source.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func randomDragsEndInTheModelsArrangement(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let count = Int(random.next() % 8) + 2
    let board = Board([(0..<count).map { "c\($0)" }])
    let column = board.columns[0]
    column.dropDelegate = nil
    var model = (0..<count).map { "c\($0)" }
    var time: TimeInterval = 0
    for _ in 0..<12 {
      let source = Int(random.next() % UInt64(count))
      time += 1
      board.space.handleTouch(.began, at: CGPoint(x: 100, y: CGFloat(source) * 44 + 22), time: time)
      board.space.advance(by: 0.5)
      var gap = source
      var inside = true
      var last = CGPoint(x: 100, y: CGFloat(source) * 44 + 22)
      for _ in 0..<Int(random.next() % 5) + 1 {
        time += 0.625
        // A point in the column (rows 0…9, some empty) or outside it (x 395…800).
        let outside = random.next() % 5 == 0
        let y = CGFloat(random.next() % 400)
        let x: CGFloat = outside ? 395 + CGFloat(random.next() % 400) : CGFloat(random.next() % 390)
        last = CGPoint(x: x, y: y)
        board.space.handleTouch(.moved, at: last, time: time)
        if outside {
          inside = false
          gap = source
        } else {
          inside = true
          let row = Int(y / 44)
          if row < count { gap = row }
        }
      }
      time += 0.0625
      board.space.handleTouch(.ended, at: last, time: time)
      if inside {
        let card = model.remove(at: source)
        model.insert(card, at: gap)
      }
      board.space.advance(by: 0.3)
      #expect(board.dataSources[0].sections[0] == model, "seed \(seed)")
      #expect(!column.hasActiveDrag && !column.isInteractivelyMoving)
    }
    let shown = (0..<count).map { item in
      (column.cellForItem(at: IndexPath(item: item, section: 0)) as? ValueCell)?.value
    }
    #expect(shown == model.map { Optional($0) })
  }
}
