extension ListContentConfiguration {
  /// How a list content configuration shows its image (UIKit's
  /// `UIListContentConfiguration.ImageProperties`).
  public struct ImageProperties {
    /// A value for a side of `reservedLayoutSize` that asks for the system's standard size:
    /// for a symbol image, its font's line height, square (docs/lists.md §2).
    public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

    private var storedTintColor: Color?
    private var tintIsCustom = false
    /// The tint of a template or symbol image; `nil` (the default) means the view's tint colour.
    /// Setting it keeps it through state updates.
    public var tintColor: Color? {
      get { storedTintColor }
      set {
        storedTintColor = newValue
        tintIsCustom = true
      }
    }
    /// Changes the tint when it is resolved, or `nil`.
    public var tintColorTransformer: ConfigurationColorTransformer?
    /// The symbol configuration of a symbol image, or `nil`.
    public var preferredSymbolConfiguration: Image.SymbolConfiguration?
    /// The radius of the image's corners. The default is 0.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is shown at (scaled down, keeping its aspect ratio); 0 on a
    /// side (the default) means no limit on it.
    public var maximumSize = CGSize.zero
    /// The size the image's column takes whatever the image's size, the image centred in it; 0
    /// on a side (the default) means the image's own size, `standardDimension` the system's.
    public var reservedLayoutSize = CGSize.zero
    /// Whether the image ignores the inverted-colours setting. Recorded only.
    public var accessibilityIgnoresInvertColors = false

    /// Default properties.
    public init() {}

    /// The tint shown: `tintColor` (or `tintColor` when it is `nil`) through
    /// `tintColorTransformer`.
    public func resolvedTintColor(for tintColor: Color) -> Color {
      let base = storedTintColor ?? tintColor
      return tintColorTransformer.map { $0(base) } ?? base
    }

    /// Sets the tint for a state, unless it was set by hand.
    mutating func applyStateTint(_ color: Color?) {
      guard !tintIsCustom else { return }
      storedTintColor = color
    }

    /// The size `image` is shown at: its size, scaled down to fit `maximumSize`.
    func displayedSize(of image: Image) -> CGSize {
      var size = CGSize(
        width: LayoutLimits.length(image.size.width), height: LayoutLimits.length(image.size.height))
      let maxWidth = LayoutLimits.length(maximumSize.width)
      let maxHeight = LayoutLimits.length(maximumSize.height)
      var scale: CGFloat = 1
      if maxWidth > 0, size.width > maxWidth { scale = min(scale, maxWidth / size.width) }
      if maxHeight > 0, size.height > maxHeight { scale = min(scale, maxHeight / size.height) }
      size.width *= scale
      size.height *= scale
      return size
    }

    /// The size of the image's column for `image` shown next to text in `font`.
    func reservedSize(for image: Image, textFont: Font) -> CGSize {
      let shown = displayedSize(of: image)
      func side(_ reserved: CGFloat, _ own: CGFloat) -> CGFloat {
        if reserved == Self.standardDimension {
          return max(own, image.isSymbolImage ? textFont.lineHeight : own)
        }
        let value = LayoutLimits.length(reserved)
        return value > 0 ? value : own
      }
      return CGSize(
        width: side(reservedLayoutSize.width, shown.width),
        height: side(reservedLayoutSize.height, shown.height))
    }
  }
}
