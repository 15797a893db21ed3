import Foundation
import Trellis

/// One batch update: the calls to make and the data-source model after it.
///
/// `BatchPlan.valid(from:…)` builds batches that are valid by UIKit's rules (deletes and reloads
/// name old paths, inserts new paths, moves both; no item operation inside an inserted or
/// deleted section, no item moved into an inserted section; every count adds up), together with
/// the model the data source must hold afterwards. `corrupted(…)` then breaks a valid plan in
/// one of the ways UIKit raises for, so that the batch must be rejected.
struct BatchPlan: CustomStringConvertible {
  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionMoves: [(Int, Int)] = []
  var deletes: [IndexPath] = []
  var inserts: [IndexPath] = []
  var moves: [(IndexPath, IndexPath)] = []
  var reloads: [IndexPath] = []
  /// Extra paths outside the usual shape (negative, three indexes) for corrupted plans.
  var oddInserts: [IndexPath] = []
  /// The model after the batch.
  var newModel: [[Int]]
  /// How the plan was corrupted, or `nil` for a valid plan.
  var corruption: String?
  /// Whether the calls are made from a nested `performBatchUpdates` inside the batch.
  var nested = false

  var description: String {
    "sections −\(sectionDeletes) +\(sectionInserts) moved \(sectionMoves.map { "\($0.0)→\($0.1)" }); "
      + "items −\(deletes.map(\.short)) +\(inserts.map(\.short)) moved \(moves.map { "\($0.0.short)→\($0.1.short)" }) "
      + "reloaded \(reloads.map(\.short)) \(corruption.map { "[corrupted: \($0)]" } ?? "")"
  }

  /// Makes the calls of the plan.
  @MainActor
  func record(_ batch: FuzzBatch.BatchRecorder) {
    let body = { (batch: FuzzBatch.BatchRecorder) in
      if !self.sectionDeletes.isEmpty { batch.deleteSections(IndexSet(self.sectionDeletes)) }
      if !self.sectionInserts.isEmpty { batch.insertSections(IndexSet(self.sectionInserts)) }
      for (from, to) in self.sectionMoves { batch.moveSection(from, to) }
      if !self.deletes.isEmpty { batch.deleteItems(self.deletes) }
      if !self.inserts.isEmpty { batch.insertItems(self.inserts) }
      if !self.oddInserts.isEmpty { batch.insertItems(self.oddInserts) }
      for (from, to) in self.moves { batch.moveItem(from, to) }
      if !self.reloads.isEmpty { batch.reloadItems(self.reloads) }
    }
    if nested { batch.nested(body) } else { body(batch) }
  }

  /// A valid batch over `model`; fresh items take identifiers from `nextID`.
  static func valid(from model: [[Int]], nextID: inout Int, _ r: inout FuzzRandom) -> BatchPlan {
    var plan = BatchPlan(newModel: [])
    let intensity = r.double(in: 0...0.3)
    // Sections.
    let oldSections = model.count
    var deleted = Set<Int>()
    for section in 0..<oldSections where r.chance(intensity / 3) { deleted.insert(section) }
    let remaining = (0..<oldSections).filter { !deleted.contains($0) }
    let insertedCount = r.chance(0.15) ? r.int(in: 1...2) : 0
    let newSectionCount = remaining.count + insertedCount
    let insertedAt = Set(r.shuffled(Array(0..<newSectionCount)).prefix(insertedCount))
    var oldOf = [Int?](repeating: nil, count: newSectionCount)
    var next = 0
    for section in 0..<newSectionCount where !insertedAt.contains(section) {
      oldOf[section] = remaining[next]
      next += 1
    }
    plan.sectionDeletes = deleted.sorted()
    plan.sectionInserts = insertedAt.sorted()
    // Items of the surviving sections: deleted, moved out, reloaded or kept.
    var kept: [Int: [Int]] = [:]  // old section → kept ids in order
    var movedOut: [(path: IndexPath, id: Int)] = []
    var keptPaths: [Int: [IndexPath]] = [:]
    for section in remaining {
      var keep: [Int] = []
      var keepPaths: [IndexPath] = []
      for (item, id) in model[section].enumerated() {
        let path = IndexPath(item: item, section: section)
        if r.chance(intensity) {
          plan.deletes.append(path)
        } else if r.chance(intensity / 2) {
          movedOut.append((path, id))
        } else {
          keep.append(id)
          keepPaths.append(path)
          if r.chance(intensity / 3) { plan.reloads.append(path) }
        }
      }
      kept[section] = keep
      keptPaths[section] = keepPaths
    }
    // Where moved items go: any section that is not newly inserted.
    let targets = (0..<newSectionCount).filter { oldOf[$0] != nil }
    var arrivals: [Int: [(id: Int, from: IndexPath?)]] = [:]
    for move in movedOut {
      if let target = r.element(of: targets) {
        arrivals[target, default: []].append((move.id, move.path))
      } else {
        plan.deletes.append(move.path)
      }
    }
    for target in targets where r.chance(intensity) {
      for _ in 0..<r.int(in: 1...3) {
        arrivals[target, default: []].append((nextID, nil))
        nextID += 1
      }
    }
    // The new model, section by section.
    for section in 0..<newSectionCount {
      guard let old = oldOf[section] else {
        plan.newModel.append(
          (0..<r.int(in: 0...6)).map { _ in
            nextID += 1
            return nextID - 1
          })
        continue
      }
      let keep = kept[old] ?? []
      let incoming = r.shuffled(arrivals[section] ?? [])
      let total = keep.count + incoming.count
      let slots = Set(r.shuffled(Array(0..<total)).prefix(incoming.count)).sorted()
      var content = [Int](repeating: -1, count: total)
      for (slot, arrival) in zip(slots, incoming) {
        content[slot] = arrival.id
        let path = IndexPath(item: slot, section: section)
        if let from = arrival.from { plan.moves.append((from, path)) } else { plan.inserts.append(path) }
      }
      var position = 0
      for index in content.indices where content[index] == -1 {
        content[index] = keep[position]
        position += 1
      }
      plan.newModel.append(content)
    }
    plan.deletes = r.shuffled(plan.deletes)
    plan.inserts = r.shuffled(plan.inserts)
    plan.nested = r.chance(0.1)
    return plan
  }

