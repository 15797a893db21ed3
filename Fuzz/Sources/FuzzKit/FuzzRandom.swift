/// The harness's own pseudo-random generator: xoshiro256** seeded through SplitMix64.
///
/// Deterministic on every platform and Swift version (unlike `SystemRandomNumberGenerator`, and
/// unlike the standard library's algorithms for `random(in:)`, which are not promised to stay
/// the same): every number a case uses comes from the methods here, so a case seed printed by a
/// campaign reproduces the exact inputs anywhere.
///
/// References for the algorithms (their published constants): Blackman and Vigna, "Scrambled
/// linear pseudorandom number generators" (xoshiro256**), and Steele, Lea and Flood, "Fast
/// splittable pseudorandom number generators" (SplitMix64).
public struct FuzzRandom: Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64
  /// Bytes that supply the first numbers (libFuzzer's input), 8 per number; then the generator.
  private var input: [UInt8] = []
  private var inputPosition = 0

  /// A generator whose whole state is derived from `seed` with SplitMix64.
  public init(seed: UInt64) {
    var mixer = seed
    s0 = FuzzRandom.splitMix(&mixer)
    s1 = FuzzRandom.splitMix(&mixer)
    s2 = FuzzRandom.splitMix(&mixer)
    s3 = FuzzRandom.splitMix(&mixer)
    if s0 | s1 | s2 | s3 == 0 { s0 = 1 }
  }

  /// A generator whose numbers are `bytes`, eight (little-endian) per number, and then those of
  /// a generator seeded with their hash: a libFuzzer input becomes a case whose every choice the
  /// fuzzer's mutations can steer.
  public init(bytes: [UInt8]) {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    self.init(seed: hash)
    input = bytes
  }

  /// One SplitMix64 step: advances `state` and returns the mixed output.
  public static func splitMix(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A well-mixed seed for case `index` of a campaign with `seed` on the surface called `surface`
  /// (so that the surfaces of one campaign do not replay each other's numbers).
  public static func caseSeed(campaign seed: UInt64, surface: String, index: UInt64) -> UInt64 {
    var state = seed ^ stableHash(surface)
    state &+= index &* 0xD1B5_4A32_D192_ED03
    return splitMix(&state)
  }

  /// FNV-1a of the UTF-8 bytes: a hash that is the same in every process (`Hasher` is seeded
  /// per process).
  public static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    if inputPosition + 8 <= input.count {
      var value: UInt64 = 0
      for offset in 0..<8 { value |= UInt64(input[inputPosition + offset]) << (8 * offset) }
      inputPosition += 8
      return value
    }
    let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = s3 << 45 | s3 >> 19
    return result
  }

  /// A uniform integer in `0 ..< bound` (Lemire's multiply-and-reject method, so no modulo bias).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "FuzzRandom.below needs a positive bound")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold { product = next().multipliedFullWidth(by: range) }
    }
    return Int(product.high)
  }

  /// A uniform integer in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = range.upperBound &- range.lowerBound
    if width < 0 || width == Int.max { return Int(truncatingIfNeeded: next()) }
    return range.lowerBound + below(width + 1)
  }

  /// A uniform double in `0 ..< 1` (53 random bits).
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A uniform double in `range`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// `true` with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// A uniformly chosen element of `items` (which must not be empty).
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// A uniformly chosen element of `items`, or `nil` when it is empty.
  public mutating func element<T>(of items: [T]) -> T? { items.isEmpty ? nil : items[below(items.count)] }

  /// An index chosen with probability proportional to `weights` (non-negative, not all zero).
  public mutating func weighted(_ weights: [Double]) -> Int {
    let total = weights.reduce(0, +)
    var target = unit() * total
    for (index, weight) in weights.enumerated() {
      if target < weight { return index }
      target -= weight
    }
    return weights.count - 1
  }

  /// `items` in a random order (Fisher–Yates).
  public mutating func shuffled<T>(_ items: [T]) -> [T] {
    var result = items
    guard result.count > 1 else { return result }
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, below(index + 1))
    }
    return result
  }
}
