// The bouncy list of a popular UIKit Dynamics write-up (a variant of the objc.io springy flow
// layout): every item hangs on a zero-length spring (damping 0.5, frequency 0.8) at its flow
// position, and scrolling drags each item by the scroll delta times its vertical distance from
// the touch / 500. Written as for UIKit; only the import differs.
import TrellisUIKit

final class BouncyFlowLayout: UICollectionViewFlowLayout {
  private(set) var animator: UIDynamicAnimator!

  override func prepare() {
    super.prepare()
    if animator == nil {
      animator = UIDynamicAnimator(collectionViewLayout: self)
      let contentSize = collectionViewContentSize
      let items = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: contentSize)) ?? []
      for item in items {
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        spring.length = 0
        spring.damping = 0.5
        spring.frequency = 0.8
        animator.addBehavior(spring)
      }
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return animator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    let scrollView = collectionView!
    let delta = newBounds.origin.y - scrollView.bounds.origin.y
    let touchLocation = scrollView.panGestureRecognizer.location(in: scrollView)

    for case let spring as UIAttachmentBehavior in animator.behaviors {
      let anchorPoint = spring.anchorPoint
      let distanceFromTouch = abs(touchLocation.y - anchorPoint.y)
      let scrollResistance = distanceFromTouch / 500

      let item = spring.items.first!
      var center = item.center
      center.y += delta > 0 ? min(delta, delta * scrollResistance) : max(delta, delta * scrollResistance)
      item.center = center
      animator.updateItem(usingCurrentState: item)
    }
    return false
  }
}
