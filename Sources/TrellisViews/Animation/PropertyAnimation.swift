import Foundation

/// A value of an animatable layer property, for interpolation.
enum AnimatedValue: Equatable {
  case point(CGPoint)
  case rect(CGRect)
  case scalar(Double)
  case transform(CATransform3D)
  case color(Color?)
  /// A transition has no value; its record is the kind (the `transition…` option's number).
  case transition(UInt)

  /// The value `progress` of the way from `self` to `other` (both of the same kind; progress
  /// may leave 0…1 for a spring).
  func interpolated(to other: AnimatedValue, progress p: Double) -> AnimatedValue {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(p) }
    switch (self, other) {
    case (.point(let a), .point(let b)):
      return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
          width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
    case (.scalar(let a), .scalar(let b)):
      return .scalar(a + (b - a) * p)
    case (.transform(let a), .transform(let b)):
      var m = a
      m.m11 = mix(a.m11, b.m11)
      m.m12 = mix(a.m12, b.m12)
      m.m13 = mix(a.m13, b.m13)
      m.m14 = mix(a.m14, b.m14)
      m.m21 = mix(a.m21, b.m21)
      m.m22 = mix(a.m22, b.m22)
      m.m23 = mix(a.m23, b.m23)
      m.m24 = mix(a.m24, b.m24)
      m.m31 = mix(a.m31, b.m31)
      m.m32 = mix(a.m32, b.m32)
      m.m33 = mix(a.m33, b.m33)
      m.m34 = mix(a.m34, b.m34)
      m.m41 = mix(a.m41, b.m41)
      m.m42 = mix(a.m42, b.m42)
      m.m43 = mix(a.m43, b.m43)
      m.m44 = mix(a.m44, b.m44)
      return .transform(m)
    case (.color(let a), .color(let b)):
      let from = a ?? .clear
      let to = b ?? .clear
      return .color(
        Color(
          red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
          alpha: mix(from.alpha, to.alpha)))
    default:
      return other
    }
  }
}

/// One running animation of one layer property: from `from` to `to`, starting at `beginTime`
/// on the clock, lasting `duration` per pass, with `curve`; part of `group` (one `animate` call).
@MainActor
final class PropertyAnimation {
  /// The property's key path: `position`, `bounds`, `opacity`, `transform`, `backgroundColor`,
  /// or `transition`.
  let key: String
  /// The presentation value at the start.
  let from: AnimatedValue
  /// The model value at the end.
  var to: AnimatedValue
  let beginTime: TimeInterval
  let duration: TimeInterval
  let curve: AnimationTimingCurve
  let repeats: Bool
  let autoreverses: Bool
  let group: AnimationGroup

  init(
    key: String, from: AnimatedValue, to: AnimatedValue, beginTime: TimeInterval, duration: TimeInterval,
    curve: AnimationTimingCurve, repeats: Bool, autoreverses: Bool, group: AnimationGroup
  ) {
    self.key = key
    self.from = from
    self.to = to
    self.beginTime = beginTime
    self.duration = duration
    self.curve = curve
    self.repeats = repeats
    self.autoreverses = autoreverses
    self.group = group
  }

  /// When the animation ends on the clock: never when it repeats; after two passes when it
  /// autoreverses.
  var endTime: TimeInterval {
    repeats ? .infinity : beginTime + duration * (autoreverses ? 2 : 1)
  }

  /// The presentation value at clock time `time`: `from` before the start (the delay), the
  /// interpolated value while running, `to` from the end on.
  func value(at time: TimeInterval) -> AnimatedValue {
    guard time < endTime else { return to }
    guard time > beginTime, duration > 0 else { return from }
    let passes = (time - beginTime) / duration
    var fraction = passes - passes.rounded(.down)
    if autoreverses, passes.truncatingRemainder(dividingBy: 2) >= 1 { fraction = 1 - fraction }
    return from.interpolated(to: to, progress: curve.progress(at: fraction, duration: duration))
  }
}

/// The animations of one `animate` or `transition` call and its completion.
@MainActor
final class AnimationGroup {
  /// The number of the group on its clock, for ordering completions.
  let sequence: Int
  /// The completion handler, called once.
  var completion: ((Bool) -> Void)?
  /// The group's animations that are still running.
  var running = 0
  /// Whether every animation ran to its end (false once one was removed or replaced).
  var finished = true
  /// When the completion is due (set once no animation is running).
  var dueTime: TimeInterval?

  init(sequence: Int, completion: ((Bool) -> Void)?) {
    self.sequence = sequence
    self.completion = completion
  }
}
