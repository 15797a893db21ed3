/// One cell of a solved group: its frame relative to the group's origin.
struct ShapeSlot: Equatable, Sendable {
  /// The cell's frame (after the item's content insets), relative to the root group's origin.
  var frame: CGRect
  /// The cell's z-index (custom groups set it; 0 otherwise).
  var zIndex: Int
  /// The index of the slot's item among the root group's children, or −1 when the item is
  /// nested deeper (only direct children of the root group self-size).
  var rootChild: Int
  /// Whether the item's dimension along the scrolling axis self-sizes.
  var selfSizes: Bool
}

/// One supplementary item (badge) of a solved group.
struct ShapeSupplementary: Equatable, Sendable {
  /// The supplementary kind.
  var kind: String
  /// Its frame relative to the root group's origin.
  var frame: CGRect
  /// Its z-index.
  var zIndex: Int
  /// The slot whose item's index path it takes (for a group's supplementary item: the group's
  /// first slot).
  var slot: Int
}

/// A solved group: the frames of every cell and supplementary item of one repetition of a
/// section's group, relative to the group's origin.
///
/// A section solves its group once and places every repetition by translating this shape, so
/// preparing a section costs the same for ten items as for a million.
struct GroupShape: Equatable, Sendable {
  /// The root group's size.
  var size: CGSize = .zero
  /// The cells, in item order.
  var slots: [ShapeSlot] = []
  /// The supplementary items.
  var supplementaries: [ShapeSupplementary] = []
  /// The union of the group's rectangle and every frame, relative to the origin.
  var extent: CGRect = .zero
  /// How many subitems each group node placed, in depth-first order (so that a re-solve with
  /// measured sizes keeps the same items in the same slots).
  var repeatCounts: [Int] = []

  /// Recomputes `extent`.
  mutating func computeExtent() {
    var union = CGRect(origin: .zero, size: size)
    for slot in slots { union = union.union(slot.frame) }
    for supplementary in supplementaries { union = union.union(supplementary.frame) }
    extent = union
  }
}

/// Solves a section's root group into a `GroupShape`.
///
/// The algorithm, for a horizontal group (vertical swaps the axes), inside the group's frame
/// shrunk by its `contentInsets`:
///
/// 1. The children: `count` copies of the subitem, each `(width − spacing·(count − 1) −
///    edge spacings) / count` wide; or the subitems in order, repeated while the next one
///    (with its edge spacing and the inter-item spacing before it) still fits, at least one.
///    Each child's size is its `layoutSize` resolved against the group's inner size.
/// 2. Free space = width − children − minimum spacings; flexible inter-item and edge spacings
///    share it equally. Children are placed left to right with those spacings; across the axis
///    each child sits at its top edge spacing (flexible top and bottom share the space).
/// 3. A leaf's cell is its slot shrunk by its `contentInsets` (not along a self-sizing
///    dimension); a nested group is solved the same way in its slot.
///
/// Self-sizing (the scrolling axis only): a root group whose dimension along that axis
/// self-sizes takes its length from its direct children (the tallest of a horizontal group's
/// non-fractional children, the sum of a vertical group's), using measured lengths where the
/// caller gives them (`overrides`, by root child); `.uniformAcrossSiblings` children all take
/// the largest of their lengths.
@MainActor
struct GroupSolver {
  /// Whether the layout scrolls vertically (the axis that self-sizes is then the height).
  let mainIsVertical: Bool
  /// Whether self-sizing applies (it does not in orthogonal sections).
  let selfSizing: Bool
  /// The traits handed to custom groups.
  let traits: TraitCollection
  /// Measured lengths along the scrolling axis, by root child index (NaN: not measured).
  var overrides: [CGFloat] = []
  /// Counts to replay (from the base shape), or empty to record them.
  var replayCounts: [Int] = []

  private var shape = GroupShape()
  private var countCursor = 0

