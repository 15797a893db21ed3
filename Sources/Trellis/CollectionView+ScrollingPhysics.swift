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

/// The motion of one scroll axis after the finger lifted, or during an animated offset change.
enum AxisMotion: Equatable {
  case idle
  /// offset(t) = target − (target − start)·rate^(1000·t).
  case decelerate(start: CGFloat, target: CGFloat, elapsed: TimeInterval, rate: CGFloat)
  /// offset(t) = projected − (projected − start)·rate^(1000·t) until it reaches `edge`, then a
  /// spring-back from the edge with the speed it arrived with.
  case decelerateIntoEdge(
    start: CGFloat, projected: CGFloat, edge: CGFloat, elapsed: TimeInterval, rate: CGFloat)
  /// offset(t) = edge + (x₀ + (v₀ + ωx₀)t)·e^(−ωt).
  case springBack(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, elapsed: TimeInterval)
  /// Ease-in-out from start to target over duration.
  case animate(start: CGFloat, target: CGFloat, elapsed: TimeInterval, duration: TimeInterval)

  var isIdle: Bool { self == .idle }
  var isAnimation: Bool {
    if case .animate = self { return true }
    return false
  }
}

/// The drag in progress.
struct DragState {
  /// The un-rubber-banded offset at the start of the drag.
  var startRawOffset: CGPoint = .zero
  /// The offset when the finger touched down (for paging).
  var pageStartOffset: CGPoint = .zero
}

/// Spring-back stiffness: critically damped with ω = 12 rad/s.
let springBackOmega: CGFloat = 12
/// A fling bounces at an edge only when its projection runs past it by more than this, in
/// points (less would bounce by under 0.1 pt).
let edgeBounceMinimum: CGFloat = 0.5
/// Deceleration ends when less than this remains, in points.
let decelerationRestDistance: CGFloat = 0.5

extension CollectionView {
  /// The rubber-band distance past an edge: `(1 − 1/(x·0.55/d + 1))·d` for `overshoot` x and
  /// `dimension` d (docs/uikit-reference.md, "UIScrollView physics").
  public static func rubberBandDistance(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard overshoot > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
  }

  /// The finger distance past an edge that produces `distance` of rubber band: the inverse of
  /// `rubberBandDistance(_:dimension:)`.
  static func inverseRubberBandDistance(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
    guard distance > 0, dimension > 0 else { return 0 }
    let fraction = min(distance / dimension, 0.999_999)
    return (1 / (1 - fraction) - 1) * dimension / 0.55
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
    motionX = .animate(start: self.contentOffset.x, target: contentOffset.x, elapsed: 0, duration: duration)
    motionY = .animate(start: self.contentOffset.y, target: contentOffset.y, elapsed: 0, duration: duration)
  }

  /// Stops deceleration, spring-back and offset animations where they are.
  func stopScrollMotion() {
    motionX = .idle
    motionY = .idle
    isDecelerating = false
  }

  /// Applies a layout's `contentOffsetAdjustment` to the offset and to any motion in progress,
  /// so that a deceleration keeps its course relative to the content.
  ///
  /// The layout is not asked about the bounds change (it asked for it), unless
  /// `notifyingLayout` (a shift the layout did not ask for: the right-to-left mirror's).
  func applyContentOffsetAdjustment(_ delta: CGPoint, notifyingLayout: Bool = false) {
    func shift(_ motion: inout AxisMotion, by amount: CGFloat) {
      guard amount != 0 else { return }
      switch motion {
      case .idle: break
      case let .decelerate(start, target, elapsed, rate):
        motion = .decelerate(start: start + amount, target: target + amount, elapsed: elapsed, rate: rate)
      case let .decelerateIntoEdge(start, projected, edge, elapsed, rate):
        motion = .decelerateIntoEdge(
          start: start + amount, projected: projected + amount, edge: edge + amount, elapsed: elapsed,
          rate: rate)
      case let .springBack(edge, displacement, velocity, elapsed):
        motion = .springBack(
          edge: edge + amount, displacement: displacement, velocity: velocity, elapsed: elapsed)
      case let .animate(start, target, elapsed, duration):
        motion = .animate(
          start: start + amount, target: target + amount, elapsed: elapsed, duration: duration)
      }
    }
    shift(&motionX, by: delta.x)
    shift(&motionY, by: delta.y)
    drag.startRawOffset.x += delta.x
    drag.startRawOffset.y += delta.y
    isApplyingBounds = !notifyingLayout
    contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    isApplyingBounds = false
    needsVisibleUpdate = true
  }

