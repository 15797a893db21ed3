// Fixtures for the right-to-left tests: a custom row layout that records what the host hands
// it, and helpers that build collection views whose content reads right to left.

import Foundation

@testable import Trellis

/// A horizontal row: item i is 80 × 80 at x = 100·i, y = 0 (gaps of 20), so 5 items make a
/// content 480 wide. It keeps its attributes in a cache and returns the cached objects
/// themselves (so a test can check that the host never changes them), and writes down the
/// geometry the host gives it.
final class MirrorProbeLayout: CollectionViewLayout {
  var flips = true
  var development = UserInterfaceLayoutDirection.leftToRight
  /// When set, scrolling comes to rest on multiples of this many points (layout coordinates).
  var snapInterval: CGFloat?
  private(set) var cache: [CollectionViewLayoutAttributes] = []
  private(set) var queriedRects: [CGRect] = []
  private(set) var targetPositions: [CGPoint] = []
  private(set) var movingPositions: [CGPoint] = []
  private(set) var preferredOriginals: [CGRect] = []
  private(set) var proposedOffsets: [CGPoint] = []
  private(set) var proposedVelocities: [CGPoint] = []
  private(set) var returnedOffsets: [CGPoint] = []

  override var developmentLayoutDirection: UserInterfaceLayoutDirection { development }
  override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

  static func frame(item: Int) -> CGRect {
    CGRect(x: CGFloat(item) * 100, y: 0, width: 80, height: 80)
  }

  override func prepare() {
    cache = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
      let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = Self.frame(item: item)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: max(0, CGFloat(cache.count) * 100 - 20), height: 80)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    queriedRects.append(rect)
    return cache.filter { $0.frame.overlaps(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    indexPath.item >= 0 && indexPath.item < cache.count ? cache[indexPath.item] : nil
  }

  /// Inserted items start 50 points before their place (layout coordinates), transparent.
  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let final = layoutAttributesForItem(at: itemIndexPath),
      let start = final.copy() as? CollectionViewLayoutAttributes
    else { return nil }
    start.center.x -= 50
    start.alpha = 0
    return start
  }

  override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    targetPositions.append(position)
    return super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
  }

  override func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> CollectionViewLayoutAttributes {
    movingPositions.append(position)
    return super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    preferredOriginals.append(originalAttributes.frame)
    return false
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedOffsets.append(proposedContentOffset)
    proposedVelocities.append(velocity)
    guard let snapInterval else { return proposedContentOffset }
    let target = CGPoint(
      x: (proposedContentOffset.x / snapInterval).rounded() * snapInterval, y: proposedContentOffset.y)
    returnedOffsets.append(target)
    return target
  }
}

/// A cell that asks to be 10 points wider than the layout made it.
final class WideningCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    layoutAttributes.size.width += 10
    return layoutAttributes
  }
}

/// A collection view of `size` over `count` items with `layout`, whose content reads right to
/// left (`semanticContentAttribute = .forceRightToLeft`, set before the first layout pass), laid
/// out once.
func makeRightToLeftView(
  _ layout: CollectionViewLayout, size: CGSize, count: Int,
  cellClass: CollectionViewCell.Type = ValueCell.self
) -> RetainingCollectionView {
  let collectionView = RetainingCollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collectionView.semanticContentAttribute = .forceRightToLeft
  let dataSource = ValueDataSource(count: count)
  collectionView.retained = [dataSource]
  collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
  collectionView.dataSource = dataSource
  collectionView.layoutIfNeeded()
  return collectionView
}

/// A flow layout of 100 × 100 items with spacings of 10 and no insets.
func squareFlowLayout(_ direction: CollectionView.ScrollDirection = .vertical) -> CollectionViewFlowLayout {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.minimumInteritemSpacing = 10
  layout.minimumLineSpacing = 10
  layout.scrollDirection = direction
  return layout
}

extension CollectionView {
  /// The frames of the visible cells by item, in content coordinates.
  var visibleCellFrames: [Int: CGRect] {
    var frames: [Int: CGRect] = [:]
    for cell in visibleCells {
      if let path = indexPath(for: cell) { frames[path.item] = cell.frame }
    }
    return frames
  }
}
