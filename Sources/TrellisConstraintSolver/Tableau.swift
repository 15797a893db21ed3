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

  /// A change to the rows, recorded so that a failed request can be undone exactly.
  enum Change: Sendable {
    case replaced(symbol: Int, old: Row)
    case inserted(symbol: Int)
    case removed(symbol: Int, old: Row)
    case constant(symbol: Int, old: Double)
  }

  /// The changes since `beginJournal()`, while journaling: for each symbol only the first
  /// change to its whole row (replaced, inserted or removed: the state before the request), so
  /// a row changed many times in one request is recorded — and, as the record holds a reference
  /// to the old row, copied — once; and every change of a constant alone.
  private(set) var journal: [Change] = []
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
  }

  /// Whether a change to `symbol`'s whole row must be recorded: the first in this request.
  @inline(__always)
  private mutating func firstRecord(_ symbol: Int) -> Bool {
    guard isJournaling else { return false }
    if symbol >= stamps.count { stamps += Array(repeating: 0, count: symbol - stamps.count + 64) }
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
      case .replaced(let symbol, let old), .removed(let symbol, let old): self[symbol] = old
      case .inserted(let symbol): removeValue(forKey: symbol)
      case .constant(let symbol, let old):
        if let slot = slot(of: symbol) { storage[slot].constant = old }
      }
    }
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
    if firstRecord(basics[slot]) { journal.append(.replaced(symbol: basics[slot], old: storage[slot])) }
    return body(&storage[slot])
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
          if firstRecord(symbol) { journal.append(.replaced(symbol: symbol, old: storage[slot])) }
          storage[slot] = newValue
        } else {
          if firstRecord(symbol) { journal.append(.inserted(symbol: symbol)) }
          if symbol >= slots.count { slots += Array(repeating: -1, count: symbol - slots.count + 1) }
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
    if firstRecord(symbol) { journal.append(.removed(symbol: symbol, old: row)) }
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
