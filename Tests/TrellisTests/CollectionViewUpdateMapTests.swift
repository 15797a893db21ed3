import Foundation
import PropertyBased
import Testing

@testable import Trellis

/// One update of a generated batch.
private enum Update {
  case deleteItem(IndexPath)
  case insertItem(IndexPath)
  case reloadItem(IndexPath)
  case moveItem(IndexPath, IndexPath)
  case deleteSection(Int)
  case insertSection(Int)
  case moveSection(Int, Int)

  func perform(on collectionView: CollectionView) throws {
    switch self {
    case .deleteItem(let path): collectionView.deleteItems(at: [path])
    case .insertItem(let path): collectionView.insertItems(at: [path])
    case .reloadItem(let path): collectionView.reloadItems(at: [path])
    case .moveItem(let from, let to): collectionView.moveItem(at: from, to: to)
    case .deleteSection(let section): collectionView.deleteSections(IndexSet(integer: section))
    case .insertSection(let section): collectionView.insertSections(IndexSet(integer: section))
    case .moveSection(let from, let to): collectionView.moveSection(from, toSection: to)
    }
  }

  func record(into batch: inout BatchUpdate) {
    switch self {
    case .deleteItem(let path): batch.deleteItems(at: [path])
    case .insertItem(let path): batch.insertItems(at: [path])
    case .reloadItem(let path): batch.reloadItems(at: [path])
    case .moveItem(let from, let to): batch.moveItem(at: from, to: to)
    case .deleteSection(let section): batch.deleteSections(IndexSet(integer: section))
    case .insertSection(let section): batch.insertSections(IndexSet(integer: section))
    case .moveSection(let from, let to): batch.moveSection(from, toSection: to)
    }
  }
}

/// A random valid batch built from the reference model: the final arrangement is constructed
/// first (survivors keep their order and fill the places not taken by inserts and moves), and
/// the updates are read off it with UIKit's conventions. Values are "id#version"; a reload bumps
/// the version, so a cell that was not asked for again shows a stale value.
private struct GeneratedBatch {
  var old: [[String]]
  var new: [[String]]
  var updates: [Update]

