// Behaviour that real UIKit layouts rely on: the order of the batch-update hooks, properties a
// subclass sets in `prepare()` after `super.prepare()`, and Apple's rule for rectangles that
// only touch. Each test failed before the behaviour was made UIKit's.

import Testing

@testable import Trellis

/// A flow layout that writes down the batch-update hooks as UIKit calls them.
private final class HookLoggingFlowLayout: CollectionViewFlowLayout {
  var log: [String] = []

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts { log.append("invalidateLayout(with:) invalidateDataSourceCounts") }
    super.invalidateLayout(with: context)
  }

  override func prepare() {
    log.append("prepare()")
    super.prepare()
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    log.append("prepare(forCollectionViewUpdates:)")
    super.prepare(forCollectionViewUpdates: updateItems)
  }

  override func finalizeCollectionViewUpdates() {
    log.append("finalizeCollectionViewUpdates()")
    super.finalizeCollectionViewUpdates()
  }
}

/// A list layout written the way UIKit layouts commonly are: `prepare()` builds a cache of
/// every item's attributes, and `prepare(forCollectionViewUpdates:)` reads that cache to give
/// inserted items a starting pose (half size). It relies on UIKit's order: the cache already
/// has the new items when `prepare(forCollectionViewUpdates:)` runs.
private final class CachingListLayout: CollectionViewLayout {
  var cache: [CollectionViewLayoutAttributes] = []
  var appearing: [IndexPath: CollectionViewLayoutAttributes] = [:]

  override func prepare() {
    super.prepare()
    cache = []
    guard let collectionView else { return }
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 300, height: 50)
      cache.append(attributes)
    }
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 300, height: CGFloat(cache.count) * 50) }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.overlaps(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    indexPath.item < cache.count ? cache[indexPath.item] : nil
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    for update in updateItems where update.updateAction == .insert {
      guard let path = update.indexPathAfterUpdate, path.item < cache.count,
        let start = cache[path.item].copy() as? CollectionViewLayoutAttributes
      else { continue }
      start.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      appearing[path] = start
    }
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    appearing[itemIndexPath]
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    appearing = [:]
  }
}

/// A layout that filters with Linux Foundation's `intersects(_:)`, as layouts written for iOS
/// do with Apple's: on Linux it also returns the rows that only touch the rect.
private final class IntersectsRowsLayout: CollectionViewLayout {
  override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 1000) }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    (0..<10).compactMap { item in
      let frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 300, height: 100)
      guard frame.intersects(rect) else { return nil }
      let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = frame
      return attributes
    }
  }
}

