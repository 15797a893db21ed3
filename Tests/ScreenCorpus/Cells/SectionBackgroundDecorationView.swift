import TrellisUIKit

/// A rounded, light grey panel behind a section.
class SectionBackgroundDecorationView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
    layer.borderColor = UIColor.black.cgColor
    layer.borderWidth = 1
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }
}
