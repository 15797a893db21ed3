/// The object that hears about a collection view's display, scrolling and movement events.
///
/// Every method is optional, with a default implementation that does nothing or returns the
/// proposed value.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: AnyObject {
  /// A cell is about to be displayed.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

  /// A cell stopped being displayed.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// A supplementary view is about to be displayed.
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// A supplementary view stopped being displayed.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)

  /// Where an item being moved interactively should go, given where the layout proposes.
  /// The default returns `proposedIndexPath`.
  func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath

  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: CollectionView)

  /// The user lifted the finger; `velocity` is in points per millisecond and
  /// `targetContentOffset` may be changed to choose where deceleration ends.
  func scrollViewWillEndDragging(
    _ scrollView: CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: CollectionView)

  /// The user started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: CollectionView)

  /// The user lifted the finger; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool)

  /// The content starts moving on its own after the finger lifted.
  func scrollViewWillBeginDecelerating(_ scrollView: CollectionView)

  /// An animation started by `setContentOffset(_:animated:)` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView)
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Returns `proposedIndexPath`.
  public func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: CollectionView) {}

  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: CollectionView) {}

  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {}

  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {}
}
