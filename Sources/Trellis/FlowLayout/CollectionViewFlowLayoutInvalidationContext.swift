/// An invalidation context for `CollectionViewFlowLayout`: it says whether the flow layout must
/// ask its delegate for metrics again and whether it must recompute its attributes.
///
/// Both properties default to `true`, so a context made by `invalidateLayout()` recomputes
/// everything. The flow layout makes lighter contexts itself: a scroll with pinned headers or
/// footers sets both to `false` and invalidates only the pinned supplementary views, and a
/// self-sizing cell sets both to `false` and carries the cell's measured size.
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
  // The two flags are read for every invalidation, so the runtime exclusivity check is off for
  // them, as for the base class's flags: plain `Bool`s, read and set with single accesses.

  /// Whether the layout must ask its delegate again for item sizes, insets, spacings and
  /// header and footer sizes. The default is `true`.
  @exclusivity(unchecked) open var invalidateFlowLayoutDelegateMetrics: Bool = true

  /// Whether the layout must recompute the positions of its elements from the metrics it
  /// already has. The default is `true`.
  @exclusivity(unchecked) open var invalidateFlowLayoutAttributes: Bool = true

  /// Measured sizes of self-sizing cells, in the order they arrived; applied by the next
  /// `prepare()`.
  var preferredItemSizes: [(indexPath: IndexPath, size: CGSize)] = []

  /// Creates a context that invalidates the delegate metrics and the attributes.
  public required init() {
    super.init()
  }
}
