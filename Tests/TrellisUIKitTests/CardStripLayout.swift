// A horizontal strip of cards that shrink away from the centre, written exactly as for UIKit;
// only the import differs. It uses a custom attributes class, a custom invalidation context,
// invalidation on every bounds change and snapping.
import TrellisUIKit

/// Attributes that carry the card's pivot and how much it is dimmed.
final class CardLayoutAttributes: UICollectionViewLayoutAttributes {
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var dimming: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! CardLayoutAttributes
    copy.anchorPoint = anchorPoint
    copy.dimming = dimming
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CardLayoutAttributes else { return false }
    guard anchorPoint == other.anchorPoint, dimming == other.dimming else { return false }
    return super.isEqual(object)
  }
}

/// A context that says whether only the scroll-dependent scaling must be redone.
final class CardInvalidationContext: UICollectionViewLayoutInvalidationContext {
  var invalidateScalesOnly = false
}

final class CardStripLayout: UICollectionViewLayout {
  let itemSize = CGSize(width: 100, height: 150)
  let spacing: CGFloat = 20
  let minimumScale: CGFloat = 0.6

  private var cache: [CardLayoutAttributes] = []
  private(set) var rebuildCount = 0
  private(set) var receivedContexts: [UICollectionViewLayoutInvalidationContext] = []

  override init() {
    super.init()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override class var layoutAttributesClass: AnyClass {
    return CardLayoutAttributes.self
  }

  override class var invalidationContextClass: AnyClass {
    return CardInvalidationContext.self
  }

  /// The distance between the centres of neighbouring cards.
  private var pitch: CGFloat { itemSize.width + spacing }

  /// The inset that lets the first and last cards reach the centre of the view.
  private var sideInset: CGFloat {
    guard let collectionView = collectionView else { return 0 }
    return (collectionView.bounds.width - itemSize.width) / 2
  }

  override var collectionViewContentSize: CGSize {
    guard let collectionView = collectionView else { return .zero }
    let count = CGFloat(collectionView.numberOfItems(inSection: 0))
    return CGSize(
      width: 2 * sideInset + count * itemSize.width + max(0, count - 1) * spacing,
      height: collectionView.bounds.height)
  }

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }

    if cache.isEmpty {
      rebuildCount += 1
      let y = (collectionView.bounds.height - itemSize.height) / 2
      for item in 0..<collectionView.numberOfItems(inSection: 0) {
        let attributes = CardLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(
          x: sideInset + CGFloat(item) * pitch, y: y, width: itemSize.width,
          height: itemSize.height)
        attributes.anchorPoint = CGPoint(x: 0.5, y: 1)
        cache.append(attributes)
      }
    }

    let visibleCenterX = collectionView.contentOffset.x + collectionView.bounds.width / 2
    for attributes in cache {
      let distance = abs(attributes.center.x - visibleCenterX)
      let scale = max(minimumScale, 1 - distance / collectionView.bounds.width)
      attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
      attributes.zIndex = -Int(distance.rounded())
      attributes.dimming = 1 - scale
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return indexPath.item < cache.count ? cache[indexPath.item] : nil
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds) as! CardInvalidationContext
    context.invalidateScalesOnly = true
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    receivedContexts.append(context)
    let scalesOnly = (context as? CardInvalidationContext)?.invalidateScalesOnly ?? false
    if !scalesOnly || context.invalidateEverything {
      cache.removeAll()
    }
    super.invalidateLayout(with: context)
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView = collectionView else { return proposedContentOffset }
    let lastIndex = CGFloat(max(0, collectionView.numberOfItems(inSection: 0) - 1))
    let index = min(max((proposedContentOffset.x / pitch).rounded(), 0), lastIndex)
    return CGPoint(x: index * pitch, y: proposedContentOffset.y)
  }
}

/// A cell that reads the card attributes, as a UIKit cell overriding `apply(_:)` does.
final class CardCell: UICollectionViewCell {
  private(set) var dimming: CGFloat = 0
  private(set) var pivot = CGPoint(x: 0.5, y: 0.5)

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    guard let attributes = layoutAttributes as? CardLayoutAttributes else { return }
    dimming = attributes.dimming
    pivot = attributes.anchorPoint
  }
}

final class CardsController: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var cardCount: Int
  private(set) var scrollEvents: [CGPoint] = []

  init(cardCount: Int) {
    self.cardCount = cardCount
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return cardCount
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrollEvents.append(scrollView.contentOffset)
  }
}
