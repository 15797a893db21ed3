// A centred carousel: a horizontal flow layout whose side insets, set in prepare(), put the
// first and last items in the middle of the view; items shrink away from the centre and
// scrolling comes to rest with an item centred. Written as for UIKit; only the import differs.
import TrellisUIKit

final class CarouselFlowLayout: UICollectionViewFlowLayout {
  /// The scale of an item one page or more away from the centre.
  var sideItemScale: CGFloat = 0.8

  override init() {
    super.init()
    scrollDirection = .horizontal
    itemSize = CGSize(width: 200, height: 300)
    minimumLineSpacing = 20
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private var pageWidth: CGFloat {
    return itemSize.width + minimumLineSpacing
  }

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let inset = (collectionView.bounds.width - itemSize.width) / 2
    sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let collectionView = collectionView,
      let original = super.layoutAttributesForElements(in: rect)
    else { return nil }
    let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
    let visibleCenterX = collectionView.contentOffset.x + collectionView.bounds.width / 2
    for item in attributes {
      let distance = abs(item.center.x - visibleCenterX)
      let ratio = min(distance / pageWidth, 1)
      let scale = 1 - (1 - sideItemScale) * ratio
      item.transform = CGAffineTransform(scaleX: scale, y: scale)
      item.zIndex = Int(((1 - ratio) * 10).rounded())
    }
    return attributes
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let page = (proposedContentOffset.x / pageWidth).rounded()
    return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
  }
}
