import Foundation
import Testing

@testable import Trellis

/// A data source that records every index path it is asked for a cell, and fails the test when
/// one lies outside its sections.
private final class RecordingValues: CollectionViewDataSource {
  var sections: [[String]]
  private(set) var asked: [IndexPath] = []
  private(set) var outside: [IndexPath] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    asked.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    if sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    {
      (cell as? ValueCell)?.value = sections[indexPath.section][indexPath.item]
    } else {
      outside.append(indexPath)
      (cell as? ValueCell)?.value = "outside"
    }
    return cell
  }

  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
  }
}

/// During interactive movement the data source is not reordered until `moveItemAt` at the end
/// (UIKit's documented contract), so a cell that appears while the item moves must be asked for
/// at the index path its item has in the data source, not at its in-flight index path.
@Suite("CollectionView interactive movement asks the data source in its own order")
@MainActor
struct CollectionViewMovementDataSourceTests {
  /// The issue's setup: a flow layout of 300×40 items with no spacing, 100 items, and a view
  /// 10 points taller than the issue's 300×400. Row r spans y = 40r … 40r + 40, so rows 0…9
  /// fill 400 points and row 10 shows its top 10. (In the issue's 400-point view row 10 only
  /// touched the bottom edge, which Trellis then counted as visible; on Apple platforms, and in
  /// Trellis now, a frame that only touches the bounds is not visible.)
  private func make() -> (CollectionView, RecordingValues) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 40)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let data = RecordingValues([(0..<100).map { "item\($0)" }])
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 410), collectionViewLayout: layout)
    view.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    return (view, data)
  }

  private func shown(_ view: CollectionView) -> [Int: String] {
    var result: [Int: String] = [:]
    for cell in view.visibleCells {
      if let path = view.indexPath(for: cell) { result[path.item] = (cell as? ValueCell)?.value }
    }
    return result
  }

  @Test func theIssuesReproShowsItem11AtInFlight10AndNoItemTwiceAfterTheDrop() throws {
    let (view, data) = make()
    withExtendedLifetime(data) {}
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Over (150, 1000): the flow layout's target is the item there, 1000 / 40 = row 25.
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 1000))
    view.layoutIfNeeded()
    // In-flight order: items 1…25 move up one place, item 0 sits at 25. In-flight row 10 was
    // not on screen under that key before (the cell that showed item 10 is now row 9), so it is
    // a new cell; the data source must be asked for the item there: data-source row 11.
    let values = shown(view)
    #expect(values[9] == "item10")
    #expect(values[10] == "item11")
    #expect(data.asked.last == IndexPath(item: 11, section: 0))
    // Every visible row r < 25 shows item r + 1.
    for (row, value) in values where row < 25 { #expect(value == "item\(row + 1)", "row \(row)") }
    #expect(data.outside.isEmpty)

    view.endInteractiveMovement()
    view.advance(by: 1)
    // The data source moved item 0 to row 25; each row shows the data source's item there, and
    // no item twice.
    let after = shown(view)
    #expect(Set(after.values).count == after.count, "an item is shown twice: \(after)")
    for (row, value) in after { #expect(value == data.sections[0][row], "row \(row)") }
    #expect(after[10] == "item11")
  }

  @Test func cellsThatAppearWhileScrollingDuringAMoveShowTheirDataSourceItems() {
    let (view, data) = make()
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 30 * 40 + 20))  // row 30
    // Scroll so rows 20…30 come on screen (none of them was visible before the move).
    view.contentOffset = CGPoint(x: 0, y: 800)
    view.layoutIfNeeded()
    // In-flight rows 2…29 show items 3…30, row 30 the moving item 2.
    for (row, value) in shown(view) {
      let expected = row == 30 ? "item2" : (row >= 2 && row < 30 ? "item\(row + 1)" : "item\(row)")
      #expect(value == expected, "row \(row)")
    }
    view.endInteractiveMovement()
    view.advance(by: 1)
    for (row, value) in shown(view) { #expect(value == data.sections[0][row], "row \(row)") }
  }

  @Test func aMoveIntoAnotherSectionNeverAsksPastTheDataSourcesCounts() {
    // Two sections of 5 rows of 44 points (FixedRowLayout): section 1 starts at y = 220.
    let data = RecordingValues([["a0", "a1", "a2", "a3", "a4"], ["b0", "b1", "b2", "b3", "b4"]])
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FixedRowLayout(rowHeight: 44))
    view.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // y = 418 lies in b4's row (section 1 starts at 5 × 44 = 220; (418 − 220) / 44 = 4.5), so
    // a0 takes in-flight [1, 4] and b4 moves to in-flight [1, 5]: past the 5 rows section 1 has
    // in the data source. Its cell must be asked for at b4's data-source path, [1, 4].
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 418))
    view.reloadItemsShownDuringMovement()
    #expect(view.numberOfItems(inSection: 1) == 6)
    #expect(data.outside.isEmpty, "asked outside the data source: \(data.outside)")
    view.endInteractiveMovement()
    view.advance(by: 1)
    #expect(data.outside.isEmpty)
    #expect(data.sections == [["a1", "a2", "a3", "a4"], ["b0", "b1", "b2", "b3", "a0", "b4"]])
    #expect(data.asked.contains(IndexPath(item: 4, section: 1)))
  }
}

extension CollectionView {
  /// Makes every visible cell appear anew (so each is asked of the data source) while an item
  /// moves: scrolls the visible cells off screen and back.
  fileprivate func reloadItemsShownDuringMovement() {
    let offset = contentOffset
    contentOffset = CGPoint(x: offset.x, y: offset.y + 100_000)
    layoutIfNeeded()
    contentOffset = offset
    layoutIfNeeded()
  }
}
