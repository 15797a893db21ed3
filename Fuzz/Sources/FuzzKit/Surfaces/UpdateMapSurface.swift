import Foundation
import Trellis

/// The update model on its own (TrellisUpdates), without a view.
///
/// Three kinds of case: a valid batch (`BatchPlan.valid`) over an array-of-arrays model must be
/// accepted by `UpdateMap(oldCounts:newCounts:batch:)`, and every old item must map to where the
/// model put it, and back; a corrupted batch (`BatchPlan.corrupted`) must be rejected with an
/// error; and a batch of nonsense numbers (negative, enormous, `Int.min`, `Int.max`, duplicates and
/// contradictions) given to `UpdateMap(recorded:)` and to the validating initialiser with random
/// counts must not trap, and every lookup must answer a non-negative path or nothing.
@MainActor
public final class UpdateMapSurface: SynchronousFuzzSurface {
  /// `update-map`.
  public let name = "update-map"
  /// What the surface generates.
  public let summary = "the update model alone: valid batches vs an array model, corrupted and nonsense ones"
  /// Its share of a mixed campaign.
  public let weight = 2.0

  /// A surface.
  public init() {}

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    var nextID = 1
    let model: [[Int]] = (0..<c.random.int(in: 0...4)).map { _ in
      (0..<c.random.int(in: 0...15)).map { _ in
        nextID += 1
        return nextID - 1
      }
    }
    switch c.random.below(3) {
    case 0: try checkValid(model, nextID: &nextID, c)
    case 1: try checkCorrupted(model, nextID: &nextID, c)
    default: try checkNonsense(c)
    }
  }

  /// The plan's calls as a `BatchUpdate`.
  static func batch(_ plan: BatchPlan) -> BatchUpdate {
    var batch = BatchUpdate()
    if !plan.sectionDeletes.isEmpty { batch.deleteSections(IndexSet(plan.sectionDeletes)) }
    if !plan.sectionInserts.isEmpty { batch.insertSections(IndexSet(plan.sectionInserts)) }
    for (from, to) in plan.sectionMoves { batch.moveSection(from, toSection: to) }
    batch.deleteItems(at: plan.deletes)
    batch.insertItems(at: plan.inserts + plan.oddInserts)
    for (from, to) in plan.moves { batch.moveItem(at: from, to: to) }
    batch.reloadItems(at: plan.reloads)
    return batch
  }

  private func checkValid(_ model: [[Int]], nextID: inout Int, _ c: FuzzContext) throws {
    let plan = BatchPlan.valid(from: model, nextID: &nextID, &c.random)
    c.note("valid: \(plan)")
    let map: UpdateMap
    do {
      map = try UpdateMap(
        oldCounts: model.map(\.count), newCounts: plan.newModel.map(\.count), batch: Self.batch(plan))
    } catch {
      throw FuzzFailure(.wrongResult, "a valid batch was rejected: \(error)")
    }
    var location: [Int: IndexPath] = [:]
    for (s, row) in plan.newModel.enumerated() {
      for (i, id) in row.enumerated() { location[id] = IndexPath(item: i, section: s) }
    }
    for (s, row) in model.enumerated() {
      for (i, id) in row.enumerated() {
        let old = IndexPath(item: i, section: s)
        let mapped = map.newIndexPath(forOld: old)
        guard mapped == location[id] else {
          throw FuzzFailure(
            .wrongResult,
            "old \(s)-\(i) (id \(id)) maps to \(mapped.map(\.description) ?? "nil"); "
              + "the model has it at \(location[id].map(\.description) ?? "nowhere")")
        }
        if let mapped, map.oldIndexPath(forNew: mapped) != old {
          throw FuzzFailure(.wrongResult, "new \(mapped) does not map back to old \(s)-\(i)")
        }
      }
    }
  }

  private func checkCorrupted(_ model: [[Int]], nextID: inout Int, _ c: FuzzContext) throws {
    var plan = BatchPlan.valid(from: model, nextID: &nextID, &c.random)
    plan = plan.corrupted(old: model, nextID: &nextID, &c.random)
    c.note("corrupted: \(plan)")
    do {
      _ = try UpdateMap(
        oldCounts: model.map(\.count), newCounts: plan.newModel.map(\.count), batch: Self.batch(plan))
    } catch {
      return
    }
    throw FuzzFailure(.wrongResult, "a corrupted batch (\(plan.corruption ?? "?")) was accepted")
  }

  private func checkNonsense(_ c: FuzzContext) throws {
    func index() -> Int {
      switch c.random.below(10) {
      case 0: Int.min
      case 1: Int.max
      case 2: -c.random.int(in: 1...1_000)
      case 3: c.random.int(in: 1 << 40...1 << 62)
      default: c.random.int(in: 0...12)
      }
    }
    func path() -> IndexPath {
      c.random.chance(0.05)
        ? IndexPath(indexes: [index(), index(), index()]) : IndexPath(item: index(), section: index())
    }
    var batch = BatchUpdate()
    for _ in 0..<c.random.int(in: 0...20) {
      switch c.random.below(8) {
      case 0: batch.insertItems(at: [path()])
      case 1: batch.deleteItems(at: [path()])
      case 2: batch.reloadItems(at: [path()])
      case 3: batch.moveItem(at: path(), to: path())
      case 4: batch.moveSection(index(), toSection: index())
      default:
        // IndexSet holds non-negative indexes only (it traps on others, as on Apple platforms).
        let section = max(0, min(index(), 1 << 40))
        switch c.random.below(3) {
        case 0: batch.insertSections(IndexSet(integer: section))
        case 1: batch.deleteSections(IndexSet(integer: section))
        default: batch.reloadSections(IndexSet(integer: section))
        }
      }
    }
    let recorded = UpdateMap(recorded: batch)
    let counts = {
      (0..<c.random.int(in: 0...5)).map { _ in c.random.chance(0.1) ? index() : c.random.int(in: 0...12) }
    }
    let validated = try? UpdateMap(oldCounts: counts(), newCounts: counts(), batch: batch)
    for map in [recorded] + (validated.map { [$0] } ?? []) {
      for _ in 0..<40 {
        let probe = path()
        for answer in [map.newIndexPath(forOld: probe), map.oldIndexPath(forNew: probe)] {
          if let answer, answer.count != 2 || answer.section < 0 || answer.item < 0 {
            throw FuzzFailure(.wrongResult, "lookup of \(probe) answered \(answer)")
          }
        }
        _ =
          map.isDeleted(probe) || map.isInserted(probe) || map.isReloaded(old: probe)
          || map.isMoved(old: probe)
        _ = map.newSection(forOld: index())
        _ = map.oldSection(forNew: index())
      }
    }
  }
}
