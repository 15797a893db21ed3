/// The layout-pass part of a collection view: the data source's item counts as last fetched,
/// the bounds change in progress, the layout direction the last pass used, whether a pass is
/// running, its limit on self-sizing passes, and the last problem a pass or an input met.
@MainActor
final class LayoutPassState {
  /// Item counts per section, fetched from the data source on demand.
  var cachedItemCounts: [Int]?
  /// Whether the bounds are being set as a whole (frame size and offset as one change).
  var isApplyingBounds = false
  /// The context the layout asked for before the current bounds change was applied.
  var pendingBoundsContext: CollectionViewLayoutInvalidationContext?
  /// The layout direction at the last layout pass (CollectionView+LayoutDirection.swift).
  var layoutDirectionState: LayoutDirectionState?
  /// Whether `layoutIfNeeded()` is running.
  var isInLayoutPass = false
  /// The most layout passes one `layoutIfNeeded()` runs while cells keep resizing.
  var maximumSelfSizingPasses = 8
  /// `CollectionView.lastLayoutError`.
  var lastLayoutError: CollectionViewError?
}
