// A deck of cards: the top card full size, the next ones smaller, lower and further back (a
// perspective transform3D and a decreasing zIndex), the rest hidden behind; swiping the top card
// away flies it off to the right. Written as for UIKit; only the import differs.
import TrellisUIKit

final class StackedCardsLayout: UICollectionViewLayout {
  var cardSize = CGSize(width: 280, height: 400)
  var topInset: CGFloat = 40
  var visibleCardCount = 3
  var scaleStep: CGFloat = 0.05
  var offsetStep: CGFloat = 20
  var perspective: CGFloat = -1.0 / 500

  private var attributesList: [UICollectionViewLayoutAttributes] = []
  private var swipedIndexPaths: Set<IndexPath> = []

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let count = collectionView.numberOfItems(inSection: 0)
    attributesList = (0..<count).map { index in
      let depth = min(index, visibleCardCount - 1)
      let scale = 1 - scaleStep * CGFloat(depth)
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
      attributes.size = cardSize
      attributes.center = CGPoint(
        x: collectionView.bounds.midX, y: topInset + cardSize.height / 2 + offsetStep * CGFloat(depth))
      var transform = CATransform3DIdentity
      transform.m34 = perspective
      transform = CATransform3DTranslate(transform, 0, 0, -CGFloat(depth) * 10)
      transform = CATransform3DScale(transform, scale, scale, 1)
      attributes.transform3D = transform
      attributes.zIndex = count - index
      attributes.isHidden = index >= visibleCardCount
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    return collectionView?.bounds.size ?? .zero
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return attributesList
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return indexPath.item < attributesList.count ? attributesList[indexPath.item] : nil
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    for update in updateItems where update.updateAction == .delete {
      if let indexPath = update.indexPathBeforeUpdate { swipedIndexPaths.insert(indexPath) }
    }
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    swipedIndexPaths.removeAll()
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard swipedIndexPaths.contains(itemIndexPath), let collectionView = collectionView else {
      return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
    attributes.size = cardSize
    attributes.center = CGPoint(
      x: collectionView.bounds.midX + collectionView.bounds.width, y: topInset + cardSize.height / 2)
    attributes.zIndex = Int.max
    attributes.alpha = 0
    return attributes
  }
}
