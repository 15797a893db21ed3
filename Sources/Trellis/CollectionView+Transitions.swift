// Layout transitions.

extension CollectionView {
  /// The implementation of `setCollectionViewLayout` (see the declaration in CollectionView.swift).
  func _setCollectionViewLayout(
    _ newLayout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    guard newLayout !== layout else {
      completion?(true)
      return
    }
    if movement != nil { cancelInteractiveMovement() }
    finishElementAnimation(finished: false)
    let old = layout
    if !animated {
      old.hostCollectionView = nil
      layout = newLayout
      newLayout.hostCollectionView = self
      newLayout.needsPrepare = true
      flushLingering()
      resetPrefetching()
      needsVisibleUpdate = true
      layoutIfNeeded()
      let target = clampedOffset(newLayout.targetContentOffset(forProposedContentOffset: contentOffset))
      if target != contentOffset {
        contentOffset = target
        layoutIfNeeded()
      }
      completion?(true)
      return
    }
    layoutIfNeeded()
    old.prepareForTransition(to: newLayout)
    newLayout.prepareForTransition(from: old)
    flushLingering()
    resetPrefetching()
    var survivors: [(element: VisibleElement, from: CollectionViewLayoutAttributes, oldKey: ElementKey)] = []
    for element in visible {
      let shown = element.view.appliedLayoutAttributes ?? element.attributes
      survivors.append((element, (shown.copy() as? CollectionViewLayoutAttributes) ?? shown, element.key))
    }
    layout = newLayout
    newLayout.hostCollectionView = self
    newLayout.needsPrepare = true
    newLayout.prepareIfNeeded()
    contentSize = newLayout.collectionViewContentSize
    let target = clampedOffset(newLayout.targetContentOffset(forProposedContentOffset: contentOffset))
    if target != contentOffset { contentOffset = target }
    newLayout.prepareIfNeeded()
    contentSize = newLayout.collectionViewContentSize
    rebuildVisibleAnimated(
      survivors: survivors,
      initial: { key, final in
        let start: CollectionViewLayoutAttributes?
        switch key.category {
        case 0: start = old.layoutAttributesForItem(at: key.indexPath)
        case 1: start = old.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        default: start = old.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
        return start.flatMap { $0.copy() as? CollectionViewLayoutAttributes } ?? self.faded(final)
      },
      departure: { _, key, from in
        let end: CollectionViewLayoutAttributes?
        switch key.category {
        case 0: end = newLayout.layoutAttributesForItem(at: key.indexPath)
        case 1: end = newLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        default: end = newLayout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
        return end ?? self.faded(from)
      })
    old.finalizeLayoutTransition()
    newLayout.finalizeLayoutTransition()
    old.hostCollectionView = nil
    startElementAnimation(duration: defaultAnimationDuration, completions: completion.map { [$0] } ?? [])
  }

  /// `offset` clamped to the scrollable range.
  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
  }
}
