import PropertyBased
import Testing

@testable import TrellisDiffable

/// A batch applied to plain arrays by UIKit's batch-update rules, written independently of the
/// host's update map: every rule violation is an error naming it.
struct ArrayModelError: Error, CustomStringConvertible {
  var description: String
}

/// Applies `difference` to `old` (arrays of item identifiers per section), taking the values of
/// inserted positions (and of the items of inserted or reloaded sections) from `new`.
///
/// Rules: each old section is deleted, reloaded or moved at most once; each new section is
/// inserted or a move destination at most once; the other old sections (reloaded ones included)
/// fill the remaining new sections in order. In a surviving, non-reloaded section, each old
/// position is deleted, reloaded or a move source at most once and each new position is
/// inserted or a move destination at most once; the old items neither deleted nor moved fill
/// the remaining new positions in order. Moves may not come from a deleted or reloaded section
/// nor go to an inserted or reloaded one.
func applyToArrays(_ difference: SnapshotDifference, old: [[String]], new: [[String]]) throws -> [[String]] {
  func fail(_ message: String) -> ArrayModelError { ArrayModelError(description: message) }
  var oldRole = [String?](repeating: nil, count: old.count)
  for section in difference.sectionDeletes {
    guard old.indices.contains(section), oldRole[section] == nil else {
      throw fail("section delete \(section)")
    }
    oldRole[section] = "delete"
  }
  for section in difference.sectionReloads {
    guard old.indices.contains(section), oldRole[section] == nil else {
      throw fail("section reload \(section)")
    }
    oldRole[section] = "reload"
  }
  var newSource = [Int?](repeating: nil, count: new.count)
  for section in difference.sectionInserts {
    guard new.indices.contains(section), newSource[section] == nil else {
      throw fail("section insert \(section)")
    }
    newSource[section] = -1
  }
  for move in difference.sectionMoves {
    guard old.indices.contains(move.from), oldRole[move.from] == nil, new.indices.contains(move.to),
      newSource[move.to] == nil
    else { throw fail("section move \(move)") }
    oldRole[move.from] = "move"
    newSource[move.to] = move.from
  }
  var remaining = old.indices.filter { oldRole[$0] == nil || oldRole[$0] == "reload" }.makeIterator()
  for section in new.indices where newSource[section] == nil {
    guard let next = remaining.next() else { throw fail("too few surviving sections") }
    newSource[section] = next
  }
  guard remaining.next() == nil else { throw fail("too many surviving sections") }

  func absorbsOld(_ section: Int) -> Bool { oldRole[section] == "delete" || oldRole[section] == "reload" }
  func absorbsNew(_ section: Int) -> Bool {
    newSource[section]! < 0 || oldRole[newSource[section]!] == "reload"
  }
  var oldClaimed = Set<IndexPath>()
  for path in difference.itemDeletes + difference.itemReloads + difference.itemMoves.map(\.from) {
    guard old.indices.contains(path.section), old[path.section].indices.contains(path.item),
      oldClaimed.insert(path).inserted
    else { throw fail("old path \(path) invalid or claimed twice") }
    if absorbsOld(path.section) { throw fail("item operation at \(path) in an absorbed old section") }
  }
  var newClaimed: [IndexPath: String] = [:]
  for path in difference.itemInserts {
    guard new.indices.contains(path.section), new[path.section].indices.contains(path.item),
      newClaimed[path] == nil
    else { throw fail("new path \(path) invalid or claimed twice") }
    if absorbsNew(path.section) { throw fail("insert at \(path) in an absorbing new section") }
    newClaimed[path] = new[path.section][path.item]
  }
  for move in difference.itemMoves {
    guard new.indices.contains(move.to.section), new[move.to.section].indices.contains(move.to.item),
      newClaimed[move.to] == nil
    else { throw fail("move destination \(move.to) invalid or claimed twice") }
    if absorbsNew(move.to.section) { throw fail("move into an absorbing section: \(move)") }
    newClaimed[move.to] = old[move.from.section][move.from.item]
  }
  var result: [[String]] = []
  for section in new.indices {
    if absorbsNew(section) {
      result.append(new[section])
      continue
    }
    let source = newSource[section]!
    let leaving = Set(
      difference.itemDeletes.filter { $0.section == source }.map(\.item)
        + difference.itemMoves.filter { $0.from.section == source }.map(\.from.item))
    var survivors = old[source].indices.filter { !leaving.contains($0) }.map { old[source][$0] }
      .makeIterator()
    var items: [String] = []
    for index in new[section].indices {
      if let value = newClaimed[IndexPath(item: index, section: section)] {
        items.append(value)
      } else if let value = survivors.next() {
        items.append(value)
      } else {
        throw fail("section \(section) runs out of surviving items at \(index)")
      }
    }
    guard survivors.next() == nil else { throw fail("section \(section) has surviving items left over") }
    result.append(items)
  }
  return result
}

