// Interactive layout transitions (docs/transitions.md): a transition layout is installed, the
// caller moves its `transitionProgress`, and finishing or cancelling installs the next or the
// current layout, the views animating there from where the transition left them.

extension CollectionView {
  /// The completion of an interactive transition (UIKit's
  /// `UICollectionView.LayoutInteractiveTransitionCompletion`): `completed` is whether the
  /// final animation ran to its end; `finished` is `true` when the next layout was installed and
  /// `false` when the transition was cancelled and the old layout is back.
  public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

  /// The interactive transition in progress, if any: the transition layout installed.
  public var interactiveTransitionLayout: CollectionViewTransitionLayout? {
    updates.interactiveTransition?.layout
  }

  /// Starts an interactive transition to `layout` and returns the transition layout, now the
  /// collection view's `collectionViewLayout` (UIKit's `startInteractiveTransition(to:completion:)`).
  ///
  /// The delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` supplies the
  /// transition layout (by default a `CollectionViewTransitionLayout`); it is installed at once,
  /// at its progress (0 for a new one). Move it with `transitionProgress`, then call
  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`; `completion` is called
  /// when the final animation ends. An interactive movement in progress is cancelled first.
  ///
  /// UIKit difference: while a transition is in progress, another call changes nothing, returns
  /// the transition layout in progress and records the refusal in `lastLayoutError` (kind
  /// `.invalidState`); UIKit's behaviour is undocumented. The method is not `open`: Trellis
  /// declares it in an extension.
  @discardableResult
  public func startInteractiveTransition(
    to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> CollectionViewTransitionLayout {
    if let running = updates.interactiveTransition {
      lastLayoutError = CollectionViewError(
        .invalidState,
        "startInteractiveTransition(to:completion:): an interactive transition is already in progress; "
          + "finish or cancel it first (nothing changed)")
      return running.layout
    }
    let old = self.layout
    let transition =
      delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
      ?? CollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
    _setCollectionViewLayout(transition, animated: false)
    updates.interactiveTransition = InteractiveTransition(layout: transition, completion: completion)
    return transition
  }

  /// Ends the interactive transition by installing the next layout: the views animate (0.3 s,
  /// as `setCollectionViewLayout(_:animated:completion:)` does) from where the transition layout
  /// shows them to their places in the next layout, the content offset becomes the next
  /// layout's target offset clamped to its content, and the completion is called with
  /// `(completed, true)` when the animation ends.
  ///
  /// Without a transition in progress this changes nothing and records the refusal in
  /// `lastLayoutError` (kind `.invalidState`).
  public func finishInteractiveTransition() {
    endInteractiveTransition(finished: true, caller: "finishInteractiveTransition()")
  }

  /// Ends the interactive transition by installing the current (old) layout again, as
  /// `finishInteractiveTransition()` does with the next; the completion is called with
  /// `(completed, false)`.
  public func cancelInteractiveTransition() {
    endInteractiveTransition(finished: false, caller: "cancelInteractiveTransition()")
  }

  private func endInteractiveTransition(finished: Bool, caller: String) {
    guard let running = updates.interactiveTransition else {
      lastLayoutError = CollectionViewError(
        .invalidState, "\(caller): no interactive transition is in progress (nothing changed)")
      return
    }
    updates.interactiveTransition = nil
    let transition = running.layout
    let target = finished ? transition.nextLayout : transition.currentLayout
    let other = finished ? transition.currentLayout : transition.nextLayout
    let completion = running.completion
    _setCollectionViewLayout(target, animated: true) { completed in completion?(completed, finished) }
    if other !== target, other !== layout { other.hostCollectionView = nil }
  }

  /// Abandons an interactive transition when another layout is installed while it runs: its
  /// completion is called with `(false, false)`.
  func abandonInteractiveTransition(for newLayout: CollectionViewLayout) {
    guard let running = updates.interactiveTransition, newLayout !== running.layout else { return }
    updates.interactiveTransition = nil
    for inner in [running.layout.currentLayout, running.layout.nextLayout] where inner !== newLayout {
      inner.hostCollectionView = nil
    }
    running.completion?(false, false)
  }
}
