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
    abandonInteractiveTransition(for: newLayout)
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
      setVisibleSetNeedsUpdate()
      layoutIfNeeded()
      let target = clampedOffset(
        mirrored(newLayout).targetContentOffset(forProposedContentOffset: contentOffset))
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
    let oldLayout = mirrored(old)
    var survivors: [(element: VisibleElement, from: CollectionViewLayoutAttributes, oldKey: ElementKey)] = []
    for element in visibleSet.elements {
      let shown = element.view.appliedLayoutAttributes ?? element.attributes
      survivors.append((element, (shown.copy() as? CollectionViewLayoutAttributes) ?? shown, element.key))
    }
    layout = newLayout
    newLayout.hostCollectionView = self
    newLayout.needsPrepare = true
    newLayout.prepareIfNeeded()
    contentSize = newLayout.collectionViewContentSize
    reconcileLayoutDirection()
    let target = clampedOffset(
      mirrored(newLayout).targetContentOffset(forProposedContentOffset: contentOffset))
    if target != contentOffset { contentOffset = target }
    newLayout.prepareIfNeeded()
    contentSize = newLayout.collectionViewContentSize
    let incoming = mirrored(newLayout)
    rebuildVisibleAnimated(
      survivors: survivors,
      initial: { key, final in
        let start: CollectionViewLayoutAttributes?
        switch key.category {
        case 0: start = oldLayout.layoutAttributesForItem(at: key.indexPath)
        case 1: start = oldLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        default: start = oldLayout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
        return start.flatMap { $0.copy() as? CollectionViewLayoutAttributes } ?? self.faded(final)
      },
      departure: { _, key, from in
        let end: CollectionViewLayoutAttributes?
        switch key.category {
        case 0: end = incoming.layoutAttributesForItem(at: key.indexPath)
        case 1: end = incoming.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        default: end = incoming.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
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
