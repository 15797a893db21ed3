/// The update part of a collection view: the batch being recorded, the running update or
/// transition animation and the views animating out, reconfigures waiting for a batch, and the
/// last batch error.
///
/// Recording, validating and committing a batch is the collection view's
/// (CollectionView+BatchUpdates.swift), as is the animation (CollectionView+Animations.swift);
/// this type owns their state between calls.
@MainActor
final class UpdateState {
  /// The batch being recorded by `performBatchUpdates`, if any.
  var pendingBatch: BatchUpdate?
  /// The completions of the batches recorded so far (nested batches join the outer one).
  var pendingCompletions: [(Bool) -> Void] = []
  /// Whether a batch update is being committed (counts are already the new ones).
  var isCommitting = false
  /// The error of the last refused batch (`CollectionView.lastUpdateError`).
  var lastError: CollectionViewError?
  /// Views animating out after an update or transition.
  var disappearing: [DisappearingElement] = []
  /// The running update or transition animation.
  var elementAnimation: ElementAnimationClock?
  /// The nesting depth of `performWithoutAnimation(_:)`.
  var animationsDisabledDepth = 0
  /// Reconfigures requested inside a batch (old index paths).
  var pendingReconfigures: [ItemPath] = []
  /// The interactive layout transition in progress (CollectionView+InteractiveTransition.swift).
  var interactiveTransition: InteractiveTransition?

  /// Whether a batch is being recorded.
  var isRecording: Bool { pendingBatch != nil }
}
