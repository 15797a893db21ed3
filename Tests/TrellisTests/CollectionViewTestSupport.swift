// Shared test fixtures for the CollectionView host tests: simple layouts with O(log n + k)
// queries, a data source whose cells remember what they show, and a recording delegate.

import Foundation

@testable import Trellis

/// A list (or grid with `columns` columns) of fixed-height rows; sections are stacked without
/// gaps. Row r of a section starting at y₀ spans [y₀ + r·rowHeight, y₀ + (r + 1)·rowHeight).
final class FixedRowLayout: CollectionViewLayout {
  var rowHeight: CGFloat = 44
  /// When set, scrolling targets snap to multiples of this many points.
  var snapInterval: CGFloat?
  var columns = 1
  private(set) var counts: [Int] = []
  private(set) var sectionTops: [CGFloat] = []
  private(set) var totalHeight: CGFloat = 0
  private(set) var prepareCount = 0
  private(set) var recordedUpdates: [[CollectionViewUpdateItem]] = []
  private(set) var dataSourceCountContexts = 0
  private(set) var finalizeUpdatesCount = 0
  private(set) var transitionCalls: [String] = []
  var invalidatesOnBoundsChange = false
  private(set) var boundsChangeQueries = 0

  convenience init(rowHeight: CGFloat, columns: Int = 1) {
    self.init()
    self.rowHeight = rowHeight
    self.columns = columns
  }

  override func prepare() {
    prepareCount += 1
    guard let collectionView else { return }
    counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    sectionTops = []
    var y: CGFloat = 0
    for count in counts {
      sectionTops.append(y)
      y += CGFloat((count + columns - 1) / columns) * rowHeight
    }
    totalHeight = y
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: totalHeight)
  }

  private var columnWidth: CGFloat { (collectionView?.bounds.width ?? 0) / CGFloat(columns) }

  func frame(section: Int, item: Int) -> CGRect {
    let row = item / columns
    let column = item % columns
    return CGRect(
      x: CGFloat(column) * columnWidth, y: sectionTops[section] + CGFloat(row) * rowHeight,
      width: columnWidth,
      height: rowHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    var result: [CollectionViewLayoutAttributes] = []
    guard !counts.isEmpty else { return result }
    // The last section starting at or above rect.minY (binary search), then forward.
    var low = 0
    var high = sectionTops.count
    while low < high {
      let mid = (low + high) / 2
      if sectionTops[mid] <= rect.minY { low = mid + 1 } else { high = mid }
    }
    var section = max(0, low - 1)
    while section < counts.count, sectionTops[section] < rect.maxY {
      let rows = (counts[section] + columns - 1) / columns
      let top = sectionTops[section]
      let first = max(0, Int(((rect.minY - top) / rowHeight).rounded(.down)))
      let last = min(rows - 1, Int(((rect.maxY - top) / rowHeight).rounded(.up)) - 1)
      if first <= last {
        for row in first...last {
          for column in 0..<columns {
            let item = row * columns + column
            guard item < counts[section] else { break }
            let frame = frame(section: section, item: item)
            guard frame.intersects(rect) else { continue }
            let attributes = makeLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
            attributes.frame = frame
            result.append(attributes)
          }
        }
      }
      section += 1
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.section < counts.count, indexPath.item < counts[indexPath.section] else { return nil }
    let attributes = makeLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(section: indexPath.section, item: indexPath.item)
    return attributes
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let snapInterval else { return proposedContentOffset }
    return CGPoint(
      x: proposedContentOffset.x, y: (proposedContentOffset.y / snapInterval).rounded() * snapInterval)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChangeQueries += 1
    return invalidatesOnBoundsChange
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    recordedUpdates.append(updateItems)
  }

  override func finalizeCollectionViewUpdates() { finalizeUpdatesCount += 1 }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts { dataSourceCountContexts += 1 }
    super.invalidateLayout(with: context)
  }

  override func prepareForTransition(to newLayout: CollectionViewLayout) { transitionCalls.append("to") }
  override func prepareForTransition(from oldLayout: CollectionViewLayout) { transitionCalls.append("from") }
  override func finalizeLayoutTransition() { transitionCalls.append("finalize") }
}

