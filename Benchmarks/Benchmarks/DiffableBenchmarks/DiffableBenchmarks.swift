// Diffable data sources: the snapshot difference of 100,000 items with 1% of them moved, 1%
// inserted and 1% deleted, and a full apply (difference + batch update + layout pass) of a
// 1,000,000-item snapshot with 1,000 changes — each beside a naive baseline in the same run: a
// quadratic diff (every identifier searched linearly, every shifted item moved), the standard
// library's `difference(from:)` (Myers, O((n + m)·d)), and `reloadData`.
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-diffable benchmark --target DiffableBenchmarks --no-progress

import Benchmark
import BenchmarkSupport
import TrellisDiffable

/// SplitMix64 with a fixed seed: the same edits on every run.
struct Seeded {
  var state: UInt64
  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

/// Items 0..<count, and the same list with `moved` items taken out and put back elsewhere,
/// `deleted` items removed and `inserted` new items (count, count + 1, …) put in, all at seeded
/// places.
func editedArrays(count: Int, moved: Int, inserted: Int, deleted: Int) -> (old: [Int], new: [Int]) {
  let old = Array(0..<count)
  var random = Seeded(state: 0xD1FF)
  var new = old
  var movers: [Int] = []
  for _ in 0..<moved { movers.append(new.remove(at: random.below(new.count))) }
  for _ in 0..<deleted { new.remove(at: random.below(new.count)) }
  for mover in movers { new.insert(mover, at: random.below(new.count + 1)) }
  for id in count..<(count + inserted) { new.insert(id, at: random.below(new.count + 1)) }
  return (old, new)
}

/// A one-section snapshot of `items`.
func snapshot(_ items: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
  var snapshot = DiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(items)
  return snapshot
}

/// The naive diff: each new item's old index by a linear search, each old item's survival by a
/// linear search, and every survivor whose index changed moved (no longest run). O(n·m).
func quadraticDifference(old: [Int], new: [Int]) -> (deletes: [Int], inserts: [Int], moves: [(Int, Int)]) {
  var deletes: [Int] = []
  var inserts: [Int] = []
  var moves: [(Int, Int)] = []
  for (index, item) in old.enumerated() where !new.contains(item) { deletes.append(index) }
  for (index, item) in new.enumerated() {
    if let from = old.firstIndex(of: item) {
      if from != index { moves.append((from, index)) }
    } else {
      inserts.append(index)
    }
  }
  return (deletes, inserts, moves)
}

/// A 390×844 collection view with a flow layout of 120×60 items (3 columns, 70-point lines),
/// driven by a diffable data source over `initial`, laid out in the middle of the content.
@MainActor
func makeHost(
  _ initial: DiffableDataSourceSnapshot<Int, Int>
) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 120, height: 60)
  layout.minimumLineSpacing = 10
  layout.minimumInteritemSpacing = 10
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  let registration = CollectionView.CellRegistration<CollectionViewCell, Int> { _, _, _ in }
  let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, id in
    view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
  }
  dataSource.applySnapshotUsingReloadData(initial)
  view.contentOffset = CGPoint(x: 0, y: (view.contentSize.height / 2).rounded())
  view.layoutIfNeeded()
  return (view, dataSource)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
    maxDuration: .seconds(3), maxIterations: 200)

  // MARK: Difference of 100,000 items, 1% moved, 1% inserted, 1% deleted.

  let hundredK = editedArrays(count: 100_000, moved: 1_000, inserted: 1_000, deleted: 1_000)
  let hundredKOld = snapshot(hundredK.old)
  let hundredKNew = snapshot(hundredK.new)

  Benchmark("Difference 100k (1% moved, inserted, deleted)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(SnapshotDifference(from: hundredKOld, to: hundredKNew))
    }
  }

  Benchmark(
    "Standard library difference(from:).inferringMoves() 100k (same edits)",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 5)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(hundredK.new.difference(from: hundredK.old).inferringMoves())
    }
  }

  Benchmark("Build a 100k-item snapshot (appendItems)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(snapshot(hundredK.new))
    }
  }

  // The quadratic diff cannot run at 100k (10^10 comparisons); compare at 10k, same 1% edits.
  let tenK = editedArrays(count: 10_000, moved: 100, inserted: 100, deleted: 100)
  let tenKOld = snapshot(tenK.old)
  let tenKNew = snapshot(tenK.new)

  Benchmark("Difference 10k (1% moved, inserted, deleted)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(SnapshotDifference(from: tenKOld, to: tenKNew))
    }
  }

  Benchmark(
    "Quadratic diff 10k (same edits)", configuration: .init(maxDuration: .seconds(10), maxIterations: 20)
  ) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(quadraticDifference(old: tenK.old, new: tenK.new))
    }
  }

  // MARK: Full apply of 1,000,000 items with 1,000 changes.

  let million = editedArrays(count: 1_000_000, moved: 334, inserted: 333, deleted: 333)
  let millionA = snapshot(million.old)
  let millionB = snapshot(million.new)

  Benchmark(
    "Difference 1M (1,000 changes)", configuration: .init(maxDuration: .seconds(5), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(SnapshotDifference(from: millionA, to: millionB))
    }
  }

  mainActorBenchmark(
    "Apply 1M (1,000 changes): diff + animated batch + layout pass",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 50)
  ) { benchmark in
    let (view, dataSource) = makeHost(millionA)
    var flip = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      flip.toggle()
      dataSource.apply(flip ? millionB : millionA)
      view.advance(by: 0.4)
    }
    benchmark.stopMeasurement()
    blackHole((view, dataSource))
  }

  mainActorBenchmark(
    "Apply 1M (1,000 changes) with reloadData (no diff)",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 50)
  ) { benchmark in
    let (view, dataSource) = makeHost(millionA)
    var flip = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      flip.toggle()
      dataSource.applySnapshotUsingReloadData(flip ? millionB : millionA)
      view.advance(by: 0.4)
    }
    benchmark.stopMeasurement()
    blackHole((view, dataSource))
  }

  Benchmark(
    "Build a 1M-item snapshot (appendItems)",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 20)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(snapshot(million.new))
    }
  }
}
