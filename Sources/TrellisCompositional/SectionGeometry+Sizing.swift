extension SectionGeometry {
  /// Whether the item's length along the scrolling axis self-sizes.
  func selfSizes(item: Int) -> Bool {
    guard !isOrthogonal, item >= 0, item < itemCount, perGroup > 0 else { return false }
    let slot = shape.slots[item % perGroup]
    return slot.selfSizes && slot.rootChild >= 0
  }

  /// The measured length of `item`, or `nil` while unmeasured.
  func measuredLength(item: Int) -> CGFloat? {
    guard let sizing, item >= 0, item < sizing.measured.count else { return nil }
    let value = sizing.measured[item]
    return value.isNaN ? nil : value
  }

  /// Every measured length by item (NaN where unmeasured), or `nil` when none was measured.
  var measuredLengths: [CGFloat]? { sizing?.measured }

  /// Solves the shape of group `group` with its items' measured lengths.
  private func measuredShape(ofGroup group: Int, measured: (Int) -> CGFloat) -> GroupShape? {
    guard let definition else { return nil }
    var overrides = [CGFloat](repeating: .nan, count: shape.slots.count)
    var any = false
    for slot in 0..<perGroup {
      let item = group * perGroup + slot
      guard item < itemCount else { break }
      let value = measured(item)
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

  /// Applies every measurement of `measured` (one per item, NaN where unmeasured).
  ///
  /// - Complexity: O(items) to scan, plus O(size of the group) per measured group.
  mutating func applyAllMeasurements(_ measured: [CGFloat]) {
    var sizing = SectionSizing(
      groupCount: groupCount, itemCount: itemCount, base: shape.extent, axes: axes)
    sizing.measured = measured
    var deltas = [CGFloat](repeating: 0, count: groupCount)
    var group = 0
    while group < groupCount {
      var hasMeasurement = false
      for slot in 0..<perGroup {
        let item = group * perGroup + slot
        if item < measured.count, !measured[item].isNaN {
          hasMeasurement = true
          break
        }
      }
      if hasMeasurement, let solved = measuredShape(ofGroup: group, measured: { measured[$0] }) {
        sizing.shapeIndex[group] = Int32(sizing.shapes.count)
        sizing.shapes.append(solved)
        deltas[group] = axes.main(solved.size) - groupMain
        let range = axes.mainRange(solved.extent)
        sizing.extentUpper = max(sizing.extentUpper, range.upper)
        sizing.extentLower = min(sizing.extentLower, range.lower)
      }
      group += 1
    }
    sizing.tree = FenwickTree(deltas)
    self.sizing = sizing
  }

  /// Records the measured length of `item` and re-solves its group.
  ///
  /// - Returns: The change of the section's length (0 when the group keeps its length), or
  ///   `nil` when the item does not self-size.
  /// - Complexity: O(log groups + size of the group) (the first measurement of a section
  ///   allocates its per-item and per-group tables, O(items)).
  @discardableResult
  mutating func applyMeasurement(item: Int, length: CGFloat) -> CGFloat? {
    guard selfSizes(item: item), length.isFinite, length >= 0 else { return nil }
    if sizing == nil {
      sizing = SectionSizing(groupCount: groupCount, itemCount: itemCount, base: shape.extent, axes: axes)
    }
    let group = item / perGroup
    sizing!.measured[item] = length
    let snapshot = sizing!.measured
    guard let solved = measuredShape(ofGroup: group, measured: { snapshot[$0] }) else { return 0 }
    let oldDelta: CGFloat
    let index = sizing!.shapeIndex[group]
    if index >= 0 {
      oldDelta = axes.main(sizing!.shapes[Int(index)].size) - groupMain
      sizing!.shapes[Int(index)] = solved
    } else {
      oldDelta = 0
      sizing!.shapeIndex[group] = Int32(sizing!.shapes.count)
      sizing!.shapes.append(solved)
    }
    let newDelta = axes.main(solved.size) - groupMain
    sizing!.tree.add(newDelta - oldDelta, at: group)
    let range = axes.mainRange(solved.extent)
    sizing!.extentUpper = max(sizing!.extentUpper, range.upper)
    sizing!.extentLower = min(sizing!.extentLower, range.lower)
    return newDelta - oldDelta
  }

  /// The length group `group` would take if `item` measured `length`, minus its current length.
  func lengthChange(ifItem item: Int, measured length: CGFloat) -> CGFloat {
    guard selfSizes(item: item), perGroup > 0 else { return 0 }
    let group = item / perGroup
    let current = axes.main(shape(ofGroup: group).size)
    let stored = sizing?.measured
    let lookup: (Int) -> CGFloat = { other in
      other == item ? length : (stored.map { other < $0.count ? $0[other] : .nan } ?? .nan)
    }
    guard let solved = measuredShape(ofGroup: group, measured: lookup) else { return 0 }
    return axes.main(solved.size) - current
  }

  /// The main-axis end of group `group`, relative to the section.
  func groupEnd(_ group: Int) -> CGFloat {
    groupStart(group) + axes.main(shape(ofGroup: group).size)
  }
}
