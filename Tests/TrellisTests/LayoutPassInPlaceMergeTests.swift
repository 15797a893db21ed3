import Foundation
import Testing

@testable import Trellis

// The in-place merge of the layout pass (CollectionView+InPlaceMerge.swift) against the general
// merge: the same seeded sequence of scrolls, size changes, selections, data changes and
// callbacks that change the visible set, run once with each (`VisibleSet.mergesInPlace`), must
// give the same callbacks in the same order, the same cells (by identity) in the same places,
// the same applied frames and the same self-sizing.

/// What one run saw, in order.
private final class MergeTrace {
  var events: [String] = []
  /// Cells and views by identity, numbered in the order they were first seen (the runs make
  /// different objects; the same numbering means the same reuse).
  private var numbers: [ObjectIdentifier: Int] = [:]

  func number(_ view: AnyObject) -> Int {
    let id = ObjectIdentifier(view)
    if let number = numbers[id] { return number }
    numbers[id] = numbers.count
    return numbers.count - 1
  }
}

/// A cell that records every application of attributes and answers self-sizing with a height
/// of its own for some items.
private final class TraceCell: CollectionViewCell {
  var trace: MergeTrace?
  var preferredHeight: CGFloat?

  override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    trace?.events.append(
      "apply #\(trace?.number(self) ?? -1) \(layoutAttributes.indexPath) \(layoutAttributes.frame)")
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    guard let preferredHeight else { return layoutAttributes }
    layoutAttributes.size.height = preferredHeight
    return layoutAttributes
  }
}

/// Data source and delegate that record every call; `onWillDisplay` lets a step change the
/// collection view from inside a callback.
private final class TraceSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  let trace: MergeTrace
  var counts: [Int]
  var heights: [IndexPath: CGFloat] = [:]
  var preferredHeights: [IndexPath: CGFloat] = [:]
  var onWillDisplay: ((CollectionView, IndexPath) -> Void)?

  init(trace: MergeTrace, counts: [Int]) {
    self.trace = trace
    self.counts = counts
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? TraceCell)?.trace = trace
    (cell as? TraceCell)?.preferredHeight = preferredHeights[indexPath]
    trace.events.append(
      "cellFor \(indexPath) #\(trace.number(cell)) visible \(collectionView.visibleCells.count)")
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    trace.events.append("header \(indexPath) #\(trace.number(view))")
    return view
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: 180, height: heights[indexPath] ?? 50)
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    let paths = collectionView.indexPathsForVisibleItems.map { "\($0.section)-\($0.item)" }.joined(
      separator: ",")
    trace.events.append(
      "willDisplay \(indexPath) #\(trace.number(cell)) selected \(cell.isSelected) [\(paths)]")
    onWillDisplay?(collectionView, indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    trace.events.append(
      "didEnd \(indexPath) #\(trace.number(cell)) visible \(collectionView.visibleCells.count)")
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    trace.events.append("willDisplayHeader \(indexPath) #\(trace.number(view))")
  }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    trace.events.append("didEndHeader \(indexPath) #\(trace.number(view))")
  }
}