/// The length of the longest increasing subsequence, by the O(n²) dynamic programme (an
/// independent check of the patience-sorting implementation).
func longestIncreasingLength(_ values: [Int]) -> Int {
  var best = [Int](repeating: 1, count: values.count)
  for i in values.indices {
    for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
  }
  return best.max() ?? 0
}

/// A random pair of snapshots: sections and items inserted, deleted, moved (across sections
/// too), reloaded and reconfigured.
func randomPair(_ rng: inout Xoshiro) -> (old: Snapshot, new: Snapshot) {
  var nextItem = 0
  var nextSection = 0
  func newItems(_ count: Int) -> [String] {
    defer { nextItem += count }
    return (nextItem..<(nextItem + count)).map { "i\($0)" }
  }
  var sections: [(String, [String])] = []
  for _ in 0..<Gen.int(in: 0...5).run(using: &rng) {
    sections.append(("s\(nextSection)", newItems(Gen.int(in: 0...9).run(using: &rng))))
    nextSection += 1
  }
  let old = makeSnapshot(sections)
  let chance = Gen.int(in: 0...99)

  // Items moved, possibly across sections (before sections are deleted, so some move out of
  // sections that then disappear).
  var all = sections.flatMap(\.1)
  let itemMoves = Gen.int(in: 0...4).run(using: &rng)
  for _ in 0..<itemMoves where !all.isEmpty && !sections.isEmpty {
    let item = all[Gen.int(in: 0...(all.count - 1)).run(using: &rng)]
    let from = sections.firstIndex { $0.1.contains(item) }!
    sections[from].1.removeAll { $0 == item }
    let to = Gen.int(in: 0...(sections.count - 1)).run(using: &rng)
    sections[to].1.insert(item, at: Gen.int(in: 0...sections[to].1.count).run(using: &rng))
  }
  // Sections deleted, inserted, moved.
  sections.removeAll { _ in chance.run(using: &rng) < 15 }
  for _ in 0..<Gen.int(in: 0...2).run(using: &rng) {
    let section = ("s\(nextSection)", newItems(Gen.int(in: 0...4).run(using: &rng)))
    nextSection += 1
    sections.insert(section, at: Gen.int(in: 0...sections.count).run(using: &rng))
  }
  for _ in 0..<Gen.int(in: 0...2).run(using: &rng) where sections.count > 1 {
    let moved = sections.remove(at: Gen.int(in: 0...(sections.count - 1)).run(using: &rng))
    sections.insert(moved, at: Gen.int(in: 0...sections.count).run(using: &rng))
  }
  // Items deleted and inserted.
  for index in sections.indices {
    sections[index].1.removeAll { _ in chance.run(using: &rng) < 15 }
    for _ in 0..<Gen.int(in: 0...2).run(using: &rng) {
      let item = newItems(1)[0]
      sections[index].1.insert(item, at: Gen.int(in: 0...sections[index].1.count).run(using: &rng))
    }
  }
  var new = makeSnapshot(sections)
  // Reload and reconfigure marks on items and sections both snapshots have.
  all = new.itemIdentifiers
  for item in all where old.indexOfItem(item) != nil {
    let roll = chance.run(using: &rng)
    if roll < 10 { new.reloadItems([item]) } else if roll < 20 { new.reconfigureItems([item]) }
  }
  for section in new.sectionIdentifiers
  where old.indexOfSection(section) != nil && chance.run(using: &rng) < 10 {
    new.reloadSections([section])
  }
  return (old, new)
}