  init(mainIsVertical: Bool, selfSizing: Bool, traits: TraitCollection) {
    self.mainIsVertical = mainIsVertical
    self.selfSizing = selfSizing
    self.traits = traits
  }

  /// The most children one group node places when its subitems take no space (zero-size
  /// subitems would otherwise repeat forever).
  static let maximumRepeats = 10_000

  /// The most cells one solved group places, its nested groups and their repetitions together
  /// (a group of 10,000 groups of 10,000 items would otherwise place 10⁸); the rest of the
  /// group, in depth-first order, places nothing.
  static let maximumSlots = 10_000

  /// Solves `group` as the root group of a section whose content area is `container`.
  mutating func solve(_ group: CollectionLayoutGroup, in container: CGSize) -> GroupShape {
    shape = GroupShape()
    countCursor = 0
    var size = group.layoutSize.resolve(in: container)
    let mainDimension = mainIsVertical ? group.layoutSize.heightDimension : group.layoutSize.widthDimension
    let rootSelfSizes = selfSizing && mainDimension.selfSizes
    if rootSelfSizes, let driven = drivenMainLength(of: group, size: size) {
      if mainIsVertical { size.height = driven } else { size.width = driven }
    }
    shape.size = size
    place(group, in: CGRect(origin: .zero, size: size), isRoot: true)
    shape.computeExtent()
    return shape
  }

  // MARK: - Placing

  private mutating func place(
    _ item: CollectionLayoutItem, in slot: CGRect, isRoot: Bool, rootChild: Int = -1
  ) {
    if let group = item as? CollectionLayoutGroup {
      placeGroup(group, in: slot, isRoot: isRoot)
      return
    }
    guard shape.slots.count < Self.maximumSlots else { return }
    let size = item.layoutSize
    var insets = item.contentInsets.sanitized
    if size.widthDimension.selfSizes {
      insets.leading = 0
      insets.trailing = 0
    }
    if size.heightDimension.selfSizes {
      insets.top = 0
      insets.bottom = 0
    }
    let frame = Self.standardized(slot.inset(by: insets))
    let mainDimension = mainIsVertical ? size.heightDimension : size.widthDimension
    let index = shape.slots.count
    shape.slots.append(
      ShapeSlot(
        frame: frame, zIndex: 0, rootChild: rootChild, selfSizes: selfSizing && mainDimension.selfSizes))
    attachSupplementaries(item.supplementaryItems, to: frame, slot: index)
  }

  private mutating func attachSupplementaries(
    _ supplementaries: [CollectionLayoutSupplementaryItem], to container: CGRect, slot: Int
  ) {
    for supplementary in supplementaries {
      let size = supplementary.layoutSize.resolve(in: container.size)
      let frame = supplementary.containerAnchor.frame(
        of: size, in: container, itemAnchor: supplementary.itemAnchor)
      shape.supplementaries.append(
        ShapeSupplementary(
          kind: supplementary.elementKind, frame: frame, zIndex: supplementary.zIndex, slot: slot))
    }
  }

  private mutating func placeGroup(_ group: CollectionLayoutGroup, in frame: CGRect, isRoot: Bool) {
    let firstSlot = shape.slots.count
    guard firstSlot < Self.maximumSlots else { return }
    let inner = Self.standardized(frame.inset(by: group.contentInsets.sanitized))
    switch group.arrangement {
    case .custom(let provider):
      let environment = LayoutEnvironment(
        layoutContainer: LayoutContainer(contentSize: inner.size, contentInsets: .zero),
        traitCollection: traits)
      for custom in provider(environment) {
        guard shape.slots.count < Self.maximumSlots else { break }
        let local = Self.customFrame(custom.frame)
        shape.slots.append(
          ShapeSlot(
            frame: local.offsetBy(dx: inner.minX, dy: inner.minY), zIndex: custom.zIndex, rootChild: -1,
            selfSizes: false))
      }
    case .horizontal, .vertical:
      let horizontal = Self.isHorizontal(group)
      var children = childSizes(of: group, inner: inner.size, isRoot: isRoot)
      if isRoot { applyOverrides(to: &children, of: group) }
      arrange(children, of: group, horizontal: horizontal, inner: inner, isRoot: isRoot)
    }
    if shape.slots.count > firstSlot {
      attachSupplementaries(group.supplementaryItems, to: frame, slot: firstSlot)
    }
  }

