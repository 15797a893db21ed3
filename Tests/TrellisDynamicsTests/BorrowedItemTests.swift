import Foundation
import Testing

@testable import TrellisDynamics

// The seventh pass's borrowed references (docs/benchmarks.md, "Issue 23: fling frame, seventh
// pass (springy layout)"): plain layout attributes are used without a retain in the step's
// write-back, the springy layout's pull of its cells and its element query, and plain
// attachments are asked for restlessness without dynamic dispatch. A subclass of the attributes
// (which may override their properties) takes the general path, as does an animator with a
// behavior that is not a plain attachment: each pair must move every item identically.

/// Layout attributes of a subclass that overrides nothing: the general (retaining) path.
nonisolated final class SubclassedAttributes: CollectionViewLayoutAttributes {}

/// A springy layout whose attributes are `SubclassedAttributes`.
final class SubclassedSpringyLayout: SpringyFlowLayout {
  override class var layoutAttributesClass: AnyClass { SubclassedAttributes.self }
}

@MainActor @Suite struct BorrowedItemTests {
  /// Every element the layout answers for the visible bounds, as bit patterns.
  func snapshot(_ view: CollectionView) -> [[UInt64]] {
    let rect = view.bounds
    let elements = view.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    return elements.map { a in
      let f = a.frame
      let t = a.transform
      return [UInt64(a.indexPath.item)]
        + [f.minX, f.minY, f.width, f.height, t.a, t.b, t.c, t.d, t.tx, t.ty]
        .map { Double($0).bitPattern }
    }
  }

  @Test("A springy layout's plain cells move exactly as subclassed ones (flings, rests, pauses)")
  func plainCellsMoveAsSubclassedOnes() {
    let plain = SpringyFlowLayout()
    let subclassed = SubclassedSpringyLayout()
    let (plainView, plainSource) = listView(plain)
    let (subView, subSource) = listView(subclassed)
    var random = SplitMix64(state: 2026)
    var clock = 0.0
    var sawPausedPull = false
    // Flicks 1.25 s apart (the springs still swinging), then one after a long rest (the
    // animator paused, so its first pull runs the general path until the animator resumes).
    let flickFrames: Set<Int> = [0, 150, 300, 1_000, 1_150]
    for frame in 0..<1_300 {
      if flickFrames.contains(frame) {
        // A flick of random length and direction.
        let from = CGFloat(140 + random.below(200))
        let to = CGFloat(140 + random.below(200))
        if !plain.dynamicAnimator.isRunning { sawPausedPull = true }
        for view in [plainView, subView] {
          view.handleTouch(.began, at: CGPoint(x: 160, y: from), time: clock)
          view.handleTouch(.moved, at: CGPoint(x: 160, y: to), time: clock + 0.05)
          view.handleTouch(.ended, at: CGPoint(x: 160, y: to), time: clock + 0.05)
        }
      }
      plainView.advance(by: 1.0 / 120)
      subView.advance(by: 1.0 / 120)
      clock += 1.0 / 120
      #expect(plainView.bounds == subView.bounds)
      #expect(plain.dynamicAnimator.isRunning == subclassed.dynamicAnimator.isRunning)
      #expect(snapshot(plainView) == snapshot(subView))
    }
    // The general path really was taken by the subclass, and the borrowed one by the plain cells.
    #expect(subclassed.tiles.allSatisfy { !$0.isPlain })
    #expect(!plain.tiles.isEmpty && plain.tiles.allSatisfy(\.isPlain))
    #expect(plain.dynamicAnimator.records.allSatisfy { $0.plainAttributes != nil })
    #expect(subclassed.dynamicAnimator.records.allSatisfy { $0.plainAttributes == nil })
    #expect(sawPausedPull)
    withExtendedLifetime((plainSource, subSource)) {}
  }

