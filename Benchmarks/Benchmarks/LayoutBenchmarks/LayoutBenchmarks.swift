// Flow layout at 10k, 100k and 1M items: prepare() and a 390×844 viewport query at the middle
// of the content, side by side with the naive approach of the classic tutorials (one attribute
// object per item built in prepare(), a linear filter per query).
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-flow benchmark --target LayoutBenchmarks

import Benchmark
import BenchmarkSupport
import Trellis

/// One section of `count` items.
final class BenchmarkData: CollectionViewDataSource {
  let count: Int

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    CollectionViewCell()
  }
}

/// Per-item sizes from a table: the flow layout must ask for every item and keep them.
final class BenchmarkSizes: CollectionViewDelegateFlowLayout {
  let heights: [CGFloat]

  init(count: Int) {
    // Deterministic varied heights 40…79.
    heights = (0..<count).map { CGFloat(40 + ($0 &* 7919) % 40) }
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: 50, height: heights[indexPath.item])
  }
}

/// The classic tutorial's grid layout: prepare() builds an attribute object per item into a
/// cache; a rect query filters the whole cache.
final class NaiveGridLayout: CollectionViewLayout {
  var itemSize = CGSize(width: 50, height: 50)
  var spacing: CGFloat = 10
  var cache: [CollectionViewLayoutAttributes] = []
  var contentHeight: CGFloat = 0

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  override func prepare() {
    super.prepare()
    cache.removeAll()
    guard let collectionView else { return }
    let width = collectionView.bounds.width
    let columns = max(1, Int((width + spacing) / (itemSize.width + spacing)))
    let gap = columns > 1 ? (width - CGFloat(columns) * itemSize.width) / CGFloat(columns - 1) : 0
    let count = collectionView.numberOfItems(inSection: 0)
    for item in 0..<count {
      let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      let line = item / columns
      let column = item % columns
      attributes.frame = CGRect(
        x: CGFloat(column) * (itemSize.width + gap), y: CGFloat(line) * (itemSize.height + spacing),
        width: itemSize.width, height: itemSize.height)
      cache.append(attributes)
    }
    contentHeight = cache.last?.frame.maxY ?? 0
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    cache[indexPath.item]
  }
}

/// A 390×844 viewport over `layout` with `count` items, laid out once.
@MainActor func makeView(
  _ layout: CollectionViewLayout, count: Int, delegate: CollectionViewDelegate? = nil
)
  -> (CollectionView, BenchmarkData)
{
  let data = BenchmarkData(count: count)
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  view.dataSource = data
  view.delegate = delegate
  layout.prepareIfNeeded()
  return (view, data)
}

/// The 390×844 viewport at the middle of `layout`'s content.
@MainActor func middleViewport(_ layout: CollectionViewLayout) -> CGRect {
  CGRect(x: 0, y: (layout.collectionViewContentSize.height / 2).rounded(), width: 390, height: 844)
}

/// A viewport scrolling down 7 pt per query (420 pt/s at 60 Hz) over 6,000 pt, then again
/// from the start.
struct ScrollingViewport {
  let start: CGRect
  var step = 0

  init(start: CGRect) { self.start = start }

  /// The next viewport.
  mutating func next() -> CGRect {
    let viewport = start.offsetBy(dx: 0, dy: CGFloat(step) * 7)
    step = step == 857 ? 0 : step + 1
    return viewport
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
    maxDuration: .seconds(3), maxIterations: 1_000)

  // What the 1M grid query returns (90 cells) costs at least this much to allocate and free:
  // the floor under any query that returns fresh attribute objects. (Attribute objects are not
  // main-actor isolated, so this one runs on the runner thread as a plain `Benchmark`.)
  Benchmark(
    "Allocate 90 attributes (floor of a 90-cell query)",
    configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
  ) {
    benchmark in
    for _ in benchmark.scaledIterations {
      var result: [CollectionViewLayoutAttributes] = []
      result.reserveCapacity(90)
      for item in 0..<90 {
        let attributes = CollectionViewLayoutAttributes()
        attributes.indexPath = IndexPath(index: 0).appending(item)
        attributes.frame = CGRect(x: CGFloat(item % 6) * 68, y: CGFloat(item / 6) * 60, width: 50, height: 50)
        result.append(attributes)
      }
      blackHole(result)
    }
  }

