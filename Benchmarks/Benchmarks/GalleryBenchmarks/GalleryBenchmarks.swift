// Gallery layouts at 1,000,000 items: WaterfallLayout's prepare(), a 390×844 viewport query in
// the middle of the content, and an append of 1,000 items through the collection view — each
// beside the naive masonry layout of the classic tutorials (an attribute object per item built
// in prepare(), a linear filter per query, a full recompute on every change).
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-gallery benchmark --target GalleryBenchmarks

import Benchmark
import BenchmarkSupport
import TrellisLayouts

/// One section of `count` items; `count` can grow for appends.
final class GalleryBenchmarkData: CollectionViewDataSource, WaterfallLayoutDelegate {
  var count: Int
  /// Deterministic varied heights 80…199, enough for every append of a run.
  let heights: [CGFloat]

  init(count: Int, capacity: Int) {
    self.count = count
    heights = (0..<capacity).map { CGFloat(80 + ($0 &* 7919) % 120) }
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    CollectionViewCell()
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> CGFloat {
    heights[indexPath.item]
  }
}

/// The tutorials' masonry layout: prepare() computes every item into a cache of attribute
/// objects (shortest column, ties to the left — the same rule); queries filter the whole cache.
final class NaiveWaterfallLayout: CollectionViewLayout {
  var columns = 2
  var spacing: CGFloat = 10
  weak var heights: GalleryBenchmarkData?
  var cache: [CollectionViewLayoutAttributes] = []
  var contentHeight: CGFloat = 0

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  override func prepare() {
    super.prepare()
    cache.removeAll()
    guard let collectionView, let heights else { return }
    let width = (collectionView.bounds.width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
    var next = Array(repeating: CGFloat(0), count: columns)
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let path = IndexPath(item: item, section: 0)
      let height = heights.heights[path.item]
      let column = next.indices.min { next[$0] < next[$1] }!
      let attributes = CollectionViewLayoutAttributes(forCellWith: path)
      attributes.frame = CGRect(
        x: CGFloat(column) * (width + spacing), y: next[column], width: width, height: height)
      next[column] += height + spacing
      cache.append(attributes)
    }
    contentHeight = next.max() ?? 0
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    cache[indexPath.item]
  }
}

let million = 1_000_000
/// Room for the appends of a run (at most `maxIterations` × 1,000 plus warm-up).
let capacity = million + 200_000

/// A 390×844 collection view over `layout` with `data`, laid out once.
@MainActor func makeGalleryView(_ layout: CollectionViewLayout, data: GalleryBenchmarkData) -> CollectionView
{
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = data
  view.layoutIfNeeded()
  return view
}

@MainActor func makeWaterfall(count: Int) -> (WaterfallLayout, CollectionView, GalleryBenchmarkData) {
  let data = GalleryBenchmarkData(count: count, capacity: capacity)
  let layout = WaterfallLayout()
  layout.delegate = data
  return (layout, makeGalleryView(layout, data: data), data)
}

@MainActor func makeNaive(count: Int) -> (NaiveWaterfallLayout, CollectionView, GalleryBenchmarkData) {
  let data = GalleryBenchmarkData(count: count, capacity: capacity)
  let layout = NaiveWaterfallLayout()
  layout.heights = data
  return (layout, makeGalleryView(layout, data: data), data)
}

@MainActor func middle(_ layout: CollectionViewLayout) -> CGRect {
  CGRect(x: 0, y: (layout.collectionViewContentSize.height / 2).rounded(), width: 390, height: 844)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 1,
    maxDuration: .seconds(3), maxIterations: 20)

  mainActorBenchmark("Waterfall prepare 1M") { benchmark in
    let (layout, view, data) = makeWaterfall(count: million)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      layout.invalidateLayout()
      layout.prepareIfNeeded()
    }
    benchmark.stopMeasurement()
    blackHole((view, data))
  }

  mainActorBenchmark("Naive waterfall prepare 1M", configuration: .init(maxIterations: 5)) { benchmark in
    let (layout, view, data) = makeNaive(count: million)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      layout.invalidateLayout()
      layout.prepareIfNeeded()
    }
    benchmark.stopMeasurement()
    blackHole((view, data))
  }

  let waterfall = Fixture { makeWaterfall(count: million) }
  mainActorBenchmark(
    "Waterfall query 390x844 middle 1M",
    configuration: .init(timeUnits: .nanoseconds, maxIterations: 10_000)
  ) { benchmark in
    let layout = waterfall.get.0
    let viewport = middle(layout)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(layout.layoutAttributesForElements(in: viewport)) }
    benchmark.stopMeasurement()
  } teardown: {
    waterfall.reset()
  }

  let naive = Fixture { makeNaive(count: million) }
  mainActorBenchmark(
    "Naive waterfall query 390x844 middle 1M", configuration: .init(maxIterations: 50)
  ) { benchmark in
    let layout = naive.get.0
    let viewport = middle(layout)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(layout.layoutAttributesForElements(in: viewport)) }
    benchmark.stopMeasurement()
  } teardown: {
    naive.reset()
  }

  // Append 1,000 items at the end through the collection view (insertItems → the update map,
  // prepare(forCollectionViewUpdates:), the layout's append-only prepare(), the visible set).
  // Every sample runs this closure once with a freshly built 1M layout (set-up not timed) and
  // one iteration, so each sample is the first append after a full build: the case that would
  // pay for growing the per-item arrays if the build left no spare capacity.
  mainActorBenchmark("Waterfall append 1000 to 1M (insertItems)", configuration: .init(maxIterations: 100)) {
    benchmark in
    let (layout, view, data) = makeWaterfall(count: million)
    for _ in benchmark.scaledIterations {
      let start = data.count
      data.count += 1_000
      let paths = (start..<(start + 1_000)).map { IndexPath(item: $0, section: 0) }
      benchmark.startMeasurement()
      view.insertItems(at: paths)
      layout.prepareIfNeeded()
      benchmark.stopMeasurement()
    }
    blackHole(layout.collectionViewContentSize)
  }

  // The same insertItems with PagedGridLayout, whose prepare() is O(sections): the cost of the
  // collection view's update path itself, to tell it apart from the waterfall's own work.
  mainActorBenchmark(
    "Reference: PagedGrid append 1000 to 1M (insertItems)", configuration: .init(maxIterations: 100)
  ) {
    benchmark in
    let data = GalleryBenchmarkData(count: million, capacity: capacity)
    let layout = PagedGridLayout()
    let view = makeGalleryView(layout, data: data)
    for _ in benchmark.scaledIterations {
      let start = data.count
      data.count += 1_000
      let paths = (start..<(start + 1_000)).map { IndexPath(item: $0, section: 0) }
      benchmark.startMeasurement()
      view.insertItems(at: paths)
      layout.prepareIfNeeded()
      benchmark.stopMeasurement()
    }
    blackHole(layout.collectionViewContentSize)
  }

  mainActorBenchmark(
    "Naive waterfall append 1000 to 1M (full recompute)", configuration: .init(maxIterations: 5)
  ) {
    benchmark in
    let (layout, view, data) = makeNaive(count: million)
    for _ in benchmark.scaledIterations {
      let start = data.count
      data.count += 1_000
      let paths = (start..<(start + 1_000)).map { IndexPath(item: $0, section: 0) }
      benchmark.startMeasurement()
      view.insertItems(at: paths)
      layout.prepareIfNeeded()
      benchmark.stopMeasurement()
    }
    blackHole(layout.collectionViewContentSize)
  }
}
