import Foundation

/// How an animation's progress follows time: a cubic Bézier of Core Animation's timing functions
/// or a damped spring (docs/views.md §5).
///
/// `progress(at:)` takes the fraction of the duration elapsed, 0 to 1, and returns the fraction
/// of the way from the old value to the new one (a spring may overshoot 1 or dip below 0).
public struct AnimationTimingCurve: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    case spring(dampingRatio: Double, initialVelocity: Double)
  }

  let kind: Kind

  /// Constant speed: the Bézier with control points (0, 0) and (1, 1).
  public static let linear = AnimationTimingCurve(kind: .bezier(x1: 0, y1: 0, x2: 1, y2: 1))
  /// Core Animation's ease-in: control points (0.42, 0) and (1, 1).
  public static let easeIn = AnimationTimingCurve(kind: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  /// Core Animation's ease-out: control points (0, 0) and (0.58, 1).
  public static let easeOut = AnimationTimingCurve(kind: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  /// Core Animation's ease-in-ease-out: control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = AnimationTimingCurve(kind: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))

  /// A cubic Bézier timing curve from (0, 0) to (1, 1) with the control points (`x1`, `y1`) and
  /// (`x2`, `y2`), as `CAMediaTimingFunction(controlPoints:)`. The x coordinates are clamped to
  /// 0…1 (so that time never runs backwards); non-finite values count as those of `linear`.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    func usable(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
    kind = .bezier(
      x1: min(max(usable(x1, 0), 0), 1), y1: usable(y1, 0), x2: min(max(usable(x2, 1), 0), 1),
      y2: usable(y2, 1))
  }

  /// The spring of `View.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
  /// options:animations:completion:)`: a unit-mass damped oscillator with natural angular
  /// frequency 2π/duration and damping ratio `dampingRatio`, starting at 0 with velocity
  /// `initialVelocity` (in whole distances per second) and settling at 1.
  ///
  /// A NaN damping ratio counts as 1 and a negative one as 0; a non-finite velocity counts as 0.
  public static func spring(dampingRatio: Double, initialVelocity: Double) -> AnimationTimingCurve {
    let ratio = dampingRatio.isNaN ? 1 : max(0, min(dampingRatio, 1e6))
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    return AnimationTimingCurve(kind: .spring(dampingRatio: ratio, initialVelocity: velocity))
  }

  private init(kind: Kind) {
    self.kind = kind
  }

  /// The progress at `fraction` of an animation of `duration` seconds: 0 at or before the start,
  /// 1 at or after the end. The duration matters only for a spring (its velocity is per second).
  public func progress(at fraction: Double, duration: Double) -> Double {
    guard fraction.isFinite, fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    switch kind {
    case .bezier(let x1, let y1, let x2, let y2):
      let s = Self.bezierParameter(forX: fraction, x1: x1, x2: x2)
      return Self.bezier(s, y1, y2)
    case .spring(let ratio, let velocity):
      return Self.springPosition(fraction: fraction, dampingRatio: ratio, velocity: velocity * duration)
    }
  }

  /// One coordinate of the Bézier from 0 to 1 with inner control coordinates `c1`, `c2` at `s`:
  /// 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³.
  static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
  }

  /// The parameter s at which the Bézier's x coordinate is `x`: Newton's method from s = x,
  /// falling back to bisection (x(s) is non-decreasing for x1, x2 in 0…1).
  static func bezierParameter(forX x: Double, x1: Double, x2: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = bezier(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let u = 1 - s
      let slope = 3 * u * u * x1 + 6 * u * s * (x2 - x1) + 3 * s * s * (1 - x2)
      guard abs(slope) > 1e-9 else { break }
      s -= error / slope
      guard s >= 0, s <= 1 else { break }
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The spring's position at `fraction` of its duration: the closed form of
  /// x'' = −ω²(x − 1) − 2ζω x', x(0) = 0, x'(0) = v, with ω = 2π per duration (time measured in
  /// durations, so `velocity` is in distances per duration).
  static func springPosition(fraction t: Double, dampingRatio zeta: Double, velocity v: Double) -> Double {
    let omega = 2 * Double.pi
    // y = x − 1 starts at −1 with velocity v.
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let c2 = (v - zeta * omega) / damped
      return 1 + exp(-zeta * omega * t) * (-cos(damped * t) + c2 * sin(damped * t))
    } else if zeta == 1 {
      return 1 + exp(-omega * t) * (-1 + (v - omega) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v + r1) / (r2 - r1)
      let c1 = -1 - c2
      return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }
}
