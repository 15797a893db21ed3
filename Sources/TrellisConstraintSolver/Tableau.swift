/// The rows of the simplex tableau, keyed by basic symbol: contiguous storage (a pass over every
/// row is a linear scan), a slot index by symbol id, and — past `columnThreshold` rows — each
/// symbol's column, so that a pass over the rows containing a symbol visits only those
/// (docs/auto-layout.md, "Data structures and what they cost"). The storage and column orders
/// follow the history of insertions and removals, which is deterministic; nothing that decides a
/// pivot depends on them (rows are updated independently, minima are taken with an id tie-break).
struct Tableau: Sendable {
  /// The rows, in slot order (change them through `modify(slot:_:)` or the subscript).
  private(set) var storage: [Row] = []
  /// The basic symbol of each slot.
  private(set) var basics: [Int] = []
  /// Symbol id → slot, −1 when the symbol is not basic.
  private var slots: [Int] = []

  // Columns: for each symbol, a list of basic symbols whose rows may contain it — every row
  // that does is listed (a superset: entries go stale when a symbol cancels out or a row
  // leaves, and are dropped when the column is next walked). Kept as singly linked lists in
  // pooled arrays, so a pass over "the rows containing s" costs the length of s's column, not
  // the number of rows: independent subsystems (cells) do not slow each other down.
  /// Whether the columns are kept: only once the tableau has had more than
  /// `columnThreshold` rows — below that a scan of every row is cheaper than keeping them.
  private(set) var columnsEnabled = false
  /// The number of rows beyond which the columns are built and kept.
  static let columnThreshold = 64
  /// Symbol id → its first node, −1 for none.
  private var columnHead: [Int] = []
  /// Symbol id → the number of nodes in its column.
  private var columnLength: [Int] = []
  /// Each node's basic symbol.
  private var nodeBasic: [Int] = []
  /// Each node's next node in its column (or in the free list), −1 at the end.
  private var nodeNext: [Int] = []
  /// The first free node, −1 for none.
  private var freeNode = -1
  /// The walk (`walkGeneration`) in which each basic symbol was last met, to list it once.
  private var walkMarks: [UInt32] = []
  /// Counts column walks.
  private var walkGeneration: UInt32 = 0
  /// Ids added to a row by the last substitution (scratch).
  private var addedScratch: [Int] = []

  /// A row as it was before a change, its terms copied into `savedEntries[start ..< start + count]`.
  struct SavedRow: Sendable {
    var constant: Double
    var mask: UInt64
    var start: Int
    var count: Int
  }

  /// A change to the rows, recorded so that a failed request can be undone exactly.
  enum Change: Sendable {
    case replaced(symbol: Int, old: SavedRow)
    case inserted(symbol: Int)
    case removed(symbol: Int, old: SavedRow)
    case constant(symbol: Int, old: Double)
  }

  /// The changes since `beginJournal()`, while journaling: for each symbol only the first
  /// change to its whole row (replaced, inserted or removed: the state before the request), so
  /// a row changed many times in one request is recorded once; and every change of a constant
  /// alone. The old terms are copied into one buffer that keeps its capacity between requests,
  /// so journaling allocates nothing and the rows stay uniquely referenced (changed in place).
  /// The records are `journal[0 ..< journalCount]`; the array keeps its elements (plain data)
  /// between requests and is overwritten, so committing is setting a count.
  private(set) var journal: [Change] = []
  /// How many records of `journal` belong to the current request.
  private(set) var journalCount = 0
  /// The terms of the rows saved by `journal`.
  private var savedEntries: [Row.Entry] = []
  /// Whether changes are being recorded.
  private(set) var isJournaling = false
  /// The request (`generation`) in which each symbol's whole row was last recorded.
  private var stamps: [UInt32] = []
  /// Counts the requests that journaled.
  private var generation: UInt32 = 0

  /// Starts recording changes.
  mutating func beginJournal() {
    isJournaling = true
    if generation == UInt32.max {
      generation = 0
      for i in stamps.indices { stamps[i] = 0 }
    }
    generation += 1
  }

  /// Stops recording and forgets the changes (the request succeeded).
  mutating func commitJournal() {
    isJournaling = false
    journalCount = 0
    if !savedEntries.isEmpty { savedEntries.removeAll(keepingCapacity: true) }
  }

  /// Appends a record to the journal.
  @inline(__always)
  private mutating func record(_ change: Change) {
    if journalCount < journal.count {
      journal[journalCount] = change
    } else {
      journal.append(change)
    }
    journalCount += 1
  }

