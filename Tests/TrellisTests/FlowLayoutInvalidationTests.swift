import Testing
import Trellis

/// A flow layout that counts `prepare()` calls and records the contexts it receives.
private final class CountingFlowLayout: CollectionViewFlowLayout {
  var prepareCount = 0
  var contexts: [CollectionViewLayoutInvalidationContext] = []

  override func prepare() {
    super.prepare()
    prepareCount += 1
  }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    contexts.append(context)
    super.invalidateLayout(with: context)
  }
}

/// A flow-layout context subclass that carries extra information, as UIKit allows.
private final class TaggedFlowContext: CollectionViewFlowLayoutInvalidationContext {
  var tag = "untagged"
}

/// A flow layout whose contexts are `TaggedFlowContext`.
private final class TaggedFlowLayout: CollectionViewFlowLayout {
  var received: [CollectionViewLayoutInvalidationContext] = []

  override class var invalidationContextClass: AnyClass { TaggedFlowContext.self }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    received.append(context)
    super.invalidateLayout(with: context)
  }
}

/// Invalidation: coalescing, the context class, what property changes and bounds changes do.
@Suite struct FlowLayoutInvalidationTests {
  @Test func severalInvalidationsCoalesceIntoOnePrepare() {
    let layout = CountingFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([20]))
    #expect(layout.prepareCount == 1)
    layout.invalidateLayout()
    layout.invalidateLayout()
    layout.invalidateLayout(with: CollectionViewFlowLayoutInvalidationContext())
    view.layoutIfNeeded()
    #expect(layout.prepareCount == 2)
    view.layoutIfNeeded()
    #expect(layout.prepareCount == 2)
  }

  @Test func propertyChangesInvalidateTheLayout() {
    // Item 0 of a 50×50 grid with spacing 10 at width 320 is at (0, 0) and item 5 at (0, 60);
    // after minimumLineSpacing = 30 item 5 is at y = 80; after sectionInset top 7, at 87; a
    // property set to its current value does not invalidate.
    let layout = CountingFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([20]))
    #expect(layout.flowItemFrame(5)?.minY == 60)
    layout.minimumLineSpacing = 30
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(5)?.minY == 80)
    layout.sectionInset = EdgeInsets(top: 7, left: 0, bottom: 0, right: 0)
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(5)?.minY == 87)
    let prepares = layout.prepareCount
    layout.minimumLineSpacing = 30
    view.layoutIfNeeded()
    #expect(layout.prepareCount == prepares)
    // Switching direction: 50×50 items in a 480-high view fill columns of
    // (480 + 10) / 60 = 8.2 → 8, so item 8 starts the second column, at x = 50 + 30 (the line
    // spacing set above) = 80.
    layout.sectionInset = .zero
    layout.scrollDirection = .horizontal
    view.layoutIfNeeded()
    #expect(layout.flowItemFrame(8)?.minX == 80)
    #expect(layout.flowItemFrame(8)?.minY == 0)
  }

  @Test func invalidationContextClassIsUsedForEveryContextTheLayoutMakes() {
    let layout = TaggedFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: FlowTestData([10]))
    layout.invalidateLayout()
    let context = try! #require(layout.received.last as? TaggedFlowContext)
    #expect(context.tag == "untagged")
    #expect(context.invalidateEverything)
    #expect(context.invalidateFlowLayoutDelegateMetrics)
    #expect(context.invalidateFlowLayoutAttributes)
    // A context built by the caller reaches the layout unchanged.
    let tagged = TaggedFlowContext()
    tagged.tag = "mine"
    layout.invalidateLayout(with: tagged)
    #expect((layout.received.last as? TaggedFlowContext)?.tag == "mine")
    // Bounds-change contexts come from the class too.
    #expect(layout.invalidationContext(forBoundsChange: flowRect(0, 0, 400, 480)) is TaggedFlowContext)
    view.layoutIfNeeded()
  }

  @Test func attributesOnlyContextReplacesElementsWithoutAskingTheDelegate() {
    // A context with invalidateFlowLayoutDelegateMetrics = false keeps the sizes already known:
    // the delegate is not asked again (still 3 questions), and the frames stay the same.
    let layout = CollectionViewFlowLayout()
    let delegate = FlowSizingDelegate([
      [CGSize(width: 100, height: 40), CGSize(width: 120, height: 50), CGSize(width: 60, height: 30)]
    ])
    let view = makeFlowHost(
      layout, size: CGSize(width: 320, height: 480), data: FlowTestData([3]), delegate: delegate)
    #expect(delegate.sizeQuestions == 3)
    let before = (0..<3).map { layout.flowItemFrame($0) }
    let context = CollectionViewFlowLayoutInvalidationContext()
    context.invalidateFlowLayoutDelegateMetrics = false
    layout.invalidateLayout(with: context)
    view.layoutIfNeeded()
    #expect(delegate.sizeQuestions == 3)
    #expect((0..<3).map { layout.flowItemFrame($0) } == before)
    // The default context asks again.
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(delegate.sizeQuestions == 6)
  }

  @Test func reloadDataPicksUpNewCounts() {
    // 3 items of 50×50 at width 320 → one line, content height 50; after the data source grows
    // to 7 items and reloadData(): 5 per line → 2 lines → height 110.
    let layout = CollectionViewFlowLayout()
    let data = FlowTestData([3])
    let view = makeFlowHost(layout, size: CGSize(width: 320, height: 480), data: data)
    #expect(layout.collectionViewContentSize.height == 50)
    data.counts = [7]
    view.reloadData()
    view.layoutIfNeeded()
    #expect(layout.collectionViewContentSize.height == 110)
    #expect(layout.flowItemFrame(6) == flowRect(67.5, 60, 50, 50))
  }

  @Test func noCollectionViewMeansEmptyLayout() {
    let layout = CollectionViewFlowLayout()
    layout.prepareIfNeeded()
    #expect(layout.collectionViewContentSize == .zero)
    #expect(layout.layoutAttributesForElements(in: flowRect(0, 0, 1000, 1000))?.isEmpty == true)
  }

  @Test func badMetricsAreCleanedNotPropagated() {
    // NaN and negative values from the properties never reach a frame: NaN item height → 0,
    // negative spacing → 0. Width 100, items (30, NaN), interitem −5 → treated as 0:
    // (100 + 0) / 30 = 3.3 → 3 per line, justified spacing (100 − 90) / 2 = 5 → x = 0, 35, 70.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 30, height: CGFloat.nan)
    layout.minimumInteritemSpacing = -5
    let view = makeFlowHost(layout, size: CGSize(width: 100, height: 100), data: FlowTestData([4]))
    _ = view
    #expect(layout.flowItemFrame(1) == flowRect(35, 0, 30, 0))
    let size = layout.collectionViewContentSize
    #expect(size.width.isFinite && size.height.isFinite)
  }
}
