// Dynamic layouts (TrellisDynamics): the per-frame cost of the springy flow layout during a
// fling — `CollectionView.advance(by: 1/120)` including the scroll, the springs' displacement,
// tiling, the animator's physics step and the layout pass — at 10k and 1M items, beside the
// naive approach of the classic tutorials (a spring for every item, no tiling), which is only
// feasible at small counts. Also the Newtonian layout's frame time right after inserting 10
// items at once (against 1 item), to show whether it stays flat while contacts pile up.
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-springy benchmark --target DynamicsLayoutBenchmarks

import Benchmark
import BenchmarkSupport
import SpringyFling
import TrellisDynamics

/// The naive springy layout of the classic tutorials (objc.io's first version, before tiling):
/// every item gets a spring in the first `prepare()`, every bounds change displaces every item,
/// and queries go to the animator.
final class NaiveSpringyLayout: CollectionViewFlowLayout {
  lazy var animator = DynamicAnimator(collectionViewLayout: self)
  var springs: [AttachmentBehavior] = []
  var lastBounds = CGRect.null

  override func prepare() {
    super.prepare()
    guard springs.isEmpty, let collectionView else { return }
    lastBounds = collectionView.bounds
    let all =
      super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
    for a in all where a.representedElementCategory == .cell {
      let spring = AttachmentBehavior(item: a, attachedToAnchor: a.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      animator.addBehavior(spring)
      springs.append(spring)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    animator.items(in: rect).compactMap { $0 as? CollectionViewLayoutAttributes }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    animator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let delta = newBounds.minY - lastBounds.minY
    lastBounds = newBounds
    let touch = collectionView.panGestureRecognizer.location(in: collectionView)
    for spring in springs {
      let distance = abs(touch.x - spring.anchorPoint.x) + abs(touch.y - spring.anchorPoint.y)
      let resistance = distance / 1500
      guard let item = spring.items.first else { continue }
      var center = item.center
      center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
      item.center = center
      animator.updateItem(usingCurrentState: item)
    }
    return false
  }
}

/// A list and its fling, built on first use and kept across samples, so that successive samples
/// measure successive frames of one continuous fling (one sample = one 1/120 s frame).
/// Created when the suite registers its benchmarks; used on the main actor.
@MainActor final class FlingSession {
  private let makeLayout: @MainActor () -> CollectionViewFlowLayout
  private let count: Int
  private var state: (view: CollectionView, data: FlingListData, script: FlingScript)?

  nonisolated init(count: Int, makeLayout: @escaping @MainActor () -> CollectionViewFlowLayout) {
    self.count = count
    self.makeLayout = makeLayout
  }

  /// Builds the list (scrolled to the middle) and runs 24 frames (0.2 s) of the fling once.
  func prepare() {
    guard state == nil else { return }
    let (view, data) = makeFlingList(makeLayout(), count: count)
    var script = FlingScript()
    for _ in 0..<24 { script.step(view) }
    state = (view, data, script)
  }

  /// The next frame.
  func step() {
    guard var s = state else { return }
    s.script.step(s.view)
    state = s
  }
}

/// A Newtonian layout in the objc.io sample's 320 × 480 view, in which `count` items are
/// inserted at once; successive samples are successive 1/120 s frames from the insertion until
/// `framesPerRun` frames later (4 s: the entrance swing, the fall, the pile settling), after
/// which the next sample starts a fresh scene with a fresh insertion (built unmeasured).
/// Created when the suite registers its benchmarks; used on the main actor.
@MainActor final class NewtonianInsertSession {
  nonisolated static let framesPerRun = 480
  private let count: Int
  private var view: CollectionView?
  private var data: FlingListData?
  private var frame = 0

  nonisolated init(count: Int) { self.count = count }

  /// Builds a fresh scene and inserts the items (in one batch) when none is running or the
  /// last one has run its `framesPerRun` frames.
  ///
  /// - Throws: `CollectionViewError` if the insertion is rejected (it never is for this scene).
  func prepare() throws {
    guard view == nil || frame >= Self.framesPerRun else { return }
    let data = FlingListData(count: 0)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: NewtonianLayout())
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let paths = (0..<count).map { IndexPath(item: $0, section: 0) }
    try view.performCheckedBatchUpdates {
      data.count = count
      view.insertItems(at: paths)
    }
    self.view = view
    self.data = data
    frame = 0
  }

  /// The next frame.
  func step() {
    view?.advance(by: 1.0 / 120)
    frame += 1
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 12,
    maxDuration: .seconds(3), maxIterations: 1_200)

  for (count, label) in [(10_000, "10k"), (1_000_000, "1M")] {
    let session = FlingSession(count: count) { SpringyFlowLayout() }
    mainActorBenchmark("Springy fling frame \(label)") { benchmark in
      session.prepare()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { session.step() }
      benchmark.stopMeasurement()
    }
  }

  // The naive layout has a body and a joint per item and moves every one per frame: its cost
  // grows with n (at 1M it would need a million bodies), so it is measured at 1k and 10k only.
  for (count, label) in [(1_000, "1k"), (10_000, "10k")] {
    let session = FlingSession(count: count) { NaiveSpringyLayout() }
    mainActorBenchmark(
      "Naive springy fling frame \(label)",
      configuration: .init(warmupIterations: 2, maxDuration: .seconds(5), maxIterations: 240)
    ) { benchmark in
      session.prepare()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { session.step() }
      benchmark.stopMeasurement()
    }
  }

  // Newtonian layout: one sample = one frame, from the insertion of 1 or 10 items at once
  // until 480 frames (4 s) later; no warm-up, so the first frames after the insertion (bodies
  // and springs created, the items swinging in and colliding) are among the samples.
  for count in [1, 10] {
    let session = NewtonianInsertSession(count: count)
    mainActorBenchmark(
      "Newtonian insert \(count) frame",
      configuration: .init(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 0, maxDuration: .seconds(60),
        maxIterations: NewtonianInsertSession.framesPerRun)
    ) { benchmark in
      try session.prepare()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { session.step() }
      benchmark.stopMeasurement()
    }
  }
}
