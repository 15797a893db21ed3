// Tests of step 5 of "Writing a custom layout": UIKit's hook order and the animations, with the
// article's numbers. The notes of step 4 (4, 1, 2, 3, 1, 1 lines: 96, 36, 56, 76, 36, 36 points)
// start at the frames WritingACustomLayoutTests.measuredFrames works out.

import Testing
import Trellis

/// The finished layout, recording the hooks the collection view calls during a batch update.
final class RecordingMasonryLayout: MasonryLayout {
  var log: [String] = []

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts { log.append("invalidateLayout(with:) counts") }
    super.invalidateLayout(with: context)
  }

  override func prepare() {
    log.append("prepare()")
    super.prepare()
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    log.append("prepare(forCollectionViewUpdates:)")
    super.prepare(forCollectionViewUpdates: updateItems)
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    log.append("initial \(itemIndexPath.item)")
    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    log.append("final \(itemIndexPath.item)")
    return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
  }

  override func finalizeCollectionViewUpdates() {
    log.append("finalizeCollectionViewUpdates()")
    super.finalizeCollectionViewUpdates()
  }
}

@Suite("Writing a custom layout, step 5: animated updates in UIKit's order")
@MainActor
struct AnimatedUpdatesTests {
  @Test("a delete: the hooks in UIKit's order, the deleted note shrinks where it was, the others slide")
  func delete() throws {
    let layout = RecordingMasonryLayout()
    let host = NotesHost(layout, [4, 1, 2, 3, 1, 1], cell: NoteCell.self)
    let view = host.view
    let notes = host.notes
    #expect(itemFrames(layout, count: 6) == WritingACustomLayoutTests.measuredFrames)
    let deleted = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    layout.log = []

    var finished = false
    view.performBatchUpdates(
      {
        notes.lineCounts.remove(at: 1)
        view.deleteItems(at: [IndexPath(item: 1, section: 0)])
      },
      completion: { finished = $0 })
    #expect(view.lastUpdateError == nil)
    #expect(
      layout.log == [
        "invalidateLayout(with:) counts", "prepare()", "prepare(forCollectionViewUpdates:)", "final 1",
        "finalizeCollectionViewUpdates()",
      ])

    // The measurements moved with their notes (96, 56, 76, 36, 36) and the items were placed
    // again, each in the shortest column: 0 left at 10 (left next 116); 1 right at 10 (right
    // next 76); 2 right at 76 (right next 162); 3 left at 116 (left next 162); 4 left at 162 on
    // the tie (left next 208). Content height 208.
    let after: [CGRect?] = [
      CGRect(x: 10, y: 10, width: 145, height: 96), CGRect(x: 165, y: 10, width: 145, height: 56),
      CGRect(x: 165, y: 76, width: 145, height: 76), CGRect(x: 10, y: 116, width: 145, height: 36),
      CGRect(x: 10, y: 162, width: 145, height: 36),
    ]
    #expect(itemFrames(layout, count: 5) == after)

