// Scrolling physics, as UIScrollView's (docs/uikit-reference.md, "UIScrollView physics"):
//
// - Dragging: the offset follows the finger. Past an edge it rubber-bands: for x points the
//   finger has gone past the edge and a view size d along the axis, the content goes
//   (1 − 1/(x·0.55/d + 1))·d past it (d = 480, x = 100 → 49.35).
// - Release: with content velocity v (points per second, opposite to the finger), the projected
//   offset is offset + v/1000 · r/(1 − r) for the deceleration rate r per millisecond, clamped
//   to the content. The layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
//   and then the delegate's scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) may
//   change it (velocities in points per millisecond, as UIKit passes them).
// - Deceleration lands exactly on that target: offset(t) = target − (target − start)·r^(t/1 ms).
//   Its speed is proportional to the remaining distance, so with the unmodified target it
//   starts at v·r·ln(1/r)/(1 − r) ≈ v (0.1% less at .normal) and decays as v(t) = v₀·r^(t/1 ms).
//   It ends (snapping to the target) when less than 0.5 point remains.
// - Out of bounds at release: a critically damped spring back to the edge,
//   x(t) = (x₀ + (v₀ + ωx₀)t)·e^(−ωt) with ω = 12 rad/s (settles in about half a second); any
//   velocity away from the edge is dropped and velocity towards it is capped at ω·x₀, so the
//   content never crosses the edge (no visible overshoot).
// - A fling whose projection runs past an edge (with `bounces`, not paging, and the layout and
//   delegate leaving the target at that edge) bounces: the offset follows the unclamped
//   deceleration curve offset(t) = p − (p − start)·r^(1000·t) towards the projection p until it
//   reaches the edge, at t_e = ln((p − edge)/(p − start)) / (1000·ln r), with speed
//   v_e = (p − edge)·1000·ln(1/r); from there the same spring carries it past the edge and back:
//   x(τ) = v_e·τ·e^(−ωτ), deepest at τ = 1/ω, v_e/(ω·e) past the edge.
//
// UIKit difference: the shape of that bounce (the spring and ω) is ours; UIKit documents only
// that the content bounces at the edge. `scrollViewWillEndDragging` sees the edge as the target
// in both.

extension CollectionView {
  /// The rubber-band distance past an edge: `(1 − 1/(x·0.55/d + 1))·d` for `overshoot` x and
  /// `dimension` d (docs/uikit-reference.md, "UIScrollView physics").
  public static func rubberBandDistance(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    ScrollState.rubberBandDistance(overshoot, dimension: dimension)
  }

  /// The smallest content offset: minus the top and left adjusted insets.
  public var minimumContentOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The largest content offset at which the content's end (plus the bottom and right adjusted
  /// insets) meets the view's far edge; never below `minimumContentOffset`.
  public var maximumContentOffset: CGPoint {
    let low = minimumContentOffset
    return CGPoint(
      x: max(low.x, contentSize.width + adjustedContentInset.right - frame.width),
      y: max(low.y, contentSize.height + adjustedContentInset.bottom - frame.height))
  }

  var canScrollHorizontally: Bool {
    isScrollEnabled
      && (contentSize.width + adjustedContentInset.left + adjustedContentInset.right > frame.width
        || alwaysBounceHorizontal)
  }

  var canScrollVertically: Bool {
    isScrollEnabled
      && (contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > frame.height
        || alwaysBounceVertical)
  }

