// Operations the data source needs that UIKit's snapshot API does not offer: clearing the
// reload marks once applied, moving an item to an index path (a finished reorder), and
// replacing a section's items (applying a section snapshot).

extension DiffableDataSourceSnapshot {
  /// The snapshot without reload and reconfigure marks (what a data source keeps once it has
  /// applied them).
  @usableFromInline var withoutMarks: Self {
    var copy = self
    copy.reloadedItems.removeAll()
    copy.reconfiguredItems.removeAll()
    copy.reloadedSections.removeAll()
    return copy
  }

  /// The item at `indexPath`, or `nil` when there is none.
  @inlinable
  func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath[0]
    let index = indexPath[1]
    guard section >= 0, section < sectionItems.count, index >= 0, index < sectionItems[section].count else {
      return nil
    }
    return sectionItems[section][index]
  }

  /// Moves `item` so that it ends at `index` of the section at `section` (the place an
  /// interactive movement ended). `index` is clamped to the section.
  @inlinable
  mutating func moveItem(_ item: Item, toSection section: Int, index: Int) {
    guard let from = location(ofItem: item), section >= 0, section < sectionItems.count else { return }
    sectionItems[from.section].remove(at: from.index)
    let to = min(max(index, 0), sectionItems[section].count)
    sectionItems[section].insert(item, at: to)
    if from.section == section {
      reindex(section: section, min(from.index, to)..<(max(from.index, to) + 1))
    } else {
      reindex(section: from.section, from.index..<sectionItems[from.section].count)
      reindex(section: section, to..<sectionItems[section].count)
      recomputeStarts(from: min(from.section, section))
    }
  }

  /// Replaces the items of section `identifier` with `items`, appending the section when the
  /// snapshot does not have it; throws (changing nothing) when an item is in another section or
  /// appears twice.
  @inlinable
  mutating func checkReplaceItems(
    inSection identifier: Section, with items: [Item], _ operation: String
  ) throws(DiffableDataSourceError) {
    let position = sectionPositions[identifier]
    var seen = Set<Item>(minimumCapacity: items.count)
    for item in items {
      if let slot = itemSlots[item], keyPositions[slot.sectionKey] != position {
        throw DiffableDataSourceError(
          .duplicateItemIdentifier,
          "\(operation): item identifier \(DiffableDataSourceError.name(item)) is already in section "
            + "\(DiffableDataSourceError.name(sectionIDs[keyPositions[slot.sectionKey]]))")
      }
      if !seen.insert(item).inserted {
        throw DiffableDataSourceError(
          .duplicateItemIdentifier,
          "\(operation): item identifier \(DiffableDataSourceError.name(item)) appears twice in the section "
            + "snapshot's visible items")
      }
    }
    guard let position else {
      insertSectionsUnchecked([identifier], at: sectionIDs.count)
      try checkAppendItems(items, toSection: identifier)
      return
    }
    for item in sectionItems[position] {
      itemSlots.removeValue(forKey: item)
      if !seen.contains(item) {
        reloadedItems.remove(item)
        reconfiguredItems.remove(item)
      }
    }
    sectionItems[position] = items
    reindex(section: position, 0..<items.count)
    recomputeStarts(from: position)
  }
}
