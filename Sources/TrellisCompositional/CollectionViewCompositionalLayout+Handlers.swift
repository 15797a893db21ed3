extension CollectionViewCompositionalLayout {
  /// Runs the visible-items handlers of the sections on screen (all of them, or only
  /// `sections`) and stores what they change.
  ///
  /// Each handler gets the section's elements that overlap the visible bounds (in the
  /// coordinates described by `CollectionLayoutVisibleItem`; at most
  /// `LayoutLimits.maximumVisibleElements`, the first found), the section's offset and the
  /// environment. What it leaves different from the element's own values is kept and applied
  /// by every query until the handler runs again.
  ///
  /// - Complexity: O(log n + k) per section for k visible elements, plus O(sections) when a
  ///   handler moved elements out of their section.
  func runHandlers(_ collectionView: CollectionView, all: Bool, sections requested: [Int]) {
    let bounds = layoutBounds(collectionView)
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
      // At most `LayoutLimits.maximumVisibleElements` items (the first found), from at most
      // `LayoutLimits.maximumQueryElements` candidates: the bounds of a section of a million
      // zero-size items would otherwise hold them all.
      var items: [VisibleItem] = []
      var examined = 0
      geometry.forEachCandidate(inSection: section, query: bounds) { candidate in
        examined += 1
        if CompositionalRect.intersects(CompositionalRect.reported(candidate.frame), bounds) {
          let unscrolled = candidate.frame.offsetBy(dx: shiftPoint.x, dy: shiftPoint.y)
          items.append(
            VisibleItem(
              element: candidate.id, indexPath: IndexPath(item: candidate.id.item, section: section),
              frame: unscrolled, zIndex: candidate.zIndex))
        }
        return items.count < LayoutLimits.maximumVisibleElements
          && examined < LayoutLimits.maximumQueryElements
      }
      let offset = sectionGeometry.isOrthogonal ? shiftPoint : collectionView.contentOffset
      let environment = LayoutEnvironment(
        layoutContainer: context.container(for: definition.contentInsetsReference),
        traitCollection: context.traits)
      let before = items.map { ($0.center, $0.zIndex) }
      handler(items, offset, environment)
      var overrides: [ElementOverride] = []
      for (index, item) in items.enumerated() {
        // A handler's numbers are positions and a transform (`LayoutLimits`): a NaN or infinite
        // centre is ignored, a centre beyond ±10²⁰ points clamped, an unusable transform
        // (`isUsable`) ignored, a NaN alpha is 1.
        let delta =
          LayoutLimits.point(item.center).map {
            CGPoint(x: $0.x - before[index].0.x, y: $0.y - before[index].0.y)
          } ?? .zero
        let alpha = item.alpha.isFinite ? item.alpha : 1
        let transform =
          Self.isUsable(item.transform3D, size: item.size) ? item.transform3D : CATransform3DIdentity
        let changed =
          delta != .zero || !CATransform3DIsIdentity(transform) || alpha != 1
          || item.zIndex != before[index].1 || item.isHidden
        guard changed else { continue }
        overrides.append(
          ElementOverride(
            id: item.element, centerDelta: delta, transform3D: transform, alpha: alpha,
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

  /// Whether a handler's transform `t` can be applied to an element of `size`: every number is
  /// finite, and the element's transformed bounds (about its centre) stay within ±10¹² points
  /// (`LayoutLimits.maximumLength`), so its frame stays finite and within the layout's limits.
  static func isUsable(_ t: CATransform3D, size: CGSize) -> Bool {
    let numbers = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
      t.m44,
    ]
    guard numbers.allSatisfy(\.isFinite) else { return false }
    if CATransform3DIsIdentity(t) { return true }
    let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let box = local.applying(CATransform3DGetAffineTransform(t))
    let limit = LayoutLimits.maximumLength
    return box.isFiniteRect && box.minX >= -limit && box.maxX <= limit && box.minY >= -limit
      && box.maxY <= limit
  }
}
