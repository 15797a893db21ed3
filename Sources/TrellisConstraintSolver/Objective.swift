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

  /// A level as it was before a request, its terms in `savedEntries[start ..< start + count]`.
  private struct SavedLevel: Sendable {
    var priority: Float
    var members: Int
    var constant: Double
    var mask: UInt64
    var start: Int
    var count: Int
  }

  // The journal of a request (`ConstraintSolver.transaction(_:)`): the first change in the
  // request copies every level into buffers that keep their capacity between requests, so a
  // request allocates nothing for it and the levels' rows stay uniquely referenced.
  private var isJournaling = false
  private var hasSaved = false
  private var savedRevision = 0
  private var savedOptimalRevision = -1
  private var savedLevels: [SavedLevel] = []
  private var savedEntries: [Row.Entry] = []

  /// Starts recording (a request begins).
  mutating func beginJournal() {
    isJournaling = true
    hasSaved = false
    savedRevision = revision
    savedOptimalRevision = optimalRevision
  }

  /// Stops recording and forgets the saved levels (the request succeeded).
  mutating func commitJournal() {
    isJournaling = false
    if hasSaved {
      savedLevels.removeAll(keepingCapacity: true)
      savedEntries.removeAll(keepingCapacity: true)
      hasSaved = false
    }
  }

  /// Puts the objective back as it was when `beginJournal()` was called.
  mutating func rollbackJournal() {
    guard isJournaling else { return }
    isJournaling = false
    if hasSaved {
      levels = savedLevels.map { saved in
        Level(
          priority: saved.priority,
          row: Row(
            entries: savedEntries[saved.start..<(saved.start + saved.count)], constant: saved.constant,
            mask: saved.mask),
          members: saved.members)
      }
      savedLevels.removeAll(keepingCapacity: true)
      savedEntries.removeAll(keepingCapacity: true)
      hasSaved = false
    }
    revision = savedRevision
    optimalRevision = savedOptimalRevision
  }

  /// Saves every level before the request's first change.
  @inline(__always)
  private mutating func willChange() {
    guard isJournaling, !hasSaved else { return }
    hasSaved = true
    for level in levels {
      savedLevels.append(
        SavedLevel(
          priority: level.priority, members: level.members, constant: level.row.constant,
          mask: level.row.mask,
          start: savedEntries.count, count: level.row.entries.count))
      savedEntries.append(contentsOf: level.row.entries)
    }
  }

  /// The index of the level of `priority`, creating it if needed.
  mutating func levelIndex(_ priority: Float) -> Int {
    var i = 0
    while i < levels.count && levels[i].priority > priority { i += 1 }
    if i < levels.count && levels[i].priority == priority { return i }
    levels.insert(Level(priority: priority, row: Row(), members: 0), at: i)
    return i
  }

  /// Adds `sign × error` to the level of `priority`, where the error symbol is parametric
  /// (`basicRow == nil`) or basic with row `basicRow`.
  mutating func add(error: Int, basicRow: Row?, priority: Float, sign: Double) {
    willChange()
    revision += 1
    let i = levelIndex(priority)
    if let basicRow {
      levels[i].row.insert(basicRow, times: sign)
    } else {
      levels[i].row.insert(error, sign)
    }
    levels[i].members += sign > 0 ? 1 : -1
    if levels[i].members <= 0 { levels.remove(at: i) }
  }

  /// Replaces `id` by `row` in every level.
  mutating func substitute(_ id: Int, with row: Row) {
    for i in levels.indices where levels[i].row.coefficient(of: id) != 0 {
      willChange()
      levels[i].row.substitute(id, with: row)
      revision += 1
    }
  }

  /// Removes `id` from every level (sets it to zero).
  mutating func remove(_ id: Int) {
    willChange()
    revision += 1
    for i in levels.indices { levels[i].row.remove(id) }
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

  /// The lowest-id symbol accepted by `isCandidate` whose reduced cost is lexicographically
  /// negative (Bland's rule), or nil when the objective is optimal.
  ///
  /// - Complexity: O(t · k) for t terms over k levels: one merged pass over the levels' rows.
  func firstImproving(_ isCandidate: (Int) -> Bool) -> Int? {
    if levels.count == 1 {
      let row = levels[0].row
      for entry in row.entries where entry.coefficient < -Objective.epsilon && isCandidate(entry.id) {
        return entry.id
      }
      return nil
    }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: levels.count) { position in
      position.initialize(repeating: 0)
      return firstImproving(isCandidate, position: position)
    }
  }

  /// The merged pass of `firstImproving(_:)` over several levels, `position` holding each
  /// level's index (all 0 at first).
  private func firstImproving(_ isCandidate: (Int) -> Bool, position: UnsafeMutableBufferPointer<Int>) -> Int?
  {
    while true {
      var id = Int.max
      for l in levels.indices where position[l] < levels[l].row.entries.count {
        id = min(id, levels[l].row.entries[position[l]].id)
      }
      if id == Int.max { return nil }
      var sign = 0
      for l in levels.indices
      where position[l] < levels[l].row.entries.count && levels[l].row.entries[position[l]].id == id {
        let c = levels[l].row.entries[position[l]].coefficient
        position[l] += 1
        if sign == 0 {
          if c < -Objective.epsilon { sign = -1 } else if c > Objective.epsilon { sign = 1 }
        }
      }
      if sign < 0 && isCandidate(id) { return id }
    }
  }
}
