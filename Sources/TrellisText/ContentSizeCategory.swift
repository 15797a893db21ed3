/// The user's preferred text size (UIKit's `UIContentSizeCategory`), with UIKit's raw values.
///
/// Ordered from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``; ``unspecified`` sorts
/// first and sizes text as ``large`` does.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable, CaseIterable {
  /// UIKit's raw value, e.g. `"UICTContentSizeCategoryL"`.
  public let rawValue: String
  /// The category with UIKit's raw value `rawValue`; unknown raw values are kept and size text as
  /// ``large``.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No preference (sizes text as ``large``).
  public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// xSmall.
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large: the default.
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// xLarge.
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// xxLarge.
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// xxxLarge.
  public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// AX1.
  public static let accessibilityMedium = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// AX2.
  public static let accessibilityLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// AX3.
  public static let accessibilityExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// AX4.
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// AX5.
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every category, ``unspecified`` first, then from smallest to largest.
  public static let allCases: [ContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The position in the Dynamic Type table's columns (0 = xSmall … 11 = AX5); ``large``'s (3)
  /// for ``unspecified`` and unknown raw values.
  var sizeIndex: Int {
    guard let index = Self.allCases.firstIndex(of: self), index > 0 else { return 3 }
    return index - 1
  }

  /// Whether this is one of the five larger accessibility sizes (AX1 … AX5).
  public var isAccessibilityCategory: Bool {
    guard let index = Self.allCases.firstIndex(of: self) else { return false }
    return index >= 8
  }

  /// Orders by size; ``unspecified`` and unknown raw values sort before ``extraSmall``.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
