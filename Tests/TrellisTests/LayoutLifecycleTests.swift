import Testing
import Trellis

/// Six 50 × 50 cells in three columns with 10-point gaps: cell i sits at
/// x = (i mod 3)·60, y = (i div 3)·60, with zIndex i. No data source needed.
private final class FixedGridLayout: CollectionViewLayout {
  private(set) var cache: [CollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    cache = (0..<6).map { item in
      let attributes = makeLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: CGFloat(item % 3) * 60, y: CGFloat(item / 3) * 60, width: 50, height: 50)
      attributes.zIndex = item
      attributes.alpha = 0.5
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 170, height: 110) }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
  }
}

/// A layout that asks to be invalidated on every bounds change and records what it is told.
private final class BoundsWatchingLayout: CollectionViewLayout {
  var answer: Bool
  var askedBounds: [CGRect] = []
  var receivedContexts: [CollectionViewLayoutInvalidationContext] = []
  var prepareCount = 0
  let boundsContext = CollectionViewLayoutInvalidationContext()

  init(answer: Bool) {
    self.answer = answer
    super.init()
  }

  required init?(coder: NSCoder) {
    self.answer = false
    super.init(coder: coder)
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 5000) }

  override func prepare() {
    super.prepare()
    prepareCount += 1
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    askedBounds.append(newBounds)
    return answer
  }

  override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    boundsContext
  }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    receivedContexts.append(context)
    super.invalidateLayout(with: context)
  }
}

