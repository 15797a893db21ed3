// Orthogonal sections scroll through the host's nested scrolling: each orthogonal section is a
// `NestedScrollRegion` (identifier: the section index) spanning the section's content area
// (its groups' band with the content insets along the scrolling axis) across the container's
// width. The host drags and flings it with its own physics; this file decides where it comes to
// rest for each `CollectionLayoutSectionOrthogonalScrollingBehavior` and stores the offsets.

extension CollectionViewCompositionalLayout: CollectionViewNestedScrolling {
  /// The orthogonal section under `point` (content coordinates), or `nil`.
  ///
  /// - Complexity: O(log sections).
  public func nestedScrollRegion(containing point: CGPoint) -> NestedScrollRegion? {
    guard point.x.isFinite, point.y.isFinite,
      let section = geometry.section(containingMain: geometry.axes.main(point)),
      let region = orthogonalRegion(section), region.frame.contains(point)
    else { return nil }
    return region
  }

  /// The orthogonal section `identifier` as a region, or `nil` when it is not orthogonal.
  public func nestedScrollRegion(withIdentifier identifier: Int) -> NestedScrollRegion? {
    orthogonalRegion(identifier)
  }

  /// Where an orthogonal section comes to rest, by its behaviour (see
  /// `CollectionLayoutSectionOrthogonalScrollingBehavior`): the proposed offset (`.continuous`);
  /// the group leading edge nearest to it (`.continuousGroupLeadingBoundary`); the nearest page of
  /// the container's width, group leading edge or centred group at most one page or group from
  /// where the drag started (`.paging`, `.groupPaging`, `.groupPagingCentered`); always within
  /// the section's offset range.
  ///
  /// A NaN or infinite proposed offset is ignored: the section stays at its current offset (0
  /// for a region the layout does not have); a NaN or infinite drag start counts as the current
  /// offset.
  public func targetOffset(
    forNestedScrollRegion region: NestedScrollRegion, proposedOffset: CGFloat, velocity: CGFloat,
    dragStartOffset: CGFloat
  ) -> CGFloat {
    guard geometry.sections.indices.contains(region.identifier) else {
      return proposedOffset.isFinite ? proposedOffset : 0
    }
    let section = geometry.sections[region.identifier]
    guard proposedOffset.isFinite else { return section.orthogonalOffset }
    let dragStartOffset = dragStartOffset.isFinite ? dragStartOffset : section.orthogonalOffset
    let low = section.orthogonalMinimum
    let high = max(low, section.orthogonalMaximum)
    func clamp(_ value: CGFloat) -> CGFloat { min(max(value, low), high) }
    let pitch = section.pitch
    let lastGroup = max(0, section.groupCount - 1)
    func nearestGroup(_ offset: CGFloat, origin: CGFloat) -> Int {
      guard pitch > 0 else { return 0 }
      return LayoutLimits.index(((offset - origin) / pitch).rounded(), in: 0...lastGroup)
    }
    switch section.orthogonal {
    case .none, .continuous:
      return proposedOffset
    case .continuousGroupLeadingBoundary:
      return clamp(section.leadingOffset(ofGroup: nearestGroup(proposedOffset, origin: 0)))
    case .paging:
      let page = section.containerCrossLength
      guard page > 0 else { return proposedOffset }
      let start = (dragStartOffset / page).rounded()
      let target = min(max((proposedOffset / page).rounded(), start - 1), start + 1)
      return clamp(target * page)
    case .groupPaging:
      let start = nearestGroup(dragStartOffset, origin: 0)
      let target = min(max(nearestGroup(proposedOffset, origin: 0), start - 1), start + 1)
      return clamp(section.leadingOffset(ofGroup: target))
    case .groupPagingCentered:
      let origin = section.centredOffset(ofGroup: 0)
      let start = nearestGroup(dragStartOffset, origin: origin)
      let target = min(max(nearestGroup(proposedOffset, origin: origin), start - 1), start + 1)
      return clamp(section.centredOffset(ofGroup: target))
    }
  }

  /// Stores the orthogonal section's new offset and invalidates that section only (its
  /// visible-items handler runs again at the next `prepare()`).
  public func nestedScrollRegion(withIdentifier identifier: Int, didScrollTo offset: CGFloat) {
    guard geometry.sections.indices.contains(identifier), geometry.sections[identifier].isOrthogonal,
      offset.isFinite, offset != geometry.sections[identifier].orthogonalOffset
    else { return }
    geometry.sections[identifier].orthogonalOffset = offset
    let context = makeInvalidationContext()
    if let compositional = context as? CompositionalInvalidationContext {
      compositional.orthogonalSections = [identifier]
    }
    invalidateLayout(with: context)
  }

  /// The current orthogonal scroll offset of `section` (0 for a section that does not scroll
  /// orthogonally).
  ///
  /// UIKit difference: UIKit keeps it in a private scroll view; Trellis exposes it, with
  /// `setOrthogonalScrollOffset(_:forSection:)` to change it.
  public func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
    guard geometry.sections.indices.contains(section), geometry.sections[section].isOrthogonal else {
      return 0
    }
    return geometry.sections[section].orthogonalOffset
  }

  /// Scrolls the orthogonal `section` to `offset` at once (clamped to its range).
  public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
    guard offset.isFinite, geometry.sections.indices.contains(section) else { return }
    let geometry = self.geometry.sections[section]
    nestedScrollRegion(
      withIdentifier: section,
      didScrollTo: min(
        max(offset, geometry.orthogonalMinimum), max(geometry.orthogonalMinimum, geometry.orthogonalMaximum)))
  }

  /// Orthogonal `section` as a region, or `nil`.
  func orthogonalRegion(_ section: Int) -> NestedScrollRegion? {
    guard geometry.sections.indices.contains(section) else { return nil }
    let sectionGeometry = geometry.sections[section]
    guard sectionGeometry.isOrthogonal, let definition = sectionGeometry.definition else { return nil }
    let properties = definition.orthogonalScrollingProperties
    let rate: DecelerationRate
    if properties.decelerationRate == .automatic {
      rate = sectionGeometry.orthogonal.isPaging ? .fast : .normal
    } else {
      rate = DecelerationRate(rawValue: properties.decelerationRate.rawValue)
    }
    return NestedScrollRegion(
      identifier: section,
      frame: sectionGeometry.orthogonalRegion(sectionStart: geometry.sectionStarts[section]),
      axis: geometry.axes.isVertical ? .horizontal : .vertical, offset: sectionGeometry.orthogonalOffset,
      minimumOffset: sectionGeometry.orthogonalMinimum, maximumOffset: sectionGeometry.orthogonalMaximum,
      decelerationRate: rate, bounces: properties.bounce != .never)
  }
}