  // A list of 390×100 rows: the same viewport returns 9 cells, so the query's cost follows k.
  let listFixture = Fixture { () -> (CollectionViewFlowLayout, CollectionView, BenchmarkData) in
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 100)
    let (view, data) = makeView(layout, count: 1_000_000)
    return (layout, view, data)
  }
  mainActorBenchmark(
    "Flow query 390x844 middle 1M list rows",
    configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
  ) { benchmark in
    let layout = listFixture.get.0
    let viewport = middleViewport(layout)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(layout.layoutAttributesForElements(in: viewport))
    }
    benchmark.stopMeasurement()
  } teardown: {
    listFixture.reset()
  }

  // Self-sizing in a 1M-item list (estimate 390×100): each operation measures the 20 cells
  // around the middle at a new height and runs the layout pass. After the first pass the section
  // stores per-item sizes, and a height-only change shifts the lines after the first changed
  // one in place (no rebuild, no allocation proportional to n).
  let selfSizingFixture = Fixture { () -> (CollectionViewFlowLayout, CollectionView, BenchmarkData) in
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 390, height: 100)
    let (view, data) = makeView(layout, count: 1_000_000)
    return (layout, view, data)
  }
  let selfSizingRound = Counter()
  mainActorBenchmark(
    "Flow self-sizing pass, 20 cells, 1M list",
    configuration: .init(maxDuration: .seconds(3), maxIterations: 200)
  ) { benchmark in
    let layout = selfSizingFixture.get.0
    selfSizingRound.value += 1
    let height = CGFloat(110 + selfSizingRound.value % 2 * 10)
    let contexts = (500_000..<500_020).compactMap { item -> CollectionViewLayoutInvalidationContext? in
      guard let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) else {
        return nil
      }
      let preferred = original.copy() as! CollectionViewLayoutAttributes
      preferred.size = CGSize(width: 390, height: height)
      return layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }
    benchmark.startMeasurement()
    for context in contexts { layout.invalidateLayout(with: context) }
    layout.prepareIfNeeded()
    benchmark.stopMeasurement()
  } teardown: {
    selfSizingFixture.reset()
  }

  let sizes = [10_000, 100_000, 1_000_000]
  let labels = [10_000: "10k", 100_000: "100k", 1_000_000: "1M"]

  for count in sizes {
    let label = labels[count]!

    mainActorBenchmark("Flow prepare uniform \(label)", configuration: .init(timeUnits: .nanoseconds)) {
      benchmark in
      let layout = CollectionViewFlowLayout()
      let (view, data) = makeView(layout, count: count)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        layout.invalidateLayout()
        layout.prepareIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole((view, data))
    }

    mainActorBenchmark(
      "Flow prepare varied sizes \(label)",
      configuration: .init(maxDuration: .seconds(3), maxIterations: count >= 1_000_000 ? 15 : 200)
    ) { benchmark in
      let sizes = BenchmarkSizes(count: count)
      let layout = CollectionViewFlowLayout()
      let (view, data) = makeView(layout, count: count, delegate: sizes)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        layout.invalidateLayout()
        layout.prepareIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole((view, data, sizes))
    }

    let flowFixture = Fixture { () -> (CollectionViewFlowLayout, CollectionView, BenchmarkData) in
      let layout = CollectionViewFlowLayout()
      let (view, data) = makeView(layout, count: count)
      return (layout, view, data)
    }
    mainActorBenchmark(
      "Flow query 390x844 middle \(label)",
      configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
    ) { benchmark in
      let layout = flowFixture.get.0
      let viewport = middleViewport(layout)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(layout.layoutAttributesForElements(in: viewport))
      }
      benchmark.stopMeasurement()
    } teardown: {
      flowFixture.reset()
    }

    if count == 1_000_000 {
      // A scroll: each query is 7 pt further down (420 pt/s at 60 Hz), over 6,000 pt and back
      // to the start. Objects the previous query returned are recycled by position, not by
      // item, so this is the steady state of a host that drops each result after using it.
      mainActorBenchmark(
        "Flow query 390x844 scrolling \(label)",
        configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
      ) { benchmark in
        let layout = flowFixture.get.0
        var scroll = ScrollingViewport(start: middleViewport(layout))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(layout.layoutAttributesForElements(in: scroll.next()))
        }
        benchmark.stopMeasurement()
      } teardown: {
        flowFixture.reset()
      }

      // The same scroll by a caller that keeps each result until the next one arrives, so no
      // object can be recycled: every query allocates its 90 objects (the pool's worst case).
      mainActorBenchmark(
        "Flow query 390x844 scrolling, results kept \(label)",
        configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
      ) { benchmark in
        let layout = flowFixture.get.0
        var scroll = ScrollingViewport(start: middleViewport(layout))
        var kept: [CollectionViewLayoutAttributes] = []
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          kept = layout.layoutAttributesForElements(in: scroll.next()) ?? []
        }
        benchmark.stopMeasurement()
        blackHole(kept)
      } teardown: {
        flowFixture.reset()
      }
    }

    mainActorBenchmark(
      "Naive prepare \(label)",
      configuration: .init(maxDuration: .seconds(3), maxIterations: count >= 1_000_000 ? 10 : 100)
    ) { benchmark in
      let layout = NaiveGridLayout()
      let (view, data) = makeView(layout, count: count)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        layout.invalidateLayout()
        layout.prepareIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole((view, data))
    }

    let naiveFixture = Fixture { () -> (NaiveGridLayout, CollectionView, BenchmarkData) in
      let layout = NaiveGridLayout()
      let (view, data) = makeView(layout, count: count)
      return (layout, view, data)
    }
    mainActorBenchmark(
      "Naive query 390x844 middle \(label)",
      configuration: .init(maxDuration: .seconds(3), maxIterations: count >= 1_000_000 ? 30 : 300)
    ) { benchmark in
      let layout = naiveFixture.get.0
      let viewport = middleViewport(layout)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(layout.layoutAttributesForElements(in: viewport))
      }
      benchmark.stopMeasurement()
    } teardown: {
      naiveFixture.reset()
    }
  }
}
