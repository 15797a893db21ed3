import TrellisLists

/// A section header that shows one line of text in a plain list header's style (headline,
/// label colour), drawn by its views as a list row is: the "app-store" rows' headers name their
/// orthogonal scrolling behaviours with it, and the "board" columns' headers show their names
/// and card counts ("Doing · 2").
final class SectionTitleHeaderView: CollectionReusableView {
  /// The reuse identifier the scenes register it under.
  static let reuseIdentifier = "trellis-section-title"

  /// The view showing the text.
  let content = ListContentView(configuration: ListContentConfiguration.plainHeader())

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(content)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    content.frame = bounds
  }

  /// Shows `title`, 4 points from the leading edge (the section's own inset already holds it
  /// off the screen's edge).
  func show(_ title: String) {
    var configuration = ListContentConfiguration.plainHeader()
    configuration.text = title
    configuration.directionalLayoutMargins.leading = 4
    content.configuration = configuration
  }
}
