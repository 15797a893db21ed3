// A tag cloud ported from Objective-C: tags wrap onto lines, each measured against the line's
// width and an unbounded height (`CGFloat(MAXFLOAT)`); the cache is keyed by `NSIndexPath`; the
// layout is redone only when the size changes (`CGSize.equalTo`), and it times its prepare()
// with `CACurrentMediaTime()`. Written as for UIKit; only the import differs.
import TrellisUIKit

@MainActor protocol TagCloudLayoutDelegate: AnyObject {
  /// The size of the tag at `indexPath` when it may take at most `size`.
  func collectionView(
    _ collectionView: UICollectionView, sizeForTagAt indexPath: IndexPath, fitting size: CGSize
  )
    -> CGSize
}

final class TagCloudLayout: UICollectionViewLayout {
  weak var delegate: TagCloudLayoutDelegate?
  var insets = UIEdgeInsetsMake(8, 8, 8, 8)
  var interitemSpacing: CGFloat = 8
  var lineSpacing: CGFloat = 8

  private var cache = [NSIndexPath: UICollectionViewLayoutAttributes]()
  private var contentHeight: CGFloat = 0
  private var preparedSize = CGSize.zero
  private(set) var prepareCount = 0
  private(set) var lastPrepareDuration: CFTimeInterval = 0

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView, let delegate = delegate else { return }
    let start = CACurrentMediaTime()
    prepareCount += 1
    cache.removeAll()
    preparedSize = collectionView.bounds.size
    let maxWidth = collectionView.bounds.width - insets.left - insets.right
    let fitting = CGSize(width: maxWidth, height: CGFloat(MAXFLOAT))
    var x = insets.left
    var y = insets.top
    var lineHeight: CGFloat = 0
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = NSIndexPath(item: item, section: 0)
      var size = delegate.collectionView(
        collectionView, sizeForTagAt: indexPath as IndexPath, fitting: fitting)
      size.width = min(size.width, maxWidth)
      if x > insets.left && x + size.width > insets.left + maxWidth {
        x = insets.left
        y += lineHeight + lineSpacing
        lineHeight = 0
      }
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath as IndexPath)
      attributes.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
      cache[indexPath] = attributes
      x += size.width + interitemSpacing
      lineHeight = max(lineHeight, size.height)
    }
    contentHeight = y + lineHeight + insets.bottom
    lastPrepareDuration = CACurrentMediaTime() - start
  }

  override var collectionViewContentSize: CGSize {
    return CGSize(width: preparedSize.width, height: contentHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return cache.values.filter { $0.frame.intersects(rect) }.sorted { $0.indexPath < $1.indexPath }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return cache[indexPath as NSIndexPath]
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return !newBounds.size.equalTo(preparedSize)
  }

  /// The frames in UIKit's debug notation, for logging.
  func frameDescriptions() -> [String] {
    return (0..<cache.count).compactMap { item in
      cache[NSIndexPath(item: item, section: 0)].map { NSStringFromCGRect($0.frame) }
    }
  }
}

/// Tags of given natural widths, 30 points high; remembers the fitting sizes it was asked with.
final class TagSizes: TagCloudLayoutDelegate {
  let widths: [CGFloat]
  private(set) var fittingSizes: [CGSize] = []

  init(widths: [CGFloat]) {
    self.widths = widths
  }

  func collectionView(
    _ collectionView: UICollectionView, sizeForTagAt indexPath: IndexPath, fitting size: CGSize
  )
    -> CGSize
  {
    fittingSizes.append(size)
    return CGSize(width: widths[indexPath.item], height: 30)
  }
}
