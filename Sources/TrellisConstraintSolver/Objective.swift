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
    for i in levels.indices where levels[i].row.substitute(id, with: row) { revision += 1 }
  }

  /// Removes `id` from every level (sets it to zero).
  mutating func remove(_ id: Int) {
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
