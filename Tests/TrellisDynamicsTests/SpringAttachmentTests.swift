import Foundation
import Testing
import TrellisDynamics

/// Attachment springs against the closed-form damped oscillator (docs/uikit-reference.md,
/// "Closed forms for tests"): ω₀ = 2πf, ω_d = ω₀√(1 − ζ²),
/// x(t) = e^(−ζω₀t)[x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d sin ω_d t]; critical (ζ = 1):
/// x(t) = (x₀ + (v₀ + ω₀x₀)t)e^(−ω₀t). Here x₀ = 100 pt, v₀ = 0, length 0, item–anchor (the
/// effective mass is the item's mass, so k = mω₀²).
@Suite struct SpringAttachmentTests {
  static func closedForm(t: Double, f: Double, zeta: Double, x0: Double) -> Double {
    let w0 = 2 * Double.pi * f
    if zeta >= 1 { return (x0 + w0 * x0 * t) * exp(-w0 * t) }
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * w0 * t) * (x0 * cos(wd * t) + zeta * w0 * x0 / wd * sin(wd * t))
  }

  @Test(
    "A zero-length spring follows the damped oscillator within 1% of the 100 pt amplitude for 3 s",
    arguments: [0.5, 1.0, 2.0, 5.0], [0.1, 0.5, 0.8, 1.0])
  func springFollowsClosedForm(frequency: Double, damping: Double) {
    let anchor = CGPoint(x: 300, y: 300)
    let item = TestItem(center: CGPoint(x: 400, y: 300), size: CGSize(width: 100, height: 100))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 600, height: 600))
    let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
    #expect(spring.length == 100)  // from the initial geometry
    spring.length = 0
    spring.frequency = CGFloat(frequency)
    spring.damping = CGFloat(damping)
    animator.addBehavior(spring)
    #expect(animator.lastError == nil)
    var worst = 0.0
    for n in 1...360 {
      animator.advance(by: step)
      let expected = Self.closedForm(t: Double(n) * step, f: frequency, zeta: damping, x0: 100)
      worst = max(worst, abs(Double(item.center.x - anchor.x) - expected))
      #expect(abs(item.center.y - anchor.y) < 1e-6)  // no sideways motion
    }
    #expect(worst <= 1.0, "max deviation \(worst) pt at f=\(frequency) Hz ζ=\(damping)")
  }

  @Test("A zero-length spring with sideways velocity settles without orbiting")
  func zeroLengthSpringDoesNotOrbit() {
    let anchor = CGPoint(x: 300, y: 300)
    let item = TestItem(center: CGPoint(x: 400, y: 300), size: CGSize(width: 50, height: 50))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 600, height: 600))
    let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
    spring.length = 0
    spring.frequency = 1
    spring.damping = 0.5
    let props = DynamicItemBehavior(items: [item])
    props.addLinearVelocity(CGPoint(x: 0, y: 400), for: item)
    animator.addBehavior(spring)
    animator.addBehavior(props)
    animator.advance(by: 5)
    // ζ = 0.5, ω₀ = 2π: the envelope e^(−ζω₀t) is 1.5e-7 after 5 s; the item is at the anchor.
    #expect(abs(item.center.x - anchor.x) < 0.5)
    #expect(abs(item.center.y - anchor.y) < 0.5)
  }
}
