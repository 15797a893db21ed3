import TrellisUIKit

/// A round badge with a count, anchored to an item's corner.
class BadgeSupplementaryView: UICollectionReusableView {
  static let reuseIdentifier = "badge-reuse-identifier"

  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.textAlignment = .center
    label.textColor = .black
    addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
    backgroundColor = .green
    layer.borderColor = UIColor.black.cgColor
    layer.borderWidth = 1
  }

  override var frame: CGRect {
    didSet { layer.cornerRadius = bounds.height / 2 }
  }

  override var bounds: CGRect {
    didSet { layer.cornerRadius = bounds.height / 2 }
  }

  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }
}