  init(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    func roll(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    let sectionCount = 1 + roll(4)
    old = (0..<sectionCount).map { s in (0..<roll(11)).map { "s\(s)i\($0)#0" } }
    updates = []
    var fresh = 0
    func freshValue() -> String {
      fresh += 1
      return "n\(fresh)#0"
    }
    // Sections.
    var deleted = Set<Int>()
    for s in 0..<sectionCount where roll(7) == 0 { deleted.insert(s) }
    let insertedCount = roll(3)
    let newCount = sectionCount - deleted.count + insertedCount
    var sectionMove: (Int, Int)?
    let movable = (0..<sectionCount).filter { !deleted.contains($0) }
    if !movable.isEmpty, roll(3) == 0 {
      sectionMove = (movable[roll(movable.count)], roll(newCount))
    }
    var freeNew = (0..<newCount).filter { $0 != sectionMove?.1 }
    var insertedSections = Set<Int>()
    for _ in 0..<insertedCount {
      let pick = freeNew.remove(at: roll(freeNew.count))
      insertedSections.insert(pick)
    }
    var newToOld = [Int](repeating: -1, count: newCount)
    if let (from, to) = sectionMove { newToOld[to] = from }
    var slot = 0
    for s in 0..<sectionCount where !deleted.contains(s) && s != sectionMove?.0 {
      while newToOld[slot] != -1 || insertedSections.contains(slot) { slot += 1 }
      newToOld[slot] = s
      slot += 1
    }
    for s in deleted.sorted() { updates.append(.deleteSection(s)) }
    for s in insertedSections.sorted() { updates.append(.insertSection(s)) }
    if let (from, to) = sectionMove { updates.append(.moveSection(from, to)) }

    // Items of surviving sections: delete, reload, move out, or stay.
    var survivorsOf: [Int: [String]] = [:]
    var movers: [(from: IndexPath, value: String)] = []
    for s in 0..<sectionCount where !deleted.contains(s) {
      var survivors: [String] = []
      for (i, value) in old[s].enumerated() {
        switch roll(10) {
        case 0: updates.append(.deleteItem(IndexPath(item: i, section: s)))
        case 1:
          updates.append(.reloadItem(IndexPath(item: i, section: s)))
          survivors.append(value.replacingOccurrences(of: "#0", with: "#1"))
        case 2: movers.append((IndexPath(item: i, section: s), value))
        default: survivors.append(value)
        }
      }
      survivorsOf[s] = survivors
    }
    let targets = (0..<newCount).filter { !insertedSections.contains($0) }
    var incoming: [Int: [(value: String, from: IndexPath?)]] = [:]
    for mover in movers {
      incoming[targets[roll(targets.count)], default: []].append((mover.value, mover.from))
    }
    new = []
    for t in 0..<newCount {
      if insertedSections.contains(t) {
        new.append((0..<roll(5)).map { _ in freshValue() })
        continue
      }
      var arriving = incoming[t] ?? []
      for _ in 0..<roll(3) { arriving.append((freshValue(), nil)) }
      let survivors = survivorsOf[newToOld[t]] ?? []
      let length = survivors.count + arriving.count
      var positions = Array(0..<length)
      for k in stride(from: positions.count - 1, to: 0, by: -1) { positions.swapAt(k, roll(k + 1)) }
      let taken = Array(positions.prefix(arriving.count))
      var row = [String](repeating: "", count: length)
      for (k, position) in taken.enumerated() {
        row[position] = arriving[k].value
        let to = IndexPath(item: position, section: t)
        if let from = arriving[k].from {
          updates.append(.moveItem(from, to))
        } else {
          updates.append(.insertItem(to))
        }
      }
      var next = 0
      for position in 0..<length where row[position].isEmpty {
        row[position] = survivors[next]
        next += 1
      }
      new.append(row)
    }
    // Any order of calls means the same batch.
    for k in stride(from: updates.count - 1, to: 0, by: -1) { updates.swapAt(k, roll(k + 1)) }
  }

  /// The value's base id, without the version.
  static func id(_ value: String) -> Substring { value.split(separator: "#")[0] }
}

@Suite("CollectionView update map")
struct CollectionViewUpdateMapTests {
  /// Seeded property test: random valid batches (sections and items, every kind of update)
  /// applied to the reference model and to the view agree item by item.
  @Test func randomBatchesAgreeWithTheReferenceModelItemByItem() {
    // Fixed seed: every run checks the same 200 batches.
    var rng = Xoshiro(seed: (0x7E11_1500, 0xBA7C, 0x5EED, 2026))
    let seeds = Gen.int(in: 0...1_000_000_000)
    for _ in 0..<200 {
      let seed = seeds.run(using: &rng)
      let batch = GeneratedBatch(seed: UInt64(seed))
      // The map alone: every old item lands where the model put it, deleted ones nowhere, and
      // new → old is the inverse (a bijection between survivors).
      var recorded = BatchUpdate()
      for update in batch.updates { update.record(into: &recorded) }
      let map: UpdateMap
      do {
        map = try UpdateMap(
          oldCounts: batch.old.map(\.count), newCounts: batch.new.map(\.count), batch: recorded)
      } catch {
        Issue.record("valid batch rejected (seed \(seed)): \(error)")
        continue
      }
      var location: [Substring: IndexPath] = [:]
      for (s, row) in batch.new.enumerated() {
        for (i, value) in row.enumerated() {
          location[GeneratedBatch.id(value)] = IndexPath(item: i, section: s)
        }
      }
      for (s, row) in batch.old.enumerated() {
        for (i, value) in row.enumerated() {
          let mapped = map.newPath(forOld: ItemPath(section: s, item: i))
          #expect(mapped?.indexPath == location[GeneratedBatch.id(value)], "seed \(seed) old \(s)-\(i)")
          if let mapped {
            #expect(map.oldPath(forNew: mapped) == ItemPath(section: s, item: i), "seed \(seed)")
          }
        }
      }

      // The view: every cell shows the model's value after the animation.
      let dataSource = ValueDataSource(sections: batch.old)
      let collectionView = makeCollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 2_000), layout: FixedRowLayout(rowHeight: 10),
        dataSource: dataSource)
      do {
        try collectionView.performCheckedBatchUpdates {
          dataSource.sections = batch.new
          for update in batch.updates { try update.perform(on: collectionView) }
        }
      } catch {
        Issue.record("view rejected a valid batch (seed \(seed)): \(error)")
        continue
      }
      collectionView.advance(by: 0.3)
      var expected: [IndexPath: String] = [:]
      for (s, row) in batch.new.enumerated() {
        for (i, value) in row.enumerated() { expected[IndexPath(item: i, section: s)] = value }
      }
      #expect(shownValues(collectionView) == expected, "seed \(seed)")
    }
  }

  /// Seeded property test: the same batches, made inconsistent in one of three ways, are
  /// rejected and change nothing.
  @Test func corruptedBatchesAreRejectedWithNothingChanged() {
    var rng = Xoshiro(seed: (0x7E11_1500, 0xBAD, 0x5EED, 2026))
    let seeds = Gen.int(in: 0...1_000_000_000)
    let corruptions = Gen.int(in: 0...2)
    for _ in 0..<200 {
      let seed = seeds.run(using: &rng)
      let corruption = corruptions.run(using: &rng)
      let batch = GeneratedBatch(seed: UInt64(seed))
      var new = batch.new
      var updates = batch.updates
      // The first section after the update that is not inserted (its count is checked).
      let checked = new.indices.first { s in
        !updates.contains { if case .insertSection(s) = $0 { true } else { false } }
      }
      switch corruption {
      case 0:
        // One item too many: a count mismatch.
        guard let target = checked else { continue }
        new[target].append("extra#0")
      case 1:
        // An insert past the end of the section after the update.
        guard let target = checked else { continue }
        new[target].append("extra#0")
        updates.append(.insertItem(IndexPath(item: new[target].count, section: target)))
      default:
        // A delete of an item that does not exist before the update, in a section that is not
        // deleted (item deletes in deleted sections are absorbed, as in UIKit).
        let kept = batch.old.indices.first { s in
          !updates.contains { if case .deleteSection(s) = $0 { true } else { false } }
        }
        guard let section = kept else { continue }
        updates.append(.deleteItem(IndexPath(item: batch.old[section].count, section: section)))
      }
      let dataSource = ValueDataSource(sections: batch.old)
      let collectionView = makeCollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 2_000), layout: FixedRowLayout(rowHeight: 10),
        dataSource: dataSource)
      let before = shownValues(collectionView)
      let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
      #expect(throws: CollectionViewError.self, "seed \(seed) corruption \(corruption)") {
        try collectionView.performCheckedBatchUpdates {
          dataSource.sections = new
          for update in updates { try update.perform(on: collectionView) }
        }
      }
      #expect(shownValues(collectionView) == before)
      #expect(
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) } == counts)
      collectionView.advance(by: 0.3)
      #expect(shownValues(collectionView) == before)
    }
  }

  @Test func aThousandUpdatesOnAHundredThousandItemsMapConsistently() throws {
    // 400 deletes at old 0, 250, 500, …; 400 inserts at new 1, 251, …; 200 moves from old
    // 100 + 500k to new 300 + 500k (all distinct from the deletes and inserts). Count:
    // 100,000 − 400 + 400 = 100,000.
    var batch = BatchUpdate()
    for k in 0..<400 { batch.deleteItems(at: [IndexPath(item: 250 * k, section: 0)]) }
    for k in 0..<400 { batch.insertItems(at: [IndexPath(item: 250 * k + 1, section: 0)]) }
    for k in 0..<200 {
      batch.moveItem(
        at: IndexPath(item: 100 + 500 * k, section: 0), to: IndexPath(item: 300 + 500 * k, section: 0))
    }
    let map = try UpdateMap(oldCounts: [100_000], newCounts: [100_000], batch: batch)
    #expect(map.updateItems().count == 1_000)
    // Bijection on a sample: every surviving old index maps to a distinct new index that maps back.
    var seen = Set<Int>()
    for old in stride(from: 0, to: 100_000, by: 7) {
      guard let new = map.newPath(forOld: ItemPath(section: 0, item: old)) else {
        #expect(old % 250 == 0)
        continue
      }
      #expect(seen.insert(new.item).inserted)
      #expect(map.oldPath(forNew: new) == ItemPath(section: 0, item: old))
    }
    // Old 99,999 is after every change: 400 deletes and 200 moves out before it (600 removed),
    // 400 inserts and 200 moves in before its new place: it stays at 99,999.
    #expect(map.newPath(forOld: ItemPath(section: 0, item: 99_999))?.item == 99_999)
  }
}
