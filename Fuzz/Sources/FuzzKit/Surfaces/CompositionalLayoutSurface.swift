import Foundation
import Trellis
import TrellisCompositional

/// Layout inputs for `CollectionViewCompositionalLayout`: the `layout` surface's cases and
/// checks with the compositional layout as the only subject, so that its large input space gets
/// a share of its own.
///
/// The inputs (`CompositionalRecipe`, drawn per section from a seed): item, group and section
/// sizes as fractional, absolute, estimated and uniform-across-siblings dimensions at 0,
/// negative, NaN, ±∞, 1e12 and the largest double; content insets, edge spacings (fixed and
/// flexible), inter-item, inter-group and inter-section spacings; horizontal, vertical,
/// repeating (counts of 0, negative, 100,000, `Int.max`), nested and custom groups (custom
/// frames with the edge values, 0 and 2,000 of them); every orthogonal scrolling behaviour with
/// its bounce and deceleration; boundary supplementary items at every alignment, offset,
/// extending and pinned; badges anchored at any edges with absolute and fractional offsets;
/// background decorations; list sections; a `nil` section; visible-items handlers that write
/// random alphas, centres, z-indexes, hidden flags and scales; both scroll directions and every
/// content-insets reference. The view: 0 to 1,000,000 items (and negative and enormous counts),
/// zero-size and 10,000-point bounds, NaN and infinite query rects, offsets and drags (also on
/// orthogonal sections), time, new sections and configurations while it runs, and the orthogonal
/// offsets set and probed directly (`LayoutSubjects.probeOrthogonalScrolling`).
///
/// Checks (the `layout` surface's): no NaN or ∞ anywhere; rect queries return exactly what the
/// per-item queries place in the rect; nothing past the data source's counts.
@MainActor
public final class CompositionalLayoutSurface: SynchronousFuzzSurface {
  /// `compositional`.
  public let name = "compositional"
  /// What the surface generates.
  public let summary =
    "compositional layout inputs (dimensions, groups, orthogonal sections, boundary items, handlers)"
  /// Its share of a mixed campaign.
  public let weight = 2.0

  private let inputs = LayoutInputSurface(
    name: "compositional", subjects: [LayoutSubjects.compositional], weight: 2, summary: "")

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    try inputs.runSynchronously(c)
  }
}