  /// A child of a group: the item and its slot size.
  private struct Child {
    var item: CollectionLayoutItem
    var size: CGSize
  }

  /// The children of `group` in an inner area of `inner` size, with their sizes.
  private mutating func childSizes(of group: CollectionLayoutGroup, inner: CGSize, isRoot: Bool) -> [Child] {
    let horizontal = Self.isHorizontal(group)
    let axisLength = horizontal ? inner.width : inner.height
    let spacing = group.interItemSpacing?.minimum ?? 0
    var children: [Child] = []
    if let count = group.fixedCount {
      guard count > 0, let subitem = group.subitems.first else { return [] }
      let edges = Self.edgeMinimums(subitem, horizontal: horizontal)
      let share = max(
        0, (axisLength - spacing * CGFloat(count - 1) - CGFloat(count) * edges) / CGFloat(count))
      var size = subitem.layoutSize.resolve(in: inner)
      if horizontal { size.width = share } else { size.height = share }
      children = Array(repeating: Child(item: subitem, size: size), count: count)
      return children
    }
    let subitems = group.subitems
    guard !subitems.isEmpty else { return [] }
    // A self-sizing root arranged along the scrolling axis places its subitems once: its length
    // comes from them, so "while they fit" has no meaning there.
    let alongMain = horizontal != mainIsVertical
    let rootDriven =
      isRoot && selfSizing && alongMain
      && (mainIsVertical ? group.layoutSize.heightDimension : group.layoutSize.widthDimension).selfSizes
    let replaying = countCursor < replayCounts.count
    let recorded = replaying ? replayCounts[countCursor] : nil
    var used: CGFloat = 0
    var index = 0
    while true {
      if let recorded, children.count >= recorded { break }
      if rootDriven, recorded == nil, children.count >= subitems.count { break }
      let subitem = subitems[index % subitems.count]
      let size = subitem.layoutSize.resolve(in: inner)
      let need =
        (horizontal ? size.width : size.height) + Self.edgeMinimums(subitem, horizontal: horizontal)
        + (children.isEmpty ? 0 : spacing)
      if recorded == nil, !rootDriven, !children.isEmpty, used + need > axisLength + 0.000_1 { break }
      children.append(Child(item: subitem, size: size))
      used += need
      index += 1
      if recorded == nil, children.count >= Self.maximumRepeats { break }
      if recorded == nil, need <= 0, index >= subitems.count { break }
    }
    if replaying {
      countCursor += 1
    } else {
      shape.repeatCounts.append(children.count)
      countCursor += 1
    }
    return children
  }

  /// Replaces the scrolling-axis length of the root's self-sizing children with their measured
  /// lengths, and evens out `.uniformAcrossSiblings` children.
  private func applyOverrides(to children: inout [Child], of group: CollectionLayoutGroup) {
    guard selfSizing else { return }
    var uniformMaximum: CGFloat?
    for index in children.indices where children[index].item is CollectionLayoutGroup == false {
      let dimension = mainDimension(of: children[index].item)
      guard dimension.selfSizes else { continue }
      if index < overrides.count, overrides[index].isFinite, overrides[index] >= 0 {
        setMain(&children[index].size, overrides[index])
      }
      if dimension.isUniformAcrossSiblings {
        uniformMaximum = max(uniformMaximum ?? 0, main(children[index].size))
      }
    }
    if let uniformMaximum {
      for index in children.indices
      where !(children[index].item is CollectionLayoutGroup)
        && mainDimension(of: children[index].item).isUniformAcrossSiblings
      {
        setMain(&children[index].size, uniformMaximum)
      }
    }
  }

