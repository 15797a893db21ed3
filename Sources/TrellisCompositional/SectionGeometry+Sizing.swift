extension SectionGeometry {
  /// Whether the item's length along the scrolling axis self-sizes.
  func selfSizes(item: Int) -> Bool {
    guard !isOrthogonal, item >= 0, item < itemCount, perGroup > 0 else { return false }
    let slot = shape.slots[item % perGroup]
    return slot.selfSizes && slot.rootChild >= 0
  }

  /// The measured length of `item`, or `nil` while unmeasured.
  func measuredLength(item: Int) -> CGFloat? {
    guard let sizing, item >= 0, item < itemCount, perGroup > 0 else { return nil }
    let group = item / perGroup
    guard let record = sizing.record(ofGroup: group) else { return nil }
    let value = record.measured[item - group * perGroup]
    return value.isNaN ? nil : value
  }

  /// Every measured item and its length, or `nil` when none was measured.
  var measuredItems: [(item: Int, length: CGFloat)]? {
    guard let sizing else { return nil }
    let items = sizing.measuredItems(perGroup: perGroup)
    return items.isEmpty ? nil : items
  }

  /// Solves the shape of group `group` with its items' measured lengths (`measured(slot)`, NaN
  /// when unmeasured), or `nil` when none of them self-sizes.
  private func measuredShape(measured: (Int) -> CGFloat) -> GroupShape? {
    guard let definition else { return nil }
    var overrides = [CGFloat](repeating: .nan, count: shape.slots.count)
    var any = false
    for slot in 0..<perGroup {
      let value = measured(slot)
      let child = shape.slots[slot].rootChild
      guard !value.isNaN, child >= 0, shape.slots[slot].selfSizes else { continue }
      if child >= overrides.count {
        overrides.append(contentsOf: [CGFloat](repeating: .nan, count: child - overrides.count + 1))
      }
      overrides[child] = value
      any = true
    }
    guard any else { return nil }
    var solver = GroupSolver(mainIsVertical: axes.isVertical, selfSizing: true, traits: traits)
    solver.overrides = overrides
    solver.replayCounts = shape.repeatCounts
    return solver.solve(definition.group, in: groupContainer)
  }

  /// Applies measured lengths (item, length), for example those a section had before a rebuild.
  ///
  /// - Complexity: O(m log m + m·(log n + size of the group)) for m measurements.
  mutating func applyAllMeasurements(_ measurements: [(item: Int, length: CGFloat)]) {
    let sorted = measurements.filter { selfSizes(item: $0.item) && $0.length.isFinite }.sorted {
      $0.item < $1.item
    }
    var index = 0
    while index < sorted.count {
      let group = sorted[index].item / perGroup
      var values = [CGFloat](repeating: .nan, count: perGroup)
      while index < sorted.count, sorted[index].item / perGroup == group {
        values[sorted[index].item - group * perGroup] = max(0, sorted[index].length)
        index += 1
      }
      store(values, ofGroup: group)
    }
  }

  /// Records the measured length of `item` and re-solves its group.
  ///
  /// - Returns: The change of the section's length (0 when the group keeps its length), or
  ///   `nil` when the item does not self-size.
  /// - Complexity: O(log n + size of the group).
  @discardableResult
  mutating func applyMeasurement(item: Int, length: CGFloat) -> CGFloat? {
    guard selfSizes(item: item), length.isFinite, length >= 0 else { return nil }
    let group = item / perGroup
    var values = sizing?.record(ofGroup: group)?.measured ?? [CGFloat](repeating: .nan, count: perGroup)
    values[item - group * perGroup] = length
    return store(values, ofGroup: group)
  }

  /// Stores the measured `values` of group `group`'s items and its re-solved shape.
  ///
  /// - Returns: The change of the group's length.
  @discardableResult
  private mutating func store(_ values: [CGFloat], ofGroup group: Int) -> CGFloat {
    guard let solved = measuredShape(measured: { values[$0] }) else { return 0 }
    if sizing == nil { sizing = SectionSizing(groupCount: groupCount, base: shape.extent, axes: axes) }
    let current = sizing!.record(ofGroup: group)?.shape.size ?? shape.size
    let delta = axes.main(solved.size) - axes.main(current)
    sizing!.store(MeasuredGroup(measured: values, shape: solved), ofGroup: group, delta: delta)
    let range = axes.mainRange(solved.extent)
    sizing!.extentUpper = max(sizing!.extentUpper, range.upper)
    sizing!.extentLower = min(sizing!.extentLower, range.lower)
    return delta
  }

  /// The change of group length if `item` measured `length` (nothing is stored).
  ///
  /// - Complexity: O(size of the group).
  func lengthChange(ifItem item: Int, measured length: CGFloat) -> CGFloat {
    guard selfSizes(item: item) else { return 0 }
    let group = item / perGroup
    var values = sizing?.record(ofGroup: group)?.measured ?? [CGFloat](repeating: .nan, count: perGroup)
    values[item - group * perGroup] = length
    guard let solved = measuredShape(measured: { values[$0] }) else { return 0 }
    return axes.main(solved.size) - axes.main(shape(ofGroup: group).size)
  }

  /// The main-axis end of group `group`, relative to the section.
  func groupEnd(_ group: Int) -> CGFloat {
    groupStart(group) + axes.main(shape(ofGroup: group).size)
  }
}
