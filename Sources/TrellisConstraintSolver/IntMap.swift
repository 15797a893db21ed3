/// A map from `Int` keys (callers' variable and constraint ids) to small non-negative `Int`
/// values (dense indices into the solver's arrays): open addressing with linear probing and a
/// multiplicative hash, so a lookup is a multiplication and usually one probe — no `Hasher`, no
/// allocation per entry. It is only looked up, never iterated, so its layout decides nothing.
struct IntMap: Sendable {
  /// Key of each bucket (meaningful where `values` is not −1).
  private var keys: [Int] = []
  /// Value of each bucket, −1 for an empty bucket.
  private var values: [Int] = []
  /// The number of entries.
  private(set) var count = 0

  /// The bucket where the probe for `key` starts (Fibonacci hashing on the high bits).
  @inline(__always)
  private func home(_ key: Int) -> Int {
    let shift = UInt64(64 - values.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The value of `key`, or nil.
  @inline(__always)
  subscript(key: Int) -> Int? {
    guard count > 0 else { return nil }
    let mask = values.count - 1
    var i = home(key)
    while true {
      let value = values[i]
      if value < 0 { return nil }
      if keys[i] == key { return value }
      i = (i + 1) & mask
    }
  }

  /// Sets the value of `key` (a non-negative index), adding the key if it is new.
  mutating func set(_ key: Int, _ value: Int) {
    if (count + 1) * 4 > values.count * 3 { grow() }
    let mask = values.count - 1
    var i = home(key)
    while values[i] >= 0 {
      if keys[i] == key {
        values[i] = value
        return
      }
      i = (i + 1) & mask
    }
    keys[i] = key
    values[i] = value
    count += 1
  }

  /// Removes `key` if present (backward-shift deletion keeps every probe sequence unbroken).
  mutating func remove(_ key: Int) {
    guard count > 0 else { return }
    let mask = values.count - 1
    var i = home(key)
    while true {
      if values[i] < 0 { return }
      if keys[i] == key { break }
      i = (i + 1) & mask
    }
    count -= 1
    var hole = i
    var j = i
    while true {
      j = (j + 1) & mask
      if values[j] < 0 { break }
      let h = home(keys[j])
      // Move the entry at j into the hole unless its home lies cyclically in (hole, j].
      let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
      if !inRange {
        keys[hole] = keys[j]
        values[hole] = values[j]
        hole = j
      }
    }
    values[hole] = -1
  }

  /// Doubles the buckets (at least 32) and re-inserts every entry.
  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let capacity = max(32, values.count * 2)
    keys = Array(repeating: 0, count: capacity)
    values = Array(repeating: -1, count: capacity)
    count = 0
    for i in oldValues.indices where oldValues[i] >= 0 { set(oldKeys[i], oldValues[i]) }
  }
}
