import Foundation
import Testing

@testable import TrellisDynamics

// The sixth pass's shortcuts for the springy fling frame (docs/benchmarks.md, "Issue 23: fling
// frame (sixth pass, springy layout)"): a record index remembered from before a removal of
// records is corrected by the removed runs; the step skips its loop over behaviors' actions when
// every behavior is a plain attachment and none has an action; the element check and the moved
// list read a record's attributes through the caller's item; the record and cell lookups are
// kept sparse. Each must answer exactly what the general path answers.

@MainActor @Suite struct FlingShortcutTests {
  /// An animator with a spring on each of `count` 20 × 20 items at x = 50, 80, 110, …, y = 50,
  /// anchored at their centres, synced: item i has record i.
  func sprungItems(_ count: Int) -> (DynamicAnimator, [TestItem], [AttachmentBehavior]) {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 4000, height: 400))
    let items = (0..<count).map {
      TestItem(center: CGPoint(x: 50 + 30 * CGFloat($0), y: 50), size: CGSize(width: 20, height: 20))
    }
    let springs = items.map { AttachmentBehavior(item: $0, attachedToAnchor: $0.center) }
    for s in springs { animator.addBehavior(s) }
    animator.syncIfNeeded()
    return (animator, items, springs)
  }

  @Test("A hint from before a removal is moved down by the records removed before it")
  func removedRunsCorrectStaleHints() {
    let (animator, items, springs) = sprungItems(10)
    for i in 0..<10 { #expect(animator.record(for: items[i]) == i) }

    // Springs 2, 3 and 6 leave in one batch: two runs of removed records, [2, 3] and [6].
    animator.removeTopLevelBehaviors([springs[2], springs[3], springs[6]])
    animator.syncIfNeeded()
    #expect(animator.records.count == 7)
    // Written out: the index just past each run, and the records removed up to there.
    #expect(animator.lastRemovalRuns.map(\.end) == [4, 7])
    #expect(animator.lastRemovalRuns.map(\.removedThroughEnd) == [2, 3])
    // Records 0, 1 did not move; 4, 5 moved down by 2; 7, 8, 9 by 3.
    let expected: [Int: Int?] = [0: nil, 1: nil, 2: nil, 3: nil, 4: 2, 5: 3, 6: 4, 7: 4, 8: 5, 9: 6]
    for (old, new) in expected { #expect(animator.indexAfterLastRemoval(old) == new) }
    #expect(animator.indexAfterLastRemoval(-1) == nil)

    // Every kept item found from its old index, as the lookup finds it, the hint corrected.
    let kept = [0, 1, 4, 5, 7, 8, 9]
    for (new, old) in kept.enumerated() {
      var hint = old
      #expect(animator.record(for: items[old], hint: &hint) == new)
      #expect(animator.record(for: items[old]) == new)
      #expect(hint == new)
    }
    // A removed item's hint: no record, the hint left alone.
    var removedHint = 6
    #expect(animator.record(for: items[6], hint: &removedHint) == nil)
    #expect(removedHint == 6)

    // A second removal (the first record, a prefix run): a hint from before both removals is
    // not corrected by the last one alone (9 − 1 = 8 is past the end), and the lookup answers.
    animator.removeTopLevelBehaviors([springs[0]])
    animator.syncIfNeeded()
    #expect(animator.lastRemovalRuns.map(\.end) == [1])
    #expect(animator.lastRemovalRuns.map(\.removedThroughEnd) == [1])
    var twiceStale = 9
    #expect(animator.record(for: items[9], hint: &twiceStale) == 5)
    #expect(twiceStale == 5)
    // A hint from between the removals (item 8 at 5) is corrected to 4.
    var onceStale = 5
    #expect(animator.indexAfterLastRemoval(5) == 4)
    #expect(animator.record(for: items[8], hint: &onceStale) == 4)
    #expect(onceStale == 4)

    // A full sync forgets the runs (its removal rebuilds the lookup instead).
    animator.addBehavior(DynamicBehavior())
    animator.removeBehavior(springs[1])
    animator.syncIfNeeded()
    #expect(animator.lastRemovalRuns.isEmpty)
    #expect(animator.indexAfterLastRemoval(5) == nil)
  }

  @Test("Seeded: after random removals every hint finds the item's own record, or none")
  func seededHintsAgreeWithTheLookup() {
    var random = SplitMix64(state: 23)
    for _ in 0..<20 {
      let count = 8 + random.below(24)
      let (animator, items, springs) = sprungItems(count)
      var hints = Array(0..<count)
      var alive = Set(0..<count)
      for _ in 0..<4 {
        // Remove a random subset (possibly several runs), then look every item up by its hint.
        let leaving = alive.sorted().filter { _ in random.below(4) == 0 }
        animator.removeTopLevelBehaviors(leaving.map { springs[$0] })
        animator.syncIfNeeded()
        alive.subtract(leaving)
        for i in 0..<count {
          var hint = hints[i]
          let found = animator.record(for: items[i], hint: &hint)
          #expect(found == animator.record(for: items[i]))
          #expect((found != nil) == alive.contains(i))
          if let found {
            #expect(animator.records[found].key == ObjectIdentifier(items[i]))
            #expect(hint == found)
          }
          // Only some hints are refreshed, so later rounds also see hints two removals old.
          if random.below(2) == 0 { hints[i] = hint }
        }
      }
    }
  }

  @Test("The action loop runs exactly when some behavior has an action")
  func actionsRunWhenAndOnlyWhenSet() {
    let (animator, items, springs) = sprungItems(3)
    // Stretch every spring so the animator keeps running.
    for item in items {
      item.center.y += 40
      animator.updateItem(usingCurrentState: item)
    }
    #expect(animator.attachmentsWithAction == 0)
    var runs = 0
    animator.advance(by: step)
    #expect(animator.flatIsAttachmentsOnly)

    // An action set on a spring in the animator: counted, and run once per step.
    springs[1].action = { runs += 1 }
    #expect(animator.attachmentsWithAction == 1)
    animator.advance(by: 3 * step)
    #expect(runs == 3)
    // Replacing it with another action keeps the count.
    springs[1].action = { runs += 10 }
    #expect(animator.attachmentsWithAction == 1)
    animator.advance(by: step)
    #expect(runs == 13)
    // Cleared: not counted, not run.
    springs[1].action = nil
    #expect(animator.attachmentsWithAction == 0)
    animator.advance(by: step)
    #expect(runs == 13)

    // Set while out of the animator: counted when it joins, uncounted when it leaves.
    animator.removeBehavior(springs[2])
    springs[2].action = { runs += 100 }
    #expect(animator.attachmentsWithAction == 0)
    animator.addBehavior(springs[2])
    #expect(animator.attachmentsWithAction == 1)
    animator.advance(by: step)
    #expect(runs == 113)
    animator.removeBehavior(springs[2])
    #expect(animator.attachmentsWithAction == 0)
    animator.advance(by: step)
    #expect(runs == 113)

    // A subclass is not counted, but then not every behavior is a plain attachment, and the
    // loop runs.
    final class Tagged: AttachmentBehavior {}
    let tagged = Tagged(item: items[2], offsetFromCenter: .zero, attachedToAnchor: CGPoint(x: 110, y: 50))
    tagged.action = { runs += 1000 }
    animator.addBehavior(tagged)
    #expect(animator.attachmentsWithAction == 0)
    animator.advance(by: step)
    #expect(!animator.flatIsAttachmentsOnly)
    #expect(runs == 1113)

    // A plain attachment that is the child of another behavior is counted with the tree.
    let parent = DynamicBehavior()
    let child = AttachmentBehavior(item: items[0], attachedToAnchor: CGPoint(x: 50, y: 50))
    child.action = { runs += 5 }
    parent.addChildBehavior(child)
    animator.addBehavior(parent)
    #expect(animator.attachmentsWithAction == 1)
    animator.removeBehavior(parent)
    #expect(animator.attachmentsWithAction == 0)
  }

  @Test("The element check through the caller's item answers as the check through the record")
  func elementCheckThroughTheItemAgrees() {
    // Cells (0, 0)…(0, 4), a second cell claiming (0, 2), a header, a plain item.
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    var items: [DynamicItem] = []
    for item in 0..<5 {
      items.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0)))
    }
    items.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0)))
    items.append(
      CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0)))
    items.append(TestItem(center: CGPoint(x: 300, y: 300), size: CGSize(width: 10, height: 10)))
    for (i, item) in items.enumerated() {
      if let a = item as? CollectionViewLayoutAttributes {
        a.frame = CGRect(x: 10 + 30 * CGFloat(i), y: 10, width: 20, height: 20)
      }
      animator.addBehavior(AttachmentBehavior(item: item, attachedToAnchor: item.center))
    }
    animator.syncIfNeeded()
    // Through the item (the generic check, opened from the existential as the animator's
    // callers do).
    func current(_ r: Int, _ item: DynamicItem) -> Bool { animator.elementIndexIsCurrent(r, item: item) }
    func check() {
      for r in animator.records.indices {
        #expect(current(r, animator.records[r].item) == animator.elementIndexIsCurrent(r))
      }
    }
    check()
    // Written out: record 2 lost (0, 2) to record 5; the header and the plain item are current.
    #expect(!current(2, items[2]))
    #expect(current(5, items[5]))
    #expect(current(6, items[6]))
    #expect(current(7, items[7]))
    // Paths changed by hand (not yet re-filed): both checks see it.
    (items[3] as! CollectionViewLayoutAttributes).indexPath = IndexPath(item: 9, section: 0)
    (items[6] as! CollectionViewLayoutAttributes).indexPath = IndexPath(item: 1, section: 0)
    check()
    #expect(!current(3, items[3]))
    #expect(!current(6, items[6]))
  }

  @Test("The record and cell lookups stay sparse as records are added")
  func lookupsStaySparse() {
    let (animator, _, _) = sprungItems(200)
    // At most three eighths of the buckets used: capacity (three quarters of the buckets) ≥ 2 × count.
    #expect(animator.recordIndex.count == 200)
    #expect(animator.recordIndex.capacity >= 400)
    // A springy list's tiled cells: row i spans y = 50i…50i + 40 and the tiled rect is the
    // 480 pt view grown by 100 pt, y = −100…580, so rows 0…11 (50 · 11 = 550 < 580 ≤ 50 · 12).
    let list = SpringyList(items: 2_000)
    list.layout.dynamicAnimator.syncIfNeeded()
    let cells = list.layout.dynamicAnimator.cellIndex
    #expect(cells.count == 12)
    #expect(cells.capacity >= 2 * cells.count)
  }

  @Test("The sortedness check answers as a comparison of neighbours' index paths")
  func sortednessCheck() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let spring = AttachmentBehavior(item: attributes, attachedToAnchor: .zero)
    func tiles(_ keys: [(Int, Int)]) -> [SpringTile] {
      keys.map {
        SpringTile(
          section: $0.0, item: $0.1, anchor: .zero, flowFrame: .zero, attributes: attributes, spring: spring)
      }
    }
    #expect(SpringyFlowLayout.isSortedByIndexPath(tiles([])))
    #expect(SpringyFlowLayout.isSortedByIndexPath(tiles([(0, 1)])))
    #expect(SpringyFlowLayout.isSortedByIndexPath(tiles([(0, 1), (0, 2), (1, 0), (1, 7)])))
    #expect(!SpringyFlowLayout.isSortedByIndexPath(tiles([(0, 2), (0, 1)])))
    #expect(!SpringyFlowLayout.isSortedByIndexPath(tiles([(0, 1), (1, 0), (0, 5)])))
    #expect(!SpringyFlowLayout.isSortedByIndexPath(tiles([(0, 1), (0, 1)])))
    // Seeded: agrees with "every neighbour pair increases" on random short lists.
    var random = SplitMix64(state: 7)
    for _ in 0..<500 {
      let keys = (0..<random.below(6)).map { _ in (random.below(2), random.below(4)) }
      let increasing = zip(keys, keys.dropFirst()).allSatisfy { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
      #expect(SpringyFlowLayout.isSortedByIndexPath(tiles(keys)) == increasing)
    }
  }

  @Test("A plain attachment checks its items as the general check does, in the same order")
  func plainAttachmentValidatesItsItems() {
    final class Tagged: AttachmentBehavior {}
    let good = TestItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 20))
    let flat = TestItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 0, height: 0))
    let far = TestItem(center: CGPoint(x: 1e21, y: 50), size: CGSize(width: 20, height: 20))
    let cases: [(DynamicItem, DynamicItem?, DynamicsError?)] = [
      (good, nil, nil),
      (flat, nil, .invalidItemSize(width: 0, height: 0)),
      (good, flat, .invalidItemSize(width: 0, height: 0)),
      // Both bad: the first item's error.
      (flat, far, .invalidItemSize(width: 0, height: 0)),
    ]
    for (first, second, expected) in cases {
      let plain: AttachmentBehavior
      let tagged: AttachmentBehavior
      if let second {
        plain = AttachmentBehavior(item: first, attachedTo: second)
        tagged = Tagged(item: first, offsetFromCenter: .zero, attachedTo: second, offsetFromCenter: .zero)
      } else {
        plain = AttachmentBehavior(item: first, attachedToAnchor: CGPoint(x: 60, y: 60))
        tagged = Tagged(item: first, offsetFromCenter: .zero, attachedToAnchor: CGPoint(x: 60, y: 60))
      }
      for b in [plain, tagged] {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        animator.addBehavior(b)
        #expect(animator.lastError == expected)
        #expect(animator.behaviors.count == (expected == nil ? 1 : 0))
      }
    }
    // The far item alone: its centre is rejected by both.
    for b in [
      AttachmentBehavior(item: far, attachedToAnchor: .zero),
      Tagged(item: far, offsetFromCenter: .zero, attachedToAnchor: .zero),
    ] {
      let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
      #expect(throws: DynamicsError.self) { try animator.add(b) }
      #expect(animator.behaviors.isEmpty)
    }
  }

  /// A springy layout that answers, at every invalidation, whether it is only of tiled cells
  /// both ways: through the animator's keys and through the index paths.
  final class CheckingLayout: SpringyFlowLayout {
    var answers: [(fast: Bool, general: Bool, keysUsed: Bool)] = []
    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
      if let paths = context.invalidatedItemIndexPaths, !paths.isEmpty {
        answers.append(
          (
            isOnlyTiledCells(context), isOnlyTiledCells(context, animatorKeys: false),
            dynamicAnimator.invalidatedCellKeys(for: paths) != nil
          ))
      }
      super.invalidateLayout(with: context)
    }
  }

  @Test("The tiled-cells check through the animator's keys answers as the check through index paths")
  func tiledCellsCheckAgrees() {
    let layout = CheckingLayout()
    let (view, dataSource) = listView(layout)
    var clock = 0.0
    func fling(frames: Int) {
      for frame in 0..<frames {
        if frame % 40 == 0 {
          // A 200 pt flick in 50 ms, alternating direction.
          let down = (frame / 40) % 2 == 0
          view.handleTouch(.began, at: CGPoint(x: 160, y: down ? 340 : 140), time: clock)
          view.handleTouch(.moved, at: CGPoint(x: 160, y: down ? 140 : 340), time: clock + 0.05)
          view.handleTouch(.ended, at: CGPoint(x: 160, y: down ? 140 : 340), time: clock + 0.05)
        }
        view.advance(by: 1.0 / 120)
        clock += 1.0 / 120
      }
    }
    fling(frames: 160)
    #expect(layout.answers.count > 100)
    for a in layout.answers { #expect(a.fast == a.general) }
    // Only the springs' cells move: every answer is yes, through the keys.
    #expect(layout.answers.allSatisfy { $0.fast && $0.keysUsed })

    // A cell without a spring (far below the tiled rect) hung on its own spring in the same
    // animator: the invalidations that include it are not only of tiled cells, both ways.
    layout.answers.removeAll()
    let stranger = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9_000, section: 0))
    stranger.frame = CGRect(x: 10, y: 450_000, width: 300, height: 40)
    let strangerSpring = AttachmentBehavior(item: stranger, attachedToAnchor: CGPoint(x: 160, y: 450_100))
    strangerSpring.length = 0
    strangerSpring.frequency = 1
    layout.dynamicAnimator.addBehavior(strangerSpring)
    fling(frames: 80)
    for a in layout.answers { #expect(a.fast == a.general) }
    #expect(layout.answers.contains { !$0.fast && $0.keysUsed })

    // A second item claiming a tiled cell's index path: the moved list is de-duplicated, the
    // keys are not used, and the answer is the general one.
    layout.dynamicAnimator.removeBehavior(strangerSpring)
    layout.answers.removeAll()
    let twin = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 5, section: 0))
    twin.frame = CGRect(x: 10, y: 250, width: 300, height: 40)
    let twinSpring = AttachmentBehavior(item: twin, attachedToAnchor: CGPoint(x: 160, y: 400))
    twinSpring.length = 0
    twinSpring.frequency = 1
    layout.dynamicAnimator.addBehavior(twinSpring)
    fling(frames: 40)
    for a in layout.answers { #expect(a.fast == a.general) }
    #expect(layout.answers.contains { !$0.keysUsed })
    withExtendedLifetime(dataSource) {}
  }

  @Test("Seeded: the plain validity test passes exactly the values the item check passes (no path)")
  func plainValidityAgreesWithTheItemCheck() {
    // Values on both sides of every limit: 0 and −0, the largest length 1e12 and the next
    // double up, the largest coordinate 1e20 and the next double up, infinities and NaN.
    let values: [CGFloat] = [
      0, -0.0, 1, 20, -5, 1e12, CGFloat(1e12).nextUp, 1e20, -1e20, CGFloat(1e20).nextUp,
      -CGFloat(1e20).nextUp, 1e21, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
    ]
    let item = TestItem(center: .zero, size: CGSize(width: 1, height: 1))
    var random = SplitMix64(state: 99)
    var passed = 0
    var failed = 0
    func pick() -> CGFloat {
      // Mostly ordinary values, so that all-valid combinations are common.
      random.below(3) == 0 ? values[random.below(values.count)] : CGFloat(random.below(200)) - 50
    }
    for _ in 0..<20_000 {
      let size = CGSize(width: pick(), height: pick())
      let center = CGPoint(x: pick(), y: pick())
      var t = CGAffineTransform.identity
      if random.below(4) == 0 { t.tx = pick() }
      if random.below(8) == 0 { t.b = pick() }
      let boundsType: DynamicItemCollisionBoundsType = [.rectangle, .ellipse, .path][random.below(3)]
      let passes = Validate.passesWithoutPath(
        size: size, center: center, transform: t, boundsType: boundsType)
      let throwsError = itemCheckThrows(
        item, size: size, center: center, transform: t, boundsType: boundsType)
      if boundsType == .path {
        #expect(!passes)
      } else {
        #expect(passes == !throwsError, "size \(size) centre \(center) transform \(t)")
      }
      if passes { passed += 1 } else { failed += 1 }
    }
    #expect(passed > 1_000 && failed > 1_000)
    // Written out at the limits.
    let ok = CGSize(width: 20, height: 20)
    #expect(
      Validate.passesWithoutPath(
        size: ok, center: CGPoint(x: 1e20, y: -1e20), transform: .identity, boundsType: .ellipse))
    #expect(
      !Validate.passesWithoutPath(
        size: ok, center: CGPoint(x: CGFloat(1e20).nextUp, y: 0), transform: .identity, boundsType: .rectangle
      ))
    #expect(
      Validate.passesWithoutPath(
        size: CGSize(width: 1e12, height: 1), center: .zero, transform: .identity, boundsType: .rectangle))
    #expect(
      !Validate.passesWithoutPath(
        size: CGSize(width: 0, height: 1), center: .zero, transform: .identity, boundsType: .rectangle))
  }
}
