// The Pinterest-style layout of the classic tutorial: photos of varying height in columns, the
// geometry computed once in prepare() into a cache. Its delegate protocol has optional
// requirements written the Swift way (a protocol and an extension with defaults), the form they
// take without `@objc optional`. Written as for UIKit; only the import differs.
import TrellisUIKit

@MainActor protocol PinterestLayoutDelegate: AnyObject {
  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
  ) -> CGFloat

  /// Optional: the height of the caption under the photo. The default is 0.
  func collectionView(
    _ collectionView: UICollectionView, heightForCaptionAtIndexPath indexPath: IndexPath
  ) -> CGFloat

  /// Optional: the number of columns. The default is 2.
  func numberOfColumns(in collectionView: UICollectionView) -> Int
}

extension PinterestLayoutDelegate {
  func collectionView(
    _ collectionView: UICollectionView, heightForCaptionAtIndexPath indexPath: IndexPath
  ) -> CGFloat {
    return 0
  }

  func numberOfColumns(in collectionView: UICollectionView) -> Int {
    return 2
  }
}

final class PinterestLayout: UICollectionViewLayout {
  weak var delegate: PinterestLayoutDelegate?

  var cellPadding: CGFloat = 6

  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

  private var contentWidth: CGFloat {
    guard let collectionView = collectionView else { return 0 }
    let insets = collectionView.contentInset
    return collectionView.bounds.width - (insets.left + insets.right)
  }

  override var collectionViewContentSize: CGSize {
    return CGSize(width: contentWidth, height: contentHeight)
  }

  override func prepare() {
    guard cache.isEmpty, let collectionView = collectionView, let delegate = delegate else { return }
    let numberOfColumns = delegate.numberOfColumns(in: collectionView)
    let columnWidth = contentWidth / CGFloat(numberOfColumns)
    var xOffset: [CGFloat] = []
    for column in 0..<numberOfColumns {
      xOffset.append(CGFloat(column) * columnWidth)
    }
    var column = 0
    var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)

    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let photoHeight = delegate.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath)
      let captionHeight = delegate.collectionView(collectionView, heightForCaptionAtIndexPath: indexPath)
      let height = cellPadding * 2 + photoHeight + captionHeight
      let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
      let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)

      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = insetFrame
      cache.append(attributes)

      contentHeight = max(contentHeight, frame.maxY)
      yOffset[column] = yOffset[column] + height
      column = column < (numberOfColumns - 1) ? (column + 1) : 0
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []
    for attributes in cache {
      if attributes.frame.intersects(rect) {
        visibleLayoutAttributes.append(attributes)
      }
    }
    return visibleLayoutAttributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return cache[indexPath.item]
  }
}

/// Photos of given heights, with the optional requirements left to their defaults.
final class PhotoHeights: PinterestLayoutDelegate {
  let heights: [CGFloat]

  init(heights: [CGFloat]) {
    self.heights = heights
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
  ) -> CGFloat {
    return heights[indexPath.item]
  }
}

/// Photos of given heights with 20-point captions, in 3 columns: both optional requirements
/// implemented.
final class CaptionedPhotoHeights: PinterestLayoutDelegate {
  let heights: [CGFloat]

  init(heights: [CGFloat]) {
    self.heights = heights
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
  ) -> CGFloat {
    return heights[indexPath.item]
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForCaptionAtIndexPath indexPath: IndexPath
  ) -> CGFloat {
    return 20
  }

  func numberOfColumns(in collectionView: UICollectionView) -> Int {
    return 3
  }
}
