import Foundation
import Testing
import TrellisDynamics

/// UIKit's documented constants (docs/uikit-reference.md, "UIKit Dynamics"): gravity magnitude
/// 1.0 = 1000 pt/s²; a continuous push of magnitude 1 on a 100 × 100 item of density 1
/// accelerates it at 100 pt/s².
@Suite struct UnitsTests {
  @Test("Gravity of magnitude 1 moves a free item ½·1000·1² = 500 pt in 1 s (±0.5 pt)")
  func gravityFreeFall() {
    let item = TestItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 100, height: 100))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.advance(by: 1.0)
    #expect(abs(item.center.y - 500) <= 0.5)
    #expect(item.center.x == 100)
  }

  @Test("Gravity acts only on its own items")
  func gravityOnlyOnItsItems() {
    let falling = TestItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 10, height: 10))
    let other = TestItem(center: CGPoint(x: 300, y: 0), size: CGSize(width: 10, height: 10))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    animator.addBehavior(GravityBehavior(items: [falling]))
    animator.addBehavior(DynamicItemBehavior(items: [other]))
    animator.advance(by: 0.5)
    #expect(abs(falling.center.y - 125) <= 0.5)  // ½·1000·0.5²
    #expect(other.center.y == 0)
  }

  @Test("A continuous push of magnitude 1 on a 100×100 density-1 item moves it ½·100·1² = 50 pt in 1 s")
  func continuousPush() {
    let item = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 100))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let push = PushBehavior(items: [item], mode: .continuous)
    push.pushDirection = CGVector(dx: 1, dy: 0)
    animator.addBehavior(push)
    animator.advance(by: 1.0)
    #expect(abs(item.center.x - 150) <= 0.5)
  }

  @Test("A push on a 100×200 item (twice the mass) moves it half as far: 25 pt in 1 s")
  func pushOnHeavierItem() {
    let item = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 200))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let push = PushBehavior(items: [item], mode: .continuous)
    push.magnitude = 1
    push.angle = 0
    animator.addBehavior(push)
    animator.advance(by: 1.0)
    #expect(abs(item.center.x - 125) <= 0.5)
  }

  @Test("An instantaneous push of magnitude 1 gives a 100×100 item 100 pt/s once, then deactivates")
  func instantaneousPush() {
    let item = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 100))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    let props = DynamicItemBehavior(items: [item])
    animator.addBehavior(push)
    animator.addBehavior(props)
    animator.advance(by: 0.5)
    #expect(push.active == false)
    #expect(abs(props.linearVelocity(for: item).y - 100) < 1e-6)
    #expect(abs(item.center.y - 150) <= 0.5)  // 100 pt/s × 0.5 s
  }
}
