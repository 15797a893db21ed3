// A grid of square cells whose edges fall on whole pixels, written in Swift 6 style: the layout
// is annotated `@MainActor` (as UIKit's classes are) and calls a `@MainActor` helper. It rounds
// with the collection view's `traitCollection.displayScale`. Written as for UIKit; only the
// import differs.
import TrellisUIKit

/// Rounds `value` down to a whole number of pixels at `scale`.
@MainActor func floorToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  guard scale > 0 else { return value.rounded(.down) }
  return (value * scale).rounded(.down) / scale
}

@MainActor
final class PixelGridLayout: UICollectionViewLayout {
  var numberOfColumns = 3 {
    didSet { invalidateLayout() }
  }
  var spacing: CGFloat = 1

  private var cellSide: CGFloat = 0
  private var itemCount = 0

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let scale = collectionView.traitCollection.displayScale
    let available = collectionView.bounds.width - spacing * CGFloat(numberOfColumns - 1)
    cellSide = floorToPixels(available / CGFloat(numberOfColumns), scale: scale)
    itemCount = collectionView.numberOfItems(inSection: 0)
  }

  private func frame(forItem item: Int) -> CGRect {
    let row = item / numberOfColumns
    let column = item % numberOfColumns
    return CGRect(
      x: CGFloat(column) * (cellSide + spacing), y: CGFloat(row) * (cellSide + spacing), width: cellSide,
      height: cellSide)
  }

  override var collectionViewContentSize: CGSize {
    let rows = (itemCount + numberOfColumns - 1) / numberOfColumns
    let height = rows > 0 ? CGFloat(rows) * (cellSide + spacing) - spacing : 0
    return CGSize(width: collectionView?.bounds.width ?? 0, height: height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return (0..<itemCount).compactMap { item in
      let frame = frame(forItem: item)
      guard frame.intersects(rect) else { return nil }
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = frame
      return attributes
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.item < itemCount else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(forItem: indexPath.item)
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return newBounds.width != collectionView?.bounds.width
  }
}
