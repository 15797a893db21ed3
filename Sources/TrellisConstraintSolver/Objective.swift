/// The lexicographic objective of the optional constraints (Badros, Borning & Stuckey 2001, §2:
/// symbolic weights compared lexicographically; docs/auto-layout.md, "The solver").
///
/// One row per distinct priority, highest first; each row is the sum of the error variables of
/// that priority's optional constraints (weight 1 each), expressed in parametric symbols. The
/// reduced cost of a symbol is the vector of its coefficients across the levels, compared
/// lexicographically: a symbol improves the objective when its first coefficient that is not
/// near zero is negative.
struct Objective: Sendable {
  /// Reduced costs smaller than this are treated as zero.
  static let epsilon = 1.0e-9

  /// One priority's part of the objective.
  struct Level: Sendable {
    var priority: Float
    var row: Row
    /// How many error variables of live constraints the level holds.
    var members: Int
  }

  /// Highest priority first.
  private(set) var levels: [Level] = []

  /// Counts the changes of the objective's rows (each call that may have changed one).
  private(set) var revision = 0
  /// The revision at which the objective was last known optimal: while it is current, the
  /// primal simplex has nothing to do and skips the scan of the objective.
  var optimalRevision = -1

  /// A change to the objective, recorded so that a failed request can be undone exactly.
  private enum Change: Sendable {
    /// The coefficient of `id` in the level of `priority` was `old` (0: absent).
    case coefficient(priority: Float, id: Int, old: Double)
    /// The constant of the level of `priority` was `old`.
    case constant(priority: Float, old: Double)
    /// The member count of the level of `priority` was `old`.
    case members(priority: Float, old: Int)
    /// The level of `priority` was created.
    case created(priority: Float)
    /// This level was removed.
    case removed(Level)
  }

  // The journal of a request (`ConstraintSolver.transaction(_:)`): the old value of every
  // coefficient an operation is about to change (the ids of the row it adds, at most), so a
  // request costs the journal what it changes, not the objective's size — the objective holds
  // the errors of every cell of a table. The array keeps its capacity between requests.
  private var isJournaling = false
  private var savedRevision = 0
  private var savedOptimalRevision = -1
  private var journal: [Change] = []
  /// How many records of `journal` belong to the current request: the array keeps its elements
  /// between requests and is overwritten (emptying an array costs a general `replaceSubrange`
  /// call on every request). A stale record may keep a removed level's row alive until it is
  /// overwritten; nothing reads it.
  private var journalCount = 0

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

  /// The symbols whose reduced cost may be lexicographically negative: every symbol whose
  /// coefficient in some level changed since it was last found non-negative. The primal simplex
  /// looks only at these (`firstImproving(_:)`), so finding the entering symbol costs what
  /// changed, not the objective's length; the lowest id among them that improves is the lowest
  /// id overall (Bland's rule), as the others are known not to improve.
  private var dirty: [Int] = []
  /// Whether each symbol id is in `dirty`.
  private var dirtyMark: [Bool] = []
  /// `dirty` when the request began.
  private var savedDirty: [Int] = []
  /// Whether `dirty` is kept: only once the levels hold more than `trackingThreshold` terms in
  /// all — below that a pass over the levels is cheaper than the bookkeeping.
  private var isTracking = false
  /// `isTracking` when the request began.
  private var savedTracking = false
  /// The number of terms beyond which the changed symbols are tracked.
  static let trackingThreshold = 48

  /// Whether the objective tracks its changed symbols (it is past `trackingThreshold`).
  var tracksChanges: Bool { isTracking }

  /// Notes that the coefficients of `id` may have changed.
  @inline(__always)
  private mutating func markDirty(_ id: Int) {
    guard isTracking else { return }
    if id >= dirtyMark.count {
      dirtyMark.append(
        contentsOf: repeatElement(false, count: id - dirtyMark.count + 1 + dirtyMark.count / 2 + 16))
    }
    if !dirtyMark[id] {
      dirtyMark[id] = true
      dirty.append(id)
    }
  }

  /// Notes every symbol of `row`.
  @inline(__always)
  private mutating func markDirty(_ row: Row) {
    guard isTracking else { return }
    for entry in row.entries { markDirty(entry.id) }
  }

