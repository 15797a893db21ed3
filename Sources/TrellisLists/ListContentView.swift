/// The view that shows a `ListContentConfiguration` (UIKit's `UIListContentView`): an image
/// view and up to two labels, laid out by the configuration's margins and paddings with real
/// text metrics.
///
/// Layout (docs/lists.md §2), left to right (mirrored in right to left): inside the margins,
/// the image's column (`ImageProperties.reservedSize`), then `imageToTextPadding`, then the
/// texts. The secondary text goes below the text (`textToSecondaryTextVerticalPadding`), or
/// beside it at the trailing edge when `prefersSideBySideTextAndSecondaryText` is set and both
/// fit on one line with `textToSecondaryTextHorizontalPadding` between them. The image and the
/// text block are centred vertically in the content area; the height is the taller of the two
/// plus the top and bottom margins.
///
/// UIKit difference: UIKit lays these out with Auto Layout inside; Trellis measures them
/// directly (`sizeThatFits(_:)`), which a cell uses to size itself.
public final class ListContentView: View, ContentView {
  private var shown: ListContentConfiguration
  /// The view showing the image.
  public let imageView = ImageView(image: nil)
  /// The label showing the text.
  public let textLabel = Label(frame: .zero)
  /// The label showing the secondary text.
  public let secondaryTextLabel = Label(frame: .zero)

