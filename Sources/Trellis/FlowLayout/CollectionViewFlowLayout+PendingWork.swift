/// What the next `prepare()` of a flow layout must do; accumulated by `invalidateLayout(with:)`.
struct FlowPendingWork {
  /// Ask the delegate again and lay out every section.
  var rebuild = true
  /// Re-place every section from the stored metrics.
  var relayout = false
  /// The data-source counts changed (keep the old geometry for update animations).
  var dataCountsChanged = false
  /// Whether any invalidation arrived since the last `prepare()`.
  var recorded = false
  /// Measured sizes of self-sizing cells.
  var preferredSizes: [(indexPath: IndexPath, size: CGSize)] = []
}
