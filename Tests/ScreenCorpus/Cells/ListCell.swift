import TrellisUIKit

/// A list row: a label, a disclosure chevron at the trailing edge and a hairline separator under
/// the text.
class ListCell: UICollectionViewCell {
  static let reuseIdentifier = "list-cell-reuse-identifier"

  let label = UILabel()
  let accessoryImageView = UIImageView()
  let separatorView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }

  private func configure() {
    separatorView.translatesAutoresizingMaskIntoConstraints = false
    separatorView.backgroundColor = .lightGray
    contentView.addSubview(separatorView)

    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    label.font = UIFont.preferredFont(forTextStyle: .body)
    contentView.addSubview(label)

    accessoryImageView.translatesAutoresizingMaskIntoConstraints = false
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let chevronName = rtl ? "chevron.left" : "chevron.right"
    accessoryImageView.image = UIImage(systemName: chevronName)
    accessoryImageView.tintColor = UIColor.lightGray.withAlphaComponent(0.7)
    contentView.addSubview(accessoryImageView)

    selectedBackgroundView = UIView()
    selectedBackgroundView?.backgroundColor = UIColor.lightGray.withAlphaComponent(0.3)

    let inset: CGFloat = 10
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
      label.trailingAnchor.constraint(equalTo: accessoryImageView.leadingAnchor, constant: -inset),

      accessoryImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      accessoryImageView.widthAnchor.constraint(equalToConstant: 13),
      accessoryImageView.heightAnchor.constraint(equalToConstant: 20),
      accessoryImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),

      separatorView.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      separatorView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      separatorView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      separatorView.heightAnchor.constraint(equalToConstant: 0.5),
    ])
  }
}
