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
  /// increasing run of their old indexes stays implicit, the rest move. A reload request keeps
  /// an implicit item in place (reload at its old path) and turns a move into a delete and an
  /// insert. Items of live old sections that no live new section keeps are deleted.
  ///
  /// - Complexity: O(n + s) plus O(k log k) for the k candidates out of order, plus sorting
  ///   the operations.
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

    // The longest increasing run of each section's candidates, computed in place by patience
    // sorting over the new items (see `increasingSubsequenceMembers(_:)`): `previous[f]` is the
    // candidate before new item f in the run ending at f (-1: none), -3 for items that are not
    // candidates, and -2 once f is known to be in the longest run.
    let newTotal = newStarts[newSections]
    var previous = [Int32](repeating: -3, count: newTotal)
    var tails: [Int32] = []
    tails.reserveCapacity(newTotal)
    let notCandidate: Int32 = -3
    let member: Int32 = -2

    input.newItemOld.withUnsafeBufferPointer { newItemOld in
      previous.withUnsafeMutableBufferPointer { previous in
        for newSection in 0..<newSections {
          let first = newStarts[newSection]
          let end = newStarts[newSection + 1]
          guard liveNew[newSection] else {
            // Inserted, reloaded or replaced: its cells are new; items kept from live old
            // sections cannot move in, so they are deleted there.
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
          tails.removeAll(keepingCapacity: true)
          // Pass 1: inserts, moves across sections, and the run of the candidates.
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
              let value = Int32(old)
              if let last = tails.last {
                if newItemOld[Int(last)] < value {
                  previous[flat] = last
                  tails.append(Int32(flat))
                } else {
                  var low = 0
                  var high = tails.count - 1
                  while low < high {
                    let middle = (low + high) >> 1
                    if newItemOld[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                  }
                  previous[flat] = low > 0 ? tails[low - 1] : -1
                  tails[low] = Int32(flat)
                }
              } else {
                previous[flat] = -1
                tails.append(Int32(flat))
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
          // Mark the longest run.
          var chain = tails.last.map(Int.init) ?? -1
          while chain >= 0 {
            let next = Int(previous[chain])
            previous[chain] = member
            chain = next
          }
          // Pass 2: candidates in the run stay (reloaded or reconfigured where asked), the
          // others move.
          for flat in first..<end where previous[flat] != notCandidate {
            let old = Int(newItemOld[flat])
            let oldPosition = CorePosition(section: ownOld, item: old - oldStarts[ownOld])
            let newPosition = CorePosition(section: newSection, item: flat - first)
            let mark = marks?[old] ?? 0
            if previous[flat] == member {
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
