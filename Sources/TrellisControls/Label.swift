import Foundation

/// A view that shows one or more lines of read-only text, shaped as `UILabel`.
///
/// The text is measured with TrellisText (Inter, docs/text.md): `intrinsicContentSize` is the
/// widest line by the number of lines × the font's line height, each rounded up to the pixel
/// grid of `contentScaleFactor`. A single-line label (`numberOfLines == 1`, the default) is as wide
/// as its whole text. A multi-line label wraps at `preferredMaxLayoutWidth` when it is set, else
/// at the width Auto Layout gave it: when its bounds' width changes it measures itself again at
/// that width and lays the tree out once more, so a label pinned on both sides gets the height
/// of its wrapped text (docs/controls.md §2, "Two-pass measurement").
///
/// Drawing is recorded (`drawingCommands`): each line as a run of text on its baseline, the text
/// block centred vertically in the bounds, each line placed by `textAlignment`.
///
/// UIKit difference: one font and one colour for the whole text (an attributed string's
/// attributes at its first character are used); `adjustsFontSizeToFitWidth`,
/// `minimumScaleFactor` and `isEnabled` are recorded and change neither
/// measurement nor drawing.
@MainActor
open class Label: View, ContentDrawing, LayoutBaselineProviding, LayoutWidthMeasuring {
  // MARK: - Text

