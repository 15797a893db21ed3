import Foundation
import PropertyBased
import Testing
import TrellisUpdates

/// An independent model of UIKit's batch semantics: arrays of arrays of item ids, changed one
/// operation at a time as the documentation describes a batch — every delete (and move source)
/// first, in old coordinates, then every insert (and move destination) in ascending order, in new
/// coordinates. It shares no code and no idea with `UpdateMap`'s rank arithmetic.
private struct ArrayModel {
  /// An item: its id, and whether the batch reloads it.
  struct Item: Equatable {
    var id: Int
    var reloaded = false
  }

  var sections: [[Item]]

  /// Applies `batch` as UIKit describes it: removals in old coordinates, then insertions in
  /// ascending new coordinates. `fresh` numbers new items; `insertedContent` gives each inserted
  /// section's items.
  func applying(_ plan: Plan) -> [[Item]] {
    // 1. Removals, in old coordinates.
    var survivors: [[Item]?] = sections.map { Optional($0) }
    var movedItems: [IndexPath: Item] = [:]
    var movedSections: [Int: [Item]] = [:]
    for (s, row) in sections.enumerated() {
      if plan.deletedSections.contains(s) {
        survivors[s] = nil
        continue
      }
      if plan.reloadedSections.contains(s) {
        survivors[s] = row.map { Item(id: $0.id, reloaded: true) }
        continue
      }
      var kept: [Item] = []
      for (i, item) in row.enumerated() {
        let path = IndexPath(item: i, section: s)
        if plan.deletedItems.contains(path) { continue }
        if let move = plan.itemMoves.first(where: { $0.from == path }) {
          movedItems[move.to] = item
          continue
        }
        kept.append(Item(id: item.id, reloaded: plan.reloadedItems.contains(path)))
      }
      survivors[s] = kept
    }
    for move in plan.sectionMoves {
      movedSections[move.to] = survivors[move.from] ?? []
      survivors[move.from] = nil
    }
    var result = survivors.compactMap { $0 }
    // 2. Sections arrive in ascending new index.
    let arriving = (plan.insertedSections.map { ($0, true) } + plan.sectionMoves.map { ($0.to, false) })
      .sorted { $0.0 < $1.0 }
    for (index, inserted) in arriving {
      result.insert(inserted ? plan.insertedContent[index] ?? [] : movedSections[index] ?? [], at: index)
    }
    // 3. Items arrive in ascending new index path.
    let arrivals =
      (plan.insertedItems.map { ($0, Item?.none) } + movedItems.map { ($0.key, Optional($0.value)) })
      .sorted { ($0.0.section, $0.0.item) < ($1.0.section, $1.0.item) }
    for (path, moved) in arrivals {
      result[path.section].insert(moved ?? Item(id: plan.freshID(path)), at: path.item)
    }
    return result
  }
}

/// A random batch, valid by construction: what it changes, in UIKit's coordinates.
private struct Plan {
  var deletedSections: Set<Int> = []
  var reloadedSections: Set<Int> = []
  var sectionMoves: [BatchUpdate.Move<Int>] = []
  var insertedSections: [Int] = []
  var insertedContent: [Int: [ArrayModel.Item]] = [:]
  var deletedItems: Set<IndexPath> = []
  var reloadedItems: Set<IndexPath> = []
  var itemMoves: [BatchUpdate.Move<IndexPath>] = []
  var insertedItems: [IndexPath] = []

  /// The id of a fresh item inserted at `path`: negative, so it never equals an old id.
  func freshID(_ path: IndexPath) -> Int { -1_000 * (path.section + 1) - path.item - 1 }

  var batch: BatchUpdate {
    var batch = BatchUpdate()
    batch.deleteSections(IndexSet(deletedSections))
    batch.reloadSections(IndexSet(reloadedSections))
    for move in sectionMoves { batch.moveSection(move.from, toSection: move.to) }
    batch.insertSections(IndexSet(insertedSections))
    batch.deleteItems(at: deletedItems.sorted { ($0.section, $0.item) < ($1.section, $1.item) })
    batch.reloadItems(at: reloadedItems.sorted { ($0.section, $0.item) < ($1.section, $1.item) })
    for move in itemMoves { batch.moveItem(at: move.from, to: move.to) }
    batch.insertItems(at: insertedItems)
    return batch
  }

