// The layout of the article "UIKit Dynamics in layouts" (TrellisDynamics.docc).

// snippet: dynamics-layout
import Trellis
import TrellisDynamics

/// A list whose cells hang on springs, like the Messages app's: the flow layout decides where
/// each cell rests, and a dynamic animator pulls it there.
class SpringyListLayout: CollectionViewFlowLayout {
  /// Runs the springs, in the layout's content coordinates.
  lazy var animator = DynamicAnimator(collectionViewLayout: self)
  /// The distance from the finger, in points, at which a cell stays still on screen while the
  /// content scrolls under it.
  var resistanceDivisor: CGFloat = 1500

  /// The cells that hang on a spring.
  private var sprungItems: Set<IndexPath> = []
  /// The last scroll step and where the finger was, for the cells that get a spring while
  /// the list moves.
  private var latestDelta: CGFloat = 0
  private var latestTouch = CGPoint.zero

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    // Springs only for the cells near the screen: the visible rect grown by 100 points.
    let nearby = collectionView.bounds.insetBy(dx: -100, dy: -100)
    let cells = (super.layoutAttributesForElements(in: nearby) ?? []).filter {
      $0.representedElementCategory == .cell
    }
    let nearbyItems = Set(cells.map(\.indexPath))
    for behavior in animator.behaviors {
      guard let spring = behavior as? AttachmentBehavior,
        let item = spring.items.first as? CollectionViewLayoutAttributes,
        !nearbyItems.contains(item.indexPath)
      else { continue }
      animator.removeBehavior(spring)
      sprungItems.remove(item.indexPath)
    }
    for item in cells where !sprungItems.contains(item.indexPath) {
      let spring = AttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      // A cell that arrives while the list moves starts where the movement has pulled it.
      item.center.y += pull(latestDelta, anchor: item.center, touch: latestTouch)
      animator.addBehavior(spring)
      sprungItems.insert(item.indexPath)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    animator.items(in: rect).compactMap { $0 as? CollectionViewLayoutAttributes }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    if super.shouldInvalidateLayout(forBoundsChange: newBounds) {
      // A new width: new places for every cell. Let go of the springs; `prepare()` hangs
      // the cells again, at rest.
      removeAllSprings()
      return true
    }
    let delta = newBounds.minY - collectionView.bounds.minY
    let touch = collectionView.panGestureRecognizer.location(in: collectionView)
    latestDelta = delta
    latestTouch = touch
    for behavior in animator.behaviors {
      guard let spring = behavior as? AttachmentBehavior,
        let item = spring.items.first as? CollectionViewLayoutAttributes
      else { continue }
      item.center.y += pull(delta, anchor: spring.anchorPoint, touch: touch)
      animator.updateItem(usingCurrentState: item)
    }
    // The animator invalidates the layout for the cells it moves.
    return false
  }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      // New data: the springs' anchors are stale.
      removeAllSprings()
    }
    super.invalidateLayout(with: context)
  }

  /// How far a cell whose spring is anchored at `anchor` stays behind when the content
  /// scrolls by `delta` with the finger at `touch`: nothing under the finger, more with the
  /// distance, the whole `delta` from `resistanceDivisor` points away.
  private func pull(_ delta: CGFloat, anchor: CGPoint, touch: CGPoint) -> CGFloat {
    let distance = abs(touch.x - anchor.x) + abs(touch.y - anchor.y)
    let resistance = distance / resistanceDivisor
    return delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
  }

  private func removeAllSprings() {
    animator.removeAllBehaviors()
    sprungItems = []
    latestDelta = 0
  }
}
// end snippet
