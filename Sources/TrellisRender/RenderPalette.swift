/// The deterministic per-item colours of TrellisRender.
///
/// The colour of the item at `(section, item)` is entry `(item + 5·section) mod 12` of
/// `colors` (the modulo is taken non-negative). Neighbouring items get different hues, and a
/// new section starts five hues further on, so sections are told apart in a grid. The same
/// index path always gets the same colour on every machine, and the colour follows the item
/// (by index path) wherever the layout puts it.
nonisolated public enum RenderPalette {
  /// The twelve fill colours, in hue order: red, orange, amber, yellow-green, green, teal, cyan,
  /// sky, blue, indigo, violet, pink.
  public static let colors: [RenderColor] = [
    RenderColor(rgb: 0xE8_7373),
    RenderColor(rgb: 0xF0_A05A),
    RenderColor(rgb: 0xE9_C64F),
    RenderColor(rgb: 0xB5_D160),
    RenderColor(rgb: 0x7D_C97F),
    RenderColor(rgb: 0x4F_B8A8),
    RenderColor(rgb: 0x4D_C3E0),
    RenderColor(rgb: 0x62_A8EE),
    RenderColor(rgb: 0x72_88D8),
    RenderColor(rgb: 0x92_7BD6),
    RenderColor(rgb: 0xBA_6FC9),
    RenderColor(rgb: 0xEB_6F9E),
  ]

  /// The index into `colors` for the item at `indexPath`: `(item + 5·section) mod 12`,
  /// non-negative.
  public static func colorIndex(for indexPath: IndexPath) -> Int {
    let count = colors.count
    // Read the indexes directly: `IndexPath.section`/`.item` trap on paths of other lengths.
    let section = indexPath.count > 0 ? indexPath[0] : 0
    let item = indexPath.count > 1 ? indexPath[1] : 0
    let raw = (item % count) + 5 * (section % count)
    return ((raw % count) + count) % count
  }

  /// The fill colour of the item at `indexPath`.
  public static func color(for indexPath: IndexPath) -> RenderColor {
    colors[colorIndex(for: indexPath)]
  }
}
