// The waterfall layout's rect query: per section and column, a binary search for the first item
// reaching into the rect and a walk down the column, the columns' runs merged into index order.

extension WaterfallLayout {
  /// Appends, in index order, the items of `section` whose frames overlap `rect`: per column,
  /// the run of items from the first whose bottom is below `rect.minY − slack` to the last whose
  /// top is above `rect.maxY + slack` (no more than the query may still return), merged.
  func appendItems(
    in rect: CGRect, slack: CGFloat, section: Int, starts: inout [Int], ends: inout [Int],
    into result: inout [CollectionViewLayoutAttributes]
  ) {
    let stored = geometry.sections[section]
    let relativeMinY = rect.minY - stored.top - slack
    let relativeMaxY = rect.maxY - stored.top + slack
    starts.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    for column in 0..<stored.columnCount {
      let x = stored.columnX(column, spacing: geometry.columnSpacing)
      let list = stored.columnItems[column]
      guard x < rect.maxX + slack, x + stored.columnWidth > rect.minX - slack, !list.isEmpty else {
        starts.append(0)
        ends.append(0)
        continue
      }
      let start = geometry.firstPosition(inColumn: column, ofSection: section, bottomAbove: relativeMinY)
      var end = start
      // No column contributes more candidates than the query may still return.
      let budget = LayoutLimits.maximumQueryElements - result.count
      while end < list.count, end - start < budget, geometry.itemY[Int(list[end])] < relativeMaxY { end += 1 }
      starts.append(start)
      ends.append(end)
    }
    // Many columns: gather the runs and sort them by item index, O(k log k) rather than a
    // k·columns merge.
    if stored.columnCount > Self.mergeColumnLimit {
      var items: [Int] = []
      for column in 0..<stored.columnCount where starts[column] < ends[column] {
        for position in starts[column]..<ends[column] {
          items.append(Int(stored.columnItems[column][position]))
        }
      }
      items.sort()
      for item in items { appendItem(item, of: stored, section: section, in: rect, into: &result) }
      return
    }
    // Merge the columns' runs by item index.
    while true {
      var best = -1
      var bestItem = Int.max
      for column in 0..<stored.columnCount where starts[column] < ends[column] {
        let item = Int(stored.columnItems[column][starts[column]])
        if item < bestItem {
          bestItem = item
          best = column
        }
      }
      guard best >= 0 else { break }
      starts[best] += 1
      appendItem(bestItem, of: stored, section: section, in: rect, into: &result)
    }
  }

  /// The number of columns up to which a query merges the columns' runs item by item.
  static let mergeColumnLimit = 16

  /// Appends the attributes of global item `item` when its frame overlaps `rect`.
  @inline(__always)
  func appendItem(
    _ item: Int, of stored: WaterfallSection, section: Int, in rect: CGRect,
    into result: inout [CollectionViewLayoutAttributes]
  ) {
    let frame = itemFrame(item, section: section)
    guard frame.overlaps(rect), result.count < LayoutLimits.maximumQueryElements else { return }
    let attributes = makeLayoutAttributes(
      forCellWith: IndexPath.gallery(item: item - stored.firstItem, section: section))
    attributes.frame = frame
    result.append(attributes)
  }
}
