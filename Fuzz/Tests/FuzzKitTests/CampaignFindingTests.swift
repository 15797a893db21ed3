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

  /// 1,000,000-case campaign, seed 24112026, rtl case 6958: a flow layout whose items are 1e12
  /// wide between section insets of −1e12, so that one item reaches into the view by less than
  /// the rounding of its own coordinates (about 1e-4 at 1e12). The check counted it clearly
  /// visible with a slack scaled by the view's rect only, and mirroring it (W − maxX, rounded
  /// at 1e12) legitimately moved it out of view. Harness, not engine: the slack now includes
  /// the frame's own magnitude.
  @Test func rightToLeftFlipOfItemsAtTheRoundingOfTheirCoordinates() throws {
    try RightToLeftSurface().runSynchronously(FuzzContext(seed: 0x6a0a_2eb3_7cb3_29de))
  }

  /// Same campaign, rtl case 30413 (a hang): a paged grid with a −4.3e9 left page inset and
  /// 1,000,000 items, so every item is about 8.6e8 points wide and every one of the 10,000 visible
  /// cells overlaps every point; the check probed `indexPathForItem(at:)` (a rect query of up to
  /// 100,000 answers) for each visible cell. It now probes at most
  /// `RightToLeftSurface.maximumHitTests` cells.
  @Test func rightToLeftCheckOfHugeOverlappingPagesEnds() throws {
    try RightToLeftSurface().runSynchronously(FuzzContext(seed: 0xd9fc_714b_3747_c57b))
  }
}
