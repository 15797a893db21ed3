/// The object that provides a collection view's data: the number of sections and items and the
/// views for them.
///
/// Methods marked optional in UIKit have default implementations here.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections. Optional; the default is 1.
  func numberOfSections(in collectionView: CollectionView) -> Int

  /// The number of items in `section`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

  /// The cell for the item at `indexPath`; dequeue it with
  /// `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell

  /// The supplementary view of `kind` at `indexPath`. Optional; the default returns a plain
  /// `CollectionReusableView`.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView

  /// Whether the item at `indexPath` may be moved interactively. Optional; the default is `true`
  /// when the data source implements `collectionView(_:moveItemAt:to:)`.
  ///
  /// UIKit difference: Swift cannot ask whether a method is implemented, so the default is
  /// `true`; return `false` for items that must stay put.
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

  /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in your model, once, at the
  /// end of an interactive movement. Optional; the default does nothing.
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// A plain reusable view.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionReusableView()
  }

  /// Every item may move.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
