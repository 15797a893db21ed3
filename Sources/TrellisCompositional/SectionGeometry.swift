/// The laid-out geometry of one section, in flat value-type storage: the solved group shape,
/// the arithmetic that places each repetition, the measured groups of a self-sizing section,
/// the boundary items and decorations, and the changes its visible-items handler made.
///
/// Main-axis positions here are relative to the section's start; cross-axis positions are
/// absolute. No attribute object is stored.
@MainActor
struct SectionGeometry {
  /// The section's definition (read when a measured group is re-solved or the handler runs).
  var definition: CollectionLayoutSection?
  var axes = CompositionalAxes(isVertical: true)
  var itemCount = 0
  /// The root group solved once.
  var shape = GroupShape()
  /// Items per group (the shape's slot count).
  var perGroup = 0
  var groupCount = 0
  /// The container size the root group was solved in.
  var groupContainer = CGSize.zero
  var traits = TraitCollection(size: .zero)

  // MARK: Main axis

  /// The start of the content area (after the extending start boundary items).
  var contentAreaStart: CGFloat = 0
  /// The section's content insets.
  var insets = DirectionalEdgeInsets.zero
  /// The base group's length along the scrolling axis.
  var groupMain: CGFloat = 0
  /// The base group's length across it.
  var groupCross: CGFloat = 0
  /// `interGroupSpacing`, sanitized.
  var spacing: CGFloat = 0
  /// The extent of the end boundary items that extend the section.
  var endExtension: CGFloat = 0
  /// The cross position of the groups (non-orthogonal), or of the first group before
  /// scrolling (orthogonal).
  var crossStart: CGFloat = 0
  /// The cross extent of the container area (start and length), for backgrounds and the
  /// orthogonal viewport.
  var containerCrossStart: CGFloat = 0
  var containerCrossLength: CGFloat = 0

  // MARK: Orthogonal scrolling

  var orthogonal = CollectionLayoutSectionOrthogonalScrollingBehavior.none
  var orthogonalOffset: CGFloat = 0
  var orthogonalMinimum: CGFloat = 0
  var orthogonalMaximum: CGFloat = 0

  // MARK: Other elements

  var sizing: SectionSizing?
  var boundaries: [BoundaryPlacement] = []
  var decorations: [DecorationPlacement] = []
  /// The handler's changes, sorted by element.
  var overrides: [ElementOverride] = []
  /// How far overridden elements reach past the section (main axis, relative), for searches.
  var overrideLower: CGFloat = 0
  var overrideUpper: CGFloat = 0

  var isOrthogonal: Bool { orthogonal != .none }

  // MARK: - Derived lengths

  /// The start of the first group, relative to the section.
  var groupsStart: CGFloat { contentAreaStart + axes.mainLeading(insets) }

  /// The distance from one group to the next along the section's layout direction.
  var pitch: CGFloat { (isOrthogonal ? groupCross : groupMain) + spacing }

  /// The total length of the groups along the scrolling axis.
  var groupsLength: CGFloat {
    guard groupCount > 0 else { return 0 }
    if isOrthogonal { return groupMain }
    return CGFloat(groupCount) * groupMain + CGFloat(groupCount - 1) * spacing
      + (sizing?.prefix(groupCount) ?? 0)
  }

  /// The end of the content area (after the end content inset), relative to the section.
  var contentAreaEnd: CGFloat { groupsStart + groupsLength + axes.mainTrailing(insets) }

  /// The section's length along the scrolling axis.
  var length: CGFloat { contentAreaEnd + endExtension }

  /// The orthogonal content's length (insets included).
  var orthogonalContentLength: CGFloat {
    guard groupCount > 0 else { return axes.crossLeading(insets) + axes.crossTrailing(insets) }
    return axes.crossLeading(insets) + CGFloat(groupCount) * groupCross + CGFloat(groupCount - 1) * spacing
      + axes.crossTrailing(insets)
  }

  // MARK: - Groups

  /// The shape of group `group`.
  @inline(__always)
  func shape(ofGroup group: Int) -> GroupShape {
    if let sizing, let record = sizing.record(ofGroup: group) { return record.shape }
    return shape
  }

