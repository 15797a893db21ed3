/// Which element of a flow layout a frame belongs to.
enum FlowElement: Equatable, Sendable {
  /// An item (cell).
  case cell
  /// A section header.
  case header
  /// A section footer.
  case footer
}

/// The part of the visible bounds pinned headers and footers stick to, captured at `prepare()`.
struct FlowPinning: Equatable, Sendable {
  /// Whether headers stick to the top (leading) edge of the visible bounds.
  var headers: Bool = false
  /// Whether footers stick to the bottom (trailing) edge of the visible bounds.
  var footers: Bool = false
  /// The main-axis coordinate of the visible bounds' leading edge, inside the content inset.
  var visibleLower: CGFloat = 0
  /// The main-axis coordinate of the visible bounds' trailing edge, inside the content inset.
  var visibleUpper: CGFloat = 0
}

/// The flow layout's geometry store: every section's lines in flat value-type storage, the
/// sections' absolute offsets, and the search indexes the rect queries use.
///
/// No attribute object lives here: frames are computed on demand. A uniform section costs O(1)
/// space; a varied one a few flat arrays. Section offsets are a prefix sum recomputed in
/// O(sections) when a section's length changes.
struct FlowGeometry: Equatable, Sendable {
  /// The axes the geometry was built for.
  var axes = FlowAxes(isVertical: true)
  /// The content's extent along the cross axis (the width for vertical scrolling).
  var crossExtent: CGFloat = 0
  /// The sections.
  var sections: [FlowSection] = []
  /// Each section's absolute main-axis start.
  var sectionStarts: [CGFloat] = []
  /// Prefix maximum of the sections' absolute upper extents (non-decreasing).
  var searchUpper: [CGFloat] = []
  /// Suffix minimum of the sections' absolute lower extents (non-decreasing).
  var searchLower: [CGFloat] = []
  /// The content's extent along the main axis.
  var contentMainLength: CGFloat = 0
  /// The pinning state the supplementary frames use.
  var pinning = FlowPinning()
  /// At least the largest item's (cross, main) lengths, over every section.
  var largestItem = CGSize.zero

