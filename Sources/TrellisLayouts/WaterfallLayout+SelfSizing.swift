// Self-sizing for the waterfall layout: measured heights replace estimates column by column.

extension WaterfallLayout {
  /// Whether a preferred height differs from the one the layout gave (self-sizing on).
  func preferredHeightNeedsInvalidation(
    preferred preferredAttributes: CollectionViewLayoutAttributes,
    original originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    guard estimatedItemHeight > 0, originalAttributes.representedElementCategory == .cell,
      globalIndex(of: originalAttributes.indexPath) != nil
    else { return false }
    let height = Self.sanitized(preferredAttributes.size.height)
    return abs(height - originalAttributes.size.height) > 0.001
  }

  /// Sets up `context` for a measured cell; see `invalidationContext(forPreferredLayoutAttributes:…)`.
  func configurePreferredHeightContext(
    _ context: CollectionViewLayoutInvalidationContext,
    preferred preferredAttributes: CollectionViewLayoutAttributes,
    original originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    guard let waterfall = context as? WaterfallLayoutInvalidationContext,
      let index = globalIndex(of: originalAttributes.indexPath)
    else { return context }
    let indexPath = originalAttributes.indexPath
    let height = Self.sanitized(preferredAttributes.size.height)
    waterfall.setPreferredHeight(height, forItemAt: indexPath)
    // Pending heights of the same batch have not been applied yet; measure from the stored one.
    let delta = height - geometry.itemHeight[index]
    let frame = itemFrame(index, section: indexPath.section)
    let stored = geometry.sections[indexPath.section]
    let column = Int(geometry.itemColumn[index])
    let newColumnBottom = stored.columnNext[column] - geometry.interitemSpacing + delta
    var otherBottom = stored.itemsTop
    for other in 0..<stored.columnCount where other != column && !stored.columnItems[other].isEmpty {
      otherBottom = max(otherBottom, stored.columnNext[other] - geometry.interitemSpacing)
    }
    let newItemsBottom = max(otherBottom, newColumnBottom)
    waterfall.contentSizeAdjustment = CGSize(width: 0, height: newItemsBottom - stored.itemsBottom)
    if let collectionView, frame.maxY <= collectionView.contentOffset.y {
      waterfall.contentOffsetAdjustment = CGPoint(x: 0, y: delta)
    }
    return waterfall
  }

  /// Applies the measured heights recorded since the last `prepare()`.
  ///
  /// - Complexity: O(m·(log n + c)) for m measurements and c items below each in its column,
  ///   plus O(sections) to move the sections that follow.
  func applyPreferredHeights() {
    // Items appended since the last measurement are unmeasured; earlier measurements stay.
    if measuredHeights.count > geometry.itemY.count { measuredHeights.removeAll(keepingCapacity: true) }
    if measuredHeights.count < geometry.itemY.count {
      measuredHeights.append(
        contentsOf: repeatElement(.nan, count: geometry.itemY.count - measuredHeights.count))
    }
    var firstChangedSection = Int.max
    for (indexPath, height) in pendingPreferredHeights {
      guard let index = globalIndex(of: indexPath) else { continue }
      measuredHeights[index] = height
      let delta = height - geometry.itemHeight[index]
      guard delta != 0 else { continue }
      let section = indexPath.section
      geometry.itemHeight[index] = height
      let column = Int(geometry.itemColumn[index])
      let position = geometry.position(ofItem: index, inSection: section)
      let list = geometry.sections[section].columnItems[column]
      var next = position + 1
      while next < list.count {
        geometry.itemY[Int(list[next])] += delta
        next += 1
      }
      geometry.sections[section].columnNext[column] += delta
      geometry.sections[section].updateItemsBottom(interitemSpacing: geometry.interitemSpacing)
      firstChangedSection = min(firstChangedSection, section)
    }
    guard firstChangedSection < geometry.sections.count else { return }
    var top = geometry.sections[firstChangedSection].end
    for section in (firstChangedSection + 1)..<geometry.sections.count {
      geometry.sections[section].top = top
      top = geometry.sections[section].end
    }
  }
}
