// swift-format-ignore-file
// The port of UIKit/ShelfLayout.swift: what `trellis port` writes for it, byte for byte
// (`intersects` → `overlaps` included). PortedFileTests checks it.

// snippet: porting-after
import TrellisUIKit

@preconcurrency @MainActor protocol ShelfLayoutDelegate: AnyObject {
  func collectionView(
    _ collectionView: UICollectionView, layout: ShelfLayout, widthForItemAt indexPath: IndexPath
  ) -> CGFloat
}

// Defaults for the requirements that were `@objc optional` (added by `trellis port`).
extension ShelfLayoutDelegate {
  /// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback (this was an `@objc optional` requirement).
  func collectionView(
    _ collectionView: UICollectionView, layout: ShelfLayout, widthForItemAt indexPath: IndexPath
  ) -> CGFloat { optionalRequirementNotImplemented(returning: 0) }
}

/// One horizontal row of cards as tall as the view; each card is `itemWidth` wide unless the
/// delegate says otherwise. Mirrored in right-to-left languages.
class ShelfLayout: UICollectionViewLayout {
  weak var delegate: ShelfLayoutDelegate?
  @IBInspectable var itemWidth: CGFloat = 120 {
    didSet { invalidateLayout() }
  }
  @IBInspectable var spacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  private var frames: [CGRect] = []

  override func prepare() {
    super.prepare()
    frames = []
    guard let collectionView = collectionView else { return }
    var x = spacing
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let width =
        optionalRequirement { delegate?.collectionView(collectionView, layout: self, widthForItemAt: indexPath) } ?? itemWidth
      let height = collectionView.bounds.height - 2 * spacing
      frames.append(CGRect(x: x, y: spacing, width: width, height: height))
      x += width + spacing
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: (frames.last?.maxX ?? 0) + spacing, height: collectionView?.bounds.height ?? 0)
  }

  override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.section == 0, indexPath.item < frames.count else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frames[indexPath.item]
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    frames.indices.filter { frames[$0].overlaps(rect) }.compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.height != collectionView?.bounds.height
  }
}
// end snippet
