import Foundation

#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(macOS))
// Apple's SDKs declare these keys (same raw values); Linux Foundation does not.
extension NSAttributedString.Key {
  /// The font of the text: a ``Font`` value (UIKit's `NSAttributedString.Key.font`).
  public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
  /// The paragraph style of the text: a ``ParagraphStyle`` value.
  public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
}
#endif

/// Measurement helpers behind the `NSString`-shaped API.
enum StringDrawing {
  static let fontKey = NSAttributedString.Key("NSFont")
  static let paragraphStyleKey = NSAttributedString.Key("NSParagraphStyle")

  /// The font in `attributes`, else Inter Regular 12 pt.
  static func font(_ attributes: [NSAttributedString.Key: Any]?) -> Font {
    (attributes?[fontKey] as? Font) ?? Font.systemFont(ofSize: 12)
  }

  /// The line break mode in `attributes`, else word wrapping.
  static func lineBreakMode(_ attributes: [NSAttributedString.Key: Any]?) -> LineBreakMode {
    (attributes?[paragraphStyleKey] as? ParagraphStyle)?.lineBreakMode ?? .byWordWrapping
  }

  static func boundingRect(
    _ string: String, size: CGSize, options: StringDrawingOptions, attributes: [NSAttributedString.Key: Any]?
  ) -> CGRect {
    let font = font(attributes)
    guard options.contains(.usesLineFragmentOrigin) else {
      // One line on the baseline: every cluster, line terminators measuring 0, no width limit.
      let whole = string.startIndex..<string.endIndex
      let clusters = ClusterMeasurement.clusters(of: string, in: whole, face: font.face)
      let builder = LineBuilder(string: string, font: font, width: .infinity, mode: .byClipping)
      let width = clusters.isEmpty ? 0 : builder.points(builder.units(clusters, 0..<clusters.count))
      return CGRect(x: 0, y: -font.ascender, width: width, height: string.isEmpty ? 0 : font.lineHeight)
    }
    var mode = lineBreakMode(attributes)
    let width = size.width.isNaN || size.width <= 0 ? CGFloat.infinity : size.width
    var numberOfLines = 0
    var wraps = !mode.shortensLastLine
    if options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0, font.lineHeight > 0
    {
      // Heights of more than a million lines (CGFloat.greatestFiniteMagnitude included) do not
      // limit the lines; the conversion to Int stays far from its range's end.
      let fitting = (size.height / font.lineHeight).rounded(.down)
      numberOfLines = fitting > 1_000_000 ? 0 : max(1, Int(fitting))
      wraps = true
      if !mode.shortensLastLine { mode = .byTruncatingTail }
    }
    let layout = TextLayout(
      validatedString: string, font: font, width: width, lineBreakMode: mode, numberOfLines: numberOfLines,
      wrapsLines: wraps)
    return CGRect(origin: .zero, size: layout.size)
  }
}

extension StringProtocol {
  /// The size of the string set in one line per paragraph with `attributes` (``Font`` under
  /// `.font`, Inter Regular 12 pt when absent): the widest paragraph by the number of
  /// paragraphs × the font's line height. Not rounded.
  ///
  /// UIKit difference: UIKit's default font is Helvetica 12 pt; widths are Inter's
  /// (docs/text.md §6).
  /// - Complexity: O(n log g), n grapheme clusters.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.boundingRect(
      String(self), size: CGSize(width: CGFloat.infinity, height: .infinity),
      options: .usesLineFragmentOrigin,
      attributes: attributes
    ).size
  }

  /// The rectangle the string occupies when laid out in `size` with `options` and `attributes`
  /// (UIKit's `NSString.boundingRect(with:options:attributes:context:)`). Not rounded: round up
  /// to pixels to size a view, as UIKit's documentation advises.
  ///
  /// - With ``StringDrawingOptions/usesLineFragmentOrigin``: lines wrap within `size.width` as a
  ///   ``TextLayout`` with no line limit; under a ``ParagraphStyle`` whose mode clips or
  ///   truncates, each paragraph is one line, shortened to the width. The origin is (0, 0).
  ///   `size.height` limits the lines only with ``StringDrawingOptions/truncatesLastVisibleLine``.
  /// - Without it: the whole string is one line (line terminators measure 0, no width limit),
  ///   the origin is on the baseline: y = −ascender, height = one line.
  ///
  /// UIKit difference: a zero, negative or NaN width means no limit here (UIKit's behaviour for
  /// such sizes is not documented); `context`'s scale factors are not applied.
  public func boundingRect(
    with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: StringDrawingContext? = nil
  ) -> CGRect {
    let rect = StringDrawing.boundingRect(String(self), size: size, options: options, attributes: attributes)
    context?.totalBounds = rect
    return rect
  }
}
