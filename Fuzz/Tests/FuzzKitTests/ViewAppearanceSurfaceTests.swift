import FuzzKit
import Testing

/// A short run of the view-appearance surface: 1,000 seeded cases, each of which must end
/// without a failed check (a trap would end the test process).
@Suite("View appearance surface")
@MainActor
struct ViewAppearanceSurfaceTests {
  @Test func thousandCasesPassTheirChecks() throws {
    for seed in UInt64(1)...1_000 {
      try ViewAppearanceSurface().runSynchronously(FuzzContext(seed: seed &* 0x9E37_79B9_7F4A_7C15))
    }
  }
}
