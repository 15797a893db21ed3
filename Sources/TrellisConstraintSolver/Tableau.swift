/// The rows of the simplex tableau, keyed by basic symbol: each row's header (`spans`) in
/// contiguous storage (a pass over every row is a linear scan), the rows' terms in one shared
/// arena of blocks (`RowArena`), a slot index by symbol id, and — past `columnThreshold` rows —
/// each symbol's column, so that a pass over the rows containing a symbol visits only those
/// (docs/auto-layout.md, "Data structures and what they cost"). The storage, arena and column
/// orders follow the history of insertions and removals, which is deterministic; nothing that
/// decides a pivot depends on them (rows are updated independently, minima are taken with an id
/// tie-break).
///
/// A row here is `basic = constant + Σ coefficient·symbol`, its terms sorted by id in its arena
/// block, with the same arithmetic as `Row` (the same sums in the same order, the same
/// `Row.epsilon` drop), so the values are those of rows kept one array each.
struct Tableau: Sendable {
  /// One row: where its terms are in the arena, its basic symbol, its constant and its mask
  /// (`Row.mask`). 40 bytes: the size class and the basic symbol share a word.
  struct Span: Sendable {
    /// The arena index of the first term.
    var start: Int
    /// The number of terms, `arena[start ..< start + count]`.
    var count: Int
    /// The size class of the row's block (`RowArena.blockSize(_:)` entries).
    var sizeClass: Int32
    /// The row's basic symbol, in 32 bits (kept with the row rather than in an array of its
    /// own: one buffer fewer per solver). Symbol ids stay far below 2³¹: the symbol table holds
    /// 16 bytes per id ever made, so 2³¹ of them would need 32 GiB.
    var basicStorage: Int32 = -1
    var constant: Double
    /// Bit `id % 64` is set for every id in the row (and possibly for ids removed since).
    var mask: UInt64

    /// The row's basic symbol.
    var basic: Int {
      get { Int(basicStorage) }
      set { basicStorage = Int32(truncatingIfNeeded: newValue) }
    }
  }

  /// What the tableau keeps per symbol id, in one array (one buffer and one append per symbol
  /// instead of one per property): the slot of its row, the request that last journaled its row,
  /// and what the symbol stands for.
  struct SymbolEntry: Sendable {
    /// The slot of the symbol's row, −1 when the symbol is not basic. 32 bits (the entry's
    /// stride is 12): a tableau of 2³¹ rows would need far more memory than exists.
    var slot: Int32 = -1
    /// The request (`generation`) in which the symbol's whole row was last recorded.
    var stamp: UInt32 = 0
    /// What the symbol stands for (set by `define(_:as:)`; `.external` until then).
    var kind: SymbolKind = .external
  }

  /// The rows, in slot order.
  private(set) var spans: [Span] = []
  /// Symbol id → its slot, journal stamp and kind.
  private(set) var symbols: [SymbolEntry] = []
  /// The terms of every row.
  private(set) var arena = RowArena()

  // Columns (kept and walked in Tableau+Columns.swift, which is why these are not private): for
  // each symbol, a list of basic symbols whose rows may contain it — every row
  // that does is listed (a superset: entries go stale when a symbol cancels out or a row
  // leaves, and are dropped when the column is next walked). Kept as singly linked lists in
  // pooled arrays, so a pass over "the rows containing s" costs the length of s's column, not
  // the number of rows: independent subsystems (cells) do not slow each other down.
  /// Whether the columns are kept: only once the tableau has had more than
  /// `columnThreshold` rows — below that a scan of every row is cheaper than keeping them.
  var columnsEnabled = false
  /// The number of rows beyond which the columns are built and kept.
  static let columnThreshold = 64
  /// Symbol id → its first node, −1 for none.
  var columnHead: [Int] = []
  /// Symbol id → the number of nodes in its column.
  var columnLength: [Int] = []
  /// Each node's basic symbol.
  var nodeBasic: [Int] = []
  /// Each node's next node in its column (or in the free list), −1 at the end.
  var nodeNext: [Int] = []
  /// The first free node, −1 for none.
  var freeNode = -1
  /// The walk (`walkGeneration`) in which each basic symbol was last met, to list it once.
  var walkMarks: [UInt32] = []
  /// Counts column walks.
  var walkGeneration: UInt32 = 0
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
  /// so journaling allocates nothing in the steady state. The records are
  /// `journal[0 ..< journalCount]`; the array keeps its elements (plain data) between requests
  /// and is overwritten, so committing is setting a count.
  private(set) var journal: [Change] = []
  /// How many records of `journal` belong to the current request.
  private(set) var journalCount = 0
  /// The terms of the rows saved by `journal`.
  private var savedEntries: [Row.Entry] = []
  /// How many entries of `savedEntries` belong to the current request (the array keeps its
  /// elements, plain data, between requests and is overwritten: forgetting them is setting this).
  private var savedCount = 0
  /// Whether changes are being recorded.
  private(set) var isJournaling = false
  /// Counts the requests that journaled.
  private var generation: UInt32 = 0

