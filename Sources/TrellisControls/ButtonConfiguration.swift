extension Button {
  /// What a configuration-based button shows and how (UIKit's `UIButton.Configuration`, the
  /// minimal part): a style, a title, an image, colours, padding and insets (docs/controls.md §4).
  ///
  /// UIKit difference: only the styles `plain`, `filled`, `tinted` and `gray`, and no subtitle,
  /// attributed title, corner style or size; `contentInsets` default to zero (UIKit's defaults
  /// depend on style and size and are not documented).
  public struct Configuration: Hashable {
    /// The four basic looks.
    public enum Style: Hashable, Sendable {
      /// No background; the title in the tint colour.
      case plain
      /// A background in the tint colour; the title in white.
      case filled
      /// A light background of the tint colour; the title in the tint colour.
      case tinted
      /// A grey background; the title in the tint colour.
      case gray
    }

    /// The look.
    public var style: Style
    /// The title, or `nil`.
    public var title: String?
    /// The image, or `nil`.
    public var image: Image?
    /// The colour of the title and a template image, or `nil` for the style's.
    public var baseForegroundColor: Color?
    /// The colour of the background, or `nil` for the style's.
    public var baseBackgroundColor: Color?
    /// The space between the image and the title, in points. The default is 0; negative and
    /// non-finite values count as 0.
    public var imagePadding: CGFloat = 0
    /// The space around the content, in points. The default is zero.
    public var contentInsets = EdgeInsets.zero

    /// A configuration of `style` with nothing else set.
    public init(style: Style) {
      self.style = style
    }

    /// A plain button: no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A filled button: a tint-coloured background with a white title.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A tinted button: a pale tint-coloured background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey button.
    public static func gray() -> Configuration { Configuration(style: .gray) }

    /// The title's colour: `baseForegroundColor`, else white for `filled`, else `tint`.
    public func foregroundColor(tint: Color) -> Color {
      baseForegroundColor ?? (style == .filled ? .white : tint)
    }

    /// The background's colour, or `nil` for none: `baseBackgroundColor`, else for `filled` the
    /// tint, for `tinted` the tint at 15 % opacity, for `gray` a grey of level 0.9 (the last
    /// two are Trellis's stand-ins for UIKit's undocumented system fills).
    public func backgroundColor(tint: Color) -> Color? {
      if let baseBackgroundColor { return baseBackgroundColor }
      switch style {
      case .plain: return nil
      case .filled: return tint
      case .tinted: return tint.withAlphaComponent(0.15)
      case .gray: return Color(white: 0.9, alpha: 1)
      }
    }
  }
}
