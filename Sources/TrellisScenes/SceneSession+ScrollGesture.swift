// Wheel and trackpad gestures that end as a finger lift does.
//
// On iPadOS a trackpad's two-finger scroll drives a scroll view's pan gesture recognizer: the
// scroll view drags (rubber-banding past its ends), and when the fingers lift it hears
// `scrollViewWillEndDragging` with the velocity and then decelerates, pages or snaps exactly as
// after a finger's drag. `scrollGesture(by:at:)` and `endScrollGesture(velocity:)` do the same
// here: the deltas of one gesture move an invisible finger, fed to the collection view as the
// touches of a real one (`CollectionView.handleTouch(_:at:time:)`), so a wheel gesture over an
// orthogonal paging section, a paging view or cover flow comes to rest where a drag released
// at the same speed would (docs/playground.md §5).
//
// - The finger moves against the delta (a wheel scrolling down by 40 points is a finger moving
//   up by 40 points).
// - A view that does not scroll vertically takes a vertical delta as a sideways one when what is
//   under the pointer scrolls only sideways (the view itself, or an orthogonal section of it), as
//   macOS does for a mouse wheel over a horizontal-only scroller: (dx, dy) with |dy| > |dx|
//   becomes (dy, 0). In a view that scrolls vertically, vertical deltas over a sideways section
//   scroll the view and sideways ones the section.
// - Paging: the finger goes at most one page (the view's width or height) from where the
//   gesture began, so a long wheel gesture ends at most one page away, as UIScrollView's paging
//   does.
// - The lift: `endScrollGesture(velocity:)` notes a sample where the finger is now; at the end
//   of the next `advance(by:)` step of s seconds the finger has moved by −velocity·s and lifts
//   there, so the pan recognizer measures exactly −velocity (its 100 ms window holds the two
//   samples when s ≤ 0.1 s).
// - A gesture whose end never comes (no delta for `scrollGestureIdleLimit` seconds of the
//   session's time) lifts without velocity; a real finger touching down lifts it first.
//
// UIKit difference: iPadOS feeds the pan continuously from the trackpad and measures the
// velocity itself; here the host (the playground page) says when the gesture ended and at what
// speed, since a browser reports neither.

/// A wheel or trackpad gesture in progress: the invisible finger its deltas move.
struct WheelGesture {
  /// Where the finger touched down (view coordinates).
  var start: CGPoint
  /// Where it is now.
  var location: CGPoint
  /// Whether vertical deltas scroll sideways (the view does not scroll vertically, and it or the
  /// region under the pointer scrolls sideways).
  var mapsVerticalToHorizontal: Bool
  /// The session time of the last delta.
  var lastDeltaTime: TimeInterval
  /// The finger's velocity to lift with at the end of the next step (points per second), once
  /// `endScrollGesture(velocity:)` was called.
  var pendingLift: CGVector?
}

extension SceneSession {
  /// How long a wheel gesture may go without a delta before it ends by itself (without
  /// velocity), seconds of the session's time: 0.5 s, longer than the playground page's 150 ms.
  public static let scrollGestureIdleLimit: TimeInterval = 0.5

  /// Whether a wheel or trackpad gesture is in progress (between the first
  /// `scrollGesture(by:at:)` and its lift).
  public var isScrollGestureActive: Bool { wheelGesture != nil }

  /// One step of a wheel or trackpad gesture: scrolls by `delta` points as a finger moving by
  /// −`delta` would, beginning the gesture at `pointer` (view coordinates; the view's centre
  /// without one) if none is in progress. Ignored while a real finger is down, for non-finite
  /// or zero deltas, and where nothing under the pointer scrolls.
  ///
  /// See the comment at the top of SceneSession+ScrollGesture.swift for the rules (sideways
  /// mapping, paging, the lift).
  public func scrollGesture(by delta: CGVector, at pointer: CGPoint? = nil) {
    guard !isFingerDown, delta.dx.isFinite, delta.dy.isFinite, delta.dx != 0 || delta.dy != 0 else { return }
    var gesture: WheelGesture
    if let current = wheelGesture, current.pendingLift == nil {
      gesture = current
    } else {
      liftScrollGesture()
      let size = collectionView.frame.size
      var start = CGPoint(x: size.width / 2, y: size.height / 2)
      if let pointer, pointer.x.isFinite, pointer.y.isFinite { start = pointer }
      let region = nestedRegionAxis(at: start)
      let scrollsX = collectionView.maximumContentOffset.x > collectionView.minimumContentOffset.x
      let scrollsY = collectionView.maximumContentOffset.y > collectionView.minimumContentOffset.y
      guard region != nil || scrollsX || scrollsY else { return }
      gesture = WheelGesture(
        start: start, location: start,
        mapsVerticalToHorizontal: !scrollsY && (region == .horizontal || (region == nil && scrollsX)),
        lastDeltaTime: time, pendingLift: nil)
      collectionView.handleTouch(.began, at: start, time: time)
    }
    var move = delta
    if gesture.mapsVerticalToHorizontal, abs(move.dy) > abs(move.dx) {
      move = CGVector(dx: move.dy, dy: 0)
    }
    gesture.location = pagingLimited(
      CGPoint(x: gesture.location.x - move.dx, y: gesture.location.y - move.dy), from: gesture.start)
    gesture.lastDeltaTime = time
    wheelGesture = gesture
    collectionView.handleTouch(.moved, at: gesture.location, time: time)
  }

