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
    // A recognizer that was waiting for others to fail stops waiting: added again, it takes
    // touches as a new one does.
    recognizer.waitingState = nil
    recognizer.view = nil
  }

  /// Sends one touch event to the gesture recognizers of the views under the finger, and to
  /// the view it touched: `location` is in this view's bounds coordinates (send touches to the
  /// root of the tree, a window, as the screen does), `time` in seconds, `finger` tells
  /// simultaneous fingers apart.
  ///
  /// `.began` hit-tests the location (`hitTest(_:with:)`: hidden views, views with user
  /// interaction off and views outside their superview's bounds take no touches) and binds the
  /// finger to the enabled recognizers of the hit view and its ancestors up to this view, nearest
  /// first, that their delegates let receive it (`gestureRecognizer(_:shouldReceive:)`); later
  /// phases of that finger go to the same recognizers wherever it moves, as in UIKit. The hit
  /// view hears the touch through `touchesBegan(_:with:)`, `touchesMoved(_:with:)`,
  /// `touchesEnded(_:with:)` and `touchesCancelled(_:with:)` after its recognizers, delayed or
  /// cancelled as their `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView`
  /// say (docs/views.md, "Recognizers that cooperate"). Before each event, time advances to
  /// `time` for the recognizers still analyzing touches (a long press begins, a double tap's
  /// wait for its second tap runs out). Events with a non-finite location or time, a `.began` of
  /// a finger that is already down, a time earlier than the last event, and other phases of a
  /// finger that is not down are ignored.
  ///
  /// UIKit difference: a collection view scrolls with `handleTouch(_:at:time:)` and a control
  /// acts with its `simulate…` methods, not with touches sent here.
  public func sendTouch(_ phase: TouchPhase, at location: CGPoint, time: TimeInterval, finger: Int = 0) {
    guard location.x.isFinite, location.y.isFinite, time.isFinite else { return }
    let router = touchRouterForSending()
    guard time >= router.time else { return }
    advanceTouches(to: time)
    switch phase {
    case .began:
      guard router.downTouch(finger: finger) == nil else { return }
      let id = router.nextTouchID
      router.nextTouchID += 1
      var candidates: [GestureRecognizer] = []
      let hit = hitTest(location, with: nil)
      var node = hit
      while let view = node {
        candidates.append(contentsOf: view.gestureRecognizers.filter(\.isEnabled))
        if view === self { break }
        node = view.superview
      }
      let recognizers = candidates.filter { recognizer in
        guard let delegate = recognizer.delegate else { return true }
        return delegate.gestureRecognizer(
          recognizer, shouldReceive: touch(for: recognizer, location, time, finger))
      }
      let tracked = TouchRouter.TrackedTouch(
        id: id, finger: finger, recognizers: recognizers, view: hit, location: location, time: time)
      router.touches.append(tracked)
      for recognizer in recognizers {
        recognizer.router = router
        router.engage(recognizer)
      }
      deliver(phase, to: recognizers, at: location, time: time, finger: finger, id: id)
    case .moved:
      guard let tracked = router.downTouch(finger: finger) else { return }
      tracked.latest = (location, time)
      tracked.moves += 1
      deliver(phase, to: tracked.recognizers, at: location, time: time, finger: finger, id: tracked.id)
    case .ended, .cancelled:
      guard let tracked = router.downTouch(finger: finger) else { return }
      tracked.latest = (location, time)
      tracked.isDown = false
      tracked.end = phase
      deliver(phase, to: tracked.recognizers, at: location, time: time, finger: finger, id: tracked.id)
    }
    router.settle()
  }

  /// Advances the touch clock to `time` (seconds) without moving any finger: the recognizers of
  /// the fingers down, and those still analyzing lifted fingers, hear that time passed (a long
  /// press held still begins when its `minimumPressDuration` has passed; a tap waiting for its
  /// next tap fails when `TapGestureRecognizer.maximumTapInterval` has passed). A time earlier
  /// than the last is ignored.
  public func advanceTouches(to time: TimeInterval) {
    guard time.isFinite else { return }
    let router = touchRouterForSending()
    guard time >= router.time else { return }
    router.time = time
    // Each recognizer once: the fingers down in the order of their numbers, then the others
    // still analyzing in the order they were engaged (no dictionary order decides).
    var order: [GestureRecognizer] = []
    var seen: Set<ObjectIdentifier> = []
    for tracked in router.touches.filter(\.isDown).sorted(by: { $0.finger < $1.finger }) {
      for recognizer in tracked.recognizers where seen.insert(ObjectIdentifier(recognizer)).inserted {
        order.append(recognizer)
      }
    }
    for recognizer in router.engaged where seen.insert(ObjectIdentifier(recognizer)).inserted {
      if recognizer.state == .possible, recognizer.router === router { order.append(recognizer) }
    }
    for recognizer in order where recognizer.view != nil {
      recognizer.advance(to: time)
    }
    router.settle()
  }

  private func touchRouterForSending() -> TouchRouter {
    if let router = appearanceStorage?.touchRouter { return router }
    let router = TouchRouter(root: self)
    ensureAppearanceStorage().touchRouter = router
    return router
  }

  private func touch(
    for recognizer: GestureRecognizer, _ location: CGPoint, _ time: TimeInterval, _ finger: Int
  ) -> GestureRecognizer.Touch {
    let point = recognizer.view.map { $0 === self ? location : $0.convert(location, from: self) } ?? location
    return GestureRecognizer.Touch(finger: finger, location: point, time: time)
  }

  private func deliver(
    _ phase: TouchPhase, to recognizers: [GestureRecognizer], at location: CGPoint, time: TimeInterval,
    finger: Int, id: Int
  ) {
    for recognizer in recognizers {
      // A recognizer moved to another view, or detached, since the touch began hears no more.
      guard let view = recognizer.view else { continue }
      let point = view === self ? location : view.convert(location, from: self)
      guard point.x.isFinite, point.y.isFinite else { continue }
      recognizer.receive(phase, GestureRecognizer.Touch(finger: finger, location: point, time: time), id: id)
    }
  }
}
