import Foundation
import Testing
import TrellisViews

// Independent references for the timing curves (docs/views.md §5).

/// y at x on the Bézier (0,0), (x1,y1), (x2,y2), (1,1), by bisection on the parameter
/// (200 halvings) — the code under test uses Newton's method first.
private func bezierReference(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
  func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
  }
  return coordinate((low + high) / 2, y1, y2)
}

/// The spring x'' = −k(x − 1) − c x', x(0) = 0, x'(0) = v, integrated with classical RK4 at
/// step h up to time t.
private func springReference(k: Double, c: Double, v: Double, t: Double, h: Double = 1e-5) -> Double {
  var x = 0.0
  var u = v
  func acceleration(_ x: Double, _ u: Double) -> Double { -k * (x - 1) - c * u }
  let steps = Int((t / h).rounded())
  for _ in 0..<steps {
    let k1x = u
    let k1u = acceleration(x, u)
    let k2x = u + h / 2 * k1u
    let k2u = acceleration(x + h / 2 * k1x, u + h / 2 * k1u)
    let k3x = u + h / 2 * k2u
    let k3u = acceleration(x + h / 2 * k2x, u + h / 2 * k2u)
    let k4x = u + h * k3u
    let k4u = acceleration(x + h * k3x, u + h * k3u)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
  }
  return x
}

/// A 100 × 100 view at the origin (centre (50, 50)) in a superview.
@MainActor private func square() -> View {
  let parent = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  parent.addSubview(view)
  return view
}

@MainActor private func shownCenterX(_ view: View) -> Double {
  Double(view.layer.presentation()?.position.x ?? .nan)
}

@Suite("View animations: curves, clock, completions")
@MainActor
struct AnimationTests {
  @Test(
    "each Bézier curve moves the centre 50 → 150 as the reference says at t = 0, ¼, ½, 1",
    arguments: [
      (View.AnimationOptions.curveLinear, 0.0, 0.0, 1.0, 1.0),
      (.curveEaseIn, 0.42, 0.0, 1.0, 1.0),
      (.curveEaseOut, 0.0, 0.0, 0.58, 1.0),
      (.curveEaseInOut, 0.42, 0.0, 0.58, 1.0),
    ])
  func bezierCurves(options: View.AnimationOptions, x1: Double, y1: Double, x2: Double, y2: Double) {
    let view = square()
    let clock = AnimationClock.main
    View.animate(withDuration: 2, delay: 0, options: options) { view.center = CGPoint(x: 150, y: 50) }
    #expect(view.center.x == 150)  // the model changed at once
    #expect(view.layer.animationKeys() == ["position"])
    #expect(shownCenterX(view) == 50)
    var elapsed = 0.0
    for fraction in [0.25, 0.5] {
      clock.advance(by: fraction * 2 - elapsed)
      elapsed = fraction * 2
      let expected = 50 + 100 * bezierReference(fraction, x1, y1, x2, y2)
      #expect(abs(shownCenterX(view) - expected) < 1e-9, "at \(fraction)")
    }
    clock.advance(by: 2 - elapsed + 1e-9)  // just past the end (the clock's time is a sum of steps)
    #expect(shownCenterX(view) == 150)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("ease-in-ease-out is symmetric: exactly half way at t = ½; linear at ¼ is ¼")
  func curveAnchors() {
    #expect(abs(AnimationTimingCurve.easeInOut.progress(at: 0.5, duration: 1) - 0.5) < 1e-12)
    #expect(abs(AnimationTimingCurve.linear.progress(at: 0.25, duration: 1) - 0.25) < 1e-12)
    #expect(AnimationTimingCurve.easeIn.progress(at: 0, duration: 1) == 0)
    #expect(AnimationTimingCurve.easeIn.progress(at: 1, duration: 1) == 1)
    #expect(AnimationTimingCurve.easeIn.progress(at: .nan, duration: 1) == 0)
  }

  @Test(
    "springs follow the damped oscillator (RK4 reference, 1e-6) at t = ¼ and ½ of the duration",
    arguments: [(0.3, 0.0), (1.0, 0.0), (2.0, 0.0), (0.5, 4.0), (0.0, 0.0)])
  func springs(ratio: Double, velocity: Double) {
    let duration = 0.8
    let omega = 2 * Double.pi / duration
    let view = square()
    let clock = AnimationClock.main
    View.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: velocity
    ) { view.center = CGPoint(x: 150, y: 50) }
    var elapsed = 0.0
    for fraction in [0.25, 0.5] {
      clock.advance(by: fraction * duration - elapsed)
      elapsed = fraction * duration
      let expected =
        50 + 100 * springReference(k: omega * omega, c: 2 * ratio * omega, v: velocity, t: elapsed)
      #expect(abs(shownCenterX(view) - expected) < 1e-6, "ratio \(ratio) at \(fraction)")
    }
    clock.advance(by: duration - elapsed + 1e-9)
    #expect(shownCenterX(view) == 150)
  }

