extension CollectionViewCompositionalLayout {
  /// Runs the visible-items handlers of the sections on screen (all of them, or only
  /// `sections`) and stores what they change.
  ///
  /// Each handler gets the section's elements that overlap the visible bounds (in the
  /// coordinates described by `CollectionLayoutVisibleItem`), the section's offset and the
  /// environment. What it leaves different from the element's own values is kept and applied
  /// by every query until the handler runs again.
  ///
  /// - Complexity: O(log n + k) per section for k visible elements, plus O(sections) when a
  ///   handler moved elements out of their section.
  func runHandlers(_ collectionView: CollectionView, all: Bool, sections requested: [Int]) {
    let bounds = collectionView.bounds
    guard CompositionalRect.isQueryable(bounds), let context = preparedContext else { return }
    let axes = geometry.axes
    let (lower, upper) = axes.mainRange(bounds)
    var targets: [Int]
    if all {
      targets = Array(geometry.sections(intersectingMain: lower, upper))
    } else {
      targets = requested.filter { geometry.sections.indices.contains($0) }.sorted()
      var unique: [Int] = []
      for section in targets where unique.last != section { unique.append(section) }
      targets = unique
    }
    var extentsChanged = false
    for section in targets {
      guard let definition = geometry.sections[section].definition,
        let handler = definition.visibleItemsInvalidationHandler
      else { continue }
      let sectionGeometry = geometry.sections[section]
      let shift = sectionGeometry.isOrthogonal ? sectionGeometry.orthogonalOffset : 0
      let shiftPoint = axes.isVertical ? CGPoint(x: shift, y: 0) : CGPoint(x: 0, y: shift)
      var items: [VisibleItem] = []
      geometry.forEachCandidate(inSection: section, query: bounds) { candidate in
        guard CompositionalRect.intersects(CompositionalRect.reported(candidate.frame), bounds) else {
          return
        }
        let unscrolled = candidate.frame.offsetBy(dx: shiftPoint.x, dy: shiftPoint.y)
        items.append(
          VisibleItem(
            element: candidate.id, indexPath: IndexPath(item: candidate.id.item, section: section),
            frame: unscrolled, zIndex: candidate.zIndex))
      }
      let offset = sectionGeometry.isOrthogonal ? shiftPoint : collectionView.contentOffset
      let environment = LayoutEnvironment(
        layoutContainer: context.container(for: definition.contentInsetsReference),
        traitCollection: context.traits)
      let before = items.map { ($0.center, $0.zIndex) }
      handler(items, offset, environment)
      var overrides: [ElementOverride] = []
      for (index, item) in items.enumerated() {
        let center = item.center
        let delta =
          center.x.isFinite && center.y.isFinite
          ? CGPoint(x: center.x - before[index].0.x, y: center.y - before[index].0.y) : .zero
        let alpha = item.alpha.isFinite ? item.alpha : 1
        let changed =
          delta != .zero || !CATransform3DIsIdentity(item.transform3D) || alpha != 1
          || item.zIndex != before[index].1 || item.isHidden
        guard changed else { continue }
        overrides.append(
          ElementOverride(
            id: item.element, centerDelta: delta, transform3D: item.transform3D, alpha: alpha,
            zIndex: item.zIndex,
            isHidden: item.isHidden))
      }
      overrides.sort { $0.id < $1.id }
      var lowerReach: CGFloat = 0
      var upperReach: CGFloat = 0
      let start = geometry.sectionStarts[section]
      for change in overrides {
        guard let candidate = geometry.candidate(section: section, id: change.id) else { continue }
        let range = axes.mainRange(change.frame(from: candidate.frame))
        lowerReach = min(lowerReach, range.lower - start)
        upperReach = max(upperReach, range.upper - start)
      }
      let hadReach = sectionGeometry.overrideLower != 0 || sectionGeometry.overrideUpper != 0
      geometry.sections[section].overrides = overrides
      geometry.sections[section].overrideLower = lowerReach
      geometry.sections[section].overrideUpper = upperReach
      if hadReach || lowerReach != 0 || upperReach != 0 { extentsChanged = true }
    }
    if extentsChanged { geometry.refreshExtents() }
  }
}
