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

  /// The capacity the item arrays grow to when they must hold `needed` items: half as much
  /// again, so that a full build leaves room for appends.
  ///
  /// Growth policy: a build reserves `grownCapacity(n)` for its n items, so appending up to
  /// n/2 items afterwards writes into existing capacity. An append that outgrows it copies the
  /// item arrays once into `grownCapacity` of the new count: O(n) for that one append,
  /// amortised O(1) per appended item. The headroom is reserved, not written: with glibc's
  /// malloc a large block's untouched pages are never faulted in (a 1M-item build takes as
  /// many page faults with the headroom as without it).
  @inline(__always)
  static func grownCapacity(_ needed: Int) -> Int {
    needed + needed / 2
  }

  /// Makes room for `count` more items in section `s` (the last one), following the growth
  /// policy of `grownCapacity(_:)`: the per-item arrays, and each column's list for its share of
  /// the items. Does nothing when there is room already.
  ///
  /// - Complexity: O(1) with room; otherwise O(n) for the copy.
  mutating func reserveItems(_ count: Int, inSection s: Int) {
    let needed = itemY.count + count
    if itemY.capacity < needed { itemY.reserveCapacity(Self.grownCapacity(needed)) }
    if itemHeight.capacity < needed { itemHeight.reserveCapacity(Self.grownCapacity(needed)) }
    if itemColumn.capacity < needed { itemColumn.reserveCapacity(Self.grownCapacity(needed)) }
    let columns = sections[s].columnCount
    let share = count / columns + 1
    for column in 0..<columns {
      let columnNeeded = sections[s].columnItems[column].count + share
      if sections[s].columnItems[column].capacity < columnNeeded {
        sections[s].columnItems[column].reserveCapacity(Self.grownCapacity(columnNeeded))
      }
    }
  }

  /// Places items of the given heights at the end of section `s` (the last one), in order:
  /// each in the shortest column (ties to the leftmost), at the section's top inset if the
  /// column is empty, otherwise `interitemSpacing` below the column's last item.
  ///
  /// The loop runs on unsafe buffers of the arrays, with the section's column state moved out
  /// of `sections` for the duration, so it makes no copy, no exclusivity check and no
  /// uniqueness check per item. Call `reserveItems(_:inSection:)` first for a batch split into
  /// several calls.
  ///
  /// - Complexity: O(k·columns) for k heights, amortised (see `grownCapacity(_:)`).
  mutating func placeItems(heights: UnsafeBufferPointer<CGFloat>, inSection s: Int) {
    let count = heights.count
    guard count > 0 else { return }
    let first = itemY.count
    // Moved out (not copied): `sections[s]` keeps empty arrays until they are put back below.
    var next = sections[s].columnNext
    var lists = sections[s].columnItems
    sections[s].columnNext = []
    sections[s].columnItems = []
    let columns = next.count
    let spacing = interitemSpacing
    itemY.append(contentsOf: repeatElement(0, count: count))
    itemHeight.append(contentsOf: heights)
    itemColumn.append(contentsOf: repeatElement(0, count: count))
    if columns > Self.linearScanColumns {
      Self.placeWithHeap(
        heights: heights, first: first, spacing: spacing, next: &next, ys: &itemY, columnsOut: &itemColumn)
    } else {
      itemY.withUnsafeMutableBufferPointer { ys in
        itemColumn.withUnsafeMutableBufferPointer { cs in
          next.withUnsafeMutableBufferPointer { nx in
            for offset in 0..<count {
              var best = 0
              var bestY = nx[0]
              var column = 1
              while column < columns {
                let y = nx[column]
                if y < bestY {
                  best = column
                  bestY = y
                }
                column += 1
              }
              ys[first + offset] = bestY
              cs[first + offset] = Int32(truncatingIfNeeded: best)
              nx[best] = bestY + heights[offset] + spacing
            }
          }
        }
      }
    }
    // Each column's list gets its new items in increasing index (and so increasing y) order.
    // Many columns: one pass that appends each item to its column's list, O(k + columns).
    if columns > Self.linearScanColumns {
      itemColumn.withUnsafeBufferPointer { cs in
        for index in first..<(first + count) {
          lists[Int(cs[index])].append(Int32(truncatingIfNeeded: index))
        }
      }
      sections[s].columnNext = next
      sections[s].columnItems = lists
      sections[s].itemCount += count
      return
    }
    // A few columns: per column, count its items, grow the list once, then fill it without a
    // branch per item (O(k·columns), the fastest for the usual two to six).
    itemColumn.withUnsafeBufferPointer { cs in
      let range = first..<(first + count)
      for column in 0..<columns {
        let tag = Int32(truncatingIfNeeded: column)
        var added = 0
        for index in range { added &+= cs[index] == tag ? 1 : 0 }
        guard added > 0 else { continue }
        var list = lists[column]
        lists[column] = []
        var position = list.count
        // One slot of slack: every index is stored at `position`, which only advances for the
        // column's own items, so the last store may land one past them.
        list.append(contentsOf: repeatElement(0, count: added + 1))
        list.withUnsafeMutableBufferPointer { slots in
          for index in range {
            slots[position] = Int32(truncatingIfNeeded: index)
            position &+= cs[index] == tag ? 1 : 0
          }
        }
        list.removeLast()
        lists[column] = list
      }
    }
    sections[s].columnNext = next
    sections[s].columnItems = lists
    sections[s].itemCount += count
  }

  /// Up to this many columns, the shortest column is found by a scan (fastest for the usual
  /// two to six); above, by a binary heap, so that placing k items costs O(k log columns)
  /// rather than O(k·columns).
  static let linearScanColumns = 16

  /// Places items as `placeItems(heights:inSection:)` does, the shortest column (ties to the
  /// leftmost) taken from a binary min-heap ordered by (next y, column).
  ///
  /// - Complexity: O(columns + k log columns) for k heights.
  static func placeWithHeap(
    heights: UnsafeBufferPointer<CGFloat>, first: Int, spacing: CGFloat, next: inout [CGFloat],
    ys: inout [CGFloat], columnsOut: inout [Int32]
  ) {
    var heap = Array(next.indices)
    func less(_ a: Int, _ b: Int) -> Bool { next[a] < next[b] || (next[a] == next[b] && a < b) }
    func siftDown(_ start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { return }
        var child = left
        if left + 1 < heap.count, less(heap[left + 1], heap[left]) { child = left + 1 }
        guard less(heap[child], heap[parent]) else { return }
        heap.swapAt(child, parent)
        parent = child
      }
    }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    for offset in 0..<heights.count {
      let best = heap[0]
      let bestY = next[best]
      ys[first + offset] = bestY
      columnsOut[first + offset] = Int32(truncatingIfNeeded: best)
      next[best] = bestY + heights[offset] + spacing
      siftDown(0)
    }
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
