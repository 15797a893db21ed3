// Batch updates: recording, validation (through `UpdateMap`, in TrellisUpdates), and the animated
// commit. The public UIKit entry points (`performBatchUpdates(_:completion:)`, `insertItems(at:)`,
// …) are declared in the class body (CollectionView.swift) so that subclasses can override them.

import Foundation

extension CollectionView {
  /// Performs a batch as `performCheckedBatchUpdates(_:completion:)` does, throwing what it
  /// throws; nested calls join the outer batch. Every public batch spelling runs through here.
  func runBatch(_ body: () throws -> Void, completion: ((Bool) -> Void)?) throws {
    if updates.pendingBatch != nil {
      try body()
      if let completion { updates.pendingCompletions.append(completion) }
      return
    }
    cancelDropGap()
    guard movement == nil else {
      throw CollectionViewError(
        .invalidState,
        "attempt to perform batch updates during interactive movement; call endInteractiveMovement() or "
          + "cancelInteractiveMovement() first")
    }
    layoutIfNeeded()
    let oldCounts = itemCounts
    updates.pendingBatch = BatchUpdate()
    updates.pendingCompletions = completion.map { [$0] } ?? []
    defer {
      updates.pendingBatch = nil
      updates.pendingCompletions = []
      updates.pendingReconfigures = []
    }
    try body()
    guard let batch = updates.pendingBatch else { return }
    let newCounts = fetchItemCounts()
    let map = try UpdateMap(oldCounts: oldCounts, newCounts: newCounts, batch: batch)
    let completions = updates.pendingCompletions
    updates.pendingBatch = nil
    commitUpdate(map, newCounts: newCounts, completions: completions)
  }

  /// UIKit's non-throwing batch: an invalid batch changes nothing, is recorded in
  /// `lastUpdateError` and its message written to standard error.
  func runUncheckedBatch(_ body: () -> Void, completion: ((Bool) -> Void)?) {
    let isOutermost = updates.pendingBatch == nil
    do {
      try runBatch(body, completion: completion)
      if isOutermost { lastUpdateError = nil }
    } catch let error as CollectionViewError {
      lastUpdateError = error
      reportInvalidUpdate(error)
    } catch {
      // `body` does not throw, and `runBatch` throws nothing else.
    }
  }

  /// Records `body` in the pending batch, or runs it as a batch of its own.
  func record(_ body: (inout BatchUpdate) -> Void) {
    if updates.pendingBatch != nil {
      body(&updates.pendingBatch!)
      return
    }
    runUncheckedBatch({ body(&self.updates.pendingBatch!) }, completion: nil)
  }

  /// Adds every update of `batch` to the batch update being recorded, as if each of its inserts,
  /// deletes, reloads and moves had been called; outside `performBatchUpdates(_:completion:)`
  /// the updates are performed as one batch of their own.
  ///
  /// Use it to perform a batch computed elsewhere, such as a snapshot difference
  /// (TrellisDiffable does). The batch is validated with the others, by the same rules.
  ///
  /// UIKit difference: an addition; UIKit has no value type for a batch.
  /// - Complexity: O(k) for the k updates of `batch`, plus the batch's own cost outside a batch.
  public func addUpdates(_ batch: BatchUpdate) {
    record { $0.append(contentsOf: batch) }
  }

  /// Writes an invalid batch's message where UIKit's exception reason would appear.
  private func reportInvalidUpdate(_ error: CollectionViewError) {
    let line = "Trellis: invalid batch update ignored (lastUpdateError): \(error.description)\n"
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// Performs the updates recorded in `updates` as one animated change, like
  /// `performBatchUpdates(_:completion:)`, and throws instead of recording an invalid batch.
  ///
  /// Use it where you want to catch a mistake (tests, fuzzers, data you do not control): the
  /// validation and the messages are the same as for `performBatchUpdates(_:completion:)`.
  ///
  /// - Throws: `CollectionViewError` when the batch is inconsistent with the counts before and
  ///   after (see `CollectionViewError` for the messages) or is not allowed now (during
  ///   interactive movement), or whatever `updates` throws. The collection view, its cells,
  ///   counts and layout are then exactly as before the call, `completion` is not called and
  ///   `lastUpdateError` is left as it was.
  /// - Complexity: as `performBatchUpdates(_:completion:)`.
  public func performCheckedBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
  ) throws {
    try runBatch(updates, completion: completion)
  }

