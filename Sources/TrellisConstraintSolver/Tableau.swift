/// The rows of the simplex tableau, keyed by basic symbol: contiguous storage (so a pass over
/// every row — the substitution after a pivot — is a linear scan) and a slot index by symbol id.
/// The storage order follows the history of insertions and removals, which is deterministic;
/// nothing that decides a pivot depends on it (minima are taken with an id tie-break).
struct Tableau: Sendable {
  /// The rows, in slot order (change them through `modify(slot:_:)` or the subscript).
  private(set) var storage: [Row] = []
  /// The basic symbol of each slot.
  private(set) var basics: [Int] = []
  /// Symbol id → slot, −1 when the symbol is not basic.
  private var slots: [Int] = []

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
  private(set) var journal: [Change] = []
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
    journal.removeAll(keepingCapacity: true)
    savedEntries.removeAll(keepingCapacity: true)
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
    let changes = journal
    journal.removeAll(keepingCapacity: true)
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
    if isJournaling { journal.append(.constant(symbol: basics[slot], old: storage[slot].constant)) }
    storage[slot].constant += delta
    return storage[slot].constant
  }

  /// Changes the row in `slot` in place (recording it first while journaling).
  @inline(__always)
  mutating func modify<T>(slot: Int, _ body: (inout Row) -> T) -> T {
    if firstRecord(basics[slot]) { journal.append(.replaced(symbol: basics[slot], old: save(storage[slot]))) }
    return body(&storage[slot])
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
          if firstRecord(symbol) { journal.append(.replaced(symbol: symbol, old: save(storage[slot]))) }
          storage[slot] = newValue
        } else {
          if firstRecord(symbol) { journal.append(.inserted(symbol: symbol)) }
          if symbol >= slots.count {
            slots.append(contentsOf: repeatElement(-1, count: symbol - slots.count + 1 + slots.count / 2 + 16))
          }
          slots[symbol] = storage.count
          storage.append(newValue)
          basics.append(symbol)
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
    if firstRecord(symbol) { journal.append(.removed(symbol: symbol, old: save(row))) }
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
