// The compositional layout at 1,000,000 items: prepare() and a 390×844 viewport query for a
// grid section (Apple's sample grid: 0.2-wide squares) and a list section (44-point rows), side
// by side with the naive approach of the open-source backports of this API (every group solved
// and every item's attributes built in prepare(), a linear filter per query); and an
// estimated-height list of 1,000,000 rows: the first layout (prepare, query, cells, self-sizing)
// and fling frames through the host.
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-compositional benchmark --target CompositionalBenchmarks

import Benchmark
import BenchmarkSupport
import HostFling
import TrellisCompositional

/// One section of `count` items; cells are dequeued from a registered class.
final class BenchmarkData: CollectionViewDataSource {
  let count: Int

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A cell that measures itself at 44, 56, 68 or 80 points by its item (a deterministic mix).
final class RowCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let height = 44 + CGFloat(layoutAttributes.indexPath.item % 4) * 12
    guard layoutAttributes.size.height != height,
      let copy = layoutAttributes.copy() as? CollectionViewLayoutAttributes
    else { return layoutAttributes }
    copy.size = CGSize(width: layoutAttributes.size.width, height: height)
    return copy
  }
}

/// A section and its group (the naive layout reads the group), and whether the group is
/// horizontal.
@MainActor
struct Definition {
  var section: CollectionLayoutSection
  var group: CollectionLayoutGroup
  var horizontal: Bool
}

