/// A pan: the finger's state, location, translation and velocity, shaped as
/// `UIPanGestureRecognizer`. The collection view's own (`UIScrollView.panGestureRecognizer`) is
/// driven by `CollectionView.handleTouch(_:at:time:)`; one you create and attach to a view with
/// `addGestureRecognizer(_:)` is driven by the touches `View.sendTouch(_:at:time:finger:)` sends
/// (docs/views.md, "Gesture recognizers"): the first movement of the finger begins the pan
/// (`.began`), each later one changes it (`.changed`), lifting ends it (`.ended`); a finger that
/// lifts without moving fails it. It follows the first finger down.
///
/// Velocity is estimated from the recent touch samples: the displacement between the newest
/// sample and the oldest sample at most 100 ms older than it, divided by the time between them
/// (zero with fewer than two samples in that window).
///
/// UIKit difference: no 10-point hysteresis before the pan begins, so scripted drags move by
/// exactly the distance the finger moves; `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` are not supported; handlers are closures (see `GestureRecognizer`).
@preconcurrency @MainActor
public final class PanGestureRecognizer: GestureRecognizer {
  /// The window within which velocity is estimated, in seconds.
  static let velocityWindow: TimeInterval = 0.1

  private struct Sample {
    var location: CGPoint
    var time: TimeInterval
  }

  /// A ring of recent samples (locations in the view's own coordinates, relative to its frame).
  ///
  /// Read by `location(in:)` in every frame of a springy scroll, so the runtime exclusivity check
  /// is off for it: plain reads and element stores, `append`, `reserveCapacity` and
  /// `removeAll(keepingCapacity:)`, none of which calls out; keep it so.
  @exclusivity(unchecked) private var samples: [Sample] = []
  private var sampleStart = 0
  private static let sampleCapacity = 16
  private var startLocation: CGPoint = .zero

  /// Creates a pan recognizer with no handler.
  public required init() {
    super.init()
    samples.reserveCapacity(Self.sampleCapacity)
  }

  public override func reset() {
    followedFinger = nil
  }

  public override func touchBegan(_ touch: Touch) {
    guard followedFinger == nil, state == .possible, let view else { return }
    followedFinger = touch.finger
    reset(at: frameRelative(touch.location, in: view), time: touch.time)
  }

  public override func touchMoved(_ touch: Touch) {
    guard touch.finger == followedFinger, let view else { return }
    record(frameRelative(touch.location, in: view), time: touch.time)
    switch state {
    case .possible:
      if translation(in: view) != .zero { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  public override func touchEnded(_ touch: Touch) {
    guard touch.finger == followedFinger, let view else { return }
    record(frameRelative(touch.location, in: view), time: touch.time)
    followedFinger = nil
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  public override func touchCancelled(_ touch: Touch) {
    guard touch.finger == followedFinger else { return }
    followedFinger = nil
    super.touchCancelled(touch)
  }

  /// A point in `view`'s bounds coordinates, relative to its frame origin as the collection
  /// view's touches are.
  private func frameRelative(_ point: CGPoint, in view: View) -> CGPoint {
    CGPoint(x: point.x - view.bounds.origin.x, y: point.y - view.bounds.origin.y)
  }

  /// The newest touch location, relative to the frame origin.
  var touchLocation: CGPoint {
    samples.isEmpty ? startLocation : samples[(sampleStart + samples.count - 1) % samples.count].location
  }

  func reset(at location: CGPoint, time: TimeInterval) {
    samples.removeAll(keepingCapacity: true)
    sampleStart = 0
    startLocation = location
    record(location, time: time)
  }

  func record(_ location: CGPoint, time: TimeInterval) {
    let sample = Sample(location: location, time: time)
    if samples.count < Self.sampleCapacity {
      samples.append(sample)
    } else {
      samples[sampleStart] = sample
      sampleStart = (sampleStart + 1) % Self.sampleCapacity
    }
  }

  /// The location of the touch in `view`'s coordinate system.
  ///
  /// In the collection view that is content coordinates: the touch relative to the frame plus
  /// `contentOffset`, as UIKit reports a location in a scroll view's bounds. With `nil` it is
  /// the touch in the root's coordinates (UIKit's window coordinates): for a view with no
  /// superview, the frame origin plus the touch.
  public override func location(in view: View?) -> CGPoint {
    let touch = touchLocation
    guard let attached = self.view else { return touch }
    let inBounds = CGPoint(x: touch.x + attached.bounds.origin.x, y: touch.y + attached.bounds.origin.y)
    if view === attached { return inBounds }
    if view == nil, attached.superview == nil {
      return CGPoint(x: touch.x + attached.frame.origin.x, y: touch.y + attached.frame.origin.y)
    }
    return attached.convert(inBounds, to: view)
  }

  /// How far the finger has moved since the pan began (or since `setTranslation(_:in:)`).
  public func translation(in view: View?) -> CGPoint {
    let touch = touchLocation
    return CGPoint(x: touch.x - startLocation.x, y: touch.y - startLocation.y)
  }

  /// Sets the translation, so that later translations are measured from the current touch
  /// minus `translation`.
  public func setTranslation(_ translation: CGPoint, in view: View?) {
    let touch = touchLocation
    startLocation = CGPoint(x: touch.x - translation.x, y: touch.y - translation.y)
  }

  /// The finger's velocity in points per second, estimated from the last 100 ms of samples.
  public func velocity(in view: View?) -> CGPoint {
    guard samples.count >= 2 else { return .zero }
    let count = samples.count
    let newest = samples[(sampleStart + count - 1) % count]
    var reference: Sample?
    for offset in 0..<(count - 1) {
      let sample = samples[(sampleStart + offset) % count]
      if newest.time - sample.time <= Self.velocityWindow + 1e-9 {
        reference = sample
        break
      }
    }
    guard let reference, newest.time > reference.time else { return .zero }
    let dt = CGFloat(newest.time - reference.time)
    // Samples a few ulps apart in time would divide into infinity: keep the speed a position.
    let limit = LayoutLimits.maximumCoordinate
    func speed(_ distance: CGFloat) -> CGFloat {
      let value = distance / dt
      return value.isNaN ? 0 : min(max(value, -limit), limit)
    }
    return CGPoint(
      x: speed(newest.location.x - reference.location.x), y: speed(newest.location.y - reference.location.y))
  }
}
