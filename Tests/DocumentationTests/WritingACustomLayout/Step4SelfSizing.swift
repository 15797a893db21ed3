// "Writing a custom layout", step 4: cells that size themselves.

import Trellis

enum Step4 {
  // snippet: custom-layout-step-4-cell
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
  // end snippet

  // snippet: custom-layout-step-4-context
  /// The heights cells measured since the last layout pass.
  class MasonryInvalidationContext: CollectionViewLayoutInvalidationContext {
    var measuredHeights: [(item: Int, height: CGFloat)] = []
  }
  // end snippet

  // snippet: custom-layout-step-4
  /// Masonry columns: every item is as wide as a column and goes into the column that is the
  /// shortest when it is placed (the leftmost on a tie). Cells size themselves: an item is
  /// `estimatedItemHeight` tall until its cell says how tall it is.
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
    private var pendingHeights: [(item: Int, height: CGFloat)] = []
    private var preparedWidth: CGFloat?

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
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
      if needsFullLayout || collectionView.bounds.width != preparedWidth {
        // New data or a new width: every measurement may be wrong now.
        measuredHeights = Array(repeating: nil, count: collectionView.numberOfItems(inSection: 0))
        placeAllItems(in: collectionView)
      } else if !pendingHeights.isEmpty {
        applyMeasuredHeights()
      }
      needsFullLayout = false
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
        let proposed = measuredHeights[item] ?? estimatedItemHeight(IndexPath(item: item, section: 0))
        let height = proposed.isFinite ? max(0, proposed) : 0
        let x = spacing + CGFloat(column) * (columnWidth + spacing)
        frames.append(CGRect(x: x, y: nextY[column], width: columnWidth, height: height))
        columnItems[column].append(item)
        columnOfItem.append(column)
        nextY[column] += height + spacing
      }
      updateContentHeight()
    }

    /// Gives the measured items their heights and moves the items below them in their
    /// columns. Items keep their columns, so nothing jumps sideways while the user scrolls.
    private func applyMeasuredHeights() {
      var changedColumns = Array(repeating: false, count: columnItems.count)
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
  }
  // end snippet
}
