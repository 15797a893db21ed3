// Shared fixtures for the gallery-layout tests: a data source backed by per-section arrays, a
// host factory, and scripted gestures.

import Testing
import TrellisLayouts

/// A data source (and waterfall delegate) whose sections hold item heights; the counts are the
/// arrays' lengths, so changing `heights` and calling the update methods keeps them consistent.
final class GalleryData: CollectionViewDataSource, WaterfallLayoutDelegate {
  var heights: [[CGFloat]]
  var columnCounts: [Int]?
  private(set) var heightQueries = 0

  init(_ heights: [[CGFloat]]) {
    self.heights = heights
  }

  /// `counts.count` sections of `counts[s]` items, all `height` tall.
  convenience init(counts: [Int], height: CGFloat = 100) {
    self.init(counts.map { Array(repeating: height, count: $0) })
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { heights.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    heights[section].count
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> CGFloat {
    heightQueries += 1
    return heights[indexPath.section][indexPath.item]
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int
  ) -> Int {
    columnCounts?[section] ?? layout.columnCount
  }
}

/// A collection view of `size` hosting `layout` with `data`, after its first layout pass.
func makeHost(
  _ layout: CollectionViewLayout, size: CGSize, data: GalleryData,
  cellClass: CollectionViewCell.Type = CollectionViewCell.self
) -> CollectionView {
  let view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(cellClass, forCellWithReuseIdentifier: "cell")
  view.dataSource = data
  view.layoutIfNeeded()
  return view
}

/// A finger drag from `start` to `end` (view coordinates) in `steps` equal moves over
/// `duration` seconds starting at `time`, then released: a fling when fast. Returns the time of
/// the release.
@discardableResult
func drag(
  _ view: CollectionView, from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int = 6,
  at time: TimeInterval = 0
) -> TimeInterval {
  view.handleTouch(.began, at: start, time: time)
  for step in 1...steps {
    let fraction = CGFloat(step) / CGFloat(steps)
    let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
    view.handleTouch(.moved, at: point, time: time + duration * Double(fraction))
    view.advance(by: duration / Double(steps))
  }
  view.handleTouch(.ended, at: end, time: time + duration)
  return time + duration
}

/// Advances `view` by frames of 1/60 s until it stops decelerating (at most `limit` seconds);
/// returns the number of frames.
@discardableResult
func advanceUntilRest(_ view: CollectionView, limit: TimeInterval = 10) -> Int {
  var frames = 0
  view.advance(by: 1.0 / 60)
  while view.isDecelerating || view.isDragging, Double(frames) / 60 < limit {
    view.advance(by: 1.0 / 60)
    frames += 1
  }
  view.advance(by: 0.5)  // let update animations finish too
  return frames
}

/// Whether two rects are equal within `tolerance` on every edge.
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

/// A data source that answers fixed counts, however unreasonable (negative, `Int.max`).
final class RawCounts: CollectionViewDataSource {
  let counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }
  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A collection view of `size` over `counts` (cells registered as "cell"), laid out once.
@MainActor
func host(
  _ layout: CollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 390, height: 844)
)
  -> (CollectionView, RawCounts)
{
  let source = RawCounts(counts)
  let view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = source
  view.layoutIfNeeded()
  return (view, source)
}
