// Scrolling to an item: the content offset that puts an item at a `ScrollPosition`.

extension CollectionView {
  /// The content offset that shows the item at `indexPath` at `scrollPosition`, clamped to the
  /// scrollable range; `nil` when the layout has no attributes for the item.
  ///
  /// The visible area is the bounds inside the adjusted content inset. On an axis with no
  /// position in `scrollPosition` the offset stays as it is.
  func contentOffset(forItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
    layoutIfNeeded()
    guard let frame = mirroredLayout.layoutAttributesForItem(at: indexPath)?.frame, frame.isFiniteRect else {
      return nil
    }
    let inset = adjustedContentInset
    let visibleWidth = self.frame.width - inset.left - inset.right
    let visibleHeight = self.frame.height - inset.top - inset.bottom
    var target = contentOffset
    if scrollPosition.contains(.top) {
      target.y = frame.minY - inset.top
    } else if scrollPosition.contains(.centeredVertically) {
      target.y = frame.midY - inset.top - visibleHeight / 2
    } else if scrollPosition.contains(.bottom) {
      target.y = frame.maxY - inset.top - visibleHeight
    }
    if scrollPosition.contains(.left) {
      target.x = frame.minX - inset.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      target.x = frame.midX - inset.left - visibleWidth / 2
    } else if scrollPosition.contains(.right) {
      target.x = frame.maxX - inset.left - visibleWidth
    }
    let low = minimumContentOffset
    let high = maximumContentOffset
    target.x = min(max(target.x, low.x), high.x)
    target.y = min(max(target.y, low.y), high.y)
    return target
  }

  /// The implementation of `scrollToItem` (see the declaration in CollectionView.swift).
  func _scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let target = contentOffset(forItemAt: indexPath, at: scrollPosition) else { return }
    // Through the overridable spelling, as UIKit does: a subclass that overrides
    // `setContentOffset(_:animated:)` sees the scroll.
    setContentOffset(target, animated: animated)
  }
}