  /// Draws a batch over `old` from `rng`.
  init(old: [[ArrayModel.Item]], rng: inout Xoshiro) {
    func roll(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    /// A sorted random `k`-subset of 0..<n.
    func subset(_ k: Int, of n: Int) -> [Int] {
      var pool = Array(0..<n)
      for index in stride(from: pool.count - 1, to: 0, by: -1) { pool.swapAt(index, roll(index + 1)) }
      return pool.prefix(k).sorted()
    }
    let count = old.count
    for s in 0..<count where roll(7) == 0 { deletedSections.insert(s) }
    for s in 0..<count where !deletedSections.contains(s) && roll(8) == 0 { reloadedSections.insert(s) }
    let movable = (0..<count).filter { !deletedSections.contains($0) && !reloadedSections.contains($0) }
    let movedSource = !movable.isEmpty && roll(3) == 0 ? movable[roll(movable.count)] : nil
    let staying = count - deletedSections.count - (movedSource == nil ? 0 : 1)
    let insertedCount = roll(3)
    let newCount = staying + insertedCount + (movedSource == nil ? 0 : 1)
    var places = subset(insertedCount + (movedSource == nil ? 0 : 1), of: newCount)
    if let movedSource {
      let pick = places.remove(at: roll(places.count))
      sectionMoves = [.init(from: movedSource, to: pick)]
    }
    insertedSections = places
    for s in insertedSections {
      insertedContent[s] = (0..<roll(4)).map { ArrayModel.Item(id: freshID(IndexPath(item: $0, section: s))) }
    }
    // Where each old section lands, to know the new sections that can receive items.
    var newToOld = [Int?](repeating: nil, count: newCount)
    if let move = sectionMoves.first { newToOld[move.to] = move.from }
    var next = 0
    for s in 0..<count where !deletedSections.contains(s) && s != movedSource {
      while newToOld[next] != nil || insertedSections.contains(next) { next += 1 }
      newToOld[next] = s
      next += 1
    }
    // Items of sections that survive unreloaded: delete, reload, move away, or stay.
    var remaining = [Int](repeating: 0, count: count)
    var movers: [IndexPath] = []
    for s in 0..<count where !deletedSections.contains(s) && !reloadedSections.contains(s) {
      for i in old[s].indices {
        let path = IndexPath(item: i, section: s)
        switch roll(10) {
        case 0: deletedItems.insert(path)
        case 1:
          reloadedItems.insert(path)
          remaining[s] += 1
        case 2: movers.append(path)
        default: remaining[s] += 1
        }
      }
    }
    let targets = (0..<newCount).filter { t in newToOld[t].map { !reloadedSections.contains($0) } ?? false }
    guard !targets.isEmpty else {
      // Nowhere to move to: the movers stay.
      for mover in movers { remaining[mover.section] += 1 }
      return
    }
    var incoming: [Int: [IndexPath?]] = [:]
    for mover in movers { incoming[targets[roll(targets.count)], default: []].append(mover) }
    for t in targets {
      var arrivals = incoming[t] ?? []
      for _ in 0..<roll(3) { arrivals.append(nil) }
      let length = remaining[newToOld[t]!] + arrivals.count
      let positions = subset(arrivals.count, of: length)
      for index in stride(from: arrivals.count - 1, to: 0, by: -1) { arrivals.swapAt(index, roll(index + 1)) }
      for (position, arrival) in zip(positions, arrivals) {
        let to = IndexPath(item: position, section: t)
        if let from = arrival {
          itemMoves.append(.init(from: from, to: to))
        } else {
          insertedItems.append(to)
        }
      }
    }
  }
}

@Suite("Update map against an array-of-arrays model")
struct ArrayModelTests {
  @Test func randomBatchesMapEveryItemWhereTheModelPutsIt() throws {
    // Fixed seed: every run checks the same 500 batches.
    var rng = Xoshiro(seed: (0x0BDA_7E, 0x5EED, 0xA11A, 2026))
    for round in 0..<500 {
      var next = 0
      let old: [[ArrayModel.Item]] = (0..<(1 + Int(rng.next() % 4))).map { _ in
        (0..<Int(rng.next() % 11)).map { _ in
          next += 1
          return ArrayModel.Item(id: next)
        }
      }
      let plan = Plan(old: old, rng: &rng)
      let new = ArrayModel(sections: old).applying(plan)
      let map = try UpdateMap(oldCounts: old.map(\.count), newCounts: new.map(\.count), batch: plan.batch)
      let recorded = UpdateMap(recorded: plan.batch)

      var location: [Int: IndexPath] = [:]
      for (s, row) in new.enumerated() {
        for (i, item) in row.enumerated() { location[item.id] = IndexPath(item: i, section: s) }
      }
      for (s, row) in old.enumerated() {
        for (i, item) in row.enumerated() {
          let before = IndexPath(item: i, section: s)
          // Items of reloaded sections are replaced: the map gives them no new place.
          let expected = plan.reloadedSections.contains(s) ? nil : location[item.id]
          #expect(map.newIndexPath(forOld: before) == expected, "round \(round) old \(s)-\(i)")
          #expect(recorded.newIndexPath(forOld: before) == expected, "round \(round) recorded \(s)-\(i)")
          if let expected {
            #expect(map.oldIndexPath(forNew: expected) == before, "round \(round) back from \(expected)")
          }
          let deleted = plan.deletedSections.contains(s) || plan.deletedItems.contains(before)
          #expect(map.isDeleted(before) == deleted, "round \(round) deleted \(s)-\(i)")
          let reloaded = plan.reloadedSections.contains(s) || plan.reloadedItems.contains(before)
          #expect(map.isReloaded(old: before) == reloaded, "round \(round) reloaded \(s)-\(i)")
        }
      }
      for (s, row) in new.enumerated() {
        for (i, item) in row.enumerated() {
          let after = IndexPath(item: i, section: s)
          let fresh = item.id < 0
          #expect(map.isInserted(after) == fresh, "round \(round) inserted \(s)-\(i)")
          #expect(map.isReloaded(new: after) == item.reloaded, "round \(round) reloaded new \(s)-\(i)")
          if fresh || item.reloaded && map.isSectionReloaded(new: s) {
            #expect(map.oldIndexPath(forNew: after) == nil, "round \(round) fresh \(s)-\(i)")
          }
        }
      }
      for s in old.indices where !plan.deletedSections.contains(s) {
        #expect(map.newSection(forOld: s) != nil)
        if let t = map.newSection(forOld: s) { #expect(map.oldSection(forNew: t) == s) }
      }
    }
  }

  @Test func aBatchWhoseCountsDisagreeIsRejectedWithUIKitsMessage() {
    // One section of 3; insert at 0 and say the section has 3 items after: 3 + 1 ≠ 3.
    var batch = BatchUpdate()
    batch.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(throws: CollectionViewError.self) {
      try UpdateMap(oldCounts: [3], newCounts: [3], batch: batch)
    }
    do {
      _ = try UpdateMap(oldCounts: [3], newCounts: [3], batch: batch)
    } catch {
      #expect(error.kind == .invalidNumberOfItems)
      #expect(
        error.description.hasPrefix(
          "Invalid update: invalid number of items in section 0. The number of items contained in an "
            + "existing section after the update (3) must be equal to the number of items contained in that "
            + "section before the update (3), plus or minus the number of items inserted or deleted from that "
            + "section (1 inserted, 0 deleted)"))
    }
  }

