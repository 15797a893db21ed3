import Foundation
import Testing

@testable import TrellisViews

/// The headless gesture recognizers, driven by touches sent to the root view, with the numbers
/// written out. The root is 400 × 400; `target` is at (100, 100, 200, 200) in it, so a root
/// point (x, y) is (x − 100, y − 100) on the target.
@Suite("gesture recognizers: taps, long presses, swipes and pinches from headless touches")
struct GestureRecognizerTests {
  func tree() -> (root: View, target: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let target = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    root.addSubview(target)
    return (root, target)
  }

  @Test("a tap fires once on lift with its location in the view: root (150, 160) is (50, 60)")
  func tapFiresOnLift() {
    let (root, target) = tree()
    var fired: [CGPoint] = []
    let tap = TapGestureRecognizer { fired.append($0.location(in: target)) }
    target.addGestureRecognizer(tap)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 160), time: 0)
    #expect(fired.isEmpty)
    #expect(tap.state == .possible)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 160), time: 0.1)
    #expect(fired == [CGPoint(x: 50, y: 60)])
    #expect(tap.state == .ended)
    // In the root's coordinates (UIKit's window), the point is where the finger was.
    #expect(tap.location(in: nil) == CGPoint(x: 150, y: 160))
  }

  @Test("a tap tolerates 10 points of movement: 6-8-10 moves, 7.2-9.6-12 fails")
  func tapMovementTolerance() {
    let (root, target) = tree()
    var count = 0
    target.addGestureRecognizer(TapGestureRecognizer { _ in count += 1 })
    // (6, 8) from the start is 10 points: within the tolerance (not more than 10).
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    root.sendTouch(.moved, at: CGPoint(x: 156, y: 158), time: 0.05)
    root.sendTouch(.ended, at: CGPoint(x: 156, y: 158), time: 0.1)
    #expect(count == 1)
    // (7.2, 9.6) is 12 points: fails.
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 1)
    root.sendTouch(.moved, at: CGPoint(x: 157.2, y: 159.6), time: 1.05)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 1.1)
    #expect(count == 1)
  }

  @Test("a double tap needs the second touch within 0.35 s of the first lift: 0.3 s fires, 0.4 s does not")
  func doubleTapInterval() {
    let (root, target) = tree()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    var count = 0
    double.addTarget { _ in count += 1 }
    target.addGestureRecognizer(double)
    func tap(at time: TimeInterval) {
      root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: time)
      root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: time + 0.05)
    }
    tap(at: 0)
    tap(at: 0.35)  // 0.3 s after the lift at 0.05
    #expect(count == 1)
    tap(at: 2)
    tap(at: 2.45)  // 0.4 s after the lift at 2.05: the first tap's gesture failed
    #expect(count == 1)
    #expect(double.state == .possible)  // the late tap started a new sequence
  }

  @Test("a long press begins at 0.5 s, reports moves, ends on lift; a move of 11 points first fails it")
  func longPress() {
    let (root, target) = tree()
    let press = LongPressGestureRecognizer()
    var states: [GestureRecognizer.State] = []
    press.addTarget { states.append($0.state) }
    target.addGestureRecognizer(press)
    #expect(press.minimumPressDuration == 0.5)
    #expect(press.allowableMovement == 10)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    root.advanceTouches(to: 0.49)
    #expect(states.isEmpty)
    root.advanceTouches(to: 0.5)
    #expect(states == [.began])
    root.sendTouch(.moved, at: CGPoint(x: 250, y: 150), time: 0.6)  // any distance once begun
    root.sendTouch(.ended, at: CGPoint(x: 250, y: 150), time: 0.7)
    #expect(states == [.began, .changed, .ended])
    // 11 points before 0.5 s fails; a later advance does not begin it.
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 1)
    root.sendTouch(.moved, at: CGPoint(x: 161, y: 150), time: 1.1)
    root.advanceTouches(to: 2)
    #expect(press.state == .failed)
    #expect(states == [.began, .changed, .ended])
  }

  @Test("a swipe left of 60 points fires for .left, and not for the default .right")
  func swipeDirection() {
    let (root, target) = tree()
    let left = SwipeGestureRecognizer()
    left.direction = .left
    let right = SwipeGestureRecognizer()
    #expect(right.direction == .right)
    var fired: [String] = []
    left.addTarget { _ in fired.append("left") }
    right.addTarget { _ in fired.append("right") }
    target.addGestureRecognizer(left)
    target.addGestureRecognizer(right)
    root.sendTouch(.began, at: CGPoint(x: 250, y: 200), time: 0)
    root.sendTouch(.moved, at: CGPoint(x: 210, y: 205), time: 0.05)  // 40: not yet
    #expect(fired.isEmpty)
    root.sendTouch(.moved, at: CGPoint(x: 190, y: 210), time: 0.1)  // 60 left, 10 down
    #expect(fired == ["left"])
    #expect(left.state == .ended)
    #expect(right.state == .failed)
    root.sendTouch(.ended, at: CGPoint(x: 190, y: 210), time: 0.15)
    #expect(fired == ["left"])
  }

  @Test("a pinch: 100 points apart, then 150 (scale 1.5, began), then 50 (scale 0.5, changed)")
  func pinchScale() {
    let (root, target) = tree()
    let pinch = PinchGestureRecognizer()
    var seen: [(GestureRecognizer.State, CGFloat)] = []
    pinch.addTarget { seen.append(($0.state, $0.scale)) }
    target.addGestureRecognizer(pinch)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 200), time: 0, finger: 1)
    root.sendTouch(.began, at: CGPoint(x: 250, y: 200), time: 0, finger: 2)
    #expect(pinch.scale == 1)
    root.sendTouch(.moved, at: CGPoint(x: 300, y: 200), time: 0.1, finger: 2)
    root.sendTouch(.moved, at: CGPoint(x: 250, y: 200), time: 0.2, finger: 1)
    root.sendTouch(.ended, at: CGPoint(x: 250, y: 200), time: 0.3, finger: 1)
    #expect(seen.map(\.0) == [.began, .changed, .ended])
    #expect(seen.map(\.1) == [1.5, 0.5, 0.5])
    // The velocity of the last change: (0.5 − 1.5) / 0.1 s = −10 per second.
    #expect(abs(pinch.velocity - -10) < 1e-9)
  }

  @Test(
    "touches go to the hit view and its ancestors, nearest first; hidden views and disabled recognizers get none"
  )
  func routing() {
    let (root, target) = tree()
    var fired: [String] = []
    target.addGestureRecognizer(TapGestureRecognizer { _ in fired.append("target") })
    let rootTap = TapGestureRecognizer { _ in fired.append("root") }
    root.addGestureRecognizer(rootTap)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 0)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
    // The target's tap hears the lift first and recognizes; the root's, which saw the same
    // touch, is made to fail (one gesture at a time: docs/views.md, "Recognizers that cooperate").
    #expect(fired == ["target"])
    #expect(rootTap.state == .failed)
    root.sendTouch(.began, at: CGPoint(x: 50, y: 50), time: 1)  // outside the target
    root.sendTouch(.ended, at: CGPoint(x: 50, y: 50), time: 1.1)
    #expect(fired == ["target", "root"])
    target.gestureRecognizers[0].isEnabled = false
    target.isHidden = true
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 2)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 2.1)
    #expect(fired == ["target", "root", "root"])
  }

  @Test("non-finite locations and times, times going back and unknown fingers change nothing")
  func badInputIsIgnored() {
    let (root, target) = tree()
    let tap = TapGestureRecognizer()
    var count = 0
    tap.addTarget { _ in count += 1 }
    target.addGestureRecognizer(tap)
    root.sendTouch(.began, at: CGPoint(x: CGFloat.nan, y: 150), time: 0)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: .infinity)
    root.sendTouch(.moved, at: CGPoint(x: 150, y: 150), time: 0, finger: 9)
    root.sendTouch(.began, at: CGPoint(x: 150, y: 150), time: 5)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 4)  // earlier: ignored
    #expect(count == 0)
    #expect(tap.numberOfTouches == 1)
    root.sendTouch(.ended, at: CGPoint(x: 150, y: 150), time: 5.1)
    #expect(count == 1)
  }

  @Test("seeded random touch sequences: no trap, finite locations, and only UIKit's state changes")
  func randomSequencesKeepValidStates() {
    // Between two events a recognizer may: stay; go from `.possible` to any state; go from
    // `.began` or `.changed` to `.changed`, `.ended` or `.cancelled`; and leave a final state
    // (`.ended`, `.cancelled`, `.failed`) for any, when a new touch starts a new gesture.
    // UIKit's state machine ("About the gesture recognizer state machine", UIGestureRecognizer).
    func allowed(_ from: GestureRecognizer.State, _ to: GestureRecognizer.State) -> Bool {
      switch from {
      case .possible, .ended, .cancelled, .failed: true
      case .began, .changed: to == from || to == .changed || to == .ended || to == .cancelled
      }
    }
    var generator = SplitMix(seed: 42)
    var problems: [String] = []
    for _ in 0..<200 {
      let (root, target) = tree()
      let recognizers: [GestureRecognizer] = [
        TapGestureRecognizer(), LongPressGestureRecognizer(), SwipeGestureRecognizer(),
        PinchGestureRecognizer(),
      ]
      for recognizer in recognizers {
        recognizer.addHandler { r in
          // Handlers run only for the states that report a gesture.
          if !r.state.callsHandlers { problems.append("handler in \(r.state)") }
        }
        target.addGestureRecognizer(recognizer)
      }
      var time = 0.0
      for _ in 0..<40 {
        let before = recognizers.map(\.state)
        time += Double(generator.next() % 300) / 1000
        let finger = Int(generator.next() % 3)
        let point = CGPoint(x: Double(generator.next() % 400), y: Double(generator.next() % 400))
        let phases: [TouchPhase] = [.began, .moved, .moved, .ended, .cancelled]
        root.sendTouch(phases[Int(generator.next() % 5)], at: point, time: time, finger: finger)
        if generator.next() % 7 == 0 { root.advanceTouches(to: time + 0.6) }
        if generator.next() % 50 == 0 { recognizers[Int(generator.next() % 4)].isEnabled.toggle() }
        for (recognizer, old) in zip(recognizers, before) {
          if !allowed(old, recognizer.state) {
            problems.append("\(type(of: recognizer)) \(old) → \(recognizer.state)")
          }
          let location = recognizer.location(in: nil)
          if !(location.x.isFinite && location.y.isFinite) { problems.append("location \(location)") }
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }
}

/// SplitMix64, a seeded generator for the property test.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
