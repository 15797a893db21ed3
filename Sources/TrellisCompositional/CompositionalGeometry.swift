/// The part of the visible bounds pinned boundary items stick to, captured at `prepare()`.
struct CompositionalPinning: Equatable, Sendable {
  /// The main-axis coordinate of the visible bounds' leading edge, inside the adjusted inset.
  var visibleLower: CGFloat = 0
  /// The main-axis coordinate of the visible bounds' trailing edge, inside the adjusted inset.
  var visibleUpper: CGFloat = 0
}

/// A compositional layout's geometry: its sections, where each starts, the layout-wide
/// boundary items, and the search indexes rect queries use.
///
/// Section starts are a prefix sum recomputed in O(sections) when a section's length changes;
/// everything inside a section is arithmetic on its solved group (see `SectionGeometry`).
@MainActor
struct CompositionalGeometry {
  var axes = CompositionalAxes(isVertical: true)
  var sections: [SectionGeometry] = []
  /// Each section's absolute main-axis start.
  var sectionStarts: [CGFloat] = []
  /// Prefix maximum of the sections' absolute upper extents (non-decreasing).
  var searchUpper: [CGFloat] = []
  /// Suffix minimum of the sections' absolute lower extents (non-decreasing).
  var searchLower: [CGFloat] = []
  /// The layout-wide boundary items.
  var global = BoundaryLayout(
    [], axes: CompositionalAxes(isVertical: true), areaStart: 0, areaLength: 0, sizeContainer: .zero)
  var interSectionSpacing: CGFloat = 0
  /// The end of the last section.
  var sectionsEnd: CGFloat = 0
  /// The content's length along the main axis.
  var contentLength: CGFloat = 0
  /// The content's extent across the main axis.
  var crossLength: CGFloat = 0
  var pinning = CompositionalPinning()

  /// The size of the whole content.
  var contentSize: CGSize { axes.size(main: contentLength, cross: crossLength) }

  /// Recomputes the section starts, the search indexes and the content length.
  ///
  /// - Complexity: O(sections).
  mutating func recomputeOffsets() {
    let count = sections.count
    sectionStarts = [CGFloat](repeating: 0, count: count)
    searchUpper = [CGFloat](repeating: 0, count: count)
    searchLower = [CGFloat](repeating: 0, count: count)
    var start = global.startExtension
    var upper = -CGFloat.infinity
    var extents: [(CGFloat, CGFloat)] = []
    extents.reserveCapacity(count)
    for index in 0..<count {
      sectionStarts[index] = start
      let extent = sections[index].extent
      extents.append(extent)
      upper = max(upper, start + extent.upper)
      searchUpper[index] = upper
      start += sections[index].length
      if index < count - 1 { start += interSectionSpacing }
    }
    var lower = CGFloat.infinity
    for index in stride(from: count - 1, through: 0, by: -1) {
      lower = min(lower, sectionStarts[index] + extents[index].0)
      searchLower[index] = lower
    }
    sectionsEnd = start
    contentLength = max(0, start + global.endExtension)
  }

  /// Updates the search indexes after the extent of section `section` changed without its
  /// length changing (the handler changed its elements).
  ///
  /// - Complexity: O(sections).
  mutating func refreshExtents() {
    let count = sections.count
    var upper = -CGFloat.infinity
    var extents: [(CGFloat, CGFloat)] = []
    extents.reserveCapacity(count)
    for index in 0..<count {
      let extent = sections[index].extent
      extents.append(extent)
      upper = max(upper, sectionStarts[index] + extent.upper)
      searchUpper[index] = upper
    }
    var lower = CGFloat.infinity
    for index in stride(from: count - 1, through: 0, by: -1) {
      lower = min(lower, sectionStarts[index] + extents[index].0)
      searchLower[index] = lower
    }
  }

  /// The sections that may have an element within `lower ... upper` on the main axis.
  ///
  /// - Complexity: O(log sections).
  func sections(intersectingMain lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) >> 1
      if searchUpper[mid] <= lower { low = mid + 1 } else { high = mid }
    }
    let first = low
    high = sections.count
    while low < high {
      let mid = (low + high) >> 1
      if searchLower[mid] < upper { low = mid + 1 } else { high = mid }
    }
    return first..<low
  }

  /// The section whose main-axis span `[start, start + length)` contains `position`, or `nil`.
  func section(containingMain position: CGFloat) -> Int? {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) >> 1
      if sectionStarts[mid] <= position { low = mid + 1 } else { high = mid }
    }
    let index = low - 1
    guard index >= 0, position < sectionStarts[index] + sections[index].length else { return nil }
    return index
  }

  // MARK: - Boundary items

  /// The frame of a boundary item placed as `placement`, natural or pinned, for a span that
  /// starts at `start`, whose content area ends at `contentEnd` and that is `length` long.
  func boundaryFrame(
    _ placement: BoundaryPlacement, natural: CGRect, spanStart start: CGFloat, spanLength length: CGFloat
  ) -> CGRect {
    guard let pin = placement.pin else { return natural }
    let extent = axes.main(placement.size)
    let naturalMain = axes.mainRange(natural).lower
    var main = naturalMain
    switch pin {
    case .start:
      let limit = max(naturalMain, start + length - extent)
      main = min(max(naturalMain, pinning.visibleLower), limit)
    case .end:
      let floor = min(naturalMain, start)
      main = max(min(naturalMain, pinning.visibleUpper - extent), floor)
    }
    guard main != naturalMain else { return natural }
    return axes.rect(
      main: main, cross: axes.crossRange(natural).lower, mainLength: extent,
      crossLength: axes.cross(placement.size))
  }

  /// The frame (pinned if it pins) of boundary item `index` of section `section`.
  func sectionBoundaryFrame(section: Int, index: Int) -> CGRect {
    let geometry = sections[section]
    let start = sectionStarts[section]
    let natural = geometry.boundaryFrame(index, sectionStart: start)
    return boundaryFrame(
      geometry.boundaries[index], natural: natural, spanStart: start, spanLength: geometry.length)
  }

  /// The frame (pinned if it pins) of layout-wide boundary item `index`.
  func globalBoundaryFrame(_ index: Int) -> CGRect {
    let placement = global.placements[index]
    let base: CGFloat
    switch placement.anchor {
    case .start: base = 0
    case .end: base = sectionsEnd
    case .side: base = global.startExtension
    }
    let natural = axes.rect(
      main: base + placement.mainOffset, cross: placement.cross, mainLength: axes.main(placement.size),
      crossLength: axes.cross(placement.size))
    return boundaryFrame(placement, natural: natural, spanStart: 0, spanLength: contentLength)
  }

  /// Whether any boundary item pins.
  var hasPinnedItems: Bool {
    global.placements.contains { $0.pin != nil }
      || sections.contains { $0.boundaries.contains { $0.pin != nil } }
  }
}
