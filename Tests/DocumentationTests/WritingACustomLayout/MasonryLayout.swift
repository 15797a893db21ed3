// "Writing a custom layout", step 5: animated updates. This is the finished layout, which the
// article "Testing your layout" tests.

// snippet: custom-layout-step-5
import Trellis

/// A note: `lineCount` lines of 20 points, with 8 points of padding above and below.
class NoteCell: CollectionViewCell {
  var lineCount = 1

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let attributes = layoutAttributes.copy() as! CollectionViewLayoutAttributes
    attributes.size.height = CGFloat(lineCount) * 20 + 16
    return attributes
  }
}

/// The heights cells measured since the last layout pass.
class MasonryInvalidationContext: CollectionViewLayoutInvalidationContext {
  var measuredHeights: [(item: Int, height: CGFloat)] = []
}

/// Masonry columns: every item is as wide as a column and goes into the column that is the
/// shortest when it is placed (the leftmost on a tie). Cells size themselves: an item is
/// `estimatedItemHeight` tall until its cell says how tall it is. Inserted items grow in from a
/// fifth of their size, deleted ones shrink away.
class MasonryLayout: CollectionViewLayout {
  /// The number of columns; values below 1 count as 1.
  var columnCount = 2 {
    didSet { invalidateLayout() }
  }
  /// The space between columns, between the items of a column, and around the content.
  var spacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The height of an item of section 0 until its cell has measured itself.
  var estimatedItemHeight: (IndexPath) -> CGFloat = { _ in 100 } {
    didSet { invalidateLayout() }
  }

  override class var invalidationContextClass: AnyClass { MasonryInvalidationContext.self }

