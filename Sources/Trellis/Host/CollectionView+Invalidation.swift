// How the collection view hears of invalidation: the layout's `invalidateLayout(with:)` calls
// back here, and a change of bounds asks the layout while the old bounds are still in place.

extension CollectionView {
  /// Called by the layout's `invalidateLayout(with:)`.
  func layoutDidInvalidate(with context: CollectionViewLayoutInvalidationContext) {
    setVisibleSetNeedsUpdate()
    if context.invalidateDataSourceCounts || context.invalidateEverything {
      if movement == nil, updates.pendingBatch == nil, !updates.isCommitting { pass.cachedItemCounts = nil }
    }
    if context.contentOffsetAdjustment != .zero {
      applyContentOffsetAdjustment(context.contentOffsetAdjustment)
    }
    if context.contentSizeAdjustment != .zero {
      contentSize.width += context.contentSizeAdjustment.width
      contentSize.height += context.contentSizeAdjustment.height
    }
  }

  /// Asks the layout, while `bounds` still has its old value (as UIKit does, so the common
  /// `newBounds.width != collectionView.bounds.width` test works), whether the change to
  /// `newBounds` invalidates it, and keeps the context for `boundsDidChange()`.
  func boundsWillChange(to newBounds: CGRect) {
    guard !pass.isApplyingBounds else { return }
    let layout = mirroredLayout
    if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      pass.pendingBoundsContext = layout.invalidationContext(forBoundsChange: newBounds)
    } else {
      pass.pendingBoundsContext = nil
    }
  }

  /// Applies the invalidation the layout asked for in `boundsWillChange(to:)`, now that the new
  /// bounds are in place.
  func boundsDidChange() {
    guard !pass.isApplyingBounds else { return }
    setVisibleSetNeedsUpdate()
    if let context = pass.pendingBoundsContext {
      pass.pendingBoundsContext = nil
      layout.invalidateLayout(with: context)
    }
  }
}