  /// The main-axis start of group `group`, relative to the section (non-orthogonal).
  @inline(__always)
  func groupStart(_ group: Int) -> CGFloat {
    groupsStart + CGFloat(group) * (groupMain + spacing) + (sizing?.prefix(group) ?? 0)
  }

  /// The origin of group `group` with the section starting at `start`.
  @inline(__always)
  func groupOrigin(_ group: Int, sectionStart start: CGFloat) -> CGPoint {
    if isOrthogonal {
      return axes.point(
        main: start + groupsStart, cross: crossStart + CGFloat(group) * pitch - orthogonalOffset)
    }
    return axes.point(main: start + groupStart(group), cross: crossStart)
  }

  /// The origin of group `group` ignoring orthogonal scrolling.
  func unscrolledGroupOrigin(_ group: Int, sectionStart start: CGFloat) -> CGPoint {
    if isOrthogonal {
      return axes.point(main: start + groupsStart, cross: crossStart + CGFloat(group) * pitch)
    }
    return groupOrigin(group, sectionStart: start)
  }

  /// The range of groups that may have an element within `lower ..< upper` along the section's
  /// layout direction (the main axis, or the cross axis for an orthogonal section), given in
  /// section-relative main coordinates or absolute cross coordinates.
  ///
  /// - Complexity: O(1) for arithmetic sections, O(log n) for measured ones.
  func candidateGroups(lower: CGFloat, upper: CGFloat) -> Range<Int> {
    guard groupCount > 0, lower.isFinite, upper.isFinite else { return 0..<0 }
    let slack: CGFloat = 0.5
    if isOrthogonal {
      let (extentLower, extentUpper) = axes.crossRange(shape.extent)
      let base = crossStart - orthogonalOffset
      return arithmeticRange(
        lower: lower - base - extentUpper - slack, upper: upper - base - extentLower + slack, pitch: pitch)
    }
    if let sizing {
      let target = lower - groupsStart - sizing.extentUpper - slack
      let first = sizing.lastStart(atOrBefore: target, pitch: groupMain + spacing)
      var end = first
      let limit = upper - sizing.extentLower + slack
      var start = groupStart(first)
      while end < groupCount, start <= limit {
        start += groupMain + spacing + (delta(ofGroup: end, sizing) ?? 0)
        end += 1
      }
      return first..<end
    }
    let (extentLower, extentUpper) = axes.mainRange(shape.extent)
    return arithmeticRange(
      lower: lower - groupsStart - extentUpper - slack, upper: upper - groupsStart - extentLower + slack,
      pitch: groupMain + spacing)
  }

  /// The length difference of a measured group.
  @inline(__always)
  private func delta(ofGroup group: Int, _ sizing: SectionSizing) -> CGFloat? {
    guard let record = sizing.record(ofGroup: group) else { return nil }
    return axes.main(record.shape.size) - groupMain
  }

  /// Groups g with `lower < g·pitch` … `g·pitch < upper` (both relative to the first group).
  private func arithmeticRange(lower: CGFloat, upper: CGFloat, pitch: CGFloat) -> Range<Int> {
    guard upper >= 0 else { return 0..<0 }
    let last = groupCount - 1
    guard pitch > 0 else { return lower <= 0 ? 0..<groupCount : 0..<0 }
    let first = Self.clampedIndex(lower / pitch, last)
    let end = Self.clampedIndex(upper / pitch, last)
    guard first <= end, CGFloat(first) * pitch <= upper else { return 0..<0 }
    return first..<(end + 1)
  }

  /// `value` rounded down and clamped to `0 ... upper`; NaN gives 0.
  @inline(__always)
  static func clampedIndex(_ value: CGFloat, _ upper: Int) -> Int {
    guard value > 0 else { return 0 }
    let floored = value.rounded(.down)
    return floored >= CGFloat(upper) ? upper : Int(floored)
  }

  // MARK: - Frames

