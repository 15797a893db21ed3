extension Image {
  /// How a symbol image is sized and weighted (UIKit's `UIImage.SymbolConfiguration`): a point
  /// size or a text style, a weight and a scale. docs/controls.md §3, "Symbol sizes".
  ///
  /// UIKit difference: a value type (UIKit's is a class); the weight is recorded and does not
  /// change the placeholder's size.
  public struct SymbolConfiguration: Hashable, Sendable {
    /// The point size of the text the symbol matches, or `nil` (then the text style's size, or
    /// 17 — body at Large).
    public private(set) var pointSize: CGFloat?
    /// The text style whose size at Large the symbol matches, or `nil`.
    public private(set) var textStyle: Font.TextStyle?
    /// The weight.
    public private(set) var weight: SymbolWeight
    /// The scale relative to the text.
    public private(set) var scale: SymbolScale

    /// The default configuration: no point size or text style (17 points), `.unspecified`
    /// weight and scale.
    public init() {
      pointSize = nil
      textStyle = nil
      weight = .unspecified
      scale = .unspecified
    }

    /// A configuration for text of `pointSize` points. A negative, NaN or infinite size is
    /// refused: the configuration has no point size then (17 points).
    public init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// A configuration for text of `pointSize` points in `weight`.
    public init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A configuration for text of `pointSize` points in `weight` at `scale`.
    public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init()
      self.pointSize = pointSize.isFinite && pointSize >= 0 ? pointSize : nil
      self.weight = weight
      self.scale = scale
    }

    /// A configuration matching text in `textStyle`.
    public init(textStyle: Font.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    /// A configuration matching text in `textStyle` at `scale`.
    public init(textStyle: Font.TextStyle, scale: SymbolScale) {
      self.init()
      self.textStyle = textStyle
      self.scale = scale
    }

    /// A configuration with only a weight.
    public init(weight: SymbolWeight) {
      self.init()
      self.weight = weight
    }

    /// A configuration with only a scale.
    public init(scale: SymbolScale) {
      self.init()
      self.scale = scale
    }

    /// A configuration matching text in `font`: its point size.
    public init(font: Font) {
      self.init(pointSize: font.pointSize)
    }

    /// A configuration matching text in `font` at `scale`.
    public init(font: Font, scale: SymbolScale) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
    }

    /// This configuration with what `other` specifies laid over it: a point size or text style
    /// in `other` replaces both of this one's, a weight or scale other than `.unspecified`
    /// replaces this one's.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      var merged = self
      if other.pointSize != nil || other.textStyle != nil {
        merged.pointSize = other.pointSize
        merged.textStyle = other.textStyle
      }
      if other.weight != .unspecified { merged.weight = other.weight }
      if other.scale != .unspecified { merged.scale = other.scale }
      return merged
    }

    /// The point size the symbol matches: `pointSize`, else the text style's size at Large
    /// (docs/text.md §3), else 17 (body at Large).
    public var resolvedPointSize: CGFloat {
      if let pointSize { return pointSize }
      if let textStyle { return textStyle.pointSize(for: .large) }
      return Font.TextStyle.body.pointSize(for: .large)
    }

    /// The side of the symbol's square placeholder: `resolvedPointSize` × the scale's factor
    /// (small 0.8, medium 1, large 1.3; `.default` and `.unspecified` are medium).
    /// docs/controls.md §3.
    public var symbolSize: CGSize {
      let side = resolvedPointSize * scale.factor
      return CGSize(width: side, height: side)
    }
  }

  /// The weight of a symbol (UIKit's `UIImage.SymbolWeight`, same raw values).
  public enum SymbolWeight: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// Ultralight.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// Black.
    case black = 9
  }

  /// The scale of a symbol relative to the text it accompanies (UIKit's `UIImage.SymbolScale`,
  /// same raw values).
  public enum SymbolScale: Int, Sendable, CaseIterable {
    /// The system's default: medium.
    case `default` = -1
    /// Not specified: medium.
    case unspecified = 0
    /// About 20 % smaller than medium (factor 0.8).
    case small = 1
    /// The size of the text (factor 1).
    case medium = 2
    /// About 30 % larger than medium (factor 1.3).
    case large = 3

    /// The factor on the point size: 0.8, 1 or 1.3 (docs/controls.md §3).
    public var factor: CGFloat {
      switch self {
      case .small: 0.8
      case .large: 1.3
      case .default, .unspecified, .medium: 1
      }
    }
  }
}
