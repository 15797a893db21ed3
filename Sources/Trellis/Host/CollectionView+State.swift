// The collection view's scrolling state and its records of refused input, read through the
// parts that own them (ScrollState, LayoutPassState, UpdateState).

extension CollectionView {
  /// Whether the user is dragging the content (the pan has begun and the finger is down).
  public internal(set) var isDragging: Bool {
    get { scrolling.isDragging }
    set { scrolling.isDragging = newValue }
  }

  /// Whether the content is moving after the finger lifted (a fling or a spring back).
  public internal(set) var isDecelerating: Bool {
    get { scrolling.isDecelerating }
    set { scrolling.isDecelerating = newValue }
  }

  /// Whether a finger is down on the view, whether or not it has started dragging.
  public internal(set) var isTracking: Bool {
    get { scrolling.isTracking }
    set { scrolling.isTracking = newValue }
  }

  /// The recognizer that turns touches into scrolling; read its state, translation and velocity.
  public var panGestureRecognizer: PanGestureRecognizer { scrolling.panGestureRecognizer }

  /// The last problem a layout pass or a geometry input met, or `nil`: a self-sizing loop that
  /// did not settle within `maximumSelfSizingPasses` passes (cleared by a pass that settles); a
  /// frame, offset, inset or touch with a NaN, infinite or out-of-range number
  /// (`CollectionViewError.Kind.invalidLayoutInput`); more items, sections or visible elements
  /// than `LayoutLimits` allows (`.limitExceeded`). Set it to `nil` to watch for the next one.
  ///
  /// UIKit difference: UIKit logs, loops or raises an exception; Trellis stops after a bounded
  /// number of passes, ignores or clamps the number, or leaves the excess out, and records the
  /// reason here rather than throwing from `layoutIfNeeded()`, which runs inside `advance(by:)`,
  /// or from a property setter.
  public var lastLayoutError: CollectionViewError? {
    get { pass.lastLayoutError }
    set { pass.lastLayoutError = newValue }
  }

  /// Records a clamped or ignored geometry input (an inset from `View`) in `lastLayoutError`.
  package func recordUnusableInput(_ message: String) {
    lastLayoutError = .init(.invalidLayoutInput, message)
  }

  /// The error of the last batch update that `performBatchUpdates(_:completion:)` (or an update
  /// method called outside a batch) refused, or `nil`; cleared by the next batch that succeeds.
  ///
  /// UIKit difference: UIKit raises an exception for an invalid batch; Trellis changes nothing
  /// and records the error here (see `performCheckedBatchUpdates(_:completion:)` to catch it).
  public internal(set) var lastUpdateError: CollectionViewError? {
    get { updates.lastError }
    set { updates.lastError = newValue }
  }
}
