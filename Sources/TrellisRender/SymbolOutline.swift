/// A simple outline for a common SF Symbol name, so renderers draw a recognisable glyph (a
/// chevron, a checkmark, a trash can) where they would otherwise draw a labelled placeholder.
///
/// Outlines are SVG path data on a 24 × 24 grid (`gridSize`), drawn centred in the image's rect
/// at the scale of its shorter side: `fill` is filled with the image's tint, `stroke` is stroked
/// with it at `lineWidth` (round caps and joins), and `knockout` is stroked in white over both —
/// the white checkmark of `checkmark.circle.fill`, the bar of `minus.circle.fill`.
///
/// UIKit difference: SF Symbols are Apple's font glyphs, which are not available here; these
/// outlines are drawn for Trellis (docs/lists.md §7) to be recognisable at list sizes, not to
/// match Apple's artwork. A name with no outline is drawn as a placeholder, as before.
nonisolated public struct SymbolOutline: Hashable, Sendable {
  /// The side of the square grid the path data is written on.
  public static let gridSize: CGFloat = 24

  /// Path data filled with the tint (empty: nothing filled).
  public var fill: String
  /// Path data stroked with the tint (empty: nothing stroked).
  public var stroke: String
  /// Path data stroked in white over the rest (empty: nothing).
  public var knockout: String
  /// The stroke width, in grid units.
  public var lineWidth: CGFloat

  /// An outline with every field given.
  public init(fill: String = "", stroke: String = "", knockout: String = "", lineWidth: CGFloat = 2) {
    self.fill = fill
    self.stroke = stroke
    self.knockout = knockout
    self.lineWidth = lineWidth
  }

  /// The outline drawn for the symbol `name`, or `nil` when Trellis has none.
  ///
  /// - Complexity: O(1).
  public static func named(_ name: String) -> SymbolOutline? { table[name] }

  /// The names that have an outline, sorted.
  public static var names: [String] { table.keys.sorted() }

  /// The transform that draws the grid centred in `rect` at the scale of its shorter side:
  /// `(scale, translation x, translation y)`.
  public static func placement(in rect: CGRect) -> (scale: CGFloat, x: CGFloat, y: CGFloat) {
    let side = min(rect.width, rect.height)
    let scale = side / gridSize
    return (scale, rect.midX - side / 2, rect.midY - side / 2)
  }

  // Circles as two arcs: centre (x, y), radius r.
  private static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> String {
    "M\(f(x - r)) \(f(y)) A\(f(r)) \(f(r)) 0 1 0 \(f(x + r)) \(f(y)) A\(f(r)) \(f(r)) 0 1 0 \(f(x - r)) \(f(y)) Z"
  }

  private static func f(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
  }

  private static let chevronRight = "M9 4.5 L16.5 12 L9 19.5"
  private static let check = "M5 12.5 L10 17.5 L19.5 7"
  private static let star =
    "M12 2.5 L14.47 9.1 L21.51 9.41 L15.99 13.8 L17.88 20.59 L12 16.7 L6.12 20.59 L8.01 13.8 "
    + "L2.49 9.41 L9.53 9.1 Z"
  private static let heart =
    "M12 20 C4 14 2.5 10 4.5 6.5 C6.5 3.5 10.5 4 12 7 C13.5 4 17.5 3.5 19.5 6.5 C21.5 10 20 14 12 20 Z"
  private static let flag = "M5 4 C9 2 13 6 19 4 L19 14 C13 16 9 12 5 14"
  private static let folder = "M3 5.5 L9 5.5 L11 8 L21 8 L21 19 L3 19 Z"
  private static let document = "M6 3 L14 3 L19 8 L19 21 L6 21 Z"
  private static let bookmark = "M6 3 L18 3 L18 21 L12 16.5 L6 21 Z"

  private static let table: [String: SymbolOutline] = [
    "chevron.right": SymbolOutline(stroke: chevronRight, lineWidth: 2.4),
    "chevron.forward": SymbolOutline(stroke: chevronRight, lineWidth: 2.4),
    "chevron.left": SymbolOutline(stroke: "M15 4.5 L7.5 12 L15 19.5", lineWidth: 2.4),
    "chevron.backward": SymbolOutline(stroke: "M15 4.5 L7.5 12 L15 19.5", lineWidth: 2.4),
    "chevron.down": SymbolOutline(stroke: "M4.5 9 L12 16.5 L19.5 9", lineWidth: 2.4),
    "chevron.up": SymbolOutline(stroke: "M4.5 15 L12 7.5 L19.5 15", lineWidth: 2.4),
    "chevron.up.chevron.down": SymbolOutline(stroke: "M7 9 L12 4 L17 9 M7 15 L12 20 L17 15", lineWidth: 2.2),
    "checkmark": SymbolOutline(stroke: check, lineWidth: 2.4),
    "circle": SymbolOutline(stroke: circle(12, 12, 10), lineWidth: 1.5),
    "circle.fill": SymbolOutline(fill: circle(12, 12, 10.5)),
    "checkmark.circle.fill": SymbolOutline(fill: circle(12, 12, 10.5), knockout: check, lineWidth: 2.2),
    "checkmark.circle": SymbolOutline(stroke: circle(12, 12, 10) + " " + check, lineWidth: 1.6),
    "minus.circle.fill": SymbolOutline(fill: circle(12, 12, 10.5), knockout: "M7 12 L17 12", lineWidth: 2.4),
    "plus.circle.fill": SymbolOutline(
      fill: circle(12, 12, 10.5), knockout: "M7 12 L17 12 M12 7 L12 17", lineWidth: 2.4),
    "plus": SymbolOutline(stroke: "M4 12 L20 12 M12 4 L12 20", lineWidth: 2.2),
    "minus": SymbolOutline(stroke: "M4 12 L20 12", lineWidth: 2.2),
    "xmark": SymbolOutline(stroke: "M6 6 L18 18 M18 6 L6 18", lineWidth: 2.2),
    "line.3.horizontal": SymbolOutline(stroke: "M4 7 L20 7 M4 12 L20 12 M4 17 L20 17", lineWidth: 1.8),
    "info.circle": SymbolOutline(
      fill: circle(12, 7.5, 1.3), stroke: circle(12, 12, 10) + " M12 11 L12 17", lineWidth: 1.6),
    "ellipsis": SymbolOutline(
      fill: circle(5, 12, 1.8) + " " + circle(12, 12, 1.8) + " " + circle(19, 12, 1.8)),
    "ellipsis.circle": SymbolOutline(
      fill: circle(7.5, 12, 1.4) + " " + circle(12, 12, 1.4) + " " + circle(16.5, 12, 1.4),
      stroke: circle(12, 12, 10), lineWidth: 1.5),
    "star": SymbolOutline(stroke: star, lineWidth: 1.6),
    "star.fill": SymbolOutline(fill: star),
    "heart": SymbolOutline(stroke: heart, lineWidth: 1.6),
    "heart.fill": SymbolOutline(fill: heart),
    "trash": SymbolOutline(
      stroke: "M4 6 L20 6 M9 6 L9 3.5 L15 3.5 L15 6 M6 6 L7 21 L17 21 L18 6 M10 10 L10 17 M14 10 L14 17",
      lineWidth: 1.6),
    "trash.fill": SymbolOutline(
      fill: "M6 7 L7 21 L17 21 L18 7 Z", stroke: "M4 5.5 L20 5.5 M9 5.5 L9 3 L15 3 L15 5.5", lineWidth: 1.8),
    "flag": SymbolOutline(stroke: "M5 22 L5 3 " + flag, lineWidth: 1.6),
    "flag.fill": SymbolOutline(fill: flag + " Z", stroke: "M5 22 L5 3", lineWidth: 1.8),
    "envelope": SymbolOutline(stroke: "M3 6 L21 6 L21 18 L3 18 Z M3 6 L12 13 L21 6", lineWidth: 1.6),
    "envelope.fill": SymbolOutline(fill: "M3 6 L21 6 L21 18 L3 18 Z", knockout: "M3.5 6.5 L12 13 L20.5 6.5"),
    "envelope.open": SymbolOutline(
      stroke: "M3 10 L12 4 L21 10 L21 20 L3 20 Z M3 10 L12 15 L21 10", lineWidth: 1.6),
    "folder": SymbolOutline(stroke: folder, lineWidth: 1.6),
    "folder.fill": SymbolOutline(fill: folder),
    "bookmark": SymbolOutline(stroke: bookmark, lineWidth: 1.6),
    "bookmark.fill": SymbolOutline(fill: bookmark),
    "doc": SymbolOutline(stroke: document + " M14 3 L14 8 L19 8", lineWidth: 1.6),
    "doc.fill": SymbolOutline(fill: document),
    "doc.text": SymbolOutline(
      stroke: document + " M14 3 L14 8 L19 8 M9 12 L16 12 M9 15 L16 15 M9 18 L14 18", lineWidth: 1.6),
    "photo": SymbolOutline(
      fill: circle(16, 9, 1.6), stroke: "M3 5 L21 5 L21 19 L3 19 Z M3 16 L9 11 L13 15 L16 12 L21 17",
      lineWidth: 1.6),
    "gear": SymbolOutline(
      stroke: circle(12, 12, 6.5) + " " + circle(12, 12, 2.8)
        + " M12 2.5 L12 5.5 M12 18.5 L12 21.5 M2.5 12 L5.5 12 M18.5 12 L21.5 12"
        + " M5.3 5.3 L7.4 7.4 M16.6 16.6 L18.7 18.7 M5.3 18.7 L7.4 16.6 M16.6 7.4 L18.7 5.3",
      lineWidth: 2),
    "wifi": SymbolOutline(
      fill: circle(12, 19, 1.7),
      stroke: "M2.5 9 A13.5 13.5 0 0 1 21.5 9 M6 12.5 A8.5 8.5 0 0 1 18 12.5 M9.3 16 A4 4 0 0 1 14.7 16",
      lineWidth: 2),
    "airplane": SymbolOutline(
      fill:
        "M12 2 C13 2 13.5 3 13.5 4 L13.5 9.5 L21 14 L21 16 L13.5 13.5 L13.5 18.5 L16 20.5 L16 22 "
        + "L12 21 L8 22 L8 20.5 L10.5 18.5 L10.5 13.5 L3 16 L3 14 L10.5 9.5 L10.5 4 C10.5 3 11 2 12 2 Z"),
    "antenna.radiowaves.left.and.right": SymbolOutline(
      fill: circle(12, 12, 1.8),
      stroke:
        "M12 13 L12 21 M8.5 8.5 A5 5 0 0 0 8.5 15.5 M15.5 8.5 A5 5 0 0 1 15.5 15.5 "
        + "M5.5 5.5 A9.2 9.2 0 0 0 5.5 18.5 M18.5 5.5 A9.2 9.2 0 0 1 18.5 18.5",
      lineWidth: 1.8),
    "bell": SymbolOutline(
      stroke: "M6 17 L6 11 A6 6 0 0 1 18 11 L18 17 L20 19 L4 19 Z M10 21.5 L14 21.5", lineWidth: 1.6),
    "moon.fill": SymbolOutline(fill: "M14 3 A9 9 0 1 0 21 14 A7 7 0 0 1 14 3 Z"),
    "lock": SymbolOutline(
      stroke: "M5 11 L19 11 L19 21 L5 21 Z M8 11 L8 7.5 A4 4 0 0 1 16 7.5 L16 11", lineWidth: 1.6),
    "person.crop.circle": SymbolOutline(
      stroke: circle(12, 12, 10) + " " + circle(12, 9.5, 3.5) + " M5.5 18.5 C7.5 15 16.5 15 18.5 18.5",
      lineWidth: 1.6),
    "magnifyingglass": SymbolOutline(stroke: circle(10, 10, 6.5) + " M15 15 L21 21", lineWidth: 2),
    "square.and.arrow.up": SymbolOutline(
      stroke: "M8 9 L5 9 L5 21 L19 21 L19 9 L16 9 M12 3 L12 15 M8 7 L12 3 L16 7", lineWidth: 1.6),
    "archivebox": SymbolOutline(
      stroke: "M3 4 L21 4 L21 8 L3 8 Z M4.5 8 L4.5 20 L19.5 20 L19.5 8 M10 12 L14 12", lineWidth: 1.6),
    "tray": SymbolOutline(
      stroke: "M3 13 L6 4 L18 4 L21 13 L21 20 L3 20 Z M3 13 L8.5 13 L9.5 15.5 L14.5 15.5 L15.5 13 L21 13",
      lineWidth: 1.6),
    "paperplane": SymbolOutline(stroke: "M3 11 L21 3 L13 21 L11 13 Z M11 13 L21 3", lineWidth: 1.6),
    "clock": SymbolOutline(stroke: circle(12, 12, 10) + " M12 6.5 L12 12 L15.5 14.5", lineWidth: 1.6),
    "sun.max": SymbolOutline(
      stroke: circle(12, 12, 4.5)
        + " M12 2 L12 4.5 M12 19.5 L12 22 M2 12 L4.5 12 M19.5 12 L22 12"
        + " M4.9 4.9 L6.7 6.7 M17.3 17.3 L19.1 19.1 M4.9 19.1 L6.7 17.3 M17.3 6.7 L19.1 4.9",
      lineWidth: 1.8),
    "globe": SymbolOutline(
      stroke: circle(12, 12, 10) + " M2 12 L22 12 M12 2 C7 6 7 18 12 22 M12 2 C17 6 17 18 12 22",
      lineWidth: 1.5),
  ]
}
