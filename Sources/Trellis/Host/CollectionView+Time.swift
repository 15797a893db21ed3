// Time: `advance(by:)` moves everything forward, and per-frame observers let other modules
// (TrellisDynamics' animators) run in step with the collection view.

extension CollectionView {
  /// Moves time forward by `seconds`: a touch's pending highlight (the content-touch delay,
  /// CollectionView+TouchSelection.swift), scrolling (deceleration, spring-back, animated offsets),
  /// interactive-movement auto-scrolling, the frame observers, update and transition
  /// animations, and then a layout pass (`layoutIfNeeded()`). Completions of animations that end
  /// in this step are called at its end, after the layout pass.
  ///
  /// Any `seconds` works: scrolling uses closed forms, so one step of 1 s lands where sixty
  /// steps of 1/60 s do. Non-positive or non-finite values are ignored.
  public func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    stepTouchSelection(seconds)
    stepScrolling(seconds)
    stepNestedScrolling(seconds)
    stepInteractiveMovement(seconds)
    for observer in frameObservers.entries { observer.body(self, seconds) }
    let finishing = updates.elementAnimation.map { $0.elapsed + seconds >= $0.duration } ?? false
    if !finishing { stepElementAnimation(seconds) }
    layoutIfNeeded()
    if finishing {
      finishElementAnimation(finished: true)
      layoutIfNeeded()
    }
  }

  /// Registers `body` to run on every `advance(by:)`, with the collection view and the step in
  /// seconds; returns a token for `removeFrameObserver(_:)`.
  ///
  /// Observers run in registration order, after scrolling has moved for the step and before
  /// the update animations and the layout pass, so a layout's own animator (for example
  /// TrellisDynamics' `DynamicAnimator(collectionViewLayout:)`) can step its simulation and
  /// invalidate the layout, and the same step's layout pass shows the result.
  ///
  /// `body` is main-actor isolated, as the collection view is: the observers are called on it
  /// directly, without a run-time check of the isolation on every call.
  ///
  /// UIKit difference: UIKit drives such animators from a display link; Trellis has no clock of
  /// its own, so this is the hook.
  @discardableResult
  public func addFrameObserver(
    _ body: @escaping @MainActor (CollectionView, TimeInterval) -> Void
  ) -> FrameObserverToken {
    frameObservers.add(body)
  }

  /// Removes the observer registered with `token`; unknown tokens are ignored.
  public func removeFrameObserver(_ token: FrameObserverToken) {
    frameObservers.remove(token)
  }
}
