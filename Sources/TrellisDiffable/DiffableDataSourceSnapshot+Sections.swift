// Section operations of a snapshot: append, insert, delete, move, reload. Each public method
// stops on a programmer error (as UIKit raises); the `check…` methods behind them validate
// everything first and throw without changing anything.

extension DiffableDataSourceSnapshot {
  /// Adds the sections `identifiers` at the end, empty.
  ///
  /// - Precondition: no identifier is already in the snapshot or appears twice; otherwise this
  ///   stops with a message naming it.
  /// - Complexity: O(k) for k sections added.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in try checkAppendSections(identifiers) }
  }

  /// Inserts the sections `identifiers`, empty, before the section `toIdentifier`.
  ///
  /// - Precondition: `toIdentifier` is in the snapshot and no new identifier is.
  /// - Complexity: O(k + s) for k sections added and s sections in the snapshot.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkInsertSections(identifiers, relativeTo: toIdentifier, after: false)
    }
  }

  /// Inserts the sections `identifiers`, empty, after the section `toIdentifier`.
  ///
  /// - Precondition: `toIdentifier` is in the snapshot and no new identifier is.
  /// - Complexity: O(k + s) for k sections added and s sections in the snapshot.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkInsertSections(identifiers, relativeTo: toIdentifier, after: true)
    }
  }

  /// Deletes the sections `identifiers` and all their items. An identifier listed twice is
  /// deleted once.
  ///
  /// - Precondition: every identifier is in the snapshot.
  /// - Complexity: O(k + m + s) for k sections, m items deleted and s sections in the snapshot.
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in try checkDeleteSections(identifiers) }
  }

  /// Moves the section `identifier`, with its items, to just before the section `toIdentifier`.
  ///
  /// - Precondition: both are in the snapshot and differ.
  /// - Complexity: O(s) for s sections.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkMoveSection(identifier, relativeTo: toIdentifier, after: false)
    }
  }

  /// Moves the section `identifier`, with its items, to just after the section `toIdentifier`.
  ///
  /// - Precondition: both are in the snapshot and differ.
  /// - Complexity: O(s) for s sections.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkMoveSection(identifier, relativeTo: toIdentifier, after: true)
    }
  }

  /// Marks the sections `identifiers` for reloading: when the snapshot is applied, every cell
  /// and supplementary view of these sections is replaced.
  ///
  /// - Precondition: every identifier is in the snapshot.
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in try checkReloadSections(identifiers) }
  }

  // MARK: - Validating implementations

  /// Throws unless every identifier is new and they are pairwise distinct.
  @inlinable
  func requireNewSections(_ identifiers: [Section], _ operation: String) throws(DiffableDataSourceError) {
    var seen = Set<Section>(minimumCapacity: identifiers.count)
    for identifier in identifiers {
      if let position = sectionPositions[identifier] {
        throw DiffableDataSourceError(
          .duplicateSectionIdentifier,
          "\(operation): section identifier \(DiffableDataSourceError.name(identifier)) is already in the "
            + "snapshot (section \(position))")
      }
      if !seen.insert(identifier).inserted {
        throw DiffableDataSourceError(
          .duplicateSectionIdentifier,
          "\(operation): section identifier \(DiffableDataSourceError.name(identifier)) appears twice in the "
            + "sections to add")
      }
    }
  }

  /// Inserts empty sections at `position` (no validation).
  @inlinable
  mutating func insertSectionsUnchecked(_ identifiers: [Section], at position: Int) {
    guard !identifiers.isEmpty else { return }
    var keys: [Int] = []
    keys.reserveCapacity(identifiers.count)
    for _ in identifiers {
      keys.append(keyPositions.count)
      keyPositions.append(-1)
    }
    let start = sectionStarts[position]
    sectionIDs.insert(contentsOf: identifiers, at: position)
    sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
    sectionKeys.insert(contentsOf: keys, at: position)
    sectionStarts.insert(contentsOf: repeatElement(start, count: identifiers.count), at: position)
    renumberSections(from: position)
  }

  @inlinable
  mutating func checkAppendSections(_ identifiers: [Section]) throws(DiffableDataSourceError) {
    try requireNewSections(identifiers, "appendSections(_:)")
    insertSectionsUnchecked(identifiers, at: sectionIDs.count)
  }

  @inlinable
  mutating func checkInsertSections(
    _ identifiers: [Section], relativeTo target: Section, after: Bool
  ) throws(DiffableDataSourceError) {
    let operation = after ? "insertSections(_:afterSection:)" : "insertSections(_:beforeSection:)"
    let position = try self.position(ofSection: target, operation)
    try requireNewSections(identifiers, operation)
    insertSectionsUnchecked(identifiers, at: after ? position + 1 : position)
  }

  @inlinable
  mutating func checkDeleteSections(_ identifiers: [Section]) throws(DiffableDataSourceError) {
    var positions: [Int] = []
    positions.reserveCapacity(identifiers.count)
    for identifier in identifiers {
      positions.append(try position(ofSection: identifier, "deleteSections(_:)"))
    }
    deleteSectionsUnchecked(at: positions)
  }

  /// Deletes the sections at `positions` (any order, repeats allowed) and their items.
  @inlinable
  mutating func deleteSectionsUnchecked(at positions: [Int]) {
    guard !positions.isEmpty else { return }
    var doomed = positions.sorted()
    var write = 0
    for read in doomed.indices where write == 0 || doomed[write - 1] != doomed[read] {
      doomed[write] = doomed[read]
      write += 1
    }
    doomed.removeLast(doomed.count - write)
    for position in doomed {
      for item in sectionItems[position] {
        itemSlots.removeValue(forKey: item)
        reloadedItems.remove(item)
        reconfiguredItems.remove(item)
      }
      let identifier = sectionIDs[position]
      sectionPositions.removeValue(forKey: identifier)
      reloadedSections.remove(identifier)
      keyPositions[sectionKeys[position]] = -1
    }
    for position in doomed.reversed() {
      sectionIDs.remove(at: position)
      sectionItems.remove(at: position)
      sectionKeys.remove(at: position)
    }
    recomputeStarts(from: doomed[0])
    renumberSections(from: doomed[0])
  }

  @inlinable
  mutating func checkMoveSection(
    _ identifier: Section, relativeTo target: Section, after: Bool
  ) throws(DiffableDataSourceError) {
    let operation = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
    guard identifier != target else {
      throw DiffableDataSourceError(
        .sectionMovedRelativeToItself,
        "\(operation): cannot move section \(DiffableDataSourceError.name(identifier)) relative to itself")
    }
    let from = try position(ofSection: identifier, operation)
    var targetPosition = try position(ofSection: target, operation)
    if targetPosition > from { targetPosition -= 1 }
    let items = sectionItems.remove(at: from)
    let key = sectionKeys.remove(at: from)
    sectionIDs.remove(at: from)
    let to = after ? targetPosition + 1 : targetPosition
    sectionIDs.insert(identifier, at: to)
    sectionItems.insert(items, at: to)
    sectionKeys.insert(key, at: to)
    let first = min(from, to)
    recomputeStarts(from: first)
    renumberSections(from: first)
  }

  @inlinable
  mutating func checkReloadSections(_ identifiers: [Section]) throws(DiffableDataSourceError) {
    for identifier in identifiers { _ = try position(ofSection: identifier, "reloadSections(_:)") }
    for identifier in identifiers { reloadedSections.insert(identifier) }
  }
}