/// Seeded property test of the difference (fixed seed: every run checks the same 400 pairs).
@Suite @MainActor struct SnapshotDifferencePropertyTests {
  @Test func randomPairsGiveValidMinimalBatchesThatTheHostAccepts() throws {
    var rng = Xoshiro(seed: (0xD1FF_AB1E, 0x5EED, 2026, 13))
    // How many scenarios exercised each kind of operation (so the generator is known to reach
    // them all).
    var seen: [String: Int] = [:]
    defer {
      for kind in [
        "section delete", "section insert", "section move", "section reload", "item delete", "item insert",
        "item move across", "item move within", "item reload", "item reconfigure",
      ] {
        #expect(seen[kind, default: 0] >= 20, "only \(seen[kind, default: 0]) scenarios with \(kind)")
      }
    }
    for scenario in 0..<400 {
      let (old, new) = randomPair(&rng)
      let difference = SnapshotDifference(from: old, to: new)
      func count(_ kind: String, _ present: Bool) { if present { seen[kind, default: 0] += 1 } }
      count("section delete", !difference.sectionDeletes.isEmpty)
      count("section insert", !difference.sectionInserts.isEmpty)
      count("section move", !difference.sectionMoves.isEmpty)
      count("section reload", !difference.sectionReloads.isEmpty)
      count("item delete", !difference.itemDeletes.isEmpty)
      count("item insert", !difference.itemInserts.isEmpty)
      count("item move across", difference.itemMoves.contains { $0.from.section != $0.to.section })
      count("item move within", difference.itemMoves.contains { $0.from.section == $0.to.section })
      count("item reload", !difference.itemReloads.isEmpty)
      count("item reconfigure", !difference.itemReconfigures.isEmpty)
      let oldArrays = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
      let newArrays = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
      let context = "scenario \(scenario): \(oldArrays) → \(newArrays)\n\(difference)"

      // 1. The matching equals looking every identifier up.
      let input = SnapshotMatcher.match(old: old, new: new)
      let oldFlat = old.itemIdentifiers
      var oldIndex: [String: Int] = [:]
      for (index, item) in oldFlat.enumerated() { oldIndex[item] = index }
      #expect(input.newItemOld == new.itemIdentifiers.map { Int32(oldIndex[$0] ?? -1) }, "\(context)")
      let keptIdentifiers = Set(new.itemIdentifiers)
      #expect(input.oldItemKept == oldFlat.map { keptIdentifiers.contains($0) }, "\(context)")

      // 2. The batch, applied to arrays by UIKit's rules, gives the new snapshot.
      do {
        #expect(try applyToArrays(difference, old: oldArrays, new: newArrays) == newArrays, "\(context)")
      } catch {
        Issue.record("array model rejected the batch: \(error)\n\(context)")
      }

      // 3. Kept items are never deleted and inserted where a move is allowed, and the moves
      //    within each section are exactly those outside the longest increasing run.
      let reloadedSections = Set(new.reloadedSectionIdentifiers)
      let reloadedItems = Set(new.reloadedItemIdentifiers)
      func live(_ section: String) -> Bool {
        guard let oldPosition = old.indexOfSection(section), new.indexOfSection(section) != nil else {
          return false
        }
        return !difference.sectionDeletes.contains(oldPosition) && !reloadedSections.contains(section)
      }
      let deletes = Set(difference.itemDeletes)
      let inserts = Set(difference.itemInserts)
      for item in new.itemIdentifiers where !reloadedItems.contains(item) {
        guard let from = old.sectionIdentifier(containingItem: item), live(from),
          let to = new.sectionIdentifier(containingItem: item), live(to)
        else { continue }
        let oldPath = IndexPath(
          item: old.itemIdentifiers(inSection: from).firstIndex(of: item)!, section: old.indexOfSection(from)!
        )
        let newPath = IndexPath(
          item: new.itemIdentifiers(inSection: to).firstIndex(of: item)!, section: new.indexOfSection(to)!)
        #expect(
          !deletes.contains(oldPath) && !inserts.contains(newPath),
          "\(item) was deleted and inserted: \(context)")
      }
      for section in new.sectionIdentifiers where live(section) {
        let oldSection = old.indexOfSection(section)!
        let newSection = new.indexOfSection(section)!
        let kept = new.itemIdentifiers(inSection: section).compactMap { item in
          old.itemIdentifiers(inSection: section).firstIndex(of: item)
        }
        let changed =
          difference.itemMoves.filter { $0.from.section == oldSection && $0.to.section == newSection }.count
          + difference.itemDeletes.filter { path in
            path.section == oldSection
              && reloadedItems.contains(old.itemIdentifiers(inSection: section)[path.item])
              && new.itemIdentifiers(inSection: section).contains(
                old.itemIdentifiers(inSection: section)[path.item])
          }.count
        #expect(changed == kept.count - longestIncreasingLength(kept), "section \(section): \(context)")
      }

      // 4. The real host accepts the batch (throwing validation) and shows the new snapshot;
      //    kept cells are the same objects, reloaded ones are new, reconfigured ones are the same
      //    and configured once more.
      let harness = Harness(height: 4000)
      harness.dataSource.applySnapshotUsingReloadData(old)
      let cellsBefore = harness.cellsByItem
      let configurationsBefore = cellsBefore.mapValues(\.configurations)
      let animated = scenario % 2 == 0
      do {
        try harness.dataSource.perform(
          difference, installing: new.withoutMarks, on: harness.collectionView, animated: animated,
          completion: nil)
      } catch {
        Issue.record("the host rejected the batch: \(error)\n\(context)")
        continue
      }
      harness.settle()
      #expect(harness.counts == newArrays.map(\.count), "\(context)")
      #expect(harness.shown == itemsByPath(new), "\(context)")
      let cellsAfter = harness.cellsByItem
      let reconfigured = Set(difference.itemReconfigures.map { itemsByPath(new)[$0]! })
      for (item, cell) in cellsAfter {
        guard let before = cellsBefore[item] else { continue }
        guard let from = old.sectionIdentifier(containingItem: item), live(from),
          let to = new.sectionIdentifier(containingItem: item), live(to)
        else { continue }
        if reloadedItems.contains(item) {
          #expect(cell !== before, "reloaded \(item) kept its cell: \(context)")
        } else {
          #expect(cell === before, "kept \(item) got a new cell: \(context)")
          let expected = configurationsBefore[item]! + (reconfigured.contains(item) ? 1 : 0)
          #expect(cell.configurations == expected, "\(item) configured \(cell.configurations)×: \(context)")
        }
      }
    }
  }
}

