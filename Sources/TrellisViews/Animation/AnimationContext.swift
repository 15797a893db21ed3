import Foundation

/// The animation block being run: what changes of animatable layer properties made now turn
/// into (docs/views.md §5).
@MainActor
final class AnimationContext {
  let group: AnimationGroup?
  let duration: TimeInterval
  let delay: TimeInterval
  let curve: AnimationTimingCurve
  let options: View.AnimationOptions
  /// Whether changes are recorded (false inside `performWithoutAnimation`, a transition's block,
  /// or while animations are disabled).
  let records: Bool

  init(
    group: AnimationGroup?, duration: TimeInterval, delay: TimeInterval, curve: AnimationTimingCurve,
    options: View.AnimationOptions, records: Bool
  ) {
    self.group = group
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.options = options
    self.records = records
  }

  /// The innermost block being run, or `nil` outside any.
  static var current: AnimationContext?

  /// Whether view animations are enabled (`View.setAnimationsEnabled(_:)`).
  static var enabled = true

  /// `seconds` as a usable duration or delay: NaN, negative and infinite values count as 0
  /// (docs/views.md §5).
  static func usable(_ seconds: TimeInterval) -> TimeInterval {
    seconds.isFinite && seconds > 0 ? seconds : 0
  }

  /// Runs `body` with `context` as the current block, restoring the previous one after.
  static func run(_ context: AnimationContext, _ body: () -> Void) {
    let previous = current
    current = context
    body()
    current = previous
  }
}

extension Layer {
  /// Records the change of `key` from `old` to `new` as an animation when an animation block is
  /// recording and the layer belongs to a view (docs/views.md §5).
  final func recordChange(_ key: String, from old: AnimatedValue, to new: AnimatedValue) {
    guard let context = AnimationContext.current, context.records, let group = context.group,
      owningView != nil, old != new, context.duration > 0
    else { return }
    let clock = AnimationClock.main
    // Start from what is shown now: a running animation's presentation value.
    let start = runningAnimations.first { $0.key == key }?.value(at: clock.currentTime) ?? old
    let animation = PropertyAnimation(
      key: key, from: start, to: new, beginTime: clock.currentTime + context.delay,
      duration: context.duration, curve: context.curve, repeats: context.options.contains(.repeat),
      autoreverses: context.options.contains(.autoreverse), group: group)
    clock.add(animation, to: self)
  }
}