/// Runs the seeded sequence with the in-place merge on or off; returns the trace and the two
/// counters of the in-place merge.
@MainActor
private func runSequence(
  seed: UInt64, inPlace: Bool, steps: Int = 60
) -> (events: [String], merges: Int, installs: Int) {
  var random = SplitMix64(seed: seed)
  let trace = MergeTrace()
  let source = TraceSource(trace: trace, counts: [40, 25, 60])
  let layout = CollectionViewFlowLayout()
  layout.minimumLineSpacing = 4
  layout.minimumInteritemSpacing = 4
  // Headers in some runs: their arrivals are not one run with the cells' (the general merge).
  if seed % 2 == 0 { layout.headerReferenceSize = CGSize(width: 390, height: 30) }
  let collectionView = RetainingCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
  collectionView.retained = [source]
  collectionView.visibleSet.mergesInPlace = inPlace
  collectionView.register(TraceCell.self, forCellWithReuseIdentifier: "cell")
  collectionView.register(
    CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  collectionView.dataSource = source
  collectionView.delegate = source
  collectionView.allowsMultipleSelection = true
  collectionView.layoutIfNeeded()

  func randomPath() -> IndexPath {
    let section = Int.random(in: 0..<source.counts.count, using: &random)
    return IndexPath(
      item: Int.random(in: 0..<max(1, source.counts[section]), using: &random), section: section)
  }

  for step in 0..<steps {
    let maxOffset = max(0, collectionView.contentSize.height - collectionView.bounds.height)
    switch Int.random(in: 0..<10, using: &random) {
    case 0...3:
      // A small scroll (most frames of a fling): a few arrivals and departures, or none.
      let delta = CGFloat(Int.random(in: -120...120, using: &random))
      collectionView.contentOffset.y = min(maxOffset, max(0, collectionView.contentOffset.y + delta))
    case 4:
      collectionView.contentOffset.y = CGFloat(Int.random(in: 0...Int(maxOffset), using: &random))
    case 5:
      // A size change: the layout moves the following cells; some cells prefer another height.
      let path = randomPath()
      source.heights[path] = CGFloat(Int.random(in: 20...140, using: &random))
      if Bool.random(using: &random) { source.preferredHeights[randomPath()] = 77 }
      layout.invalidateLayout()
    case 6:
      collectionView.selectItem(at: randomPath(), animated: false, scrollPosition: [])
    case 7:
      collectionView.isPrefetchingEnabled.toggle()
    case 8:
      // A callback that changes the visible set while the pass runs.
      source.onWillDisplay = { collectionView, _ in
        source.onWillDisplay = nil
        source.counts[0] = max(1, source.counts[0] - 3)
        collectionView.reloadData()
      }
      let delta = CGFloat(Int.random(in: 60...200, using: &random))
      collectionView.contentOffset.y = min(maxOffset, collectionView.contentOffset.y + delta)
    default:
      source.counts[2] += Int.random(in: -5...5, using: &random)
      source.counts[2] = max(0, source.counts[2])
      collectionView.reloadData()
    }
    collectionView.layoutIfNeeded()
    trace.events.append("step \(step) offset \(collectionView.contentOffset.y)")
    for cell in collectionView.visibleCells {
      let path = collectionView.indexPath(for: cell).map { "\($0)" } ?? "none"
      trace.events.append(
        "  cell #\(trace.number(cell)) \(path) frame \(cell.frame) alpha \(cell.alpha) hidden \(cell.isHidden) "
          + "selected \(cell.isSelected)")
    }
    for view in collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader) {
      trace.events.append("  header #\(trace.number(view)) frame \(view.frame)")
    }
  }
  return (trace.events, collectionView.visibleSet.inPlaceMerges, collectionView.visibleSet.snapshotInstalls)
}

@MainActor
@Suite struct LayoutPassInPlaceMergeTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func inPlaceMergeMatchesTheGeneralMerge(seed: UInt64) {
    let general = runSequence(seed: seed, inPlace: false)
    let inPlace = runSequence(seed: seed, inPlace: true)
    #expect(general.merges == 0)
    // The in-place merge ran (it is not compared with itself).
    #expect(inPlace.merges > 10)
    #expect(general.events.count == inPlace.events.count)
    for (index, (expected, actual)) in zip(general.events, inPlace.events).enumerated()
    where expected != actual {
      Issue.record("seed \(seed), event \(index): general \(expected), in place \(actual)")
      break
    }
  }

  /// Over all seeds, some pass had a callback change the visible set (the set is then built
  /// from the snapshot), so that path is compared too.
  @Test func theSnapshotInstallIsCompared() {
    var installs = 0
    for seed in [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64] {
      installs += runSequence(seed: seed, inPlace: true).installs
    }
    #expect(installs > 0)
  }

  /// A scroll that keeps the same cells edits the set where it is (its storage is kept), and
  /// the general merge builds a new one (worked example: rows of 50 + 4 points, 600 high,
  /// scrolled by 1 point: rows 0…11 stay visible).
  @Test func aScrollWithinTheSameCellsKeepsTheStorage() {
    for inPlace in [true, false] {
      let trace = MergeTrace()
      let source = TraceSource(trace: trace, counts: [100])
      let layout = CollectionViewFlowLayout()
      layout.minimumLineSpacing = 4
      layout.minimumInteritemSpacing = 400
      let collectionView = RetainingCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
      collectionView.retained = [source]
      collectionView.visibleSet.mergesInPlace = inPlace
      collectionView.register(TraceCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.dataSource = source
      collectionView.delegate = source
      collectionView.layoutIfNeeded()
      #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...11))
      let before = collectionView.visibleSet.elements.withUnsafeBufferPointer { $0.baseAddress }
      collectionView.contentOffset.y = 1
      collectionView.layoutIfNeeded()
      let after = collectionView.visibleSet.elements.withUnsafeBufferPointer { $0.baseAddress }
      #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...11))
      #expect((before == after) == inPlace)
      let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
      #expect(first?.minY == 0 && first?.height == 50)
    }
  }
}
