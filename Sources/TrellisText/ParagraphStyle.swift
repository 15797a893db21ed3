/// The paragraph attributes text measurement reads (UIKit's `NSParagraphStyle`), passed under
/// `NSAttributedString.Key.paragraphStyle`.
///
/// UIKit difference: a value type with only ``lineBreakMode``; UIKit's is a class
/// (`NSMutableParagraphStyle` to change it) with spacing, alignment and tab stops, which Trellis
/// does not measure yet.
public struct ParagraphStyle: Hashable, Sendable {
  /// How lines wrap or are shortened. Default ``LineBreakMode/byWordWrapping``.
  public var lineBreakMode: LineBreakMode

  /// A style with `lineBreakMode` (UIKit's default, word wrapping, when omitted).
  public init(lineBreakMode: LineBreakMode = .byWordWrapping) {
    self.lineBreakMode = lineBreakMode
  }

  /// UIKit's default paragraph style: word wrapping.
  public static let `default` = ParagraphStyle()
}
