import Foundation

/// Recognizes a pinch, shaped as `UIPinchGestureRecognizer`: with two fingers down, `scale` is
/// the distance between them over their distance when the second touched. The gesture begins
/// (`.began`) the first time that distance changes, reports each later movement (`.changed`) and
/// ends when a finger lifts (`.ended`). A finger that lifts before the distance changes fails it.
///
/// UIKit difference: no movement threshold before the pinch begins (a scripted pinch scales by
/// exactly the ratio of the distances).
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
  /// The scale of the pinch: 1 when the second finger touches. Setting it (as a handler does
  /// with `scale = 1` to measure increments) makes later scales relative to the current spread.
  open var scale: CGFloat {
    get { currentScale }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      // Later scales are measured from a reference chosen so that now reads `newValue`.
      reference = spread / newValue
      currentScale = newValue
    }
  }

  /// The scale's rate of change, per second, between the last two events of the pinch (0 before
  /// two events).
  public private(set) var velocity: CGFloat = 0

  /// Creates a pinch recognizer with no handler.
  public required init() {
    super.init()
  }

  private var reference: CGFloat = 0
  private var currentScale: CGFloat = 1
  private var lastTime: TimeInterval?

  open override func reset() {
    reference = 0
    currentScale = 1
    velocity = 0
    lastTime = nil
  }

  /// The distance between the first two fingers down.
  private var spread: CGFloat {
    guard activeTouches.count >= 2 else { return 0 }
    let a = activeTouches[0].location
    let b = activeTouches[1].location
    return hypot(b.x - a.x, b.y - a.y)
  }

  open override func touchBegan(_ touch: Touch) {
    guard state == .possible, activeTouches.count == 2 else { return }
    reference = spread
    currentScale = 1
    lastTime = touch.time
  }

  open override func touchMoved(_ touch: Touch) {
    guard activeTouches.count >= 2, reference > 0 else { return }
    let newScale = spread / reference
    guard newScale.isFinite else { return }
    switch state {
    case .possible:
      guard newScale != currentScale else { return }
      update(newScale, at: touch.time)
      state = .began
    case .began, .changed:
      update(newScale, at: touch.time)
      state = .changed
    default:
      break
    }
  }

  private func update(_ newScale: CGFloat, at time: TimeInterval) {
    if let lastTime, time > lastTime {
      let rate = (newScale - currentScale) / CGFloat(time - lastTime)
      velocity = rate.isFinite ? rate : 0
    }
    lastTime = time
    currentScale = newScale
  }

  open override func touchEnded(_ touch: Touch) {
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }
}
