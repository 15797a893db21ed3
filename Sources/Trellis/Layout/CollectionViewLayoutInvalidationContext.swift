/// Describes which parts of a layout need to be recomputed.
///
/// The collection view creates contexts when its data changes (`invalidateDataSourceCounts`),
/// when `invalidateLayout()` is called (`invalidateEverything`), when the bounds change and the
/// layout asks for it, during self-sizing and during interactive movement. A layout that can
/// update part of its state cheaply overrides `invalidateLayout(with:)`, reads the context and
/// calls `super`.
///
/// Subclass to carry layout-specific information (for example a set of `reloadingPaths`) and
/// return the subclass from the layout's `invalidationContextClass`.
///
/// Several invalidations before the next layout pass coalesce: the layout is prepared once.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext: NSObject {
  // The two flags, the invalidated index paths and the two adjustments are read for every
  // invalidation (one a frame in a scroll with a springy layout), so the runtime exclusivity
  // check is off for them, as UIKit's Objective-C properties have none: Trellis reads them and
  // sets them with single accesses, never `inout`, and changes the item list in place only with
  // `append(contentsOf:)`, which calls nothing (docs/architecture.md, "Runtime exclusivity
  // checks"). The adjustments are plain values, so even an overlapping `inout` use of one by a
  // caller is only a read and a write of a `CGPoint` or `CGSize`.

  /// Whether the whole layout must be recomputed. Set by `invalidateLayout()` and `reloadData()`.
  @exclusivity(unchecked) open internal(set) var invalidateEverything: Bool = false

  /// Whether the number of sections or items changed, so the layout must ask for them again.
  @exclusivity(unchecked) open internal(set) var invalidateDataSourceCounts: Bool = false

  /// The cells whose attributes must be recomputed, in the order they were invalidated, or `nil`.
  @exclusivity(unchecked) open private(set) var invalidatedItemIndexPaths: [IndexPath]?

  /// The supplementary views, by kind, whose attributes must be recomputed, or `nil`.
  @exclusivity(unchecked) open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

  /// The decoration views, by kind, whose attributes must be recomputed, or `nil`.
  @exclusivity(unchecked) open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

  /// An amount to add to the collection view's content offset when the context is applied.
  ///
  /// Layouts use it to keep visible content still when items above it change size.
  @exclusivity(unchecked) open var contentOffsetAdjustment: CGPoint = .zero

  /// An amount by which the content size changes, applied when the context is applied.
  @exclusivity(unchecked) open var contentSizeAdjustment: CGSize = .zero

  /// During interactive movement: the index paths the moving items had before this step.
  open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?

  /// During interactive movement: the index paths the moving items move to in this step.
  open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

  /// During interactive movement: the current position of the moving items, in content
  /// coordinates.
  open internal(set) var interactiveMovementTarget: CGPoint = .zero

  /// The changes of the batch update this invalidation belongs to, as
  /// `prepare(forCollectionViewUpdates:)` will receive them; `nil` outside a batch update.
  ///
  /// UIKit calls `prepare()` before `prepare(forCollectionViewUpdates:)`, so a layout that keeps
  /// per-item state (measured sizes, bodies) can read the changes here, in
  /// `invalidateLayout(with:)`, to carry that state to the items' new index paths before
  /// `prepare()` runs.
  ///
  /// UIKit difference: UIKit hands the update items to its own layouts through a private
  /// property of the context; Trellis makes it public.
  open internal(set) var updateItems: [CollectionViewUpdateItem]?

  /// The batch update this invalidation belongs to, validated by the collection view: where each
  /// item and section goes (`UpdateMap`, from TrellisUpdates); `nil` outside a batch update.
  ///
  /// The same changes as ``updateItems``, already in the form a layout needs to carry per-item
  /// state to new index paths, so no layout redoes UIKit's index arithmetic.
  ///
  /// UIKit difference: an addition; UIKit gives layouts only the update items.
  public internal(set) var updateMap: UpdateMap?

  /// Creates an empty context: nothing invalidated.
  ///
  /// Subclasses inherit this initializer; the layout uses it (through
  /// `invalidationContextClass`) to make instances of your subclass.
  public required override init() {
    super.init()
  }

  /// Marks the cells at `indexPaths` as needing new attributes.
  ///
  /// - Complexity: O(1) for the first call on a context (the array is kept as given, sharing its
  ///   storage, not copied); O(`indexPaths.count`) for each later call.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    // The first list is stored as is: a dynamic animator invalidates its moved cells every
    // frame, and a copy of the list (and its release afterwards) cost more than the rest of
    // the call. Later calls append in place, so the order is the order of the calls.
    if invalidatedItemIndexPaths == nil {
      invalidatedItemIndexPaths = indexPaths
    } else {
      invalidatedItemIndexPaths!.append(contentsOf: indexPaths)
    }
  }

  /// Marks the supplementary views of `elementKind` at `indexPaths` as needing new attributes.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []].append(contentsOf: indexPaths)
    invalidatedSupplementaryIndexPaths = all
  }

  /// Marks the decoration views of `elementKind` at `indexPaths` as needing new attributes.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedDecorationIndexPaths ?? [:]
    all[elementKind, default: []].append(contentsOf: indexPaths)
    invalidatedDecorationIndexPaths = all
  }

  /// Sets the interactive-movement properties; used by the layout's default contexts.
  func setInteractiveMovement(previous: [IndexPath], target: [IndexPath], position: CGPoint) {
    previousIndexPathsForInteractivelyMovingItems = previous
    targetIndexPathsForInteractivelyMovingItems = target
    interactiveMovementTarget = position
  }
}
