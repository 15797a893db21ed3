// The headless CollectionView host: per-frame cost of a fling (host + layout) at 1k and 1M
// items, and a batch of 1,000 mixed updates on 100,000 items.
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-host benchmark --target HostBenchmarks

import Benchmark
import BenchmarkSupport
import HostFling
import Trellis

/// One section of `count` items whose cells are dequeued (so reuse is exercised).
final class HostData: CollectionViewDataSource {
  var count: Int

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A minimal uniform grid (the host's own test layout): `columns` columns of `rowHeight` rows,
/// O(k) rect queries by arithmetic. It isolates the host's cost from a full flow layout's.
final class SimpleGridLayout: CollectionViewLayout {
  let columns: Int
  let rowHeight: CGFloat
  private var count = 0

  init(columns: Int, rowHeight: CGFloat) {
    self.columns = columns
    self.rowHeight = rowHeight
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func prepare() {
    count = collectionView?.numberOfItems(inSection: 0) ?? 0
  }

  override var collectionViewContentSize: CGSize {
    CGSize(
      width: collectionView?.bounds.width ?? 0, height: CGFloat((count + columns - 1) / columns) * rowHeight)
  }

  private func attributes(_ item: Int, width: CGFloat) -> CollectionViewLayoutAttributes {
    let attributes = makeLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = CGRect(
      x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * rowHeight, width: width,
      height: rowHeight)
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    let width = (collectionView?.bounds.width ?? 0) / CGFloat(columns)
    let rows = (count + columns - 1) / columns
    let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
    let last = min(rows - 1, Int((rect.maxY / rowHeight).rounded(.up)) - 1)
    guard first <= last else { return [] }
    var result: [CollectionViewLayoutAttributes] = []
    result.reserveCapacity((last - first + 1) * columns)
    for row in first...last {
      for column in 0..<columns where row * columns + column < count {
        result.append(attributes(row * columns + column, width: width))
      }
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    indexPath.item < count
      ? attributes(indexPath.item, width: (collectionView?.bounds.width ?? 0) / CGFloat(columns)) : nil
  }
}

/// A uniform grid whose attributes are all built once: a query returns a slice of the cache,
/// so it allocates one array and nothing else. Measuring a fling over it shows what the host
/// itself allocates per frame.
final class CachedGridLayout: CollectionViewLayout {
  let columns = 3
  let rowHeight: CGFloat = 70
  private var cache: [CollectionViewLayoutAttributes] = []

  override func prepare() {
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    let width = (collectionView?.bounds.width ?? 0) / CGFloat(columns)
    cache = (0..<count).map { item in
      let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(
        x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * rowHeight, width: width,
        height: rowHeight)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(
      width: collectionView?.bounds.width ?? 0,
      height: CGFloat((cache.count + columns - 1) / columns) * rowHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    let rows = (cache.count + columns - 1) / columns
    let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
    let last = min(rows - 1, Int((rect.maxY / rowHeight).rounded(.up)) - 1)
    guard first <= last else { return [] }
    return Array(cache[(first * columns)..<min(cache.count, (last + 1) * columns)])
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    indexPath.item < cache.count ? cache[indexPath.item] : nil
  }
}

/// A 390×844 collection view over `count` items, scrolled to the middle and laid out; with
/// `rightToLeft` its content reads right to left, so a flow layout is shown mirrored.
@MainActor func makeHost(
  _ layout: CollectionViewLayout, count: Int, rightToLeft: Bool = false
) -> (CollectionView, HostData) {
  let data = HostData(count: count)
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = data
  view.layoutIfNeeded()
  view.contentOffset = CGPoint(x: 0, y: (view.contentSize.height / 2).rounded())
  view.layoutIfNeeded()
  return (view, data)
}

/// The flow layout sized for about 40 visible cells: 120×60 items, spacing 10 → 3 columns,
/// 70-point line pitch, 844/70 ≈ 12 lines → 36 to 39 cells on screen.
@MainActor func makeFlow() -> CollectionViewFlowLayout {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 120, height: 60)
  layout.minimumLineSpacing = 10
  layout.minimumInteritemSpacing = 10
  return layout
}

/// 400 deletes (old 0, 250, …), 400 inserts (new 1, 251, …) and 200 moves (old 100 + 500k →
/// new 300 + 500k): 1,000 updates that leave the count at 100,000.
@MainActor func thousandUpdates(_ view: CollectionView) throws {
  try view.performCheckedBatchUpdates {
    view.deleteItems(at: (0..<400).map { IndexPath(item: 250 * $0, section: 0) })
    view.insertItems(at: (0..<400).map { IndexPath(item: 250 * $0 + 1, section: 0) })
    for k in 0..<200 {
      view.moveItem(
        at: IndexPath(item: 100 + 500 * k, section: 0), to: IndexPath(item: 300 + 500 * k, section: 0))
    }
  }
}

/// Selects `selected` of the view's items, one apart by `count / selected`, in ascending order or
/// scattered (a fixed permutation), remaps them through `thousandUpdates`, reads them back, and
/// clears the selection; returns how many were read back.
@MainActor func selectRemapRead(
  _ view: CollectionView, selected: Int, count: Int, scattered: Bool
) throws -> Int {
  view.allowsMultipleSelection = true
  let spacing = count / selected
  for k in 0..<selected {
    // 7,919 is prime and shares no factor with the counts used, so k ↦ 7,919k mod s permutes.
    let slot = scattered ? (k * 7_919) % selected : k
    view.selectItem(at: IndexPath(item: slot * spacing, section: 0), animated: false, scrollPosition: [])
  }
  try thousandUpdates(view)
  let read = view.indexPathsForSelectedItems?.count ?? 0
  view.selectItem(at: nil, animated: false, scrollPosition: [])
  return read
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 3,
    maxDuration: .seconds(3), maxIterations: 500)

  for (count, label) in [(1_000, "1k"), (1_000_000, "1M")] {
    mainActorBenchmark("Fling 60 frames flow layout \(label)") { benchmark in
      let (view, data) = makeHost(makeFlow(), count: count)
      var clock: TimeInterval = 0
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        flingSixtyFrames(view, iteration: iteration, clock: &clock)
      }
      benchmark.stopMeasurement()
      blackHole((view, data))
    }

    mainActorBenchmark("Fling 60 frames simple grid \(label)") { benchmark in
      let (view, data) = makeHost(SimpleGridLayout(columns: 3, rowHeight: 70), count: count)
      var clock: TimeInterval = 0
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        flingSixtyFrames(view, iteration: iteration, clock: &clock)
      }
      benchmark.stopMeasurement()
      blackHole((view, data))
    }
  }

  // The same fling, mirrored: every query goes through the right-to-left mirror, which copies
  // each attributes object the layout returns. Compare with "Fling 60 frames flow layout 1k" in
  // the same run.
  mainActorBenchmark("Fling 60 frames flow layout 1k right to left") { benchmark in
    let (view, data) = makeHost(makeFlow(), count: 1_000, rightToLeft: true)
    var clock: TimeInterval = 0
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      flingSixtyFrames(view, iteration: iteration, clock: &clock)
    }
    benchmark.stopMeasurement()
    blackHole((view, data))
  }

  mainActorBenchmark("Fling 60 frames cached grid 1k (host allocations)") { benchmark in
    let (view, data) = makeHost(CachedGridLayout(), count: 1_000)
    var clock: TimeInterval = 0
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      flingSixtyFrames(view, iteration: iteration, clock: &clock)
    }
    benchmark.stopMeasurement()
    blackHole((view, data))
  }

  mainActorBenchmark("Batch 1000 mixed updates 100k simple grid") { benchmark in
    let (view, data) = makeHost(SimpleGridLayout(columns: 3, rowHeight: 70), count: 100_000)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try thousandUpdates(view)
    }
    benchmark.stopMeasurement()
    blackHole((view, data))
  }

  mainActorBenchmark("Batch 1000 mixed updates 100k flow layout") { benchmark in
    let (view, data) = makeHost(makeFlow(), count: 100_000)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try thousandUpdates(view)
    }
    benchmark.stopMeasurement()
    blackHole((view, data))
  }

  for selected in [1_000, 10_000] {
    for scattered in [false, true] {
      let order = scattered ? "scattered" : "ascending"
      mainActorBenchmark("Select \(selected) of 1M (\(order)), remap through 1000 updates, read back") {
        benchmark in
        let (view, data) = makeHost(SimpleGridLayout(columns: 3, rowHeight: 70), count: 1_000_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(try selectRemapRead(view, selected: selected, count: 1_000_000, scattered: scattered))
        }
        benchmark.stopMeasurement()
        blackHole((view, data))
      }
    }
  }
}
