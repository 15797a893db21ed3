// The one place TrellisDiffable performs a batch update on the host.

extension CollectionView {
  /// Performs `difference` as one batch update: `updateModel` runs first inside the batch (the
  /// data source switches to the new snapshot), then every operation is recorded, and the host
  /// validates and commits the whole batch.
  ///
  /// Every batch TrellisDiffable performs goes through here. The operations are called through
  /// function values of throwing type with `try?`: inside a batch they only record (a
  /// malformed argument is reported by the batch's validation), so the same lines compile
  /// whether the host's update methods throw or not.
  ///
  /// - Throws: `CollectionViewError` when the host rejects the batch (the view is then
  ///   unchanged, but `updateModel` has run).
  func performDiffableBatch(
    _ difference: SnapshotDifference, updateModel: () -> Void, completion: ((Bool) -> Void)?
  ) throws {
    let deleteSections: (IndexSet) throws -> Void = self.deleteSections(_:)
    let insertSections: (IndexSet) throws -> Void = self.insertSections(_:)
    let reloadSections: (IndexSet) throws -> Void = self.reloadSections(_:)
    let moveSection: (Int, Int) throws -> Void = self.moveSection(_:toSection:)
    let deleteItems: ([IndexPath]) throws -> Void = self.deleteItems(at:)
    let insertItems: ([IndexPath]) throws -> Void = self.insertItems(at:)
    let reloadItems: ([IndexPath]) throws -> Void = self.reloadItems(at:)
    let moveItem: (IndexPath, IndexPath) throws -> Void = self.moveItem(at:to:)
    // When the host's `performBatchUpdates` stops throwing, this becomes
    // `performCheckedBatchUpdates` (same arguments).
    try performBatchUpdates(
      {
        updateModel()
        if !difference.sectionDeletes.isEmpty { try? deleteSections(IndexSet(difference.sectionDeletes)) }
        if !difference.sectionInserts.isEmpty { try? insertSections(IndexSet(difference.sectionInserts)) }
        if !difference.sectionReloads.isEmpty { try? reloadSections(IndexSet(difference.sectionReloads)) }
        for move in difference.sectionMoves { try? moveSection(move.from, move.to) }
        if !difference.itemDeletes.isEmpty { try? deleteItems(difference.itemDeletes) }
        if !difference.itemInserts.isEmpty { try? insertItems(difference.itemInserts) }
        if !difference.itemReloads.isEmpty { try? reloadItems(difference.itemReloads) }
        for move in difference.itemMoves { try? moveItem(move.from, move.to) }
      }, completion: completion)
  }
}
