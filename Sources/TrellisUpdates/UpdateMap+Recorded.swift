import Foundation

// A map built from updates alone, without the counts before and after: what a layout has when
// it is handed update items (`prepare(forCollectionViewUpdates:)`) by something other than the
// collection view, a test for instance.

extension UpdateMap {
  /// Builds the map of `batch` without validating it against counts.
  ///
  /// Use it where the updates are known to be consistent (they came from a collection view that
  /// validated them) but the counts are not at hand: a layout given update items. Nothing is
  /// checked and nothing throws; what a validated batch could not contain is resolved so that
  /// the lookups stay well defined: negative or enormous indexes are dropped, item updates inside
  /// deleted, inserted or reloaded sections are absorbed by the section update, a delete wins
  /// over a reload or a move of the same place, and of two moves from (or to) one place the one
  /// that sorts first is kept. Lookups do not know where sections end, so they answer for any
  /// index.
  ///
  /// - Complexity: O(m log m) for m updates.
  public init(recorded batch: BatchUpdate) {
    self.init(oldCounts: [], newCounts: [])
    func plausible(_ index: Int) -> Bool { index >= 0 && index <= Self.largestIndex }

    // Sections.
    deletedSections = Self.sortedUnique(batch.sectionDeletes.filter(plausible))
    insertedSections = Self.sortedUnique(batch.sectionInserts.filter(plausible))
    reloadedSections = Self.sortedUnique(
      batch.sectionReloads.filter { plausible($0) && !SortedSearch.contains(deletedSections, $0) })
    let (sectionMoves, _) = Self.firstMoves(batch.sectionMoves) { move in
      plausible(move.from) && plausible(move.to) && !SortedSearch.contains(deletedSections, move.from)
        && !SortedSearch.contains(reloadedSections, move.from)
        && !SortedSearch.contains(insertedSections, move.to)
    }
    sectionMovesBySource = sectionMoves
    sectionMovesByDestination = sectionMoves.sorted { $0.to < $1.to }
    sectionsLeaving = (deletedSections + sectionMoves.map(\.from)).sorted()
    sectionsArriving = (insertedSections + sectionMoves.map(\.to)).sorted()

    // Items, with the section updates' absorption.
    let sections = self
    let oldAbsorbs = { (path: ItemPath) in
      sections.isSectionDeleted(path.section) || sections.isSectionReloaded(old: path.section)
    }
    let newAbsorbs = { (path: ItemPath) in
      sections.isSectionInserted(path.section) || sections.isSectionReloaded(new: path.section)
    }
    deletedItems = Self.sortedUnique(batch.itemDeletePaths.filter { Self.isPlausible($0) && !oldAbsorbs($0) })
    insertedItems = Self.sortedUnique(
      batch.itemInsertPaths.filter { Self.isPlausible($0) && !newAbsorbs($0) })
    let (moves, itemMovedFrom) = Self.firstMoves(batch.itemMovePaths) { move in
      Self.isPlausible(move.from) && Self.isPlausible(move.to) && !oldAbsorbs(move.from)
        && !newAbsorbs(move.to)
        && !SortedSearch.contains(deletedItems, move.from) && !SortedSearch.contains(insertedItems, move.to)
    }
    movesBySource = moves
    movesByDestination = moves.sorted { $0.to < $1.to }
    reloadedOld = Self.sortedUnique(
      batch.itemReloadPaths.filter {
        Self.isPlausible($0) && !oldAbsorbs($0) && !SortedSearch.contains(deletedItems, $0)
          && !itemMovedFrom.contains($0)
      })
    removedOld = (deletedItems + moves.map(\.from)).sorted()
    addedNew = (insertedItems + moves.map(\.to)).sorted()
  }

  /// The moves of `moves` that `admits` accepts, sorted by source then destination, keeping of
  /// two moves from (or to) one place the one that sorts first; with the set of their sources.
  private static func firstMoves<Index: Comparable & Hashable & Sendable>(
    _ moves: [BatchUpdate.Move<Index>], admitting admits: (BatchUpdate.Move<Index>) -> Bool
  ) -> (moves: [BatchUpdate.Move<Index>], sources: Set<Index>) {
    var kept: [BatchUpdate.Move<Index>] = []
    var movedFrom = Set<Index>()
    var movedTo = Set<Index>()
    for move in moves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) })
    where admits(move) && !movedFrom.contains(move.from) && !movedTo.contains(move.to) {
      movedFrom.insert(move.from)
      movedTo.insert(move.to)
      kept.append(move)
    }
    return (kept, movedFrom)
  }

  /// `values` sorted, each once.
  private static func sortedUnique<T: Comparable>(_ values: [T]) -> [T] {
    var result: [T] = []
    result.reserveCapacity(values.count)
    for value in values.sorted() where result.last != value { result.append(value) }
    return result
  }
}