  /// The plan broken in one of the ways UIKit raises for; the model is left as the valid plan
  /// has it except where the corruption is a count mismatch.
  func corrupted(old model: [[Int]], nextID: inout Int, _ r: inout FuzzRandom) -> BatchPlan {
    var plan = self
    let oldCounts = model.map(\.count)
    let newCounts = newModel.map(\.count)
    switch r.below(11) {
    case 0:
      // (Item operations inside a deleted or inserted section are absorbed by the section's,
      // as in UIKit: only a section that survives makes an out-of-range path an error.)
      let deleted = Set(plan.sectionDeletes)
      guard let section = r.element(of: oldCounts.indices.filter({ !deleted.contains($0) })) else {
        return corruptedByCount(&nextID, &r)
      }
      plan.deletes.append(IndexPath(item: oldCounts[section] + r.int(in: 0...3), section: section))
      plan.corruption = "delete past the old count"
    case 1:
      let inserted = Set(plan.sectionInserts)
      guard let section = r.element(of: newCounts.indices.filter({ !inserted.contains($0) })) else {
        return corruptedByCount(&nextID, &r)
      }
      plan.inserts.append(IndexPath(item: newCounts[section] + r.int(in: 1...3), section: section))
      plan.corruption = "insert past the new count"
    case 2:
      // Two different moves of one item (an exact duplicate is dropped, as UIKit does).
      guard let move = r.element(of: plan.moves) else { return corruptedByCount(&nextID, &r) }
      let other = IndexPath(item: move.1[1] == 0 ? 1 : move.1[1] - 1, section: move.1[0])
      plan.moves.append((move.0, other))
      plan.corruption = "two moves of one item"
    case 3:
      guard let move = r.element(of: plan.moves) else { return corruptedByCount(&nextID, &r) }
      plan.deletes.append(move.0)
      plan.corruption = "delete and move of one item"
    case 4, 5:
      return corruptedByCount(&nextID, &r)
    case 6:
      guard let section = r.element(of: plan.sectionDeletes), let item = model[section].indices.first else {
        return corruptedByCount(&nextID, &r)
      }
      plan.moves.append((IndexPath(item: item, section: section), IndexPath(item: 0, section: 0)))
      plan.corruption = "move out of a deleted section"
    case 7:
      // Delete the last section and insert into it: after the update it does not exist.
      guard !oldCounts.isEmpty, plan.sectionInserts.isEmpty else { return corruptedByCount(&nextID, &r) }
      let last = oldCounts.count - 1
      if !plan.sectionDeletes.contains(last) { plan.sectionDeletes.append(last) }
      plan.inserts.append(IndexPath(item: 0, section: newCounts.count))
      plan.corruption = "delete a section and insert into it"
    case 8:
      plan.oddInserts.append(
        r.chance(0.5) ? IndexPath(item: -r.int(in: 1...5), section: 0) : IndexPath(indexes: [0, 1, 2]))
      plan.corruption = "malformed index path"
    case 9:
      guard let section = r.element(of: plan.sectionDeletes) else { return corruptedByCount(&nextID, &r) }
      plan.sectionMoves.append((section, r.below(max(1, newCounts.count))))
      plan.corruption = "move a deleted section"
    default:
      guard let path = r.element(of: plan.deletes) else { return corruptedByCount(&nextID, &r) }
      plan.reloads.append(path)
      plan.corruption = "delete and reload of one item"
    }
    return plan
  }

  /// The plan with its model changed without an update call to say so.
  private func corruptedByCount(_ nextID: inout Int, _ r: inout FuzzRandom) -> BatchPlan {
    var plan = self
    // Only a section that existed before counts: an inserted section's items all arrive with it.
    let inserted = Set(sectionInserts)
    if let section = r.element(of: newModel.indices.filter { !inserted.contains($0) }) {
      if r.chance(0.5) || newModel[section].isEmpty {
        plan.newModel[section].append(nextID)
        nextID += 1
      } else {
        plan.newModel[section].removeLast()
      }
      plan.corruption = "the counts do not add up"
    } else {
      plan.newModel.append([nextID])
      nextID += 1
      plan.corruption = "a section appears without insertSections"
    }
    return plan
  }
}

extension IndexPath {
  /// `[s, i]`.
  public var short: String { count == 2 ? "[\(self[0]),\(self[1])]" : "\(Array(self))" }
}