  /// Places `children` along the group's axis with its spacings.
  private mutating func arrange(
    _ children: [Child], of group: CollectionLayoutGroup, horizontal: Bool, inner: CGRect, isRoot: Bool
  ) {
    guard !children.isEmpty else { return }
    let axisLength = horizontal ? inner.width : inner.height
    let crossLength = horizontal ? inner.height : inner.width
    let gap = group.interItemSpacing
    let gapMinimum = gap?.minimum ?? 0
    let gapFlexible = gap?.isFlexibleSpacing ?? false
    var fixedTotal = gapMinimum * CGFloat(children.count - 1)
    var flexibleCount = gapFlexible ? children.count - 1 : 0
    for child in children {
      fixedTotal += horizontal ? child.size.width : child.size.height
      let (lead, trail) = Self.axisEdges(child.item, horizontal: horizontal)
      fixedTotal += (lead?.minimum ?? 0) + (trail?.minimum ?? 0)
      if lead?.isFlexibleSpacing == true { flexibleCount += 1 }
      if trail?.isFlexibleSpacing == true { flexibleCount += 1 }
    }
    let free = axisLength - fixedTotal
    let extra = flexibleCount > 0 && free > 0 ? free / CGFloat(flexibleCount) : 0
    var cursor = horizontal ? inner.minX : inner.minY
    for (position, child) in children.enumerated() {
      guard shape.slots.count < Self.maximumSlots else { break }
      if position > 0 { cursor += gapMinimum + (gapFlexible ? extra : 0) }
      let (lead, trail) = Self.axisEdges(child.item, horizontal: horizontal)
      cursor += (lead?.minimum ?? 0) + (lead?.isFlexibleSpacing == true ? extra : 0)
      let (top, bottom) = Self.crossEdges(child.item, horizontal: horizontal)
      let childCross = horizontal ? child.size.height : child.size.width
      let crossFree = crossLength - childCross - (top?.minimum ?? 0) - (bottom?.minimum ?? 0)
      let crossFlexible =
        (top?.isFlexibleSpacing == true ? 1 : 0) + (bottom?.isFlexibleSpacing == true ? 1 : 0)
      let crossExtra = crossFlexible > 0 && crossFree > 0 ? crossFree / CGFloat(crossFlexible) : 0
      let crossStart =
        (horizontal ? inner.minY : inner.minX) + (top?.minimum ?? 0)
        + (top?.isFlexibleSpacing == true ? crossExtra : 0)
      let slot =
        horizontal
        ? CGRect(x: cursor, y: crossStart, width: child.size.width, height: child.size.height)
        : CGRect(x: crossStart, y: cursor, width: child.size.width, height: child.size.height)
      place(child.item, in: slot, isRoot: false, rootChild: isRoot ? position : -1)
      cursor +=
        (horizontal ? child.size.width : child.size.height) + (trail?.minimum ?? 0)
        + (trail?.isFlexibleSpacing == true ? extra : 0)
    }
  }

  // MARK: - Self-sizing

