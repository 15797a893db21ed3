/// Deterministic pseudo-random values for demo data (item heights, text lengths): SplitMix64
/// of a seed and an item identifier, so an item keeps its value wherever it moves and the data
/// is the same on every machine and run.
nonisolated enum SeededValues {
  /// SplitMix64's output function applied to `x` (Steele, Lea & Flood, 2014).
  static func mix(_ x: UInt64) -> UInt64 {
    var z = x &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in 0..<1 for item `id` under `seed`.
  static func unit(seed: Int, id: Int) -> Double {
    let bits = mix(mix(UInt64(bitPattern: Int64(seed))) ^ UInt64(bitPattern: Int64(id)))
    return Double(bits >> 11) / Double(1 << 53)
  }

  /// A whole number of points in `range` for item `id` under `seed`.
  static func points(in range: ClosedRange<Int>, seed: Int, id: Int) -> CGFloat {
    let span = Double(range.upperBound - range.lowerBound + 1)
    return CGFloat(range.lowerBound + Int((unit(seed: seed, id: id) * span).rounded(.down)))
  }
}
