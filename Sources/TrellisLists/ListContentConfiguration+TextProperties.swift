extension ListContentConfiguration {
  /// How a list content configuration shows a text (UIKit's
  /// `UIListContentConfiguration.TextProperties`).
  public struct TextProperties {
    /// How the text is aligned.
    public enum TextAlignment: Int, Sendable {
      /// Leading in the layout direction.
      case natural
      /// Centred.
      case center
      /// Justified.
      case justified
    }

    /// A change of case applied to the text before it is shown.
    public enum TextTransform: Int, Sendable {
      /// The text as it is.
      case none
      /// Each word capitalised.
      case capitalized
      /// Lower case.
      case lowercase
      /// Upper case.
      case uppercase
    }

    /// The font.
    public var font: Font
    private var storedColor: Color
    private var colorIsCustom = false
    /// The colour. Setting it keeps it through state updates.
    public var color: Color {
      get { storedColor }
      set {
        storedColor = newValue
        colorIsCustom = true
      }
    }
    /// Changes the colour when it is resolved, or `nil`.
    public var colorTransformer: ConfigurationColorTransformer?
    /// The alignment. The default is `.natural`.
    public var alignment = TextAlignment.natural
    /// How lines break and truncate. The default is `.byTruncatingTail`.
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    /// The most lines shown; 0 (the default) means no limit.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit the width (down to `minimumScaleFactor`).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale of the font when it shrinks to fit.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the text tightens before it truncates. Recorded only.
    public var allowsDefaultTighteningForTruncation = true
    /// Whether the font follows the content size category. The default is `true`.
    public var adjustsFontForContentSizeCategory = true
    /// Whether a truncated text shows its whole text on hover. Recorded only.
    public var showsExpansionTextWhenTruncated = false
    /// The change of case. The default is `.none`.
    public var transform = TextTransform.none

    /// Properties with `font` and `color`.
    package init(font: Font, color: Color, transform: TextTransform = .none) {
      self.font = font
      storedColor = color
      self.transform = transform
    }

    /// The colour shown: `color` through `colorTransformer`.
    public func resolvedColor() -> Color {
      colorTransformer.map { $0(storedColor) } ?? storedColor
    }

    /// Sets the colour for a state, unless it was set by hand.
    mutating func applyStateColor(_ color: Color) {
      guard !colorIsCustom else { return }
      storedColor = color
    }

    /// `string` with `transform` applied.
    func transformed(_ string: String) -> String {
      switch transform {
      case .none: string
      case .capitalized: string.capitalized
      case .lowercase: string.lowercased()
      case .uppercase: string.uppercased()
      }
    }
  }
}
