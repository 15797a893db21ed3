/// The layout of the reordering feed: a vertical, self-sizing `CollectionViewFlowLayout`
/// (`estimatedItemSize` non-zero) that caches the measured size of every cell, keeps the cache
/// in step with interactive movement, and animates inserts and deletes.
///
/// The size cache (one entry per item of section 0, by index path) is what the feed's cells
/// consult before measuring: a cell whose size is cached is not measured again
/// (`cachedSize(forItemAt:)`, `setCachedSize(_:forItemAt:)`). It is kept valid as follows:
///
/// - Interactive movement: every step moves the moving item's entry to its in-flight index
///   path (the entries in between shift by one, as the items do), and feeds the sizes of the
///   shifted range back to the flow layout through its own self-sizing path
///   (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`), so the
///   layout pass of that step already has every size right and no cell is measured while
///   dragging. Ending keeps the final order; cancelling moves the entry back.
/// - Batch updates: `prepare(forCollectionViewUpdates:)` carries the entries to the items' new
///   index paths (deleted and reloaded items lose theirs; inserted items have none).
/// - `reloadData()` (a context with `invalidateEverything` and `invalidateDataSourceCounts`) and
///   a change of the collection view's width empty the cache.
/// - Reloaded items: a `ReorderFeedInvalidationContext` whose `reloadingPaths` name them drops
///   exactly those entries in `invalidateLayout(with:)`, before `prepare()`.
///
/// Appearance: the item being moved is drawn at `movingItemAlpha` (0.8); inserted items grow
/// into place from `appearingScale` (0.1); deleted items shrink to 0.1 and turn by
/// `disappearingRotation` (π/4) as they fade. (UIKit difference: NaN and infinite values of these
/// three properties take their defaults, out-of-range ones the nearest bound: alpha 0…1, scale
/// 0…1,000, rotation ±1,000 radians; recorded in `lastLayoutError`.)
///
/// - Complexity: a movement step costs O(d) for the d items between the previous and the new
///   in-flight place, plus the flow layout's own work; a batch update O(n) for the cache remap.
///
/// UIKit difference: none in the API; the technique (a size cache swapped along with the
/// moving item, a context carrying `reloadingPaths`) is the one UIKit apps use with
/// `UICollectionViewFlowLayout`.
open class ReorderFeedLayout: CollectionViewFlowLayout {
  /// The alpha of the item being moved. The default is 0.8.
  open var movingItemAlpha: CGFloat = 0.8

  /// The scale an inserted item starts from. The default is 0.1.
  open var appearingScale: CGFloat = 0.1

  /// The angle (radians) a deleted item turns by while it shrinks to `appearingScale`. The
  /// default is π/4.
  open var disappearingRotation: CGFloat = .pi / 4

  /// Cached sizes by item of section 0; `unknown` where nothing is cached.
  private var sizes: [CGSize] = []
  private static let unknown = CGSize(width: -1, height: -1)
  /// The width the cached sizes were measured for.
  private var cachedWidth: CGFloat?
  /// Where the moving item's entry is now (its in-flight item), during interactive movement.
  private var movingItem: Int?
  /// Items inserted (after the update) and deleted (before it) by the update being animated.
  private var insertedItems: [Int] = []
  private var deletedItems: [Int] = []

  /// Creates the feed layout: vertical, line spacing 10, insets 10, self-sizing with an
  /// estimated size of 300×80 (set `estimatedItemSize` to the content width you want).
  public override init() {
    super.init()
    minimumLineSpacing = 10
    minimumInteritemSpacing = 10
    sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    estimatedItemSize = CGSize(width: 300, height: 80)
  }

  /// Creates a layout from an archive; see `CollectionViewLayout.init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `ReorderFeedInvalidationContext`.
  open override class var invalidationContextClass: AnyClass { ReorderFeedInvalidationContext.self }

  // MARK: - The size cache