  /// Slack added around a query's range when choosing candidates, for a query whose numbers
  /// reach `magnitude`: `LayoutLimits.querySlack(_:)` (half a point, more where the numbers are
  /// so large that rounding exceeds it). The exact test is `FlowGeometry.meets(_:_:)` (Apple's
  /// `CGRectIntersectsRect`: frames that only share an edge do not meet) on each candidate's frame.
  @inline(__always)
  static func querySlack(_ rect: CGRect, contentLength: CGFloat) -> CGFloat {
    LayoutLimits.querySlack(
      max(abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY), contentLength))
  }

  /// The size of the whole content.
  var contentSize: CGSize { axes.size(cross: crossExtent, main: contentMainLength) }

  /// Recomputes the section offsets, search indexes and content length from the sections.
  ///
  /// - Complexity: O(sections).
  mutating func recomputeOffsets() {
    let count = sections.count
    sectionStarts = [CGFloat](repeating: 0, count: count)
    searchUpper = [CGFloat](repeating: 0, count: count)
    searchLower = [CGFloat](repeating: 0, count: count)
    var start: CGFloat = 0
    var upper = -CGFloat.infinity
    for index in 0..<count {
      sectionStarts[index] = start
      upper = max(upper, start + sections[index].extentUpper)
      searchUpper[index] = upper
      start += sections[index].length
    }
    var lower = CGFloat.infinity
    for index in stride(from: count - 1, through: 0, by: -1) {
      lower = min(lower, sectionStarts[index] + sections[index].extentLower)
      searchLower[index] = lower
    }
    contentMainLength = max(0, start)
    var largest = CGSize.zero
    for section in sections {
      switch section.items {
      case .uniform(let grid) where section.metrics.itemCount > 0:
        largest.width = max(largest.width, grid.itemCross)
        largest.height = max(largest.height, grid.itemMain)
      case .varied(let lines):
        largest.width = max(largest.width, lines.largestItem.width)
        largest.height = max(largest.height, lines.largestItem.height)
      default: break
      }
    }
    largestItem = largest
  }

  // MARK: - Frames

  /// The frame of the item at (`section`, `item`), or `nil` if there is no such item.
  ///
  /// - Complexity: O(1) in a uniform section, O(log lines) in a varied one.
  func itemFrame(section: Int, item: Int) -> CGRect? {
    guard sections.indices.contains(section), item >= 0, item < sections[section].metrics.itemCount else {
      return nil
    }
    return itemFrameUnchecked(section: section, item: item)
  }

  @inline(__always)
  private func itemFrameUnchecked(section: Int, item: Int) -> CGRect {
    let descriptor = sections[section]
    let base = sectionStarts[section]
    switch descriptor.items {
    case .uniform(let grid):
      let line = item / grid.perLine
      let column = item - line * grid.perLine
      return axes.rect(
        main: base + descriptor.bodyStart + CGFloat(line) * grid.linePitch,
        cross: grid.firstColumn + CGFloat(column) * grid.columnPitch, mainLength: grid.itemMain,
        crossLength: grid.itemCross)
    case .varied(let lines):
      let line = lines.line(ofItem: item)
      return variedFrame(lines, line: line, item: item, base: base)
    }
  }

  @inline(__always)
  private func variedFrame(_ lines: FlowVariedLines, line: Int, item: Int, base: CGFloat) -> CGRect {
    let size = lines.sizes[item]
    // Centred on the line's cross axis: in the middle of the line's thickness.
    let main = base + lines.lineStart[line] + (lines.lineThickness[line] - size.height) / 2
    return axes.rect(
      main: main, cross: lines.crossOffsets[item], mainLength: size.height, crossLength: size.width)
  }

  /// The frame of `section`'s header where it is drawn now (pinned if pinning is on), or `nil`
  /// if the section has none.
  ///
  /// A pinned header stays at the leading edge of the visible bounds while its section is
  /// visible, never above its natural place and never past the start of its footer.
  func headerFrame(section: Int) -> CGRect? {
    guard sections.indices.contains(section) else { return nil }
    let descriptor = sections[section]
    let length = descriptor.metrics.headerLength
    guard length > 0 else { return nil }
    let start = sectionStarts[section]
    var main = start
    if pinning.headers {
      let limit = max(start, start + descriptor.footerStart - length)
      main = min(max(start, pinning.visibleLower), limit)
    }
    return axes.rect(main: main, cross: 0, mainLength: length, crossLength: crossExtent)
  }

  /// The frame of `section`'s footer where it is drawn now (pinned if pinning is on), or `nil`
  /// if the section has none.
  ///
  /// A pinned footer stays at the trailing edge of the visible bounds while its section is
  /// visible, never below its natural place and never before the end of its header.
  func footerFrame(section: Int) -> CGRect? {
    guard sections.indices.contains(section) else { return nil }
    let descriptor = sections[section]
    let length = descriptor.metrics.footerLength
    guard length > 0 else { return nil }
    let natural = sectionStarts[section] + descriptor.footerStart
    var main = natural
    if pinning.footers {
      let limit = min(natural, sectionStarts[section] + descriptor.metrics.headerLength)
      main = max(min(natural, pinning.visibleUpper - length), limit)
    }
    return axes.rect(main: main, cross: 0, mainLength: length, crossLength: crossExtent)
  }

  // MARK: - Queries

  /// The sections that may have an element within `lower ... upper` on the main axis.
  ///
  /// - Complexity: O(log sections).
  func sections(intersectingMain lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
    // First section whose prefix-max upper extent reaches `lower`.
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) >> 1
      if searchUpper[mid] < lower { low = mid + 1 } else { high = mid }
    }
    let first = low
    // First section whose suffix-min lower extent is past `upper`.
    high = sections.count
    while low < high {
      let mid = (low + high) >> 1
      if searchLower[mid] <= upper { low = mid + 1 } else { high = mid }
    }
    return first..<low
  }

  /// Calls `body` with every element whose frame intersects `rect`, section by section
  /// (header, items in order, footer), until `body` returns `false`.
  ///
  /// - Complexity: O(log n + k) for k elements in the rect (candidates come from binary searches
  ///   over sections and lines, or from arithmetic in uniform sections).
  func forEachElement(in rect: CGRect, _ body: (FlowElement, Int, Int, CGRect) -> Bool) {
    guard LayoutLimits.isQueryable(rect), !sections.isEmpty else { return }
    let query = rect.standardized
    let slack = FlowGeometry.querySlack(query, contentLength: max(contentMainLength, crossExtent))
    let (mainLower, mainUpper) = axes.mainRange(rect)
    let (crossLower, crossUpper) = axes.crossRange(rect)
    for section in sections(intersectingMain: mainLower - slack, mainUpper + slack) {
      let descriptor = sections[section]
      if descriptor.metrics.headerLength > 0, let frame = headerFrame(section: section),
        FlowGeometry.meets(frame, query)
      {
        guard body(.header, section, 0, frame) else { return }
      }
      let base = sectionStarts[section]
      let lower = mainLower - base - slack
      let upper = mainUpper - base + slack
      switch descriptor.items {
      case .uniform(let grid):
        guard
          forEachUniformItem(
            grid, section: section, descriptor: descriptor, lower: lower, upper: upper,
            crossLower: crossLower - slack, crossUpper: crossUpper + slack, query: query, body)
        else { return }
      case .varied(let lines):
        var line = lines.firstLine(endingAtOrAfter: lower)
        while line < lines.lineCount, lines.lineStart[line] <= upper {
          for item in lines.lineFirstItem[line]..<lines.lineFirstItem[line + 1] {
            let frame = variedFrame(lines, line: line, item: item, base: base)
            if FlowGeometry.meets(frame, query) {
              guard body(.cell, section, item, frame) else { return }
            }
          }
          line += 1
        }
      }
      if descriptor.metrics.footerLength > 0, let frame = footerFrame(section: section),
        FlowGeometry.meets(frame, query)
      {
        guard body(.footer, section, 0, frame) else { return }
      }
    }
  }

  /// The items of a uniform section for `forEachElement(in:_:)`; `false` when `body` stopped.
  @inline(__always)
  private func forEachUniformItem(
    _ grid: FlowUniformGrid, section: Int, descriptor: FlowSection, lower: CGFloat, upper: CGFloat,
    crossLower: CGFloat, crossUpper: CGFloat, query: CGRect, _ body: (FlowElement, Int, Int, CGRect) -> Bool
  ) -> Bool {
    guard grid.lineCount > 0 else { return true }
    let lastLine = grid.lineCount - 1
    let firstLine: Int
    let endLine: Int
    if grid.linePitch > 0 {
      firstLine = FlowGeometry.clampedIndex(
        (lower - descriptor.bodyStart - grid.itemMain) / grid.linePitch, lastLine)
      endLine = FlowGeometry.clampedIndex((upper - descriptor.bodyStart) / grid.linePitch, lastLine)
    } else {
      // Every line at the same place (zero-thick items, no spacing).
      guard descriptor.bodyStart >= lower, descriptor.bodyStart <= upper else { return true }
      firstLine = 0
      endLine = lastLine
    }
    guard firstLine <= endLine else { return true }
    var firstColumn = 0
    var endColumn = grid.perLine - 1
    if grid.perLine > 1, grid.columnPitch > 0 {
      firstColumn = FlowGeometry.clampedIndex(
        (crossLower - grid.firstColumn - grid.itemCross) / grid.columnPitch, grid.perLine - 1)
      endColumn = FlowGeometry.clampedIndex(
        (crossUpper - grid.firstColumn) / grid.columnPitch, grid.perLine - 1)
    }
    guard firstColumn <= endColumn else { return true }
    let count = descriptor.metrics.itemCount
    let base = sectionStarts[section] + descriptor.bodyStart
    for line in firstLine...endLine {
      let main = base + CGFloat(line) * grid.linePitch
      let lineFirst = line * grid.perLine
      for column in firstColumn...endColumn {
        let item = lineFirst + column
        guard item < count else { break }
        let frame = axes.rect(
          main: main, cross: grid.firstColumn + CGFloat(column) * grid.columnPitch, mainLength: grid.itemMain,
          crossLength: grid.itemCross)
        if FlowGeometry.meets(frame, query) {
          guard body(.cell, section, item, frame) else { return false }
        }
      }
    }
    return true
  }

  /// Whether `frame` (a size of at least zero, as every flow frame has) meets `query` (a
  /// standardized rectangle) by Apple's rule: they share some area; touching edges do not
  /// count.
  ///
  /// The answer of `frame.overlaps(query)` (and of `CGRect.intersects` on Apple's platforms),
  /// computed inline for rectangles already standardized, since a query asks it once per
  /// candidate element.
  @inline(__always)
  static func meets(_ frame: CGRect, _ query: CGRect) -> Bool {
    frame.origin.x < query.origin.x + query.size.width && query.origin.x < frame.origin.x + frame.size.width
      && frame.origin.y < query.origin.y + query.size.height
      && query.origin.y < frame.origin.y + frame.size.height
  }

  /// `value` rounded down and clamped to `0 ... upper`; NaN gives 0.
  @inline(__always)
  static func clampedIndex(_ value: CGFloat, _ upper: Int) -> Int {
    guard value > 0 else { return 0 }
    let floored = value.rounded(.down)
    return floored >= CGFloat(upper) ? upper : Int(floored)
  }

  /// The thickness of the line holding the item and the largest main-axis length of the other
  /// items on that line (0 if it is alone), for self-sizing estimates.
  func lineThickness(section: Int, item: Int) -> (thickness: CGFloat, others: CGFloat, lineEnd: CGFloat)? {
    guard let frame = itemFrame(section: section, item: item) else { return nil }
    let descriptor = sections[section]
    switch descriptor.items {
    case .uniform(let grid):
      let line = item / grid.perLine
      let inLine = min(grid.perLine, descriptor.metrics.itemCount - line * grid.perLine)
      let lineEnd = axes.mainRange(frame).upper
      return (grid.itemMain, inLine > 1 ? grid.itemMain : 0, lineEnd)
    case .varied(let lines):
      let line = lines.line(ofItem: item)
      var others: CGFloat = 0
      for other in lines.lineFirstItem[line]..<lines.lineFirstItem[line + 1] where other != item {
        others = max(others, lines.sizes[other].height)
      }
      let lineEnd = sectionStarts[section] + lines.lineStart[line] + lines.lineThickness[line]
      return (lines.lineThickness[line], others, lineEnd)
    }
  }
}
