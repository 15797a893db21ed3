import Testing
import Trellis

/// A context that carries the index paths being reloaded, as in the self-sizing article
/// (docs/uikit-reference.md, "Self-sizing cache": reloaded items need their cache entries dropped
/// *before* `prepare()`, by a custom context with `reloadingPaths`).
private final class ReloadingContext: CollectionViewLayoutInvalidationContext {
  var reloadingPaths: [IndexPath] = []
}

/// A layout that counts `prepare()` calls, records every context it receives, and keeps a size
/// cache that `reloadingPaths` clears.
private final class CountingLayout: CollectionViewLayout {
  var prepareCount = 0
  var receivedContexts: [CollectionViewLayoutInvalidationContext] = []
  var cachedSizes: [IndexPath: CGSize] = [
    IndexPath(item: 0, section: 0): CGSize(width: 10, height: 10),
    IndexPath(item: 1, section: 0): CGSize(width: 20, height: 20),
  ]
  /// The cache's keys as `prepare()` last saw them, sorted.
  var pathsSeenByPrepare: [IndexPath] = []

  override class var invalidationContextClass: AnyClass { ReloadingContext.self }

  override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2000) }

  override func prepare() {
    super.prepare()
    prepareCount += 1
    pathsSeenByPrepare = cachedSizes.keys.sorted()
  }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    receivedContexts.append(context)
    if let reloading = context as? ReloadingContext {
      for path in reloading.reloadingPaths { cachedSizes[path] = nil }
    }
    super.invalidateLayout(with: context)
  }
}

/// CollectionViewLayoutInvalidationContext: what a context accumulates, how a custom context
/// class reaches `invalidateLayout(with:)`, and how a host coalesces invalidations into one
/// `prepare()` and applies `contentOffsetAdjustment` (UICollectionViewLayoutInvalidationContext
/// documentation).
@Suite("Invalidation context")
struct InvalidationContextTests {
  @Test("a new context invalidates nothing")
  func emptyContext() {
    let context = CollectionViewLayoutInvalidationContext()
    #expect(!context.invalidateEverything)
    #expect(!context.invalidateDataSourceCounts)
    #expect(context.invalidatedItemIndexPaths == nil)
    #expect(context.invalidatedSupplementaryIndexPaths == nil)
    #expect(context.invalidatedDecorationIndexPaths == nil)
    #expect(context.contentOffsetAdjustment == .zero)
    #expect(context.contentSizeAdjustment == .zero)
    #expect(context.previousIndexPathsForInteractivelyMovingItems == nil)
    #expect(context.targetIndexPathsForInteractivelyMovingItems == nil)
  }