  @Test func malformedIndexPathsAreRecordedAsTheBatchsError() {
    var batch = BatchUpdate()
    batch.deleteItems(at: [IndexPath(indexes: [0, 1, 2]), IndexPath(item: -1, section: 0)])
    #expect(batch.itemDeletes.isEmpty)
    #expect(batch.recordingError?.kind == .invalidIndexPath)
    #expect(throws: CollectionViewError.self) { try UpdateMap(oldCounts: [3], newCounts: [3], batch: batch) }
  }

  @Test func aMapFromRecordedUpdatesNeverTrapsOnNonsense() {
    // Enormous, negative and contradictory updates: resolved, not trapped on.
    var batch = BatchUpdate()
    batch.deleteSections(IndexSet([0, 5]))
    batch.moveSection(0, toSection: 3)
    batch.moveSection(-4, toSection: Int.max)
    batch.insertItems(at: [IndexPath(item: Int.max, section: Int.max)])
    batch.moveItem(at: IndexPath(item: 1, section: 1), to: IndexPath(item: 2, section: 1))
    batch.moveItem(at: IndexPath(item: 1, section: 1), to: IndexPath(item: 3, section: 1))
    batch.deleteItems(at: [IndexPath(item: 2, section: 1)])
    batch.reloadItems(at: [IndexPath(item: 2, section: 1)])
    let map = UpdateMap(recorded: batch)
    #expect(map.newSection(forOld: 0) == nil)  // deleted: the delete wins over the move
    #expect(map.newIndexPath(forOld: IndexPath(item: 1, section: 1)) == IndexPath(item: 2, section: 1))
    #expect(map.isDeleted(IndexPath(item: 2, section: 1)))
    #expect(!map.isReloaded(old: IndexPath(item: 2, section: 1)))
    #expect(map.newIndexPath(forOld: IndexPath(item: Int.max, section: Int.max)) == nil)
    #expect(map.oldIndexPath(forNew: IndexPath(item: Int.max, section: 1)) == nil)
  }
}
