/// The invalidation context of `ReorderFeedLayout`: a flow-layout context that can name items
/// whose content is being reloaded, so the layout drops their cached sizes before it prepares.
///
/// Make one with the layout's `makeInvalidationContext()` (the layout's
/// `invalidationContextClass` is this class), fill `reloadingPaths`, and pass it to
/// `invalidateLayout(with:)` before reloading those items:
///
/// ```swift
/// let context = layout.makeInvalidationContext() as! ReorderFeedInvalidationContext
/// context.reloadingPaths = [IndexPath(item: 3, section: 0)]
/// layout.invalidateLayout(with: context)      // the cached size of item 3 is gone now
/// collectionView.reloadItems(at: context.reloadingPaths)
/// ```
public final class ReorderFeedInvalidationContext: CollectionViewFlowLayoutInvalidationContext {
  /// The items whose cached sizes are stale (their content changed); the layout drops exactly
  /// these entries in `invalidateLayout(with:)`, before the next `prepare()`.
  public var reloadingPaths: [IndexPath] = []

  /// Whether the context ends (or cancels) an interactive movement; set by the layout's
  /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`.
  public internal(set) var isEndingInteractiveMovement = false

  /// Creates an empty context that invalidates the flow metrics and attributes (the flow
  /// layout's defaults).
  public required init() {
    super.init()
  }
}