  /// The cached size of the item at `indexPath` (section 0), or `nil` when none is cached.
  ///
  /// - Complexity: O(1).
  public func cachedSize(forItemAt indexPath: IndexPath) -> CGSize? {
    guard indexPath.count == 2, indexPath[0] == 0, indexPath[1] >= 0, indexPath[1] < sizes.count,
      sizes[indexPath[1]].width >= 0
    else { return nil }
    return sizes[indexPath[1]]
  }

  /// Caches `size` for the item at `indexPath` (section 0); ignored for other sections, for
  /// negative or non-finite sizes, and for items past the collection view's item count (or past
  /// `LayoutLimits.maximumItemCount` before the layout has a collection view).
  ///
  /// - Complexity: amortised O(1) (the cache grows to the item's index).
  public func setCachedSize(_ size: CGSize, forItemAt indexPath: IndexPath) {
    let limit =
      collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 }
      ?? LayoutLimits.maximumItemCount
    guard indexPath.count == 2, indexPath[0] == 0, indexPath[1] >= 0, indexPath[1] < limit,
      size.width.isFinite,
      size.height.isFinite,
      size.width >= 0, size.height >= 0
    else { return }
    let item = indexPath[1]
    if item >= sizes.count {
      sizes.append(contentsOf: repeatElement(Self.unknown, count: item + 1 - sizes.count))
    }
    sizes[item] = size
  }

  /// The number of cached sizes.
  ///
  /// - Complexity: O(n).
  public var cachedSizeCount: Int { sizes.reduce(0) { $0 + ($1.width >= 0 ? 1 : 0) } }

  private func dropCachedSize(at item: Int) {
    if item >= 0, item < sizes.count { sizes[item] = Self.unknown }
  }

  /// Moves the entry at `source` to `destination`, shifting the ones between by one.
  private func moveCachedSize(from source: Int, to destination: Int) {
    guard source != destination, source >= 0, destination >= 0 else { return }
    let needed = max(source, destination) + 1
    if needed > sizes.count {
      sizes.append(contentsOf: repeatElement(Self.unknown, count: needed - sizes.count))
    }
    let entry = sizes.remove(at: source)
    sizes.insert(entry, at: destination)
  }

  // MARK: - Invalidation

  /// Keeps the size cache valid for what `context` says (see the type's documentation), then
  /// lets the flow layout record the invalidation.
  ///
  /// Stale entries are dropped here, before the next `prepare()`: all of them for
  /// `reloadData()`, exactly the `reloadingPaths` of a `ReorderFeedInvalidationContext`.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything, context.invalidateDataSourceCounts {
      sizes.removeAll()
      movingItem = nil
    }
    if let feed = context as? ReorderFeedInvalidationContext {
      for path in feed.reloadingPaths where path.count == 2 && path[0] == 0 { dropCachedSize(at: path[1]) }
    }
    var shifted: ClosedRange<Int>?
    if let targets = context.targetIndexPathsForInteractivelyMovingItems, let target = targets.first,
      target.count == 2, target[0] == 0
    {
      let ending = (context as? ReorderFeedInvalidationContext)?.isEndingInteractiveMovement ?? false
      if let current = movingItem {
        if current != target[1] {
          moveCachedSize(from: current, to: target[1])
          shifted = min(current, target[1])...max(current, target[1])
        }
      }
      movingItem = ending ? nil : target[1]
    }
    super.invalidateLayout(with: context)
    if let shifted { feedCachedSizes(shifted) }
  }

  /// Gives the flow layout the cached sizes of `items`, as if their cells had reported them.
  private func feedCachedSizes(_ items: ClosedRange<Int>) {
    for item in items where item < sizes.count && sizes[item].width >= 0 {
      let path = IndexPath(item: item, section: 0)
      guard let original = super.layoutAttributesForItem(at: path), original.size != sizes[item],
        let preferred = original.copy() as? CollectionViewLayoutAttributes
      else { continue }
      preferred.size = sizes[item]
      let context = super.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      // A permutation of sizes inside the feed: the content does not grow and the items above
      // the visible top keep their total height, so no adjustment is applied.
      context.contentOffsetAdjustment = .zero
      context.contentSizeAdjustment = .zero
      super.invalidateLayout(with: context)
    }
  }

  /// The flow layout's context for the end of a movement, marked as ending (so the cache entry
  /// settles: it stays for an end, goes back for a cancel).
  open override func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
      movementCancelled: movementCancelled)
    (context as? ReorderFeedInvalidationContext)?.isEndingInteractiveMovement = true
    return context
  }

  /// Prepares the flow layout; empties the cache when the collection view's width changed.
  open override func prepare() {
    if let width = collectionView?.bounds.width, width != cachedWidth {
      if cachedWidth != nil { sizes.removeAll() }
      cachedWidth = width
    }
    super.prepare()
  }

  // MARK: - Updates

  /// Carries the cached sizes through the update (section 0): deleted and reloaded items lose
  /// their entries, inserted ones have none, moved ones take theirs along; records the inserted
  /// and deleted items for the appearing and disappearing animations.
  ///
  /// - Complexity: O(n log m + m log m) for n items and m updates.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    let map = UpdateMap(updateItems)
    insertedItems = map.itemsInserted.filter { $0.section == 0 }.map(\.item)
    deletedItems = map.itemsDeleted.filter { $0.section == 0 }.map(\.item)
    guard !map.isIdentity else { return }
    let newCount = collectionView?.numberOfItems(inSection: 0) ?? 0
    var result = [CGSize](repeating: Self.unknown, count: newCount)
    for (old, size) in sizes.enumerated() {
      let before = IndexPath(item: old, section: 0)
      guard !map.isReloaded(old: before), let after = map.newIndexPath(forOld: before), after.section == 0,
        after.item < newCount
      else { continue }
      result[after.item] = size
    }
    sizes = result
  }

  /// Forgets the update's inserted and deleted items.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedItems.removeAll()
    deletedItems.removeAll()
  }

  // MARK: - Appearance

  /// The flow layout's attributes for the moving item, at `movingItemAlpha`.
  open override func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> CollectionViewLayoutAttributes {
    let attributes = super.layoutAttributesForInteractivelyMovingItem(
      at: indexPath, withTargetPosition: position)
    attributes.alpha = sanitizedNumber(movingItemAlpha, in: 0...1, fallback: 0.8, name: "movingItemAlpha")
    return attributes
  }

  /// An inserted item starts at its place scaled to `appearingScale` (and transparent), so it
  /// grows into place; other items start as the flow layout says.
  open override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard itemIndexPath.count == 2, itemIndexPath[0] == 0, insertedItems.contains(itemIndexPath[1]),
      let start = attributes?.copy() as? CollectionViewLayoutAttributes
    else { return attributes }
    let scale = sanitizedNumber(appearingScale, in: 0...1_000, fallback: 0.1, name: "appearingScale")
    start.transform = CGAffineTransform(scaleX: scale, y: scale)
    return start
  }

  /// A deleted item ends at its old place scaled to `appearingScale`, turned by
  /// `disappearingRotation` and transparent; other items end as the flow layout says.
  open override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard itemIndexPath.count == 2, itemIndexPath[0] == 0, deletedItems.contains(itemIndexPath[1]),
      let end = attributes?.copy() as? CollectionViewLayoutAttributes
    else { return attributes }
    let scale = sanitizedNumber(appearingScale, in: 0...1_000, fallback: 0.1, name: "appearingScale")
    let rotation = sanitizedNumber(
      disappearingRotation, in: -1_000...1_000, fallback: .pi / 4, name: "disappearingRotation")
    end.transform = CGAffineTransform(scaleX: scale, y: scale).rotated(by: rotation)
    return end
  }
}
