// Section headers that stick to the top while their section scrolls by, written the way flow
// layouts did it before `sectionHeadersPinToVisibleBounds`: invalidate on every bounds change
// and move the headers in layoutAttributesForElements(in:). Written as for UIKit; only the
// import differs.
import TrellisUIKit

final class StickyHeadersFlowLayout: UICollectionViewFlowLayout {
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let collectionView = collectionView,
      let original = super.layoutAttributesForElements(in: rect)
    else { return nil }
    var answer = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
    let headerKind = UICollectionView.elementKindSectionHeader

    // Sections with cells in the rect whose header is not in it still need their header.
    var missingSections = IndexSet()
    for attributes in answer where attributes.representedElementCategory == .cell {
      missingSections.insert(attributes.indexPath.section)
    }
    for attributes in answer where attributes.representedElementKind == headerKind {
      missingSections.remove(attributes.indexPath.section)
    }
    for section in missingSections {
      let indexPath = IndexPath(item: 0, section: section)
      if let header = layoutAttributesForSupplementaryView(ofKind: headerKind, at: indexPath) {
        answer.append(header.copy() as! UICollectionViewLayoutAttributes)
      }
    }

    for attributes in answer where attributes.representedElementKind == headerKind {
      let section = attributes.indexPath.section
      let numberOfItems = collectionView.numberOfItems(inSection: section)
      guard numberOfItems > 0,
        let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
        let last = layoutAttributesForItem(at: IndexPath(item: numberOfItems - 1, section: section))
      else { continue }
      let headerHeight = attributes.frame.height
      let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
      var origin = attributes.frame.origin
      origin.y = min(
        max(top, first.frame.minY - headerHeight - sectionInset.top),
        last.frame.maxY + sectionInset.bottom - headerHeight)
      attributes.zIndex = 1024
      attributes.frame.origin = origin
    }
    return answer
  }
}
