// A masonry ("Pinterest") layout written exactly as for UIKit; only the import differs.
import TrellisUIKit

@MainActor protocol MasonryLayoutDelegate: AnyObject {
  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryLayout, heightForItemAt indexPath: IndexPath,
    withWidth width: CGFloat
  ) -> CGFloat
}

/// Columns of equal width; each item goes into the shortest column (the leftmost on a tie).
final class MasonryLayout: UICollectionViewLayout {
  weak var delegate: MasonryLayoutDelegate?

  var numberOfColumns: Int {
    didSet { invalidateLayout() }
  }
  var interitemSpacing: CGFloat = 8
  var sectionInset: UIEdgeInsets = UIEdgeInsetsMake(16, 8, 16, 8)

  private var cache = [UICollectionViewLayoutAttributes]()
  private var contentHeight: CGFloat = 0
  private(set) var prepareCount = 0

  init(numberOfColumns: Int) {
    self.numberOfColumns = numberOfColumns
    super.init()
  }

  required init?(coder aDecoder: NSCoder) {
    self.numberOfColumns = 2
    super.init(coder: aDecoder)
  }

  override var collectionViewContentSize: CGSize {
    guard let collectionView = collectionView else { return .zero }
    return CGSize(width: collectionView.bounds.width, height: contentHeight)
  }

  override func prepare() {
    super.prepare()
    prepareCount += 1
    cache.removeAll()
    contentHeight = 0
    guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }

    let availableWidth = UIEdgeInsetsInsetRect(collectionView.bounds, sectionInset).width
    let columnWidth =
      (availableWidth - CGFloat(numberOfColumns - 1) * interitemSpacing) / CGFloat(numberOfColumns)
    var columnBottoms = [CGFloat](repeating: sectionInset.top, count: numberOfColumns)

    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let column = columnBottoms.firstIndex(of: columnBottoms.min()!)!
      let height =
        delegate?.collectionView(
          collectionView, layout: self, heightForItemAt: indexPath, withWidth: columnWidth)
        ?? columnWidth
      let x = sectionInset.left + CGFloat(column) * (columnWidth + interitemSpacing)

      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(x: x, y: columnBottoms[column], width: columnWidth, height: height)
      cache.append(attributes)
      columnBottoms[column] = attributes.frame.maxY + interitemSpacing
    }
    if !cache.isEmpty {
      contentHeight = columnBottoms.max()! - interitemSpacing + sectionInset.bottom
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.section == 0, indexPath.item < cache.count else { return nil }
    return cache[indexPath.item]
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView = collectionView else { return false }
    return newBounds.width != collectionView.bounds.width
  }
}

/// A cell that remembers what it shows.
final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  var photoName = ""
}

/// The view controller's data: photo names and their heights at a given width.
final class PhotosController: NSObject, UICollectionViewDataSource, MasonryLayoutDelegate {
  var photos: [(name: String, height: CGFloat)]

  init(photos: [(name: String, height: CGFloat)]) {
    self.photos = photos
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return photos.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
      as! PhotoCell
    cell.photoName = photos[indexPath.item].name
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryLayout, heightForItemAt indexPath: IndexPath,
    withWidth width: CGFloat
  ) -> CGFloat {
    return photos[indexPath.item].height
  }
}
