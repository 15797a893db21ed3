import Foundation

// The bridge between the update model (TrellisUpdates) and UIKit's update items: the items a
// layout receives in `prepare(forCollectionViewUpdates:)`, and the map a layout builds back from
// them.

extension UpdateMap {
  /// The map of the updates `updateItems` describe, as a layout sees them in
  /// `prepare(forCollectionViewUpdates:)`.
  ///
  /// Trellis's own layouts use this, so any layout can: the arithmetic of where an item goes is
  /// the one `UpdateMap` does for the collection view. Items with malformed index paths are
  /// skipped; see `UpdateMap.init(recorded:)` for how inconsistent items are resolved.
  ///
  /// - Complexity: O(m log m) for m update items.
  @MainActor public init(_ updateItems: [CollectionViewUpdateItem]) {
    var batch = BatchUpdate()
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    for change in updateItems {
      let before = change.indexPathBeforeUpdate.flatMap { $0.count == 2 ? $0 : nil }
      let after = change.indexPathAfterUpdate.flatMap { $0.count == 2 ? $0 : nil }
      if change.isSectionOperation {
        switch change.updateAction {
        case .insert: if let after { sectionInserts.append(after[0]) }
        case .delete: if let before { sectionDeletes.append(before[0]) }
        case .reload: if let before { sectionReloads.append(before[0]) }
        case .move: if let before, let after { batch.moveSection(before[0], toSection: after[0]) }
        case .none: break
        }
        continue
      }
      switch change.updateAction {
      case .insert: if let after { batch.insertItems(at: [after]) }
      case .delete: if let before { batch.deleteItems(at: [before]) }
      case .reload: if let before { batch.reloadItems(at: [before]) }
      case .move: if let before, let after { batch.moveItem(at: before, to: after) }
      case .none: break
      }
    }
    batch.record(
      sectionInserts: sectionInserts, sectionDeletes: sectionDeletes, sectionReloads: sectionReloads)
    self.init(recorded: batch)
  }

  /// The update items the layout receives in `prepare(forCollectionViewUpdates:)`: deletes,
  /// inserts, reloads and moves, each group sorted by index path (as UIKit orders them);
  /// sections before items within a group.
  @MainActor func updateItems() -> [CollectionViewUpdateItem] {
    func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
    var items: [CollectionViewUpdateItem] = []
    items.reserveCapacity(
      deletedSections.count + insertedSections.count + reloadedSections.count + sectionMovesBySource.count
        + deletedItems.count + insertedItems.count + reloadedOld.count + movesBySource.count)
    for index in deletedSections {
      items.append(
        .init(indexPathBeforeUpdate: section(index), indexPathAfterUpdate: nil, updateAction: .delete))
    }
    for path in deletedItems {
      items.append(
        .init(indexPathBeforeUpdate: path.indexPath, indexPathAfterUpdate: nil, updateAction: .delete))
    }
    for index in insertedSections {
      items.append(
        .init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: section(index), updateAction: .insert))
    }
    for path in insertedItems {
      items.append(
        .init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: path.indexPath, updateAction: .insert))
    }
    for index in reloadedSections {
      items.append(
        .init(
          indexPathBeforeUpdate: section(index), indexPathAfterUpdate: newSection(forOld: index).map(section),
          updateAction: .reload))
    }
    for path in reloadedOld {
      let after = newPath(forOld: path)
      items.append(
        .init(
          indexPathBeforeUpdate: path.indexPath, indexPathAfterUpdate: after?.indexPath, updateAction: .reload
        ))
    }
    for move in sectionMovesBySource {
      items.append(
        .init(
          indexPathBeforeUpdate: section(move.from), indexPathAfterUpdate: section(move.to),
          updateAction: .move))
    }
    for move in movesBySource {
      items.append(
        .init(
          indexPathBeforeUpdate: move.from.indexPath, indexPathAfterUpdate: move.to.indexPath,
          updateAction: .move))
    }
    return items
  }
}
