import Foundation

// Gesture recognizers on views, and the headless touch path that drives them: touches sent to
// the root of a view tree (a window) are hit-tested and delivered to the recognizers of the
// touched view and its ancestors (docs/views.md, "Gesture recognizers").

extension View {
  /// The gesture recognizers attached to the view, in the order they were added.
  public var gestureRecognizers: [GestureRecognizer] {
    appearanceStorage?.gestureRecognizers ?? []
  }

  /// Attaches `recognizer` to the view; a recognizer attached to another view moves here.
  /// Adding it again changes nothing.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    if recognizer.view === self { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    ensureAppearanceStorage().gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches `recognizer` from the view; a recognizer of another view is left alone.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    appearanceStorage?.gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }

  /// Sends one touch event to the gesture recognizers of the views under the finger: `location`
  /// is in this view's bounds coordinates (send touches to the root of the tree, a window, as the
  /// screen does), `time` in seconds, `finger` tells simultaneous fingers apart.
  ///
  /// `.began` hit-tests the location (`hitTest(_:with:)`: hidden views, views with user
  /// interaction off and views outside their superview's bounds take no touches) and binds the
  /// finger to the enabled recognizers of the hit view and its ancestors up to this view, nearest
  /// first; later phases of that finger go to the same recognizers wherever it moves, as in UIKit.
  /// Before each event, time advances to `time` for the recognizers of every finger down (a long
  /// press begins then). Events with a non-finite location or time, a `.began` of a finger that
  /// is already down, a time earlier than the last event, and other phases of a finger that is
  /// not down are ignored.
  ///
  /// UIKit difference: touches reach only gesture recognizers, not `touchesBegan(_:with:)` of the
  /// views; a collection view scrolls with `handleTouch(_:at:time:)` and a control acts with its
  /// `simulate…` methods.
  public func sendTouch(_ phase: TouchPhase, at location: CGPoint, time: TimeInterval, finger: Int = 0) {
    guard location.x.isFinite, location.y.isFinite, time.isFinite else { return }
    let router = ensureAppearanceStorage().touchRouter ?? TouchRouter()
    appearanceStorage?.touchRouter = router
    guard time >= router.time else { return }
    advanceTouches(to: time)
    switch phase {
    case .began:
      guard router.fingers[finger] == nil else { return }
      var recognizers: [GestureRecognizer] = []
      var node = hitTest(location, with: nil)
      while let view = node {
        recognizers.append(contentsOf: view.gestureRecognizers.filter(\.isEnabled))
        if view === self { break }
        node = view.superview
      }
      router.fingers[finger] = recognizers
      deliver(phase, to: recognizers, at: location, time: time, finger: finger)
    case .moved:
      guard let recognizers = router.fingers[finger] else { return }
      deliver(phase, to: recognizers, at: location, time: time, finger: finger)
    case .ended, .cancelled:
      guard let recognizers = router.fingers.removeValue(forKey: finger) else { return }
      deliver(phase, to: recognizers, at: location, time: time, finger: finger)
    }
  }

  /// Advances the touch clock to `time` (seconds) without moving any finger: the recognizers of
  /// the fingers down hear that time passed (a long press held still begins when its
  /// `minimumPressDuration` has passed). A time earlier than the last is ignored.
  public func advanceTouches(to time: TimeInterval) {
    guard time.isFinite else { return }
    let router = ensureAppearanceStorage().touchRouter ?? TouchRouter()
    appearanceStorage?.touchRouter = router
    guard time >= router.time else { return }
    router.time = time
    // Each recognizer once, in the order of the fingers (sorted: no dictionary order decides).
    var seen: Set<ObjectIdentifier> = []
    for finger in router.fingers.keys.sorted() {
      for recognizer in router.fingers[finger] ?? [] where seen.insert(ObjectIdentifier(recognizer)).inserted
      {
        if recognizer.isEnabled { recognizer.timeAdvanced(to: time) }
      }
    }
  }

  private func deliver(
    _ phase: TouchPhase, to recognizers: [GestureRecognizer], at location: CGPoint, time: TimeInterval,
    finger: Int
  ) {
    for recognizer in recognizers {
      // A recognizer moved to another view, or detached, since the touch began hears no more.
      guard let view = recognizer.view else { continue }
      let point = view === self ? location : view.convert(location, from: self)
      guard point.x.isFinite, point.y.isFinite else { continue }
      recognizer.receive(phase, GestureRecognizer.Touch(finger: finger, location: point, time: time))
    }
  }
}

/// The touches in progress on a view that touches are sent to.
@MainActor
final class TouchRouter {
  /// The recognizers each finger down is bound to.
  var fingers: [Int: [GestureRecognizer]] = [:]
  /// The time of the last event.
  var time: TimeInterval = -.infinity
}
