/// A deterministic generator for seeded tests (a 64-bit linear congruential one, Knuth's MMIX
/// constants), shared by the suites of this target.
struct Seeded {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
  mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
}