  @Test("invalidateItems(at:) accumulates across calls, in order")
  func itemsAccumulate() {
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
    context.invalidateItems(at: [IndexPath(item: 1, section: 2)])
    #expect(
      context.invalidatedItemIndexPaths == [
        IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 2),
      ])
  }

  @Test("invalidateSupplementaryElements accumulates per kind")
  func supplementaryAccumulatePerKind() {
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 0)])
    context.invalidateSupplementaryElements(ofKind: footer, at: [IndexPath(item: 0, section: 1)])
    context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 2)])
    #expect(
      context.invalidatedSupplementaryIndexPaths == [
        header: [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 2)],
        footer: [IndexPath(item: 0, section: 1)],
      ])
    #expect(context.invalidatedDecorationIndexPaths == nil)
    #expect(context.invalidatedItemIndexPaths == nil)
  }

  @Test("invalidateDecorationElements accumulates per kind")
  func decorationAccumulatePerKind() {
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateDecorationElements(ofKind: "shelf", at: [IndexPath(item: 0, section: 0)])
    context.invalidateDecorationElements(ofKind: "badge", at: [IndexPath(item: 4, section: 0)])
    context.invalidateDecorationElements(ofKind: "shelf", at: [IndexPath(item: 1, section: 0)])
    #expect(
      context.invalidatedDecorationIndexPaths == [
        "shelf": [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)],
        "badge": [IndexPath(item: 4, section: 0)],
      ])
    #expect(context.invalidatedSupplementaryIndexPaths == nil)
  }

  @Test("invalidateLayout() sends one context of invalidationContextClass with invalidateEverything")
  func invalidateLayoutInvalidatesEverything() throws {
    let layout = CountingLayout()
    layout.invalidateLayout()
    #expect(layout.receivedContexts.count == 1)
    let context = try #require(layout.receivedContexts.first as? ReloadingContext)
    #expect(context.invalidateEverything)
    #expect(!context.invalidateDataSourceCounts)
  }

  @Test("makeInvalidationContext() makes an instance of invalidationContextClass")
  func makeInvalidationContextUsesClass() {
    #expect(CountingLayout().makeInvalidationContext() is ReloadingContext)
    #expect(
      type(of: CollectionViewLayout().makeInvalidationContext())
        == CollectionViewLayoutInvalidationContext.self)
  }

  @Test("a custom context with reloadingPaths arrives in invalidateLayout(with:) before prepare() runs")
  func customContextReachesLayoutBeforePrepare() throws {
    let layout = CountingLayout()
    let host = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    host.layoutIfNeeded()
    #expect(layout.pathsSeenByPrepare == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])

    let context = try #require(layout.makeInvalidationContext() as? ReloadingContext)
    context.reloadingPaths = [IndexPath(item: 1, section: 0)]
    layout.invalidateLayout(with: context)
    #expect(layout.receivedContexts.last === context)
    #expect(
      (layout.receivedContexts.last as? ReloadingContext)?.reloadingPaths == [IndexPath(item: 1, section: 0)])

    host.layoutIfNeeded()
    // prepare() ran after the cache entry was dropped.
    #expect(layout.pathsSeenByPrepare == [IndexPath(item: 0, section: 0)])
  }

  @Test("reloadData() arrives as a context of the custom class invalidating everything and the counts")
  func reloadDataSendsCustomContext() throws {
    let layout = CountingLayout()
    let host = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    host.reloadData()
    let context = try #require(layout.receivedContexts.last as? ReloadingContext)
    #expect(context.invalidateEverything)
    #expect(context.invalidateDataSourceCounts)
  }

  @Test("several invalidations before the next layout pass coalesce into one prepare()")
  func invalidationsCoalesce() {
    let layout = CountingLayout()
    let host = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    host.layoutIfNeeded()
    #expect(layout.prepareCount == 1)
    host.layoutIfNeeded()
    #expect(layout.prepareCount == 1, "no invalidation, no prepare")

    layout.invalidateLayout()
    let partial = layout.makeInvalidationContext()
    partial.invalidateItems(at: [IndexPath(item: 0, section: 0)])
    layout.invalidateLayout(with: partial)
    host.reloadData()
    layout.invalidateLayout()
    #expect(layout.receivedContexts.count == 4)
    #expect(layout.prepareCount == 1, "invalidating does not prepare by itself")

    host.layoutIfNeeded()
    #expect(layout.prepareCount == 2)
    host.layoutIfNeeded()
    #expect(layout.prepareCount == 2)
  }

  @Test("contentOffsetAdjustment (0, 30) moves the host's content offset from (0, 100) to (0, 130)")
  func contentOffsetAdjustmentIsApplied() {
    let layout = CountingLayout()
    let host = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    host.layoutIfNeeded()
    host.contentOffset = CGPoint(x: 0, y: 100)
    let context = layout.makeInvalidationContext()
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
    layout.invalidateLayout(with: context)
    host.layoutIfNeeded()
    #expect(host.contentOffset == CGPoint(x: 0, y: 130))

    // A second adjustment adds to where the first left it: (0, 130) + (−10, −50) = (−10, 80).
    let second = layout.makeInvalidationContext()
    second.contentOffsetAdjustment = CGPoint(x: -10, y: -50)
    layout.invalidateLayout(with: second)
    host.layoutIfNeeded()
    #expect(host.contentOffset == CGPoint(x: -10, y: 80))
  }

  @Test("the default self-sizing context invalidates exactly the element that asked")
  func preferredAttributesContextNamesTheElement() {
    let layout = CountingLayout()
    let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    let cellContext = layout.invalidationContext(
      forPreferredLayoutAttributes: cell, withOriginalAttributes: cell)
    #expect(cellContext is ReloadingContext)
    #expect(cellContext.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 1)])
    #expect(cellContext.invalidatedSupplementaryIndexPaths == nil)

    let header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 3))
    let headerContext = layout.invalidationContext(
      forPreferredLayoutAttributes: header, withOriginalAttributes: header)
    #expect(
      headerContext.invalidatedSupplementaryIndexPaths == [
        CollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 3)]
      ])
    #expect(headerContext.invalidatedItemIndexPaths == nil)
  }
}