  /// The text shown, or `nil`. The default is `nil`.
  ///
  /// Setting it replaces `attributedText` with plain text in the label's `font` and
  /// `textColor`, and invalidates the intrinsic content size.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = nil
      textDidChange()
    }
  }

  /// The text with its attributes, or `nil`.
  ///
  /// Reading it when plain text was set gives that text with the label's `font` (under
  /// `.font`) and `textColor` (under `.foregroundColor`). Setting it replaces `text` with its
  /// characters and, as UIKit documents, takes `font` and `textColor` from the attributes at the
  /// first character when they are there (`.font` must hold a `Font`, `.foregroundColor` a
  /// `Color`); a `ParagraphStyle` there sets `lineBreakMode`.
  ///
  /// UIKit difference: attributes that vary along the string are not drawn or measured; the
  /// whole text uses the label's font and colour.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText { return storedAttributedText }
      guard let storedText else { return nil }
      return NSAttributedString(
        string: storedText, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
    }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string
      if let newValue, newValue.length > 0 {
        let attributes = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? Font { storedFont = font }
        if let color = attributes[.foregroundColor] as? Color { textColor = color }
        if let style = attributes[.paragraphStyle] as? ParagraphStyle { lineBreakMode = style.lineBreakMode }
      }
      fontDidChange()
    }
  }

  private var storedText: String?
  private var storedAttributedText: NSAttributedString?

  // MARK: - Style

  /// The font of the text. The default is the system font at 17 points, UIKit's default label
  /// font (docs/controls.md §2). Setting it invalidates the intrinsic content size.
  ///
  /// When `adjustsFontForContentSizeCategory` is on and the font is a text style's font
  /// (`Font.preferredFont(forTextStyle:)`), the label keeps it at the size of that style for
  /// `preferredContentSizeCategory`.
  open var font: Font {
    get { storedFont }
    set {
      storedFont = newValue
      fontDidChange()
    }
  }
  private var storedFont = Font.systemFont(ofSize: Label.defaultFontSize)

  /// The size of the default font, 17 points (docs/controls.md §2).
  public static let defaultFontSize: CGFloat = 17

  /// The colour of the text. The default is `Color.label`, UIKit's (black in light mode, white in
  /// dark).
  open var textColor: Color = .label

  /// The colour of the text while `isHighlighted`, or `nil` to keep `textColor`. The default is
  /// `nil`.
  open var highlightedTextColor: Color?

  /// Whether the label draws its text in `highlightedTextColor`. The default is `false`.
  open var isHighlighted = false

  /// Whether the label is enabled. The default is `true`. Recorded only (UIKit dims a disabled
  /// label's text).
  open var isEnabled = true

  /// How lines are placed horizontally. The default is `.natural`.
  open var textAlignment = TextAlignment.natural

  /// How the last line that does not fit is shortened, and how lines wrap. The default is
  /// `.byTruncatingTail`. Setting it invalidates the intrinsic content size.
  open var lineBreakMode = LineBreakMode.byTruncatingTail {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The most lines the text may use; 0 means as many as needed. The default is 1.
  ///
  /// A negative value is refused: the property keeps its value (UIKit does not document one).
  /// Setting it invalidates the intrinsic content size.
  open var numberOfLines = 1 {
    didSet {
      if numberOfLines < 0 { numberOfLines = oldValue }
      if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
    }
  }

  /// The width at which a multi-line label wraps for its intrinsic content size; 0 (the
  /// default) means the width Auto Layout gives it.
  ///
  /// A negative, NaN or infinite value is refused: the property keeps its value.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet {
      if !(preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth >= 0) {
        preferredMaxLayoutWidth = oldValue
      }
      if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
    }
  }

  /// Whether the font follows the content size category: a text style's font is replaced by the
  /// same style's font for `preferredContentSizeCategory` (docs/text.md §3). The default is
  /// `false`.
  ///
  /// UIKit difference: a `Font` does not remember which text style made it, so the label
  /// recognises a text style's font by its size and weight at Large (else at the current category)
  /// (all eleven styles differ there, docs/controls.md §2). A system font of the same size and
  /// weight (`systemFont(ofSize: 17)` is body's) is therefore treated as that style; fonts made
  /// with `FontMetrics` are not recognised.
  open var adjustsFontForContentSizeCategory = false {
    didSet { applyContentSizeCategory() }
  }

  /// The content size category the label sizes text-style fonts for when
  /// `adjustsFontForContentSizeCategory` is on: the label's trait collection's
  /// (`traitCollection.preferredContentSizeCategory`) unless set. Setting it rescales the font and
  /// invalidates the intrinsic content size.
  ///
  /// UIKit difference: UIKit labels have no such property (they read the trait collection); it
  /// stays for tests that size one label for a category without changing its traits.
  open var preferredContentSizeCategory: ContentSizeCategory {
    get { categoryOverride ?? traitCollection.preferredContentSizeCategory }
    set {
      guard newValue != preferredContentSizeCategory || categoryOverride == nil else { return }
      categoryOverride = newValue
      applyContentSizeCategory()
    }
  }

  private var categoryOverride: ContentSizeCategory?

  /// Rescales a text style's font when the trait collection's content size category changed
  /// and `adjustsFontForContentSizeCategory` is on; call `super` when you override.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if categoryOverride == nil,
      previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    {
      applyContentSizeCategory()
    }
  }

  /// Whether the font shrinks to fit the width. Recorded only. The default is `false`.
  ///
  /// UIKit difference: the text is not shrunk; it is truncated by `lineBreakMode`.
  open var adjustsFontSizeToFitWidth = false

  /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may shrink to. Recorded
  /// only. The default is 0; values outside 0…1 or NaN are refused (the property keeps its
  /// value).
  open var minimumScaleFactor: CGFloat = 0 {
    didSet {
      if !(minimumScaleFactor >= 0 && minimumScaleFactor <= 1) { minimumScaleFactor = oldValue }
    }
  }

  /// The text style of `font`, when it is one's (see `adjustsFontForContentSizeCategory`).
  private var fontTextStyle: Font.TextStyle?

  // MARK: - Creating

  /// Creates a label with `frame` and no text.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label from an archive: an empty label with a zero frame (see `View`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  // MARK: - Measuring

  /// The text's natural size: the widest line by lines × line height, each rounded up to the
  /// pixel grid (`ceil(value × contentScaleFactor) / contentScaleFactor`); (0, 0) without text.
  ///
  /// Lines wrap at `preferredMaxLayoutWidth` when it is set, else (for a multi-line label) at the
  /// bounds' width once the label has one, else not at all. docs/controls.md §2.
  open override var intrinsicContentSize: CGSize {
    intrinsicContentSize(forLayoutWidth: bounds.width)
  }

  /// Whether the intrinsic height depends on the width the layout gives the label:
  /// `numberOfLines != 1` and no `preferredMaxLayoutWidth`.
  public var intrinsicSizeDependsOnLayoutWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth == 0
  }

  /// The intrinsic content size the label would have at `width` points wide (0, negative or
  /// non-finite: not yet laid out, no limit). `preferredMaxLayoutWidth` wins when set; a
  /// single-line label ignores the width.
  public func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
    let wrapWidth = wrappingWidth(layoutWidth: width)
    widthUsedForIntrinsicSize = width
    let string = storedText ?? ""
    guard !string.isEmpty else { return .zero }
    guard let layout = layout(string, width: wrapWidth, numberOfLines: numberOfLines) else { return .zero }
    return pixelCeiling(layout.size)
  }

  /// The width lines wrap at for the intrinsic size, `.infinity` for none.
  private func wrappingWidth(layoutWidth: CGFloat) -> CGFloat {
    if numberOfLines == 1 { return .infinity }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return layoutWidth.isFinite && layoutWidth > 0 ? layoutWidth : .infinity
  }

  /// The layout width the last intrinsic size was measured for.
  private var widthUsedForIntrinsicSize: CGFloat?

  /// The size that fits the text when the label is at most `size.width` wide (a width that is 0,
  /// negative or not finite means no limit), rounded up to pixels: for a single-line label the
  /// whole text's width, for a multi-line one the wrapped lines (at most `numberOfLines`).
  /// `size.height` does not limit the result, as in UIKit.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let string = storedText ?? ""
    guard !string.isEmpty else { return .zero }
    let width: CGFloat =
      numberOfLines == 1 ? .infinity : (size.width.isFinite && size.width > 0 ? size.width : .infinity)
    guard let layout = layout(string, width: width, numberOfLines: numberOfLines) else { return .zero }
    return pixelCeiling(layout.size)
  }

  /// The rectangle the text occupies when drawn in `bounds` with at most `numberOfLines` lines
  /// (0: no limit) — and no more lines than fit in `bounds.height` (at least one) — at the
  /// bounds' origin, its size rounded up to pixels and no wider than the bounds (docs/controls.md
  /// §2, "Drawing").
  ///
  /// Override it to change where the text goes; `drawText(in:)` uses it.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    guard let layout = textLayout(inBounds: bounds, numberOfLines: numberOfLines) else {
      return CGRect(origin: bounds.origin, size: .zero)
    }
    let size = pixelCeiling(layout.size)
    let usableWidth = bounds.width.isFinite ? max(bounds.width, 0) : size.width
    return CGRect(
      origin: bounds.origin, size: CGSize(width: min(size.width, usableWidth), height: size.height))
  }

  /// The lines drawn in `bounds` with at most `numberOfLines` lines and no more than fit in the
  /// bounds' height (at least one); `nil` without text or with unusable bounds.
  private func textLayout(inBounds bounds: CGRect, numberOfLines: Int) -> TextLayout? {
    let string = storedText ?? ""
    guard !string.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return nil }
    let limit = max(numberOfLines, 0)
    let lineHeight = font.lineHeight
    var fitting = limit
    if lineHeight > 0 {
      let fit = (max(bounds.height, 0) / lineHeight + 1e-9).rounded(.down)
      let fitCount = fit >= 1_000_000 ? 0 : max(1, Int(fit))
      if fitCount > 0 { fitting = limit == 0 ? fitCount : min(limit, fitCount) }
    }
    return layout(string, width: max(bounds.width, 0), numberOfLines: fitting)
  }

  /// `string` laid out in the label's font and line break mode; the last two layouts are kept
  /// (a self-sizing pass measures at no width, then at the solved one, then draws at it).
  private func layout(_ string: String, width: CGFloat, numberOfLines: Int) -> TextLayout? {
    let key = LabelLayoutKey(
      string: string, font: font, width: width.isNaN ? .infinity : width, lineBreakMode: lineBreakMode,
      numberOfLines: max(numberOfLines, 0))
    if let hit = recentLayouts.first(where: { $0.key == key }) { return hit.layout }
    let layout = try? TextLayout(
      string: key.string, font: key.font, width: key.width, lineBreakMode: key.lineBreakMode,
      numberOfLines: key.numberOfLines)
    if recentLayouts.count == 2 { recentLayouts.removeFirst() }
    recentLayouts.append((key, layout))
    return layout
  }

  /// The last two layouts, oldest first, with what they were made from.
  private var recentLayouts: [(key: LabelLayoutKey, layout: TextLayout?)] = []

  /// `size` rounded up to the pixel grid of `contentScaleFactor`.
  private func pixelCeiling(_ size: CGSize) -> CGSize {
    let scale = contentScaleFactor
    func up(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }
    return CGSize(width: up(size.width), height: up(size.height))
  }

  // MARK: - Two-pass measurement

  /// Lays out the label; when its intrinsic height depends on its width and its intrinsic size
  /// was measured at another width, invalidates its intrinsic content size and lays the tree out
  /// once more, so the constraints see the height at the new width (docs/controls.md §2). A label
  /// whose intrinsic size nobody asked for since it last changed (one laid out by frames, such as
  /// a list content view's) has no stale size to correct, and is laid out once.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard intrinsicSizeDependsOnLayoutWidth, bounds.width > 0, bounds.width.isFinite,
      let measured = widthUsedForIntrinsicSize, measured != bounds.width
    else { return }
    widthUsedForIntrinsicSize = nil
    invalidateIntrinsicContentSize()
    guard !Label.isRemeasuring else { return }
    Label.isRemeasuring = true
    defer { Label.isRemeasuring = false }
    layoutIfNeeded()
  }

  /// Whether a second layout pass started by a label is running (no label starts another
  /// within it; what is left is done at the next pass).
  private static var isRemeasuring = false

  // MARK: - Drawing

  /// Records the text drawn in `rect`: the lines of `textRect(forBounds:limitedToNumberOfLines:)`
  /// centred vertically in `rect`, each placed by `textAlignment`, on baselines one line height
  /// apart starting `font.ascender` below the text's top (docs/controls.md §2, "Drawing").
  ///
  /// Override it to draw the text elsewhere (for example inset); call `super` to draw it.
  open func drawText(in rect: CGRect) {
    recordedCommands += textCommands(in: rect)
  }

  /// What the label draws: the text, through `drawText(in:)` in its bounds.
  public var drawingCommands: [DrawingCommand] {
    recordedCommands = []
    drawText(in: bounds)
    defer { recordedCommands = [] }
    return recordedCommands
  }

  private var recordedCommands: [DrawingCommand] = []

  /// The text runs of the lines drawn in `rect`.
  private func textCommands(in rect: CGRect) -> [DrawingCommand] {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite,
      let layout = textLayout(inBounds: rect, numberOfLines: numberOfLines)
    else { return [] }
    let textHeight = CGFloat(layout.lines.count) * layout.lineHeight
    let top = rect.minY + (rect.height - textHeight) / 2
    let color = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
    let alignment = resolvedAlignment
    let font = self.font
    return layout.lines.enumerated().compactMap { index, line in
      // Spaces at the end of a line draw nothing: they are left out of the run (and its width).
      var shown = line.text
      while let last = shown.last, last.isWhitespace, !last.isNewline { shown.removeLast() }
      guard !shown.isEmpty else { return nil }
      let width = shown == line.text ? line.width : shown.size(withAttributes: [.font: font]).width
      let x: CGFloat
      switch alignment {
      case .left: x = rect.minX
      case .right: x = rect.maxX - width
      default: x = rect.midX - width / 2
      }
      let baseline = top + CGFloat(index) * layout.lineHeight + font.ascender
      return .text(
        DrawingCommand.Text(
          string: shown, fontName: font.fontName, familyName: font.familyName, pointSize: font.pointSize,
          fontWeight: font.face.weightClass, isItalic: font.face.isItalic, color: color,
          baselineOrigin: CGPoint(x: x, y: baseline), width: width))
    }
  }

  /// `.left`, `.center` or `.right`: natural and justified follow the layout direction.
  private var resolvedAlignment: TextAlignment {
    switch textAlignment {
    case .left, .center, .right: return textAlignment
    case .natural, .justified:
      return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }
  }

  // MARK: - Baselines

  /// The distance from the top edge to the first baseline when the label is at its intrinsic
  /// height: half the rounding of the text's height up to pixels (the text is centred) plus the
  /// font's ascender (docs/controls.md §2, "Baselines"). It does not depend on the label's own
  /// size, as Auto Layout requires of `LayoutBaselineProviding`.
  public var firstBaselineOffsetFromTop: CGFloat {
    roundingSlack / 2 + font.ascender
  }

  /// The distance from the last baseline up from the bottom edge when the label is at its
  /// intrinsic height: half the rounding of the text's height plus the font's descender (as a
  /// positive distance).
  public var lastBaselineOffsetFromBottom: CGFloat {
    roundingSlack / 2 - font.descender
  }

  /// The intrinsic height minus the height of the text's lines (the rounding up to pixels); 0
  /// without text.
  private var roundingSlack: CGFloat {
    let string = storedText ?? ""
    guard !string.isEmpty,
      let layout = layout(
        string, width: wrappingWidth(layoutWidth: bounds.width), numberOfLines: numberOfLines)
    else { return 0 }
    return pixelCeiling(layout.size).height - layout.size.height
  }

  // MARK: - Changes

  private func textDidChange() {
    invalidateIntrinsicContentSize()
  }

  private func fontDidChange() {
    fontTextStyle = Self.textStyle(of: storedFont, category: preferredContentSizeCategory)
    applyContentSizeCategory()
    invalidateIntrinsicContentSize()
  }

  /// Replaces a text style's font by the style's font for the current category.
  private func applyContentSizeCategory() {
    guard adjustsFontForContentSizeCategory, let style = fontTextStyle else { return }
    let scaled = Font.preferredFont(forTextStyle: style, compatibleWith: preferredContentSizeCategory)
    guard scaled != storedFont else { return }
    storedFont = scaled
    invalidateIntrinsicContentSize()
  }

  /// The text style whose font at Large (what `Font.preferredFont(forTextStyle:)` gives) or else
  /// at `category` is `font`, if any.
  static func textStyle(of font: Font, category: ContentSizeCategory) -> Font.TextStyle? {
    for candidate in [ContentSizeCategory.large, category] {
      for style in Font.TextStyle.allCases
      where Font.preferredFont(forTextStyle: style, compatibleWith: candidate) == font {
        return style
      }
    }
    return nil
  }
}

/// What a label's text layout is made from: two equal keys give the same layout.
private struct LabelLayoutKey: Equatable {
  var string: String
  var font: Font
  var width: CGFloat
  var lineBreakMode: LineBreakMode
  var numberOfLines: Int
}