  /// The frame of every item, by item number.
  private var frames: [CGRect] = []
  /// The items of each column, from the top down, and the column of each item.
  private var columnItems: [[Int]] = []
  private var columnOfItem: [Int] = []
  /// The heights the cells measured, by item number (`nil`: not measured yet).
  private var measuredHeights: [CGFloat?] = []
  private var contentHeight: CGFloat = 0
  /// What the invalidations since the last `prepare()` asked for.
  private var needsFullLayout = true
  private var measurementsAreStale = true
  private var pendingHeights: [(item: Int, height: CGFloat)] = []
  private var preparedWidth: CGFloat?
  /// During a batch update: the frames before it, and the items it inserts and deletes.
  private var previousFrames: [CGRect] = []
  private var insertedItems: Set<IndexPath> = []
  private var deletedItems: Set<IndexPath> = []

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything {
      // `reloadData()`, a new property value: the measurements may all be wrong.
      measurementsAreStale = true
    }
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      needsFullLayout = true
    }
    if let context = context as? MasonryInvalidationContext {
      pendingHeights += context.measuredHeights
    }
    super.invalidateLayout(with: context)
  }

  override func prepare() {
    super.prepare()
    guard let collectionView, collectionView.numberOfSections > 0 else {
      frames = []
      columnItems = []
      columnOfItem = []
      measuredHeights = []
      contentHeight = 0
      return
    }
    let count = collectionView.numberOfItems(inSection: 0)
    if needsFullLayout || collectionView.bounds.width != preparedWidth {
      if measurementsAreStale || collectionView.bounds.width != preparedWidth {
        measuredHeights = Array(repeating: nil, count: count)
      }
      // Kept for the items a batch update deletes (see `finalLayoutAttributesForDisappearingItem`).
      previousFrames = frames
      // In a batch update `measuredHeights` still has the old item numbers here;
      // `prepare(forCollectionViewUpdates:)` moves them and places the items again.
      placeAllItems(in: collectionView)
    } else if !pendingHeights.isEmpty {
      applyMeasuredHeights()
    }
    needsFullLayout = false
    measurementsAreStale = false
    pendingHeights = []
  }

  /// Places every item in the column that is the shortest when it is placed.
  private func placeAllItems(in collectionView: CollectionView) {
    let columns = max(1, columnCount)
    let spacing = max(0, self.spacing)
    let width = collectionView.bounds.width
    let columnWidth = max(0, (width - CGFloat(columns + 1) * spacing) / CGFloat(columns))
    preparedWidth = width
    frames = []
    columnItems = Array(repeating: [], count: columns)
    columnOfItem = []
    var nextY = Array(repeating: spacing, count: columns)
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let column = nextY.indices.min { nextY[$0] < nextY[$1] }!
      let measured = item < measuredHeights.count ? measuredHeights[item] : nil
      let proposed = measured ?? estimatedItemHeight(IndexPath(item: item, section: 0))
      let height = proposed.isFinite ? max(0, proposed) : 0
      let x = spacing + CGFloat(column) * (columnWidth + spacing)
      frames.append(CGRect(x: x, y: nextY[column], width: columnWidth, height: height))
      columnItems[column].append(item)
      columnOfItem.append(column)
      nextY[column] += height + spacing
    }
    updateContentHeight()
  }

  /// Gives the measured items their heights and moves the items below them in their columns.
  /// Items keep their columns, so nothing jumps sideways while the user scrolls.
  private func applyMeasuredHeights() {
    var changedColumns = Array(repeating: false, count: columnItems.count)
    if measuredHeights.count < frames.count {
      measuredHeights += [CGFloat?](repeating: nil, count: frames.count - measuredHeights.count)
    }
    for (item, height) in pendingHeights where frames.indices.contains(item) {
      measuredHeights[item] = height
      frames[item].size.height = height
      changedColumns[columnOfItem[item]] = true
    }
    let spacing = max(0, self.spacing)
    for column in columnItems.indices where changedColumns[column] {
      var y = spacing
      for item in columnItems[column] {
        frames[item].origin.y = y
        y += frames[item].height + spacing
      }
    }
    updateContentHeight()
  }

  private func updateContentHeight() {
    let bottoms = columnItems.compactMap { items in items.last.map { frames[$0].maxY } }
    contentHeight = bottoms.max().map { $0 + max(0, spacing) } ?? 0
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, frames.indices.contains(indexPath.item) else {
      return nil
    }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frames[indexPath.item]
    return attributes
  }

  /// The items whose frames overlap `rect`, column by column.
  ///
  /// - Complexity: O(c·log n + k) for c columns, n items and k results.
  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    var result: [CollectionViewLayoutAttributes] = []
    for items in columnItems {
      guard let top = items.first, frames[top].minX < rect.maxX, frames[top].maxX > rect.minX else {
        continue
      }
      var low = 0
      var high = items.count
      while low < high {
        let middle = (low + high) / 2
        if frames[items[middle]].maxY <= rect.minY { low = middle + 1 } else { high = middle }
      }
      var position = low
      while position < items.count, frames[items[position]].minY < rect.maxY {
        let item = items[position]
        if frames[item].overlaps(rect),
          let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: 0))
        {
          result.append(attributes)
        }
        position += 1
      }
    }
    return result
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    let height = preferredAttributes.size.height
    return height.isFinite && height >= 0 && height != originalAttributes.size.height
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    (context as? MasonryInvalidationContext)?.measuredHeights.append(
      (originalAttributes.indexPath.item, preferredAttributes.size.height))
    return context
  }

  // MARK: Batch updates

  /// Moves the measurements to the items' new numbers, places the items again, and notes the
  /// inserted and deleted items for the appearing and disappearing queries that follow.
  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    guard let collectionView, collectionView.numberOfSections > 0 else { return }
    var removed = Set<Int>()  // old numbers of items deleted, moved or reloaded
    var arriving: [(item: Int, height: CGFloat?)] = []  // new numbers of items inserted, moved or reloaded
    for update in updateItems {
      let before = update.indexPathBeforeUpdate
      let after = update.indexPathAfterUpdate
      // This layout shows section 0 only; a change of sections invalidates every measurement.
      guard before.map({ $0.section == 0 && $0.item != NSNotFound }) ?? true,
        after.map({ $0.section == 0 && $0.item != NSNotFound }) ?? true
      else {
        removed = Set(measuredHeights.indices)
        arriving = []
        break
      }
      switch update.updateAction {
      case .insert:
        if let after {
          insertedItems.insert(after)
          arriving.append((after.item, nil))
        }
      case .delete:
        if let before {
          deletedItems.insert(before)
          removed.insert(before.item)
        }
      case .move, .reload:
        if let before, let after {
          removed.insert(before.item)
          let height =
            update.updateAction == .move && before.item < measuredHeights.count
            ? measuredHeights[before.item] : nil
          arriving.append((after.item, height))
        }
      case .none:
        break
      }
    }
    // UIKit's rule: inserted and moved items take their new places; the others keep their
    // order and fill the remaining places.
    let count = collectionView.numberOfItems(inSection: 0)
    var heights = [CGFloat?](repeating: nil, count: count)
    var taken = [Bool](repeating: false, count: count)
    for (item, height) in arriving where item < count {
      heights[item] = height
      taken[item] = true
    }
    var next = 0
    for (item, height) in measuredHeights.enumerated() where !removed.contains(item) {
      while next < count, taken[next] { next += 1 }
      guard next < count else { break }
      heights[next] = height
      next += 1
    }
    measuredHeights = heights
    placeAllItems(in: collectionView)
  }

  /// Inserted items start transparent at a fifth of their size, at their new place.
  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard insertedItems.contains(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath)
    else {
      return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    attributes.alpha = 0
    attributes.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
    return attributes
  }

  /// Deleted items end transparent at a fifth of their size, where they were before the update.
  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard deletedItems.contains(itemIndexPath), previousFrames.indices.contains(itemIndexPath.item) else {
      return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    let attributes = CollectionViewLayoutAttributes(forCellWith: itemIndexPath)
    attributes.frame = previousFrames[itemIndexPath.item]
    attributes.alpha = 0
    attributes.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
    return attributes
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedItems = []
    deletedItems = []
    previousFrames = []
  }
}
// end snippet
