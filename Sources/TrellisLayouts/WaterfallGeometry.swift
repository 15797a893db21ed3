// The flat storage of a waterfall layout: struct-of-arrays per item, per-column indexes per
// section. No attribute objects live here; queries build them for what they return.

/// The geometry of one section of a waterfall layout.
///
/// Item y values are stored relative to the section's `top` (the top of its header), so a
/// change of height in one section moves the sections after it by updating their `top` only.
struct WaterfallSection {
  /// The top of the section (its header's top), in content coordinates.
  var top: CGFloat = 0
  /// The header's and footer's heights; 0 means none.
  var headerHeight: CGFloat = 0
  var footerHeight: CGFloat = 0
  /// The section's insets.
  var inset = EdgeInsets.zero
  /// The number of columns (≥ 1) and their common width.
  var columnCount = 1
  var columnWidth: CGFloat = 0
  /// The global index of the section's first item and the section's item count.
  var firstItem = 0
  var itemCount = 0
  /// Per column: the y (relative to `top`) where the column's next item would go.
  var columnNext: [CGFloat] = []
  /// Per column: the global indices of the column's items, in increasing y.
  var columnItems: [[Int32]] = []
  /// The y (relative to `top`) of the first item of every column: header + top inset.
  var itemsTop: CGFloat = 0
  /// The y (relative to `top`) where the tallest column ends (`itemsTop` when empty).
  var itemsBottom: CGFloat = 0

  /// The y (relative) of the footer's top: the tallest column plus the bottom inset.
  var footerTop: CGFloat { itemsBottom + inset.bottom }
  /// The height of the whole section, footer included.
  var height: CGFloat { footerTop + footerHeight }
  /// The absolute end of the section.
  var end: CGFloat { top + height }

  /// The x of `column`'s left edge.
  func columnX(_ column: Int, spacing: CGFloat) -> CGFloat {
    inset.left + CGFloat(column) * (columnWidth + spacing)
  }

  /// Recomputes `itemsBottom` from the columns' next positions.
  mutating func updateItemsBottom(interitemSpacing: CGFloat) {
    var bottom = itemsTop
    for column in 0..<columnCount where !columnItems[column].isEmpty {
      bottom = max(bottom, columnNext[column] - interitemSpacing)
    }
    itemsBottom = bottom
  }
}

/// The whole geometry: sections plus one entry per item in flat arrays.
struct WaterfallGeometry {
  var sections: [WaterfallSection] = []
  /// Per item (global index): y relative to its section's top, height, and column.
  var itemY: [CGFloat] = []
  var itemHeight: [CGFloat] = []
  var itemColumn: [Int32] = []
  /// The content width the geometry was built for and the spacings it used.
  var contentWidth: CGFloat = 0
  var columnSpacing: CGFloat = 0
  var interitemSpacing: CGFloat = 0

  /// The content height: the end of the last section.
  var contentHeight: CGFloat { sections.last?.end ?? 0 }

  /// Empties the geometry, keeping the capacity of the item arrays.
  mutating func removeAll() {
    sections.removeAll()
    itemY.removeAll(keepingCapacity: true)
    itemHeight.removeAll(keepingCapacity: true)
    itemColumn.removeAll(keepingCapacity: true)
  }

  /// Places one more item of height `height` at the end of section `s`: in the shortest column
  /// (ties to the leftmost), at the section's top inset if the column is empty, otherwise
  /// `interitemSpacing` below the column's last item.
  ///
  /// - Complexity: O(columns), amortised.
  @inline(__always)
  mutating func appendItem(height: CGFloat, toSection s: Int) {
    let count = sections[s].columnCount
    var best = 0
    var bestY = sections[s].columnNext[0]
    var column = 1
    while column < count {
      let y = sections[s].columnNext[column]
      if y < bestY {
        best = column
        bestY = y
      }
      column += 1
    }
    let index = itemY.count
    itemY.append(bestY)
    itemHeight.append(height)
    itemColumn.append(Int32(truncatingIfNeeded: best))
    sections[s].columnItems[best].append(Int32(truncatingIfNeeded: index))
    sections[s].columnNext[best] = bestY + height + interitemSpacing
    sections[s].itemCount += 1
  }

  /// The index of the section containing content y `y` (the last whose top is ≤ y), or 0.
  ///
  /// - Complexity: O(log sections).
  func sectionIndex(atOrAbove y: CGFloat) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) >> 1
      if sections[mid].top <= y { low = mid + 1 } else { high = mid }
    }
    return max(0, low - 1)
  }

  /// In `column` of section `s`, the position (in the column's list) of the first item whose
  /// bottom is below relative y `y`.
  ///
  /// Items of a column do not overlap and are sorted by y, so their bottoms are sorted too.
  ///
  /// - Complexity: O(log m) for m items in the column.
  func firstPosition(inColumn column: Int, ofSection s: Int, bottomAbove y: CGFloat) -> Int {
    sections[s].columnItems[column].withUnsafeBufferPointer { list in
      var low = 0
      var high = list.count
      while low < high {
        let mid = (low + high) >> 1
        let item = Int(list[mid])
        if itemY[item] + itemHeight[item] <= y { low = mid + 1 } else { high = mid }
      }
      return low
    }
  }

  /// The position of global item `item` in its column's list (binary search by y).
  func position(ofItem item: Int, inSection s: Int) -> Int {
    let column = Int(itemColumn[item])
    return sections[s].columnItems[column].withUnsafeBufferPointer { list in
      var low = 0
      var high = list.count
      while low < high {
        let mid = (low + high) >> 1
        if Int(list[mid]) < item { low = mid + 1 } else { high = mid }
      }
      return low
    }
  }
}
