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
        if !difference.sectionDeletes.isEmpty { deleteSections(IndexSet(difference.sectionDeletes)) }
        if !difference.sectionInserts.isEmpty { insertSections(IndexSet(difference.sectionInserts)) }
        if !difference.sectionReloads.isEmpty { reloadSections(IndexSet(difference.sectionReloads)) }
        for move in difference.sectionMoves { moveSection(move.from, toSection: move.to) }
        if !difference.itemDeletes.isEmpty { deleteItems(at: difference.itemDeletes) }
        if !difference.itemInserts.isEmpty { insertItems(at: difference.itemInserts) }
        if !difference.itemReloads.isEmpty { reloadItems(at: difference.itemReloads) }
        for move in difference.itemMoves { moveItem(at: move.from, to: move.to) }
      }, completion: completion)
  }
}