  /// Starts recording changes (a request begins; no row is being changed, so this is also
  /// where the arena is compacted when most of it is free).
  mutating func beginJournal() {
    isJournaling = true
    if generation == UInt32.max {
      generation = 0
      for i in symbols.indices { symbols[i].stamp = 0 }
    }
    generation += 1
    if arena.isSparse { compactArena() }
  }

  /// Stops recording and forgets the changes (the request succeeded).
  mutating func commitJournal() {
    isJournaling = false
    journalCount = 0
    savedCount = 0
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

  /// Copies the row in `slot` into the journal's buffer.
  @inline(__always)
  private mutating func save(slot: Int) -> SavedRow {
    let span = spans[slot]
    let start = savedCount
    let end = start + span.count
    if end > savedEntries.count {
      // Grows geometrically (capacity), written only as far as it is used.
      savedEntries.append(
        contentsOf: repeatElement(Row.Entry(id: 0, coefficient: 0), count: end - savedEntries.count))
    }
    arena.withTerms(of: span) { terms in
      savedEntries.withUnsafeMutableBufferPointer { saved in
        // start + k < end ≤ saved.count; k < terms.count = span.count.
        let n = terms.count
        if n <= 8 {
          for k in 0..<n { saved[start + k] = terms[k] }
        } else if let from = terms.baseAddress, let to = saved.baseAddress {
          // A long row: one copy (memcpy) rather than a loop.
          (to + start).update(from: from, count: n)
        }
      }
    }
    savedCount = end
    return SavedRow(constant: span.constant, mask: span.mask, start: start, count: span.count)
  }

  /// Whether a change to `symbol`'s whole row must be recorded: the first in this request.
  @inline(__always)
  private mutating func firstRecord(_ symbol: Int) -> Bool {
    guard isJournaling else { return false }
    ensureSymbol(symbol)
    if symbols[symbol].stamp == generation { return false }
    symbols[symbol].stamp = generation
    return true
  }

  /// Undoes every recorded change, newest first, and stops recording. Replaying in reverse
  /// leaves each row as its oldest record says — the state before the request. The storage
  /// and arena orders may differ from before; nothing depends on them.
  mutating func rollbackJournal() {
    guard isJournaling else { return }
    isJournaling = false
    let count = journalCount
    journalCount = 0
    var k = count - 1
    while k >= 0 {
      switch journal[k] {
      case .replaced(let symbol, let old), .removed(let symbol, let old):
        savedEntries.withUnsafeBufferPointer {
          // The record's terms were appended to `savedEntries` at old.start ..< old.start + old.count.
          store(
            symbol, UnsafeBufferPointer(rebasing: $0[old.start..<(old.start + old.count)]),
            constant: old.constant,
            mask: old.mask)
        }
      case .inserted(let symbol): removeValue(forKey: symbol)
      case .constant(let symbol, let old):
        if let slot = slot(of: symbol) { spans[slot].constant = old }
      }
      k -= 1
    }
    savedCount = 0
  }

  /// The constant of the row in `slot`.
  @inline(__always) func constant(slot: Int) -> Double { spans[slot].constant }

  /// The arena indices of the terms of the row in `slot` (read them with `entry(at:)`).
  @inline(__always) func entryIndices(slot: Int) -> Range<Int> {
    let span = spans[slot]
    return span.start..<(span.start + span.count)
  }

  /// The term at arena index `index` (from `entryIndices(slot:)`).
  @inline(__always) func entry(at index: Int) -> Row.Entry { arena.entries[index] }

  /// Whether the row in `slot` has no symbols.
  func isConstant(slot: Int) -> Bool { spans[slot].count == 0 }

  /// The arena index of `id` in the row `span`, or where it would be inserted.
  @inline(__always)
  private func search(_ id: Int, in span: Span) -> (Int, Bool) {
    var low = span.start
    var high = span.start + span.count
    while low < high {
      let mid = (low + high) >> 1
      let value = arena.entries[mid].id
      if value == id { return (mid, true) }
      if value < id { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  /// Whether `id` is in the row in `slot` (with a coefficient that is not 0).
  @inline(__always) func contains(_ id: Int, slot: Int) -> Bool { coefficient(of: id, slot: slot) != 0 }

  /// Whether `id` may be in the row in `slot` (false: certainly not).
  @inline(__always) func mayContain(_ id: Int, slot: Int) -> Bool { spans[slot].mask & Row.bit(id) != 0 }

  /// The coefficient of `id` in the row in `slot` (0 if absent).
  @inline(__always)
  func coefficient(of id: Int, slot: Int) -> Double {
    let span = spans[slot]
    guard span.mask & Row.bit(id) != 0 else { return 0 }
    let (i, found) = search(id, in: span)
    return found ? arena.entries[i].coefficient : 0
  }

  /// Adds `factor ×` the row in `slot` (symbols and constant) to `row` — `Row.insert(_:times:)`
  /// with a tableau row.
  func add(slot: Int, times factor: Double, to row: inout Row) {
    let span = spans[slot]
    arena.withTerms(of: span) { row.insert($0, constant: span.constant, times: factor) }
  }

  /// The row in `slot` as a `Row` (allocates: for the rare paths that keep it).
  func row(slot: Int) -> Row {
    let span = spans[slot]
    var row = Row(constant: span.constant, capacity: span.count)
    arena.withTerms(of: span) { row.assign($0, constant: span.constant, mask: span.mask) }
    return row
  }

  /// Adds `delta` to the constant of the row in `slot` (recording the old constant while
  /// journaling) and returns the new constant.
  @inline(__always)
  mutating func addToConstant(slot: Int, _ delta: Double) -> Double {
    if isJournaling { record(.constant(symbol: spans[slot].basic, old: spans[slot].constant)) }
    spans[slot].constant += delta
    return spans[slot].constant
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
        let c = coefficient(of: symbol, slot: slot)
        if addToConstant(slot: slot, c * delta) < 0 { negative.append(spans[slot].basic) }
      }
      return
    }
    var hits = 0
    for slot in spans.indices {
      guard mayContain(symbol, slot: slot) else { continue }
      let c = coefficient(of: symbol, slot: slot)
      guard c != 0 else { continue }
      hits += 1
      if addToConstant(slot: slot, c * delta) < 0 { negative.append(spans[slot].basic) }
    }
    if columnsEnabled && symbol >= 0 && symbol < columnHead.count && columnLength[symbol] > 2 * hits + 16 {
      // Stale entries are most of the column: walking or rebuilding it drops them.
      var found: [Int] = []
      slots(containing: symbol, into: &found)
    }
  }

  /// Removes `id` from the row in `slot` (recording the row first while journaling).
  mutating func remove(_ id: Int, slot: Int) {
    if firstRecord(spans[slot].basic) { record(.replaced(symbol: spans[slot].basic, old: save(slot: slot))) }
    var span = spans[slot]
    guard span.mask & Row.bit(id) != 0 else { return }
    let (i, found) = search(id, in: span)
    guard found else { return }
    arena.removeEntry(at: i, from: &span)
    spans[slot] = span
  }

  /// Replaces `symbol` by `row` in the row in `slot` (recording it first while journaling) and
  /// returns the row's new constant. The same sums in the same order as
  /// `Row.substitute(_:with:)`: the row gains `coefficient × row`, each term added to the
  /// matching one or inserted, terms that fall below `Row.epsilon` dropped.
  mutating func substitute(slot: Int, _ symbol: Int, with row: Row) -> Double {
    let basic = spans[slot].basic
    if firstRecord(basic) { record(.replaced(symbol: basic, old: save(slot: slot))) }
    var span = spans[slot]
    guard span.mask & Row.bit(symbol) != 0 else { return span.constant }
    let (i, found) = search(symbol, in: span)
    guard found else { return span.constant }
    let factor = arena.entries[i].coefficient
    arena.removeEntry(at: i, from: &span)
    span.constant += factor * row.constant
    var added = addedScratch
    addedScratch = []
    added.clear()
    let m = row.entries.count
    if m <= 4 || m * 8 < span.count {
      // A few terms, or few beside a long row: one search and shift per term.
      for k in 0..<m {
        let id = row.entries[k].id
        let value = factor * row.entries[k].coefficient
        let (j, present) = search(id, in: span)
        if present {
          let sum = arena.entries[j].coefficient + value
          if abs(sum) < Row.epsilon {
            arena.removeEntry(at: j, from: &span)
          } else {
            arena.setCoefficient(sum, at: j)
          }
        } else if abs(value) >= Row.epsilon {
          arena.insertEntry(Row.Entry(id: id, coefficient: value), at: j, into: &span)
          span.mask |= Row.bit(id)
          if columnsEnabled { added.append(id) }
        }
      }
    } else {
      arena.merge(row.entries, times: factor, into: &span, tracking: columnsEnabled, added: &added)
    }
    spans[slot] = span
    for id in added { link(id, basic) }
    added.clear()
    addedScratch = added
    return span.constant
  }

  /// Gives the storage room for `rows` rows, symbol ids below `symbols` and a journal of
  /// `rows` records without growing, and the arena one block of `RowArena.blockSize(0)` terms
  /// per row.
  mutating func reserveCapacity(rows: Int, symbols: Int) {
    spans.reserveCapacity(rows)
    // Sized (not only reserved) for `symbols` ids, so that the table does not grow step by step.
    if self.symbols.count < symbols {
      self.symbols.append(contentsOf: repeatElement(SymbolEntry(), count: symbols - self.symbols.count))
    }
    journal.reserveCapacity(rows)
    savedEntries.reserveCapacity(4 * rows)
    arena.reserveCapacity(rows * RowArena.blockSize(0))
  }

  /// The number of rows.
  var count: Int { spans.count }

  /// Whether there are no rows.
  var isEmpty: Bool { spans.isEmpty }

  /// The slot of `symbol`'s row, if it is basic.
  @inline(__always) func slot(of symbol: Int) -> Int? {
    guard symbol >= 0, symbol < symbols.count else { return nil }
    let slot = Int(symbols[symbol].slot)
    return slot >= 0 ? slot : nil
  }

  /// The basic symbol of the row in `slot`.
  @inline(__always) func basic(slot: Int) -> Int { spans[slot].basic }

  /// What `symbol` stands for (`.external` for an id never defined).
  @inline(__always) func kind(of symbol: Int) -> SymbolKind {
    symbol < symbols.count ? symbols[symbol].kind : .external
  }

  /// Records that `symbol` stands for `kind` (a new symbol, or an id given back by a rollback
  /// and handed out again; it has no row).
  @inline(__always) mutating func define(_ symbol: Int, as kind: SymbolKind) {
    if symbol < symbols.count {
      symbols[symbol].kind = kind
    } else {
      ensureSymbol(symbol)
      symbols[symbol].kind = kind
    }
  }

  /// Makes the symbol table long enough to hold `symbol` (growing by half again, not step by
  /// step).
  @inline(__always) private mutating func ensureSymbol(_ symbol: Int) {
    guard symbol >= symbols.count else { return }
    symbols.append(
      contentsOf: repeatElement(SymbolEntry(), count: symbol - symbols.count + 1 + symbols.count / 2 + 16))
  }

  /// The row of the basic symbol `symbol` (a copy: allocates); setting it copies the row's
  /// terms into the arena, setting nil removes it.
  subscript(symbol: Int) -> Row? {
    get { slot(of: symbol).map { row(slot: $0) } }
    set {
      if let newValue { set(symbol, newValue) } else { removeValue(forKey: symbol) }
    }
  }

  /// Makes `row` the row of `symbol`, its terms copied into the arena (recording the old row
  /// while journaling) — the subscript's setter without the Optional, whose copy of the row
  /// would hold a second reference to its buffer.
  mutating func set(_ symbol: Int, _ row: Row) {
    if firstRecord(symbol) {
      if let slot = slot(of: symbol) {
        record(.replaced(symbol: symbol, old: save(slot: slot)))
      } else {
        record(.inserted(symbol: symbol))
      }
    }
    row.entries.withUnsafeBufferPointer { store(symbol, $0, constant: row.constant, mask: row.mask) }
  }

  /// Makes `entries` (sorted by id, none near zero), `constant` and `mask` the row of `symbol`,
  /// in its slot if it is basic, else in a new slot, and lists its symbols in their columns.
  private mutating func store(
    _ symbol: Int, _ entries: UnsafeBufferPointer<Row.Entry>, constant: Double, mask: UInt64
  ) {
    let slot: Int
    if let existing = self.slot(of: symbol) {
      slot = existing
      var span = spans[slot]
      span.count = 0
      arena.reserve(entries.count, in: &span)
      span.count = entries.count
      span.constant = constant
      span.mask = mask
      spans[slot] = span
    } else {
      ensureSymbol(symbol)
      slot = spans.count
      let sizeClass = RowArena.sizeClass(for: entries.count)
      let start = arena.allocate(sizeClass)
      symbols[symbol].slot = Int32(truncatingIfNeeded: slot)
      spans.append(
        Span(
          start: start, count: entries.count, sizeClass: Int32(sizeClass),
          basicStorage: Int32(truncatingIfNeeded: symbol), constant: constant, mask: mask))
    }
    arena.copy(entries, to: spans[slot].start)
    linkAll(slot: slot, symbol)
  }

  /// Removes the row of `symbol` (the last row moves into its slot); returns whether there was one.
  @discardableResult
  mutating func removeValue(forKey symbol: Int) -> Bool {
    guard let slot = slot(of: symbol) else { return false }
    if firstRecord(symbol) { record(.removed(symbol: symbol, old: save(slot: slot))) }
    arena.free(spans[slot])
    let last = spans.count - 1
    if slot != last {
      spans.swapAt(slot, last)
      symbols[spans[slot].basic].slot = Int32(truncatingIfNeeded: slot)
    }
    spans.removeLast()
    symbols[symbol].slot = -1
    return true
  }

  /// Removes the row of `symbol` into `row` (its buffer reused); returns whether there was one.
  mutating func removeValue(forKey symbol: Int, into row: inout Row) -> Bool {
    guard let slot = slot(of: symbol) else { return false }
    let span = spans[slot]
    arena.withTerms(of: span) { row.assign($0, constant: span.constant, mask: span.mask) }
    return removeValue(forKey: symbol)
  }

  /// Lays the arena out again with the rows' blocks in slot order and no free block (when most
  /// of it is free: `RowArena.isSparse`). Only block positions change.
  private mutating func compactArena() {
    var fresh = RowArena()
    fresh.reserveCapacity(arena.liveEntries)
    for slot in spans.indices {
      let span = spans[slot]
      let start = fresh.allocate(Int(span.sizeClass))
      arena.withTerms(of: span) { fresh.copy($0, to: start) }
      spans[slot].start = start
    }
    arena = fresh
  }
}
