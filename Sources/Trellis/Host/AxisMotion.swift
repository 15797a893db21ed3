// The motion of one scroll axis, as UIScrollView's (docs/uikit-reference.md, "UIScrollView
// physics"); the formulas are written out in CollectionView+ScrollingPhysics.swift. Pure values:
// the collection view and its nested regions each keep one per axis and step it by `advance(by:)`.

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

  /// Spring-back stiffness: critically damped with ω = 12 rad/s.
  static let springBackOmega: CGFloat = 12
  /// A fling bounces at an edge only when its projection runs past it by more than this, in
  /// points (less would bounce by under 0.1 pt).
  static let edgeBounceMinimum: CGFloat = 0.5
  /// Deceleration ends when less than this remains, in points.
  static let decelerationRestDistance: CGFloat = 0.5

  var isIdle: Bool { self == .idle }
  var isAnimation: Bool {
    if case .animate = self { return true }
    return false
  }

  /// The motion after the finger lifted at `offset` with content `velocity` (points per second)
  /// towards `target`: a spring back to `target` when `offset` is out of bounds (velocity away
  /// from the edge dropped, towards it capped at ω·x₀ so the content never crosses the edge), a
  /// deceleration onto `target` otherwise, `.idle` when already there.
  static func release(
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
  static func edgeBounce(
    offset: CGFloat, projected: CGFloat, target: CGFloat, low: CGFloat, high: CGFloat, rate: CGFloat
  ) -> AxisMotion? {
    let pastLow = target == low && projected < low - edgeBounceMinimum && offset >= low
    let pastHigh = target == high && projected > high + edgeBounceMinimum && offset <= high
    guard pastLow || pastHigh, projected.isFinite else { return nil }
    return .decelerateIntoEdge(
      start: offset, projected: projected, edge: target, elapsed: 0, rate: min(max(rate, 0.5), 0.999_999))
  }

  /// The same motion with every position moved by `amount` (the content moved under it), so a
  /// deceleration keeps its course relative to the content.
  func shifted(by amount: CGFloat) -> AxisMotion {
    guard amount != 0 else { return self }
    switch self {
    case .idle:
      return self
    case let .decelerate(start, target, elapsed, rate):
      return .decelerate(start: start + amount, target: target + amount, elapsed: elapsed, rate: rate)
    case let .decelerateIntoEdge(start, projected, edge, elapsed, rate):
      return .decelerateIntoEdge(
        start: start + amount, projected: projected + amount, edge: edge + amount, elapsed: elapsed,
        rate: rate)
    case let .springBack(edge, displacement, velocity, elapsed):
      return .springBack(
        edge: edge + amount, displacement: displacement, velocity: velocity, elapsed: elapsed)
    case let .animate(start, target, elapsed, duration):
      return .animate(start: start + amount, target: target + amount, elapsed: elapsed, duration: duration)
    }
  }

  /// Moves the motion on by `seconds`; returns the new offset, or `nil` when idle, and whether
  /// the motion ended (it is `.idle` afterwards).
  mutating func advance(by seconds: TimeInterval) -> (value: CGFloat, ended: Bool)? {
    switch self {
    case .idle:
      return nil
    case let .decelerate(start, target, elapsed, rate):
      let time = elapsed + seconds
      let remaining = (target - start) * CGFloat(pow(Double(rate), 1000 * time))
      if abs(remaining) < Self.decelerationRestDistance {
        self = .idle
        return (target, true)
      }
      self = .decelerate(start: start, target: target, elapsed: time, rate: rate)
      return (target - remaining, false)
    case let .decelerateIntoEdge(start, projected, edge, elapsed, rate):
      let time = elapsed + seconds
      let logRate = log(Double(rate))  // negative
      let arrival = log(Double((projected - edge) / (projected - start))) / (1000 * logRate)
      if time < arrival {
        self = .decelerateIntoEdge(start: start, projected: projected, edge: edge, elapsed: time, rate: rate)
        return (projected - (projected - start) * CGFloat(pow(Double(rate), 1000 * time)), false)
      }
      let edgeVelocity = (projected - edge) * CGFloat(-1000 * logRate)
      self = .springBack(edge: edge, displacement: 0, velocity: edgeVelocity, elapsed: 0)
      return advance(by: time - arrival)
    case let .springBack(edge, displacement, velocity, elapsed):
      let time = CGFloat(elapsed + seconds)
      let omega = Self.springBackOmega
      let x = (displacement + (velocity + omega * displacement) * time) * CGFloat(exp(Double(-omega * time)))
      if abs(x) < 0.1 && time > 0.05 {
        self = .idle
        return (edge, true)
      }
      self = .springBack(edge: edge, displacement: displacement, velocity: velocity, elapsed: Double(time))
      return (edge + x, false)
    case let .animate(start, target, elapsed, duration):
      let time = elapsed + seconds
      if time >= duration {
        self = .idle
        return (target, true)
      }
      self = .animate(start: start, target: target, elapsed: time, duration: duration)
      return (start + (target - start) * CGFloat(easeInOut(time / duration)), false)
    }
  }
}