  /// The frame of item `item`, with the section starting at `start`, before any handler change.
  func itemFrame(_ item: Int, sectionStart start: CGFloat) -> CGRect? {
    guard item >= 0, item < itemCount, perGroup > 0 else { return nil }
    let group = item / perGroup
    let slot = item - group * perGroup
    let origin = groupOrigin(group, sectionStart: start)
    return CompositionalRect.translated(shape(ofGroup: group).slots[slot].frame, by: origin)
  }

  /// The z-index of item `item` before any handler change.
  func itemZIndex(_ item: Int) -> Int {
    guard item >= 0, item < itemCount, perGroup > 0 else { return 0 }
    let group = item / perGroup
    return shape(ofGroup: group).slots[item - group * perGroup].zIndex
  }

  /// The frame and z-index of the supplementary item of `kind` attached to item `item`.
  func itemSupplementary(kind: String, item: Int, sectionStart start: CGFloat) -> (CGRect, Int)? {
    guard item >= 0, item < itemCount, perGroup > 0 else { return nil }
    let group = item / perGroup
    let slot = item - group * perGroup
    let shape = shape(ofGroup: group)
    guard let found = shape.supplementaries.first(where: { $0.slot == slot && $0.kind == kind }) else {
      return nil
    }
    let origin = groupOrigin(group, sectionStart: start)
    return (CompositionalRect.translated(found.frame, by: origin), found.zIndex)
  }

  /// The natural (unpinned) frame of boundary item `index`.
  func boundaryFrame(_ index: Int, sectionStart start: CGFloat) -> CGRect {
    let placement = boundaries[index]
    let base: CGFloat
    switch placement.anchor {
    case .start: base = 0
    case .end: base = contentAreaEnd
    case .side: base = contentAreaStart
    }
    return axes.rect(
      main: start + base + placement.mainOffset, cross: placement.cross,
      mainLength: axes.main(placement.size), crossLength: axes.cross(placement.size))
  }

  /// The frame of decoration `index`.
  func decorationFrame(_ index: Int, sectionStart start: CGFloat) -> CGRect {
    let section = axes.rect(
      main: start, cross: containerCrossStart, mainLength: length, crossLength: containerCrossLength)
    return GroupSolver.standardized(section.inset(by: decorations[index].insets.sanitized))
  }

  /// The region of the section that scrolls orthogonally (content coordinates): the groups'
  /// band with the content insets along the scrolling axis, across the container's width.
  func orthogonalRegion(sectionStart start: CGFloat) -> CGRect {
    axes.rect(
      main: start + contentAreaStart, cross: containerCrossStart,
      mainLength: contentAreaEnd - contentAreaStart, crossLength: containerCrossLength)
  }

  // MARK: - Handler changes

  /// The handler's change of element `id`, if any.
  @inline(__always)
  func override(for id: SectionElementID) -> ElementOverride? {
    guard !overrides.isEmpty else { return nil }
    var low = 0
    var high = overrides.count
    while low < high {
      let mid = (low + high) >> 1
      if overrides[mid].id < id { low = mid + 1 } else { high = mid }
    }
    return low < overrides.count && overrides[low].id == id ? overrides[low] : nil
  }

  /// The extent of the section along the main axis, relative to its start, including every
  /// element that pokes out of it (badges, offsets, handler changes).
  var extent: (lower: CGFloat, upper: CGFloat) {
    var lower = min(0, overrideLower)
    var upper = max(length, overrideUpper)
    if groupCount > 0 {
      let (shapeLower, shapeUpper) = axes.mainRange(shape.extent)
      if isOrthogonal {
        lower = min(lower, groupsStart + shapeLower)
        upper = max(upper, groupsStart + shapeUpper)
      } else {
        let sizingLower = sizing?.extentLower ?? shapeLower
        let sizingUpper = sizing?.extentUpper ?? shapeUpper
        lower = min(lower, groupsStart + min(shapeLower, sizingLower))
        let lastStart = groupStart(groupCount - 1)
        upper = max(upper, lastStart + max(shapeUpper, sizingUpper))
      }
    }
    for index in boundaries.indices {
      let range = axes.mainRange(boundaryFrame(index, sectionStart: 0))
      lower = min(lower, range.lower)
      upper = max(upper, range.upper)
    }
    return (lower, upper)
  }
}
