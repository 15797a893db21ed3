import Foundation
import Testing

@testable import TrellisDynamics

// The animator's per-frame shortcuts for a layout's items: a remembered record index tried
// before the record lookup (`record(for:hint:)`), a record's filed cell kept as two integers
// (`isRecord(_:filedAsCellAt:)`), and the removal of marked behaviors in one pass
// (`removeMarked(from:)`). Each must answer exactly what the slow path answers.

@MainActor @Suite struct RecordLookupTests {
  /// An animator with a spring on each of three 20 × 20 items at (50, 50), (150, 50) and
  /// (250, 50), anchored at their centres, synced: records A = 0, B = 1, C = 2.
  func threeSprungItems() -> (DynamicAnimator, [TestItem], [AttachmentBehavior]) {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    let items = [50.0, 150, 250].map {
      TestItem(center: CGPoint(x: $0, y: 50), size: CGSize(width: 20, height: 20))
    }
    let springs = items.map { AttachmentBehavior(item: $0, attachedToAnchor: $0.center) }
    for s in springs { animator.addBehavior(s) }
    animator.syncIfNeeded()
    return (animator, items, springs)
  }

  @Test func aCurrentHintIsUsedAndAStaleOneIsReplaced() {
    let (animator, items, springs) = threeSprungItems()
    var hint = -1
    #expect(animator.record(for: items[2], hint: &hint) == 2)
    #expect(hint == 2)

    // B's spring leaves: the records close up, A = 0, C = 1; C's hint 2 is past the end.
    animator.removeBehavior(springs[1])
    animator.syncIfNeeded()
    #expect(animator.records.count == 2)
    #expect(animator.record(for: items[2], hint: &hint) == 1)
    #expect(hint == 1)

    // A hint naming another item's record (A's, 0) is not taken for C.
    hint = 0
    #expect(animator.record(for: items[2], hint: &hint) == 1)
    #expect(hint == 1)

    // An item the animator no longer has: no record, the hint is left alone.
    var bHint = 1
    #expect(animator.record(for: items[1], hint: &bHint) == nil)
    #expect(bHint == 1)
  }

  @Test func updatingWithAStaleHintMovesTheItemsOwnBody() throws {
    let (animator, items, springs) = threeSprungItems()
    animator.removeBehavior(springs[1])
    animator.syncIfNeeded()
    // C (record 1 now) is moved to (260, 70) by hand; the hint still names A's record.
    items[2].center = CGPoint(x: 260, y: 70)
    var hint = 0
    animator.updateItemInRow(items[2], recordHint: &hint)
    #expect(hint == 1)
    #expect(animator.lastError == nil)
    #expect(animator.records[1].lastCenter == CGPoint(x: 260, y: 70))
    #expect(animator.records[0].lastCenter == CGPoint(x: 50, y: 50))
    // Through the engine's metres and back: within 1e-9 pt.
    let c = try animator.world.position(of: animator.records[1].body)
    let a = try animator.world.position(of: animator.records[0].body)
    #expect(abs(c.x - 260) < 1e-9 && abs(c.y - 70) < 1e-9)
    #expect(abs(a.x - 50) < 1e-9 && abs(a.y - 50) < 1e-9)

    // An item that is not in the animator is rejected as before.
    animator.updateItemInRow(items[1], recordHint: &hint)
    #expect(animator.lastError == .itemNotInAnimator)
    #expect(hint == 1)
  }

  @Test func theFiledCellAnswersAsTheFiledElementDoes() {
    // Cells at (0, 0)…(0, 5), a second cell claiming (0, 2) (the later record takes the key, so
    // the first one at (0, 2) is filed under nothing), a header at (0, 1) and a cell with a
    // three-part index path. Every record against every probe path: the integer check must
    // agree with `ItemRecord.isFiled(asCellAt:)`.
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    var all: [CollectionViewLayoutAttributes] = []
    for item in 0..<6 {
      all.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0)))
    }
    all.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0)))
    all.append(
      CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: "header", with: IndexPath(item: 1, section: 0)))
    all.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(indexes: [0, 4, 1])))
    for (i, a) in all.enumerated() {
      a.frame = CGRect(x: 10 + 30 * CGFloat(i), y: 10, width: 20, height: 20)
      animator.addBehavior(AttachmentBehavior(item: a, attachedToAnchor: a.center))
    }
    animator.syncIfNeeded()
    let probes: [IndexPath] =
      (0..<7).map { IndexPath(item: $0, section: 0) } + [
        IndexPath(item: 1, section: 1), IndexPath(indexes: [0, 4, 1]), IndexPath(indexes: [0]), IndexPath(),
      ]
    func check() {
      for r in animator.records.indices {
        for p in probes {
          #expect(animator.isRecord(r, filedAsCellAt: p) == animator.records[r].isFiled(asCellAt: p))
        }
      }
    }
    check()
    // Written out: records follow the behaviors' order.
    #expect(animator.isRecord(3, filedAsCellAt: IndexPath(item: 3, section: 0)))
    #expect(!animator.isRecord(2, filedAsCellAt: IndexPath(item: 2, section: 0)))  // lost (0, 2) to record 6
    #expect(animator.isRecord(6, filedAsCellAt: IndexPath(item: 2, section: 0)))
    #expect(!animator.isRecord(7, filedAsCellAt: IndexPath(item: 1, section: 0)))  // a header
    #expect(animator.isRecord(8, filedAsCellAt: IndexPath(indexes: [0, 4, 1])))
    #expect(!animator.isRecord(8, filedAsCellAt: IndexPath(item: 4, section: 0)))

    // A cell that changes its index path is re-filed by the next sync.
    all[5].indexPath = IndexPath(item: 6, section: 0)
    animator.updateItem(usingCurrentState: all[5])
    animator.syncIfNeeded()
    check()
    #expect(animator.isRecord(5, filedAsCellAt: IndexPath(item: 6, section: 0)))
    #expect(!animator.isRecord(5, filedAsCellAt: IndexPath(item: 5, section: 0)))
  }

  @Test func removingMarkedBehaviorsKeepsTheOthersInOrder() {
    // Seeded: lists of up to 12 behaviors, about a third marked; the result must be the
    // unmarked ones in their order, as `filter` gives them.
    var generator = SplitMix64(state: 23)
    for _ in 0..<200 {
      let list = (0..<generator.below(13)).map { _ in DynamicBehavior() }
      for b in list where generator.below(3) == 0 { b.isMarked = true }
      let expected = list.filter { !$0.isMarked }.map(ObjectIdentifier.init)
      var removed = list
      DynamicAnimator.removeMarked(from: &removed)
      #expect(removed.map(ObjectIdentifier.init) == expected)
    }
  }
}
