import TrellisUIKit

/// A news story: its title, its date and its text, each on as many lines as it needs, above a
/// hairline separator.
class ConferenceNewsFeedCell: UICollectionViewCell {
  static let reuseIdentifier = "news-feed-cell-reuse-identifier"

  let titleLabel = UILabel()
  let dateLabel = UILabel()
  let bodyLabel = UILabel()
  let separatorView = UIView()

  var showsSeparator = true {
    didSet { separatorView.isHidden = !showsSeparator }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }

  private func configure() {
    for label in [titleLabel, dateLabel, bodyLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      contentView.addSubview(label)
    }
    titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
    dateLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
    dateLabel.textColor = .secondaryLabel
    bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)

    separatorView.translatesAutoresizingMaskIntoConstraints = false
    separatorView.backgroundColor = .placeholderText
    contentView.addSubview(separatorView)

    let inset = CGFloat(12)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),

      dateLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      dateLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      dateLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

      bodyLabel.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 8),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

      separatorView.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: inset),
      separatorView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      separatorView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      separatorView.heightAnchor.constraint(equalToConstant: 0.5),
      separatorView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }
}
