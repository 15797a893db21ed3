// The code of the article "Building a modern collection-view screen": the favourites' cell.

import TrellisLists

// snippet: modern-screen-tile-cell
/// A tile of the favourites grid: the recipe's name, centred, 8 points inside the cell.
final class RecipeTileCell: CollectionViewCell {
  let nameLabel = Label(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.textAlignment = .center
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    nameLabel.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
  }
}
// end snippet
