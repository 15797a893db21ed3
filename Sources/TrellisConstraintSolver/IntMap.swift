/// A map from `Int` keys (callers' variable and constraint ids) to small non-negative `Int`
/// values (dense indices into the solver's arrays): open addressing with linear probing and a
/// multiplicative hash, so a lookup is a multiplication and usually one probe — no `Hasher`, no
/// allocation per entry. Keys and values sit side by side in one array (one allocation, one cache
/// line per probe). It is only looked up, never iterated, so its layout decides nothing.
struct IntMap: Sendable {
  /// One bucket: a key and its value, or an empty bucket (`value` −1).
  struct Bucket: Sendable {
    var key: Int
    var value: Int
  }

  /// The buckets (a power of two of them, or none).
  private var buckets: [Bucket] = []
  /// The number of entries.
  private(set) var count = 0

  /// The bucket where the probe for `key` starts (Fibonacci hashing on the high bits).
  @inline(__always)
  private func home(_ key: Int) -> Int {
    let shift = UInt64(64 - buckets.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The value of `key`, or nil.
  @inline(__always)
  subscript(key: Int) -> Int? {
    guard count > 0 else { return nil }
    let mask = buckets.count - 1
    var i = home(key)
    while true {
      let bucket = buckets[i]
      if bucket.value < 0 { return nil }
      if bucket.key == key { return bucket.value }
      i = (i + 1) & mask
    }
  }

  /// Sets the value of `key` (a non-negative index), adding the key if it is new.
  mutating func set(_ key: Int, _ value: Int) {
    if (count + 1) * 4 > buckets.count * 3 { grow() }
    let mask = buckets.count - 1
    var i = home(key)
    while buckets[i].value >= 0 {
      if buckets[i].key == key {
        buckets[i].value = value
        return
      }
      i = (i + 1) & mask
    }
    buckets[i] = Bucket(key: key, value: value)
    count += 1
  }

  /// Removes `key` if present (backward-shift deletion keeps every probe sequence unbroken).
  mutating func remove(_ key: Int) {
    guard count > 0 else { return }
    let mask = buckets.count - 1
    var i = home(key)
    while true {
      if buckets[i].value < 0 { return }
      if buckets[i].key == key { break }
      i = (i + 1) & mask
    }
    count -= 1
    var hole = i
    var j = i
    while true {
      j = (j + 1) & mask
      if buckets[j].value < 0 { break }
      let h = home(buckets[j].key)
      // Move the entry at j into the hole unless its home lies cyclically in (hole, j].
      let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
      if !inRange {
        buckets[hole] = buckets[j]
        hole = j
      }
    }
    buckets[hole].value = -1
  }

  /// Doubles the buckets (at least 32) and re-inserts every entry.
  private mutating func grow() {
    let old = buckets
    buckets = Array(repeating: Bucket(key: 0, value: -1), count: max(32, buckets.count * 2))
    count = 0
    for bucket in old where bucket.value >= 0 { set(bucket.key, bucket.value) }
  }
}
