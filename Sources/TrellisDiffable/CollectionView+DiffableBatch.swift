// The one place TrellisDiffable performs a batch update on the host.

extension CollectionView {
  /// Performs `difference` as one batch update: `updateModel` runs first inside the batch (the
  /// data source switches to the new snapshot), then every operation is recorded, and the host
  /// validates and commits the whole batch.
  ///
  /// Every batch TrellisDiffable performs goes through here, through the host's throwing
  /// spelling: the difference is valid by construction, and a rejection (a bug) must surface,
  /// not be recorded silently in `lastUpdateError`.
  ///
  /// - Throws: `CollectionViewError` when the host rejects the batch (the view is then
  ///   unchanged, but `updateModel` has run).
  func performDiffableBatch(
    _ difference: SnapshotDifference, updateModel: () -> Void, completion: ((Bool) -> Void)?
  ) throws {
    try performCheckedBatchUpdates(
      {
        updateModel()
        addUpdates(difference.batchUpdate)
      }, completion: completion)
  }
}
