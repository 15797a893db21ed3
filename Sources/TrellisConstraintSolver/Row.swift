/// One tableau row, `basic = constant + Σ coefficient·symbol`, or, for a row being built,
/// `0 = constant + Σ coefficient·symbol`. A sparse map from symbol id to coefficient kept as two
/// parallel arrays sorted by id, so iteration, merging and lookups are deterministic and
/// allocation-light. Coefficients of magnitude below `Row.epsilon` are dropped.
struct Row: Sendable {
  /// Coefficients smaller than this are treated as zero.
  static let epsilon = 1.0e-8

  private(set) var ids: [Int] = []
  private(set) var coefficients: [Double] = []
  var constant: Double
  /// Bit `id % 64` is set for every id in the row (and possibly for ids removed since): a quick
  /// "certainly absent" test before the binary search, as most rows hold a few symbols.
  private(set) var mask: UInt64 = 0

  init(constant: Double = 0) { self.constant = constant }

  /// Whether the row has no symbols.
  var isConstant: Bool { ids.isEmpty }

  /// The mask bit of `id`.
  @inline(__always) private static func bit(_ id: Int) -> UInt64 { 1 << UInt64(id & 63) }

  /// Whether `id` may be in the row (false: certainly not).
  @inline(__always) func mayContain(_ id: Int) -> Bool { mask & Row.bit(id) != 0 }

  /// The index of `id` in `ids`, or where it would be inserted.
  private func index(of id: Int) -> (Int, Bool) {
    if !mayContain(id) {
      var low = 0
      var high = ids.count
      while low < high {
        let mid = (low + high) >> 1
        if ids[mid] < id { low = mid + 1 } else { high = mid }
      }
      return (low, false)
    }
    var low = 0
    var high = ids.count
    while low < high {
      let mid = (low + high) >> 1
      let value = ids[mid]
      if value == id { return (mid, true) }
      if value < id { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  /// The coefficient of `id` (0 if absent).
  func coefficient(of id: Int) -> Double {
    guard mayContain(id) else { return 0 }
    let (i, found) = index(of: id)
    return found ? coefficients[i] : 0
  }

  /// Adds `coefficient` to the coefficient of `id`, dropping it if the sum is near zero.
  mutating func insert(_ id: Int, _ coefficient: Double) {
    let (i, found) = index(of: id)
    if found {
      let sum = coefficients[i] + coefficient
      if abs(sum) < Row.epsilon {
        ids.remove(at: i)
        coefficients.remove(at: i)
      } else {
        coefficients[i] = sum
      }
    } else if abs(coefficient) >= Row.epsilon {
      ids.insert(id, at: i)
      coefficients.insert(coefficient, at: i)
      mask |= Row.bit(id)
    }
  }

  /// Adds `factor × other` (symbols and constant) to this row.
  ///
  /// - Complexity: O(m log n) for a short `other` (m ≤ 4), O(n + m) otherwise.
  mutating func insert(_ other: Row, times factor: Double) {
    constant += factor * other.constant
    if other.ids.count <= 4 {
      for k in other.ids.indices { insert(other.ids[k], factor * other.coefficients[k]) }
      return
    }
    var newIDs: [Int] = []
    var newCoefficients: [Double] = []
    newIDs.reserveCapacity(ids.count + other.ids.count)
    newCoefficients.reserveCapacity(ids.count + other.ids.count)
    var newMask: UInt64 = 0
    var i = 0
    var j = 0
    while i < ids.count || j < other.ids.count {
      if j == other.ids.count || (i < ids.count && ids[i] < other.ids[j]) {
        newIDs.append(ids[i])
        newCoefficients.append(coefficients[i])
        newMask |= Row.bit(ids[i])
        i += 1
      } else if i == ids.count || other.ids[j] < ids[i] {
        let value = factor * other.coefficients[j]
        if abs(value) >= Row.epsilon {
          newIDs.append(other.ids[j])
          newCoefficients.append(value)
          newMask |= Row.bit(other.ids[j])
        }
        j += 1
      } else {
        let value = coefficients[i] + factor * other.coefficients[j]
        if abs(value) >= Row.epsilon {
          newIDs.append(ids[i])
          newCoefficients.append(value)
          newMask |= Row.bit(ids[i])
        }
        i += 1
        j += 1
      }
    }
    ids = newIDs
    coefficients = newCoefficients
    mask = newMask
  }

  /// Removes `id` from the row (sets its coefficient to zero).
  mutating func remove(_ id: Int) {
    guard mayContain(id) else { return }
    let (i, found) = index(of: id)
    if found {
      ids.remove(at: i)
      coefficients.remove(at: i)
    }
  }

  /// Multiplies the row (coefficients and constant) by −1.
  mutating func negate() {
    constant = -constant
    for k in coefficients.indices { coefficients[k] = -coefficients[k] }
  }

  /// Turns `0 = constant + c·id + rest` into `id = −constant/c − rest/c` (the row of `id`).
  /// `id` must be in the row.
  mutating func solve(for id: Int) {
    let (i, found) = index(of: id)
    guard found else { return }
    let factor = -1.0 / coefficients[i]
    ids.remove(at: i)
    coefficients.remove(at: i)
    constant *= factor
    for k in coefficients.indices { coefficients[k] *= factor }
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
    let factor = coefficients[i]
    ids.remove(at: i)
    coefficients.remove(at: i)
    insert(row, times: factor)
    return true
  }

  /// Whether the constant and every coefficient are finite.
  var isFinite: Bool { constant.isFinite && coefficients.allSatisfy { $0.isFinite } }
}