  /// Copies `row` into the journal's buffer.
  @inline(__always)
  private mutating func save(_ row: Row) -> SavedRow {
    let start = savedEntries.count
    savedEntries.append(contentsOf: row.entries)
    return SavedRow(constant: row.constant, mask: row.mask, start: start, count: row.entries.count)
  }

  /// The row a journal record saved.
  private func restore(_ saved: SavedRow) -> Row {
    Row(
      entries: savedEntries[saved.start..<(saved.start + saved.count)], constant: saved.constant,
      mask: saved.mask)
  }

  /// Whether a change to `symbol`'s whole row must be recorded: the first in this request.
  @inline(__always)
  private mutating func firstRecord(_ symbol: Int) -> Bool {
    guard isJournaling else { return false }
    if symbol >= stamps.count {
      stamps.append(contentsOf: repeatElement(0, count: symbol - stamps.count + 1 + stamps.count / 2 + 16))
    }
    if stamps[symbol] == generation { return false }
    stamps[symbol] = generation
    return true
  }

  /// Undoes every recorded change, newest first, and stops recording. Replaying in reverse
  /// leaves each row as its oldest record says — the state before the request. The storage
  /// order may differ from before; nothing depends on it.
  mutating func rollbackJournal() {
    guard isJournaling else { return }
    isJournaling = false
    let changes = journal[0..<journalCount]
    journalCount = 0
    for change in changes.reversed() {
      switch change {
      case .replaced(let symbol, let old), .removed(let symbol, let old): self[symbol] = restore(old)
      case .inserted(let symbol): removeValue(forKey: symbol)
      case .constant(let symbol, let old):
        if let slot = slot(of: symbol) { storage[slot].constant = old }
      }
    }
    savedEntries.removeAll(keepingCapacity: true)
  }

  /// Adds `delta` to the constant of the row in `slot` (recording the old constant while
  /// journaling) and returns the new constant.
  @inline(__always)
  mutating func addToConstant(slot: Int, _ delta: Double) -> Double {
    if isJournaling { record(.constant(symbol: basics[slot], old: storage[slot].constant)) }
    storage[slot].constant += delta
    return storage[slot].constant
  }

  /// Adds `coefficient of symbol × delta` to the constant of every row that contains `symbol`
  /// (recording the old constants while journaling), and appends to `negative` the basic
  /// symbol of each such row whose new constant is negative.
  ///
  /// - Complexity: one pass over the rows (a mask test for most) or over `symbol`'s column.
  mutating func shiftConstants(containing symbol: Int, by delta: Double, negative: inout [Int]) {
    if columnsEnabled && symbol >= 0 && symbol < columnHead.count && !isDense(symbol) {
      var found: [Int] = []
      slots(containing: symbol, into: &found)
      for slot in found {
        let c = storage[slot].coefficient(of: symbol)
        if addToConstant(slot: slot, c * delta) < 0 { negative.append(basics[slot]) }
      }
      return
    }
    var hits = 0
    for slot in storage.indices {
      guard storage[slot].mayContain(symbol) else { continue }
      let c = storage[slot].coefficient(of: symbol)
      guard c != 0 else { continue }
      hits += 1
      if addToConstant(slot: slot, c * delta) < 0 { negative.append(basics[slot]) }
    }
    if columnsEnabled && symbol >= 0 && symbol < columnHead.count && columnLength[symbol] > 2 * hits + 16 {
      // Stale entries are most of the column: walking or rebuilding it drops them.
      var found: [Int] = []
      slots(containing: symbol, into: &found)
    }
  }

  /// Changes the row in `slot` in place (recording it first while journaling). `body` may
  /// change coefficients and remove symbols but must not add any (the columns would miss them).
  @inline(__always)
  mutating func modify<T>(slot: Int, _ body: (inout Row) -> T) -> T {
    if firstRecord(basics[slot]) { record(.replaced(symbol: basics[slot], old: save(storage[slot]))) }
    return body(&storage[slot])
  }

  /// Replaces `symbol` by `row` in the row in `slot` (recording it first while journaling) and
  /// returns the row's new constant.
  mutating func substitute(slot: Int, _ symbol: Int, with row: Row) -> Double {
    let basic = basics[slot]
    if firstRecord(basic) { record(.replaced(symbol: basic, old: save(storage[slot]))) }
    addedScratch.removeAll(keepingCapacity: true)
    storage[slot].substitute(symbol, with: row, tracking: columnsEnabled, added: &addedScratch)
    for id in addedScratch { link(id, basic) }
    return storage[slot].constant
  }

