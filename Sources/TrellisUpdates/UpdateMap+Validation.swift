import Foundation
import TrellisGeometry

// Validation of a batch against the counts before and after it: UIKit's rules and messages.

extension UpdateMap {
  /// Validates `batch` against the counts before (`oldCounts`) and after (`newCounts`) the update
  /// and builds the maps.
  ///
  /// - Throws: `CollectionViewError` describing the first inconsistency, in UIKit's order:
  ///   malformed paths, section ranges and conflicts, the section count, item ranges and
  ///   conflicts, then the item counts.
  /// - Complexity: O(m log m + s) for m updates and s sections.
  public init(oldCounts: [Int], newCounts: [Int], batch: BatchUpdate) throws(CollectionViewError) {
    self.init(oldCounts: oldCounts, newCounts: newCounts)
    let oldSections = oldCounts.count
    let newSections = newCounts.count
    var oldToNewSection = Array(repeating: -1, count: oldSections)
    var newToOldSection = Array(repeating: -1, count: newSections)
    var oldSectionReloaded = Array(repeating: false, count: oldSections)
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [BatchUpdate.Move<Int>] = []
    var itemDeletes: [ItemPath] = []
    var itemInserts: [ItemPath] = []
    if let error = batch.recordingError { throw error }

    // MARK: Sections: ranges and conflicts.
    // Flags per old section: 1 deleted, 2 move source, 4 reloaded. Per new section: 1 inserted,
    // 2 move destination.
    var oldFlags = [UInt8](repeating: 0, count: oldSections)
    var newFlags = [UInt8](repeating: 0, count: newSections)
    var moveDestinationOf = [Int](repeating: -1, count: 0)
    for section in batch.sectionDeletes {
      guard section >= 0, section < oldSections else {
        throw CollectionViewError(
          .sectionOutOfRange,
          "attempt to delete section \(section), but there are only \(oldSections) sections before the update"
        )
      }
      guard oldFlags[section] & 1 == 0 else {
        throw CollectionViewError(.conflictingUpdates, "attempt to delete section \(section) twice")
      }
      oldFlags[section] |= 1
      sectionDeletes.append(section)
    }
    for section in batch.sectionInserts {
      guard section >= 0, section < newSections else {
        throw CollectionViewError(
          .sectionOutOfRange,
          "attempt to insert section \(section) but there are only \(newSections) sections after the update")
      }
      guard newFlags[section] & 1 == 0 else {
        throw CollectionViewError(.conflictingUpdates, "attempt to insert section \(section) twice")
      }
      newFlags[section] |= 1
      sectionInserts.append(section)
    }
    for section in batch.sectionReloads {
      guard section >= 0, section < oldSections else {
        throw CollectionViewError(
          .sectionOutOfRange,
          "attempt to reload section \(section), but there are only \(oldSections) sections before the update"
        )
      }
      if oldFlags[section] & 1 != 0 {
        throw CollectionViewError(
          .conflictingUpdates, "attempt to delete and reload the same section (\(section))")
      }
      if oldFlags[section] & 4 == 0 {
        oldFlags[section] |= 4
        sectionReloads.append(section)
      }
    }
    if !batch.sectionMoves.isEmpty {
      moveDestinationOf = [Int](repeating: -1, count: oldSections)
    }
    var sectionMoveSourceOf = [Int](repeating: -1, count: batch.sectionMoves.isEmpty ? 0 : newSections)
    for move in batch.sectionMoves {
      guard move.from >= 0, move.from < oldSections else {
        throw CollectionViewError(
          .sectionOutOfRange,
          "attempt to move section \(move.from), but there are only \(oldSections) sections before the update"
        )
      }
      guard move.to >= 0, move.to < newSections else {
        throw CollectionViewError(
          .sectionOutOfRange,
          "attempt to move section \(move.from) to section \(move.to), but there are only \(newSections) "
            + "sections after the update")
      }
      if oldFlags[move.from] & 1 != 0 {
        throw CollectionViewError(
          .conflictingUpdates, "attempt to perform a delete and a move from the same section (\(move.from))")
      }
      if oldFlags[move.from] & 4 != 0 {
        throw CollectionViewError(
          .conflictingUpdates, "attempt to reload and move the same section (\(move.from))")
      }
      if newFlags[move.to] & 1 != 0 {
        throw CollectionViewError(
          .conflictingUpdates, "attempt to perform an insert and a move to the same section (\(move.to))")
      }
      if oldFlags[move.from] & 2 != 0 {
        let earlier = moveDestinationOf[move.from]
        if earlier == move.to { continue }  // the same move twice: harmless, as in UIKit
        throw CollectionViewError(
          .conflictingUpdates,
          "attempt to move section \(move.from) to both section \(earlier) and section \(move.to)")
      }
      if newFlags[move.to] & 2 != 0 {
        throw CollectionViewError(
          .conflictingUpdates,
          "attempt to move both section \(sectionMoveSourceOf[move.to]) and section \(move.from) to section "
            + "\(move.to)")
      }
      oldFlags[move.from] |= 2
      newFlags[move.to] |= 2
      moveDestinationOf[move.from] = move.to
      sectionMoveSourceOf[move.to] = move.from
      sectionMoves.append(move)
    }

    // MARK: Sections: count and map.
    let expectedSections = oldSections + sectionInserts.count - sectionDeletes.count
    guard expectedSections == newSections else {
      throw CollectionViewError.invalidNumberOfSections(
        after: newSections, before: oldSections, inserted: sectionInserts.count, deleted: sectionDeletes.count
      )
    }
    for move in sectionMoves {
      oldToNewSection[move.from] = move.to
      newToOldSection[move.to] = move.from
    }
    var freeNew = 0
    for old in 0..<oldSections where oldFlags[old] & 3 == 0 {
      while newFlags[freeNew] != 0 { freeNew += 1 }
      oldToNewSection[old] = freeNew
      newToOldSection[freeNew] = old
      freeNew += 1
    }
    for old in 0..<oldSections where oldFlags[old] & 4 != 0 { oldSectionReloaded[old] = true }
    deletedSections = sectionDeletes.sorted()
    insertedSections = sectionInserts.sorted()
    reloadedSections = sectionReloads.sorted()
    sectionMovesBySource = sectionMoves.sorted { $0.from < $1.from }
    sectionMovesByDestination = sectionMoves.sorted { $0.to < $1.to }
    sectionsLeaving = (sectionDeletes + sectionMoves.map(\.from)).sorted()
    sectionsArriving = (sectionInserts + sectionMoves.map(\.to)).sorted()

    // MARK: Items: ranges, absorption and conflicts.
    // Old side: (path, role, index) with role 0 delete, 1 reload, 2 move source.
    // New side: (path, role, index) with role 0 insert, 1 move destination.
    var oldSide: [(path: ItemPath, role: UInt8, index: Int)] = []
    var newSide: [(path: ItemPath, role: UInt8, index: Int)] = []
    oldSide.reserveCapacity(batch.itemDeletePaths.count + batch.itemReloadPaths.count + batch.itemMoves.count)
    newSide.reserveCapacity(batch.itemInsertPaths.count + batch.itemMoves.count)

    func oldSectionAbsorbs(_ section: Int) -> Bool { oldFlags[section] & 5 != 0 }
    func newSectionAbsorbs(_ section: Int) -> Bool {
      newFlags[section] & 1 != 0
        || (newToOldSection[section] >= 0 && oldSectionReloaded[newToOldSection[section]])
    }

    // Deletes (role 0), then reloads (role 1): the same checks, with the verb in the message.
    for (paths, verb, role) in [
      (batch.itemDeletePaths, "delete", UInt8(0)), (batch.itemReloadPaths, "reload", 1),
    ] {
      for path in paths {
        guard path.section < oldSections else {
          throw CollectionViewError(
            .sectionOutOfRange,
            "attempt to \(verb) item \(path.item) from section \(path.section), but there are only "
              + "\(oldSections) sections before the update")
        }
        if oldSectionAbsorbs(path.section) { continue }
        guard path.item < oldCounts[path.section] else {
          throw CollectionViewError(
            .itemOutOfRange,
            "attempt to \(verb) item \(path.item) from section \(path.section) which only contains "
              + "\(oldCounts[path.section]) items before the update")
        }
        oldSide.append((path, role, oldSide.count))
      }
    }
    for path in batch.itemInsertPaths {
      guard path.section < newSections else {
        throw CollectionViewError(
          .sectionOutOfRange,
          "attempt to insert item \(path.item) into section \(path.section), but there are only "
            + "\(newSections) sections after the update")
      }
      if newSectionAbsorbs(path.section) { continue }
      guard path.item < newCounts[path.section] else {
        throw CollectionViewError(
          .itemOutOfRange,
          "attempt to insert item \(path.item) into section \(path.section), but there are only "
            + "\(newCounts[path.section]) items in section \(path.section) after the update")
      }
      newSide.append((path, 0, newSide.count))
    }
    // Exact duplicate moves are harmless (UIKit drops them); sort to find them.
    var moves = batch.itemMovePaths
    if moves.count > 1 {
      moves.sort { $0.from != $1.from ? $0.from < $1.from : $0.to < $1.to }
      var unique: [BatchUpdate.Move<ItemPath>] = []
      unique.reserveCapacity(moves.count)
      for move in moves where unique.last.map({ $0.from != move.from || $0.to != move.to }) ?? true {
        unique.append(move)
      }
      moves = unique
    }
    for move in moves {
      let from = move.from
      let to = move.to
      guard from.section < oldSections else {
        throw CollectionViewError(
          .sectionOutOfRange,
          "attempt to move index path (\(from.text)) from a section that does not exist - there are only "
            + "\(oldSections) sections before the update")
      }
      guard from.item < oldCounts[from.section] else {
        throw CollectionViewError(
          .itemOutOfRange,
          "attempt to move index path (\(from.text)) that does not exist - there are only "
            + "\(oldCounts[from.section]) items in section \(from.section) before the update")
      }
      guard to.section < newSections else {
        throw CollectionViewError(
          .sectionOutOfRange,
          "attempt to move index path (\(from.text)) to index path (\(to.text)) in section that does not "
            + "exist - there are only \(newSections) sections after the update")
      }
      guard to.item < newCounts[to.section] else {
        throw CollectionViewError(
          .itemOutOfRange,
          "attempt to move index path (\(from.text)) to index path (\(to.text)) that does not exist - there "
            + "are only \(newCounts[to.section]) items in section \(to.section) after the update")
      }
      if oldFlags[from.section] & 1 != 0 {
        throw CollectionViewError(
          .conflictingUpdates, "cannot move an item from a deleted section (\(from.section))")
      }
      if oldFlags[from.section] & 4 != 0 {
        throw CollectionViewError(
          .conflictingUpdates, "cannot move an item from a reloaded section (\(from.section))")
      }
      if newFlags[to.section] & 1 != 0 {
        throw CollectionViewError(
          .conflictingUpdates, "cannot move an item into a newly inserted section (\(to.section))")
      }
      if newSectionAbsorbs(to.section) {
        throw CollectionViewError(
          .conflictingUpdates, "cannot move an item into a reloaded section (\(to.section))")
      }
      oldSide.append((from, 2, oldSide.count))
      newSide.append((to, 1, newSide.count))
    }
    movesBySource = moves

    // Conflicts: equal paths on the same side. Sorting by (path, role) makes the reported pair
    // deterministic.
    oldSide.sort { $0.path != $1.path ? $0.path < $1.path : ($0.role, $0.index) < ($1.role, $1.index) }
    var reloadsDeduplicated: [ItemPath] = []
    var removed: [ItemPath] = []
    removed.reserveCapacity(oldSide.count)
    var position = 0
    while position < oldSide.count {
      let entry = oldSide[position]
      var next = position + 1
      while next < oldSide.count, oldSide[next].path == entry.path {
        let other = oldSide[next]
        let text = entry.path.text
        switch (entry.role, other.role) {
        case (0, 0):
          throw CollectionViewError(
            .conflictingUpdates,
            "attempt to delete item \(entry.path.item) from section \(entry.path.section) twice")
        case (0, 1):
          throw CollectionViewError(
            .conflictingUpdates, "attempt to delete and reload the same index path (\(text))")
        case (0, 2):
          throw CollectionViewError(
            .conflictingUpdates, "attempt to perform a delete and a move from the same index path (\(text))")
        case (1, 1):
          break  // the same reload twice: harmless
        case (1, 2):
          throw CollectionViewError(
            .conflictingUpdates, "attempt to reload and move the same index path (\(text))")
        default:
          // Two moves from one place with different destinations.
          let destinations = moves.filter { $0.from == entry.path }.map(\.to)
          throw CollectionViewError(
            .conflictingUpdates,
            "attempt to move item at index path \(text) to both \(destinations[0].text) and "
              + "\(destinations[1].text)")
        }
        next += 1
      }
      switch entry.role {
      case 1: reloadsDeduplicated.append(entry.path)
      case 0:
        removed.append(entry.path)
        itemDeletes.append(entry.path)
      default: removed.append(entry.path)
      }
      position = next
    }
    removedOld = removed
    reloadedOld = reloadsDeduplicated
    deletedItems = itemDeletes

    newSide.sort { $0.path != $1.path ? $0.path < $1.path : ($0.role, $0.index) < ($1.role, $1.index) }
    var added: [ItemPath] = []
    added.reserveCapacity(newSide.count)
    position = 0
    while position < newSide.count {
      let entry = newSide[position]
      if position + 1 < newSide.count, newSide[position + 1].path == entry.path {
        let other = newSide[position + 1]
        let text = entry.path.text
        switch (entry.role, other.role) {
        case (0, 0):
          throw CollectionViewError(
            .conflictingUpdates,
            "attempt to insert item \(entry.path.item) into section \(entry.path.section) twice")
        case (0, 1):
          throw CollectionViewError(
            .conflictingUpdates, "attempt to perform an insert and a move to the same index path (\(text))")
        default:
          let sources = moves.filter { $0.to == entry.path }.map(\.from)
          throw CollectionViewError(
            .conflictingUpdates,
            "attempt to move both item at index path \(sources[0].text) and \(sources[1].text) to \(text)")
        }
      }
      added.append(entry.path)
      if entry.role == 0 { itemInserts.append(entry.path) }
      position += 1
    }
    addedNew = added
    insertedItems = itemInserts
    movesByDestination = moves.sorted { $0.to < $1.to }

    // MARK: Items: counts per surviving section.
    var deletedPerOld = [Int](repeating: 0, count: oldSections)
    var movedOutPerOld = [Int](repeating: 0, count: oldSections)
    var insertedPerNew = [Int](repeating: 0, count: newSections)
    var movedInPerNew = [Int](repeating: 0, count: newSections)
    for path in itemDeletes { deletedPerOld[path.section] += 1 }
    for path in itemInserts { insertedPerNew[path.section] += 1 }
    for move in moves where oldToNewSection[move.from.section] != move.to.section {
      movedOutPerOld[move.from.section] += 1
      movedInPerNew[move.to.section] += 1
    }
    for newSection in 0..<newSections {
      let old = newToOldSection[newSection]
      guard old >= 0, !oldSectionReloaded[old] else { continue }
      let expected =
        oldCounts[old] + insertedPerNew[newSection] + movedInPerNew[newSection] - deletedPerOld[old]
        - movedOutPerOld[old]
      guard expected == newCounts[newSection] else {
        throw CollectionViewError.invalidNumberOfItems(
          section: newSection, after: newCounts[newSection], before: oldCounts[old],
          inserted: insertedPerNew[newSection], deleted: deletedPerOld[old],
          movedIn: movedInPerNew[newSection],
          movedOut: movedOutPerOld[old])
      }
    }
  }
}
