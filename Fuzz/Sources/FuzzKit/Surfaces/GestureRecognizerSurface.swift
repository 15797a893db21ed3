import Foundation
import Trellis

/// Gesture recognizers on a small view tree (docs/views.md, "Gesture recognizers") with what an
/// app or a script can send them: random touch sequences of up to four fingers, with phases out
/// of order (moves and lifts of fingers that are not down, a second `.began` of a finger that
/// is), points and times that are NaN, infinite, huge or going back, time advanced with the
/// fingers still, recognizers enabled, disabled, moved to another view or removed mid-gesture,
/// views hidden, transformed or removed, and random recognizer settings (taps and touches
/// required, press durations and movements that are zero, negative, NaN or huge).
///
/// Checks: nothing traps or hangs; between two events every recognizer's state changes only as
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

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    func number(typical: Double) -> Double {
      c.random.chance(0.1) ? c.random.pick(Self.badNumbers) : c.random.double(in: 0...typical)
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let views = (0..<3).map { index in
      View(frame: CGRect(x: 40 * Double(index), y: 30 * Double(index), width: 250, height: 250))
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
    let recognizers: [GestureRecognizer] = [
      tap, press, swipe, PanGestureRecognizer(), PinchGestureRecognizer(),
    ]
    var problems: [String] = []
    for recognizer in recognizers {
      recognizer.addHandler { r in
        if !(r.state == .began || r.state == .changed || r.state == .ended || r.state == .cancelled) {
          problems.append("\(type(of: r)) ran its handlers in \(r.state)")
        }
        var values = [r.location(in: nil), r.location(in: views[1])]
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
      c.random.pick(views).addGestureRecognizer(recognizer)
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
      case 0: c.random.pick(recognizers).isEnabled.toggle()
      case 1: c.random.pick(views).addGestureRecognizer(c.random.pick(recognizers))
      case 2:
        let recognizer = c.random.pick(recognizers)
        recognizer.view?.removeGestureRecognizer(recognizer)
      case 3: c.random.pick(views).isHidden.toggle()
      case 4: views[1].removeFromSuperview()
      case 5: root.advanceTouches(to: time + number(typical: 1))
      default: break
      }
      root.sendTouch(phase, at: point, time: eventTime, finger: finger)
      for (recognizer, old) in zip(recognizers, before) where !Self.allowed(old, recognizer.state) {
        problems.append("\(type(of: recognizer)) went from \(old) to \(recognizer.state)")
      }
      if !problems.isEmpty { throw FuzzFailure(.wrongResult, problems.prefix(5).joined(separator: "; ")) }
    }
  }

  /// Whether a recognizer may go from `from` to `to` between two events.
  static func allowed(_ from: GestureRecognizer.State, _ to: GestureRecognizer.State) -> Bool {
    switch from {
    case .possible, .ended, .cancelled, .failed: true
    case .began, .changed: to == from || to == .changed || to == .ended || to == .cancelled
    }
  }
}
