import FuzzKit
import Testing

/// Cases that long campaigns reported, replayed: each failed before its fix (in the engine or, as
/// marked, in the harness's own check) and must pass now.
@Suite("Campaign findings")
@MainActor
struct CampaignFindingTests {
  /// 150,000-case campaign, seed 2027, rtl case 8069: a mirroring waterfall in a view whose
  /// content inset is −1e12 on the left, so the mirror's width W is about 1e12. The check
  /// recomputed the layout's offset as W − x − V and compared it with a tolerance scaled by the
  /// content width only; the rounding of W − x − V at 1e12 (one ulp is about 1.2e-4) read as a
  /// drift of 5e-5. The harness's check was wrong, not the engine: its tolerance now scales with
  /// the largest term.
  @Test func rightToLeftFlipWithAHugeInsetKeepsTheLayoutOffset() throws {
    let context = FuzzContext(seed: 0xf665_0f37_7a62_cd28)
    try RightToLeftSurface().runSynchronously(context)
  }
}
