/// One tableau row, `basic = constant + Σ coefficient·symbol`, or, for a row being built,
/// `0 = constant + Σ coefficient·symbol`. A sparse map from symbol id to coefficient kept as one
/// array of (id, coefficient) sorted by id, so iteration, merging and lookups are deterministic and
/// allocation-light. Coefficients of magnitude below `Row.epsilon` are dropped.
struct Row: Sendable {
  /// Coefficients smaller than this are treated as zero.
  static let epsilon = 1.0e-8

  /// One term of the row: `coefficient · symbol id`.
  struct Entry: Sendable {
    var id: Int
    var coefficient: Double
  }

  /// The terms, sorted by id: one buffer per row (ids and coefficients side by side).
  private(set) var entries: [Entry] = []
  var constant: Double
  /// Bit `id % 64` is set for every id in the row (and possibly for ids removed since): a quick
  /// "certainly absent" test before the binary search, as most rows hold a few symbols.
  private(set) var mask: UInt64 = 0

  /// A row with no symbols and room for `capacity` of them before it allocates again.
  init(constant: Double = 0, capacity: Int = 0) {
    self.constant = constant
    if capacity > 0 { entries.reserveCapacity(capacity) }
  }

  /// Makes this row `entries` (sorted by id, none near zero), `constant` and `mask`, reusing its
  /// buffer.
  mutating func assign(_ source: some Collection<Entry>, constant: Double, mask: UInt64) {
    entries.clear()
    entries.append(contentsOf: source)
    self.constant = constant
    self.mask = mask
  }

  /// Gives the row room for `capacity` symbols before it allocates again.
  mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

  /// Makes this row `0 = constant` (no symbols), reusing its buffer.
  mutating func reset(constant: Double) {
    entries.clear()
    self.constant = constant
    mask = 0
  }

  /// Whether the row has no symbols.
  var isConstant: Bool { entries.isEmpty }

  /// The mask bit of `id`.
  @inline(__always) static func bit(_ id: Int) -> UInt64 { 1 << UInt64(id & 63) }

  /// Whether `id` may be in the row (false: certainly not).
  @inline(__always) func mayContain(_ id: Int) -> Bool { mask & Row.bit(id) != 0 }

