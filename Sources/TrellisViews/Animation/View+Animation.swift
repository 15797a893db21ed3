import Foundation

// View animations with UIKit's model-layer semantics (docs/views.md §5): the animations block
// runs at once, so model values (frame, center, alpha, …) change immediately; each change of an
// animatable layer property inside the block is recorded on the layer as an animation from the
// value shown before to the new value, and `AnimationClock.main` plays it: `layer.presentation()`
// shows the in-flight values and completions run when the clock passes the end.

extension View {
  /// Animates the changes `animations` makes, over `duration` seconds after `delay` seconds,
  /// with the curve and repeat options of `options`; `completion` runs (on a later
  /// `AnimationClock.main.advance(by:)`) when every animation ended, with `true` when all ran to
  /// their end and `false` when one was replaced or removed.
  ///
  /// The animatable properties are the layer's `position`, `bounds`, `opacity`, `transform` and
  /// `backgroundColor` (so a view's `frame`, `bounds`, `center`, `alpha`, `transform` and
  /// `backgroundColor`). NaN, negative and infinite durations and delays count as 0; with a
  /// duration of 0 nothing is recorded and `completion` runs at the next advance with `true`.
  ///
  /// UIKit difference: a new animation of a property replaces the running one, starting from
  /// its presentation value (Core Animation adds it on top since iOS 8, and both finish).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: delay, curve: options.timingCurve, options: options, animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes over `duration` seconds with the ease-in-ease-out
  /// curve, then calls `completion`; see `animate(withDuration:delay:options:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates the changes `animations` makes over `duration` seconds with the ease-in-ease-out
  /// curve; see `animate(withDuration:delay:options:animations:completion:)`.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates the changes `animations` makes with a spring: a damped oscillator with damping
  /// ratio `dampingRatio` (1 settles without overshoot, smaller values oscillate) and natural
  /// angular frequency 2π/`duration`, starting with `velocity` (1 is the whole distance in one
  /// second). The animation ends, and the value snaps to the model value, at `duration`
  /// (docs/views.md §5 gives the formula and how far from the end the spring is then).
  ///
  /// A NaN damping ratio counts as 1, a negative one as 0; a non-finite velocity as 0.
  ///
  /// UIKit difference: UIKit does not document its spring's frequency; Trellis uses the mapping
  /// Apple documents for `Spring(duration:bounce:)` (stiffness (2π/duration)², unit mass).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: delay,
      curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)), options: options,
      animations: animations, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with recording off: its changes take effect and are not
  /// animated, even inside an animation block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let context = AnimationContext(
      group: nil, duration: 0, delay: 0, curve: .linear, options: [], records: false)
    AnimationContext.run(context, actionsWithoutAnimation)
  }

  /// Runs `animations` (typically changing `view`'s subviews) as a transition of `view` of
  /// `duration` seconds: the changes take effect at once and are not animated one by one; the
  /// transition is recorded on `view.layer` under the key `"transition"` (see
  /// `Layer.animationKeys()`), and `completion` runs when it ends, as for
  /// `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// UIKit difference: no snapshot is taken and nothing is drawn; the transition kind
  /// (`options`' `transition…` value) is recorded only.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let clock = AnimationClock.main
    let group = clock.makeGroup(completion: completion)
    let seconds = AnimationContext.usable(duration)
    performWithoutAnimation { animations?() }
    if AnimationContext.enabled, AnimationContext.current?.records ?? true, seconds > 0 {
      let record = PropertyAnimation(
        key: "transition", from: .transition(options.transitionKind), to: .transition(options.transitionKind),
        beginTime: clock.currentTime, duration: seconds, curve: options.timingCurve, repeats: false,
        autoreverses: false, group: group)
      clock.add(record, to: view.storedLayer)
    }
    clock.close(group)
  }

  /// Whether animation blocks animate. The default is `true`.
  public static var areAnimationsEnabled: Bool { AnimationContext.enabled }

  /// Turns animation blocks on or off: while off, their changes take effect without animating
  /// and their completions run at the next advance with `true`.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationContext.enabled = enabled
  }

  /// The common path of the `animate` methods. A nested block takes the enclosing block's
  /// duration and curve unless its options override them (docs/views.md §5).
  private static func runAnimation(
    duration: TimeInterval, delay: TimeInterval, curve: AnimationTimingCurve, options: AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let clock = AnimationClock.main
    let group = clock.makeGroup(completion: completion)
    let outer = AnimationContext.current
    var seconds = AnimationContext.usable(duration)
    var timing = curve
    var start = AnimationContext.usable(delay)
    if let outer, outer.records, outer.group != nil {
      if !options.contains(.overrideInheritedDuration) {
        seconds = outer.duration
        start = outer.delay
      }
      if !options.contains(.overrideInheritedCurve) { timing = outer.curve }
    }
    let records = AnimationContext.enabled && (outer?.records ?? true)
    let context = AnimationContext(
      group: group, duration: seconds, delay: start, curve: timing, options: options, records: records)
    AnimationContext.run(context, animations)
    clock.close(group)
  }
}