  // MARK: - Commit

  /// Applies a validated batch: new counts, the layout's update hooks, and the animated rebuild
  /// of the visible set.
  func commitUpdate(_ map: UpdateMap, newCounts: [Int], completions: [(Bool) -> Void]) {
    finishElementAnimation(finished: false)
    flushLingering()
    remapPrefetching(map)
    remapSelection(map)
    remapContextMenu(map)
    remapDragAndDrop(map)

    // What each visible view shows now, and where the old layout puts the cells around the
    // screen (so that items sliding into view can start from their old place).
    let before = visibleSet.elements
    var oldNearby: [(path: ItemPath, attributes: CollectionViewLayoutAttributes)] = []
    let region = bounds.insetBy(dx: -frame.width, dy: -frame.height)
    for attributes in mirroredLayout.layoutAttributesForElements(in: region) ?? []
    where attributes.representedElementCategory == .cell {
      if let path = ItemPath(attributes.indexPath) { oldNearby.append((path, attributes)) }
    }
    oldNearby.sort { $0.path < $1.path }

    // UIKit's order: the data-source-count invalidation, `prepare()`, then
    // `prepare(forCollectionViewUpdates:)`; the appearing and disappearing queries below, then
    // `finalizeCollectionViewUpdates()`.
    pass.cachedItemCounts = newCounts
    updates.isCommitting = true
    let updateItems = map.updateItems()
    let context = layout.makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    context.updateItems = updateItems
    context.updateMap = map
    layout.invalidateLayout(with: context)
    layout.prepareIfNeeded()
    layout.prepare(forCollectionViewUpdates: updateItems)
    contentSize = layout.collectionViewContentSize
    updates.isCommitting = false

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
      let target = mirroredLayout.targetContentOffset(forProposedContentOffset: proposed)
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
        if !map.isSectionReloaded(old: section), let newSection = map.newSection(forOld: section) {
          newKey = ElementKey(
            category: 1, kind: element.key.kind, section: newSection, item: element.key.item)
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
        case 0: end = mirroredLayout.finalLayoutAttributesForDisappearingItem(at: element.key.indexPath)
        case 1:
          end = mirroredLayout.finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind: element.key.kind, at: element.key.indexPath)
        default:
          end = mirroredLayout.finalLayoutAttributesForDisappearingDecorationElement(
            ofKind: element.key.kind, at: element.key.indexPath)
        }
        updates.disappearing.append(
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
          if let start = self.mirroredLayout.initialLayoutAttributesForAppearingItem(at: key.indexPath) {
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
          return self.mirroredLayout.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: key.kind, at: key.indexPath)
            ?? self.faded(final)
        default:
          return self.mirroredLayout.initialLayoutAttributesForAppearingDecorationElement(
            ofKind: key.kind, at: key.indexPath)
            ?? self.faded(final)
        }
      },
      departure: { oldKey, newKey, from in
        if oldKey.category == 0 {
          if let end = self.mirroredLayout.finalLayoutAttributesForDisappearingItem(at: oldKey.indexPath) {
            return end
          }
          // Moved off screen: slide to the new place.
          if let end = self.mirroredLayout.layoutAttributesForItem(at: newKey.indexPath) { return end }
        }
        return self.faded(from)
      })
    layout.finalizeCollectionViewUpdates()
    reconfigureAfterUpdate(map)
    startElementAnimation(duration: defaultAnimationDuration, completions: completions)
  }
}