/// Apple's grid sample: items 0.2 wide and as tall as their row, rows 0.2 of the width tall.
@MainActor
func gridSection() -> Definition {
  let item = CollectionLayoutItem(
    layoutSize: CollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
  let group = CollectionLayoutGroup.horizontal(
    layoutSize: CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
    subitems: [item])
  return Definition(section: CollectionLayoutSection(group: group), group: group, horizontal: true)
}

/// Full-width rows of `height` (absolute or estimated).
@MainActor
func listSection(_ height: CollectionLayoutDimension) -> Definition {
  let item = CollectionLayoutItem(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
  let group = CollectionLayoutGroup.vertical(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
    subitems: [item])
  return Definition(section: CollectionLayoutSection(group: group), group: group, horizontal: false)
}

/// The naive compositional layout of the open-source backports: `prepare()` walks the groups,
/// solves each one (its subitems' sizes and positions, repeated while they fit) and stores an
/// attribute object for every item; a rect query filters all of them.
///
/// It reads the same section definition through the public API, for one section whose root
/// group is a horizontal or vertical group of plain items.
final class NaiveCompositionalLayout: CollectionViewLayout {
  let section: CollectionLayoutSection
  let group: CollectionLayoutGroup
  let horizontal: Bool
  var cache: [CollectionViewLayoutAttributes] = []
  var contentHeight: CGFloat = 0

  init(_ definition: Definition) {
    self.section = definition.section
    self.group = definition.group
    self.horizontal = definition.horizontal
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  static func resolve(_ dimension: CollectionLayoutDimension, in container: CGSize) -> CGFloat {
    if dimension.isFractionalWidth { return dimension.dimension * container.width }
    if dimension.isFractionalHeight { return dimension.dimension * container.height }
    return dimension.dimension
  }

  override func prepare() {
    super.prepare()
    cache.removeAll()
    guard let collectionView else { return }
    let container = collectionView.bounds.size
    let count = collectionView.numberOfItems(inSection: 0)
    let groupSize = CGSize(
      width: Self.resolve(group.layoutSize.widthDimension, in: container),
      height: Self.resolve(group.layoutSize.heightDimension, in: container))
    var y: CGFloat = 0
    var item = 0
    while item < count {
      // Solve this group: place subitems while they fit.
      var cursor: CGFloat = 0
      var placed = 0
      while item < count {
        let subitem = group.subitems[placed % group.subitems.count]
        let width = Self.resolve(subitem.layoutSize.widthDimension, in: groupSize)
        let height = Self.resolve(subitem.layoutSize.heightDimension, in: groupSize)
        let along = horizontal ? width : height
        let extent = horizontal ? groupSize.width : groupSize.height
        if placed > 0, cursor + along > extent + 0.001 { break }
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame =
          horizontal
          ? CGRect(x: cursor, y: y, width: width, height: height)
          : CGRect(x: 0, y: y + cursor, width: width, height: height)
        cache.append(attributes)
        cursor += along
        placed += 1
        item += 1
      }
      y += groupSize.height + section.interGroupSpacing
    }
    contentHeight = y
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    cache[indexPath.item]
  }
}

/// A 390×844 collection view over `layout` with `count` items.
@MainActor
func makeView(
  _ layout: CollectionViewLayout, count: Int, cell: CollectionViewCell.Type = CollectionViewCell.self
)
  -> (CollectionView, BenchmarkData)
{
  let data = BenchmarkData(count: count)
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  view.register(cell, forCellWithReuseIdentifier: "cell")
  view.dataSource = data
  return (view, data)
}

/// The 390×844 viewport at the middle of `layout`'s content.
@MainActor
func middleViewport(_ layout: CollectionViewLayout) -> CGRect {
  CGRect(x: 0, y: (layout.collectionViewContentSize.height / 2).rounded(), width: 390, height: 844)
}

let count = 1_000_000

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
    maxDuration: .seconds(3), maxIterations: 1_000)

  for (label, makeSection) in [
    ("grid", { @MainActor in gridSection() }), ("list", { @MainActor in listSection(.absolute(44)) }),
  ] {
    mainActorBenchmark("Compositional prepare 1M \(label)", configuration: .init(timeUnits: .nanoseconds)) {
      benchmark in
      let layout = CollectionViewCompositionalLayout(section: makeSection().section)
      let (view, data) = makeView(layout, count: count)
      layout.prepareIfNeeded()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        layout.invalidateLayout()
        layout.prepareIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole((view, data))
    }

    let fixture = Fixture { () -> (CollectionViewCompositionalLayout, CollectionView, BenchmarkData) in
      let layout = CollectionViewCompositionalLayout(section: makeSection().section)
      let (view, data) = makeView(layout, count: count)
      layout.prepareIfNeeded()
      return (layout, view, data)
    }
    mainActorBenchmark(
      "Compositional query 390x844 middle 1M \(label)",
      configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo),
      { benchmark in
        let layout = fixture.get.0
        let viewport = middleViewport(layout)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(layout.layoutAttributesForElements(in: viewport))
        }
        benchmark.stopMeasurement()
      }, teardown: { fixture.reset() })

    mainActorBenchmark(
      "Naive prepare 1M \(label)", configuration: .init(maxDuration: .seconds(3), maxIterations: 10)
    ) { benchmark in
      let layout = NaiveCompositionalLayout(makeSection())
      let (view, data) = makeView(layout, count: count)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        layout.invalidateLayout()
        layout.prepareIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole((view, data))
    }

    let naiveFixture = Fixture { () -> (NaiveCompositionalLayout, CollectionView, BenchmarkData) in
      let layout = NaiveCompositionalLayout(makeSection())
      let (view, data) = makeView(layout, count: count)
      layout.prepareIfNeeded()
      return (layout, view, data)
    }
    mainActorBenchmark(
      "Naive query 390x844 middle 1M \(label)",
      configuration: .init(maxDuration: .seconds(3), maxIterations: 30),
      { benchmark in
        let layout = naiveFixture.get.0
        let viewport = middleViewport(layout)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(layout.layoutAttributesForElements(in: viewport))
        }
        benchmark.stopMeasurement()
      }, teardown: { naiveFixture.reset() })
  }

  // The estimated-height list: everything the first layoutIfNeeded() does — prepare(), the
  // visible query, creating the ~20 cells, measuring them and the passes that follow.
  mainActorBenchmark(
    "Estimated list first layout 1M", configuration: .init(maxDuration: .seconds(5), maxIterations: 100)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let layout = CollectionViewCompositionalLayout(section: listSection(.estimated(44)).section)
      let (view, data) = makeView(layout, count: count, cell: RowCell.self)
      view.layoutIfNeeded()
      blackHole((view, data))
    }
  }

  // Fling frames through the host: per sample a 2,500 pt/s release and 60 frames of 1/60 s at
  // the middle of the list (cells entering are measured and the rows below move).
  mainActorBenchmark("Estimated list fling 60 frames 1M") { benchmark in
    let layout = CollectionViewCompositionalLayout(section: listSection(.estimated(44)).section)
    let (view, data) = makeView(layout, count: count, cell: RowCell.self)
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: (view.contentSize.height / 2).rounded())
    view.layoutIfNeeded()
    var clock: TimeInterval = 0
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      flingSixtyFrames(view, iteration: iteration, clock: &clock)
    }
    benchmark.stopMeasurement()
    blackHole((view, data))
  }

  // The same fling over the fixed-height grid, for comparison with the flow layout's host figures.
  mainActorBenchmark("Grid fling 60 frames 1M") { benchmark in
    let layout = CollectionViewCompositionalLayout(section: gridSection().section)
    let (view, data) = makeView(layout, count: count)
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: (view.contentSize.height / 2).rounded())
    view.layoutIfNeeded()
    var clock: TimeInterval = 0
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      flingSixtyFrames(view, iteration: iteration, clock: &clock)
    }
    benchmark.stopMeasurement()
    blackHole((view, data))
  }
}
