import Foundation

/// Recognizes taps, shaped as `UITapGestureRecognizer`: `numberOfTouchesRequired` fingers touch
/// down and lift without moving more than `allowableMovement` from where they touched, repeated
/// `numberOfTapsRequired` times, each tap beginning at most `maximumTapInterval` after the last
/// lifted (a touch that comes later starts a new sequence). The gesture is discrete: the state
/// becomes `.ended` (`.recognized`) when the last finger of the last tap lifts, and the handlers
/// run then; a finger too many or one that moves too far fails it.
///
/// UIKit difference: UIKit documents neither the movement a tap allows nor the time between
/// taps; Trellis uses 10 points (the long press's documented `allowableMovement`) and 0.35 s
/// (docs/views.md, "Gesture recognizers", says where the numbers come from).
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// The taps that make the gesture. The default is 1; values below 1 count as 1.
  open var numberOfTapsRequired = 1

  /// The fingers each tap needs. The default is 1; values below 1 count as 1.
  open var numberOfTouchesRequired = 1

  /// How far, in points, a finger may move from where it touched before the tap fails.
  ///
  /// UIKit difference: not a public property of UIKit's tap recognizer; 10 points.
  public static let allowableMovement: CGFloat = 10

  /// The longest time, in seconds, from one tap's lift to the next tap's touch.
  ///
  /// UIKit difference: not documented by UIKit; 0.35 s.
  public static let maximumTapInterval: TimeInterval = 0.35

  /// Creates a tap recognizer with no handler.
  public required init() {
    super.init()
  }

  private var tapsDone = 0
  private var fingersThisTap = 0
  private var starts: [Int: CGPoint] = [:]
  private var lastLift: TimeInterval?

  open override func reset() {
    tapsDone = 0
    fingersThisTap = 0
    starts.removeAll()
    lastLift = nil
  }

  open override func touchBegan(_ touch: Touch) {
    guard state == .possible else { return }
    if activeTouches.count == 1, let lastLift, touch.time - lastLift > Self.maximumTapInterval {
      // Too late for the sequence waiting for it, which failed then: this touch starts anew.
      reset()
    }
    starts[touch.finger] = touch.location
    fingersThisTap += 1
    if fingersThisTap > max(1, numberOfTouchesRequired) { state = .failed }
  }

  /// Fails a sequence whose next tap has not begun within `maximumTapInterval` of the last
  /// lift (a double tap fails when a single tap is not followed in time).
  open override func timeAdvanced(to time: TimeInterval) {
    guard state == .possible, activeTouches.isEmpty, let lastLift, time - lastLift > Self.maximumTapInterval
    else { return }
    state = .failed
  }

  open override func touchMoved(_ touch: Touch) {
    guard state == .possible, let start = starts[touch.finger] else { return }
    if hypot(touch.location.x - start.x, touch.location.y - start.y) > Self.allowableMovement {
      state = .failed
    }
  }

  open override func touchEnded(_ touch: Touch) {
    touchMoved(touch)
    guard state == .possible, activeTouches.isEmpty else { return }
    guard fingersThisTap == max(1, numberOfTouchesRequired) else {
      state = .failed
      return
    }
    tapsDone += 1
    fingersThisTap = 0
    starts.removeAll()
    lastLift = touch.time
    if tapsDone >= max(1, numberOfTapsRequired) { state = .ended }
  }
}
