import Testing

@testable import TrellisConstraintSolver

/// The same requests give the same values, bit for bit.
@Suite("Determinism")
struct DeterminismTests {
  /// Each of 40 random systems (KiwiComparisonTests' generator, with noise, contradictions,
  /// edits and removals) replayed twice from scratch gives bit-identical values. (Both replays
  /// run in one process; across processes the hash seeds differ, and nothing on the solver's
  /// paths depends on hash order — docs/auto-layout.md, "Determinism".)
  @Test func sameRequestsGiveBitIdenticalValues() throws {
    for seed in UInt64(1)...40 {
      let system = RandomSystem(seed: seed &* 0x9E37_79B9_7F4A_7C15)
      let first = try system.solve()
      let second = try system.solve()
      for i in 0..<system.variables {
        let v = Variable(i)
        #expect(first.value(of: v).bitPattern == second.value(of: v).bitPattern, "seed \(seed) \(v)")
      }
    }
  }
}
