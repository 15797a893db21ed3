import Foundation
import Testing

@testable import TrellisDynamics

// The step lets an item sleep only when no spring on it is stretched beyond
// `DynamicAnimator.restTolerance` (0.5 pt). When every behavior is exactly an
// `AttachmentBehavior`, the step reads each spring's frequency from its stored value instead of
// calling the getter; a subclass's getter is still called.

/// An attachment whose frequency getter reports 1 Hz while the stored value stays 0 (a rod).
private final class SpringReporting: AttachmentBehavior {
  override var frequency: CGFloat {
    get { 1 }
    set { super.frequency = 0 }
  }
}

@Suite struct SleepBlockTests {
  /// An item 100 pt from the anchor of `spring` (length 0, 1 Hz) in a new animator, after one
  /// step: stretched 100 pt, far beyond the 0.5 pt tolerance.
  @MainActor static func stretched(
    _ make: (DynamicItem, CGPoint) -> AttachmentBehavior
  )
    -> (DynamicAnimator, AttachmentBehavior)
  {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let item = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
    let spring = make(item, CGPoint(x: 100, y: 200))
    spring.length = 0
    spring.frequency = 1
    animator.addBehavior(spring)
    animator.advance(by: step)
    return (animator, spring)
  }

  @Test("A stretched spring blocks sleep; made a rod (frequency 0) it no longer does")
  func stretchedSpringBlocksSleep() {
    let (animator, spring) = Self.stretched { AttachmentBehavior(item: $0, attachedToAnchor: $1) }
    #expect(animator.flatIsAttachmentsOnly)
    #expect(animator.records[0].sleepBlocked)
    // Frequency 0: a rigid rod, which the check skips (it checks springs only).
    spring.frequency = 0
    animator.advance(by: step)
    #expect(!animator.records[0].sleepBlocked)
    spring.frequency = 2
    animator.advance(by: step)
    #expect(animator.records[0].sleepBlocked)
  }

  @Test("A subclass's frequency getter is what the check reads")
  func subclassGetterIsRead() {
    // The getter says 1 Hz (the joint is made from it: a spring), the stored value is 0: the
    // check reads the getter, so the stretched spring blocks sleep.
    let (animator, _) = Self.stretched {
      SpringReporting(item: $0, offsetFromCenter: .zero, attachedToAnchor: $1)
    }
    #expect(!animator.flatIsAttachmentsOnly)
    #expect(animator.records[0].sleepBlocked)
  }

  @Test("An invalid frequency is rejected and the old one kept")
  func invalidFrequencyIsRejected() {
    let spring = AttachmentBehavior(
      item: TestItem(center: .zero, size: CGSize(width: 10, height: 10)), attachedToAnchor: .zero)
    spring.frequency = 3
    spring.frequency = -1
    #expect(spring.frequency == 3)
    spring.frequency = .nan
    #expect(spring.frequency == 3)
    spring.frequency = 61
    #expect(spring.frequency == 3)
  }
}
