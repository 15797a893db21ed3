// A flow layout whose lines start at the leading edge: the left in a left-to-right interface,
// the right in a right-to-left one. It handles the direction itself, so it tells the collection
// view not to flip it. Written as for UIKit; only the import differs.
import TrellisUIKit

final class LeadingAlignedFlowLayout: UICollectionViewFlowLayout {
  override var flipsHorizontallyInOppositeLayoutDirection: Bool {
    return false
  }

  private var isRightToLeft: Bool {
    return collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
    let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
    let contentWidth = collectionViewContentSize.width
    var cursor: CGFloat = 0
    var lineBottom: CGFloat = -.greatestFiniteMagnitude
    for item in attributes where item.representedElementCategory == .cell {
      if item.frame.minY >= lineBottom {
        cursor = isRightToLeft ? contentWidth - sectionInset.right : sectionInset.left
      }
      if isRightToLeft {
        item.frame.origin.x = cursor - item.frame.width
        cursor -= item.frame.width + minimumInteritemSpacing
      } else {
        item.frame.origin.x = cursor
        cursor += item.frame.width + minimumInteritemSpacing
      }
      lineBottom = max(lineBottom, item.frame.maxY)
    }
    return attributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let frame = super.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
    let line = CGRect(x: 0, y: frame.minY, width: collectionViewContentSize.width, height: frame.height)
    return layoutAttributesForElements(in: line)?.first { $0.indexPath == indexPath }
  }
}

/// The same alignment written for left to right only: it leaves right to left to the collection
/// view, which mirrors it (the flow layout's `flipsHorizontallyInOppositeLayoutDirection` is
/// `true`).
final class LeftAlignedMirroredFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
    let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
    var x = sectionInset.left
    var lineBottom: CGFloat = -.greatestFiniteMagnitude
    for item in attributes where item.representedElementCategory == .cell {
      if item.frame.minY >= lineBottom { x = sectionInset.left }
      item.frame.origin.x = x
      x += item.frame.width + minimumInteritemSpacing
      lineBottom = max(lineBottom, item.frame.maxY)
    }
    return attributes
  }
}

/// Tags of given widths, 40 points high.
final class TagWidthsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  let widths: [CGFloat]

  init(widths: [CGFloat]) {
    self.widths = widths
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    return CGSize(width: widths[indexPath.item], height: 40)
  }
}
