// Time for a hosted screen: one call moves the view animations and every collection view of the
// window forward together, as one frame of iOS's run loop does (docs/view-controllers.md §6).

extension Window {
  /// Moves the screen's time forward by `seconds`, as one frame of the run loop: the view
  /// animations (`AnimationClock.main`: `View.animate` blocks, their completions), then each
  /// collection view in the window, in the order of the view tree (scrolling, frame observers
  /// such as dynamic animators, update animations), then a layout pass.
  ///
  /// Non-positive or non-finite values are ignored, as by `CollectionView.advance(by:)`.
  ///
  /// - Complexity: O(views in the window) to find the collection views, plus their steps.
  public func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    AnimationClock.main.advance(by: seconds)
    var collectionViews: [CollectionView] = []
    collectCollectionViews(in: self, into: &collectionViews)
    for collectionView in collectionViews { collectionView.advance(by: seconds) }
    layoutIfNeeded()
  }

  private func collectCollectionViews(in view: View, into result: inout [CollectionView]) {
    if let collectionView = view as? CollectionView { result.append(collectionView) }
    for subview in view.subviews { collectCollectionViews(in: subview, into: &result) }
  }
}
