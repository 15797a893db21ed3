/// The tap-to-edit behaviour shared by the one-section scenes whose taps delete and insert
/// items (`NewtonianScene`, `ReorderFeedScene`).
extension SceneContent {
  /// Reacts to a tap at `point` (content coordinates): nothing during an interactive move; a tap
  /// on an item deletes it; a tap elsewhere inserts a new item at `insertionIndex()` (clamped to
  /// the item count) while there are fewer than `maximum` items. Both edits run as one checked
  /// batch that changes the model and the collection view together. Returns whether something
  /// happened (a rejected batch changes nothing and returns `false`).
  func deleteOrInsertItem(at point: CGPoint, maximum: Int, insertionIndex: () -> Int) -> Bool {
    guard !collectionView.isInteractivelyMoving else { return false }
    if let indexPath = collectionView.indexPathForItem(at: point) {
      return
        (try? collectionView.performCheckedBatchUpdates {
          self.items.remove(at: indexPath.item)
          self.collectionView.deleteItems(at: [indexPath])
        }) != nil
    }
    guard items.count < maximum else { return false }
    let target = min(insertionIndex(), items.count)
    return
      (try? collectionView.performCheckedBatchUpdates {
        self.items.insert(at: target)
        self.collectionView.insertItems(at: [IndexPath(item: target, section: 0)])
      }) != nil
  }
}
