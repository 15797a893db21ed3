import Foundation
import Trellis

/// Gesture recognizers on a small view tree (docs/views.md, "Gesture recognizers") with what an
/// app or a script can send them: random touch sequences of up to four fingers, with phases out
/// of order (moves and lifts of fingers that are not down, a second `.began` of a finger that
/// is), points and times that are NaN, infinite, huge or going back, time advanced with the
/// fingers still, recognizers enabled, disabled, moved to another view or removed mid-gesture,
/// views hidden, transformed or removed, and random recognizer settings (taps and touches
/// required, press durations and movements that are zero, negative, NaN or huge), and the
/// cooperation of recognizers: delegates with random answers (fixed for the case) to
/// `gestureRecognizerShouldBegin`, `shouldReceive`, `shouldRecognizeSimultaneouslyWith` and the
/// two failure-requirement questions, random `require(toFail:)` (cycles included), random
/// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`, and views that record
/// the touches they hear.
///
/// Checks: nothing traps or hangs; of a pair of recognizers on one view, the first requiring
/// the second's failure (both always given the same touches), the first never recognizes while
/// the second recognizes (is in `.began` or `.changed`); a view hears each touch in order
/// (began, then moves, then at most one end or cancellation); between two events every recognizer's state changes only as
/// UIKit's state machine allows (from `.possible` to anything; from `.began` or `.changed` to
/// `.changed`, `.ended` or `.cancelled`; from a final state to anything when a new gesture
/// starts); handlers run only in `.began`, `.changed`, `.ended` or `.cancelled`; every location,
/// translation, velocity and scale a handler can read is finite.
@MainActor
public final class GestureRecognizerSurface: SynchronousFuzzSurface {
  /// `recognizers`.
  public let name = "recognizers"
  /// What the surface generates.
  public let summary =
    "tap, long press, swipe, pan and pinch recognizers: random multi-finger touch sequences, bad numbers"
  /// Its share of a mixed campaign.
  public let weight = 0.5

  /// A surface.
  public init() {}