/// A cell that remembers the value it was configured with.
final class ValueCell: CollectionViewCell {
  var value = ""
  var preferredHeight: CGFloat?
  /// When set, every answer is this much taller than the last (a cell that never settles).
  var growsEveryTime = false
  private var growth: CGFloat = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    value = ""
    preferredHeight = nil
    growsEveryTime = false
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  )
    -> CollectionViewLayoutAttributes
  {
    if growsEveryTime {
      growth += 1
      layoutAttributes.size.height = 50 + growth
      return layoutAttributes
    }
    guard let preferredHeight else { return layoutAttributes }
    layoutAttributes.size.height = preferredHeight
    return layoutAttributes
  }
}

/// A data source over `sections` of string values; cells are `ValueCell`s registered as "cell".
final class ValueDataSource: CollectionViewDataSource {
  var sections: [[String]]
  private(set) var cellRequests: [String: Int] = [:]
  private(set) var requestCount = 0
  private(set) var distinctCells = Set<ObjectIdentifier>()
  private(set) var moves: [(IndexPath, IndexPath)] = []
  var immovable: Set<IndexPath> = []
  var heights: [String: CGFloat] = [:]
  var nonConverging: Set<String> = []

  init(sections: [[String]]) {
    self.sections = sections
  }

  convenience init(count: Int) {
    self.init(sections: [(0..<count).map { "item\($0)" }])
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    let value = sections[indexPath.section][indexPath.item]
    if let cell = cell as? ValueCell {
      cell.value = value
      cell.preferredHeight = heights[value]
      cell.growsEveryTime = nonConverging.contains(value)
    }
    cellRequests[value, default: 0] += 1
    requestCount += 1
    distinctCells.insert(ObjectIdentifier(cell))
    return cell
  }

  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    !immovable.contains(indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
  }
}

/// A delegate that counts display events and records scrolling callbacks.
final class RecordingDelegate: CollectionViewDelegate {
  private(set) var willDisplay: [IndexPath: Int] = [:]
  private(set) var didEndDisplaying: [IndexPath: Int] = [:]
  private(set) var willDisplayTotal = 0
  private(set) var didEndDisplayingTotal = 0
  private(set) var didScrollCount = 0
  private(set) var willEndDraggingVelocity: CGPoint?
  private(set) var proposedTarget: CGPoint?
  private(set) var didEndDeceleratingCount = 0
  /// The cells currently displayed (by identity: index paths shift during updates).
  private(set) var displayed = Set<ObjectIdentifier>()
  private(set) var violations: [String] = []
  var overrideTarget: CGPoint?

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    willDisplay[indexPath, default: 0] += 1
    willDisplayTotal += 1
    if !displayed.insert(ObjectIdentifier(cell)).inserted {
      violations.append("willDisplay twice for \(indexPath)")
    }
  }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    didEndDisplaying[indexPath, default: 0] += 1
    didEndDisplayingTotal += 1
    if displayed.remove(ObjectIdentifier(cell)) == nil {
      violations.append("didEndDisplaying without willDisplay for \(indexPath)")
    }
  }

  func scrollViewDidScroll(_ scrollView: CollectionView) { didScrollCount += 1 }

  func scrollViewWillEndDragging(
    _ scrollView: CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    willEndDraggingVelocity = velocity
    proposedTarget = targetContentOffset.pointee
    if let overrideTarget { targetContentOffset.pointee = overrideTarget }
  }

  func scrollViewDidEndDecelerating(_ scrollView: CollectionView) { didEndDeceleratingCount += 1 }
}

/// A collection view that keeps its (weakly referenced) data source and delegate alive, so
/// tests can create them inline.
final class RetainingCollectionView: CollectionView {
  var retained: [AnyObject] = []
}

/// Builds a collection view of `frame` over `dataSource` with `layout`, registered and laid out;
/// it keeps `dataSource` and `delegate` alive.
func makeCollectionView(
  frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), layout: CollectionViewLayout,
  dataSource: ValueDataSource, delegate: RecordingDelegate? = nil
) -> CollectionView {
  let collectionView = RetainingCollectionView(frame: frame, collectionViewLayout: layout)
  collectionView.retained = [dataSource] + (delegate.map { [$0] } ?? [])
  collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
  collectionView.dataSource = dataSource
  collectionView.delegate = delegate
  collectionView.layoutIfNeeded()
  return collectionView
}

/// The values shown by the visible cells, by index path.
func shownValues(_ collectionView: CollectionView) -> [IndexPath: String] {
  var result: [IndexPath: String] = [:]
  for cell in collectionView.visibleCells {
    if let path = collectionView.indexPath(for: cell) { result[path] = (cell as? ValueCell)?.value }
  }
  return result
}

/// A deterministic SplitMix64 generator for seeded tests.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
