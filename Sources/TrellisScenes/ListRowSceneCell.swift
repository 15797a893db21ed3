import Foundation
import TrellisControls

/// The row of the inset-grouped list scene: on a white content view, a symbol (an `ImageView`
/// of `Image(systemName:)`, tinted with the item's palette colour, so an item keeps its colour
/// wherever it moves), a title label ("Item 12", the body text style) and a secondary label at
/// the trailing edge giving the row's height ("67 pt"), placed by Auto Layout inside
/// `contentView`. The height is `MeasuredSceneCell`'s: 44…120 points drawn from the item.
///
/// The symbol is centred vertically in the row and the title on the symbol, whatever height
/// the row takes: the row's constraints are solved after the collection view sized it, in the
/// same layout pass (docs/auto-layout.md §8).
///
/// The playground draws what these views record (docs/playground.md): the text in Inter, where
/// TrellisText measured it.
final class ListRowSceneCell: MeasuredSceneCell {
  /// The symbols the rows cycle through, by item identifier.
  static let symbolNames = ["star.fill", "folder", "paperplane", "bell", "bookmark", "heart"]
  /// The margin at the leading and trailing edges, points.
  static let margin: CGFloat = 16
  /// The symbol's side, points.
  static let symbolSide: CGFloat = 24

  let symbolView = ImageView(image: nil)
  let titleLabel = Label()
  let detailLabel = Label()

  override var modelID: Int {
    didSet { configure() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .white
    titleLabel.font = Font.preferredFont(forTextStyle: .body)
    titleLabel.textColor = .black
    detailLabel.font = Font.preferredFont(forTextStyle: .subheadline)
    detailLabel.textColor = .secondaryLabel
    detailLabel.textAlignment = .right
    for view in [symbolView, titleLabel, detailLabel] as [View] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let margin = Self.margin
    LayoutConstraint.activate([
      symbolView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
      symbolView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      symbolView.widthAnchor.constraint(equalToConstant: Self.symbolSide),
      symbolView.heightAnchor.constraint(equalToConstant: Self.symbolSide),
      titleLabel.leadingAnchor.constraint(equalTo: symbolView.trailingAnchor, constant: 12),
      titleLabel.centerYAnchor.constraint(equalTo: symbolView.centerYAnchor),
      detailLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
      detailLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -margin),
      detailLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
    ])
    configure()
  }

  /// Not supported: scene cells are made in code.
  required init?(coder: NSCoder) { nil }

  /// Shows item `modelID`: its symbol, colour, title and height.
  private func configure() {
    let id = max(modelID, 0)
    let name = Self.symbolNames[id % Self.symbolNames.count]
    symbolView.image = Image(systemName: name)
    let colour = RenderPalette.color(for: IndexPath(item: id, section: 0))
    symbolView.tintColor = Color(
      red: CGFloat(colour.red) / 255, green: CGFloat(colour.green) / 255, blue: CGFloat(colour.blue) / 255,
      alpha: 1)
    titleLabel.text = "Item \(modelID)"
    detailLabel.text = "\(Int(Self.preferredHeight(forItem: modelID))) pt"
  }
}
