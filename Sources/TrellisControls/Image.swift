import Foundation

/// An image as a headless record: a name, a size in points, a scale, and how it is drawn
/// (UIKit's `UIImage`). Nothing is decoded or drawn; renderers draw a labelled placeholder of the
/// image's size (docs/controls.md §3).
///
/// - Named images exist once registered: `Image.register(named:size:scale:)` stands in for the
///   app's asset catalogue, and `Image(named:)` returns `nil` for any other name, as UIKit's does
///   for a name missing from the bundle.
/// - Symbol images (`Image(systemName:)`) are square placeholders whose side follows their
///   `SymbolConfiguration`: the point size × 0.8 (small), 1 (medium) or 1.3 (large)
///   (docs/controls.md §3, "Symbol sizes").
/// - `Image(size:)` makes an anonymous placeholder of a size (what drawing code would produce).
///
/// Images are immutable: `withConfiguration`, `withRenderingMode` and `withTintColor` return new
/// images.
///
/// UIKit difference: a Swift class, not an `NSObject`; equality compares the recorded values;
/// `Image(systemName:)` accepts any non-empty name (there is no symbol catalogue to check).
public final class Image: Hashable, Sendable, CustomStringConvertible {
  /// The name the image was registered under, or `nil`.
  public let name: String?
  /// The symbol name of a symbol image, or `nil`.
  public let symbolName: String?
  /// The size in points.
  public let size: CGSize
  /// The number of pixels per point of the image's bitmap.
  public let scale: CGFloat
  /// How the image is drawn: as its own colours or as a template in the tint colour.
  public let renderingMode: RenderingMode
  /// The symbol configuration of a symbol image (`nil` for other images).
  public let symbolConfiguration: SymbolConfiguration?
  /// The colour set with `withTintColor(_:)`, or `nil`.
  public let tintColor: Color?

  /// Whether the image is a symbol image.
  public var isSymbolImage: Bool { symbolName != nil }

  /// The configuration of the image (`symbolConfiguration` for symbol images).
  public var configuration: SymbolConfiguration? { symbolConfiguration }

  private init(
    name: String?, symbolName: String?, size: CGSize, scale: CGFloat, renderingMode: RenderingMode,
    symbolConfiguration: SymbolConfiguration?, tintColor: Color?
  ) {
    self.name = name
    self.symbolName = symbolName
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.symbolConfiguration = symbolConfiguration
    self.tintColor = tintColor
  }

  /// The image registered under `name`, or `nil` when no image is registered under it
  /// (UIKit's `UIImage(named:)` returns `nil` for a name not in the bundle).
  public convenience init?(named name: String) {
    guard let entry = ImageRegistry.shared.entry(named: name) else { return nil }
    self.init(
      name: name, symbolName: nil, size: entry.size, scale: entry.scale, renderingMode: .automatic,
      symbolConfiguration: nil, tintColor: nil)
  }

