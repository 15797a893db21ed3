// Batch updates: recording, validation (through `CollectionViewUpdateMap`), and the animated
// commit.

extension CollectionView {
  /// Performs the inserts, deletes, reloads and moves recorded in `updates` as one animated
  /// change.
  ///
  /// Inside `updates`, change your data and call the update methods (`insertItems(at:)`,
  /// `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)` and the section variants).
  /// Deletes and reloads name index paths before the update, inserts after it, moves both
  /// (UIKit's rules). When `updates` returns, the data source is asked for the new counts and the
  /// whole batch is validated before anything changes. The layout then receives the update
  /// items in `prepare(forCollectionViewUpdates:)`, a context whose `invalidateDataSourceCounts`
  /// is `true`, and `prepare()`; every affected view animates for 0.3 s (ease-in-out) from its
  /// current place, or from the layout's initial attributes for appearing items (a fade in place
  /// when the layout returns `nil`), to its new place, or to the layout's final attributes for
  /// disappearing items (a fade in place when `nil`). `completion` is called with `true` from
  /// the `advance(by:)` that ends the animation, or with `false` if a later update, transition
  /// or `reloadData()` interrupts it.
  ///
  /// Calls nested inside `updates` join the outer batch.
  ///
  /// - Throws: `CollectionViewError` when the batch is inconsistent with the counts before and
  ///   after (see `CollectionViewError` for the messages), or whatever `updates` throws. The
  ///   collection view, its cells, counts and layout are then exactly as before the call and
  ///   `completion` is not called.
  /// - Complexity: O(m log m + s + k log m) for m updates, s sections and k visible elements,
  ///   plus the layout's `prepare()`; never proportional to the number of items.
  public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
    if pendingBatch != nil {
      try updates()
      if let completion { pendingCompletions.append(completion) }
      return
    }
    guard movement == nil else {
      throw CollectionViewError(
        .invalidState,
        "attempt to perform batch updates during interactive movement; call endInteractiveMovement() or "
          + "cancelInteractiveMovement() first")
    }
    layoutIfNeeded()
    let oldCounts = itemCounts
    pendingBatch = CollectionViewUpdateBatch()
    pendingCompletions = completion.map { [$0] } ?? []
    defer {
      pendingBatch = nil
      pendingCompletions = []
      pendingReconfigures = []
    }
    try updates()
    guard let batch = pendingBatch else { return }
    let newCounts = fetchItemCounts()
    let map = try CollectionViewUpdateMap(oldCounts: oldCounts, newCounts: newCounts, batch: batch)
    let completions = pendingCompletions
    pendingBatch = nil
    commitUpdate(map, newCounts: newCounts, completions: completions)
  }

  /// Records `body` in the pending batch, or runs it as a batch of its own.
  private func record(_ body: (inout CollectionViewUpdateBatch) -> Void) throws {
    if pendingBatch != nil {
      body(&pendingBatch!)
      return
    }
    try performBatchUpdates({ body(&self.pendingBatch!) }, completion: nil)
  }

  /// Inserts items at `indexPaths` (index paths after the update).
  ///
  /// - Throws: `CollectionViewError` as `performBatchUpdates(_:completion:)`; outside a batch
  ///   this is a batch of its own.
  public func insertItems(at indexPaths: [IndexPath]) throws {
    try record { $0.itemInserts += $0.paths(indexPaths, verb: "insert") }
  }

  /// Deletes the items at `indexPaths` (index paths before the update).
  ///
  /// - Throws: `CollectionViewError` as `performBatchUpdates(_:completion:)`.
  public func deleteItems(at indexPaths: [IndexPath]) throws {
    try record { $0.itemDeletes += $0.paths(indexPaths, verb: "delete") }
  }

  /// Reloads the items at `indexPaths` (index paths before the update): their cells are asked
  /// for again and cross-fade.
  ///
  /// - Throws: `CollectionViewError` as `performBatchUpdates(_:completion:)`.
  public func reloadItems(at indexPaths: [IndexPath]) throws {
    try record { $0.itemReloads += $0.paths(indexPaths, verb: "reload") }
  }

  /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after the update).
  ///
  /// - Throws: `CollectionViewError` as `performBatchUpdates(_:completion:)`.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
    try record { batch in
      let paths = batch.paths([indexPath, newIndexPath], verb: "move")
      if paths.count == 2 { batch.itemMoves.append((paths[0], paths[1])) }
    }
  }

  /// Inserts the sections in `sections` (indexes after the update).
  ///
  /// - Throws: `CollectionViewError` as `performBatchUpdates(_:completion:)`.
  public func insertSections(_ sections: IndexSet) throws {
    try record { $0.sectionInserts += sections }
  }

  /// Deletes the sections in `sections` (indexes before the update).
  ///
  /// - Throws: `CollectionViewError` as `performBatchUpdates(_:completion:)`.
  public func deleteSections(_ sections: IndexSet) throws {
    try record { $0.sectionDeletes += sections }
  }

  /// Reloads the sections in `sections` (indexes before the update): their item counts are
  /// taken afresh and every cell in them is asked for again.
  ///
  /// - Throws: `CollectionViewError` as `performBatchUpdates(_:completion:)`.
  ///
  /// UIKit difference: throws instead of raising an exception for an invalid section.
  public func reloadSections(_ sections: IndexSet) throws {
    try record { $0.sectionReloads += sections }
  }

  /// Moves section `section` (before the update) to `newSection` (after the update).
  ///
  /// - Throws: `CollectionViewError` as `performBatchUpdates(_:completion:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) throws {
    try record { $0.sectionMoves.append((section, newSection)) }
  }

  // MARK: - Commit

  /// Applies a validated batch: new counts, the layout's update hooks, and the animated rebuild
  /// of the visible set.
  func commitUpdate(_ map: CollectionViewUpdateMap, newCounts: [Int], completions: [(Bool) -> Void]) {
    finishElementAnimation(finished: false)
    flushLingering()
    remapPrefetching(map)

    // What each visible view shows now, and where the old layout puts the cells around the
    // screen (so that items sliding into view can start from their old place).
    let before = visible
    var oldNearby: [(path: ItemPath, attributes: CollectionViewLayoutAttributes)] = []
    let region = bounds.insetBy(dx: -frame.width, dy: -frame.height)
    for attributes in layout.layoutAttributesForElements(in: region) ?? []
    where attributes.representedElementCategory == .cell {
      if let path = ItemPath(attributes.indexPath) { oldNearby.append((path, attributes)) }
    }
    oldNearby.sort { $0.path < $1.path }

    cachedItemCounts = newCounts
    isCommittingUpdate = true
    layout.prepare(forCollectionViewUpdates: map.updateItems())
    let context = layout.makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    layout.prepareIfNeeded()
    contentSize = layout.collectionViewContentSize
    isCommittingUpdate = false

    // Pull the offset back if the content shrank under it, then let the layout choose.
    if !isDragging, movement == nil {
      let limit = maximumContentOffset
      var proposed = contentOffset
      if contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > frame.height {
        proposed.y = min(proposed.y, limit.y)
      }
      if contentSize.width + adjustedContentInset.left + adjustedContentInset.right > frame.width {
        proposed.x = min(proposed.x, limit.x)
      }
      let target = layout.targetContentOffset(forProposedContentOffset: proposed)
      if target != contentOffset { contentOffset = target }
      layout.prepareIfNeeded()
      contentSize = layout.collectionViewContentSize
    }

    // The views visible before, under their new keys.
    var survivors: [(element: VisibleElement, from: CollectionViewLayoutAttributes, oldKey: ElementKey)] = []
    survivors.reserveCapacity(before.count)
    for element in before {
      let shown = (element.view.appliedLayoutAttributes ?? element.attributes)
      let from = (shown.copy() as? CollectionViewLayoutAttributes) ?? shown
      var newKey: ElementKey?
      switch element.key.category {
      case 0:
        if !map.isReloaded(old: element.key.path), let path = map.newPath(forOld: element.key.path) {
          newKey = .cell(path)
        }
      case 1:
        let section = element.key.section
        if section >= 0, section < map.oldToNewSection.count, map.oldToNewSection[section] >= 0,
          !map.oldSectionReloaded[section]
        {
          newKey = ElementKey(
            category: 1, kind: element.key.kind, section: map.oldToNewSection[section], item: element.key.item
          )
        }
      default:
        newKey = element.key
      }
      if let newKey {
        var moved = element
        moved.key = newKey
        moved.track = nil
        survivors.append((moved, from, element.key))
      } else {
        // Deleted or reloaded: animate out to the layout's final attributes, or fade in place.
        let end: CollectionViewLayoutAttributes?
        switch element.key.category {
        case 0: end = layout.finalLayoutAttributesForDisappearingItem(at: element.key.indexPath)
        case 1:
          end = layout.finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind: element.key.kind, at: element.key.indexPath)
        default:
          end = layout.finalLayoutAttributesForDisappearingDecorationElement(
            ofKind: element.key.kind, at: element.key.indexPath)
        }
        disappearing.append(
          DisappearingElement(
            key: element.key, view: element.view, track: ElementTrack(from: from, to: end ?? faded(from))))
      }
    }
    survivors.sort { $0.element.key < $1.element.key }

    rebuildVisibleAnimated(
      survivors: survivors,
      initial: { key, final in
        switch key.category {
        case 0:
          if let start = self.layout.initialLayoutAttributesForAppearingItem(at: key.indexPath) {
            return start
          }
          // An item that existed before and slides into view starts where it was.
          if let oldPath = map.oldPath(forNew: key.path), !map.isReloaded(old: oldPath) {
            var low = 0
            var high = oldNearby.count
            while low < high {
              let mid = (low + high) >> 1
              if oldNearby[mid].path < oldPath { low = mid + 1 } else { high = mid }
            }
            if low < oldNearby.count, oldNearby[low].path == oldPath {
              return (oldNearby[low].attributes.copy() as? CollectionViewLayoutAttributes) ?? final
            }
          }
          return self.faded(final)
        case 1:
          return self.layout.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: key.kind, at: key.indexPath)
            ?? self.faded(final)
        default:
          return self.layout.initialLayoutAttributesForAppearingDecorationElement(
            ofKind: key.kind, at: key.indexPath)
            ?? self.faded(final)
        }
      },
      departure: { oldKey, newKey, from in
        if oldKey.category == 0 {
          if let end = self.layout.finalLayoutAttributesForDisappearingItem(at: oldKey.indexPath) {
            return end
          }
          // Moved off screen: slide to the new place.
          if let end = self.layout.layoutAttributesForItem(at: newKey.indexPath) { return end }
        }
        return self.faded(from)
      })
    layout.finalizeCollectionViewUpdates()
    reconfigureAfterUpdate(map)
    startElementAnimation(duration: defaultAnimationDuration, completions: completions)
  }
}