  /// Starts tracking once the levels are long, noting every symbol in them (any may improve).
  private mutating func startTrackingIfLong() {
    guard !isTracking else { return }
    var terms = 0
    for level in levels { terms += level.row.entries.count }
    guard terms > Objective.trackingThreshold else { return }
    isTracking = true
    for level in levels { markDirty(level.row) }
  }

  /// Gives the levels and the journal room for a small system (a table cell) so that building
  /// one does not grow them step by step.
  mutating func reserveCapacity() {
    levels.reserveCapacity(4)
    journal.reserveCapacity(32)
  }

  /// Starts recording (a request begins).
  mutating func beginJournal() {
    isJournaling = true
    savedRevision = revision
    savedOptimalRevision = optimalRevision
    savedTracking = isTracking
    savedDirty.clear()
    if !dirty.isEmpty { savedDirty.append(contentsOf: dirty) }
  }

  /// Stops recording and forgets the changes (the request succeeded).
  mutating func commitJournal() {
    isJournaling = false
    journalCount = 0
  }

  /// Undoes every recorded change, newest first: the objective is as when `beginJournal()` was
  /// called.
  mutating func rollbackJournal() {
    guard isJournaling else { return }
    isJournaling = false
    var k = journalCount - 1
    while k >= 0 {
      let change = journal[k]
      k -= 1
      switch change {
      case .coefficient(let priority, let id, let old):
        if let i = existingLevel(priority) { levels[i].row.set(id, old) }
      case .constant(let priority, let old):
        if let i = existingLevel(priority) { levels[i].row.constant = old }
      case .members(let priority, let old):
        if let i = existingLevel(priority) { levels[i].members = old }
      case .created(let priority):
        if let i = existingLevel(priority) { levels.remove(at: i) }
      case .removed(let level):
        // The record lets go of the level's row first, so that the level holds it alone (a
        // second reference would make its next change copy it).
        journal[k + 1] = .created(priority: level.priority)
        var i = 0
        while i < levels.count && levels[i].priority > level.priority { i += 1 }
        levels.insert(level, at: i)
      }
    }
    journalCount = 0
    revision = savedRevision
    optimalRevision = savedOptimalRevision
    for id in dirty { dirtyMark[id] = false }
    dirty.clear()
    if isTracking && !savedTracking {
      // Tracking began during the request: every symbol may improve, as when it begins.
      for level in levels { markDirty(level.row) }
    } else {
      for id in savedDirty { markDirty(id) }
    }
  }

  /// The index of the level of `priority`, if there is one.
  private func existingLevel(_ priority: Float) -> Int? {
    levels.firstIndex { $0.priority == priority }
  }

  /// Records, while journaling, the constant of level `i` and the coefficients of `id` (if
  /// not negative) and of every symbol of `row` (if any) in it, before they change.
  @inline(__always)
  private mutating func willChange(level i: Int, id: Int, row: Row?) {
    guard isJournaling else { return }
    // Read through `levels[i]` each time rather than keeping a copy of the level: a copy would
    // share the level's row, and the change that follows would copy the whole row to write it.
    let priority = levels[i].priority
    if id >= 0 {
      record(.coefficient(priority: priority, id: id, old: levels[i].row.coefficient(of: id)))
    }
    if let row {
      record(.constant(priority: priority, old: levels[i].row.constant))
      for entry in row.entries {
        record(
          .coefficient(priority: priority, id: entry.id, old: levels[i].row.coefficient(of: entry.id)))
      }
    }
  }

  /// The index of the level of `priority`, creating it if needed.
  mutating func levelIndex(_ priority: Float) -> Int {
    var i = 0
    while i < levels.count && levels[i].priority > priority { i += 1 }
    if i < levels.count && levels[i].priority == priority { return i }
    let level = Level(priority: priority, row: Row(capacity: 16), members: 0)
    // Appending (the usual case: priorities met highest first) skips the general insertion.
    if i == levels.count { levels.append(level) } else { levels.insert(level, at: i) }
    if isJournaling { record(.created(priority: priority)) }
    return i
  }

