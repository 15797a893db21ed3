import Foundation

/// A view that shows an image, shaped as `UIImageView` (docs/controls.md §3).
///
/// Its intrinsic content size is the shown image's size (a symbol resized by
/// `preferredSymbolConfiguration`), or `View.noIntrinsicMetric` on both axes without an image.
/// The image is drawn where `contentMode` places it in the bounds (`View.ContentMode.rect(forContentOf:in:)`)
/// as a placeholder labelled with its name; templates and symbols are drawn in `tintColor`.
///
/// UIKit difference: nothing is decoded or rasterised; animation images are not supported.
@MainActor
open class ImageView: View, ContentDrawing {
  /// The image shown, or `nil`. Setting it invalidates the intrinsic content size.
  open var image: Image? {
    didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The image shown while `isHighlighted`, or `nil` to keep `image`.
  open var highlightedImage: Image? {
    didSet { if isHighlighted, highlightedImage != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Whether the view shows `highlightedImage`. The default is `false`.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// A configuration applied over a symbol image's own when it is shown (it changes the symbol's
  /// size), or `nil`. Setting it invalidates the intrinsic content size.
  open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
    didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Creates an image view showing `image`, sized to it (UIKit's `init(image:)`).
  public convenience init(image: Image?) {
    self.init(image: image, highlightedImage: nil)
  }

  /// Creates an image view showing `image` (sized to it) with `highlightedImage`.
  public init(image: Image?, highlightedImage: Image?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    self.highlightedImage = highlightedImage
    isUserInteractionEnabled = false
  }

  /// Creates an image view with `frame` and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view from an archive: no image, a zero frame (see `View`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The image drawn now: `highlightedImage` while highlighted (when there is one), else `image`,
  /// with `preferredSymbolConfiguration` applied to a symbol.
  public var displayedImage: Image? {
    let shown = isHighlighted ? (highlightedImage ?? image) : image
    guard let shown else { return nil }
    if let preferredSymbolConfiguration, shown.isSymbolImage {
      return shown.withConfiguration(preferredSymbolConfiguration)
    }
    return shown
  }

  /// The shown image's size, or `noIntrinsicMetric` on both axes without one.
  open override var intrinsicContentSize: CGSize {
    displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The shown image's size, or zero without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    displayedImage?.size ?? .zero
  }

  /// The image as a placeholder where `contentMode` puts it; nothing without an image.
  public var drawingCommands: [DrawingCommand] {
    guard let shown = displayedImage else { return [] }
    let rect = contentMode.rect(forContentOf: shown.size, in: bounds)
    let tint: Color? = shown.tintColor ?? (shown.isTemplate ? tintColor : nil)
    return [
      .image(
        DrawingCommand.Image(
          rect: rect, label: shown.placeholderLabel, isSymbol: shown.isSymbolImage, tintColor: tint))
    ]
  }
}