  /// Attachments with offsets (so the items turn) on `count` items made by `make`, in an
  /// animator; with `extraBehavior`, an empty `DynamicBehavior` joins (so not every behavior is
  /// a plain attachment).
  func turningSprings<Item: DynamicItem>(
    _ items: [Item], extraBehavior: Bool, seed: UInt64
  ) -> DynamicAnimator {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 2000))
    var random = SplitMix64(state: seed)
    for item in items {
      let offset = Offset(
        horizontal: CGFloat(random.below(21)) - 10, vertical: CGFloat(random.below(21)) - 10)
      let anchor = CGPoint(
        x: item.center.x + CGFloat(random.below(81)) - 40, y: item.center.y + CGFloat(random.below(81)) - 40)
      let spring = AttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: anchor)
      spring.length = 0
      spring.damping = 0.3 + CGFloat(random.below(60)) / 100
      spring.frequency = 0.5 + CGFloat(random.below(30)) / 10
      animator.addBehavior(spring)
    }
    if extraBehavior { animator.addBehavior(DynamicBehavior()) }
    return animator
  }

  @Test("Seeded: plain attributes, subclassed ones and plain attachments with another behavior move alike")
  func writeBackAndRestlessnessAgree() {
    for seed in UInt64(1)...4 {
      func cells<A: CollectionViewLayoutAttributes>(_ type: A.Type) -> [A] {
        (0..<12).map { i in
          let a = A()
          a.indexPath = IndexPath(item: i, section: 0)
          a.frame = CGRect(
            x: 100 + 120 * CGFloat(i % 4), y: 100 + 150 * CGFloat(i / 4), width: 80, height: 40)
          return a
        }
      }
      let plainCells = cells(CollectionViewLayoutAttributes.self)
      let subCells = cells(SubclassedAttributes.self)
      let mixedCells = cells(CollectionViewLayoutAttributes.self)
      let plain = turningSprings(plainCells, extraBehavior: false, seed: seed)
      let sub = turningSprings(subCells, extraBehavior: false, seed: seed)
      let general = turningSprings(mixedCells, extraBehavior: true, seed: seed)
      /// Every cell's centre and transform, as bit patterns.
      func poses(_ cells: [CollectionViewLayoutAttributes]) -> [UInt64] {
        cells.flatMap { a -> [UInt64] in
          let t = a.transform
          return [a.center.x, a.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0).bitPattern }
        }
      }
      var turned = false
      var sawBlocked = false
      for _ in 0..<1200 {
        plain.advance(by: step)
        sub.advance(by: step)
        general.advance(by: step)
        let plainPoses = poses(plainCells)
        #expect(plainPoses == poses(subCells))
        #expect(plainPoses == poses(mixedCells))
        if plainCells.contains(where: { $0.transform != .identity }) { turned = true }
        #expect(plain.records.map(\.sleepBlocked) == sub.records.map(\.sleepBlocked))
        #expect(plain.records.map(\.sleepBlocked) == general.records.map(\.sleepBlocked))
        if plain.records.contains(where: \.sleepBlocked) { sawBlocked = true }
        #expect(plain.isRunning == general.isRunning)
      }
      // The direct restlessness path was taken by `plain` only; the items turned and springs
      // were stretched, so both writes and both sleep answers were exercised.
      #expect(plain.flatIsAttachmentsOnly && !general.flatIsAttachmentsOnly)
      #expect(turned)
      #expect(sawBlocked)
    }
  }

  @Test("invalidateItems(at:) keeps the first list as given and appends later ones in order")
  func invalidateItemsWorkedExample() {
    let a = IndexPath(item: 4, section: 0)
    let b = IndexPath(item: 1, section: 2)
    let c = IndexPath(item: 0, section: 1)
    let context = CollectionViewLayoutInvalidationContext()
    #expect(context.invalidatedItemIndexPaths == nil)
    context.invalidateItems(at: [a, b])
    #expect(context.invalidatedItemIndexPaths == [a, b])
    context.invalidateItems(at: [])
    #expect(context.invalidatedItemIndexPaths == [a, b])
    context.invalidateItems(at: [c, a])
    #expect(context.invalidatedItemIndexPaths == [a, b, c, a])
    // A first call with no paths still says "these items (none)", not "no item list".
    let empty = CollectionViewLayoutInvalidationContext()
    empty.invalidateItems(at: [])
    #expect(empty.invalidatedItemIndexPaths == [])
    // The caller's array is not changed by later calls (value semantics).
    var given = [a]
    let shared = CollectionViewLayoutInvalidationContext()
    shared.invalidateItems(at: given)
    shared.invalidateItems(at: [b])
    given.append(c)
    #expect(given == [a, c])
    #expect(shared.invalidatedItemIndexPaths == [a, b])
  }
}
