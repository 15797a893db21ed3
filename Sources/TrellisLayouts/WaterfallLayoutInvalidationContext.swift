/// The invalidation context of a `WaterfallLayout`: it can ask for a full re-layout and carries
/// the measured heights of self-sizing cells.
public final class WaterfallLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
  /// Whether the column metrics (content width, column counts, spacings, heights) must be
  /// computed again and every item placed again. Set for bounds changes that change the width.
  public var invalidateWaterfallMetrics = false

  /// Measured heights of self-sizing cells, applied by the next `prepare()` in order.
  public private(set) var preferredItemHeights: [(indexPath: IndexPath, height: CGFloat)] = []

  /// Creates an empty context.
  public required init() {
    super.init()
  }

  /// Records that the cell at `indexPath` measured `height`; also invalidates the cell.
  public func setPreferredHeight(_ height: CGFloat, forItemAt indexPath: IndexPath) {
    preferredItemHeights.append((indexPath, height))
  }
}
