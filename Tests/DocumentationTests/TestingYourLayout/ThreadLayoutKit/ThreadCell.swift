import TrellisUIKit

/// A post's cell: it takes its depth from the layout's attributes.
open class ThreadCell: UICollectionViewCell {
  /// The depth of the post shown, from the last attributes applied.
  public private(set) var depth = 0

  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    depth = (layoutAttributes as? ThreadLayoutAttributes)?.depth ?? 0
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    depth = 0
  }
}
