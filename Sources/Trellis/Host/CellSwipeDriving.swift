/// What drives a swipe on a cell (a list row's swipe actions, TrellisLists): the collection
/// view offers it each touch before scrolling or selection see it.
@MainActor
package protocol CellSwipeDriving: AnyObject {
  /// Whether the driver owns the current touch (a swipe, or a touch while actions are open).
  var ownsTouch: Bool { get }
  /// A touch began at `location` (view coordinates); `true` takes it (actions are open).
  func swipeTouchBegan(at location: CGPoint, in collectionView: CollectionView) -> Bool
  /// The touch moved to `location` before any scrolling; `true` takes it as a swipe.
  func swipeShouldBegin(movingTo location: CGPoint, in collectionView: CollectionView) -> Bool
  /// The touch the driver owns moved to `location`.
  func swipeMoved(to location: CGPoint, in collectionView: CollectionView)
  /// The touch the driver owns lifted at `location`.
  func swipeEnded(at location: CGPoint, in collectionView: CollectionView)
  /// The touch the driver owns was cancelled.
  func swipeCancelled(in collectionView: CollectionView)
}

extension CollectionView {
  /// Offers a touch to the swipe driver; `true` when it took it (nothing else sees it).
  func routeTouchToSwipe(_ phase: TouchPhase, at location: CGPoint) -> Bool {
    guard let swipe = cellSwipe else { return false }
    switch phase {
    case .began:
      return swipe.swipeTouchBegan(at: location, in: self)
    case .moved:
      if swipe.ownsTouch {
        swipe.swipeMoved(to: location, in: self)
        return true
      }
      let pan = panGestureRecognizer
      guard !pan.isEnabled || (isTracking && pan.state == .possible),
        swipe.swipeShouldBegin(movingTo: location, in: self)
      else { return false }
      // The touch became a swipe: it neither scrolls nor selects.
      cancelTouchSelection()
      if isTracking {
        isTracking = false
        pan.state = .failed
      }
      return true
    case .ended:
      guard swipe.ownsTouch else { return false }
      swipe.swipeEnded(at: location, in: self)
      return true
    case .cancelled:
      guard swipe.ownsTouch else { return false }
      swipe.swipeCancelled(in: self)
      return true
    }
  }
}
