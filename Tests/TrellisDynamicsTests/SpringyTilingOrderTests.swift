import Foundation
import Testing
import TrellisDynamics

/// The springy layout keeps its sprung cells in index-path order while cells enter at either
/// end (entering rows are inserted as one block at the start or the end of the kept ones): its
/// answer for a rect inside the tiled rect lists the sprung cells in that order, so the order
/// is visible from outside.
@Suite struct SpringyTilingOrderTests {
  /// The objc.io geometry (44 × 44 items, spacing 10, insets 10, 320 × 568 view: 5 items a row,
  /// rows 54 pt apart) scrolled down and back up by drags and flings; after every frame the
  /// attributes of the visible rect and of the grown rect (visible bounds ± 100, the tiled
  /// rect) come in strictly increasing item order, with no item twice.
  @Test func sprungCellsStayInIndexPathOrderBothWays() {
    let layout = SpringyFlowLayout()
    layout.itemSize = CGSize(width: 44, height: 44)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
    let dataSource = FixedCountDataSource([10_000])
    view.dataSource = dataSource
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 20_000)
    view.layoutIfNeeded()

    var checks = 0
    var enteredAtStart = false
    var enteredAtEnd = false
    var previous: (first: Int, last: Int)?
    func check() {
      for rect in [view.bounds, view.bounds.insetBy(dx: -100, dy: -100)] {
        let items = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item)
        #expect(!items.isEmpty)
        #expect(zip(items, items.dropFirst()).allSatisfy { $0 < $1 }, "items \(items)")
        checks += 1
      }
      let all = (layout.layoutAttributesForElements(in: view.bounds.insetBy(dx: -100, dy: -100)) ?? [])
        .map(\.indexPath.item)
      if let first = all.first, let last = all.last {
        if let previous {
          if first < previous.first { enteredAtStart = true }
          if last > previous.last { enteredAtEnd = true }
        }
        previous = (first, last)
      }
    }

    var time = 0.0
    // Down (the finger moves up), then up (the finger moves down), each a drag and a fling.
    for direction in [-1.0, 1.0] {
      for _ in 0..<2 {
        let start = CGPoint(x: 160, y: 284 - 150 * direction)
        view.handleTouch(.began, at: start, time: time)
        for k in 1...6 {
          time += 0.01
          view.handleTouch(
            .moved, at: CGPoint(x: 160, y: start.y + 50 * direction * Double(k)), time: time)
          view.advance(by: 0.01)
          check()
        }
        view.handleTouch(.ended, at: CGPoint(x: 160, y: start.y + 300 * direction), time: time)
        for _ in 0..<40 {
          view.advance(by: 1.0 / 120)
          time += 1.0 / 120
          check()
        }
      }
    }
    // Both ends saw cells enter (rows below while scrolling down, rows above while scrolling up).
    #expect(enteredAtStart)
    #expect(enteredAtEnd)
    #expect(checks == 2 * 2 * (6 + 40) * 2)
  }
}
