/// The resolved metrics of one section: what the delegate (or the layout's properties) said,
/// already checked (sizes and spacings non-negative and finite, insets finite).
struct FlowSectionMetrics: Equatable, Sendable {
  /// The number of items.
  var itemCount: Int
  /// The section's insets.
  var inset: EdgeInsets
  /// The minimum spacing between lines (not below 0).
  var lineSpacing: CGFloat
  /// The minimum spacing between the items of a line (not below 0).
  var interitemSpacing: CGFloat
  /// The header's extent along the main axis; 0 means no header.
  var headerLength: CGFloat
  /// The footer's extent along the main axis; 0 means no footer.
  var footerLength: CGFloat
}

/// Where the lines of a section may put items along the cross axis.
struct FlowCrossBand: Equatable, Sendable {
  /// The cross coordinate of the first item's leading edge (after the leading inset).
  var start: CGFloat
  /// The room for items between the leading and trailing insets (never negative).
  var available: CGFloat
}

/// A section whose items all have the same size: its lines are a grid computed in closed form,
/// with no per-item or per-line storage.
struct FlowUniformGrid: Equatable, Sendable {
  /// Item length along the cross axis.
  var itemCross: CGFloat
  /// Item length along the main axis (the thickness of every line).
  var itemMain: CGFloat
  /// Items per line: as many as fit with at least the minimum interitem spacing (at least 1).
  var perLine: Int
  /// Cross coordinate of column 0.
  var firstColumn: CGFloat
  /// Distance between the leading edges of neighbouring columns (item + justified spacing).
  var columnPitch: CGFloat
  /// Distance between the leading edges of neighbouring lines (item + line spacing).
  var linePitch: CGFloat
  /// The number of lines.
  var lineCount: Int
}

/// A section whose items vary in size: per-item sizes and cross offsets, per-line extents.
///
/// Line `l` holds items `lineFirstItem[l] ..< lineFirstItem[l + 1]`; its main-axis extent is
/// `lineStart[l] ... lineStart[l] + lineThickness[l]` (relative to the section's start). Both
/// starts and ends are non-decreasing, which is what the rect queries binary-search.
struct FlowVariedLines: Equatable, Sendable {
  /// Item sizes as (cross, main) lengths: width = cross, height = main.
  var sizes: [CGSize] = []
  /// The cross coordinate of each item's leading edge.
  var crossOffsets: [CGFloat] = []
  /// The first item of each line, plus a final entry equal to the item count.
  var lineFirstItem: [Int] = [0]
  /// Each line's main-axis start, relative to the section's start.
  var lineStart: [CGFloat] = []
  /// Each line's thickness: the largest main-axis length of its items.
  var lineThickness: [CGFloat] = []
  /// At least the largest cross and main lengths of the items (kept up to date as sizes grow;
  /// it may stay larger after they shrink).
  var largestItem = CGSize.zero

  /// The number of lines.
  var lineCount: Int { lineStart.count }

