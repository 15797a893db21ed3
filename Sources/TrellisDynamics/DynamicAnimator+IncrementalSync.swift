import TrellisPhysics

// Incremental sync: the springy layout adds and removes a few plain attachments every frame
// while the others stay. A full sync (DynamicAnimator+Sync.swift) would walk every behavior and
// item, rebuild the record lookup and recompute every item's properties for that. When every
// behavior is a plain `AttachmentBehavior` without children, the outcome of a full sync is known
// in advance: the new attachments' items get bodies (in behavior order, before any body is
// destroyed), the items no behavior names any more lose theirs (in record order), and the new
// attachments install their joints (in behavior order). Properties, gravity, pushes and
// collision groups stay at their defaults, and every item is held. This file does exactly that,
// so bodies and joints are created and destroyed in the same order as by a full sync, and the
// simulation is bit-identical.

extension DynamicAnimator {
  /// Brings the world in line with the attachments added and removed since the last sync, as a
  /// full sync would. Returns `false`, having changed nothing, when a full sync is needed: a
  /// behavior other than a plain childless attachment is involved, an item is shared between an
  /// attachment that changed and another behavior, an item is frozen for having escaped (a full
  /// sync wakes it), or some item had no body at the last sync.
  /// - Complexity: O(records + behaviors) with small constants, plus the bodies and joints
  ///   created and destroyed.
  func syncIncrementally() -> Bool {
    guard flatIsAttachmentsOnly, !hasUnrecordedItems, canSyncIncrementally() else { return false }

    // The behavior list: the removed attachments leave, the added ones follow the others
    // (top-level behaviors are appended, so this is the pre-order of the new tree).
    if !removedSinceSync.isEmpty {
      for b in removedSinceSync { b.isMarked = true }
      DynamicAnimator.removeMarked(from: &flat)
      for b in removedSinceSync { b.isMarked = false }
    }
    flat.append(contentsOf: addedSinceSync)

    // 1. Bodies for the new items, in behavior order; attachments hold their items.
    let firstNew = records.count
    for b in addedSinceSync {
      let (first, second) = Self.plainItems(of: b)
      touchRecord(first)
      if let second { touchRecord(second) }
    }
    for r in firstNew..<records.count { records[r].isHeld = true }

    // 2. The items no behavior names any more lose their bodies, in record order.
    let added = records.count - firstNew
    _ = removeUnreferencedRecords()

    // 4. The new attachments' joints (the others' are in place: their bodies did not change).
    for b in addedSinceSync { b.install(in: self) }
    updateElementIndex(firstNew: records.count - added)
    return true
  }

  /// Whether the changes since the last sync can be applied incrementally; changes nothing.
  private func canSyncIncrementally() -> Bool {
    // The added attachments must still be top-level and be the last top-level behaviors, in
    // order; the removed ones must have been removed for good (not added again).
    guard addedSinceSync.count <= topBehaviors.count else { return false }
    let tail = topBehaviors.count - addedSinceSync.count
    for (i, b) in addedSinceSync.enumerated() {
      guard b.isTopLevel, topBehaviors[tail + i] === b, type(of: b) == AttachmentBehavior.self,
        b.childBehaviors.isEmpty
      else { return false }
    }
    for b in removedSinceSync {
      guard !b.isTopLevel, type(of: b) == AttachmentBehavior.self else { return false }
    }
    // A full sync wakes the items it finds frozen.
    if mayHaveEscapedRecords {
      for r in records.indices where records[r].escaped { return false }
      mayHaveEscapedRecords = false
    }
    // The added attachments' items must be new to the animator. (Every behavior in both lists
    // is now known to be a plain attachment: its items are read without building an array.)
    for b in addedSinceSync {
      let (first, second) = Self.plainItems(of: b)
      if recordIndex[ObjectIdentifier(first)] != nil { return false }
      if let second, recordIndex[ObjectIdentifier(second)] != nil { return false }
    }
    // The removed attachments' items must be named by no other behavior.
    guard !removedSinceSync.isEmpty else { return true }
    // The records found while counting down are kept (in order), so the check and the undo
    // below read them without looking each item up again (the lookup cannot change meanwhile).
    removedItemRecords.removeAll(keepingCapacity: true)
    for b in removedSinceSync { addReferences(-1, toItemsOf: b) }
    var unshared = true
    for r in removedItemRecords where records[r].references != 0 { unshared = false }
    if !unshared {
      for r in removedItemRecords { records[r].references += 1 }
    }
    return unshared
  }

  /// The items of `b`, which the caller has checked is exactly an `AttachmentBehavior`: its
  /// `items` in order, without the array (`AttachmentBehavior.plainItems`).
  @inline(__always)
  private static func plainItems(of b: DynamicBehavior) -> (first: DynamicItem, second: DynamicItem?) {
    unsafeDowncast(b, to: AttachmentBehavior.self).plainItems
  }

  /// Adds `delta` to the reference counts of the records of plain attachment `b`'s items (those
  /// that have one), item by item in `items` order, appending each record's index to
  /// `removedItemRecords`.
  private func addReferences(_ delta: Int, toItemsOf b: DynamicBehavior) {
    let (first, second) = Self.plainItems(of: b)
    if let r = recordIndex[ObjectIdentifier(first)] {
      records[r].references += delta
      removedItemRecords.append(r)
    }
    if let second, let r = recordIndex[ObjectIdentifier(second)] {
      records[r].references += delta
      removedItemRecords.append(r)
    }
  }