  /// Adds `sign × error` to the level of `priority`, where the error symbol is parametric
  /// (`basicRow == nil`) or basic with row `basicRow`.
  mutating func add(error: Int, basicRow: Row?, priority: Float, sign: Double) {
    revision += 1
    let i = levelIndex(priority)
    if let basicRow {
      willChange(level: i, id: -1, row: basicRow)
      markDirty(basicRow)
      levels[i].row.insert(basicRow, times: sign)
    } else {
      willChange(level: i, id: error, row: nil)
      markDirty(error)
      levels[i].row.insert(error, sign)
    }
    if isJournaling { record(.members(priority: priority, old: levels[i].members)) }
    levels[i].members += sign > 0 ? 1 : -1
    if levels[i].members <= 0 {
      let removed = levels.remove(at: i)
      markDirty(removed.row)
      if isJournaling { record(.removed(removed)) }
    }
  }

  /// Replaces `id` by `row` in every level.
  mutating func substitute(_ id: Int, with row: Row) {
    for i in levels.indices where levels[i].row.coefficient(of: id) != 0 {
      willChange(level: i, id: id, row: row)
      markDirty(id)
      markDirty(row)
      levels[i].row.substitute(id, with: row)
      revision += 1
    }
  }

  /// Removes `id` from every level (sets it to zero).
  mutating func remove(_ id: Int) {
    revision += 1
    for i in levels.indices where levels[i].row.coefficient(of: id) != 0 {
      willChange(level: i, id: id, row: nil)
      markDirty(id)
      levels[i].row.remove(id)
    }
  }

  /// The sign of the reduced cost of `id`: −1 if lexicographically negative, +1 if positive,
  /// 0 if zero at every level.
  func sign(of id: Int) -> Int {
    for level in levels {
      let c = level.row.coefficient(of: id)
      if c < -Objective.epsilon { return -1 }
      if c > Objective.epsilon { return 1 }
    }
    return 0
  }

  /// Whether the reduced cost of `a` divided by `aDivisor` is lexicographically less than that
  /// of `b` divided by `bDivisor` (entries within `epsilon` equal), compared level by level
  /// without building the vectors.
  func scaledCostIsLess(_ a: Int, dividedBy aDivisor: Double, than b: Int, dividedBy bDivisor: Double) -> Bool
  {
    for level in levels {
      let x = level.row.coefficient(of: a) / aDivisor
      let y = level.row.coefficient(of: b) / bDivisor
      if x < y - Objective.epsilon { return true }
      if x > y + Objective.epsilon { return false }
    }
    return false
  }

  /// The lowest-id pivotable symbol (slack or error, by `symbols`' kinds) whose reduced cost is lexicographically
  /// negative (Bland's rule), or nil when the objective is optimal. Only the symbols noted as
  /// changed are examined; those found not to improve are forgotten until they change again.
  ///
  /// - Complexity: O(d · k log t) for d changed symbols over k levels of t terms.
  mutating func firstImproving(_ symbols: [Tableau.SymbolEntry]) -> Int? {
    startTrackingIfLong()
    if !isTracking { return scanForImproving(symbols) }
    var best = Int.max
    var kept = 0
    for k in dirty.indices {
      let id = dirty[k]
      if id < symbols.count && symbols[id].kind.isPivotable && sign(of: id) < 0 {
        dirty[kept] = id
        kept += 1
        best = min(best, id)
      } else {
        dirtyMark[id] = false
      }
    }
    dirty.truncate(to: kept)
    return best == Int.max ? nil : best
  }

  /// `firstImproving(_:)` by a pass over every level (short levels): the lowest id whose first
  /// coefficient beyond `epsilon` is negative.
  private func scanForImproving(_ symbols: [Tableau.SymbolEntry]) -> Int? {
    var best = Int.max
    for level in levels {
      for entry in level.row.entries where entry.id < best && entry.coefficient < -Objective.epsilon {
        if entry.id < symbols.count && symbols[entry.id].kind.isPivotable && sign(of: entry.id) < 0 {
          best = entry.id
        }
      }
    }
    return best == Int.max ? nil : best
  }
}
