import Foundation
import Testing

@testable import TrellisText

/// |a − b| ≤ tolerance.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite struct FontTests {
  @Test func systemFontMetricsAreInterUnitsScaledByPointSizeOverUnitsPerEm() {
    let font = Font.systemFont(ofSize: 17)
    #expect(font.loadingError == nil)
    #expect(font.fontName == "Inter-Regular")
    #expect(font.familyName == "Inter")
    #expect(font.pointSize == 17)
    // Inter Regular (fontTools): unitsPerEm 2816, typo ascender 2728, descender −680, gap 0,
    // cap height 2048, x height 1536.
    #expect(close(font.ascender, 2728.0 * 17 / 2816))  // 16.46875
    #expect(close(font.descender, -680.0 * 17 / 2816))  // −4.1051…
    #expect(font.leading == 0)
    #expect(close(font.lineHeight, (2728.0 + 680 + 0) * 17 / 2816))  // 20.5738…
    #expect(close(font.capHeight, 2048.0 * 17 / 2816))  // 12.3636…
    #expect(close(font.xHeight, 1536.0 * 17 / 2816))  // 9.2727…
  }

  @Test func weightsHaveUIKitsRawValues() {
    // UIKit's UIFontWeight constants (UIFontDescriptor.h).
    #expect(Font.Weight.ultraLight.rawValue == -0.8)
    #expect(Font.Weight.thin.rawValue == -0.6)
    #expect(Font.Weight.light.rawValue == -0.4)
    #expect(Font.Weight.regular.rawValue == 0)
    #expect(Font.Weight.medium.rawValue == 0.23)
    #expect(Font.Weight.semibold.rawValue == 0.3)
    #expect(Font.Weight.bold.rawValue == 0.4)
    #expect(Font.Weight.heavy.rawValue == 0.56)
    #expect(Font.Weight.black.rawValue == 0.62)
  }

  @Test func weightsMapToTheNearestShippedFile() {
    func name(_ weight: Font.Weight) -> String { Font.systemFont(ofSize: 12, weight: weight).fontName }
    #expect(name(.ultraLight) == "Inter-Regular")
    #expect(name(.light) == "Inter-Regular")
    #expect(name(.regular) == "Inter-Regular")
    #expect(name(.medium) == "Inter-Medium")
    #expect(name(.semibold) == "Inter-SemiBold")
    #expect(name(.bold) == "Inter-Bold")
    #expect(name(.heavy) == "Inter-Bold")
    #expect(name(.black) == "Inter-Bold")
    // 0.26 is 0.03 from medium (0.23) and 0.04 from semibold (0.3).
    #expect(name(Font.Weight(0.26)) == "Inter-Medium")
    #expect(name(Font.Weight(.nan)) == "Inter-Regular")
    #expect(Font.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
    #expect(Font.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
  }

  @Test func shippedFontsAreFoundByPostScriptOrFamilyName() {
    #expect(Font(name: "Inter-Bold", size: 10)?.fontName == "Inter-Bold")
    #expect(Font(name: "Inter-SemiBold", size: 10)?.weight == .semibold)
    #expect(Font(name: "Inter", size: 10)?.fontName == "Inter-Regular")
    #expect(Font(name: "Inter-Italic", size: 9)?.pointSize == 9)
    #expect(Font(name: "Helvetica", size: 10) == nil)
    #expect(Font(name: "Inter Bold", size: 10) == nil)
  }

  @Test func invalidPointSizesBecomeZeroAndHugeOnesAreClamped() {
    #expect(Font.systemFont(ofSize: -3).pointSize == 0)
    #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
    #expect(Font.systemFont(ofSize: .infinity).pointSize == 0)
    #expect(Font.systemFont(ofSize: 0).lineHeight == 0)
    #expect(Font.systemFont(ofSize: 1e300).pointSize == 1e12)
  }

  @Test func preferredFontsAtLargeHaveApplesDefaultSizes() {
    // HIG "Dynamic Type sizes", Large: size (weight).
    let expected: [(Font.TextStyle, CGFloat, String)] = [
      (.largeTitle, 34, "Inter-Regular"), (.title1, 28, "Inter-Regular"), (.title2, 22, "Inter-Regular"),
      (.title3, 20, "Inter-Regular"), (.headline, 17, "Inter-SemiBold"), (.body, 17, "Inter-Regular"),
      (.callout, 16, "Inter-Regular"), (.subheadline, 15, "Inter-Regular"), (.footnote, 13, "Inter-Regular"),
      (.caption1, 12, "Inter-Regular"), (.caption2, 11, "Inter-Regular"),
    ]
    for (style, size, name) in expected {
      let font = Font.preferredFont(forTextStyle: style)
      #expect(font.pointSize == size, "\(style.rawValue)")
      #expect(font.fontName == name, "\(style.rawValue)")
      #expect(Font.preferredFont(forTextStyle: style, compatibleWith: .unspecified).pointSize == size)
    }
    // HIG leading at Large.
    let leading: [(Font.TextStyle, CGFloat)] = [
      (.largeTitle, 41), (.title1, 34), (.title2, 28), (.title3, 25), (.headline, 22), (.body, 22),
      (.callout, 21), (.subheadline, 20), (.footnote, 18), (.caption1, 16), (.caption2, 13),
    ]
    for (style, value) in leading { #expect(style.leadingAtLargeSize == value) }
  }

  @Test func bodySizeFollowsTheContentSizeCategory() {
    // HIG: xSmall 14, Small 15, Medium 16, Large 17, xLarge 19, xxLarge 21, xxxLarge 23;
    // AX1 28, AX2 33, AX3 40, AX4 47, AX5 53.
    let categories: [ContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    let sizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    for (category, size) in zip(categories, sizes) {
      #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: category).pointSize == size)
    }
    // Other styles, from the table in docs/text.md: Large Title at AX5 60, Caption 2 at xSmall 11,
    // Footnote at Small 12, Title 3 at AX1 31.
    #expect(
      Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: .accessibilityExtraExtraExtraLarge)
        .pointSize == 60)
    #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: .extraSmall).pointSize == 11)
    #expect(Font.preferredFont(forTextStyle: .footnote, compatibleWith: .small).pointSize == 12)
    #expect(Font.preferredFont(forTextStyle: .title3, compatibleWith: .accessibilityMedium).pointSize == 31)
  }

  @Test func unknownStylesAndCategoriesSizeAsBodyAtLarge() {
    #expect(Font.TextStyle(rawValue: "custom").pointSize(for: .extraLarge) == 19)  // body at xLarge
    #expect(Font.TextStyle.title1.pointSize(for: ContentSizeCategory(rawValue: "custom")) == 28)
    #expect(!ContentSizeCategory(rawValue: "custom").isAccessibilityCategory)
  }

  @Test func accessibilityCategoriesAreTheFiveLargest() {
    let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
    #expect(
      accessibility == [
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
      ])
    #expect(ContentSizeCategory.extraSmall < .large)
    #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(ContentSizeCategory.unspecified < .extraSmall)
    #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
  }

  @Test func fontMetricsScaleByTheStylesSizeRatio() {
    let body = FontMetrics.default
    // Body: xxxLarge 23 / Large 17.
    #expect(close(body.scaledValue(for: 10, compatibleWith: .extraExtraExtraLarge), 10 * 23.0 / 17))
    #expect(body.scaledValue(for: 10) == 10)
    let font = Font.systemFont(ofSize: 20)
    #expect(
      close(
        body.scaledFont(for: font, compatibleWith: .accessibilityExtraExtraExtraLarge).pointSize,
        20 * 53.0 / 17))
    #expect(body.scaledFont(for: font).pointSize == 20)
    #expect(
      body.scaledFont(for: font, maximumPointSize: 30, compatibleWith: .accessibilityMedium).pointSize == 30)
    // Caption 2 at xSmall is 11 = its Large size: factor 1.
    #expect(FontMetrics(forTextStyle: .caption2).scaledValue(for: 7, compatibleWith: .extraSmall) == 7)
    // Title 1 at xSmall: 25 / 28.
    #expect(close(FontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: .extraSmall), 25))
  }
}