  /// Destroys the bodies of the records no behavior names (in record order) and closes the
  /// gaps (moving the kept records, not copying them), keeping the record lookup, the body
  /// owners and (without duplicate keys) the element lookups current. Returns whether any went.
  private func removeUnreferencedRecords() -> Bool {
    let keepElements = !elementIndexHasDuplicates
    var firstGone = -1
    for r in records.indices where records[r].references == 0 {
      if firstGone < 0 { firstGone = r }
      let body = records[r].body
      setOwner(.none, of: body)
      try? world.destroyBody(body)
      recordIndex.removeValue(forKey: records[r].key)
      if keepElements, let e = records[r].indexedElement { unfileElement(e) }
    }
    guard firstGone >= 0 else { return false }
    // Remove runs of unreferenced records from the end, so the indices ahead stay valid.
    // (`lastRemovalRuns` first holds each run's end and length, last run first.)
    lastRemovalRuns.removeAll(keepingCapacity: true)
    var i = records.count - 1
    while i >= firstGone {
      guard records[i].references == 0 else {
        i -= 1
        continue
      }
      var start = i
      while start > firstGone && records[start - 1].references == 0 { start -= 1 }
      records.removeSubrange(start...i)
      lastRemovalRuns.append((end: i + 1, removedThroughEnd: i + 1 - start))
      i = start - 1
    }
    lastRemovalRuns.reverse()
    var removed = 0
    for k in lastRemovalRuns.indices {
      removed += lastRemovalRuns[k].removedThroughEnd
      lastRemovalRuns[k].removedThroughEnd = removed
    }
    for r in firstGone..<records.count {
      recordIndex[records[r].key] = r
      setOwner(.item(r), of: records[r].body)
    }
    // A new item may now be noted as moved at an old item's index path.
    if !movedCells.isEmpty || !movedSupplementary.isEmpty || !movedDecorations.isEmpty {
      movedNeedsDedupe = true
    }
    return true
  }

  /// Brings the element lookups to what `rebuildElementIndex()` would make of them, after the
  /// unreferenced records left (their keys already removed) and the records from `firstNew` on
  /// were added. Rebuilds them when two records share a key or a kept item's key changed.
  private func updateElementIndex(firstNew: Int) {
    guard !elementIndexHasDuplicates else {
      rebuildElementIndex()
      return
    }
    for r in 0..<firstNew {
      let current: Bool
      if let plain = records[r].plainAttributes {
        // Borrowed, not retained: the record keeps them alive, and the check only reads them
        // (plain attributes' getters run no other code) and the records.
        current = withBorrowed(plain) { elementIndexIsCurrent(r, item: $0) }
      } else {
        guard let a = records[r].attributes else { continue }
        current =
          a.representedElementCategory == .cell
          ? isRecord(r, filedAsCellOf: a) : records[r].indexedElement == IndexedElement(a)
      }
      guard current else {
        rebuildElementIndex()
        return
      }
    }
    for r in firstNew..<records.count {
      guard let a = records[r].attributes else { continue }
      let e = IndexedElement(a)
      guard fileElement(e, record: records[r].key) == nil else {
        rebuildElementIndex()
        return
      }
      records[r].indexedElement = e
    }
  }

  /// Files the record with `key` under `e`; returns the key of the record that had it.
  @discardableResult
  func fileElement(_ e: IndexedElement, record r: ObjectIdentifier) -> ObjectIdentifier? {
    switch e.category {
    case .cell:
      Self.keepSparse(&cellIndex, count: cellIndex.count + 1)
      return cellIndex.updateValue(r, forKey: CellKey(e.indexPath))
    case .supplementaryView:
      return supplementaryIndex.updateValue(r, forKey: ElementKey(kind: e.kind, indexPath: e.indexPath))
    case .decorationView:
      return decorationIndex.updateValue(r, forKey: ElementKey(kind: e.kind, indexPath: e.indexPath))
    }
  }

  /// Grows `dictionary` ahead of time so that at most three eighths of its buckets are used
  /// while it holds `count` entries (the standard library lets it fill three quarters). The springy
  /// layout files, finds and removes a few records' keys every frame; in a fuller table the
  /// probe runs are longer, and a removal rehashes every entry of the run after the removed one.
  /// The lookups' order is never read, so their capacity changes no result.
  /// - Complexity: O(1), amortised O(count) when it grows.
  @inline(__always)
  static func keepSparse<Key: Hashable, Value>(_ dictionary: inout [Key: Value], count: Int) {
    if dictionary.capacity < 2 * count { dictionary.reserveCapacity(4 * count) }
  }

  private func unfileElement(_ e: IndexedElement) {
    switch e.category {
    case .cell: cellIndex.removeValue(forKey: CellKey(e.indexPath))
    case .supplementaryView:
      supplementaryIndex.removeValue(forKey: ElementKey(kind: e.kind, indexPath: e.indexPath))
    case .decorationView:
      decorationIndex.removeValue(forKey: ElementKey(kind: e.kind, indexPath: e.indexPath))
    }
  }
}
