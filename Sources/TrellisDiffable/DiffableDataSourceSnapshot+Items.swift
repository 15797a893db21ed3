// Item operations of a snapshot: append, insert, delete, move, reload, reconfigure. Each public
// method stops on a programmer error (as UIKit raises); the `check…` methods behind them
// validate everything first and throw without changing anything.

extension DiffableDataSourceSnapshot {
  /// Adds the items `identifiers` at the end of the section `sectionIdentifier`, or of the last
  /// section when it is `nil`.
  ///
  /// - Precondition: the section exists (with `nil`: the snapshot has a section), and no
  ///   identifier is already in the snapshot or appears twice; otherwise this stops with a
  ///   message naming it.
  /// - Complexity: O(k + s) for k items added and s sections.
  @inlinable
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkAppendItems(identifiers, toSection: sectionIdentifier)
    }
  }

  /// Inserts the items `identifiers` just before the item `beforeIdentifier`, in its section.
  ///
  /// - Precondition: `beforeIdentifier` is in the snapshot and no new identifier is.
  /// - Complexity: O(k + m + s) for k items added, m items after the insertion point in the
  ///   section, and s sections.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkInsertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }
  }

  /// Inserts the items `identifiers` just after the item `afterIdentifier`, in its section.
  ///
  /// - Precondition: `afterIdentifier` is in the snapshot and no new identifier is.
  /// - Complexity: O(k + m + s) for k items added, m items after the insertion point in the
  ///   section, and s sections.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkInsertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }
  }

  /// Deletes the items `identifiers`. An identifier listed twice is deleted once.
  ///
  /// - Precondition: every identifier is in the snapshot.
  /// - Complexity: O(k log k + m + s) for k items deleted, m items after the first deleted one
  ///   in the sections concerned, and s sections.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in try checkDeleteItems(identifiers) }
  }

  /// Deletes every item and every section.
  @inlinable
  public mutating func deleteAllItems() {
    self = DiffableDataSourceSnapshot()
  }

  /// Moves the item `identifier` to just before the item `toIdentifier`, into its section.
  ///
  /// - Precondition: both are in the snapshot and differ.
  /// - Complexity: O(m + s) for m items between the old and new places (the rest of the
  ///   sections when it changes section) and s sections.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType)
  {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkMoveItem(identifier, relativeTo: toIdentifier, after: false)
    }
  }

  /// Moves the item `identifier` to just after the item `toIdentifier`, into its section.
  ///
  /// - Precondition: both are in the snapshot and differ.
  /// - Complexity: O(m + s) as `moveItem(_:beforeItem:)`.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType)
  {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkMoveItem(identifier, relativeTo: toIdentifier, after: true)
    }
  }

  /// Marks the items `identifiers` for reloading: when the snapshot is applied their cells are
  /// replaced by new ones from the cell provider.
  ///
  /// - Precondition: every identifier is in the snapshot.
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkMarkItems(identifiers, reconfigure: false)
    }
  }

  /// Marks the items `identifiers` for reconfiguring: when the snapshot is applied the cell
  /// provider runs again for them and returns their existing cells (a cell registration's
  /// handler runs on the same cell), without a new dequeue or `prepareForReuse()`.
  ///
  /// - Precondition: every identifier is in the snapshot.
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkMarkItems(identifiers, reconfigure: true)
    }
  }

  // MARK: - Validating implementations

  /// Records the slots of new items `identifiers` that will occupy indexes `base…` of the
  /// section with `key`. When an identifier is already in the snapshot, or appears twice, it
  /// throws and records nothing (the table is put back as it was).
  ///
  /// One hash operation per identifier: the insert itself reports a clash.
  @inlinable
  mutating func addSlots(
    _ identifiers: [Item], sectionKey key: Int, base: Int, _ operation: String
  ) throws(DiffableDataSourceError) {
    itemSlots.reserveCapacity(itemSlots.count + identifiers.count)
    for (offset, identifier) in identifiers.enumerated() {
      guard
        let clash = itemSlots.updateValue(ItemSlot(sectionKey: key, index: base + offset), forKey: identifier)
      else { continue }
      let repeated = identifiers[..<offset].contains(identifier)
      if !repeated { itemSlots[identifier] = clash }
      for added in identifiers[..<offset] { itemSlots.removeValue(forKey: added) }
      if repeated {
        throw DiffableDataSourceError(
          .duplicateItemIdentifier,
          "\(operation): item identifier \(DiffableDataSourceError.name(identifier)) appears twice in the "
            + "items to add")
      }
      throw DiffableDataSourceError(
        .duplicateItemIdentifier,
        "\(operation): item identifier \(DiffableDataSourceError.name(identifier)) is already in the snapshot "
          + "(section \(DiffableDataSourceError.name(sectionIDs[keyPositions[clash.sectionKey]])))")
    }
  }

  @inlinable
  mutating func checkAppendItems(
    _ identifiers: [Item], toSection section: Section?
  ) throws(DiffableDataSourceError) {
    let operation = "appendItems(_:toSection:)"
    let position: Int
    if let section {
      position = try self.position(ofSection: section, operation)
    } else {
      guard !sectionIDs.isEmpty else {
        throw DiffableDataSourceError(
          .noSections, "\(operation): the snapshot has no sections; append a section before its items")
      }
      position = sectionIDs.count - 1
    }
    try addSlots(
      identifiers, sectionKey: sectionKeys[position], base: sectionItems[position].count, operation)
    sectionItems[position].append(contentsOf: identifiers)
    recomputeStarts(from: position)
  }

  @inlinable
  mutating func checkInsertItems(
    _ identifiers: [Item], relativeTo target: Item, after: Bool
  ) throws(DiffableDataSourceError) {
    let operation = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
    let (position, targetIndex) = try location(ofItem: target, operation)
    let index = after ? targetIndex + 1 : targetIndex
    try addSlots(identifiers, sectionKey: sectionKeys[position], base: index, operation)
    sectionItems[position].insert(contentsOf: identifiers, at: index)
    reindex(section: position, (index + identifiers.count)..<sectionItems[position].count)
    recomputeStarts(from: position)
  }

  @inlinable
  mutating func checkDeleteItems(_ identifiers: [Item]) throws(DiffableDataSourceError) {
    var doomed: [(section: Int, index: Int)] = []
    doomed.reserveCapacity(identifiers.count)
    for identifier in identifiers {
      doomed.append(try location(ofItem: identifier, "deleteItems(_:)"))
    }
    deleteItemsUnchecked(at: doomed)
  }

  /// Deletes the items at `locations` (any order, repeats allowed).
  @inlinable
  mutating func deleteItemsUnchecked(at locations: [(section: Int, index: Int)]) {
    guard !locations.isEmpty else { return }
    let doomed = locations.sorted { $0.section != $1.section ? $0.section < $1.section : $0.index < $1.index }
    var start = 0
    while start < doomed.count {
      let section = doomed[start].section
      var end = start
      while end < doomed.count, doomed[end].section == section { end += 1 }
      let items = sectionItems[section]
      var kept: [Item] = []
      kept.reserveCapacity(items.count - (end - start))
      kept.append(contentsOf: items[..<doomed[start].index])
      var next = start
      for index in doomed[start].index..<items.count {
        if next < end, doomed[next].index == index {
          while next < end, doomed[next].index == index { next += 1 }
          let item = items[index]
          itemSlots.removeValue(forKey: item)
          reloadedItems.remove(item)
          reconfiguredItems.remove(item)
        } else {
          kept.append(items[index])
        }
      }
      sectionItems[section] = kept
      reindex(section: section, doomed[start].index..<kept.count)
      start = end
    }
    recomputeStarts(from: doomed[0].section)
  }

  @inlinable
  mutating func checkMoveItem(
    _ identifier: Item, relativeTo target: Item, after: Bool
  ) throws(DiffableDataSourceError) {
    let operation = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
    guard identifier != target else {
      throw DiffableDataSourceError(
        .itemMovedRelativeToItself,
        "\(operation): cannot move item \(DiffableDataSourceError.name(identifier)) relative to itself")
    }
    let from = try location(ofItem: identifier, operation)
    var to = try location(ofItem: target, operation)
    if to.section == from.section, to.index > from.index { to.index -= 1 }
    if after { to.index += 1 }
    sectionItems[from.section].remove(at: from.index)
    sectionItems[to.section].insert(identifier, at: to.index)
    if from.section == to.section {
      reindex(section: from.section, min(from.index, to.index)..<(max(from.index, to.index) + 1))
    } else {
      reindex(section: from.section, from.index..<sectionItems[from.section].count)
      reindex(section: to.section, to.index..<sectionItems[to.section].count)
      recomputeStarts(from: min(from.section, to.section))
    }
  }

  @inlinable
  mutating func checkMarkItems(_ identifiers: [Item], reconfigure: Bool) throws(DiffableDataSourceError) {
    let operation = reconfigure ? "reconfigureItems(_:)" : "reloadItems(_:)"
    for identifier in identifiers { _ = try location(ofItem: identifier, operation) }
    for identifier in identifiers {
      if reconfigure { reconfiguredItems.insert(identifier) } else { reloadedItems.insert(identifier) }
    }
  }
}
