/// A function that changes a colour when a configuration resolves it (UIKit's
/// `UIConfigurationColorTransformer`), e.g. to grey it out.
public struct ConfigurationColorTransformer: Sendable {
  /// The function.
  public let transform: @Sendable (Color) -> Color

  /// A transformer from `transform`.
  public init(_ transform: @escaping @Sendable (Color) -> Color) {
    self.transform = transform
  }

  /// `transform` applied to `color`.
  public func callAsFunction(_ color: Color) -> Color { transform(color) }

  /// The colour as a grey of the same luma (Rec. 709 weights 0.2126, 0.7152, 0.0722), alpha
  /// kept; a dynamic colour stays dynamic.
  public static let grayscale = ConfigurationColorTransformer { color in
    @Sendable func grey(_ c: Color) -> Color {
      let y = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
      return Color(red: y, green: y, blue: y, alpha: c.alpha)
    }
    guard color.isDynamic else { return grey(color) }
    return Color(dynamicProvider: { traits in grey(color.resolvedColor(with: traits)) })
  }
}
