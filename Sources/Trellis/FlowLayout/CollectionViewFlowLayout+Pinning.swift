extension CollectionViewFlowLayout {
  /// The pinning state for `collectionView`'s current bounds: the visible range along the main
  /// axis inside the adjusted content inset (so pinned headers sit below bars, as in UIKit). The
  /// bounds are the layout's own (`preparedBounds`: mirrored in right to left).
  func makePinning(_ collectionView: CollectionView, axes: FlowAxes) -> FlowPinning {
    let bounds = preparedBounds
    let adjusted = FlowSanitize.insets(collectionView.adjustedContentInset)
    let origin = FlowSanitize.offset(axes.main(bounds.origin))
    let extent = FlowSanitize.length(axes.main(bounds.size))
    return FlowPinning(
      headers: sectionHeadersPinToVisibleBounds, footers: sectionFootersPinToVisibleBounds,
      visibleLower: origin + axes.mainLeading(adjusted),
      visibleUpper: origin + extent - axes.mainTrailing(adjusted))
  }

  /// Whether a bounds change needs a new layout: when the size across the scrolling axis
  /// changes (the width for vertical scrolling), and on any change while headers or footers are
  /// pinned.
  func pinningAwareShouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool {
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    if axes.cross(newBounds.size) != axes.cross(preparedBounds.size) { return true }
    if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds {
      return newBounds != preparedBounds
    }
    return false
  }

  /// The context for a bounds change: everything when the size across the scrolling axis
  /// changed; otherwise (pinning) a context with `invalidateFlowLayoutDelegateMetrics` and
  /// `invalidateFlowLayoutAttributes` both `false` that invalidates only the headers and footers
  /// of the sections visible before or after the change, so the next `prepare()` is O(1).
  func configureBoundsChangeContext(
    _ context: CollectionViewLayoutInvalidationContext, newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    guard let flow = context as? CollectionViewFlowLayoutInvalidationContext else { return context }
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    guard axes.cross(newBounds.size) == axes.cross(preparedBounds.size), axes == geometry.axes else {
      return flow
    }
    flow.invalidateFlowLayoutDelegateMetrics = false
    flow.invalidateFlowLayoutAttributes = false
    let old = axes.mainRange(preparedBounds)
    let new = axes.mainRange(newBounds)
    var headers: [IndexPath] = []
    var footers: [IndexPath] = []
    for section in geometry.sections(intersectingMain: min(old.lower, new.lower), max(old.upper, new.upper)) {
      let metrics = geometry.sections[section].metrics
      if sectionHeadersPinToVisibleBounds, metrics.headerLength > 0 {
        headers.append(IndexPath(item: 0, section: section))
      }
      if sectionFootersPinToVisibleBounds, metrics.footerLength > 0 {
        footers.append(IndexPath(item: 0, section: section))
      }
    }
    if !headers.isEmpty {
      flow.invalidateSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader, at: headers)
    }
    if !footers.isEmpty {
      flow.invalidateSupplementaryElements(ofKind: CollectionView.elementKindSectionFooter, at: footers)
    }
    return flow
  }
}
