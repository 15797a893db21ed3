/// How an accessibility element behaves (UIKit's `UIAccessibilityTraits`). Recorded only.
///
/// UIKit difference: the raw values are Trellis's own (UIKit does not document them); use the
/// named options.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt64

  /// Creates traits from raw bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No traits.
  public static let none: AccessibilityTraits = []
  /// A button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Selected.
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// A keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// A summary read when the app starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Updates often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable (a slider).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// A header.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
  /// A tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 17)
}