  /// The scrolling-axis length a self-sizing root group takes from its direct children, or
  /// `nil` when no child decides it (the group keeps its estimate).
  private mutating func drivenMainLength(of group: CollectionLayoutGroup, size: CGSize) -> CGFloat? {
    guard case .custom = group.arrangement else {
      let horizontal = Self.isHorizontal(group)
      let insets = group.contentInsets.sanitized
      let inner = Self.standardized(CGRect(origin: .zero, size: size).inset(by: insets)).size
      let savedCursor = countCursor
      let savedCounts = shape.repeatCounts
      var children = childSizes(of: group, inner: inner, isRoot: true)
      applyOverrides(to: &children, of: group)
      countCursor = savedCursor
      shape.repeatCounts = savedCounts
      guard !children.isEmpty else { return nil }
      let mainInsets = mainIsVertical ? insets.vertical : insets.horizontal
      let alongMain = horizontal != mainIsVertical
      if alongMain {
        var total = (group.interItemSpacing?.minimum ?? 0) * CGFloat(children.count - 1)
        for child in children {
          total += main(child.size) + Self.edgeMinimums(child.item, horizontal: horizontal)
        }
        return total + mainInsets
      }
      var tallest: CGFloat?
      for child in children {
        let dimension = mainDimension(of: child.item)
        if dimension.isFractionalHeight && mainIsVertical || dimension.isFractionalWidth && !mainIsVertical {
          continue
        }
        let (top, bottom) = Self.crossEdges(child.item, horizontal: horizontal)
        tallest = max(tallest ?? 0, main(child.size) + (top?.minimum ?? 0) + (bottom?.minimum ?? 0))
      }
      return tallest.map { $0 + mainInsets }
    }
    return nil
  }

  // MARK: - Helpers

  private func mainDimension(of item: CollectionLayoutItem) -> CollectionLayoutDimension {
    mainIsVertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
  }

  private func main(_ size: CGSize) -> CGFloat { mainIsVertical ? size.height : size.width }

  private func setMain(_ size: inout CGSize, _ value: CGFloat) {
    if mainIsVertical { size.height = value } else { size.width = value }
  }

  private static func isHorizontal(_ group: CollectionLayoutGroup) -> Bool {
    if case .vertical = group.arrangement { return false }
    return true
  }

  /// The edge spacings of `item` along a group's axis (leading/trailing or top/bottom).
  private static func axisEdges(
    _ item: CollectionLayoutItem, horizontal: Bool
  ) -> (CollectionLayoutSpacing?, CollectionLayoutSpacing?) {
    guard let edges = item.edgeSpacing else { return (nil, nil) }
    return horizontal ? (edges.leading, edges.trailing) : (edges.top, edges.bottom)
  }

  /// The edge spacings of `item` across a group's axis.
  private static func crossEdges(
    _ item: CollectionLayoutItem, horizontal: Bool
  ) -> (CollectionLayoutSpacing?, CollectionLayoutSpacing?) {
    guard let edges = item.edgeSpacing else { return (nil, nil) }
    return horizontal ? (edges.top, edges.bottom) : (edges.leading, edges.trailing)
  }

  /// The minimum edge spacing of `item` along a group's axis.
  private static func edgeMinimums(_ item: CollectionLayoutItem, horizontal: Bool) -> CGFloat {
    let (lead, trail) = axisEdges(item, horizontal: horizontal)
    return (lead?.minimum ?? 0) + (trail?.minimum ?? 0)
  }

  /// A custom group's frame as the layout uses it: `.zero` when a number is NaN or infinite,
  /// otherwise standardized, its origin clamped to ±10¹² points and its sides to 0 … 10¹²
  /// (`LayoutLimits`).
  static func customFrame(_ frame: CGRect) -> CGRect {
    guard frame.isFiniteRect else { return .zero }
    let rect = standardized(frame)
    return CGRect(
      x: LayoutLimits.signedLength(rect.minX), y: LayoutLimits.signedLength(rect.minY),
      width: LayoutLimits.length(rect.width), height: LayoutLimits.length(rect.height))
  }

  /// `rect` with a non-negative size (an inset larger than the rectangle leaves it empty at
  /// its middle).
  static func standardized(_ rect: CGRect) -> CGRect {
    var result = rect
    if !(result.size.width > 0) {
      result.origin.x += result.size.width.isFinite ? result.size.width / 2 : 0
      result.size.width = 0
    }
    if !(result.size.height > 0) {
      result.origin.y += result.size.height.isFinite ? result.size.height / 2 : 0
      result.size.height = 0
    }
    return result
  }
}