  static let badNumbers: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e-300, 1e300]

  /// A delegate whose answers are drawn once per case: the same question always gets the same
  /// answer, so the checks can rely on them.
  final class RandomDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var refusedFingers: Set<Int> = []
    /// The recognizers (by index in the case's list) this delegate's recognizer recognizes
    /// simultaneously with, requires to fail, and is required to fail by.
    var simultaneous: Set<Int> = []
    var requiresFailureOf: Set<Int> = []
    var requiredToFailBy: Set<Int> = []
    var index: (GestureRecognizer) -> Int? = { _ in nil }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { index(otherGestureRecognizer).map { simultaneous.contains($0) } ?? false }
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { index(otherGestureRecognizer).map { requiresFailureOf.contains($0) } ?? false }
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { index(otherGestureRecognizer).map { requiredToFailBy.contains($0) } ?? false }
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer, shouldReceive touch: GestureRecognizer.Touch
    )
      -> Bool
    { !refusedFingers.contains(touch.finger) }
  }

  /// A view that checks the order of the touches it hears.
  final class TouchCheckingView: View {
    /// For each finger, the touches the view heard begin and not end (a finger's earlier touch
    /// may still wait for its end while the finger touches again).
    var open: [Int: Int] = [:]
    var problems: [String] = []
    override func touchesBegan(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {
      for touch in touches { open[touch.finger, default: 0] += 1 }
    }
    override func touchesMoved(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {
      for touch in touches where open[touch.finger, default: 0] == 0 {
        problems.append("touchesMoved of finger \(touch.finger) before its began")
      }
    }
    override func touchesEnded(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {
      for touch in touches { close(touch.finger, "touchesEnded") }
    }
    override func touchesCancelled(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {
      for touch in touches { close(touch.finger, "touchesCancelled") }
    }
    private func close(_ finger: Int, _ name: String) {
      if open[finger, default: 0] == 0 {
        problems.append("\(name) of finger \(finger) without a began")
      } else {
        open[finger, default: 0] -= 1
      }
    }
  }

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    func number(typical: Double) -> Double {
      c.random.chance(0.1) ? c.random.pick(Self.badNumbers) : c.random.double(in: 0...typical)
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let views = (0..<3).map { index in
      TouchCheckingView(frame: CGRect(x: 40 * Double(index), y: 30 * Double(index), width: 250, height: 250))
    }
    root.addSubview(views[0])
    views[0].addSubview(views[1])
    root.addSubview(views[2])
    if c.random.chance(0.3) { views[1].transform = CGAffineTransform(rotationAngle: number(typical: 3)) }

    let tap = TapGestureRecognizer()
    tap.numberOfTapsRequired = c.random.pick([0, 1, 2, 3, -1, Int.max])
    tap.numberOfTouchesRequired = c.random.pick([0, 1, 2, -5, Int.max])
    let press = LongPressGestureRecognizer()
    press.minimumPressDuration = number(typical: 1)
    press.allowableMovement = CGFloat(number(typical: 30))
    press.numberOfTouchesRequired = c.random.pick([1, 2, 0, Int.max])
    let swipe = SwipeGestureRecognizer()
    swipe.direction = SwipeGestureRecognizer.Direction(rawValue: UInt(c.random.int(in: 0...15)))
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    // The pair: `pairFirst` requires `pairSecond` to fail; both on one view, never refused a
    // touch, disabled or moved, so that they are always given the same touches.
    let firsts: [GestureRecognizer] = [
      TapGestureRecognizer(), PanGestureRecognizer(), LongPressGestureRecognizer(),
    ]
    let seconds: [GestureRecognizer] = [double, PinchGestureRecognizer(), SwipeGestureRecognizer()]
    let pairFirst = c.random.pick(firsts)
    let pairSecond = c.random.pick(seconds)
    let recognizers: [GestureRecognizer] = [
      tap, press, swipe, PanGestureRecognizer(), PinchGestureRecognizer(), pairFirst, pairSecond,
    ]
    let pairIndices = [5, 6]
    let changeable = recognizers.prefix(5)
    var delegates: [RandomDelegate] = []
    for (index, recognizer) in recognizers.enumerated() {
      recognizer.cancelsTouchesInView = c.random.chance(0.7)
      recognizer.delaysTouchesBegan = c.random.chance(0.3)
      recognizer.delaysTouchesEnded = c.random.chance(0.7)
      if c.random.chance(0.6) {
        let delegate = RandomDelegate()
        delegate.index = { other in recognizers.firstIndex { $0 === other } }
        delegate.shouldBegin = c.random.chance(0.8)
        if !pairIndices.contains(index) {
          delegate.refusedFingers = Set((0...3).filter { _ in c.random.chance(0.2) })
        }
        for other in recognizers.indices where other != index {
          if c.random.chance(0.3) { delegate.simultaneous.insert(other) }
          if c.random.chance(0.15) { delegate.requiresFailureOf.insert(other) }
          if c.random.chance(0.15) { delegate.requiredToFailBy.insert(other) }
        }
        recognizer.delegate = delegate
        delegates.append(delegate)
      }
      if c.random.chance(0.3) { recognizer.require(toFail: c.random.pick(recognizers)) }
    }
    pairFirst.require(toFail: pairSecond)
    var problems: [String] = []
    // The handler state each recognizer last reported: a `.began`, or an `.ended` not after
    // `.began`/`.changed`, is a recognition.
    var lastReported: [ObjectIdentifier: GestureRecognizer.State] = [:]
    pairFirst.addHandler { first in
      let previous = lastReported[ObjectIdentifier(first)]
      let recognizes =
        first.state == .began || (first.state == .ended && previous != .began && previous != .changed)
      if recognizes, pairSecond.state == .began || pairSecond.state == .changed {
        problems.append(
          "\(type(of: first)) recognized while the \(type(of: pairSecond)) it requires to fail was \(pairSecond.state)"
        )
      }
    }
    for recognizer in recognizers {
      recognizer.addHandler { r in lastReported[ObjectIdentifier(r)] = r.state }
    }
    let pairView = c.random.pick(views)
    for recognizer in recognizers {
      recognizer.addHandler { r in
        if !(r.state == .began || r.state == .changed || r.state == .ended || r.state == .cancelled) {
          problems.append("\(type(of: r)) ran its handlers in \(r.state)")
        }
        var values = [r.location(in: nil)]
        // A point converted into a view whose transform is not finite (a rotation by a bad
        // angle) is not finite either: that is the conversion's arithmetic, not the
        // recognizer's, so it is read only when the transform is finite.
        let transform = views[1].transform
        if [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(
          \.isFinite)
        {
          values.append(r.location(in: views[1]))
        }
        if let pan = r as? PanGestureRecognizer {
          values += [pan.translation(in: nil), pan.velocity(in: nil)]
        }
        if let pinch = r as? PinchGestureRecognizer {
          values.append(CGPoint(x: pinch.scale, y: pinch.velocity))
        }
        for value in values where !(value.x.isFinite && value.y.isFinite) {
          problems.append("\(type(of: r)) in \(r.state) read \(value)")
        }
      }
      if pairIndices.contains(where: { recognizers[$0] === recognizer }) {
        pairView.addGestureRecognizer(recognizer)
      } else {
        c.random.pick(views).addGestureRecognizer(recognizer)
      }
    }
    c.note(
      "tap \(tap.numberOfTapsRequired)×\(tap.numberOfTouchesRequired), press \(press.minimumPressDuration)")

    var time = 0.0
    let phases: [TouchPhase] = [.began, .moved, .moved, .moved, .ended, .cancelled]
    for step in 0..<c.random.int(in: 1...80) {
      let before = recognizers.map(\.state)
      time += c.random.double(in: 0...0.3)
      // Now and then a time that is not finite or goes back (the path ignores the event).
      let eventTime = c.random.chance(0.05) ? time + c.random.pick([-1, .nan, .infinity]) : time
      let point = CGPoint(x: number(typical: 400), y: number(typical: 400))
      let phase = c.random.pick(phases)
      let finger = c.random.int(in: 0...3)
      c.note("\(step): \(phase) finger \(finger) at \(point) time \(eventTime)")
      switch c.random.int(in: 0...30) {
      case 0:
        let recognizer = c.random.pick(Array(changeable))
        recognizer.isEnabled.toggle()
        c.note("   \(type(of: recognizer)) enabled: \(recognizer.isEnabled)")
      case 1:
        let recognizer = c.random.pick(Array(changeable))
        let view = c.random.pick(views)
        view.addGestureRecognizer(recognizer)
        c.note("   \(type(of: recognizer)) added to view \(views.firstIndex { $0 === view } ?? -1)")
      case 2:
        let recognizer = c.random.pick(Array(changeable))
        recognizer.view?.removeGestureRecognizer(recognizer)
        c.note("   \(type(of: recognizer)) removed")
      case 3:
        let index = c.random.below(views.count)
        views[index].isHidden.toggle()
        c.note("   view \(index) hidden: \(views[index].isHidden)")
      case 4:
        views[1].removeFromSuperview()
        c.note("   view 1 removed")
      case 5:
        let to = time + number(typical: 1)
        root.advanceTouches(to: to)
        c.note("   time advanced to \(to)")
      default: break
      }
      root.sendTouch(phase, at: point, time: eventTime, finger: finger)
      for (recognizer, old) in zip(recognizers, before) where !Self.allowed(old, recognizer.state) {
        problems.append("\(type(of: recognizer)) went from \(old) to \(recognizer.state)")
      }
      problems += views.flatMap(\.problems)
      if !problems.isEmpty { throw FuzzFailure(.wrongResult, problems.prefix(5).joined(separator: "; ")) }
    }
    withExtendedLifetime(delegates) {}
  }

  /// Whether a recognizer may go from `from` to `to` between two events.
  static func allowed(_ from: GestureRecognizer.State, _ to: GestureRecognizer.State) -> Bool {
    switch from {
    case .possible, .ended, .cancelled, .failed: true
    case .began, .changed: to == from || to == .changed || to == .ended || to == .cancelled
    }
  }
}