  /// The index of `id` in `entries`, or where it would be inserted.
  @inline(__always)
  private func index(of id: Int) -> (Int, Bool) {
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) >> 1
      let value = entries[mid].id
      if value == id { return (mid, true) }
      if value < id { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  /// The coefficient of `id` (0 if absent).
  @inline(__always)
  func coefficient(of id: Int) -> Double {
    guard mayContain(id) else { return 0 }
    let (i, found) = index(of: id)
    return found ? entries[i].coefficient : 0
  }

  /// Puts `entry` at index `i`, moving the later entries up by one.
  @inline(__always)
  private mutating func insertEntry(_ entry: Entry, at i: Int) {
    entries.append(entry)
    let last = entries.count - 1
    guard i < last else { return }
    // One uniqueness check for the whole shift rather than one per moved entry.
    entries.withUnsafeMutableBufferPointer { buffer in
      var j = last
      while j > i {
        buffer[j] = buffer[j - 1]
        j -= 1
      }
      buffer[i] = entry
    }
  }

  /// Removes the entry at index `i`, moving the later entries down by one (in place: no
  /// uniqueness check or generic call per moved entry).
  @inline(__always)
  private mutating func removeEntry(at i: Int) {
    let last = entries.count - 1
    if i < last {
      entries.withUnsafeMutableBufferPointer { buffer in
        // i < last < buffer.count: every index below is in bounds.
        var j = i
        while j < last {
          buffer[j] = buffer[j + 1]
          j += 1
        }
      }
    }
    entries.removeLast()
  }

  /// Adds `coefficient` to the coefficient of `id`, dropping it if the sum is near zero.
  /// Returns whether `id` was added to the row (it was absent and is now present).
  @discardableResult
  mutating func insert(_ id: Int, _ coefficient: Double) -> Bool {
    // After every term (the usual case: a symbol just made has the highest id): appended
    // without the search.
    if entries.isEmpty || entries[entries.count - 1].id < id {
      guard abs(coefficient) >= Row.epsilon else { return false }
      entries.append(Entry(id: id, coefficient: coefficient))
      mask |= Row.bit(id)
      return true
    }
    let (i, found) = index(of: id)
    if found {
      let sum = entries[i].coefficient + coefficient
      if abs(sum) < Row.epsilon {
        removeEntry(at: i)
      } else {
        entries[i].coefficient = sum
      }
    } else if abs(coefficient) >= Row.epsilon {
      insertEntry(Entry(id: id, coefficient: coefficient), at: i)
      mask |= Row.bit(id)
      return true
    }
    return false
  }

  /// Adds `factor × other` (symbols and constant) to this row.
  ///
  /// - Complexity: O(m log n) for a short `other` (m ≤ 4), O(n + m) otherwise; merged in place
  ///   from the back, so it allocates only when the row's buffer must grow.
  mutating func insert(_ other: Row, times factor: Double) {
    insert(other.entries, constant: other.constant, times: factor)
  }

  /// Adds `factor ×` the row `constant + Σ source` (terms sorted by id) to this row.
  mutating func insert<Source: RandomAccessCollection<Entry>>(
    _ source: Source, constant otherConstant: Double, times factor: Double
  ) where Source.Index == Int {
    constant += factor * otherConstant
    let m = source.count
    let first = source.startIndex
    // A few terms, or few beside a long row (an objective level holding every cell's errors):
    // one search and shift per term instead of a pass over the whole row. The sums are the same.
    if m <= 4 || m * 8 < entries.count {
      for k in 0..<m {
        let entry = source[first + k]
        insert(entry.id, factor * entry.coefficient)
      }
      return
    }
    let n = entries.count
    // Room for every term of both; the merge writes from the back, never over an unread entry.
    entries.reserveCapacity(n + m)
    for _ in 0..<m { entries.append(Entry(id: 0, coefficient: 0)) }
    var newMask: UInt64 = 0
    var k = n + m - 1
    entries.withUnsafeMutableBufferPointer { ours in
      // ours holds n + m entries (appended above); i < n, k < n + m; j < m indexes `source`.
      var i = n - 1
      var j = m - 1
      while i >= 0 || j >= 0 {
        if j < 0 || (i >= 0 && ours[i].id > source[first + j].id) {
          let entry = ours[i]
          ours[k] = entry
          newMask |= Row.bit(entry.id)
          k -= 1
          i -= 1
        } else if i < 0 || source[first + j].id > ours[i].id {
          let theirs = source[first + j]
          let value = factor * theirs.coefficient
          if abs(value) >= Row.epsilon {
            ours[k] = Entry(id: theirs.id, coefficient: value)
            newMask |= Row.bit(theirs.id)
            k -= 1
          }
          j -= 1
        } else {
          let value = ours[i].coefficient + factor * source[first + j].coefficient
          if abs(value) >= Row.epsilon {
            ours[k] = Entry(id: ours[i].id, coefficient: value)
            newMask |= Row.bit(ours[i].id)
            k -= 1
          }
          i -= 1
          j -= 1
        }
      }
    }
    if k >= 0 {
      // The merged terms are entries[k + 1 ..< n + m]: move them to the front, then drop the
      // tail (what `removeFirst(k + 1)` does, without its general path).
      let shift = k + 1
      entries.withUnsafeMutableBufferPointer { ours in
        // t + shift < n + m = ours.count.
        for t in 0..<(n + m - shift) { ours[t] = ours[t + shift] }
      }
      entries.truncate(to: n + m - shift)
    }
    mask = newMask
  }

  /// Sets the coefficient of `id` to exactly `value` (0: removes it) — the journal's undo.
  mutating func set(_ id: Int, _ value: Double) {
    let (i, found) = index(of: id)
    if found {
      if value == 0 { removeEntry(at: i) } else { entries[i].coefficient = value }
    } else if value != 0 {
      insertEntry(Entry(id: id, coefficient: value), at: i)
      mask |= Row.bit(id)
    }
  }

  /// Removes `id` from the row (sets its coefficient to zero).
  mutating func remove(_ id: Int) {
    guard mayContain(id) else { return }
    let (i, found) = index(of: id)
    if found { removeEntry(at: i) }
  }

  /// Multiplies the row (coefficients and constant) by −1.
  mutating func negate() {
    constant = -constant
    for k in entries.indices { entries[k].coefficient = -entries[k].coefficient }
  }

  /// Turns `0 = constant + c·id + rest` into `id = −constant/c − rest/c` (the row of `id`).
  /// `id` must be in the row.
  mutating func solve(for id: Int) {
    let (i, found) = index(of: id)
    guard found else { return }
    let factor = -1.0 / entries[i].coefficient
    removeEntry(at: i)
    constant *= factor
    for k in entries.indices { entries[k].coefficient *= factor }
  }

  /// Turns the row of `lhs` (`lhs = constant + …`, containing `rhs`) into the row of `rhs`.
  mutating func solve(lhs: Int, rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `id` by the expression `row` (`id = row`), if `id` is in this row.
  /// Returns whether the row changed.
  @discardableResult
  mutating func substitute(_ id: Int, with row: Row) -> Bool {
    guard mayContain(id) else { return false }
    let (i, found) = index(of: id)
    guard found else { return false }
    let factor = entries[i].coefficient
    removeEntry(at: i)
    insert(row, times: factor)
    return true
  }

  /// Whether the constant and every coefficient are finite.
  var isFinite: Bool { constant.isFinite && entries.allSatisfy { $0.coefficient.isFinite } }
}
