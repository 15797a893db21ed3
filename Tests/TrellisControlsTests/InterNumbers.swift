import TrellisControls

// The numbers of Inter Regular (Sources/TrellisText/Fonts/Inter-Regular.otf) the tests work
// from, read with fontTools 4.68:
//
//   python3 -c "from fontTools.ttLib import TTFont; f = TTFont('Sources/TrellisText/Fonts/Inter-Regular.otf');
//               print(f['head'].unitsPerEm, f['hhea'].ascent, f['hhea'].descent, f['hhea'].lineGap)"
//   → 2816 2728 -680 0   (OS/2 sTypoAscender/Descender/LineGap are the same: 2728 -680 0)
//
// String widths (in font units) come from a one-off script that adds the `hmtx` advances of
// the `cmap` glyphs and the GPOS `kern` feature's pair adjustments (format 1 pair sets, then
// format 2 class pairs, first matching subtable per lookup), and checks each total against
// HarfBuzz (uharfbuzz 0.57, `kern` on, liga/calt/ccmp off) — the two agree for every string
// used here. Greedy word wrapping and tail truncation were done by the same script following
// docs/text.md §4 (a line takes words while its width ≤ the limit; the truncated line keeps the
// longest prefix within limit − "…" (2312 units), trailing spaces dropped, then "…").
enum Inter {
  static let unitsPerEm: CGFloat = 2816
  static let ascenderUnits: CGFloat = 2728
  static let descenderUnits: CGFloat = -680

  /// `units` font units at `size` points.
  static func points(_ units: CGFloat, size: CGFloat) -> CGFloat { units * size / unitsPerEm }
  /// The line height at `size`: (2728 + 680 + 0) / 2816 em.
  static func lineHeight(_ size: CGFloat) -> CGFloat { points(ascenderUnits - descenderUnits, size: size) }
  static func ascender(_ size: CGFloat) -> CGFloat { points(ascenderUnits, size: size) }
}

/// `value` rounded up to the pixel grid of Trellis's default screen (scale 3), as UILabel rounds
/// its sizes (docs/text.md §4, "Rounding").
func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 }

/// Whether `a` and `b` differ by at most `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
