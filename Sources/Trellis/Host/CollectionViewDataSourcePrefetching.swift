/// The object that hears, ahead of time, which items the collection view will soon need, so it
/// can start loading their data.
///
/// The collection view announces the items about one screen ahead in the direction of
/// scrolling before it asks for their cells, and cancels announcements that are no longer ahead
/// (the user reversed). See `CollectionView.prefetchDataSource`.
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
  /// Start loading the data of the items at `indexPaths` (sorted, not yet visible).
  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Stop loading the data of the items at `indexPaths`: they are no longer ahead. Optional; the
  /// default does nothing.
  func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
