/// One thing a view draws beyond its layer's background, border and corners: a run of text, an
/// image (drawn as a labelled placeholder) or a filled shape — a headless record of `draw(_:)`.
///
/// Coordinates are in the drawing view's own bounds coordinates (origin at the top-left of its
/// bounds), y pointing down, as UIKit's drawing coordinates. A renderer places them in the
/// window with the view's frame and transform (TrellisRender's `ViewTreeSVGRenderer`).
/// docs/controls.md §5.
public enum DrawingCommand: Hashable, Sendable {
  /// A line of text set on a baseline.
  case text(Text)
  /// An image or symbol, drawn as a placeholder rectangle labelled with its name.
  case image(Image)
  /// A filled (optionally rounded) rectangle: the track of a switch or slider, a segment's
  /// background.
  case shape(Shape)

  /// One line of text in one font and colour.
  public struct Text: Hashable, Sendable {
    /// The characters drawn (after truncation: "…" included).
    public var string: String
    /// The PostScript name of the font ("Inter-Regular").
    public var fontName: String
    /// The family name of the font ("Inter").
    public var familyName: String
    /// The point size of the font.
    public var pointSize: CGFloat
    /// The font's weight class as CSS writes it (400 regular, 600 semibold, 700 bold).
    public var fontWeight: Int
    /// Whether the face is italic.
    public var isItalic: Bool
    /// The text colour.
    public var color: Color
    /// The left end of the baseline, in the view's bounds coordinates.
    public var baselineOrigin: CGPoint
    /// The measured advance width of `string` (kerning included), in points.
    public var width: CGFloat

    /// A run of text with every field given.
    public init(
      string: String, fontName: String, familyName: String, pointSize: CGFloat, fontWeight: Int,
      isItalic: Bool, color: Color, baselineOrigin: CGPoint, width: CGFloat
    ) {
      self.string = string
      self.fontName = fontName
      self.familyName = familyName
      self.pointSize = pointSize
      self.fontWeight = fontWeight
      self.isItalic = isItalic
      self.color = color
      self.baselineOrigin = baselineOrigin
      self.width = width
    }
  }

  /// An image drawn as a placeholder.
  public struct Image: Hashable, Sendable {
    /// Where the image is drawn, in the view's bounds coordinates (it may extend past the bounds,
    /// e.g. with aspect fill; the view's `clipsToBounds` decides whether that shows).
    public var rect: CGRect
    /// What the placeholder says: the image's name or symbol name.
    public var label: String
    /// Whether the image is a symbol (drawn with `tintColor`).
    public var isSymbol: Bool
    /// The colour a template or symbol image is drawn in, or `nil` for an original image.
    public var tintColor: Color?

    /// An image placeholder with every field given.
    public init(rect: CGRect, label: String, isSymbol: Bool, tintColor: Color?) {
      self.rect = rect
      self.label = label
      self.isSymbol = isSymbol
      self.tintColor = tintColor
    }
  }

  /// A filled rectangle with rounded corners.
  public struct Shape: Hashable, Sendable {
    /// The rectangle, in the view's bounds coordinates.
    public var rect: CGRect
    /// The corner radius (clamped by renderers to half the shorter side).
    public var cornerRadius: CGFloat
    /// The fill colour.
    public var fill: Color

    /// A shape with every field given.
    public init(rect: CGRect, cornerRadius: CGFloat, fill: Color) {
      self.rect = rect
      self.cornerRadius = cornerRadius
      self.fill = fill
    }
  }
}