  /// The implementation of `setContentOffset` (see the declaration in CollectionView.swift).
  func _setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
    stopScrollMotion()
    if !animated || contentOffset == self.contentOffset {
      self.contentOffset = contentOffset
      return
    }
    let duration = defaultAnimationDuration
    scrolling.motionX = .animate(
      start: self.contentOffset.x, target: contentOffset.x, elapsed: 0, duration: duration)
    scrolling.motionY = .animate(
      start: self.contentOffset.y, target: contentOffset.y, elapsed: 0, duration: duration)
  }

  /// Stops deceleration, spring-back and offset animations where they are.
  func stopScrollMotion() {
    scrolling.stop()
  }

  /// Applies a layout's `contentOffsetAdjustment` to the offset and to any motion in progress,
  /// so that a deceleration keeps its course relative to the content.
  ///
  /// The layout is not asked about the bounds change (it asked for it), unless
  /// `notifyingLayout` (a shift the layout did not ask for: the right-to-left mirror's).
  func applyContentOffsetAdjustment(_ delta: CGPoint, notifyingLayout: Bool = false) {
    scrolling.shift(by: delta)
    pass.isApplyingBounds = !notifyingLayout
    contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    pass.isApplyingBounds = false
    setVisibleSetNeedsUpdate()
  }

  /// The offset for the drag's raw (finger-following) offset: rubber-banded or clamped past the
  /// edges.
  func draggedOffset(raw: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
      if value < low {
        return bounces ? low - ScrollState.rubberBandDistance(low - value, dimension: dimension) : low
      }
      if value > high {
        return bounces ? high + ScrollState.rubberBandDistance(value - high, dimension: dimension) : high
      }
      return value
    }
    return CGPoint(
      x: canScrollHorizontally ? axis(raw.x, low.x, high.x, frame.width) : contentOffset.x,
      y: canScrollVertically ? axis(raw.y, low.y, high.y, frame.height) : contentOffset.y)
  }

  /// The raw offset that `draggedOffset(raw:)` maps to the current offset (undoing the rubber
  /// band), so a drag that starts during a spring-back does not jump.
  func rawOffsetForCurrentOffset() -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
      guard bounces else { return value }
      if value < low { return low - ScrollState.inverseRubberBandDistance(low - value, dimension: dimension) }
      if value > high {
        return high + ScrollState.inverseRubberBandDistance(value - high, dimension: dimension)
      }
      return value
    }
    return CGPoint(
      x: axis(contentOffset.x, low.x, high.x, frame.width),
      y: axis(contentOffset.y, low.y, high.y, frame.height))
  }

  /// The finger lifted with `fingerVelocity` (points per second, in the finger's direction).
  func endDragging(fingerVelocity: CGPoint) {
    isDragging = false
    let velocity = CGPoint(
      x: canScrollHorizontally ? -fingerVelocity.x : 0, y: canScrollVertically ? -fingerVelocity.y : 0)
    let low = minimumContentOffset
    let high = maximumContentOffset
    let offset = contentOffset
    let outX = offset.x < low.x - 0.001 || offset.x > high.x + 0.001
    let outY = offset.y < low.y - 0.001 || offset.y > high.y + 0.001
    let rate = decelerationRate
    var target = offset
    target.x =
      outX ? min(max(offset.x, low.x), high.x) : offset.x + rate.projectedDistance(forVelocity: velocity.x)
    target.y =
      outY ? min(max(offset.y, low.y), high.y) : offset.y + rate.projectedDistance(forVelocity: velocity.y)
    let projected = target
    target.x = min(max(target.x, low.x), high.x)
    target.y = min(max(target.y, low.y), high.y)
    if isPagingEnabled {
      target = pagingTarget(proposed: target, low: low, high: high)
    }
    let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
    target = mirroredLayout.targetContentOffset(
      forProposedContentOffset: target, withScrollingVelocity: perMillisecond)
    if let delegate {
      var proposed = target
      withUnsafeMutablePointer(to: &proposed) { pointer in
        delegate.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
      }
      target = proposed
    }
    if !target.x.isFinite || !target.y.isFinite { target = offset }
    target.x = min(max(target.x, low.x), high.x)
    target.y = min(max(target.y, low.y), high.y)
    let motionRate = isPagingEnabled ? DecelerationRate.fast.rawValue : rate.rawValue
    scrolling.motionX = AxisMotion.release(
      offset: offset.x, target: target.x, velocity: velocity.x, outOfBounds: outX, rate: motionRate)
    scrolling.motionY = AxisMotion.release(
      offset: offset.y, target: target.y, velocity: velocity.y, outOfBounds: outY, rate: motionRate)
    if bounces, !isPagingEnabled {
      if !outX,
        let bounce = AxisMotion.edgeBounce(
          offset: offset.x, projected: projected.x, target: target.x, low: low.x, high: high.x,
          rate: motionRate)
      {
        scrolling.motionX = bounce
      }
      if !outY,
        let bounce = AxisMotion.edgeBounce(
          offset: offset.y, projected: projected.y, target: target.y, low: low.y, high: high.y,
          rate: motionRate)
      {
        scrolling.motionY = bounce
      }
    }
    let willDecelerate = scrolling.isMoving
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    if willDecelerate {
      isDecelerating = true
      delegate?.scrollViewWillBeginDecelerating(self)
    }
  }

  /// Paging: the page nearest the proposed offset, at most one page from the page the drag
  /// started on; pages are multiples of the view's size.
  private func pagingTarget(proposed: CGPoint, low: CGPoint, high: CGPoint) -> CGPoint {
    let start = scrolling.pageStartOffset
    return CGPoint(
      x: canScrollHorizontally
        ? ScrollState.pageTarget(
          proposed: proposed.x, start: start.x, size: frame.width, low: low.x, high: high.x)
        : proposed.x,
      y: canScrollVertically
        ? ScrollState.pageTarget(
          proposed: proposed.y, start: start.y, size: frame.height, low: low.y, high: high.y)
        : proposed.y)
  }

  /// Advances deceleration, spring-back and offset animations by `seconds`.
  func stepScrolling(_ seconds: TimeInterval) {
    guard let step = scrolling.step(by: seconds, from: contentOffset) else { return }
    contentOffset = step.offset
    guard !scrolling.isMoving else { return }
    if step.wasAnimation {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    } else if isDecelerating {
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }
}
