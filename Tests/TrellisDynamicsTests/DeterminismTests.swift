import Foundation
import Testing
import TrellisDynamics

/// The same scene gives bit-identical frames on every run.
@Suite struct DeterminismTests {
  /// FNV-1a over the bit patterns of every item's centre and rotation after every step.
  static func runBusyScene() -> UInt64 {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 600, height: 800))
    var items: [TestItem] = []
    for i in 0..<30 {
      let x = 60 + CGFloat(i % 6) * 90
      let y = 80 + CGFloat(i / 6) * 70
      items.append(
        TestItem(
          center: CGPoint(x: x, y: y), size: CGSize(width: 40 + CGFloat(i % 3) * 10, height: 40),
          boundsType: i % 4 == 0 ? .ellipse : .rectangle))
    }
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    let props = DynamicItemBehavior(items: items)
    props.elasticity = 0.4
    props.friction = 0.3
    let push = PushBehavior(items: [items[3], items[7]], mode: .continuous)
    push.pushDirection = CGVector(dx: 3, dy: -2)
    let spring = AttachmentBehavior(item: items[12], attachedToAnchor: CGPoint(x: 300, y: 100))
    spring.frequency = 2
    spring.damping = 0.3
    let noise = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
    noise.strength = 0.5
    for item in items[20...] { noise.addItem(item) }
    animator.addBehavior(GravityBehavior(items: items))
    animator.addBehavior(collision)
    animator.addBehavior(props)
    animator.addBehavior(push)
    animator.addBehavior(spring)
    animator.addBehavior(noise)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ v: CGFloat) {
      var bits = Double(v).bitPattern
      for _ in 0..<8 {
        hash ^= bits & 0xff
        hash = hash &* 0x100_0000_01b3
        bits >>= 8
      }
    }
    for _ in 0..<600 {
      animator.advance(by: step)
      for item in items {
        mix(item.center.x)
        mix(item.center.y)
        mix(item.transform.a)
        mix(item.transform.b)
      }
    }
    return hash
  }

  @Test("A hash of every item's state over 600 steps of a busy scene is identical across runs")
  func busySceneIsDeterministic() {
    let first = Self.runBusyScene()
    let second = Self.runBusyScene()
    #expect(first == second)
  }
}