  /// Ends the wheel or trackpad gesture in progress as a finger lift with `velocity` does: the
  /// content's velocity in points per second (the wheel's deltas per second, mapped sideways as
  /// the gesture's deltas were). The lift happens at the end of the next `advance(by:)` step,
  /// after the finger moved on at that velocity for the step. Nothing happens without a gesture
  /// in progress; a non-finite velocity counts as zero.
  public func endScrollGesture(velocity: CGVector) {
    guard var gesture = wheelGesture, gesture.pendingLift == nil else { return }
    var content = CGVector(
      dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
    if gesture.mapsVerticalToHorizontal, abs(content.dy) > abs(content.dx) {
      content = CGVector(dx: content.dy, dy: 0)
    }
    gesture.pendingLift = CGVector(dx: -content.dx, dy: -content.dy)
    wheelGesture = gesture
    // The sample the lift's velocity is measured from.
    collectionView.handleTouch(.moved, at: gesture.location, time: time)
  }

  /// Called at the end of every `advance(by:)`: lifts a gesture whose end was asked for (after
  /// moving its finger on for `seconds`), or one idle for `scrollGestureIdleLimit`.
  func stepScrollGesture(by seconds: TimeInterval) {
    guard var gesture = wheelGesture else { return }
    if let lift = gesture.pendingLift {
      gesture.location = pagingLimited(
        CGPoint(
          x: gesture.location.x + lift.dx * CGFloat(seconds),
          y: gesture.location.y + lift.dy * CGFloat(seconds)),
        from: gesture.start)
      wheelGesture = nil
      collectionView.handleTouch(.moved, at: gesture.location, time: time)
      collectionView.handleTouch(.ended, at: gesture.location, time: time)
    } else if time - gesture.lastDeltaTime >= Self.scrollGestureIdleLimit {
      liftScrollGesture()
    }
  }

  /// Lifts the gesture in progress where its finger is, at once (no velocity of its own: the
  /// pan measures what the last 100 ms of deltas give).
  func liftScrollGesture() {
    guard let gesture = wheelGesture else { return }
    wheelGesture = nil
    collectionView.handleTouch(.ended, at: gesture.location, time: time)
  }

  /// Sets the content offset to `offset`, clamped to the scrollable range on each axis, at once
  /// (any scrolling stops; a wheel gesture in progress is lifted first; dynamic scenes come to
  /// rest at the new place). The playground's `scrollTo` message, which a page that reconnects
  /// sends to return to where it was. Non-finite offsets are ignored.
  ///
  /// - Returns: The offset set.
  @discardableResult
  public func setContentOffset(_ offset: CGPoint) -> CGPoint {
    guard offset.x.isFinite, offset.y.isFinite else { return collectionView.contentOffset }
    liftScrollGesture()
    collectionView.layoutIfNeeded()
    let low = collectionView.minimumContentOffset
    let high = collectionView.maximumContentOffset
    let target = CGPoint(
      x: min(max(offset.x, low.x), max(low.x, high.x)), y: min(max(offset.y, low.y), max(low.y, high.y)))
    collectionView.setContentOffset(target, animated: false)
    content.didJump()
    collectionView.layoutIfNeeded()
    return collectionView.contentOffset
  }

  /// The axis of the region under `location` (view coordinates) that scrolls on its own, if any.
  private func nestedRegionAxis(at location: CGPoint) -> CollectionView.ScrollDirection? {
    guard let provider = collectionView.collectionViewLayout as? CollectionViewNestedScrolling else {
      return nil
    }
    return provider.nestedScrollRegion(containing: contentPoint(location))?.axis
  }

  /// `location` kept within one page (the view's size) of `start` when the view pages.
  private func pagingLimited(_ location: CGPoint, from start: CGPoint) -> CGPoint {
    guard collectionView.isPagingEnabled else { return location }
    let size = collectionView.frame.size
    return CGPoint(
      x: min(max(location.x, start.x - size.width), start.x + size.width),
      y: min(max(location.y, start.y - size.height), start.y + size.height))
  }
}
