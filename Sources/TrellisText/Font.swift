import Foundation

/// A font at a point size: UIKit's `UIFont` as a value type, backed by the Inter font files this
/// module ships (docs/text.md §1) or by any OpenType font you load (``init(face:size:)``).
///
/// Metrics are the font's own values scaled by `pointSize / unitsPerEm` and are not rounded.
///
/// UIKit difference: the system font is Inter, not San Francisco (SF Pro is not
/// redistributable), so widths differ from an iPhone's; docs/text.md §6 says what is known.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The parsed font file.
  public let face: OpenTypeFont
  /// The point size (em size) in points.
  public let pointSize: CGFloat
  /// The weight asked for (the face is the nearest shipped weight for system fonts).
  public let weight: Weight
  /// Why the requested bundled file could not be loaded, when this font measures with a
  /// placeholder face instead (nil normally).
  public let loadingError: FontLoadingError?

  /// A font using `face` at `size` points.
  ///
  /// UIKit difference: UIKit's `UIFont(name:size:)` looks fonts up by name among installed fonts;
  /// here you pass the parsed file. A negative, NaN or infinite `size` gives size 0; sizes above
  /// 10¹² points are 10¹² (Trellis's largest length, docs/limits.md).
  public init(face: OpenTypeFont, size: CGFloat) {
    self.init(face: face, size: size, weight: Self.weight(ofClass: face.weightClass), loadingError: nil)
  }

  private init(face: OpenTypeFont, size: CGFloat, weight: Weight, loadingError: FontLoadingError?) {
    self.face = face
    self.pointSize = size.isFinite && size > 0 ? min(size, 1e12) : 0
    self.weight = weight
    self.loadingError = loadingError
  }

  /// A shipped font by PostScript name — "Inter-Regular", "Inter-Medium", "Inter-SemiBold",
  /// "Inter-Bold", "Inter-Italic" — or the family name "Inter" (Regular), at `fontSize` points;
  /// nil for any other name (UIKit's `UIFont(name:size:)`).
  ///
  /// UIKit difference: only the fonts TrellisText ships can be found by name, and full names
  /// ("Inter Bold") are not matched; load other files with ``init(face:size:)``.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard let file = fontName == "Inter" ? .regular : BundledFont(rawValue: fontName) else { return nil }
    self = Self.bundled(file, size: fontSize, weight: file.weight)
  }

  /// UIKit's weight nearest a CSS/OpenType weight class (400 → regular, 700 → bold, …).
  private static func weight(ofClass weightClass: Int) -> Weight {
    let table: [(Int, Weight)] = [
      (100, .ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium), (600, .semibold),
      (700, .bold), (800, .heavy), (900, .black),
    ]
    return table.min { abs($0.0 - weightClass) < abs($1.0 - weightClass) }?.1 ?? .regular
  }

  static func bundled(_ file: BundledFont, size: CGFloat, weight: Weight) -> Font {
    switch file.face {
    case .success(let face):
      return Font(face: face, size: size, weight: weight, loadingError: nil)
    case .failure(let error):
      return Font(
        face: OpenTypeFont(placeholderNamed: file.rawValue), size: size, weight: weight, loadingError: error)
    }
  }

  /// The system font (Inter Regular) at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points in the shipped weight nearest `weight`: Inter Regular
  /// (ultraLight … regular), Medium, Semi Bold or Bold (bold … black).
  ///
  /// UIKit difference: San Francisco has all nine weights; Inter is shipped in four, so the
  /// lighter and heavier weights measure as Regular and Bold.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    bundled(BundledFont.matching(weight: weight, italic: false), size: fontSize, weight: weight)
  }

  /// The bold system font (Inter Bold) at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font (Inter Italic, regular weight) at `fontSize` points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    bundled(.italic, size: fontSize, weight: .regular)
  }

  /// The font for `style` at the default content size category, ``ContentSizeCategory/large``.
  ///
  /// UIKit difference: UIKit reads the app's current category; Trellis has no global setting, so
  /// this is Large — pass a category with ``preferredFont(forTextStyle:compatibleWith:)``.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font for `style` at `category` (Large when nil): the size from the Dynamic Type table
  /// (docs/text.md §3), semibold for ``TextStyle/headline``, regular otherwise.
  ///
  /// UIKit difference: UIKit takes a `UITraitCollection`; this takes its content size category.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory?
  )
    -> Font
  {
    systemFont(ofSize: style.pointSize(for: category ?? .large), weight: style.weight)
  }

  /// The same face at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(face: face, size: fontSize, weight: weight, loadingError: loadingError)
  }

  /// Points per font unit at this size.
  var scale: CGFloat { pointSize / CGFloat(face.unitsPerEm) }

  /// The PostScript name of the face, e.g. "Inter-SemiBold".
  public var fontName: String { face.postScriptName }
  /// The family name, "Inter" for the system fonts.
  public var familyName: String { face.familyName }
  /// The distance from the baseline to the top of the line, in points (positive).
  public var ascender: CGFloat { CGFloat(face.ascender) * scale }
  /// The distance from the baseline to the bottom of the line, in points (negative).
  public var descender: CGFloat { CGFloat(face.descender) * scale }
  /// The font's line gap in points (0 for Inter).
  public var leading: CGFloat { CGFloat(face.lineGap) * scale }
  /// The height of a line: ``ascender`` − ``descender`` + ``leading``.
  public var lineHeight: CGFloat { ascender - descender + leading }
  /// The height of capital letters in points (0 when the font does not say).
  public var capHeight: CGFloat { CGFloat(face.capHeight ?? 0) * scale }
  /// The height of lower-case x in points (0 when the font does not say).
  public var xHeight: CGFloat { CGFloat(face.xHeight ?? 0) * scale }

  /// Fonts are equal when they use the same parsed face at the same size and weight.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.face === rhs.face && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  /// Hashes the face's identity, the size and the weight.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(face))
    hasher.combine(pointSize)
    hasher.combine(weight)
  }

  /// "Inter-Regular 17.0pt".
  public var description: String { "\(fontName) \(pointSize)pt" }
}
