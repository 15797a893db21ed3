/// The button of one swipe action: its colour, and its title (white, 15 points) or image
/// centred. Its natural width is the title's plus 15 points on each side, at least 74
/// (docs/lists.md §6).
public final class SwipeActionView: View {
  /// The action shown.
  public let action: ContextualAction
  /// The title.
  public let titleLabel = Label(frame: .zero)
  /// The image.
  public let imageView = ImageView(image: nil)

  /// The smallest width of an action's button.
  static let minimumWidth: CGFloat = 74
  /// The space on each side of the title.
  static let padding: CGFloat = 15

  /// A view for `action`.
  init(action: ContextualAction) {
    self.action = action
    super.init(frame: .zero)
    backgroundColor = action.backgroundColor
    titleLabel.font = .systemFont(ofSize: 15)
    titleLabel.textColor = .white
    titleLabel.text = action.title
    titleLabel.textAlignment = .center
    imageView.image = action.image
    imageView.tintColor = .white
    imageView.isHidden = action.image == nil
    addSubview(imageView)
    addSubview(titleLabel)
    clipsToBounds = true
  }

  /// Not available: made for an action.
  public required init?(coder: NSCoder) { nil }

  /// The width the button wants.
  var naturalWidth: CGFloat {
    let text = (action.title ?? "").isEmpty ? 0 : titleLabel.sizeThatFits(.zero).width
    let image = action.image.map { LayoutLimits.length($0.size.width) } ?? 0
    return max(Self.minimumWidth, max(text, image) + 2 * Self.padding)
  }

  /// Centres the image above the title (or either alone).
  public override func layoutSubviews() {
    super.layoutSubviews()
    let title = (action.title ?? "").isEmpty ? CGSize.zero : titleLabel.sizeThatFits(.zero)
    let image =
      action.image.map {
        CGSize(width: LayoutLimits.length($0.size.width), height: LayoutLimits.length($0.size.height))
      } ?? .zero
    let gap: CGFloat = title.height > 0 && image.height > 0 ? 4 : 0
    var y = (bounds.height - image.height - gap - title.height) / 2
    imageView.frame = CGRect(
      x: (bounds.width - image.width) / 2, y: y, width: image.width, height: image.height)
    y += image.height + gap
    titleLabel.frame = CGRect(
      x: (bounds.width - title.width) / 2, y: y, width: title.width, height: title.height)
  }
}
