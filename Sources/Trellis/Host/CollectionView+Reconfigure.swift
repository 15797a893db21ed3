// Reconfiguring items in place (iOS 15's `reconfigureItems(at:)`) and updates without
// animation (`UIView.performWithoutAnimation(_:)`).

extension CollectionView {
  /// Updates the data of the items at `indexPaths` while keeping their cells: the data source
  /// is asked for each item's cell again, and while it is, dequeueing a cell for that index path
  /// with the cell's reuse identifier returns the existing cell (without `prepareForReuse()`),
  /// so the data source's configuration runs on it.
  ///
  /// Only items with a cell are reconfigured: visible cells and cells that just left the screen
  /// (see `lingeringMargin`); the others are configured when they appear. Index paths that are
  /// not two-index paths or name no such cell are ignored. If the data source returns a
  /// different cell anyway, that cell replaces the old one in place (without animation).
  ///
  /// Inside `performBatchUpdates(_:completion:)`, `indexPaths` name the items before the update
  /// (as for reloads); they are reconfigured at their new places once the batch is committed,
  /// before the animation starts. Items the batch deletes or reloads are skipped.
  ///
  /// UIKit difference: UIKit requires the same cell back; Trellis replaces it instead of
  /// failing.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    let paths = indexPaths.compactMap { ItemPath($0) }
    if updates.pendingBatch != nil {
      updates.pendingReconfigures.append(contentsOf: paths)
      return
    }
    reconfigureExistingCells(paths)
  }

  /// Runs `actions` with update and transition animations turned off: a batch update (or layout
  /// transition, or the end of an interactive movement) started inside takes effect at once,
  /// and its completion is called with `true` before `performBatchUpdates(_:completion:)`
  /// returns.
  ///
  /// UIKit difference: UIKit's `UIView.performWithoutAnimation(_:)` is a class method that
  /// affects every view; here it is per collection view.
  public func performWithoutAnimation<Result>(_ actions: () throws -> Result) rethrows -> Result {
    updates.animationsDisabledDepth += 1
    defer { updates.animationsDisabledDepth -= 1 }
    return try actions()
  }

  /// Whether `performWithoutAnimation(_:)` is running.
  public var areAnimationsDisabled: Bool { updates.animationsDisabledDepth > 0 }

  /// Reconfigures the items the batch recorded, at their new index paths.
  func reconfigureAfterUpdate(_ map: UpdateMap) {
    guard !updates.pendingReconfigures.isEmpty else { return }
    let requested = updates.pendingReconfigures
    updates.pendingReconfigures = []
    reconfigureExistingCells(
      requested.compactMap { map.isReloaded(old: $0) ? nil : map.newPath(forOld: $0) })
  }

  /// Asks the data source again for the cells of `paths` that exist, handing back their cells.
  func reconfigureExistingCells(_ paths: [ItemPath]) {
    guard let dataSource, !paths.isEmpty else { return }
    var done = Set<ItemPath>()
    for path in paths where done.insert(path).inserted {
      if let index = visibleIndex(of: .cell(path)),
        let cell = visibleSet.elements[index].view as? CollectionViewCell
      {
        let returned = configureAgain(cell, at: path, dataSource)
        if returned !== cell {
          let shown = cell.appliedLayoutAttributes ?? visibleSet.elements[index].attributes
          endDisplaying(cell, key: visibleSet.elements[index].key, lingerFrame: nil)
          visibleSet.elements[index].view = returned
          visibleSet.elements[index].forceApply(shown)
          willDisplay(returned, key: visibleSet.elements[index].key)
        }
      } else if let index = reuse.lingering.firstIndex(where: { $0.path == path }) {
        let cell = reuse.lingering[index].cell
        let returned = configureAgain(cell, at: path, dataSource)
        if returned !== cell {
          reuse.lingering.remove(at: index)
          enqueue(cell, category: 0, kind: "")
          enqueue(returned, category: 0, kind: "")
        }
      }
    }
  }

  /// Asks `dataSource` for the cell at `path` while a dequeue there returns `cell`.
  private func configureAgain(
    _ cell: CollectionViewCell, at path: ItemPath, _ dataSource: CollectionViewDataSource
  ) -> CollectionViewCell {
    reuse.reconfiguringCell = (path, cell)
    defer { reuse.reconfiguringCell = nil }
    return dataSource.collectionView(self, cellForItemAt: path.indexPath)
  }
}
