// The pure core of the difference algorithm: from integer correspondences (which old section
// and old item each new one was) to a batch that UIKit's rules accept. No identifiers, no
// views: only indexes, so it is tested on its own and runs on flat integer arrays.

/// A (section, item) position in the core's output.
struct CorePosition: Comparable {
  var section: Int
  var item: Int

  static func < (lhs: CorePosition, rhs: CorePosition) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }

  var indexPath: IndexPath { IndexPath(item: item, section: section) }
}

@usableFromInline enum DifferenceCore {
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
  /// increasing run of their old indexes stays implicit (computed over blocks of consecutive
  /// old indexes, `heaviestIncreasingBlocks(_:)`), the rest move. A reload request keeps
  /// an implicit item in place (reload at its old path) and turns a move into a delete and an
  /// insert. Items of live old sections that no live new section keeps are deleted.
  ///
  /// - Complexity: O(n + s) plus O(b log b) for the b blocks of consecutive candidates (a few
  ///   per change), plus sorting the operations.
  @usableFromInline static func difference(_ input: DifferenceInput) -> SnapshotDifference {
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

    // Each live section's candidates (items kept in that section) are gathered into blocks of
    // consecutive old indexes; the heaviest increasing run of blocks stays, the others move
    // (see `heaviestIncreasingBlocks(_:)`).
    var blocks: [CandidateBlock] = []
    input.newItemOld.withUnsafeBufferPointer { newItemOld in
      for newSection in 0..<newSections {
        let first = newStarts[newSection]
        let end = newStarts[newSection + 1]
        guard liveNew[newSection] else {
          // Inserted, reloaded or replaced: its cells are new; items kept from live old sections
          // cannot move in, so they are deleted there.
          for flat in first..<end where newItemOld[flat] >= 0 {
            let old = Int(newItemOld[flat])
            let section = oldSection(of: old)
            if liveOld[section] {
              itemDeletes.append(CorePosition(section: section, item: old - oldStarts[section]))
            }
          }
          continue
        }
        let ownOld = input.newSectionOld[newSection]
        blocks.removeAll(keepingCapacity: true)
        // The block being extended (kept out of the array while it grows).
        var open = CandidateBlock(firstFlat: 0, lastFlat: 0, start: 0, count: 0)
        // Pass 1: inserts, moves across sections, and the blocks of candidates.
        for flat in first..<end {
          let old = Int(newItemOld[flat])
          guard old >= 0 else {
            itemInserts.append(CorePosition(section: newSection, item: flat - first))
            continue
          }
          let section = oldSection(of: old)
          guard liveOld[section] else {
            itemInserts.append(CorePosition(section: newSection, item: flat - first))
            continue
          }
          if section == ownOld {
            if open.count > 0, open.start + open.count == old {
              open.count += 1
              open.lastFlat = flat
            } else {
              if open.count > 0 { blocks.append(open) }
              open = CandidateBlock(firstFlat: flat, lastFlat: flat, start: old, count: 1)
            }
            continue
          }
          let oldPosition = CorePosition(section: section, item: old - oldStarts[section])
          let newPosition = CorePosition(section: newSection, item: flat - first)
          let mark = marks?[old] ?? 0
          if mark & DifferenceInput.reloadMark != 0 {
            itemDeletes.append(oldPosition)
            itemInserts.append(newPosition)
          } else {
            itemMoves.append((oldPosition, newPosition))
            if mark & DifferenceInput.reconfigureMark != 0 { itemReconfigures.append(newPosition) }
          }
        }
        if open.count > 0 { blocks.append(open) }
        // Pass 2: blocks in the run stay (their items reloaded or reconfigured where asked), the
        // items of the others move. Only blocks that move, or any block when items are marked,
        // are visited item by item.
        let stable = heaviestIncreasingBlocks(blocks)
        for (index, block) in blocks.enumerated() where !stable[index] || marks != nil {
          let range = block.start..<(block.start + block.count)
          for flat in block.firstFlat...block.lastFlat where range.contains(Int(newItemOld[flat])) {
            let old = Int(newItemOld[flat])
            let oldPosition = CorePosition(section: ownOld, item: old - oldStarts[ownOld])
            let newPosition = CorePosition(section: newSection, item: flat - first)
            let mark = marks?[old] ?? 0
            if stable[index] {
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
      }
    }
    // Items of live old sections that are gone.
    input.oldItemKept.withUnsafeBufferPointer { kept in
      for section in 0..<oldSections where liveOld[section] {
        for flat in oldStarts[section]..<oldStarts[section + 1] where !kept[flat] {
          itemDeletes.append(CorePosition(section: section, item: flat - oldStarts[section]))
        }
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
