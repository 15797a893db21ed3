/// The invalidation context of `CollectionViewCompositionalLayout`: what changed since the last
/// `prepare()` beyond the base class's flags, so that a scroll, a measured cell or an
/// orthogonal scroll does not recompute every section.
///
/// The layout creates these itself (its `invalidationContextClass`); a context of any other
/// class, or one with `invalidateEverything` or `invalidateDataSourceCounts`, recomputes
/// everything.
final class CompositionalInvalidationContext: CollectionViewLayoutInvalidationContext {
  /// Measured lengths along the scrolling axis of self-sizing cells.
  var measurements: [(indexPath: IndexPath, length: CGFloat)] = []
  /// Sections whose orthogonal offset changed.
  var orthogonalSections: [Int] = []
  /// Whether only the bounds moved (pinned items and visible-items handlers need updating).
  var boundsMoved = false
  /// Whether the layout must be recomputed from its sections (the container changed).
  var recompute = false

  required init() {
    super.init()
  }
}

/// What the next `prepare()` must do.
struct CompositionalPendingWork {
  /// Whether an invalidation was recorded since the last `prepare()` (otherwise the first
  /// `prepare()` rebuilds).
  var recorded = false
  var rebuild = true
  var dataCountsChanged = false
  var measurements: [(indexPath: IndexPath, length: CGFloat)] = []
  /// Whether cells were measured since the last `prepare()` (the handlers run again).
  var measured = false
  var orthogonalSections: [Int] = []
  var boundsMoved = false
}