  /// A symbol image named `systemName` with the default configuration (body text at Large: a
  /// 17-point square), or `nil` for an empty name.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A symbol image named `systemName` sized by `configuration` (docs/controls.md §3), or `nil`
  /// for an empty name.
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    guard !name.isEmpty else { return nil }
    let configuration = configuration ?? SymbolConfiguration()
    self.init(
      name: nil, symbolName: name, size: configuration.symbolSize, scale: 1, renderingMode: .automatic,
      symbolConfiguration: configuration, tintColor: nil)
  }

  /// An anonymous placeholder image of `size` points at `scale` pixels per point.
  ///
  /// UIKit difference: UIKit has no such initializer (images come from files or drawing). A
  /// negative, NaN or infinite side counts as 0; a scale that is not finite and positive
  /// counts as 1.
  public convenience init(size: CGSize, scale: CGFloat = 1) {
    self.init(
      name: nil, symbolName: nil, size: Self.usable(size), scale: scale.isFinite && scale > 0 ? scale : 1,
      renderingMode: .automatic, symbolConfiguration: nil, tintColor: nil)
  }

  // MARK: - Registering named images

  /// Registers an image of `size` points at `scale` pixels per point under `name`, replacing
  /// any image registered under it: `Image(named: name)` then returns one. This stands in for
  /// the app's asset catalogue.
  ///
  /// - Throws: `ImageRegistrationError` for an empty name, a size with a negative, NaN or
  ///   infinite side, or a scale that is not finite and positive; nothing is registered then.
  public static func register(
    named name: String, size: CGSize, scale: CGFloat = 1
  ) throws(ImageRegistrationError) {
    guard !name.isEmpty else { throw .emptyName }
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      throw .unusableSize(name: name, size: size)
    }
    guard scale.isFinite, scale > 0 else { throw .unusableScale(name: name, scale: scale) }
    ImageRegistry.shared.register(name: name, entry: ImageRegistry.Entry(size: size, scale: scale))
  }

  /// Removes the image registered under `name`; does nothing when there is none.
  public static func unregister(named name: String) {
    ImageRegistry.shared.unregister(name: name)
  }

  // MARK: - Variants

  /// The same image with `configuration` applied: a symbol image is resized for the configuration
  /// merged over its own (`SymbolConfiguration.applying(_:)`); other images are returned as
  /// they are.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    guard let symbolName else { return self }
    let merged = (symbolConfiguration ?? SymbolConfiguration()).applying(configuration)
    return Image(
      name: name, symbolName: symbolName, size: merged.symbolSize, scale: scale, renderingMode: renderingMode,
      symbolConfiguration: merged, tintColor: tintColor)
  }

  /// The same image with `configuration` applied (`withConfiguration(_:)`), or `nil` when this is
  /// not a symbol image.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    isSymbolImage ? withConfiguration(configuration) : nil
  }

  /// The same image drawn with `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    Image(
      name: name, symbolName: symbolName, size: size, scale: scale, renderingMode: renderingMode,
      symbolConfiguration: symbolConfiguration, tintColor: tintColor)
  }

  /// The same image drawn in `color` (rendering mode `.alwaysOriginal`, as UIKit's).
  public func withTintColor(_ color: Color) -> Image {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  /// The same image drawn in `color` with `renderingMode`.
  public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
    Image(
      name: name, symbolName: symbolName, size: size, scale: scale, renderingMode: renderingMode,
      symbolConfiguration: symbolConfiguration, tintColor: color)
  }

  /// Whether the image is drawn as a template in the tint colour of the view showing it:
  /// `.alwaysTemplate` images, and symbol images in `.automatic` mode.
  public var isTemplate: Bool {
    switch renderingMode {
    case .alwaysTemplate: true
    case .alwaysOriginal: false
    case .automatic: isSymbolImage
    }
  }

  /// What a placeholder shows: the symbol name, the registered name, or "image".
  public var placeholderLabel: String { symbolName ?? name ?? "image" }

  /// Images are equal when every recorded value is.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.name == rhs.name && lhs.symbolName == rhs.symbolName && lhs.size == rhs.size && lhs.scale == rhs.scale
      && lhs.renderingMode == rhs.renderingMode && lhs.symbolConfiguration == rhs.symbolConfiguration
      && lhs.tintColor == rhs.tintColor
  }

  /// Hashes the recorded values.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(symbolName)
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(scale)
    hasher.combine(renderingMode)
    hasher.combine(symbolConfiguration)
    hasher.combine(tintColor)
  }

  /// "Image(star, 17×17)".
  public var description: String { "Image(\(placeholderLabel), \(size.width)×\(size.height))" }

  private static func usable(_ size: CGSize) -> CGSize {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    return CGSize(width: side(size.width), height: side(size.height))
  }

  /// How an image is drawn (UIKit's `UIImage.RenderingMode`, same raw values).
  public enum RenderingMode: Int, Sendable, CaseIterable {
    /// As the context decides: symbols as templates, other images in their own colours.
    case automatic = 0
    /// In the image's own colours.
    case alwaysOriginal = 1
    /// As a template: its shape in the tint colour.
    case alwaysTemplate = 2
  }
}

/// Why `Image.register(named:size:scale:)` refused an image.
public enum ImageRegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name was empty.
  case emptyName
  /// A side of the size was negative, NaN or infinite.
  case unusableSize(name: String, size: CGSize)
  /// The scale was not finite and positive.
  case unusableScale(name: String, scale: CGFloat)

  /// What was wrong, with the values.
  public var description: String {
    switch self {
    case .emptyName: "an image cannot be registered under an empty name"
    case let .unusableSize(name, size):
      "image \"\(name)\": size \(size.width)×\(size.height) has a negative, NaN or infinite side"
    case let .unusableScale(name, scale): "image \"\(name)\": scale \(scale) is not finite and positive"
    }
  }
}

/// The registered named images (the stand-in for an asset catalogue), shared by every thread.
final class ImageRegistry: @unchecked Sendable {
  struct Entry {
    var size: CGSize
    var scale: CGFloat
  }

  static let shared = ImageRegistry()

  // Guarded by `lock`.
  private var entries: [String: Entry] = [:]
  private let lock = NSLock()

  func entry(named name: String) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    return entries[name]
  }

  func register(name: String, entry: Entry) {
    lock.lock()
    defer { lock.unlock() }
    entries[name] = entry
  }

  func unregister(name: String) {
    lock.lock()
    defer { lock.unlock() }
    entries[name] = nil
  }
}
