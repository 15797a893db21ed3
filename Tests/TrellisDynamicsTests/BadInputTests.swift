import Foundation
import Testing
import TrellisDynamics

/// Bad input is rejected with a specific error and changes nothing; no NaN reaches an item.
@Suite struct BadInputTests {
  let bounds = CGRect(x: 0, y: 0, width: 400, height: 400)

  @Test("A zero-size item is rejected by add(_:) and addBehavior(_:) records the error")
  func zeroSizeItem() {
    let item = TestItem(center: CGPoint(x: 10, y: 10), size: .zero)
    let gravity = GravityBehavior()
    gravity.addItem(item)
    #expect(gravity.items.isEmpty)
    #expect(gravity.lastError == .invalidItemSize(width: 0, height: 0))

    let snap = SnapBehavior(item: item, snapTo: .zero)
    let animator = DynamicAnimator(referenceBounds: bounds)
    #expect(throws: DynamicsError.invalidItemSize(width: 0, height: 0)) { try animator.add(snap) }
    animator.addBehavior(snap)
    #expect(animator.behaviors.isEmpty)
    #expect(animator.lastError == .invalidItemSize(width: 0, height: 0))
    #expect(!animator.isRunning)
  }

  @Test("A non-finite centre is rejected")
  func nonFiniteCenter() {
    let item = TestItem(center: CGPoint(x: CGFloat.nan, y: 0), size: CGSize(width: 10, height: 10))
    let animator = DynamicAnimator(referenceBounds: bounds)
    #expect(throws: DynamicsError.self) { try animator.add(SnapBehavior(item: item, snapTo: .zero)) }
    #expect(animator.behaviors.isEmpty)
  }

  @Test("A frequency above half the step rate (60 Hz) is rejected and the old value kept")
  func frequencyTooHigh() {
    let item = TestItem(center: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10))
    let spring = AttachmentBehavior(item: item, attachedToAnchor: .zero)
    spring.frequency = 2
    spring.frequency = 61
    #expect(spring.frequency == 2)
    #expect(spring.lastError == .frequencyTooHigh(hertz: 61, limit: 60))
    spring.frequency = 60
    #expect(spring.frequency == 60)
  }

  @Test("Damping out of 0…1 and negative density are rejected")
  func outOfRangeValues() {
    let item = TestItem(center: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10))
    let spring = AttachmentBehavior(item: item, attachedToAnchor: .zero)
    spring.damping = 1.5
    #expect(spring.damping == 0)
    #expect(
      spring.lastError
        == .outOfRange(parameter: "AttachmentBehavior.damping", value: 1.5, allowed: "in 0...1"))
    let snap = SnapBehavior(item: item, snapTo: .zero)
    snap.damping = -0.1
    #expect(snap.damping == 0.5)
    let props = DynamicItemBehavior(items: [item])
    props.density = -1
    #expect(props.density == 1)
    #expect(props.lastError == .outOfRange(parameter: "density", value: -1, allowed: "> 0"))
    props.elasticity = .nan
    #expect(props.elasticity == 0)
  }

  @Test("The same item twice in one behavior is rejected; in two gravity behaviors it is fine")
  func duplicateItems() {
    let item = TestItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 10, height: 10))
    let g1 = GravityBehavior(items: [item, item])
    #expect(g1.items.count == 1)
    #expect(g1.lastError == .duplicateItem(behavior: "gravity behavior"))
    let g2 = GravityBehavior(items: [item])
    let animator = DynamicAnimator(referenceBounds: bounds)
    animator.addBehavior(g1)
    animator.addBehavior(g2)
    #expect(animator.lastError == nil)
    animator.advance(by: 0.1)
    // Two unit gravities add: ½·2000·0.1² = 10 pt.
    #expect(abs(item.center.y - 10) < 0.1)
    let a = AttachmentBehavior(item: item, attachedTo: item)
    #expect(throws: DynamicsError.duplicateItem(behavior: "attachment behavior")) { try animator.add(a) }
  }

  @Test("A behavior cannot be added twice or become its own child")
  func behaviorTreeErrors() {
    let animator = DynamicAnimator(referenceBounds: bounds)
    let parent = DynamicBehavior()
    let child = DynamicBehavior()
    parent.addChildBehavior(child)
    child.addChildBehavior(parent)
    #expect(child.lastError == .behaviorCycle(behavior: "dynamic behavior"))
    let other = DynamicBehavior()
    other.addChildBehavior(child)
    #expect(
      other.lastError
        == .behaviorAlreadyAdded(behavior: "dynamic behavior", reason: "it already has a parent behavior"))
    animator.addBehavior(parent)
    #expect(throws: DynamicsError.self) { try animator.add(parent) }
    #expect(throws: DynamicsError.self) { try animator.add(child) }
    #expect(animator.behaviors.count == 1)
  }

  @Test("Non-finite push directions never reach an item")
  func noNaN() {
    let item = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 10, height: 10))
    let animator = DynamicAnimator(referenceBounds: bounds)
    let push = PushBehavior(items: [item], mode: .continuous)
    push.pushDirection = CGVector(dx: CGFloat.nan, dy: 1)
    push.magnitude = .infinity
    let gravity = GravityBehavior(items: [item])
    gravity.gravityDirection = CGVector(dx: 0, dy: CGFloat.infinity)
    animator.addBehavior(push)
    animator.addBehavior(gravity)
    animator.advance(by: 0.5)
    #expect(push.pushDirection == .zero)
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    #expect(item.center.x.isFinite && item.center.y.isFinite)
    #expect(push.lastError == .nonFinite(parameter: "PushBehavior angle/magnitude"))
  }

  @Test("A boundary with coincident points is rejected")
  func badBoundary() {
    let collision = CollisionBehavior()
    collision.addBoundary(withIdentifier: "x", from: CGPoint(x: 1, y: 1), to: CGPoint(x: 1, y: 1))
    #expect(collision.boundaryIdentifiers == nil)
    #expect(collision.lastError == .invalidPath(reason: "boundary points 0 and 1 coincide"))
  }
}
