import Foundation

/// Recognizes a press held still, shaped as `UILongPressGestureRecognizer`: once
/// `numberOfTouchesRequired` fingers have been down for `minimumPressDuration` without moving more
/// than `allowableMovement` from where they touched, the gesture begins (`.began`); it then
/// reports every movement (`.changed`, any distance) and ends when a finger lifts (`.ended`).
/// Lifting or moving too far before it begins fails it.
///
/// Time is the touches' time: the press begins at the first event, or
/// `View.advanceTouches(to:)`, at or after the touch time plus `minimumPressDuration`.
///
/// UIKit difference: `numberOfTapsRequired` (taps before the press) is not supported.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long, in seconds, the fingers must be down. The default is 0.5 s, as UIKit's.
  open var minimumPressDuration: TimeInterval = 0.5

  /// How far, in points, a finger may move before the press begins without failing it. The
  /// default is 10 points, as UIKit's.
  open var allowableMovement: CGFloat = 10

  /// The fingers the press needs. The default is 1; values below 1 count as 1.
  open var numberOfTouchesRequired = 1

  /// Creates a long-press recognizer with no handler.
  public required init() {
    super.init()
  }

  private var starts: [Int: CGPoint] = [:]
  private var pressStart: TimeInterval?

  open override func reset() {
    starts.removeAll()
    pressStart = nil
  }

  open override func touchBegan(_ touch: Touch) {
    switch state {
    case .possible:
      starts[touch.finger] = touch.location
      if activeTouches.count == max(1, numberOfTouchesRequired) {
        pressStart = touch.time
        timeAdvanced(to: touch.time)
      } else if activeTouches.count > max(1, numberOfTouchesRequired) {
        state = .failed
      }
    default:
      break
    }
  }

  open override func touchMoved(_ touch: Touch) {
    switch state {
    case .possible:
      guard let start = starts[touch.finger] else { return }
      if hypot(touch.location.x - start.x, touch.location.y - start.y) > allowableMovement { state = .failed }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchEnded(_ touch: Touch) {
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }

  open override func timeAdvanced(to time: TimeInterval) {
    guard state == .possible, let pressStart, time - pressStart >= max(0, minimumPressDuration) else {
      return
    }
    state = .began
  }
}
