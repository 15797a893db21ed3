/// Options for measuring a string (UIKit's `NSStringDrawingOptions`), with UIKit's raw values.
public struct StringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: Int
  /// Options with bits `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lay the text out in lines within the given width; the rectangle's origin is the top-left
  /// of the first line. Without it the string is one line and the origin is on its baseline.
  public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
  /// Use the font's leading for line spacing. Lines here are always `ascender − descender +
  /// leading` high (Inter's leading is 0), so this changes nothing.
  public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
  /// Use glyph image bounds. Not applied: Trellis reads no outlines; typographic bounds are used.
  ///
  /// UIKit difference: UIKit then returns the bounds of the glyphs' ink.
  public static let usesDeviceMetrics = StringDrawingOptions(rawValue: 1 << 3)
  /// With ``usesLineFragmentOrigin``, keep only the lines that fit in the given height (at least
  /// one) and end the last with "…" when text is left over.
  public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}
