// Matching identifiers between two snapshots (Heckel's observation: with unique keys, the
// correspondence between old and new lines is found by looking each key up, in linear time).
//
// Hashing every identifier of a million-item snapshot is what would dominate, so the matcher
// walks both snapshots side by side and compares neighbours with `==` while they line up; it
// looks identifiers up in the snapshots' own indexes only where they do not (around inserts,
// deletes and moves). The result is the same as looking every identifier up: identifiers are
// unique, so `old[i] == new[j]` means the new item j is the old item i.

@usableFromInline enum SnapshotMatcher {
  /// The correspondence between `old` and `new`: sections by identifier, items by identifier,
  /// and the reload and reconfigure marks of `new` on items and sections `old` also has.
  ///
  /// The walk keeps a position `i` in the old items (skipping the ones already matched) and
  /// takes the new items in order. When `old[i] == new[j]` they match and both advance.
  /// Otherwise `new[j]` is looked up in `old`: absent means inserted; found before `i` means an
  /// item skipped earlier, now matched. Found at `p` after `i`, either `new[j]` moved up from `p`
  /// or `old[i]` (and maybe items after it) moved down or was deleted: `old[i]` is looked up
  /// in `new`; if it is gone or its new place is farther from `j` than `p` is from `i`, the walk
  /// skips it (it will be matched when the walk reaches its new place); otherwise `new[j]` is
  /// matched to `p`. Each identifier is looked up at most once on each side.
  ///
  /// - Complexity: O(n + s) time and memory; `==` on aligned neighbours, hashing only around
  ///   changes.
  @inlinable
  static func match<Section, Item>(
    old: DiffableDataSourceSnapshot<Section, Item>, new: DiffableDataSourceSnapshot<Section, Item>
  ) -> DifferenceInput {
    let oldCount = old.numberOfItems
    let newCount = new.numberOfItems
    var input = DifferenceInput(
      oldCounts: old.sectionItems.map(\.count), newCounts: new.sectionItems.map(\.count),
      newSectionOld: new.sectionIDs.map { old.sectionPositions[$0] ?? -1 },
      oldSectionReloaded: [Bool](repeating: false, count: old.sectionIDs.count),
      newItemOld: [Int32](repeating: -1, count: newCount),
      oldItemKept: [Bool](repeating: false, count: oldCount),
      oldItemMarks: nil)
    for section in new.reloadedSections.elements {
      if let position = old.sectionPositions[section] { input.oldSectionReloaded[position] = true }
    }
    if !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty {
      var marks = [UInt8](repeating: 0, count: oldCount)
      for item in new.reconfiguredItems.elements {
        if let flat = old.flatIndex(of: item) { marks[flat] |= DifferenceInput.reconfigureMark }
      }
      for item in new.reloadedItems.elements {
        if let flat = old.flatIndex(of: item) { marks[flat] |= DifferenceInput.reloadMark }
      }
      input.oldItemMarks = marks
    }
    guard oldCount > 0, newCount > 0 else { return input }

    input.newItemOld.withUnsafeMutableBufferPointer { newItemOld in
      input.oldItemKept.withUnsafeMutableBufferPointer { oldItemKept in
        // The old walk: flat index i at (oldSection, oldIndex).
        var i = 0
        var oldSection = 0
        var oldIndex = 0
        while old.sectionItems[oldSection].isEmpty { oldSection += 1 }
        var oldItems = old.sectionItems[oldSection]
        func advanceOld() {
          i += 1
          oldIndex += 1
          guard oldIndex >= oldItems.count else { return }
          oldIndex = 0
          oldSection += 1
          while oldSection < old.sectionItems.count, old.sectionItems[oldSection].isEmpty { oldSection += 1 }
          if oldSection < old.sectionItems.count { oldItems = old.sectionItems[oldSection] }
        }
        func skipMatched() {
          while i < oldCount, oldItemKept[i] { advanceOld() }
        }
        // The new place of old[i], looked up once per i.
        var lookedUpFor = -1
        var lookedUp = -1
        var j = 0
        for newSection in new.sectionItems.indices {
          let newItems = new.sectionItems[newSection]
          for newIndex in newItems.indices {
            let item = newItems[newIndex]
            skipMatched()
            if i < oldCount, oldItems[oldIndex] == item {
              newItemOld[j] = Int32(i)
              oldItemKept[i] = true
              advanceOld()
              j += 1
              continue
            }
            guard let p = old.flatIndex(of: item) else {
              j += 1
              continue
            }
            newItemOld[j] = Int32(p)
            oldItemKept[p] = true
            if p > i {
              // Skip old items that moved farther down than this one moved up, or are gone.
              while i < p {
                if lookedUpFor != i {
                  lookedUpFor = i
                  lookedUp = new.flatIndex(of: oldItems[oldIndex]) ?? -1
                }
                guard lookedUp < 0 || lookedUp - j > p - i else { break }
                advanceOld()
                skipMatched()
              }
            }
            j += 1
          }
        }
      }
    }
    return input
  }
}

extension DiffableDataSourceSnapshot {
  /// The flat index (counting earlier sections' items) of `item`, or `nil`.
  @inlinable
  func flatIndex(of item: Item) -> Int? {
    guard let slot = itemSlots[item] else { return nil }
    return sectionStarts[keyPositions[slot.sectionKey]] + slot.index
  }
}
