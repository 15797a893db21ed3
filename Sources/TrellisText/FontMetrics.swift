import Foundation

/// Scales fonts and values for Dynamic Type as a text style does (UIKit's `UIFontMetrics`).
///
/// Scaling multiplies by the ratio of the style's size at the category to its size at Large
/// (docs/text.md §3): body at xxxLarge is 23/17 of body at Large.
///
/// UIKit difference: Apple does not publish UIFontMetrics's curve; the ratio of the published
/// Dynamic Type sizes is our approximation, and results are not rounded.
public struct FontMetrics: Hashable, Sendable {
  /// The text style whose scaling this applies.
  public let textStyle: Font.TextStyle

  /// Metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

  /// The body style's metrics.
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// The factor for `category` (Large when nil): size at category ÷ size at Large.
  public func scaleFactor(for category: ContentSizeCategory?) -> CGFloat {
    textStyle.pointSize(for: category ?? .large) / textStyle.pointSize(for: .large)
  }

  /// `font` scaled for the default category, Large (so unchanged).
  ///
  /// UIKit difference: UIKit uses the app's current category; Trellis has no global setting.
  public func scaledFont(for font: Font) -> Font { scaledFont(for: font, compatibleWith: nil) }

  /// `font` scaled for `category`.
  public func scaledFont(for font: Font, compatibleWith category: ContentSizeCategory?) -> Font {
    font.withSize(font.pointSize * scaleFactor(for: category))
  }

  /// `font` scaled for `category`, no larger than `maximumPointSize` (a maximum of 0 means none,
  /// as in UIKit).
  public func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith category: ContentSizeCategory? = nil
  ) -> Font {
    let scaled = font.pointSize * scaleFactor(for: category)
    return font.withSize(maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled)
  }

  /// `value` scaled for the default category, Large (so unchanged).
  public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

  /// `value` scaled for `category`.
  public func scaledValue(for value: CGFloat, compatibleWith category: ContentSizeCategory?) -> CGFloat {
    value * scaleFactor(for: category)
  }
}