  /// The line holding `item`.
  ///
  /// - Complexity: O(log lines).
  func line(ofItem item: Int) -> Int {
    // Last line whose first item is <= item.
    var low = 0
    var high = lineStart.count - 1
    while low < high {
      let mid = (low + high + 1) >> 1
      if lineFirstItem[mid] <= item { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The first line whose end is at or after `position` (relative main coordinate).
  ///
  /// - Complexity: O(log lines).
  func firstLine(endingAtOrAfter position: CGFloat) -> Int {
    var low = 0
    var high = lineStart.count
    while low < high {
      let mid = (low + high) >> 1
      if lineStart[mid] + lineThickness[mid] < position { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

/// How a section stores its items.
enum FlowSectionItems: Equatable, Sendable {
  /// Every item has the same size.
  case uniform(FlowUniformGrid)
  /// Sizes vary.
  case varied(FlowVariedLines)
}

/// One section laid out: header, lines, footer, in main-axis coordinates relative to the
/// section's start.
///
/// Layout along the main axis: header (`headerLength`), `inset` leading, the lines separated by
/// `lineSpacing`, `inset` trailing, footer (`footerLength`). No line spacing next to the header
/// or footer.
struct FlowSection: Equatable, Sendable {
  /// The metrics the section was built from.
  var metrics: FlowSectionMetrics
  /// The cross-axis band of the items.
  var band: FlowCrossBand
  /// Where the first line starts (header + leading inset).
  var bodyStart: CGFloat
  /// From the first line's start to the last line's end; 0 without items.
  var linesLength: CGFloat
  /// The items.
  var items: FlowSectionItems

  /// The section's extent along the main axis, header and footer included.
  var length: CGFloat {
    bodyStart + linesLength + trailingInset + metrics.footerLength
  }

  /// The inset after the last line along the main axis.
  var trailingInset: CGFloat

  /// Where the footer starts, relative to the section's start.
  var footerStart: CGFloat { length - metrics.footerLength }

  /// The lowest main coordinate any element of the section can occupy, relative to its start.
  var extentLower: CGFloat { min(0, bodyStart, footerStart) }

  /// The highest main coordinate any element of the section can occupy, relative to its start.
  var extentUpper: CGFloat { max(length, metrics.headerLength, bodyStart + linesLength) }
}

/// The line-building engine: turns a section's metrics and item sizes into lines, with
/// `UICollectionViewFlowLayout`'s rules.
///
/// - Items per line: as many as fit with at least the minimum interitem spacing
///   (`used + spacing + next ≤ available`); the first item of a line always goes in.
/// - A line that is not the last is justified: first item at the leading inset, last at the
///   trailing inset, the spacing adjusted upward. Alone on such a line, an item is centred.
/// - The last line: in a uniform section it reuses the grid's column positions; when sizes vary
///   it is left-aligned with the minimum interitem spacing.
/// - Items are centred on their line's cross axis (within the line's thickness) by the store.
/// - An item longer than the available room goes alone on its line, at the leading inset, with
///   its size kept. UIKit logs "the item width must be less than the width of the
///   UICollectionView minus the section insets left and right values, minus the content insets
///   left and right values" and lays the item out alone on its line.
enum FlowLineEngine {
  /// Slack for "fits": absorbs the rounding of summed lengths.
  static let fitTolerance: CGFloat = 1e-6

  /// The section for `metrics` with items all of (`cross`, `main`) lengths.
  ///
  /// - Complexity: O(1).
  static func uniformSection(
    metrics: FlowSectionMetrics, band: FlowCrossBand, mainLeading: CGFloat, mainTrailing: CGFloat,
    itemCross: CGFloat, itemMain: CGFloat
  ) -> FlowSection {
    let count = metrics.itemCount
    let available = band.available
    let spacing = metrics.interitemSpacing
    var perLine = 1
    if itemCross <= available + fitTolerance {
      let step = itemCross + spacing
      if step <= 0 {
        perLine = max(1, count)
      } else {
        let extra = ((available + fitTolerance - itemCross) / step).rounded(.down)
        perLine = 1 + Int(min(extra, CGFloat(Int32.max)))
      }
    }
    var firstColumn = band.start
    var columnPitch: CGFloat = 0
    if perLine == 1 {
      // Alone on its line: centred, unless it does not fit (then at the leading inset).
      if itemCross < available { firstColumn = band.start + (available - itemCross) / 2 }
    } else {
      let gap = (available - CGFloat(perLine) * itemCross) / CGFloat(perLine - 1)
      columnPitch = itemCross + gap
    }
    let lineCount = count == 0 ? 0 : (count - 1) / perLine + 1
    let linePitch = itemMain + metrics.lineSpacing
    let linesLength =
      lineCount == 0 ? 0 : CGFloat(lineCount) * itemMain + CGFloat(lineCount - 1) * metrics.lineSpacing
    let grid = FlowUniformGrid(
      itemCross: itemCross, itemMain: itemMain, perLine: perLine, firstColumn: firstColumn,
      columnPitch: columnPitch, linePitch: linePitch, lineCount: lineCount)
    return FlowSection(
      metrics: metrics, band: band, bodyStart: metrics.headerLength + mainLeading, linesLength: linesLength,
      items: .uniform(grid), trailingInset: mainTrailing)
  }

  /// The section for `metrics` with per-item (cross, main) lengths `sizes`.
  ///
  /// If every size is equal the section is stored as a uniform grid instead.
  ///
  /// - Complexity: O(`sizes.count`).
  static func section(
    metrics: FlowSectionMetrics, band: FlowCrossBand, mainLeading: CGFloat, mainTrailing: CGFloat,
    sizes: [CGSize]
  ) -> FlowSection {
    if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
      return uniformSection(
        metrics: metrics, band: band, mainLeading: mainLeading, mainTrailing: mainTrailing,
        itemCross: first.width, itemMain: first.height)
    }
    if sizes.isEmpty {
      return uniformSection(
        metrics: metrics, band: band, mainLeading: mainLeading, mainTrailing: mainTrailing, itemCross: 0,
        itemMain: 0)
    }
    let bodyStart = metrics.headerLength + mainLeading
    let lines = variedLines(sizes: sizes, metrics: metrics, band: band, bodyStart: bodyStart)
    let linesLength =
      lines.lineCount == 0
      ? 0 : lines.lineStart[lines.lineCount - 1] + lines.lineThickness[lines.lineCount - 1] - bodyStart
    return FlowSection(
      metrics: metrics, band: band, bodyStart: bodyStart, linesLength: linesLength, items: .varied(lines),
      trailingInset: mainTrailing)
  }

  /// Breaks `sizes` into lines and places them.
  private static func variedLines(
    sizes: [CGSize], metrics: FlowSectionMetrics, band: FlowCrossBand, bodyStart: CGFloat
  ) -> FlowVariedLines {
    let count = sizes.count
    let available = band.available
    let spacing = metrics.interitemSpacing
    var lines = FlowVariedLines()
    lines.sizes = sizes
    lines.crossOffsets = [CGFloat](repeating: 0, count: count)
    lines.lineFirstItem.reserveCapacity(count / 2 + 2)
    var cursor = bodyStart
    var first = 0
    var widest: CGFloat = 0
    var deepest: CGFloat = 0
    sizes.withUnsafeBufferPointer { size in
      lines.crossOffsets.withUnsafeMutableBufferPointer { offsets in
        while first < count {
          var end = first + 1
          var used = size[first].width
          var sum = size[first].width
          var thickness = size[first].height
          while end < count {
            let next = size[end].width
            guard used + spacing + next <= available + fitTolerance else { break }
            used += spacing + next
            sum += next
            thickness = max(thickness, size[end].height)
            end += 1
          }
          let inLine = end - first
          if end == count {
            // Last line: left-aligned with the minimum interitem spacing.
            var position = band.start
            for item in first..<end {
              offsets[item] = position
              position += size[item].width + spacing
            }
          } else if inLine == 1 {
            let length = size[first].width
            offsets[first] = length < available ? band.start + (available - length) / 2 : band.start
          } else {
            // Justified: spacing adjusted upward so the last item ends at the trailing inset.
            let gap = (available - sum) / CGFloat(inLine - 1)
            var position = band.start
            for item in first..<end {
              offsets[item] = position
              position += size[item].width + gap
            }
          }
          for item in first..<end { widest = max(widest, size[item].width) }
          deepest = max(deepest, thickness)
          lines.lineStart.append(cursor)
          lines.lineThickness.append(thickness)
          cursor += thickness + metrics.lineSpacing
          lines.lineFirstItem.append(end)
          first = end
        }
      }
    }
    lines.largestItem = CGSize(width: widest, height: deepest)
    return lines
  }
}
