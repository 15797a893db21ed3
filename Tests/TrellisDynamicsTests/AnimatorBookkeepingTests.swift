import Foundation
import Testing

@testable import TrellisDynamics

// The eighth pass's shortcuts in the animator's bookkeeping (docs/benchmarks.md, "Issue 23:
// eighth pass (animator)"): the incremental sync looks for frozen items only when one may be
// frozen; the write-back checks a pose with one comparison; the moved marks are cleared by a
// generation; plain attributes are pulled with one read of their centre; a new record is made
// in its append. Each must answer exactly what the general path answers.

@MainActor @Suite struct AnimatorBookkeepingTests {
  @Test("An item frozen for having escaped marks the animator as possibly holding one")
  func escapedItemIsNoted() {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
    let item = TestItem(center: CGPoint(x: 100, y: 150), size: CGSize(width: 20, height: 20))
    animator.addBehavior(GravityBehavior(items: [item]))
    #expect(!animator.mayHaveEscapedRecords)
    // Gravity 1000 pt/s²: more than 100 pt below the 200 pt bounds within two seconds.
    animator.advance(by: 2)
    #expect(animator.records[0].escaped)
    #expect(animator.mayHaveEscapedRecords)
  }

  @Test("The finite check of a pose answers as isFinite on each part")
  func poseFiniteCheck() {
    let values: [Double] = [
      0, -0.0, 1, -1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
      .infinity, -.infinity, .nan, -.nan, .signalingNaN,
    ]
    for x in values {
      for y in values {
        for angle in values {
          let general = x.isFinite && y.isFinite && angle.isFinite
          #expect(DynamicAnimator.isFinitePose(CGPoint(x: x, y: y), angle) == general)
        }
      }
    }
  }