    // Half way (0.15 of 0.3 s; ease-in-out is 0.5 there): the deleted note, which ends at its
    // old frame (165, 10, 145, 36) transparent at a fifth of its size, is half transparent at
    // 0.6 of its size around its centre (237.5, 28).
    view.advance(by: 0.15)
    let shrinking = try #require(deleted.appliedLayoutAttributes)
    #expect(abs(shrinking.alpha - 0.5) < 1e-9)
    #expect(abs(shrinking.transform.a - 0.6) < 1e-9)
    #expect(abs(shrinking.transform.d - 0.6) < 1e-9)
    #expect(shrinking.center == CGPoint(x: 237.5, y: 28))
    // Note 2 (now item 1) slides from the left column (centre (82.5, 144)) to the right one
    // (centre (237.5, 38)): half way it is at (160, 91).
    let sliding = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0))?.appliedLayoutAttributes)
    #expect(sliding.center == CGPoint(x: 160, y: 91))
    #expect(sliding.alpha == 1)

    #expect(!finished)
    view.advance(by: 0.15)
    #expect(finished)
    #expect(view.visibleCells.map(\.frame) == after.compactMap { $0 })
    #expect(view.contentSize == CGSize(width: 320, height: 208))
    #expect(deleted.superview == nil)
    #expect(view.lastLayoutError == nil)
  }

  @Test("an insert: the new note grows in at the estimate, then measures itself")
  func insert() throws {
    let layout = RecordingMasonryLayout()
    let host = NotesHost(layout, [4, 1, 2, 3, 1, 1], cell: NoteCell.self)
    let view = host.view
    let notes = host.notes
    layout.log = []

    view.performBatchUpdates {
      notes.lineCounts.insert(2, at: 0)
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(
      layout.log == [
        "invalidateLayout(with:) counts", "prepare()", "prepare(forCollectionViewUpdates:)", "initial 0",
        "finalizeCollectionViewUpdates()",
      ])
    // The new note is not measured yet: the estimate, 100, in the left column at y 10.
    let inserted = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    let start = try #require(inserted.appliedLayoutAttributes)
    #expect(start.alpha == 0)
    #expect(abs(start.transform.a - 0.2) < 1e-9)
    #expect(start.center == CGPoint(x: 82.5, y: 60))
    view.advance(by: 0.15)
    let middle = try #require(inserted.appliedLayoutAttributes)
    #expect(abs(middle.alpha - 0.5) < 1e-9)
    #expect(abs(middle.transform.a - 0.6) < 1e-9)

    // When the animation ends the cell measures itself (2 lines: 56) and keeps its column; the
    // left column closes up: 0 at 10 (56), 3 at 76 (56), 5 at 142 (36), 6 at 188 (36), ending at
    // 224; the right column (1, 2, 4: 96, 36, 76 from 10) ends at 238. Content 238 + 10 = 248.
    view.advance(by: 0.15)
    #expect(
      itemFrames(layout, count: 7) == [
        CGRect(x: 10, y: 10, width: 145, height: 56), CGRect(x: 165, y: 10, width: 145, height: 96),
        CGRect(x: 165, y: 116, width: 145, height: 36), CGRect(x: 10, y: 76, width: 145, height: 56),
        CGRect(x: 165, y: 162, width: 145, height: 76), CGRect(x: 10, y: 142, width: 145, height: 36),
        CGRect(x: 10, y: 188, width: 145, height: 36),
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 248))
  }

  @Test("moves and reloads keep or drop measurements by UIKit's rule; an invalid batch changes nothing")
  func moveAndReload() throws {
    let layout = MasonryLayout()
    let host = NotesHost(layout, [4, 1, 2, 3, 1, 1], cell: NoteCell.self)
    let view = host.view
    let notes = host.notes
    // Move note 0 (96) to the end: measured heights become 36, 56, 76, 36, 36, 96, so nothing
    // needs measuring again and the frames follow from placing those heights.
    view.performBatchUpdates {
      notes.lineCounts.append(notes.lineCounts.remove(at: 0))
      view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0))
    }
    view.advance(by: 0.3)
    // 0 (36) left at 10 → left 56; 1 (56) right at 10 → right 76; 2 (76) left at 56 → left
    // 142; 3 (36) right at 76 → right 122; 4 (36) right at 122 → right 168; 5 (96) left at
    // 142 → left 248. Content 248.
    #expect(
      itemFrames(layout, count: 6) == [
        CGRect(x: 10, y: 10, width: 145, height: 36), CGRect(x: 165, y: 10, width: 145, height: 56),
        CGRect(x: 10, y: 56, width: 145, height: 76), CGRect(x: 165, y: 76, width: 145, height: 36),
        CGRect(x: 165, y: 122, width: 145, height: 36), CGRect(x: 10, y: 142, width: 145, height: 96),
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 248))

    // An inconsistent batch (the data source still has 6 notes) is refused and changes nothing.
    let before = itemFrames(layout, count: 6)
    view.performBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(view.lastUpdateError != nil)
    #expect(itemFrames(layout, count: 6) == before)
  }
}
