import TrellisLists

/// The header of a column of the "board" scene: the column's name and how many cards it holds
/// ("Doing · 2"), in a plain list header's style, drawn by its views as a list row is.
final class BoardHeaderView: CollectionReusableView {
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

  /// Shows `title` and `count`.
  func show(title: String, count: Int) {
    var configuration = ListContentConfiguration.plainHeader()
    configuration.text = "\(title) · \(count)"
    configuration.directionalLayoutMargins.leading = 4
    content.configuration = configuration
  }
}
