// The pure core of the difference algorithm: from integer correspondences (which old section
// and old item each new one was) to a batch that UIKit's rules accept. No identifiers, no
// views: only indexes, so it is tested on its own and runs on flat integer arrays.

/// Which new section and item each old one became, in flat integer form: the output of
/// `SnapshotMatcher`, the input of `DifferenceCore`.
///
/// Items are numbered flat, section after section (old item `p` of old section `i` is
/// `oldStarts[i] + p`).
struct DifferenceInput {
  /// Items per old section.
  var oldCounts: [Int]
  /// Items per new section.
  var newCounts: [Int]
  /// For each new section, its old index, or -1 when it is new.
  var newSectionOld: [Int]
  /// For each old section, whether the new snapshot asks to reload it.
  var oldSectionReloaded: [Bool]
  /// For each new item (flat), its old flat index, or -1 when it is new.
  var newItemOld: [Int]
  /// For each old item (flat), its new flat index, or -1 when it is gone.
  var oldItemNew: [Int]
  /// Per old item (flat): bit 1 reload requested, bit 2 reconfigure requested; `nil` when no
  /// item is marked.
  var oldItemMarks: [UInt8]?

  static let reloadMark: UInt8 = 1
  static let reconfigureMark: UInt8 = 2
}

/// A (section, item) position in the core's output.
struct CorePosition: Comparable {
  var section: Int
  var item: Int

  static func < (lhs: CorePosition, rhs: CorePosition) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }

  var indexPath: IndexPath { IndexPath(item: item, section: section) }
}