  /// Lists `basic` in the column of `symbol`.
  private mutating func link(_ symbol: Int, _ basic: Int) {
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

  /// Lists every symbol of `row` (the row of `basic`) in its column (while columns are kept;
  /// the first row beyond `columnThreshold` builds every column).
  private mutating func linkAll(_ row: Row, _ basic: Int) {
    if columnsEnabled {
      for entry in row.entries { link(entry.id, basic) }
    } else if storage.count > Tableau.columnThreshold {
      columnsEnabled = true
      for slot in storage.indices {
        for entry in storage[slot].entries { link(entry.id, basics[slot]) }
      }
    }
  }

  /// Puts into `found` the slot of every row that contains `symbol`, each once (in no
  /// particular order: callers treat the rows independently or take minima with an id
  /// tie-break), dropping the column's stale entries.
  ///
  /// - Complexity: O(c log t) for a column of c entries and rows of t terms.
  mutating func slots(containing symbol: Int, into found: inout [Int]) {
    found.removeAll(keepingCapacity: true)
    if !columnsEnabled {
      for slot in storage.indices where storage[slot].coefficient(of: symbol) != 0 { found.append(slot) }
      return
    }
    guard symbol >= 0, symbol < columnHead.count else { return }
    if isDense(symbol) {
      // A dense column: a scan of every row (a mask test for most) is cheaper than the walk.
      // When stale entries are most of the column, it is rebuilt from what the scan found (so a
      // column is never much longer than the rows that hold the symbol).
      for slot in storage.indices where storage[slot].coefficient(of: symbol) != 0 { found.append(slot) }
      if columnLength[symbol] > 2 * found.count + 16 {
        clearColumn(symbol)
        for slot in found { link(symbol, basics[slot]) }
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
        storage[slot].coefficient(of: symbol) != 0
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
  private func isDense(_ symbol: Int) -> Bool { columnLength[symbol] * 8 > storage.count }

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

  /// Gives the storage room for `rows` rows and symbol ids below `symbols` without growing.
  mutating func reserveCapacity(rows: Int, symbols: Int) {
    storage.reserveCapacity(rows)
    basics.reserveCapacity(rows)
    slots.reserveCapacity(symbols)
    stamps.reserveCapacity(symbols)
  }

  /// The number of rows.
  var count: Int { storage.count }

  /// Whether there are no rows.
  var isEmpty: Bool { storage.isEmpty }

  /// The slot of `symbol`'s row, if it is basic.
  @inline(__always) func slot(of symbol: Int) -> Int? {
    guard symbol >= 0, symbol < slots.count else { return nil }
    let slot = slots[symbol]
    return slot >= 0 ? slot : nil
  }

  /// The row of the basic symbol `symbol`; setting nil removes it.
  subscript(symbol: Int) -> Row? {
    get { slot(of: symbol).map { storage[$0] } }
    set {
      if let newValue {
        if let slot = slot(of: symbol) {
          if firstRecord(symbol) { record(.replaced(symbol: symbol, old: save(storage[slot]))) }
          storage[slot] = newValue
          linkAll(newValue, symbol)
        } else {
          if firstRecord(symbol) { record(.inserted(symbol: symbol)) }
          if symbol >= slots.count {
            slots.append(
              contentsOf: repeatElement(-1, count: symbol - slots.count + 1 + slots.count / 2 + 16))
          }
          slots[symbol] = storage.count
          storage.append(newValue)
          basics.append(symbol)
          linkAll(newValue, symbol)
        }
      } else {
        _ = removeValue(forKey: symbol)
      }
    }
  }

  /// Removes and returns the row of `symbol` (the last row moves into its slot).
  @discardableResult
  mutating func removeValue(forKey symbol: Int) -> Row? {
    guard let slot = slot(of: symbol) else { return nil }
    let row = storage[slot]
    if firstRecord(symbol) { record(.removed(symbol: symbol, old: save(row))) }
    let last = storage.count - 1
    if slot != last {
      storage.swapAt(slot, last)
      basics.swapAt(slot, last)
      slots[basics[slot]] = slot
    }
    storage.removeLast()
    basics.removeLast()
    slots[symbol] = -1
    return row
  }
}
