/// The view that shows one accessory of a list cell: a symbol image, a text or your view.
///
/// Sizes (docs/lists.md §5): the system symbols at body size (17 points square at the Large
/// content size); the disclosure indicator and outline chevron are narrower glyphs shown at
/// 0.6 × that width, the pop-up menu's pair of chevrons at 0.75 ×; a label accessory is as wide as its text in body; a custom view as its
/// frame (or `reservedLayoutWidth`).
public final class CellAccessoryView: View {
  /// The symbol shown, or `nil`.
  public private(set) var symbolName: String?
  private let imageView = ImageView(image: nil)
  private let label = Label(frame: .zero)
  private var custom: View?

  /// The side of the system accessories' symbols.
  static var symbolSide: CGFloat { Font.preferredFont(forTextStyle: .body).pointSize }

  /// The size `accessory` takes.
  static func size(of accessory: CellAccessory) -> CGSize {
    let side = symbolSide
    var size: CGSize
    switch accessory.kind {
    case .disclosureIndicator, .outlineDisclosure:
      size = CGSize(width: (side * 0.6).rounded(), height: side)
    case .popUpMenu:
      size = CGSize(width: (side * 0.75).rounded(), height: side)
    case .checkmark, .delete, .insert, .reorder, .multiselect, .detail:
      size = CGSize(width: side, height: side)
    case .label(let text):
      let font = accessory.options.font ?? .preferredFont(forTextStyle: .body)
      let measure = Label(frame: .zero)
      measure.font = font
      measure.text = text
      size = measure.sizeThatFits(.zero)
    case .customView(let view, _):
      // A view's frame can hold any number; the layout takes it as a length (docs/limits.md).
      size = CGSize(
        width: LayoutLimits.length(view.frame.width), height: LayoutLimits.length(view.frame.height))
    }
    if let reserved = accessory.options.reservedLayoutWidth, reserved.isFinite, reserved >= 0 {
      size.width = min(reserved, LayoutLimits.maximumLength)
    }
    return size
  }

  /// Shows `accessory`: `selected` fills a multiselect circle, `expanded` turns an outline
  /// chevron down.
  func show(_ accessory: CellAccessory, selected: Bool, expanded: Bool, tint: Color) {
    let color: Color
    let name: String?
    switch accessory.kind {
    case .disclosureIndicator:
      (name, color) = ("chevron.right", accessory.options.tintColor ?? .tertiaryLabel)
    case .outlineDisclosure:
      (name, color) = (expanded ? "chevron.down" : "chevron.right", accessory.options.tintColor ?? tint)
    case .checkmark:
      (name, color) = ("checkmark", accessory.options.tintColor ?? tint)
    case .delete:
      (name, color) = ("minus.circle.fill", accessory.options.tintColor ?? .systemRed)
    case .insert:
      (name, color) = ("plus.circle.fill", accessory.options.tintColor ?? .systemGreen)
    case .reorder:
      (name, color) = ("line.3.horizontal", accessory.options.tintColor ?? .tertiaryLabel)
    case .multiselect:
      (name, color) = (
        selected ? "checkmark.circle.fill" : "circle",
        accessory.options.tintColor ?? (selected ? tint : .tertiaryLabel)
      )
    case .detail:
      (name, color) = ("info.circle", accessory.options.tintColor ?? tint)
    case .popUpMenu:
      (name, color) = ("chevron.up.chevron.down", accessory.options.tintColor ?? .secondaryLabel)
    case .label(let text):
      (name, color) = (nil, accessory.options.tintColor ?? .secondaryLabel)
      label.font = accessory.options.font ?? .preferredFont(forTextStyle: .body)
      label.text = text
      label.textColor = color
    case .customView(let view, _):
      (name, color) = (nil, accessory.options.tintColor ?? tint)
      if custom !== view {
        custom?.removeFromSuperview()
        custom = view
        addSubview(view)
      }
    }
    symbolName = name
    if let name {
      imageView.image = Image(systemName: name)
      imageView.tintColor = color
    }
    imageView.isHidden = name == nil
    label.isHidden = !(name == nil && custom == nil)
    if case .customView = accessory.kind {
    } else {
      custom?.removeFromSuperview()
      custom = nil
    }
    if imageView.superview == nil {
      addSubview(imageView)
      addSubview(label)
    }
    backgroundColor = accessory.options.backgroundColor
    setNeedsLayout()
  }

  /// Lays out the symbol, text or view to fill the accessory (a custom view keeps its size,
  /// centred).
  public override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = bounds
    label.frame = bounds
    if let custom {
      let size = CGSize(
        width: LayoutLimits.length(custom.frame.width), height: LayoutLimits.length(custom.frame.height))
      custom.frame = CGRect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
        height: size.height)
    }
  }
}
