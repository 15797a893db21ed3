// A photo pager: one page per item, the size of the collection view, flicks move exactly one
// page. It only ever lives inside a collection view, so it narrows `collectionView` to a
// non-optional `UICollectionView`, as some UIKit layouts do. Written as for UIKit; only the
// import differs.
import TrellisUIKit

final class FullPageLayout: UICollectionViewLayout {
  override var collectionView: UICollectionView {
    return super.collectionView!
  }

  private var pageSize: CGSize = .zero
  private var pageCount = 0

  override func prepare() {
    super.prepare()
    pageSize = collectionView.bounds.size
    pageCount = collectionView.numberOfItems(inSection: 0)
  }

  override var collectionViewContentSize: CGSize {
    return CGSize(width: pageSize.width * CGFloat(pageCount), height: pageSize.height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard pageSize.width > 0 else { return [] }
    let first = max(0, Int((rect.minX / pageSize.width).rounded(.down)))
    let last = min(pageCount - 1, Int((rect.maxX / pageSize.width).rounded(.up)))
    guard first <= last else { return [] }
    return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(
      x: CGFloat(indexPath.item) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height)
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return !newBounds.size.equalTo(collectionView.bounds.size)
  }

  /// The page the view showed when the finger touched down, before the proposal.
  private var currentPage: CGFloat {
    return (collectionView.contentOffset.x / pageSize.width).rounded()
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    var page = currentPage
    if velocity.x > 0.3 {
      page += 1
    } else if velocity.x < -0.3 {
      page -= 1
    } else {
      page = (proposedContentOffset.x / pageSize.width).rounded()
    }
    page = min(max(page, 0), CGFloat(pageCount - 1))
    return CGPoint(x: page * pageSize.width, y: 0)
  }
}