@Suite("Behaviour UIKit layouts rely on")
struct UIKitBehaviourTests {
  /// docs/uikit-reference.md, "Batch updates: the order UIKit calls a layout in":
  /// `performBatchUpdates` → the layout's
  /// `invalidateLayout(with:)` with `invalidateDataSourceCounts` → `prepare()` →
  /// `prepare(forCollectionViewUpdates:)` → the initial/final queries →
  /// `finalizeCollectionViewUpdates()`. Ten items, item 0 inserted.
  @Test func batchUpdateHooksComeInUIKitsOrder() {
    let layout = HookLoggingFlowLayout()
    let data = FlowTestData([10])
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 844), data: data)
    layout.log = []
    view.performBatchUpdates({
      data.counts[0] = 11
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    })
    #expect(
      layout.log == [
        "invalidateLayout(with:) invalidateDataSourceCounts", "prepare()",
        "prepare(forCollectionViewUpdates:)",
        "finalizeCollectionViewUpdates()",
      ])
    #expect(view.lastUpdateError == nil)
  }

  /// The context of the count invalidation carries the batch's changes, so a layout can carry
  /// per-item state before `prepare()`.
  @Test func theCountInvalidationCarriesTheUpdateItems() {
    final class Recorder: CollectionViewFlowLayout {
      var seen: [[CollectionViewUpdateItem]] = []
      override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if let items = context.updateItems { seen.append(items) }
        super.invalidateLayout(with: context)
      }
    }
    let layout = Recorder()
    let data = FlowTestData([10])
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 844), data: data)
    view.performBatchUpdates({
      data.counts[0] = 9
      view.deleteItems(at: [IndexPath(item: 3, section: 0)])
    })
    #expect(layout.seen.count == 1)
    #expect(layout.seen.first?.first?.updateAction == .delete)
    #expect(layout.seen.first?.first?.indexPathBeforeUpdate == IndexPath(item: 3, section: 0))
  }

  /// A layout whose `prepare(forCollectionViewUpdates:)` reads what `prepare()` built: the item
  /// inserted at the end (index 10 of 11) finds its cached attributes and starts at half size.
  /// In the old order the cache still had 10 entries and the item got no starting pose.
  @Test func aLayoutRelyingOnTheOrderFindsItsCache() {
    let layout = CachingListLayout()
    let data = FlowTestData([10])
    let view = makeFlowHost(layout, size: CGSize(width: 300, height: 1000), data: data)
    view.performBatchUpdates({
      data.counts[0] = 11
      view.insertItems(at: [IndexPath(item: 10, section: 0)])
    })
    let cell = view.cellForItem(at: IndexPath(item: 10, section: 0))
    // At the start of the animation the cell shows the layout's initial attributes.
    #expect(cell?.transform.a == 0.5)
    #expect(cell?.transform.d == 0.5)
    view.advance(by: 1)
    #expect(cell?.transform.a == 1)
    #expect(view.indexPathsForVisibleItems.count == 11)
  }

  /// `override func prepare() { super.prepare(); sectionInset.left = 50 }` with 100×100 items in
  /// a 390-wide view: item 0 is at minX 50 on the first layout pass, as on iOS (carousel layouts
  /// centre their first item this way). Three items fit a line (3·100 + 2·10 = 320 ≤ 390 − 50),
  /// and a full line starts at the left inset (docs/uikit-reference.md,
  /// "UICollectionViewFlowLayout").
  @Test func insetsSetInPrepareApplyToTheSamePass() {
    final class InsetInPrepareLayout: CollectionViewFlowLayout {
      override func prepare() {
        super.prepare()
        sectionInset.left = 50
      }
    }
    let layout = InsetInPrepareLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 844), data: FlowTestData([10]))
    #expect(layout.flowItemFrame(0)?.minX == 50)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 50)
    // The second pass agrees, and no extra pass was scheduled by the change.
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(0)?.minX == 50)
  }

  /// The same in a horizontal carousel that centres its items: the inset is half the view's
  /// width minus half an item, computed in `prepare()` from the bounds.
  @Test func aCarouselCentredInPrepareIsCentredOnItsFirstFrame() {
    final class CentringCarousel: CollectionViewFlowLayout {
      override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = EdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
      }
    }
    let layout = CentringCarousel()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 200, height: 300)
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 300), data: FlowTestData([5]))
    // (390 − 200) / 2 = 95: item 0 spans 95…295, centred on 195 = 390 / 2.
    #expect(layout.flowItemFrame(0)?.minX == 95)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.midX == 195)
  }

  /// Rows of 100 points in a 300×400 view: row 4 (y 400…500) only touches the visible bounds
  /// (y 0…400). The layout returns it (Linux's `intersects`); the visible set, like iOS's,
  /// does not include it.
  @Test func aRowThatOnlyTouchesTheViewIsNotVisible() {
    let layout = IntersectsRowsLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 300, height: 400), data: FlowTestData([10]))
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    view.contentOffset = CGPoint(x: 0, y: 50)
    view.layoutIfNeeded()
    // y 50…450 crosses rows 0 to 4.
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
  }

  /// `CGRect.overlaps(_:)` is Apple's `CGRectIntersectsRect`: a 100×50 rect at y 50…100 does
  /// not meet one at y 100…200 (the iOS-run test suite cited in docs/uikit-reference.md,
  /// "Rectangles on Apple platforms"), nor one sharing a corner; half a point of overlap is
  /// enough; null and NaN rectangles meet nothing.
  @Test func overlapsIsApplesIntersectionRule() {
    let upper = CGRect(x: 0, y: 50, width: 100, height: 50)
    #expect(!upper.overlaps(CGRect(x: 0, y: 100, width: 100, height: 100)))
    #expect(!upper.overlaps(CGRect(x: 100, y: 100, width: 10, height: 10)))
    #expect(upper.overlaps(CGRect(x: 0, y: 99.5, width: 100, height: 100)))
    #expect(upper.overlaps(CGRect(x: 100, y: 100, width: -50, height: -20)))
    #expect(!upper.overlaps(.null))
    #expect(!upper.overlaps(CGRect(x: CGFloat.nan, y: 60, width: 10, height: 10)))
    // Linux Foundation disagrees for the touching pair; that is why Trellis does not use it.
    #expect(upper.intersects(CGRect(x: 0, y: 100, width: 100, height: 100)))
  }
}

@Suite("scrollToItem(at:at:animated:)")
struct ScrollToItemTests {
  /// 100 rows of 44 points in a 320×480 view: content 4,400 tall, largest offset 3,920.
  private func make() -> CollectionView {
    let data = ValueDataSource(sections: [(0..<100).map { "r\($0)" }])
    return makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: FixedRowLayout(rowHeight: 44),
      dataSource: data)
  }

  @Test func eachVerticalPositionPutsTheRowWhereItSays() {
    let view = make()
    let row50 = IndexPath(item: 50, section: 0)  // y 2,200…2,244
    view.scrollToItem(at: row50, at: .top, animated: false)
    #expect(view.contentOffset.y == 2_200)
    view.scrollToItem(at: row50, at: .centeredVertically, animated: false)
    #expect(view.contentOffset.y == 1_982)  // mid 2,222 minus half the height, 240
    view.scrollToItem(at: row50, at: .bottom, animated: false)
    #expect(view.contentOffset.y == 1_764)  // bottom 2,244 minus the height, 480
    // The last row at the top would need 4,356: clamped to the largest offset, 4,400 − 480.
    view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 3_920)
  }

  @Test func theAdjustedInsetIsTheVisibleArea() {
    let view = make()
    view.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
    // Row 10 starts at 440; the visible area starts 20 points below the offset.
    #expect(view.contentOffset.y == 420)
  }

  @Test func animatedScrollingArrivesAfterTheAnimation() {
    let view = make()
    view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
    #expect(view.contentOffset.y == 0)
    view.advance(by: 0.5)
    #expect(view.contentOffset.y == 880)
    #expect(view.indexPathsForVisibleItems.first?.item == 20)
  }

  @Test func anUnknownItemChangesNothing() {
    let view = make()
    view.contentOffset.y = 100
    view.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 100)
  }
}
