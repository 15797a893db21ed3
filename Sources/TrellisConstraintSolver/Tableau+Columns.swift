// The tableau's columns: for each symbol, the rows that may hold it (docs/auto-layout.md, "Data
// structures and what they cost", "Columns"). Their storage is declared in Tableau.swift.

extension Tableau {
  /// Lists `basic` in the column of `symbol`.
  mutating func link(_ symbol: Int, _ basic: Int) {
    if symbol >= columnHead.count {
      let extra = symbol - columnHead.count + 1 + columnHead.count / 2 + 16
      columnHead.append(contentsOf: repeatElement(-1, count: extra))
      columnLength.append(contentsOf: repeatElement(0, count: extra))
    }
    columnLength[symbol] += 1
    if freeNode >= 0 {
      let node = freeNode
      freeNode = nodeNext[node]
      nodeBasic[node] = basic
      nodeNext[node] = columnHead[symbol]
      columnHead[symbol] = node
    } else {
      nodeBasic.append(basic)
      nodeNext.append(columnHead[symbol])
      columnHead[symbol] = nodeBasic.count - 1
    }
  }

  /// Lists every symbol of the row in `slot` (the row of `basic`) in its column (while columns
  /// are kept; the first row beyond `columnThreshold` builds every column).
  mutating func linkAll(slot: Int, _ basic: Int) {
    if columnsEnabled {
      for index in entryIndices(slot: slot) { link(arena.entries[index].id, basic) }
    } else if spans.count > Tableau.columnThreshold {
      columnsEnabled = true
      for s in spans.indices {
        for index in entryIndices(slot: s) { link(arena.entries[index].id, spans[s].basic) }
      }
    }
  }

  /// Puts into `found` the slot of every row that contains `symbol`, each once (in no
  /// particular order: callers treat the rows independently or take minima with an id
  /// tie-break), dropping the column's stale entries.
  ///
  /// - Complexity: O(c log t) for a column of c entries and rows of t terms.
  mutating func slots(containing symbol: Int, into found: inout [Int]) {
    found.clear()
    if !columnsEnabled {
      let bit = Row.bit(symbol)
      for slot in 0..<spans.count
      where spans[slot].mask & bit != 0 && coefficient(of: symbol, slot: slot) != 0 {
        found.append(slot)
      }
      return
    }
    guard symbol >= 0, symbol < columnHead.count else { return }
    if isDense(symbol) {
      // A dense column: a scan of every row (a mask test for most) is cheaper than the walk.
      // When stale entries are most of the column, it is rebuilt from what the scan found (so a
      // column is never much longer than the rows that hold the symbol).
      for slot in spans.indices where coefficient(of: symbol, slot: slot) != 0 { found.append(slot) }
      if columnLength[symbol] > 2 * found.count + 16 {
        clearColumn(symbol)
        for slot in found { link(symbol, spans[slot].basic) }
      }
      return
    }
    if walkGeneration == UInt32.max {
      walkGeneration = 0
      for i in walkMarks.indices { walkMarks[i] = 0 }
    }
    walkGeneration += 1
    var previous = -1
    var node = columnHead[symbol]
    while node >= 0 {
      let next = nodeNext[node]
      let basic = nodeBasic[node]
      if basic >= walkMarks.count {
        walkMarks.append(
          contentsOf: repeatElement(0, count: basic - walkMarks.count + 1 + walkMarks.count / 2 + 16))
      }
      if let slot = slot(of: basic), walkMarks[basic] != walkGeneration,
        coefficient(of: symbol, slot: slot) != 0
      {
        walkMarks[basic] = walkGeneration
        found.append(slot)
        previous = node
      } else {
        if previous < 0 { columnHead[symbol] = next } else { nodeNext[previous] = next }
        nodeNext[node] = freeNode
        freeNode = node
        columnLength[symbol] -= 1
      }
      node = next
    }
  }

  /// Whether `symbol`'s column lists more than an eighth of the rows: then a scan of every row
  /// (a mask test for most, contiguous) costs less than walking the column (a dependent load
  /// and a search per entry).
  @inline(__always)
  func isDense(_ symbol: Int) -> Bool { columnLength[symbol] * 8 > spans.count }

  /// Forgets the column of `symbol` once no row contains it (after it was substituted away).
  mutating func clearColumn(_ symbol: Int) {
    guard symbol >= 0, symbol < columnHead.count else { return }
    var node = columnHead[symbol]
    while node >= 0 {
      let next = nodeNext[node]
      nodeNext[node] = freeNode
      freeNode = node
      node = next
    }
    columnHead[symbol] = -1
    columnLength[symbol] = 0
  }
}
