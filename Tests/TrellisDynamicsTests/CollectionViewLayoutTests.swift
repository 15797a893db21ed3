import Foundation
import Testing
import TrellisDynamics

/// A small layout whose cells are dynamic items: four 50 × 50 cells in a row at y = 100 in a
/// 400 × 800 content area, falling under gravity onto the content's bottom edge.
final class FallingLayout: CollectionViewLayout {
  lazy var animator = DynamicAnimator(collectionViewLayout: self)
  var invalidations: [CollectionViewLayoutInvalidationContext] = []
  var prepared = false

  override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 800) }

  override func prepare() {
    super.prepare()
    guard !prepared else { return }
    prepared = true
    var cells: [CollectionViewLayoutAttributes] = []
    for i in 0..<4 {
      let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
      a.frame = CGRect(x: 25 + CGFloat(i) * 100, y: 75, width: 50, height: 50)
      cells.append(a)
    }
    let collision = CollisionBehavior(items: cells)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(GravityBehavior(items: cells))
    animator.addBehavior(collision)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    animator.items(in: rect).compactMap { $0 as? CollectionViewLayoutAttributes }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    animator.layoutAttributesForCell(at: indexPath)
  }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    invalidations.append(context)
    super.invalidateLayout(with: context)
  }
}

@Suite struct CollectionViewLayoutTests {
  @Test("A layout's animator answers cell attributes from the bodies and invalidates the moved cells")
  func layoutAnimatorMovesCells() throws {
    let layout = FallingLayout()
    layout.prepare()
    #expect(layout.animator.referenceBounds == CGRect(x: 0, y: 0, width: 400, height: 800))
    layout.animator.advance(by: 0.2)
    // Free fall: 100 + ½·1000·0.2² = 120.
    let cell = try #require(layout.animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)))
    #expect(abs(cell.center.y - 120) < 0.5)
    #expect(cell.center.x == 250)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) === cell)
    let context = try #require(layout.invalidations.last)
    #expect(context.invalidateEverything == false)
    #expect(
      Set(context.invalidatedItemIndexPaths ?? []) == Set((0..<4).map { IndexPath(item: $0, section: 0) }))
    // items(in:) in the order the items joined the animator.
    let hits = layout.animator.items(in: CGRect(x: 0, y: 0, width: 180, height: 800))
    #expect(hits.compactMap { ($0 as? CollectionViewLayoutAttributes)?.indexPath.item } == [0, 1])
    #expect(layout.animator.layoutAttributesForCell(at: IndexPath(item: 9, section: 0)) == nil)
  }

  @Test("The collection view's advance(by:) drives the layout's animator; cells land on the content bottom")
  func collectionViewDrivesAnimator() {
    let layout = FallingLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
    layout.prepare()
    for _ in 0..<(60 * 2) { view.advance(by: 1.0 / 60) }
    let cell = layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0))
    // Resting on the bottom edge of the 800 pt content: centre at 775 (0.5 pt slop).
    #expect(abs((cell?.center.y ?? 0) - 775) < 1)
    #expect(layout.animator.elapsedTime > 1)
  }
}
