/// An open-addressing hash map from a proxy pair key to a contact index, used instead of
/// `Dictionary` on the broadphase hot path: no per-operation allocation, and its iteration
/// order is never observed (lookups only), so it cannot affect determinism.
///
/// Linear probing with backward-shift deletion; the capacity is a power of two kept at most
/// half full.
struct PairTable {
  private var keys: [UInt64]
  private var values: [Int32]
  private var mask: Int
  private(set) var count = 0
  private static let empty = UInt64.max

  init(capacity: Int = 64) {
    var c = 16
    while c < capacity * 2 { c <<= 1 }
    keys = Array(repeating: PairTable.empty, count: c)
    values = Array(repeating: -1, count: c)
    mask = c - 1
  }

  /// The key of an unordered proxy pair.
  @inline(__always) static func key(_ a: Int32, _ b: Int32) -> UInt64 {
    let lo = UInt64(UInt32(min(a, b)))
    let hi = UInt64(UInt32(max(a, b)))
    return lo << 32 | hi
  }

  @inline(__always) private func slot(_ key: UInt64) -> Int {
    // 64-bit mix (splitmix finaliser) so neighbouring pairs spread out.
    var x = key &+ 0x9E37_79B9_7F4A_7C15
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    x ^= x >> 31
    return Int(truncatingIfNeeded: x) & mask
  }

  /// The contact for `key`, or −1. - Complexity: O(1) expected.
  func find(_ key: UInt64) -> Int32 {
    var i = slot(key)
    while true {
      let k = keys[i]
      if k == key { return values[i] }
      if k == PairTable.empty { return -1 }
      i = (i + 1) & mask
    }
  }

  /// Inserts or replaces. - Complexity: O(1) amortised.
  mutating func insert(_ key: UInt64, _ value: Int32) {
    if (count + 1) * 2 > keys.count { grow() }
    var i = slot(key)
    while true {
      let k = keys[i]
      if k == key {
        values[i] = value
        return
      }
      if k == PairTable.empty {
        keys[i] = key
        values[i] = value
        count += 1
        return
      }
      i = (i + 1) & mask
    }
  }

  /// Removes `key` if present. - Complexity: O(1) expected.
  mutating func remove(_ key: UInt64) {
    var i = slot(key)
    while true {
      let k = keys[i]
      if k == PairTable.empty { return }
      if k == key { break }
      i = (i + 1) & mask
    }
    // Backward-shift deletion keeps probe chains intact without tombstones.
    var hole = i
    var j = i
    while true {
      j = (j + 1) & mask
      let k = keys[j]
      if k == PairTable.empty { break }
      let home = slot(k)
      // Move k into the hole if its home is not cyclically in (hole, j].
      let inRange = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
      if !inRange {
        keys[hole] = k
        values[hole] = values[j]
        hole = j
      }
    }
    keys[hole] = PairTable.empty
    values[hole] = -1
    count -= 1
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let c = keys.count * 2
    keys = Array(repeating: PairTable.empty, count: c)
    values = Array(repeating: -1, count: c)
    mask = c - 1
    count = 0
    for i in 0..<oldKeys.count where oldKeys[i] != PairTable.empty {
      insert(oldKeys[i], oldValues[i])
    }
  }
}
