// A list whose inserted rows slide in from the left and deleted rows slide out to the right.
// Like many real layouts it computes every row in prepare() and reads that cache in
// prepare(forCollectionViewUpdates:), which relies on UIKit's order: prepare() for the new data
// runs first. Written as for UIKit; only the import differs.
import TrellisUIKit

final class SlideInListLayout: UICollectionViewLayout {
  var rowHeight: CGFloat = 60

  /// The hooks in the order they ran, for the test.
  private(set) var hookLog: [String] = []

  private var cache: [UICollectionViewLayoutAttributes] = []
  private var appearingFrames: [IndexPath: CGRect] = [:]
  private var deletedIndexPaths: Set<IndexPath> = []

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts { hookLog.append("invalidateLayout(with:)") }
    super.invalidateLayout(with: context)
  }

  override func prepare() {
    super.prepare()
    hookLog.append("prepare()")
    guard let collectionView = collectionView else { return }
    let width = collectionView.bounds.width
    cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: CGFloat(item) * rowHeight, width: width, height: rowHeight)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * rowHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return indexPath.item < cache.count ? cache[indexPath.item] : nil
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    hookLog.append("prepare(forCollectionViewUpdates:)")
    for update in updateItems {
      switch update.updateAction {
      case .insert:
        // The cache already holds the new row (prepare() ran first): start one width to its left.
        guard let indexPath = update.indexPathAfterUpdate else { continue }
        let final = cache[indexPath.item].frame
        appearingFrames[indexPath] = final.offsetBy(dx: -final.width, dy: 0)
      case .delete:
        if let indexPath = update.indexPathBeforeUpdate { deletedIndexPaths.insert(indexPath) }
      default:
        break
      }
    }
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    hookLog.append("finalizeCollectionViewUpdates()")
    appearingFrames.removeAll()
    deletedIndexPaths.removeAll()
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let frame = appearingFrames[itemIndexPath] else {
      return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
    attributes.frame = frame
    return attributes
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard deletedIndexPaths.contains(itemIndexPath), let width = collectionView?.bounds.width else {
      return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
    attributes.frame = CGRect(
      x: width, y: CGFloat(itemIndexPath.item) * rowHeight, width: width, height: rowHeight)
    return attributes
  }
}
