// The classic left-aligned flow layout (tag clouds), written exactly as for UIKit; only the
// import differs.
import TrellisUIKit

final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let superAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
    let attributes = superAttributes.map { $0.copy() as! UICollectionViewLayoutAttributes }

    var nextX = sectionInset.left
    var lineBottom: CGFloat = -.greatestFiniteMagnitude
    for layoutAttributes in attributes where layoutAttributes.representedElementCategory == .cell {
      if layoutAttributes.frame.minY >= lineBottom {
        // The first item of a new line starts at the left inset.
        nextX = sectionInset.left
      }
      layoutAttributes.frame.origin.x = nextX
      nextX += layoutAttributes.frame.width + minimumInteritemSpacing
      lineBottom = max(lineBottom, layoutAttributes.frame.maxY)
    }
    return attributes
  }
}

final class TagsController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let tagWidths: [CGFloat]

  init(tagWidths: [CGFloat]) {
    self.tagWidths = tagWidths
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    return 1
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return tagWidths.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    return CGSize(width: tagWidths[indexPath.item], height: 40)
  }
}
