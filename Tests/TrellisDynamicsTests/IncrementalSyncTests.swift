import Foundation
import Testing
import TrellisDynamics

// The animator syncs incrementally when only plain attachments were added and removed since the
// last sync (the springy layout's tiling); otherwise it rebuilds everything. Both must give the
// same simulation, bit for bit. The reference here is the same script run on an animator that
// also holds an empty `DynamicBehavior` (no items, no physics), which keeps every one of its
// syncs on the full path.

/// SplitMix64: a small seeded generator, so every run draws the same script.
struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// A number in 0..<n.
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// One animator running the script, with its own items.
@MainActor final class ScriptedAnimator {
  let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
  let items: [TestItem]
  /// The script's attachments, by the index the script gives them; `nil` once removed.
  var attachments: [AttachmentBehavior?] = []

  init(itemCount: Int, forceFullSync: Bool) {
    items = (0..<itemCount).map { i in
      TestItem(
        center: CGPoint(x: 40 + 30 * Double(i % 10), y: 40 + 60 * Double(i / 10)),
        size: CGSize(width: 24, height: 20))
    }
    if forceFullSync { animator.addBehavior(DynamicBehavior()) }
  }

  /// Every item's centre and transform, as bit patterns.
  var state: [UInt64] {
    items.flatMap { item in
      [item.center.x, item.center.y, item.transform.a, item.transform.b].map { Double($0).bitPattern }
    }
  }
}

/// What the script does next.
enum ScriptStep {
  /// A spring from item `item` to an anchor `offset` away from its centre.
  case anchor(item: Int, offset: CGVector, frequency: CGFloat, damping: CGFloat)
  /// A spring between two items.
  case pair(Int, Int, frequency: CGFloat, damping: CGFloat)
  /// Removes the attachments with these script indices (skipping removed ones), in one batch
  /// or one at a time.
  case remove([Int])
  /// Adds a removed attachment again.
  case readd(Int)
  /// Moves an item by hand and tells the animator.
  case displace(item: Int, by: CGVector)
  case advance

  /// A seeded script of `count` steps over `items` items.
  static func script(seed: UInt64, count: Int, items: Int) -> [ScriptStep] {
    var rng = SplitMix64(state: seed)
    var made = 0
    var steps: [ScriptStep] = []
    for _ in 0..<count {
      switch rng.below(10) {
      case 0, 1:
        let offset = CGVector(dx: Double(rng.below(61)) - 30, dy: Double(rng.below(61)) - 30)
        steps.append(
          .anchor(
            item: rng.below(items), offset: offset, frequency: 0.5 + CGFloat(rng.below(5)),
            damping: CGFloat(rng.below(11)) / 10))
        made += 1
      case 2:
        let a = rng.below(items)
        let b = (a + 1 + rng.below(items - 1)) % items
        steps.append(.pair(a, b, frequency: 1 + CGFloat(rng.below(3)), damping: 0.5))
        made += 1
      case 3 where made > 0:
        steps.append(.remove((0..<(1 + rng.below(3))).map { _ in rng.below(made) }))
      case 4 where made > 0:
        steps.append(.readd(rng.below(made)))
      case 5:
        let by = CGVector(dx: Double(rng.below(21)) - 10, dy: Double(rng.below(21)) - 10)
        steps.append(.displace(item: rng.below(items), by: by))
      default:
        steps.append(.advance)
      }
    }
    return steps
  }
}

