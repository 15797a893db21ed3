/// An interactive layout transition in progress (`UpdateState.interactiveTransition`): the
/// transition layout installed and the completion to call when it ends
/// (CollectionView+InteractiveTransition.swift, docs/transitions.md).
struct InteractiveTransition {
  /// The transition layout installed by `startInteractiveTransition(to:completion:)`.
  var layout: CollectionViewTransitionLayout
  /// The completion given to `startInteractiveTransition(to:completion:)`.
  var completion: CollectionView.LayoutInteractiveTransitionCompletion?
}
