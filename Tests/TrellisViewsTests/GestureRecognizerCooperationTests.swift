import Foundation
import Testing

@testable import TrellisViews

/// Recognizers that cooperate (docs/views.md, "Recognizers that cooperate"): delegates, failure
/// requirements, exclusion of recognizers on the same touches, and what the touched view hears.
/// The root is 400 × 400; `target` is at (100, 100, 200, 200) in it, so a root point (x, y) is
/// (x − 100, y − 100) on the target. Every expected sequence is written from UIKit's documented
/// rules, with the times of the host clock written out.
@Suite("gesture recognizers cooperate: delegates, require(toFail:), exclusion, the view's touches")
struct GestureRecognizerCooperationTests {
  /// A view that records what it hears of touches: phase, location in its coordinates, time.
  final class TouchLogView: View {
    var log: [String] = []
    func record(_ phase: String, _ touches: Set<GestureRecognizer.Touch>) {
      for touch in touches {
        log.append("\(phase) (\(touch.location.x), \(touch.location.y)) @\(touch.time)")
      }
    }
    override func touchesBegan(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {
      record("began", touches)
    }
    override func touchesMoved(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {
      record("moved", touches)
    }
    override func touchesEnded(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {
      record("ended", touches)
    }
    override func touchesCancelled(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {
      record("cancelled", touches)
    }
  }

  /// A settable time for the handlers of one test to read.
  final class TestClock {
    var now = 0.0
  }

  /// A delegate whose answers the test sets.
  final class Answers: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var requiresFailureOf: GestureRecognizer?
    var requiredToFailBy: GestureRecognizer?
    var receives: (GestureRecognizer.Touch) -> Bool = { _ in true }
    var shouldBeginAsked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
      shouldBeginAsked += 1
      return shouldBegin
    }
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiresFailureOf }
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiredToFailBy }
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer, shouldReceive touch: GestureRecognizer.Touch
    )
      -> Bool
    { receives(touch) }
  }

  func tree() -> (root: View, target: TouchLogView) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let target = TouchLogView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    root.addSubview(target)
    return (root, target)
  }

  /// How the single tap is made to wait for the double tap.
  enum Requirement: String, CaseIterable, CustomStringConvertible {
    case requireToFail, delegateShouldRequireFailureOf, delegateShouldBeRequiredToFailBy
    var description: String { rawValue }
  }

  // The double tap's wait: `TapGestureRecognizer.maximumTapInterval`, 0.35 s from a lift to the
  // next touch (docs/views.md, "Gesture recognizers"). A tap is a touch at t and a lift at
  // t + 0.1, at root (150, 150).

  @Test(
    "single requires double to fail: one tap fires single only when the double's 0.35 s wait runs out",
    arguments: Requirement.allCases)
  func singleTapWaitsForDoubleTapToFail(requirement: Requirement) {
    let (root, target) = tree()
    let single = TapGestureRecognizer()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    // The time the handlers report, in a reference so that they read the current value (a
    // captured `var` mutated after capture is a concurrency warning under Swift 6).
    let clock = TestClock()
    var fired: [String] = []
    single.addTarget { _ in fired.append("single @\(clock.now)") }
    double.addTarget { _ in fired.append("double @\(clock.now)") }
    let singleAnswers = Answers()
    let doubleAnswers = Answers()
    switch requirement {
    case .requireToFail: single.require(toFail: double)
    case .delegateShouldRequireFailureOf:
      singleAnswers.requiresFailureOf = double
      single.delegate = singleAnswers
    case .delegateShouldBeRequiredToFailBy:
      doubleAnswers.requiredToFailBy = single
      double.delegate = doubleAnswers
    }
    target.addGestureRecognizer(single)
    target.addGestureRecognizer(double)

    // One tap: touch at 0, lift at 0.1. The single tap has recognized but waits (still possible).
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    clock.now = 0.1
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
    #expect(fired.isEmpty)
    #expect(single.state == .possible)
    #expect(double.state == .possible)
    // 0.4: 0.3 s after the lift, within 0.35 s: the double tap still waits for a second tap.
    clock.now = 0.4
    root.advanceTouches(to: 0.4)
    #expect(fired.isEmpty)
    // 0.5: 0.4 s after the lift, past 0.35 s: the double tap fails, the single tap fires now.
    clock.now = 0.5
    root.advanceTouches(to: 0.5)
    #expect(fired == ["single @0.5"])
    #expect(double.state == .failed)
    #expect(single.state == .ended)

    // Two quick taps: touches at 1 and 1.3 (0.2 s after the lift at 1.1), lifts at 1.1 and 1.4.
    fired.removeAll()
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 1)
    clock.now = 1.1
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 1.1)
    clock.now = 1.3
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 1.3)
    #expect(fired.isEmpty)
    clock.now = 1.4
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 1.4)
    #expect(fired == ["double @1.4"])
    #expect(single.state == .failed)
    #expect(double.state == .ended)
    // Nothing more when time passes.
    clock.now = 3
    root.advanceTouches(to: 3)
    #expect(fired == ["double @1.4"])
  }

  @Test(
    "without a requirement, the single tap recognizing first fails the double tap (one gesture at a time)")
  func singleTapExcludesDoubleTapByDefault() {
    let (root, target) = tree()
    let single = TapGestureRecognizer()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    var fired: [String] = []
    single.addTarget { _ in fired.append("single") }
    double.addTarget { _ in fired.append("double") }
    target.addGestureRecognizer(single)
    target.addGestureRecognizer(double)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
    #expect(fired == ["single"])
    #expect(double.state == .failed)
    // The second touch, 0.2 s later, starts new gestures: the single tap fires again.
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0.3)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.4)
    #expect(fired == ["single", "single"])
  }

  @Test("two taps each requiring the other's failure wait only on each other: both fail, neither fires")
  func requirementCycleFailsBoth() {
    let (root, target) = tree()
    let a = TapGestureRecognizer()
    let b = TapGestureRecognizer()
    a.require(toFail: b)
    b.require(toFail: a)
    var fired = 0
    a.addTarget { _ in fired += 1 }
    b.addTarget { _ in fired += 1 }
    target.addGestureRecognizer(a)
    target.addGestureRecognizer(b)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
    #expect(fired == 0)
    #expect(a.state == .failed)
    #expect(b.state == .failed)
  }

  @Test(
    "gestureRecognizerShouldBegin false: the tap fails instead of recognizing; no handler; the view hears the end"
  )
  func shouldBeginFalseFails() {
    let (root, target) = tree()
    let answers = Answers()
    answers.shouldBegin = false
    let tap = TapGestureRecognizer()
    tap.delegate = answers
    var fired = 0
    tap.addTarget { _ in fired += 1 }
    target.addGestureRecognizer(tap)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 160), time: 0)
    #expect(answers.shouldBeginAsked == 0)  // asked only when the tap would recognize, on lift
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 160), time: 0.1)
    #expect(answers.shouldBeginAsked == 1)
    #expect(tap.state == .failed)
    #expect(fired == 0)
    // A failed recognizer cancels nothing: the delayed end reaches the view.
    #expect(target.log == ["began (50.0, 60.0) @0.0", "ended (50.0, 60.0) @0.1"])
  }

  @Test(
    "gestureRecognizer(_:shouldReceive:) false: the press never sees the touch; true on another touch: it begins at 0.5 s"
  )
  func shouldReceiveFalseHidesTheTouch() {
    let (root, target) = tree()
    let answers = Answers()
    // Refuse touches in the left half of the target (x < 100 in its coordinates).
    answers.receives = { $0.location.x >= 100 }
    let press = LongPressGestureRecognizer()
    press.delegate = answers
    var states: [GestureRecognizer.State] = []
    press.addTarget { states.append($0.state) }
    target.addGestureRecognizer(press)
    // Root (150, 150) is (50, 50) on the target: refused.
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    #expect(press.numberOfTouches == 0)
    root.advanceTouches(to: 1)
    #expect(press.state == .possible)
    #expect(states.isEmpty)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 1.1)
    #expect(press.state == .possible)  // not even failed: it saw nothing
    // Root (250, 150) is (150, 50): received, and held 0.5 s it begins.
    root.sendTouch(.began, at: CGPoint(x: 250, y: 150), time: 2)
    #expect(press.numberOfTouches == 1)
    root.advanceTouches(to: 2.5)
    #expect(states == [.began])
  }

  /// A two-finger long press and a pinch on the target: fingers at root (150, 200) and
  /// (250, 200), 100 points apart, from t = 0; at 0.5 s the press begins; at 0.6 s the second
  /// finger moves to (300, 200), 150 apart (pinch scale 150 / 100 = 1.5); at 0.7 s it lifts.
  func pressAndPinch(pressAnswers: Answers?, pinchAnswers: Answers?) -> [String] {
    let (root, target) = tree()
    let press = LongPressGestureRecognizer()
    press.numberOfTouchesRequired = 2
    let pinch = PinchGestureRecognizer()
    press.delegate = pressAnswers
    pinch.delegate = pinchAnswers
    var log: [String] = []
    press.addTarget { log.append("press \($0.state)") }
    pinch.addTarget { log.append("pinch \($0.state) \($0.scale)") }
    target.addGestureRecognizer(press)
    target.addGestureRecognizer(pinch)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 200), time: 0, finger: 0)
    root.sendTouch(.began, at: CGPoint(x: 250, y: 200), time: 0, finger: 1)
    root.advanceTouches(to: 0.5)
    root.sendTouch(.moved, at: CGPoint(x: 300, y: 200), time: 0.6, finger: 1)
    root.sendTouch(.ended, at: CGPoint(x: 300, y: 200), time: 0.7, finger: 1)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 200), time: 0.7, finger: 0)
    return log
  }

  @Test("by default the long press beginning fails the pinch on the same touches: only the press reports")
  func pressExcludesPinchByDefault() {
    #expect(
      pressAndPinch(pressAnswers: nil, pinchAnswers: nil) == ["press began", "press changed", "press ended"])
    // A delegate answering false changes nothing.
    #expect(
      pressAndPinch(pressAnswers: Answers(), pinchAnswers: Answers()) == [
        "press began", "press changed", "press ended",
      ])
  }

  @Test(
    "either delegate answering shouldRecognizeSimultaneouslyWith true lets the pinch recognize with the press",
    arguments: [true, false])
  func simultaneousWhenEitherDelegateAgrees(onPress: Bool) {
    let yes = Answers()
    yes.simultaneous = true
    let log = pressAndPinch(pressAnswers: onPress ? yes : nil, pinchAnswers: onPress ? nil : yes)
    // Recognizers hear an event in the order they were added: the press, then the pinch.
    #expect(log == ["press began", "press changed", "pinch began 1.5", "press ended", "pinch ended 1.5"])
  }

  @Test("cancelsTouchesInView true: the view hears began, moved, then cancelled when the tap recognizes")
  func cancelsTouchesInViewCancels() {
    let (root, target) = tree()
    let tap = TapGestureRecognizer()
    #expect(tap.cancelsTouchesInView)
    #expect(!tap.delaysTouchesBegan)
    #expect(tap.delaysTouchesEnded)
    target.addGestureRecognizer(tap)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    #expect(target.log == ["began (50.0, 50.0) @0.0"])  // not delayed
    root.sendTouch(.moved, at: CGPoint(x: 153, y: 154), time: 0.05)  // 5 points: the tap goes on
    root.sendTouch(.ended, at: CGPoint(x: 153, y: 154), time: 0.1)
    #expect(tap.state == .ended)
    #expect(
      target.log == ["began (50.0, 50.0) @0.0", "moved (53.0, 54.0) @0.05", "cancelled (53.0, 54.0) @0.1"])
  }

  @Test("cancelsTouchesInView false: the tap recognizes and the view still hears the touch end")
  func cancelsTouchesInViewFalseEnds() {
    let (root, target) = tree()
    let tap = TapGestureRecognizer()
    tap.cancelsTouchesInView = false
    var fired = 0
    tap.addTarget { _ in fired += 1 }
    target.addGestureRecognizer(tap)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
    #expect(fired == 1)
    #expect(target.log == ["began (50.0, 50.0) @0.0", "ended (50.0, 50.0) @0.1"])
  }

  @Test(
    "delaysTouchesBegan: a press that recognizes leaves the view unaware; one that fails delivers began, a move, ended"
  )
  func delaysTouchesBeganWithholdsUntilFailure() {
    let (root, target) = tree()
    let press = LongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    target.addGestureRecognizer(press)
    // Held 0.5 s: the press begins; the withheld began is discarded, the view hears nothing.
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    #expect(target.log.isEmpty)
    root.advanceTouches(to: 0.5)
    #expect(press.state == .began)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.6)
    #expect(target.log.isEmpty)
    // Moved 20 points at 1.1 (more than the 10 allowed): the press fails, and the view hears the
    // began it was kept from (where the finger touched, at 1) and a move to where it is now.
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 1)
    #expect(target.log.isEmpty)
    root.sendTouch(.moved, at: CGPoint(x: 170, y: 150), time: 1.1)
    #expect(press.state == .failed)
    #expect(target.log == ["began (50.0, 50.0) @1.0", "moved (70.0, 50.0) @1.1"])
    root.sendTouch(.ended, at: CGPoint(x: 170, y: 150), time: 1.2)
    #expect(target.log == ["began (50.0, 50.0) @1.0", "moved (70.0, 50.0) @1.1", "ended (70.0, 50.0) @1.2"])
  }

  @Test("delaysTouchesEnded: the view hears a lift only when the double tap waiting for a second tap fails")
  func delaysTouchesEndedWaitsForTheDoubleTap() {
    for delays in [true, false] {
      let (root, target) = tree()
      let double = TapGestureRecognizer()
      double.numberOfTapsRequired = 2
      double.delaysTouchesEnded = delays
      target.addGestureRecognizer(double)
      root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
      root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
      let lifted = ["began (50.0, 50.0) @0.0", "ended (50.0, 50.0) @0.1"]
      if delays {
        #expect(target.log == ["began (50.0, 50.0) @0.0"])
        root.advanceTouches(to: 0.4)  // 0.3 s after the lift: the double tap still waits
        #expect(target.log == ["began (50.0, 50.0) @0.0"])
        root.advanceTouches(to: 0.5)  // 0.4 s: it fails, and the withheld end arrives
        #expect(double.state == .failed)
        #expect(target.log == lifted)
      } else {
        #expect(target.log == lifted)
      }
    }
  }

  @Test(
    "a double tap that recognizes cancels both of its touches in the view: the first one's end was withheld")
  func doubleTapCancelsBothTouches() {
    let (root, target) = tree()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    target.addGestureRecognizer(double)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
    root.sendTouch(.began, at: CGPoint(x: 152, y: 150), time: 0.3)
    root.sendTouch(.ended, at: CGPoint(x: 152, y: 150), time: 0.4)
    #expect(double.state == .ended)
    #expect(
      target.log == [
        "began (50.0, 50.0) @0.0", "began (52.0, 50.0) @0.3", "cancelled (50.0, 50.0) @0.1",
        "cancelled (52.0, 50.0) @0.4",
      ])
  }
}
