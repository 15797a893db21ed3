/// Deterministic smooth value noise in (x, y, t), seeded: the same inputs give the same
/// output on every run and platform (integer hashing, no global state).
struct SeededNoise {
  let seed: UInt64

  private func hash(_ x: Int64, _ y: Int64, _ z: Int64) -> Double {
    // SplitMix64 over the combined lattice coordinates.
    var h = seed &+ UInt64(bitPattern: x) &* 0x9E37_79B9_7F4A_7C15
    h ^= UInt64(bitPattern: y) &* 0xC2B2_AE3D_27D4_EB4F
    h ^= UInt64(bitPattern: z) &* 0x1656_67B1_9E37_79F9
    h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
    h ^= h >> 31
    return Double(h >> 11) / Double(1 << 53) * 2 - 1
  }

  private static func fade(_ t: Double) -> Double { t * t * (3 - 2 * t) }

  /// The lattice repeats every `period` cells along each axis (2³²): coordinates are wrapped
  /// into one period before they become integers, so any finite input is usable, and NaN or
  /// infinite input gives 0.
  static let period = 4_294_967_296.0

  /// `value` wrapped into 0 ..< `period` (finite input only).
  private static func wrapped(_ value: Double) -> Double {
    let remainder = value.truncatingRemainder(dividingBy: period)
    return remainder < 0 ? remainder + period : remainder
  }

  /// Noise in −1…1, trilinear interpolation of lattice values with smoothstep weights; 0 when
  /// an input is NaN or infinite.
  func value(_ x: Double, _ y: Double, _ t: Double) -> Double {
    guard x.isFinite, y.isFinite, t.isFinite else { return 0 }
    // Wrapped first: huge coordinates (an item far away, a long-running animation at a high
    // speed) would not fit an Int64, and their fractional part is lost anyway.
    let x = Self.wrapped(x)
    let y = Self.wrapped(y)
    let t = Self.wrapped(t)
    let x0 = floor(x)
    let y0 = floor(y)
    let t0 = floor(t)
    let fx = SeededNoise.fade(x - x0)
    let fy = SeededNoise.fade(y - y0)
    let ft = SeededNoise.fade(t - t0)
    let ix = Int64(x0)
    let iy = Int64(y0)
    let it = Int64(t0)
    func lerp(_ a: Double, _ b: Double, _ w: Double) -> Double { a + (b - a) * w }
    var layers = [0.0, 0.0]
    for dz in 0...1 {
      let z = it + Int64(dz)
      let a = lerp(hash(ix, iy, z), hash(ix + 1, iy, z), fx)
      let b = lerp(hash(ix, iy + 1, z), hash(ix + 1, iy + 1, z), fx)
      layers[dz] = lerp(a, b, fy)
    }
    return lerp(layers[0], layers[1], ft)
  }
}
