// A chat transcript: the newest message (item 0) at the bottom, older ones above it, the
// messages resting on the bottom edge when they do not fill the view, and the view kept on the
// newest message after an update. Written as for UIKit; only the import differs.
import TrellisUIKit

@MainActor protocol ChatLayoutDelegate: AnyObject {
  func collectionView(_ collectionView: UICollectionView, heightForMessageAt indexPath: IndexPath) -> CGFloat
}

final class ChatLayout: UICollectionViewLayout {
  weak var delegate: ChatLayoutDelegate?
  var spacing: CGFloat = 8

  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView, let delegate = delegate else { return }
    let width = collectionView.bounds.width
    let count = collectionView.numberOfItems(inSection: 0)
    var heights: [CGFloat] = []
    for item in 0..<count {
      heights.append(
        delegate.collectionView(collectionView, heightForMessageAt: IndexPath(item: item, section: 0)))
    }
    let total = heights.reduce(0, +) + spacing * CGFloat(count + 1)
    let visibleHeight =
      collectionView.bounds.height - collectionView.adjustedContentInset.top
      - collectionView.adjustedContentInset.bottom
    contentHeight = max(total, visibleHeight)

    cache.removeAll()
    var bottom = contentHeight - spacing
    for item in 0..<count {
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: bottom - heights[item], width: width, height: heights[item])
      cache.append(attributes)
      bottom -= heights[item] + spacing
    }
  }

  override var collectionViewContentSize: CGSize {
    return CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return indexPath.item < cache.count ? cache[indexPath.item] : nil
  }

  /// After an update, stay on the newest message.
  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    guard let collectionView = collectionView else { return proposedContentOffset }
    return CGPoint(x: proposedContentOffset.x, y: max(0, contentHeight - collectionView.bounds.height))
  }

  /// A new message rises from below its place.
  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let final = layoutAttributesForItem(at: itemIndexPath) else { return nil }
    let attributes = final.copy() as! UICollectionViewLayoutAttributes
    attributes.center.y += final.frame.height
    attributes.alpha = 0
    return attributes
  }
}

/// Messages of given heights; `heights[0]` is the newest.
final class ChatTranscript: NSObject, UICollectionViewDataSource, ChatLayoutDelegate {
  var heights: [CGFloat]

  init(heights: [CGFloat]) {
    self.heights = heights
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return heights.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: CorpusCell.reuseIdentifier, for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, heightForMessageAt indexPath: IndexPath) -> CGFloat
  {
    return heights[indexPath.item]
  }
}
