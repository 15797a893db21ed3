import Foundation

extension Font {
  /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`), with UIKit's raw values.
  ///
  /// Sizes per ``ContentSizeCategory`` are in docs/text.md §3 with their sources.
  public struct TextStyle: RawRepresentable, Hashable, Sendable, CaseIterable {
    /// UIKit's raw value, e.g. `"UICTFontTextStyleBody"`.
    public let rawValue: String
    /// The style with UIKit's raw value `rawValue`; unknown raw values size as ``body``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Large Title: 34 pt at Large.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1: 28 pt at Large.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2: 22 pt at Large.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3: 20 pt at Large.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline: 17 pt semibold at Large.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline: 15 pt at Large.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body: 17 pt at Large.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout: 16 pt at Large.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote: 13 pt at Large.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1: 12 pt at Large.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2: 11 pt at Large.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The eleven styles, largest first.
    public static let allCases: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1,
      .caption2,
    ]

    /// The style's point size at `category` (docs/text.md §3, "Dynamic Type sizes").
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
      let index = category.sizeIndex
      guard let row = Self.sizes[self] ?? Self.sizes[.body], row.indices.contains(index) else { return 17 }
      return CGFloat(row[index])
    }

    /// The style's weight: semibold for ``headline``, regular for the others.
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The line spacing Apple's Human Interface Guidelines give for the style at the Large size
    /// (41 for Large Title … 13 for Caption 2; docs/text.md §3). Not used for measurement: a
    /// line's height comes from the font's metrics (``Font/lineHeight``).
    ///
    /// UIKit difference: UIKit has no such property; the guidelines publish it as a design value.
    public var leadingAtLargeSize: CGFloat {
      CGFloat(Self.largeLeading[self, default: 22])
    }

    /// Point sizes for xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
    private static let sizes: [TextStyle: [Int]] = [
      .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    private static let largeLeading: [TextStyle: Int] = [
      .largeTitle: 41, .title1: 34, .title2: 28, .title3: 25, .headline: 22, .body: 22, .callout: 21,
      .subheadline: 20, .footnote: 18, .caption1: 16, .caption2: 13,
    ]
  }
}