  @Test("Seeded: pulling plain attributes moves them and their bodies as the general pull does")
  func plainPullMatchesPull() throws {
    var random = SplitMix64(state: 88)
    for _ in 0..<50 {
      let center = CGPoint(x: Double(random.below(4000)) / 8, y: Double(random.below(4000)) / 8)
      let offset = CGVector(dx: Double(random.below(201)) / 7 - 14, dy: Double(random.below(201)) / 7 - 14)
      var results: [[UInt64]] = []
      for plain in [false, true] {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 600, height: 600))
        let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        a.frame = CGRect(x: center.x - 20, y: center.y - 10, width: 40, height: 20)
        animator.addBehavior(AttachmentBehavior(item: a, attachedToAnchor: center))
        animator.syncIfNeeded()
        var hint = -1
        if plain {
          SpringyFlowLayout.pullPlain(a, by: offset, animator: animator, recordHint: &hint)
        } else {
          SpringyFlowLayout.pull(a, by: offset, animator: animator, recordHint: &hint)
        }
        let p = try animator.world.position(of: animator.records[0].body)
        results.append([a.center.x, a.center.y, p.x, p.y].map { Double($0).bitPattern } + [UInt64(hint)])
      }
      #expect(results[0] == results[1])
      #expect(results[0][0] == Double(center.x + offset.dx).bitPattern)
    }
  }

  /// A springy list of 10,000 cells, flicked by 200 pt (the finger moving up) in 50 ms.
  func flungList() -> SpringyList {
    let list = SpringyList(items: 10_000)
    list.view.handleTouch(.began, at: list.point(340), time: 0)
    list.view.handleTouch(.moved, at: list.point(140), time: 0.05)
    list.view.handleTouch(.ended, at: list.point(140), time: 0.05)
    return list
  }

  @Test("The moved cells are the attributes' own paths, noted again after every invalidation")
  func movedCellsAreTheItemsPaths() {
    // Fling, and check every invalidation's moved cells against the attributes' own paths.
    let list = flungList()
    let animator = list.layout.dynamicAnimator
    var checked = 0
    for _ in 0..<60 {
      // One step by hand, then the moved list against the records' items, in record order.
      animator.syncIfNeeded()
      _ = animator.step(step)
      var expected: [IndexPath] = []
      for r in animator.records.indices where animator.records[r].notedMovedIn == animator.moveGeneration {
        expected.append(animator.records[r].attributes!.indexPath)
      }
      #expect(animator.movedCells == expected)
      #expect(!expected.isEmpty)
      checked += expected.count
      let generation = animator.moveGeneration
      animator.invalidateLayoutForMovedItems()
      #expect(animator.moveGeneration == generation + 1)
      for r in animator.records.indices {
        #expect(animator.records[r].notedMovedIn != animator.moveGeneration)
      }
      #expect(animator.movedCells.isEmpty)
      list.view.advance(by: 1.0 / 120)
    }
    #expect(checked > 100)
  }

  @Test("The moved marks are cleared by hand when the generation would overflow")
  func generationWrapClearsTheMarks() {
    let list = flungList()
    let animator = list.layout.dynamicAnimator
    list.view.advance(by: 1.0 / 120)
    // The last generation before the overflow: marks noted in it, then handed over.
    animator.moveGeneration = .max
    _ = animator.step(step)
    let noted = animator.records.indices.filter { animator.records[$0].notedMovedIn == .max }
    #expect(!noted.isEmpty)
    #expect(animator.movedCells.count == noted.count)
    animator.invalidateLayoutForMovedItems()
    #expect(animator.moveGeneration == 0)
    for r in animator.records.indices { #expect(animator.records[r].notedMovedIn == -1) }
    // The next step notes the moved items again, in generation 0.
    _ = animator.step(step)
    let again = animator.records.indices.filter { animator.records[$0].notedMovedIn == 0 }
    #expect(!again.isEmpty)
    #expect(animator.movedCells.count == again.count)
  }

  @Test("A new record holds its item's state, one reference and the next serial: worked example")
  func newRecordsAreComplete() throws {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = TestItem(center: CGPoint(x: 50, y: 60), size: CGSize(width: 30, height: 40))
    let b = TestItem(
      center: CGPoint(x: 150, y: 60), size: CGSize(width: 20, height: 20), boundsType: .ellipse)
    b.transform = CGAffineTransform(rotationAngle: 0.5)
    animator.addBehavior(AttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 50, y: 100)))
    animator.addBehavior(AttachmentBehavior(item: b, attachedToAnchor: CGPoint(x: 150, y: 100)))
    animator.syncIfNeeded()
    #expect(animator.records.count == 2)
    let (ra, rb) = (animator.records[0], animator.records[1])
    #expect(ra.key == ObjectIdentifier(a) && rb.key == ObjectIdentifier(b))
    #expect(ra.serial == 0 && rb.serial == 1)
    #expect(ra.references == 1 && rb.references == 1)
    #expect(ra.size == CGSize(width: 30, height: 40) && rb.size == CGSize(width: 20, height: 20))
    #expect(ra.boundsType == .rectangle && rb.boundsType == .ellipse)
    #expect(ra.lastCenter == CGPoint(x: 50, y: 60) && rb.lastCenter == CGPoint(x: 150, y: 60))
    #expect(ra.lastAngle == 0 && abs(rb.lastAngle - 0.5) < 1e-12)
    // Half the diagonal: √(30² + 40²) / 2 = 25, √(20² + 20²) / 2 = 10√2.
    #expect(ra.radius == 25)
    #expect(abs(rb.radius - 10 * 2.0.squareRoot()) < 1e-12)
    #expect(ra.notedMovedIn == -1 && rb.notedMovedIn == -1)
    #expect(animator.owner(of: ra.body) == .item(0) && animator.owner(of: rb.body) == .item(1))
    #expect(animator.record(for: a) == 0 && animator.record(for: b) == 1)
    // Through the engine's metres and back.
    let p = try animator.world.position(of: ra.body)
    #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 60) < 1e-9)
  }
}