  @Test(
    "the spring mapping matches Apple's example: duration 0.5, bounce 0.3 is stiffness 157.9, damping 17.6")
  func springMatchesAppleExample() {
    // Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness 157.9, damping 17.6 (Apple's
    // documentation); bounce 0.3 is damping ratio 0.7. The printed values are rounded to 0.1, so
    // the positions agree to about 1e-3.
    for t in [0.1, 0.2, 0.3] {
      let ours = AnimationTimingCurve.spring(dampingRatio: 0.7, initialVelocity: 0).progress(
        at: t / 0.5, duration: 0.5)
      let apple = springReference(k: 157.9, c: 17.6, v: 0, t: t)
      #expect(abs(ours - apple) < 2e-3, "at \(t)")
    }
  }

  @Test("alpha, background colour, bounds and transform are half way at t = ½ with the linear curve")
  func otherProperties() {
    let view = square()
    view.backgroundColor = .red
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.alpha = 0
      view.backgroundColor = .blue
      view.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
      view.transform = CGAffineTransform(scaleX: 3, y: 3)
    }
    #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "backgroundColor", "bounds", "transform"])
    AnimationClock.main.advance(by: 0.5)
    let shown = view.layer.presentation()
    #expect(abs(Double(shown?.opacity ?? -1) - 0.5) < 1e-6)
    let color = shown?.backgroundColor ?? .clear
    #expect(abs(color.red - 0.5) < 1e-9 && color.green == 0 && abs(color.blue - 0.5) < 1e-9)
    #expect(abs((shown?.bounds.width ?? 0) - 150) < 1e-9 && abs((shown?.bounds.height ?? 0) - 75) < 1e-9)
    #expect(abs((shown?.transform.m11 ?? 0) - 2) < 1e-9)
    #expect(view.alpha == 0)  // the model
    AnimationClock.main.advance(by: 0.5)
  }

  @Test("completions run in order of their end: zero duration, 0.5 s, 0.5 s after 0.25 s delay, 1 s")
  func completionOrder() {
    let view = square()
    let other = square()
    let third = square()
    var order: [String] = []
    View.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { order.append("1s:\($0)") })
    View.animate(
      withDuration: 0.5, animations: { other.alpha = 0.5 }, completion: { order.append("0.5s:\($0)") })
    View.animate(
      withDuration: 0, animations: { view.center.x = 10 }, completion: { order.append("0s:\($0)") })
    View.animate(
      withDuration: 0.5, delay: 0.25, options: [], animations: { third.alpha = 0.5 },
      completion: { order.append("delayed:\($0)") })
    #expect(order.isEmpty)  // completions wait for the clock
    AnimationClock.main.advance(by: 5)
    #expect(order == ["0s:true", "0.5s:true", "delayed:true", "1s:true"])
  }

  @Test("a delayed animation shows the old value until its start, then runs")
  func delay() {
    let view = square()
    View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 150 })
    AnimationClock.main.advance(by: 0.25)
    #expect(shownCenterX(view) == 50)
    AnimationClock.main.advance(by: 0.75)  // 0.5 s into the animation
    #expect(abs(shownCenterX(view) - 100) < 1e-9)
    AnimationClock.main.advance(by: 1)
  }

  @Test(
    "a new animation of a property replaces the running one from its shown value; the old one finishes false")
  func replacement() {
    let view = square()
    var results: [String] = []
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
      completion: { results.append("first:\($0)") })
    AnimationClock.main.advance(by: 0.5)  // shown: 100
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
      completion: { results.append("second:\($0)") })
    #expect(abs(shownCenterX(view) - 100) < 1e-9)
    AnimationClock.main.advance(by: 0.5)  // 100 + 150 · 0.5
    #expect(results == ["first:false"])
    #expect(abs(shownCenterX(view) - 175) < 1e-9)
    AnimationClock.main.advance(by: 0.5 + 1e-9)
    #expect(results == ["first:false", "second:true"])
  }

  @Test("setting a property twice in one block makes one animation to the last value")
  func twiceInOneBlock() {
    let view = square()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.center.x = 500
      view.center.x = 150
    }
    #expect(view.layer.animationKeys() == ["position"])
    AnimationClock.main.advance(by: 0.5)
    #expect(abs(shownCenterX(view) - 100) < 1e-9)
    AnimationClock.main.advance(by: 0.5)
  }

  @Test("removeAllAnimations ends them with finished false; the model value stays")
  func removal() {
    let view = square()
    var finished: [Bool] = []
    View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
    view.layer.removeAllAnimations()
    #expect(view.layer.animationKeys() == nil)
    #expect(view.layer.presentation()?.opacity == 0)
    AnimationClock.main.advance(by: 0)
    #expect(finished == [false])
  }

  @Test("animations disabled, performWithoutAnimation and NaN or negative durations record nothing")
  func nothingRecorded() {
    let view = square()
    var finished: [Bool] = []
    View.setAnimationsEnabled(false)
    #expect(!View.areAnimationsEnabled)
    View.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
    View.setAnimationsEnabled(true)
    #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
    View.animate(withDuration: 1) { View.performWithoutAnimation { view.alpha = 0.25 } }
    #expect(view.layer.animationKeys() == nil && view.alpha == 0.25)
    View.animate(withDuration: .nan, animations: { view.alpha = 1 }, completion: { finished.append($0) })
    View.animate(
      withDuration: -3, delay: .infinity, options: [], animations: { view.alpha = 0 },
      completion: { finished.append($0) })
    #expect(view.layer.animationKeys() == nil && view.alpha == 0)
    AnimationClock.main.advance(by: .nan)
    #expect(finished == [true, true, true])
  }

  @Test("a nested block inherits the enclosing duration and curve unless its options override them")
  func nesting() {
    let view = square()
    let other = square()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      View.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn) { view.center.x = 150 }
      View.animate(withDuration: 0.2, delay: 0, options: [.curveLinear, .overrideInheritedDuration]) {
        other.center.x = 150
      }
    }
    AnimationClock.main.advance(by: 0.1)
    #expect(abs(shownCenterX(view) - 60) < 1e-9)  // linear over 1 s: 50 + 100 · 0.1
    #expect(abs(shownCenterX(other) - 100) < 1e-9)  // linear over 0.2 s: 50 + 100 · 0.5
    AnimationClock.main.advance(by: 1)
  }

  @Test("autoreverse runs forward then back and ends at the model value; repeat runs until removed")
  func autoreverseAndRepeat() {
    let view = square()
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { view.center.x = 150 })
    AnimationClock.main.advance(by: 0.5)
    #expect(abs(shownCenterX(view) - 100) < 1e-9)
    AnimationClock.main.advance(by: 1)  // 1.5 s: half way back
    #expect(abs(shownCenterX(view) - 100) < 1e-9)
    AnimationClock.main.advance(by: 0.25)  // 1.75 s: three quarters back
    #expect(abs(shownCenterX(view) - 75) < 1e-9)
    AnimationClock.main.advance(by: 0.25 + 1e-9)
    #expect(view.layer.animationKeys() == nil && shownCenterX(view) == 150)

    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { view.center.x = 250 },
      completion: { finished.append($0) })
    AnimationClock.main.advance(by: 100.25)
    #expect(abs(shownCenterX(view) - 175) < 1e-6)  // 150 + 100 · 0.25
    #expect(finished.isEmpty)
    view.layer.removeAllAnimations()
    AnimationClock.main.advance(by: 0)
    #expect(finished == [false])
  }

  @Test("a transition runs its block at once and is recorded for its duration")
  func transition() {
    let container = square()
    let child = View(frame: .zero)
    var finished: [Bool] = []
    View.transition(
      with: container, duration: 0.3, options: .transitionCrossDissolve,
      animations: {
        container.addSubview(child)
        container.alpha = 0.5
      }, completion: { finished.append($0) })
    #expect(child.superview === container)
    #expect(container.layer.animationKeys() == ["transition"])
    AnimationClock.main.advance(by: 0.2)
    #expect(finished.isEmpty)
    AnimationClock.main.advance(by: 0.1 + 1e-9)
    #expect(finished == [true])
  }

  @Test("a stand-alone layer does not animate inside an animation block")
  func standAloneLayer() {
    let layer = Layer()
    View.animate(withDuration: 1) { layer.opacity = 0 }
    #expect(layer.animationKeys() == nil)
    #expect(layer.opacity == 0)
  }
}