@MainActor func run(_ steps: [ScriptStep], on s: ScriptedAnimator) {
  for step in steps {
    switch step {
    case .anchor(let i, let offset, let frequency, let damping):
      let item = s.items[i]
      let spring = AttachmentBehavior(
        item: item, attachedToAnchor: CGPoint(x: item.center.x + offset.dx, y: item.center.y + offset.dy))
      spring.frequency = frequency
      spring.damping = damping
      s.animator.addBehavior(spring)
      s.attachments.append(spring)
    case .pair(let a, let b, let frequency, let damping):
      let spring = AttachmentBehavior(item: s.items[a], attachedTo: s.items[b])
      spring.frequency = frequency
      spring.damping = damping
      s.animator.addBehavior(spring)
      s.attachments.append(spring)
    case .remove(let indices):
      for i in indices {
        if let b = s.attachments[i] { s.animator.removeBehavior(b) }
      }
    case .readd(let i):
      if let b = s.attachments[i], b.dynamicAnimator == nil { s.animator.addBehavior(b) }
    case .displace(let i, let by):
      let item = s.items[i]
      item.center = CGPoint(x: item.center.x + by.dx, y: item.center.y + by.dy)
      s.animator.updateItem(usingCurrentState: item)
    case .advance:
      s.animator.advance(by: 1.0 / 120)
    }
  }
}

@Suite struct IncrementalSyncTests {
  @Test(
    "Adding and removing attachments gives bit-identical motion whether the animator syncs incrementally or fully",
    arguments: [1 as UInt64, 2, 3, 4, 5, 6, 7, 8])
  func incrementalMatchesFull(seed: UInt64) {
    let steps = ScriptStep.script(seed: seed, count: 400, items: 12)
    let incremental = ScriptedAnimator(itemCount: 12, forceFullSync: false)
    let full = ScriptedAnimator(itemCount: 12, forceFullSync: true)
    run(steps, on: incremental)
    run(steps, on: full)
    #expect(incremental.state == full.state)
    // The same behaviors in the same order (the full-sync animator's extra one first).
    let mine = incremental.animator.behaviors.map(ObjectIdentifier.init)
    let reference = full.animator.behaviors.dropFirst().map { b in
      ObjectIdentifier(incremental.attachments[full.attachments.firstIndex { $0 === b }!]!)
    }
    #expect(mine == reference)
    // The items still simulated, in the order they joined.
    let everywhere = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
    let inMine = incremental.animator.items(in: everywhere).map { i in
      incremental.items.firstIndex { $0 === i }
    }
    let inReference = full.animator.items(in: everywhere).map { i in full.items.firstIndex { $0 === i } }
    #expect(inMine == inReference)
    // Both moved (the scripts advance and stretch springs), so the comparison is not vacuous.
    #expect(incremental.state != ScriptedAnimator(itemCount: 12, forceFullSync: false).state)
  }

  @Test("A springy fling gives bit-identical frames whether the animator syncs incrementally or fully")
  func springyFlingMatchesFullSync() {
    func fling(forceFullSync: Bool) -> [UInt64] {
      let list = SpringyList(items: 10_000)
      if forceFullSync { list.layout.dynamicAnimator.addBehavior(DynamicBehavior()) }
      var frames: [UInt64] = []
      var clock = 0.0
      for frame in 0..<240 {
        if frame % 40 == 0 {
          // A 200 pt flick in 50 ms, alternating direction.
          let down = (frame / 40) % 2 == 0
          list.view.handleTouch(.began, at: list.point(down ? 340 : 140), time: clock)
          list.view.handleTouch(.moved, at: list.point(down ? 140 : 340), time: clock + 0.05)
          list.view.handleTouch(.ended, at: list.point(down ? 140 : 340), time: clock + 0.05)
        }
        list.view.advance(by: 1.0 / 120)
        clock += 1.0 / 120
        for a in list.layout.layoutAttributesForElements(in: list.view.bounds) ?? [] {
          frames.append(UInt64(a.indexPath.item))
          frames.append(Double(a.center.x).bitPattern)
          frames.append(Double(a.center.y).bitPattern)
        }
      }
      return frames
    }
    let incremental = fling(forceFullSync: false)
    let full = fling(forceFullSync: true)
    #expect(incremental.count == full.count)
    #expect(incremental == full)
    // The fling scrolled cells through the tiled rect, so springs were added and removed.
    #expect(Set(stride(from: 0, to: incremental.count, by: 3).map { incremental[$0] }).count > 20)
  }
}
