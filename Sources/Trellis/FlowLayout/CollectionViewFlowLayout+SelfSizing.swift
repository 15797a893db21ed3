extension CollectionViewFlowLayout {
  /// The width stored for an item that has not been measured.
  static let unmeasured = CGSize(width: -1, height: -1)

  /// Whether a self-sizing cell's preferred attributes need a new layout: `true` when
  /// self-sizing is on and the preferred size differs from the size the layout gave.
  ///
  /// UIKit difference: only cells self-size; headers and footers keep their reference sizes.
  func preferredSizeNeedsInvalidation(
    preferred preferredAttributes: CollectionViewLayoutAttributes,
    original originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    guard isSelfSizing, originalAttributes.representedElementCategory == .cell else { return false }
    let preferred = FlowSanitize.size(preferredAttributes.size)
    return preferred != originalAttributes.size
  }

  /// The context for a self-sizing cell: it carries the measured size (applied by the next
  /// `prepare()`, which rebuilds only that cell's section and shifts the sections after it),
  /// invalidates the cell, and sets the adjustments:
  ///
  /// - `contentSizeAdjustment`: the change of the thickness of the cell's line along the
  ///   scrolling axis (the new size against the other items of the line);
  /// - `contentOffsetAdjustment`: the same change when the line ends at or above the top
  ///   (leading edge) of the visible bounds, so the visible content does not jump.
  ///
  /// `invalidateFlowLayoutDelegateMetrics` and `invalidateFlowLayoutAttributes` are `false`.
  ///
  /// UIKit difference: the adjustments assume the cell's line keeps its items; when a new
  /// cross-axis size moves items between lines the next `prepare()` still computes the exact
  /// layout and content size.
  func configurePreferredSizeContext(
    _ context: CollectionViewLayoutInvalidationContext,
    preferred preferredAttributes: CollectionViewLayoutAttributes,
    original originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    guard let flow = context as? CollectionViewFlowLayoutInvalidationContext,
      originalAttributes.representedElementCategory == .cell
    else { return context }
    flow.invalidateFlowLayoutDelegateMetrics = false
    flow.invalidateFlowLayoutAttributes = false
    let path = originalAttributes.indexPath
    let preferred = FlowSanitize.size(preferredAttributes.size)
    flow.preferredItemSizes.append((path, preferred))
    guard path.count == 2, let line = geometry.lineThickness(section: path[0], item: path[1]) else {
      return flow
    }
    let axes = geometry.axes
    let delta = max(line.others, axes.main(preferred)) - line.thickness
    guard delta != 0 else { return flow }
    flow.contentSizeAdjustment = axes.size(cross: 0, main: delta)
    if let collectionView, line.lineEnd <= axes.main(collectionView.bounds.origin) {
      flow.contentOffsetAdjustment = axes.isVertical ? CGPoint(x: 0, y: delta) : CGPoint(x: delta, y: 0)
    }
    return flow
  }

  /// Stores measured sizes and updates the sections they belong to.
  ///
  /// When the measured items keep their length across the lines (only their thickness
  /// changes), the section's lines stay as they are: the thickness of each changed line is
  /// recomputed and the line starts after the first changed line are shifted, with no
  /// allocation. Otherwise (or when a uniform section becomes varied, or a varied one uniform
  /// again) the section is rebuilt from its measured sizes. Either way the result equals a
  /// rebuild from scratch, and the sections after it move with the offsets' prefix sum.
  ///
  /// - Returns: Whether any section changed.
  /// - Complexity: O(lines after the first changed line) for thickness-only changes, O(items of
  ///   the section) for a rebuild; plus O(changes · log changes).
  func applyPreferredSizes(
    _ sizes: [(indexPath: IndexPath, size: CGSize)], environment: FlowEnvironment
  ) -> Bool {
    guard isSelfSizing else { return false }
    if measuredSizes.count != geometry.sections.count {
      measuredSizes = [[CGSize]?](repeating: nil, count: geometry.sections.count)
    }
    var changes: [(section: Int, item: Int)] = []
    for (path, size) in sizes where path.count == 2 {
      let section = path[0]
      let item = path[1]
      guard geometry.sections.indices.contains(section) else { continue }
      let count = geometry.sections[section].metrics.itemCount
      guard item >= 0, item < count else { continue }
      if measuredSizes[section] == nil {
        measuredSizes[section] = [CGSize](repeating: Self.unmeasured, count: count)
      }
      measuredSizes[section]![item] = FlowSanitize.size(size)
      changes.append((section, item))
    }
    guard !changes.isEmpty else { return false }
    changes.sort { $0.section != $1.section ? $0.section < $1.section : $0.item < $1.item }
    var start = 0
    while start < changes.count {
      let section = changes[start].section
      var end = start
      while end < changes.count, changes[end].section == section { end += 1 }
      var items: [Int] = []
      for change in changes[start..<end] where items.last != change.item { items.append(change.item) }
      if !updateThicknessOnly(section: section, items: items, environment: environment) {
        geometry.sections[section] = selfSizingSection(
          section, metrics: geometry.sections[section].metrics, environment: environment)
      }
      start = end
    }
    return true
  }

  /// Applies measured sizes of `items` (sorted) to a varied section in place when none of them
  /// changes its cross-axis length and the section stays varied.
  ///
  /// - Returns: `false` if the section must be rebuilt instead.
  private func updateThicknessOnly(section: Int, items: [Int], environment: FlowEnvironment) -> Bool {
    guard case .varied(var lines) = geometry.sections[section].items,
      let measured = measuredSizes[section]
    else { return false }
    let axes = environment.axes
    let estimate = axes.neutral(sizeEstimate)
    var newSizes: [CGSize] = []
    newSizes.reserveCapacity(items.count)
    for item in items {
      let size = measured[item].width < 0 ? estimate : axes.neutral(measured[item])
      guard size.width == lines.sizes[item].width else { return false }
      newSizes.append(size)
    }
    // The section turns uniform again only if every item ends up equal to item 0; scan (stopping
    // at the first difference) only when every changed item does.
    let firstValue = items[0] == 0 ? newSizes[0] : lines.sizes[0]
    if newSizes.allSatisfy({ $0 == firstValue }) {
      var next = 0
      var uniform = true
      for item in lines.sizes.indices {
        var value = lines.sizes[item]
        if next < items.count, items[next] == item {
          value = newSizes[next]
          next += 1
        }
        if value != firstValue {
          uniform = false
          break
        }
      }
      if uniform { return false }
    }
    // Release the stored copy so the arrays below are mutated in place.
    geometry.sections[section].items = .varied(FlowVariedLines())
    var changedLines: [Int] = []
    changedLines.reserveCapacity(items.count)
    for (item, size) in zip(items, newSizes) {
      lines.sizes[item] = size
      lines.largestItem.width = max(lines.largestItem.width, size.width)
      lines.largestItem.height = max(lines.largestItem.height, size.height)
      let line = lines.line(ofItem: item)
      if changedLines.last != line { changedLines.append(line) }
    }
    // Recompute the thickness of the changed lines (sorted, as the items are), then the starts
    // of every line from the first of them on.
    var lineIndex = changedLines[0]
    var nextChanged = 0
    var cursor = lines.lineStart[lineIndex]
    let spacing = geometry.sections[section].metrics.lineSpacing
    while lineIndex < lines.lineCount {
      if nextChanged < changedLines.count, changedLines[nextChanged] == lineIndex {
        nextChanged += 1
        var thickness: CGFloat = 0
        for item in lines.lineFirstItem[lineIndex]..<lines.lineFirstItem[lineIndex + 1] {
          thickness = max(thickness, lines.sizes[item].height)
        }
        lines.lineThickness[lineIndex] = thickness
      }
      lines.lineStart[lineIndex] = cursor
      cursor += lines.lineThickness[lineIndex] + spacing
      lineIndex += 1
    }
    let last = lines.lineCount - 1
    geometry.sections[section].linesLength =
      lines.lineStart[last] + lines.lineThickness[last] - geometry.sections[section].bodyStart
    geometry.sections[section].items = .varied(lines)
    return true
  }

  /// The measured sizes moved to the index paths their items have after `update`; sizes of
  /// deleted or reloaded items are dropped.
  ///
  /// - Complexity: O(items of the sections that have measured cells · log updates).
  func remappedMeasuredSizes(through update: UpdateMap, collectionView: CollectionView) -> [[CGSize]?] {
    let sectionCount = collectionView.numberOfSections
    var result = [[CGSize]?](repeating: nil, count: sectionCount)
    for (section, sizes) in measuredSizes.enumerated() {
      guard let sizes else { continue }
      for (item, size) in sizes.enumerated() where size.width >= 0 {
        let old = ItemPath(section: section, item: item)
        guard !update.isReloaded(old: old), let target = update.newPath(forOld: old),
          target.section < sectionCount
        else { continue }
        let count = collectionView.numberOfItems(inSection: target.section)
        guard target.item < count else { continue }
        if result[target.section] == nil {
          result[target.section] = [CGSize](repeating: Self.unmeasured, count: count)
        }
        result[target.section]![target.item] = size
      }
    }
    return result
  }
}
