extension CollectionViewCompositionalLayout {
  func compositionalShouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    guard let (section, item, length) = measurement(preferredAttributes, originalAttributes) else {
      return false
    }
    if let measured = geometry.sections[section].measuredLength(item: item) { return measured != length }
    return length != geometry.axes.main(originalAttributes.size)
  }

  func compositionalInvalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    guard let compositional = context as? CompositionalInvalidationContext,
      let (section, item, length) = measurement(preferredAttributes, originalAttributes)
    else { return context }
    compositional.measurements.append((IndexPath(item: item, section: section), length))
    let sectionGeometry = geometry.sections[section]
    let delta = sectionGeometry.lengthChange(ifItem: item, measured: length)
    guard delta != 0 else { return compositional }
    let axes = geometry.axes
    compositional.contentSizeAdjustment = axes.size(main: delta, cross: 0)
    let group = item / max(1, sectionGeometry.perGroup)
    let groupEnd = geometry.sectionStarts[section] + sectionGeometry.groupEnd(group)
    if let collectionView, groupEnd <= axes.main(layoutBounds(collectionView).origin) {
      compositional.contentOffsetAdjustment = axes.point(main: delta, cross: 0)
    }
    return compositional
  }

  /// The section, item and measured length of a self-sizing cell's preferred attributes, or
  /// `nil` when the element does not self-size.
  private func measurement(
    _ preferred: CollectionViewLayoutAttributes, _ original: CollectionViewLayoutAttributes
  ) -> (Int, Int, CGFloat)? {
    guard original.representedElementCategory == .cell else { return nil }
    let path = original.indexPath
    guard path.count == 2, geometry.sections.indices.contains(path[0]) else { return nil }
    guard geometry.sections[path[0]].selfSizes(item: path[1]) else { return nil }
    let raw = geometry.axes.main(preferred.size)
    return (path[0], path[1], LayoutLimits.length(raw))
  }

  /// Applies measured lengths to the geometry and moves the sections after them.
  ///
  /// - Complexity: O(log n + size of the group) per measurement, plus O(sections).
  func applyMeasurements(_ measurements: [(indexPath: IndexPath, length: CGFloat)]) {
    var changed = false
    for (path, length) in measurements where path.count == 2 {
      let section = path[0]
      guard geometry.sections.indices.contains(section) else { continue }
      if let delta = geometry.sections[section].applyMeasurement(item: path[1], length: length), delta != 0 {
        changed = true
      }
    }
    if changed { geometry.recomputeOffsets() }
  }
}
