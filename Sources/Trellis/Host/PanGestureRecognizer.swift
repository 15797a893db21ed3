/// The collection view's pan recognizer: the finger's state, location, translation and velocity,
/// as a layout or delegate reads them from `UIScrollView.panGestureRecognizer`.
///
/// It is driven by `CollectionView.handleTouch(_:at:time:)`; you do not create one yourself.
/// The pan begins with the first movement of the finger.
///
/// Velocity is estimated from the recent touch samples: the displacement between the newest
/// sample and the oldest sample at most 100 ms older than it, divided by the time between them
/// (zero with fewer than two samples in that window).
///
/// UIKit difference: no 10-point hysteresis before the pan begins, so scripted drags move the
/// content by exactly the distance the finger moves; and it is not a general
/// `UIGestureRecognizer` (no targets, delegates or failure requirements).
@preconcurrency @MainActor
public final class PanGestureRecognizer {
  /// The recognizer states, with UIKit's names.
  public enum State: Int, Hashable, Sendable, CustomStringConvertible {
    /// No pan yet (a finger may be down without having moved).
    case possible
    /// The pan has just been recognized: the first movement.
    case began
    /// The finger moved again.
    case changed
    /// The finger lifted after panning.
    case ended
    /// The touch was cancelled while panning.
    case cancelled
    /// The finger lifted without panning.
    case failed

    /// The state's name.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }

  /// The current state.
  public internal(set) var state: State = .possible

  /// Whether the recognizer is enabled; a disabled recognizer ignores touches.
  public var isEnabled: Bool = true

  /// The collection view the recognizer belongs to.
  public internal(set) weak var view: CollectionView?

  /// The window within which velocity is estimated, in seconds.
  static let velocityWindow: TimeInterval = 0.1

  private struct Sample {
    var location: CGPoint
    var time: TimeInterval
  }

  /// A ring of recent samples (locations in the view's own coordinates, relative to its frame).
  private var samples: [Sample] = []
  private var sampleStart = 0
  private static let sampleCapacity = 16
  private var startLocation: CGPoint = .zero

  init() {
    samples.reserveCapacity(Self.sampleCapacity)
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
  /// the touch in the coordinates the frame is expressed in (UIKit's window coordinates):
  /// the frame origin plus the touch.
  public func location(in view: CollectionView?) -> CGPoint {
    let touch = touchLocation
    if let view {
      return CGPoint(x: touch.x + view.contentOffset.x, y: touch.y + view.contentOffset.y)
    }
    let origin = self.view?.frame.origin ?? .zero
    return CGPoint(x: touch.x + origin.x, y: touch.y + origin.y)
  }

  /// How far the finger has moved since the pan began (or since `setTranslation(_:in:)`).
  public func translation(in view: CollectionView?) -> CGPoint {
    let touch = touchLocation
    return CGPoint(x: touch.x - startLocation.x, y: touch.y - startLocation.y)
  }

  /// Sets the translation, so that later translations are measured from the current touch
  /// minus `translation`.
  public func setTranslation(_ translation: CGPoint, in view: CollectionView?) {
    let touch = touchLocation
    startLocation = CGPoint(x: touch.x - translation.x, y: touch.y - translation.y)
  }

  /// The finger's velocity in points per second, estimated from the last 100 ms of samples.
  public func velocity(in view: CollectionView?) -> CGPoint {
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