  /// The offset for the drag's raw (finger-following) offset: rubber-banded or clamped past the
  /// edges.
  func draggedOffset(raw: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
      if value < low {
        return bounces ? low - Self.rubberBandDistance(low - value, dimension: dimension) : low
      }
      if value > high {
        return bounces ? high + Self.rubberBandDistance(value - high, dimension: dimension) : high
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
      if value < low { return low - Self.inverseRubberBandDistance(low - value, dimension: dimension) }
      if value > high { return high + Self.inverseRubberBandDistance(value - high, dimension: dimension) }
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
    motionX = axisRelease(
      offset: offset.x, target: target.x, velocity: velocity.x, outOfBounds: outX, rate: motionRate)
    motionY = axisRelease(
      offset: offset.y, target: target.y, velocity: velocity.y, outOfBounds: outY, rate: motionRate)
    if bounces, !isPagingEnabled {
      if !outX, let bounce = edgeBounce(offset.x, projected.x, target.x, low.x, high.x, motionRate) {
        motionX = bounce
      }
      if !outY, let bounce = edgeBounce(offset.y, projected.y, target.y, low.y, high.y, motionRate) {
        motionY = bounce
      }
    }
    let willDecelerate = !motionX.isIdle || !motionY.isIdle
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    if willDecelerate {
      isDecelerating = true
      delegate?.scrollViewWillBeginDecelerating(self)
    }
  }

  func axisRelease(
    offset: CGFloat, target: CGFloat, velocity: CGFloat, outOfBounds: Bool, rate: CGFloat
  ) -> AxisMotion {
    if abs(target - offset) < 0.001 { return .idle }
    if outOfBounds {
      let displacement = offset - target
      var towards = velocity
      if towards * displacement > 0 { towards = 0 }  // away from the edge: dropped
      let cap = springBackOmega * abs(displacement)
      if abs(towards) > cap { towards = towards < 0 ? -cap : cap }
      return .springBack(edge: target, displacement: displacement, velocity: towards, elapsed: 0)
    }
    return .decelerate(start: offset, target: target, elapsed: 0, rate: min(max(rate, 0.5), 0.999_999))
  }

  /// The bounce of a fling whose `projected` offset lies past the edge that `target` (clamped,
  /// and left there by the layout and the delegate) sits on, or `nil` for any other release.
  func edgeBounce(
    _ offset: CGFloat, _ projected: CGFloat, _ target: CGFloat, _ low: CGFloat, _ high: CGFloat,
    _ rate: CGFloat
  ) -> AxisMotion? {
    let pastLow = target == low && projected < low - edgeBounceMinimum && offset >= low
    let pastHigh = target == high && projected > high + edgeBounceMinimum && offset <= high
    guard pastLow || pastHigh, projected.isFinite else { return nil }
    return .decelerateIntoEdge(
      start: offset, projected: projected, edge: target, elapsed: 0, rate: min(max(rate, 0.5), 0.999_999))
  }

  /// Paging: the page nearest the proposed offset, at most one page from the page the drag
  /// started on; pages are multiples of the view's size.
  private func pagingTarget(proposed: CGPoint, low: CGPoint, high: CGPoint) -> CGPoint {
    func axis(_ proposed: CGFloat, start: CGFloat, size: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
      guard size > 0 else { return proposed }
      let startPage = (start / size).rounded()
      var page = (proposed / size).rounded()
      page = min(max(page, startPage - 1), startPage + 1)
      return min(max(page * size, low), high)
    }
    return CGPoint(
      x: canScrollHorizontally
        ? axis(proposed.x, start: drag.pageStartOffset.x, size: frame.width, low: low.x, high: high.x)
        : proposed.x,
      y: canScrollVertically
        ? axis(proposed.y, start: drag.pageStartOffset.y, size: frame.height, low: low.y, high: high.y)
        : proposed.y)
  }

  /// Moves one axis by `seconds`; returns the new offset, or `nil` when the axis is idle, and
  /// whether the motion ended.
  func step(_ motion: inout AxisMotion, by seconds: TimeInterval) -> (value: CGFloat, ended: Bool)? {
    switch motion {
    case .idle:
      return nil
    case let .decelerate(start, target, elapsed, rate):
      let time = elapsed + seconds
      let remaining = (target - start) * CGFloat(pow(Double(rate), 1000 * time))
      if abs(remaining) < decelerationRestDistance {
        motion = .idle
        return (target, true)
      }
      motion = .decelerate(start: start, target: target, elapsed: time, rate: rate)
      return (target - remaining, false)
    case let .decelerateIntoEdge(start, projected, edge, elapsed, rate):
      let time = elapsed + seconds
      let logRate = log(Double(rate))  // negative
      let arrival = log(Double((projected - edge) / (projected - start))) / (1000 * logRate)
      if time < arrival {
        motion = .decelerateIntoEdge(
          start: start, projected: projected, edge: edge, elapsed: time, rate: rate)
        return (projected - (projected - start) * CGFloat(pow(Double(rate), 1000 * time)), false)
      }
      let edgeVelocity = (projected - edge) * CGFloat(-1000 * logRate)
      motion = .springBack(edge: edge, displacement: 0, velocity: edgeVelocity, elapsed: 0)
      return step(&motion, by: time - arrival)
    case let .springBack(edge, displacement, velocity, elapsed):
      let time = CGFloat(elapsed + seconds)
      let omega = springBackOmega
      let x = (displacement + (velocity + omega * displacement) * time) * CGFloat(exp(Double(-omega * time)))
      if abs(x) < 0.1 && time > 0.05 {
        motion = .idle
        return (edge, true)
      }
      motion = .springBack(edge: edge, displacement: displacement, velocity: velocity, elapsed: Double(time))
      return (edge + x, false)
    case let .animate(start, target, elapsed, duration):
      let time = elapsed + seconds
      if time >= duration {
        motion = .idle
        return (target, true)
      }
      motion = .animate(start: start, target: target, elapsed: time, duration: duration)
      return (start + (target - start) * CGFloat(easeInOut(time / duration)), false)
    }
  }

  /// Advances deceleration, spring-back and offset animations by `seconds`.
  func stepScrolling(_ seconds: TimeInterval) {
    guard !motionX.isIdle || !motionY.isIdle else { return }
    let wasAnimation = motionX.isAnimation || motionY.isAnimation
    var offset = contentOffset
    if let x = step(&motionX, by: seconds) { offset.x = x.value }
    if let y = step(&motionY, by: seconds) { offset.y = y.value }
    contentOffset = offset
    guard motionX.isIdle, motionY.isIdle else { return }
    if wasAnimation {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    } else if isDecelerating {
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }
}
