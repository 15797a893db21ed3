// UIKit's names for the scrolling, prefetching and gesture parts of the host.

extension CollectionView {
  /// UIKit's `UIScrollView.DecelerationRate`, reachable as `UIScrollView.DecelerationRate` and
  /// `UICollectionView.DecelerationRate` (for example `collectionView.decelerationRate = .fast`).
  ///
  /// UIKit difference: Trellis defines the type at the top level as `DecelerationRate`.
  public typealias DecelerationRate = Trellis.DecelerationRate
}

/// UIKit's name for `CollectionViewDataSourcePrefetching`, the protocol told ahead of time which
/// items will soon be needed.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching

/// UIKit's name for `PanGestureRecognizer`: the collection view's scrolling gesture
/// (`collectionView.panGestureRecognizer`), or a pan you attach to a view.
///
/// UIKit difference: touches are fed in explicitly with timestamps (`View.sendTouch`, or the
/// collection view's `handleTouch`); handlers are closures.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
