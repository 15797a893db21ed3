/// The object that hears about a collection view's display, scrolling and movement events.
///
/// Every method is optional, with a default implementation that does nothing or returns the
/// proposed value.
public protocol CollectionViewDelegate: AnyObject {
  /// A cell is about to be displayed.
  func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

  /// A cell stopped being displayed.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)

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
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
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
}
