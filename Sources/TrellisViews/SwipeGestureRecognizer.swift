import Foundation

/// Recognizes a swipe, shaped as `UISwipeGestureRecognizer`: `numberOfTouchesRequired` fingers
/// move at least `minimumDistance` points in one of the permitted `direction`s, at least twice as
/// far along it as across it, within `maximumDuration` of touching. The gesture is discrete: the
/// state becomes `.ended` (`.recognized`) on the movement that crosses the distance, and the
/// handlers run then. Lifting first, going the wrong way or taking too long fails it.
///
/// UIKit difference: UIKit documents no distance, angle or time for a swipe; Trellis's are
/// 50 points, a 2 : 1 ratio and 0.5 s (docs/views.md, "Gesture recognizers").
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`, same raw values).
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A direction set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Toward positive x.
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward negative x.
    public static let left = Direction(rawValue: 1 << 1)
    /// Toward negative y.
    public static let up = Direction(rawValue: 1 << 2)
    /// Toward positive y.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The permitted directions. The default is `.right`, as UIKit's.
  open var direction: Direction = .right

  /// The fingers the swipe needs. The default is 1; values below 1 count as 1.
  open var numberOfTouchesRequired = 1

  /// The distance, in points, along the direction that makes a swipe.
  public static let minimumDistance: CGFloat = 50

  /// The longest time, in seconds, from touching to crossing `minimumDistance`.
  public static let maximumDuration: TimeInterval = 0.5

  /// Creates a swipe recognizer with no handler.
  public required init() {
    super.init()
  }

  private var start: CGPoint?
  private var startTime: TimeInterval = 0

  open override func reset() {
    start = nil
  }

  /// The centroid of the fingers down, in the view's coordinates.
  private var centroid: CGPoint {
    let count = CGFloat(max(1, activeTouches.count))
    let sum = activeTouches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.location.x, y: $0.y + $1.location.y) }
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }

  open override func touchBegan(_ touch: Touch) {
    guard state == .possible else { return }
    let required = max(1, numberOfTouchesRequired)
    if activeTouches.count == required {
      start = centroid
      startTime = touch.time
    } else if activeTouches.count > required {
      state = .failed
    }
  }

  open override func touchMoved(_ touch: Touch) {
    guard state == .possible, let start else { return }
    if touch.time - startTime > Self.maximumDuration {
      state = .failed
      return
    }
    let now = centroid
    let dx = now.x - start.x
    let dy = now.y - start.y
    let moved: Direction
    if abs(dx) >= Self.minimumDistance, abs(dx) >= 2 * abs(dy) {
      moved = dx > 0 ? .right : .left
    } else if abs(dy) >= Self.minimumDistance, abs(dy) >= 2 * abs(dx) {
      moved = dy > 0 ? .down : .up
    } else {
      return
    }
    state = direction.contains(moved) ? .ended : .failed
  }

  open override func touchEnded(_ touch: Touch) {
    if state == .possible { state = .failed }
  }

  open override func timeAdvanced(to time: TimeInterval) {
    if state == .possible, start != nil, time - startTime > Self.maximumDuration { state = .failed }
  }
}