/// The UICollectionViewLayout defaults documented by Apple: target offsets return the proposal,
/// appearing/disappearing attributes are nil, no supplementary or decoration inserts/deletes,
/// interactive movement copies the item's attributes and lifts them, and bounds changes do not
/// invalidate unless the layout says so.
@Suite("Layout lifecycle")
struct LayoutLifecycleTests {
  @Test("both targetContentOffset defaults return the proposed offset")
  func targetContentOffsetDefaults() {
    let layout = CollectionViewLayout()
    let proposal = CGPoint(x: 12.5, y: -340)
    #expect(layout.targetContentOffset(forProposedContentOffset: proposal) == proposal)
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: proposal, withScrollingVelocity: CGPoint(x: 3, y: -2))
        == proposal)
  }

  @Test("the base layout answers nil to every query and every appearing/disappearing question")
  func baseQueriesAreNil() {
    let layout = CollectionViewLayout()
    let path = IndexPath(item: 1, section: 0)
    let header = CollectionView.elementKindSectionHeader
    #expect(layout.collectionViewContentSize == .zero)
    #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100)) == nil)
    #expect(layout.layoutAttributesForItem(at: path) == nil)
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: path) == nil)
    #expect(layout.layoutAttributesForDecorationView(ofKind: "shelf", at: path) == nil)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == nil)
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: path) == nil)
    #expect(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: path) == nil)
    #expect(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: header, at: path) == nil)
    #expect(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: "shelf", at: path) == nil)
    #expect(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "shelf", at: path) == nil)
  }

  @Test("the base layout inserts and deletes no supplementary or decoration views")
  func noSupplementaryOrDecorationUpdates() {
    let layout = CollectionViewLayout()
    layout.prepare(forCollectionViewUpdates: [
      CollectionViewUpdateItem(
        indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 0, section: 0),
        updateAction: .insert)
    ])
    #expect(
      layout.indexPathsToInsertForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader).isEmpty)
    #expect(
      layout.indexPathsToDeleteForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader).isEmpty)
    #expect(layout.indexPathsToInsertForDecorationView(ofKind: "shelf").isEmpty)
    #expect(layout.indexPathsToDeleteForDecorationView(ofKind: "shelf").isEmpty)
    layout.finalizeCollectionViewUpdates()
  }

  @Test("the moving item's attributes are a copy centred on the target, 50 × 50, above every other cell")
  func interactivelyMovingItemAttributes() throws {
    let layout = FixedGridLayout()
    layout.prepareIfNeeded()
    let path = IndexPath(item: 1, section: 0)
    let current = try #require(layout.layoutAttributesForItem(at: path))
    let moving = layout.layoutAttributesForInteractivelyMovingItem(
      at: path, withTargetPosition: CGPoint(x: 200, y: 300))
    #expect(moving !== current)
    #expect(type(of: moving) == type(of: current))
    #expect(moving.indexPath == path)
    #expect(moving.center == CGPoint(x: 200, y: 300))
    #expect(moving.frame == CGRect(x: 175, y: 275, width: 50, height: 50))
    #expect(moving.alpha == 0.5, "other properties are copied")
    let others = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 170, height: 110)) ?? []
    #expect(others.count == 6)
    #expect(others.allSatisfy { moving.zIndex > $0.zIndex })
    // The layout's own attributes are untouched: cell 1 still sits at (60, 0).
    #expect(current.frame == CGRect(x: 60, y: 0, width: 50, height: 50))
    #expect(current.zIndex == 1)
  }

  @Test(
    "targetIndexPath finds the cell under the point, or keeps the previous path in a gap",
    arguments: [
      (CGPoint(x: 75, y: 20), IndexPath(item: 1, section: 0)),  // inside cell 1: x 60…110, y 0…50
      (CGPoint(x: 130, y: 80), IndexPath(item: 5, section: 0)),  // inside cell 5: x 120…170, y 60…110
      (CGPoint(x: 1, y: 109), IndexPath(item: 3, section: 0)),  // inside cell 3: x 0…50, y 60…110
      (CGPoint(x: 55, y: 20), IndexPath(item: 4, section: 9)),  // the gap x 50…60: previous path
      (CGPoint(x: 20, y: 55), IndexPath(item: 4, section: 9)),  // the gap y 50…60: previous path
      (CGPoint(x: 500, y: 500), IndexPath(item: 4, section: 9)),  // outside the content
    ])
  func targetIndexPathForMovingItem(position: CGPoint, expected: IndexPath) {
    let layout = FixedGridLayout()
    layout.prepareIfNeeded()
    let previous = IndexPath(item: 4, section: 9)
    #expect(layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position) == expected)
  }

  @Test("the interactive-movement contexts carry the previous and target paths and invalidate them")
  func interactiveMovementContexts() {
    let layout = CollectionViewLayout()
    let from = IndexPath(item: 1, section: 0)
    let to = IndexPath(item: 4, section: 0)
    let step = layout.invalidationContext(
      forInteractivelyMovingItems: [to], withTargetPosition: CGPoint(x: 30, y: 90),
      previousIndexPaths: [from], previousPosition: CGPoint(x: 30, y: 40))
    #expect(step.previousIndexPathsForInteractivelyMovingItems == [from])
    #expect(step.targetIndexPathsForInteractivelyMovingItems == [to])
    #expect(step.interactiveMovementTarget == CGPoint(x: 30, y: 90))
    #expect(step.invalidatedItemIndexPaths == [from, to])

    let end = layout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [to], previousIndexPaths: [from], movementCancelled: false)
    #expect(end.previousIndexPathsForInteractivelyMovingItems == [from])
    #expect(end.targetIndexPathsForInteractivelyMovingItems == [to])
    #expect(end.invalidatedItemIndexPaths == [from, to])
  }

  @Test("shouldInvalidateLayout(forBoundsChange:) is false by default, so scrolling does not re-prepare")
  func boundsChangeDefaultIsFalse() {
    #expect(
      !CollectionViewLayout().shouldInvalidateLayout(
        forBoundsChange: CGRect(x: 0, y: 50, width: 320, height: 480)))

    let layout = BoundsWatchingLayout(answer: false)
    let host = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    host.layoutIfNeeded()
    host.contentOffset = CGPoint(x: 0, y: 50)
    host.layoutIfNeeded()
    #expect(layout.askedBounds.last == CGRect(x: 0, y: 50, width: 320, height: 480))
    #expect(layout.receivedContexts.isEmpty)
    #expect(layout.prepareCount == 1)
  }

  @Test(
    "a layout that returns true gets its bounds-change context in invalidateLayout(with:) when the host scrolls"
  )
  func boundsChangeTrueInvalidates() {
    let layout = BoundsWatchingLayout(answer: true)
    let host = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    host.layoutIfNeeded()
    #expect(layout.prepareCount == 1)

    host.contentOffset = CGPoint(x: 0, y: 120)
    #expect(layout.askedBounds == [CGRect(x: 0, y: 120, width: 320, height: 480)])
    #expect(layout.receivedContexts.count == 1)
    #expect(layout.receivedContexts.first === layout.boundsContext)
    host.layoutIfNeeded()
    #expect(layout.prepareCount == 2)

    // Setting the same offset again is not a bounds change.
    host.contentOffset = CGPoint(x: 0, y: 120)
    #expect(layout.receivedContexts.count == 1)

    // Two scroll steps before the next pass: two contexts, one prepare().
    host.contentOffset = CGPoint(x: 0, y: 130)
    host.contentOffset = CGPoint(x: 0, y: 140)
    #expect(layout.receivedContexts.count == 3)
    host.layoutIfNeeded()
    #expect(layout.prepareCount == 3)
  }

  @Test("resizing the host is a bounds change too: 320 × 480 → 480 × 320 asks with the new size")
  func resizeIsBoundsChange() {
    let layout = BoundsWatchingLayout(answer: true)
    let host = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    host.layoutIfNeeded()
    host.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    #expect(layout.askedBounds.last == CGRect(x: 0, y: 0, width: 480, height: 320))
    #expect(layout.receivedContexts.count == 1)
  }

  @Test("the layout knows its host once the host is created")
  func layoutKnowsItsHost() {
    let layout = CollectionViewLayout()
    #expect(layout.collectionView == nil)
    let host = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    #expect(layout.collectionView === host)
    #expect(host.collectionViewLayout === layout)
  }

  @Test("update items: section operations have item NSNotFound; equality compares paths and action")
  func updateItems() {
    let insert = CollectionViewUpdateItem(
      indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 2, section: 0), updateAction: .insert)
    #expect(insert.indexPathBeforeUpdate == nil)
    #expect(insert.indexPathAfterUpdate == IndexPath(item: 2, section: 0))
    #expect(insert.updateAction == .insert)
    #expect(!insert.isSectionOperation)
    #expect(
      insert.isEqual(
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 2, section: 0),
          updateAction: .insert)))
    #expect(
      !insert.isEqual(
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 3, section: 0),
          updateAction: .insert)))

    let deleteSection = CollectionViewUpdateItem(
      indexPathBeforeUpdate: IndexPath(item: NSNotFound, section: 1), indexPathAfterUpdate: nil,
      updateAction: .delete)
    #expect(deleteSection.isSectionOperation)
    #expect(deleteSection.description == "delete [1, NSNotFound] -> nil")

    let move = CollectionViewUpdateItem(
      indexPathBeforeUpdate: IndexPath(item: 0, section: 1),
      indexPathAfterUpdate: IndexPath(item: 1, section: 0),
      updateAction: .move)
    #expect(move.description == "move [1, 0] -> [0, 1]")
  }
}
