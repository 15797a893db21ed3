import Foundation

/// A control that performs an action when tapped, shaped as `UIButton` (docs/controls.md §4).
///
/// It shows an image and a title side by side, centred in its bounds inset by
/// `contentEdgeInsets` (or the configuration's `contentInsets`): `imageView` and `titleLabel` are
/// its subviews. Titles, title colours and images are set per state; a state without its own
/// uses the normal state's. With a `configuration`, the configuration's title, image and colours
/// are shown instead.
///
/// Its intrinsic content size is the image's width + padding + the title's width, by the taller
/// of the two, plus the insets. The title font is the system font at 15 points (legacy buttons)
/// or body (configuration buttons).
///
/// UIKit difference: UIKit adds undocumented padding to system buttons (a one-line system
/// button is about 30 points tall); Trellis adds none beyond the insets.
@MainActor
open class Button: Control, ContentDrawing {
  /// The kind of button (UIKit's `UIButton.ButtonType`, same raw values).
  public enum ButtonType: Int, Sendable, CaseIterable {
    /// No style: titles default to white.
    case custom = 0
    /// The system style: titles in the tint colour.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button for light backgrounds.
    case infoLight = 3
    /// An information button for dark backgrounds.
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A plain button.
    case plain = 6
    /// A close button.
    case close = 7
  }

  /// The kind of button.
  public private(set) var buttonType: ButtonType = .custom

  /// The label showing the title (always present here).
  public let titleLabel: Label? = Label()
  /// The image view showing the image (always present here).
  public let imageView: ImageView? = ImageView()

  /// Creates a button of `buttonType` (UIKit's `UIButton(type:)`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    updateContent()
  }

  /// Creates a button of `buttonType` that performs `primaryAction` when tapped; the action's
  /// title and image become the normal title and image.
  public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      if let image = primaryAction.image { setImage(image, for: .normal) }
    }
  }

  /// Creates a system button showing `configuration` that performs `primaryAction` when tapped
  /// (UIKit's `UIButton(configuration:primaryAction:)`).
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
    configurationDidChange()  // observers do not run in the class's own initializers
  }

  /// Creates a custom button with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSubviews()
  }

  /// Creates a button from an archive (see `View`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSubviews()
  }

  private func setUpSubviews() {
    if let imageView { addSubview(imageView) }
    if let titleLabel {
      titleLabel.font = Font.systemFont(ofSize: Self.legacyTitleFontSize)
      addSubview(titleLabel)
    }
    updateContent()
  }

  // MARK: - Content per state

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: Color] = [:]
  private var images: [UInt: Image] = [:]

  /// The configuration shown, or `nil` for a legacy button. Setting it updates the content.
  /// The title font becomes body (legacy buttons use the system font at 15 points).
  open var configuration: Configuration? {
    didSet { configurationDidChange() }
  }

  private func configurationDidChange() {
    titleLabel?.font =
      configuration != nil
      ? Font.preferredFont(forTextStyle: .body) : Font.systemFont(ofSize: Self.legacyTitleFontSize)
    updateContent()
  }

  /// Redraws the title and image in the new tint (the tint is inherited from the superview, as
  /// UIKit's; see `View.tintColor`).
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateContent()
  }

  /// The space around the title and image. The default is zero; unusable edges (NaN, infinite)
  /// count as 0.
  open var contentEdgeInsets = EdgeInsets.zero {
    didSet {
      contentEdgeInsets = LayoutLimits.insets(contentEdgeInsets)
      updateContent()
    }
  }

  /// Sets the title for `state` (`nil` removes it; the state then uses the normal title).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateContent()
  }

  /// The title for `state`: its own, else the normal state's, else `nil`.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// Sets the title colour for `state`.
  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
    updateContent()
  }

  /// The title colour for `state`: its own, else the normal state's, else the type's default
  /// (white for custom buttons, the tint colour otherwise).
  open func titleColor(for state: State) -> Color? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
      ?? (buttonType == .custom ? .white : effectiveTint)
  }

  /// Sets the image for `state`.
  open func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    updateContent()
  }

  /// The image for `state`: its own, else the normal state's, else `nil`.
  open func image(for state: State) -> Image? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The title shown now: the configuration's, or the current state's.
  open var currentTitle: String? { configuration.map(\.title) ?? title(for: state) }
  /// The title colour shown now.
  open var currentTitleColor: Color {
    if let configuration { return configuration.foregroundColor(tint: effectiveTint) }
    return titleColor(for: state) ?? effectiveTint
  }
  /// The image shown now: the configuration's, or the current state's.
  open var currentImage: Image? { configuration.map(\.image) ?? image(for: state) }

  private var effectiveTint: Color { tintColor }

  /// Updates the title label and image view after a state change.
  open override func stateDidChange() {
    super.stateDidChange()
    updateContent()
  }

  /// Puts the current title, colour and image into the subviews, and invalidates the intrinsic
  /// content size and the layout.
  private func updateContent() {
    if let titleLabel {
      titleLabel.text = currentTitle
      titleLabel.textColor = currentTitleColor
    }
    if let imageView {
      imageView.image = currentImage
      imageView.tintColor = configuration.map { $0.foregroundColor(tint: effectiveTint) } ?? effectiveTint
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The title font size of legacy buttons, 15 points (docs/controls.md §4).
  public static let legacyTitleFontSize: CGFloat = 15

  // MARK: - Size and layout

  private var insets: EdgeInsets { configuration?.contentInsets ?? contentEdgeInsets }

  private var imagePadding: CGFloat {
    let padding = configuration?.imagePadding ?? 0
    return padding.isFinite && padding > 0 ? padding : 0
  }

  /// The sizes of the image and the title (zero when absent) and the space between them.
  private var contentParts: (image: CGSize, title: CGSize, gap: CGFloat) {
    let imageSize = currentImage?.size ?? .zero
    let titleSize = (currentTitle?.isEmpty ?? true) ? .zero : (titleLabel?.intrinsicContentSize ?? .zero)
    let gap = imageSize.width > 0 && titleSize.width > 0 ? imagePadding : 0
    return (imageSize, titleSize, gap)
  }

  /// The image's width + padding + the title's width by the taller of the two, plus the insets.
  open override var intrinsicContentSize: CGSize {
    let parts = contentParts
    let insets = self.insets
    return CGSize(
      width: parts.image.width + parts.gap + parts.title.width + insets.left + insets.right,
      height: max(parts.image.height, parts.title.height) + insets.top + insets.bottom)
  }

  /// The intrinsic content size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the image and the title side by side, centred in the bounds inset by the insets,
  /// each centred vertically.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let parts = contentParts
    let insets = self.insets
    let box = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
    let contentWidth = parts.image.width + parts.gap + parts.title.width
    var x = box.midX - contentWidth / 2
    if let imageView {
      imageView.frame = CGRect(
        x: x, y: box.midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height)
      x += parts.image.width + parts.gap
    }
    if let titleLabel {
      titleLabel.frame = CGRect(
        x: x, y: box.midY - parts.title.height / 2, width: parts.title.width, height: parts.title.height)
    }
  }

  // MARK: - Drawing

  /// The configuration's background, when its style has one: the bounds filled with a 6-point
  /// corner radius. The title and image are drawn by the subviews.
  public var drawingCommands: [DrawingCommand] {
    guard let fill = configuration?.backgroundColor(tint: effectiveTint) else { return [] }
    return [.shape(DrawingCommand.Shape(rect: bounds, cornerRadius: 6, fill: fill))]
  }
}