enum DifferenceCore {
  /// The batch that turns the old arrangement into the new one; see `SnapshotDifference` for the
  /// rules it follows.
  ///
  /// Sections: the surviving sections whose old indexes form the longest increasing run (in new
  /// order) stay implicit, the others move. A surviving section asked to reload is reloaded in
  /// place when it is in that run, deleted and inserted otherwise. Sections deleted, inserted
  /// or reloaded "absorb" their items: nothing may move out of or into them.
  ///
  /// Items of a live new section j whose old section i is live: new items are inserted; items
  /// from an absorbing old section are inserted (the old copy goes with its section); items
  /// from another live section move across; items from i are candidates, and the longest
  /// increasing run of their old indexes stays implicit, the rest move. A reload request keeps
  /// an implicit item in place (reload at its old path) and turns a move into a delete and an
  /// insert. Items of live old sections that no live new section keeps are deleted.
  ///
  /// - Complexity: O(n + s) plus O(k log k) for the k candidates out of order, plus sorting
  ///   the operations.
  static func difference(_ input: DifferenceInput) -> SnapshotDifference {
    let oldSections = input.oldCounts.count
    let newSections = input.newCounts.count
    var oldStarts = [Int](repeating: 0, count: oldSections + 1)
    for section in 0..<oldSections { oldStarts[section + 1] = oldStarts[section] + input.oldCounts[section] }
    var newStarts = [Int](repeating: 0, count: newSections + 1)
    for section in 0..<newSections { newStarts[section + 1] = newStarts[section] + input.newCounts[section] }

    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionMoves: [SnapshotDifference.Move<Int>] = []
    var sectionReloads: [Int] = []
    var itemDeletes: [CorePosition] = []
    var itemInserts: [CorePosition] = []
    var itemMoves: [(from: CorePosition, to: CorePosition)] = []
    var itemReloads: [CorePosition] = []
    var itemReconfigures: [CorePosition] = []

    // MARK: Sections.
    var oldSectionSurvives = [Bool](repeating: false, count: oldSections)
    var survivors: [Int] = []
    var survivorOld: [Int] = []
    for section in 0..<newSections where input.newSectionOld[section] >= 0 {
      survivors.append(section)
      survivorOld.append(input.newSectionOld[section])
      oldSectionSurvives[input.newSectionOld[section]] = true
    }
    let stableSections = increasingSubsequenceMembers(survivorOld)
    var liveOld = [Bool](repeating: false, count: oldSections)
    var liveNew = [Bool](repeating: false, count: newSections)
    for (rank, newSection) in survivors.enumerated() {
      let oldSection = survivorOld[rank]
      if input.oldSectionReloaded[oldSection] {
        if stableSections[rank] {
          sectionReloads.append(oldSection)
        } else {
          sectionDeletes.append(oldSection)
          sectionInserts.append(newSection)
        }
      } else {
        liveOld[oldSection] = true
        liveNew[newSection] = true
        if !stableSections[rank] { sectionMoves.append(.init(from: oldSection, to: newSection)) }
      }
    }
    for section in 0..<oldSections where !oldSectionSurvives[section] { sectionDeletes.append(section) }
    for section in 0..<newSections where input.newSectionOld[section] < 0 { sectionInserts.append(section) }

    // MARK: Items.
    let marks = input.oldItemMarks
    // The old section of an old flat index: a cursor that follows mostly increasing indexes,
    // with a binary search when it jumps.
    var cursor = 0
    func oldSection(of flat: Int) -> Int {
      if cursor < oldSections, oldStarts[cursor] <= flat, flat < oldStarts[cursor + 1] { return cursor }
      var low = 0
      var high = oldSections
      while low < high {
        let middle = (low + high) >> 1
        if oldStarts[middle + 1] <= flat { low = middle + 1 } else { high = middle }
      }
      cursor = low
      return low
    }

    var candidateOld: [Int] = []
    var candidateNew: [Int] = []
    for newSection in 0..<newSections {
      let first = newStarts[newSection]
      let end = newStarts[newSection + 1]
      guard liveNew[newSection] else {
        // Inserted, reloaded or replaced: its cells are new; items kept from live old sections
        // cannot move in, so they are deleted there.
        for flat in first..<end {
          let old = input.newItemOld[flat]
          guard old >= 0 else { continue }
          let section = oldSection(of: old)
          if liveOld[section] {
            itemDeletes.append(CorePosition(section: section, item: old - oldStarts[section]))
          }
        }
        continue
      }
      let ownOld = input.newSectionOld[newSection]
      candidateOld.removeAll(keepingCapacity: true)
      candidateNew.removeAll(keepingCapacity: true)
      for flat in first..<end {
        let newPosition = CorePosition(section: newSection, item: flat - first)
        let old = input.newItemOld[flat]
        guard old >= 0 else {
          itemInserts.append(newPosition)
          continue
        }
        let section = oldSection(of: old)
        guard liveOld[section] else {
          itemInserts.append(newPosition)
          continue
        }
        if section == ownOld {
          candidateOld.append(old)
          candidateNew.append(flat)
          continue
        }
        let oldPosition = CorePosition(section: section, item: old - oldStarts[section])
        let mark = marks?[old] ?? 0
        if mark & DifferenceInput.reloadMark != 0 {
          itemDeletes.append(oldPosition)
          itemInserts.append(newPosition)
        } else {
          itemMoves.append((oldPosition, newPosition))
          if mark & DifferenceInput.reconfigureMark != 0 { itemReconfigures.append(newPosition) }
        }
      }
      let stable = increasingSubsequenceMembers(candidateOld)
      for rank in candidateOld.indices {
        let old = candidateOld[rank]
        let oldPosition = CorePosition(section: ownOld, item: old - oldStarts[ownOld])
        let newPosition = CorePosition(section: newSection, item: candidateNew[rank] - first)
        let mark = marks?[old] ?? 0
        if stable[rank] {
          if mark & DifferenceInput.reloadMark != 0 {
            itemReloads.append(oldPosition)
          } else if mark & DifferenceInput.reconfigureMark != 0 {
            itemReconfigures.append(newPosition)
          }
        } else if mark & DifferenceInput.reloadMark != 0 {
          itemDeletes.append(oldPosition)
          itemInserts.append(newPosition)
        } else {
          itemMoves.append((oldPosition, newPosition))
          if mark & DifferenceInput.reconfigureMark != 0 { itemReconfigures.append(newPosition) }
        }
      }
    }
    // Items of live old sections that are gone.
    for section in 0..<oldSections where liveOld[section] {
      for flat in oldStarts[section]..<oldStarts[section + 1] where input.oldItemNew[flat] < 0 {
        itemDeletes.append(CorePosition(section: section, item: flat - oldStarts[section]))
      }
    }

    var result = SnapshotDifference()
    result.sectionDeletes = sectionDeletes.sorted()
    result.sectionInserts = sectionInserts.sorted()
    result.sectionMoves = sectionMoves.sorted { $0.from < $1.from }
    result.sectionReloads = sectionReloads.sorted()
    result.itemDeletes = itemDeletes.sorted().map(\.indexPath)
    result.itemInserts = itemInserts.sorted().map(\.indexPath)
    result.itemMoves = itemMoves.sorted { $0.from < $1.from }.map {
      .init(from: $0.from.indexPath, to: $0.to.indexPath)
    }
    result.itemReloads = itemReloads.sorted().map(\.indexPath)
    result.itemReconfigures = itemReconfigures.sorted().map(\.indexPath)
    return result
  }
}