/// Longer lists, where kept items form long blocks of consecutive old indexes broken by a few
/// moves, inserts and deletes (the case the block-based run is built for).
@Suite @MainActor struct LongListDifferencePropertyTests {
  @Test func longListsGiveValidMinimalBatches() throws {
    var rng = Xoshiro(seed: (0x10A6, 0x1157, 2026, 13))
    for scenario in 0..<60 {
      let count = Gen.int(in: 50...400).run(using: &rng)
      let old = (0..<count).map { "i\($0)" }
      var new = old
      for _ in 0..<Gen.int(in: 0...12).run(using: &rng) {
        let item = new.remove(at: Gen.int(in: 0...(new.count - 1)).run(using: &rng))
        new.insert(item, at: Gen.int(in: 0...new.count).run(using: &rng))
      }
      for _ in 0..<Gen.int(in: 0...8).run(using: &rng) where !new.isEmpty {
        new.remove(at: Gen.int(in: 0...(new.count - 1)).run(using: &rng))
      }
      for extra in 0..<Gen.int(in: 0...8).run(using: &rng) {
        new.insert("n\(extra)", at: Gen.int(in: 0...new.count).run(using: &rng))
      }
      let difference = SnapshotDifference(from: makeSnapshot([("s", old)]), to: makeSnapshot([("s", new)]))
      let context = "scenario \(scenario): \(difference)"
      #expect(try applyToArrays(difference, old: [old], new: [new]) == [new], "\(context)")
      let kept = new.compactMap { old.firstIndex(of: $0) }
      #expect(difference.itemMoves.count == kept.count - longestIncreasingLength(kept), "\(context)")
      #expect(difference.itemInserts.count == new.count - kept.count)
      #expect(difference.itemDeletes.count == old.count - kept.count)
    }
  }

  @Test func heaviestBlocksMatchTheLongestIncreasingSubsequence() {
    var rng = Xoshiro(seed: (0xB10C, 5, 2026, 13))
    for _ in 0..<200 {
      // A permutation made of shuffled runs of consecutive values.
      var runs: [[Int]] = []
      var next = 0
      for _ in 0..<Gen.int(in: 1...12).run(using: &rng) {
        let length = Gen.int(in: 1...6).run(using: &rng)
        runs.append(Array(next..<(next + length)))
        next += length
      }
      for index in stride(from: runs.count - 1, to: 0, by: -1) {
        runs.swapAt(index, Gen.int(in: 0...index).run(using: &rng))
      }
      let values = runs.flatMap { $0 }
      var blocks: [CandidateBlock] = []
      for (flat, value) in values.enumerated() {
        if let last = blocks.indices.last, blocks[last].start + blocks[last].count == value {
          blocks[last].count += 1
          blocks[last].lastFlat = flat
        } else {
          blocks.append(CandidateBlock(firstFlat: flat, lastFlat: flat, start: value, count: 1))
        }
      }
      let chosen = heaviestIncreasingBlocks(blocks)
      let kept = zip(blocks, chosen).filter(\.1).map(\.0)
      #expect(kept.map(\.start) == kept.map(\.start).sorted(), "\(values)")
      #expect(kept.reduce(0) { $0 + $1.count } == longestIncreasingLength(values), "\(values)")
    }
  }
}
