// The test of the article "UIKit Dynamics in layouts": the listing below is the article's
// "Testing it" section, a test with the numbers worked out in its comments.

// snippet: dynamics-test
import Testing
import Trellis
import TrellisDynamics

/// A data source of `count` rows in one section.
final class Rows: CollectionViewDataSource {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}

@Suite("The springy list")
@MainActor
struct SpringyListLayoutTests {
  /// A 320 × 480 list of 300 × 40 rows, 10 apart, 10 from each side: row i rests at
  /// y = 50i, so its spring's anchor (its centre) is (160, 50i + 20).
  func makeList(rows: Rows) -> (CollectionView, SpringyListLayout) {
    let layout = SpringyListLayout()
    layout.itemSize = CGSize(width: 300, height: 40)
    layout.minimumLineSpacing = 10
    layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = rows
    collectionView.layoutIfNeeded()
    return (collectionView, layout)
  }

  func centreY(_ layout: SpringyListLayout, row: Int) -> CGFloat? {
    layout.layoutAttributesForItem(at: IndexPath(item: row, section: 0))?.center.y
  }

  @Test func rowsLagByTheirDistanceFromTheFingerAndSettle() throws {
    let rows = Rows(count: 100)
    let (collectionView, layout) = makeList(rows: rows)
    // Springs for the rows that meet y −100…580 (the screen grown by 100 points): rows 0…11.
    #expect(layout.animator.behaviors.count == 12)

    // The finger touches at (160, 20) and moves up 10 points: the content scrolls by 10. Each
    // row stays behind by 10 · (its distance from the finger) / 1500, at most 10. The finger
    // is at content y 10 when the layout is asked (the old offset, 0, plus 10).
    collectionView.handleTouch(.began, at: CGPoint(x: 160, y: 20), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 160, y: 10), time: 0.01)
    #expect(collectionView.contentOffset.y == 10)
    // Row 6: anchor 320, 310 from the finger: 10 · 310/1500 = 2.0667 behind.
    let row6 = try #require(centreY(layout, row: 6))
    #expect(abs(row6 - 322.0667) < 0.0001)
    // Row 0: anchor 20, 10 from the finger: 10 · 10/1500 = 0.0667 behind.
    let row0 = try #require(centreY(layout, row: 0))
    #expect(abs(row0 - 20.0667) < 0.0001)

    // The finger holds still for 3 s. The springs (1 Hz, damping ratio 0.8) bring every row
    // back to its anchor: the amplitude decays as e^(−0.8 · 2π · t), below 0.5 point long
    // before 3 s.
    for _ in 0..<180 {
      collectionView.advance(by: 1.0 / 60)
    }
    let settled = try #require(centreY(layout, row: 6))
    #expect(abs(settled - 320) <= DynamicAnimator.restTolerance)
    #expect(!layout.animator.isRunning)

    // The finger moves up another 200 points: the screen shows 210…690 and the springs cover
    // 110…790, rows 2…15 (row 1 ends at 90, row 16 starts at 800).
    collectionView.handleTouch(.moved, at: CGPoint(x: 160, y: -190), time: 3.02)
    collectionView.advance(by: 1.0 / 60)
    #expect(collectionView.contentOffset.y == 210)
    #expect(layout.animator.behaviors.count == 14)
    // Rows far from the finger (at content y −190 + 10 = −180) stay behind: row 3 (anchor
    // 170) by 200 · 350/1500 = 46.7, so it still shows at 196.7…236.7; row 12 (anchor 620) by
    // 200 · 800/1500 = 106.7, so it starts at 706.7, below the screen. At rest the screen
    // would show rows 4…13.
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(3...11))
    collectionView.handleTouch(.cancelled, at: CGPoint(x: 160, y: -190), time: 3.04)
    for _ in 0..<180 {
      collectionView.advance(by: 1.0 / 60)
    }
    for row in 2...15 {
      let centre = try #require(centreY(layout, row: row))
      #expect(abs(centre - CGFloat(50 * row + 20)) <= DynamicAnimator.restTolerance)
    }
  }
}
// end snippet