  /// A view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    shown = configuration
    super.init(frame: .zero)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply(configuration)
  }

  /// Not available: the view is made from a configuration.
  public required init?(coder: NSCoder) { nil }

  /// The configuration shown; setting a list content configuration updates the view (others
  /// are ignored: `supports(_:)` is `false` for them).
  public var configuration: any ContentConfiguration {
    get { shown }
    set {
      guard let list = newValue as? ListContentConfiguration else { return }
      shown = list
      apply(list)
    }
  }

  /// The list content configuration shown.
  public var listContentConfiguration: ListContentConfiguration {
    get { shown }
    set { configuration = newValue }
  }

  /// Whether `configuration` is a list content configuration.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    configuration is ListContentConfiguration
  }

  private func apply(_ configuration: ListContentConfiguration) {
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: tintColor ?? .tintColor)
    imageView.layer.cornerRadius = LayoutLimits.length(configuration.imageProperties.cornerRadius)
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
    configure(
      textLabel, text: configuration.text, attributed: configuration.attributedText,
      properties: configuration.textProperties)
    configure(
      secondaryTextLabel, text: configuration.secondaryText,
      attributed: configuration.secondaryAttributedText,
      properties: configuration.secondaryTextProperties)
    setNeedsLayout()
  }

  private func configure(
    _ label: Label, text: String?, attributed: NSAttributedString?,
    properties: ListContentConfiguration.TextProperties
  ) {
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = max(0, properties.numberOfLines)
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = properties.minimumScaleFactor
    switch properties.alignment {
    case .natural: label.textAlignment = .natural
    case .center: label.textAlignment = .center
    case .justified: label.textAlignment = .justified
    }
    if let attributed {
      label.attributedText = attributed
    } else {
      label.text = text.map(properties.transformed)
    }
    label.isHidden = (label.text ?? "").isEmpty
  }

  // MARK: Layout

  /// The frames of the image and the labels for a width, and the height they need.
  struct Arrangement {
    var image = CGRect.zero
    var text = CGRect.zero
    var secondary = CGRect.zero
    var height: CGFloat = 0
  }

  /// Lays out the image and the labels (see the type's note).
  public override func layoutSubviews() {
    super.layoutSubviews()
    let arrangement = arrange(width: bounds.width, height: bounds.height)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    func place(_ view: View, _ rect: CGRect) {
      view.frame =
        rightToLeft
        ? CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    place(imageView, arrangement.image)
    place(textLabel, arrangement.text)
    place(secondaryTextLabel, arrangement.secondary)
  }

  /// The size the content needs at `size.width` (when it is positive and finite; otherwise
  /// the width of the content on one line): that width and the height of the tallest of the
  /// image and the texts plus the margins.
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    if size.width.isFinite, size.width > 0 {
      return CGSize(width: size.width, height: arrange(width: size.width, height: nil).height)
    }
    let natural = naturalWidth()
    return CGSize(width: natural, height: arrange(width: natural, height: nil).height)
  }

  /// The width the content takes on one line.
  private func naturalWidth() -> CGFloat {
    let c = shown
    let margins = c.directionalLayoutMargins.sanitized
    var width = margins.leading + margins.trailing
    if let image = c.image {
      width += c.imageProperties.reservedSize(for: image, textFont: c.textProperties.font).width
      if !textLabel.isHidden || !secondaryTextLabel.isHidden {
        width += LayoutLimits.length(c.imageToTextPadding)
      }
    }
    let text = textLabel.isHidden ? 0 : textLabel.sizeThatFits(.zero).width
    let secondary = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(.zero).width
    if c.prefersSideBySideTextAndSecondaryText, text > 0, secondary > 0 {
      width += text + LayoutLimits.length(c.textToSecondaryTextHorizontalPadding) + secondary
    } else {
      width += max(text, secondary)
    }
    return width
  }

  /// Where everything goes at `width` (left to right); `height` is the view's height when
  /// laying out, `nil` when measuring.
  func arrange(width: CGFloat, height: CGFloat?) -> Arrangement {
    let c = shown
    let margins = c.directionalLayoutMargins.sanitized
    var result = Arrangement()
    var textStart = margins.leading
    var imageSize = CGSize.zero
    var reserved = CGSize.zero
    if let image = c.image {
      imageSize = c.imageProperties.displayedSize(of: image)
      reserved = c.imageProperties.reservedSize(for: image, textFont: c.textProperties.font)
      textStart += reserved.width + LayoutLimits.length(c.imageToTextPadding)
    }
    let textWidth = max(0, width - margins.trailing - textStart)
    let hasText = !textLabel.isHidden
    let hasSecondary = !secondaryTextLabel.isHidden
    var textSize = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)) : .zero
    var secondarySize =
      hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: textWidth, height: 0)) : .zero
    textSize.width = min(textSize.width, textWidth)
    secondarySize.width = min(secondarySize.width, textWidth)
    let horizontalPadding = LayoutLimits.length(c.textToSecondaryTextHorizontalPadding)
    var sideBySide = false
    if c.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
      let oneLineText = textLabel.sizeThatFits(.zero)
      let oneLineSecondary = secondaryTextLabel.sizeThatFits(.zero)
      if oneLineText.width + horizontalPadding + oneLineSecondary.width <= textWidth {
        sideBySide = true
        textSize = oneLineText
        secondarySize = oneLineSecondary
      }
    }
    let verticalPadding =
      hasText && hasSecondary && !sideBySide ? LayoutLimits.length(c.textToSecondaryTextVerticalPadding) : 0
    let blockHeight =
      sideBySide
      ? max(textSize.height, secondarySize.height) : textSize.height + verticalPadding + secondarySize.height
    let contentHeight = max(blockHeight, reserved.height)
    result.height = margins.top + contentHeight + margins.bottom
    let areaTop = margins.top
    let areaHeight = max(0, (height ?? result.height) - margins.top - margins.bottom)
    let midY = areaTop + areaHeight / 2
    if c.image != nil {
      result.image = CGRect(
        x: margins.leading + (reserved.width - imageSize.width) / 2, y: midY - imageSize.height / 2,
        width: imageSize.width, height: imageSize.height)
    }
    let blockTop = midY - blockHeight / 2
    if sideBySide {
      result.text = CGRect(
        x: textStart, y: midY - textSize.height / 2, width: textSize.width, height: textSize.height)
      result.secondary = CGRect(
        x: width - margins.trailing - secondarySize.width, y: midY - secondarySize.height / 2,
        width: secondarySize.width, height: secondarySize.height)
    } else {
      result.text = CGRect(x: textStart, y: blockTop, width: textWidth, height: textSize.height)
      result.secondary = CGRect(
        x: textStart, y: blockTop + textSize.height + verticalPadding, width: textWidth,
        height: secondarySize.height)
    }
    return result
  }

  /// The leading edge of the text (for separators), from the view's leading edge.
  var textLeadingOffset: CGFloat {
    let c = shown
    var start = c.directionalLayoutMargins.sanitized.leading
    if let image = c.image {
      start +=
        c.imageProperties.reservedSize(for: image, textFont: c.textProperties.font).width
        + LayoutLimits.length(c.imageToTextPadding)
    }
    return start
  }
}
