// "Writing a custom layout", step 2: columns, with a rect query that checks every item.

import Trellis

enum Step2 {
  // snippet: custom-layout-step-2
  /// Masonry columns: every item is as wide as a column and goes into the column that is the
  /// shortest when it is placed (the leftmost on a tie).
  class MasonryLayout: CollectionViewLayout {
    /// The number of columns; values below 1 count as 1.
    var columnCount = 2 {
      didSet { invalidateLayout() }
    }
    /// The space between columns, between the items of a column, and around the content.
    var spacing: CGFloat = 10 {
      didSet { invalidateLayout() }
    }
    /// The height of each item of section 0.
    var itemHeight: (IndexPath) -> CGFloat = { _ in 100 } {
      didSet { invalidateLayout() }
    }

    /// The frame of every item, by item number.
    private var frames: [CGRect] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
      super.prepare()
      frames = []
      contentHeight = 0
      guard let collectionView, collectionView.numberOfSections > 0 else { return }
      let columns = max(1, columnCount)
      let spacing = max(0, self.spacing)
      let width = collectionView.bounds.width
      let columnWidth = max(0, (width - CGFloat(columns + 1) * spacing) / CGFloat(columns))
      // Where the next item of each column starts.
      var nextY = Array(repeating: spacing, count: columns)
      for item in 0..<collectionView.numberOfItems(inSection: 0) {
        let column = nextY.indices.min { nextY[$0] < nextY[$1] }!
        let proposed = itemHeight(IndexPath(item: item, section: 0))
        let height = proposed.isFinite ? max(0, proposed) : 0
        let x = spacing + CGFloat(column) * (columnWidth + spacing)
        frames.append(CGRect(x: x, y: nextY[column], width: columnWidth, height: height))
        nextY[column] += height + spacing
      }
      contentHeight = frames.isEmpty ? 0 : nextY.max()!
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

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
      frames.indices.filter { frames[$0].overlaps(rect) }.compactMap { item in
        layoutAttributesForItem(at: IndexPath(item: item, section: 0))
      }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      newBounds.width != collectionView?.bounds.width
    }
  }
  // end snippet
}
