import TrellisUIKit

/// A section title: one label inset 10 points from the view's edges.
class TitleSupplementaryView: UICollectionReusableView {
  static let reuseIdentifier = "title-supplementary-reuse-identifier"

  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    label.font = UIFont.preferredFont(forTextStyle: .title3)
    addSubview(label)
    let inset: CGFloat = 10
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }
}
