// Tests of the article "Writing a custom layout" (Trellis.docc/WritingACustomLayout.md): each
// step's layout with the article's worked numbers.
//
// The worked example of steps 2 and 3: a 320-point-wide view, 2 columns, spacing 10, so each
// column is (320 − 3·10)/2 = 145 wide, at x = 10 and x = 10 + 145 + 10 = 165. Heights 100, 50,
// 30, 80 go, each into the column whose next free y is the smallest (the left one on a tie):
//   item 0 → left  at y 10  (left next y  10 + 100 + 10 = 120)
//   item 1 → right at y 10  (right next y 10 + 50 + 10 = 70)
//   item 2 → right at y 70  (70 < 120; right next y 70 + 30 + 10 = 110)
//   item 3 → right at y 110 (110 < 120; right next y 110 + 80 + 10 = 200)
// The content is as tall as the largest next y: 200.

import PropertyBased
import Testing
import Trellis

/// A one-section data source of notes of `lineCounts[i]` lines, in cells registered by the test.
final class NotesSource: CollectionViewDataSource {
  var lineCounts: [Int]

  init(_ lineCounts: [Int]) {
    self.lineCounts = lineCounts
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    lineCounts.count
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
    if let note = cell as? NoteCell { note.lineCount = lineCounts[indexPath.item] }
    if let note = cell as? Step4.NoteCell { note.lineCount = lineCounts[indexPath.item] }
    return cell
  }
}

/// A 320 × 480 collection view over a layout and a `NotesSource`, laid out once. It keeps the
/// source alive: a collection view holds its data source weakly, as UIKit's does.
@MainActor
final class NotesHost {
  let view: CollectionView
  let notes: NotesSource

  init(
    _ layout: CollectionViewLayout, _ lineCounts: [Int],
    cell: CollectionViewCell.Type = CollectionViewCell.self
  ) {
    notes = NotesSource(lineCounts)
    view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "note")
    view.dataSource = notes
    view.layoutIfNeeded()
  }
}

/// The frames of items 0..<count as the layout gives them.
@MainActor
func itemFrames(_ layout: CollectionViewLayout, count: Int) -> [CGRect?] {
  (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
}

/// The sorted item numbers a rect query returns.
@MainActor
func items(_ layout: CollectionViewLayout, in rect: CGRect) -> [Int] {
  (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item).sorted()
}

let workedHeights: [CGFloat] = [100, 50, 30, 80]
let workedFrames: [CGRect?] = [
  CGRect(x: 10, y: 10, width: 145, height: 100), CGRect(x: 165, y: 10, width: 145, height: 50),
  CGRect(x: 165, y: 70, width: 145, height: 30), CGRect(x: 165, y: 110, width: 145, height: 80),
]

@Suite("Writing a custom layout: every step with the article's numbers")
@MainActor
struct WritingACustomLayoutTests {
  @Test("step 1: an empty subclass hosts nothing: no content, no cells, no attributes")
  func emptySubclass() {
    let layout = Step1.MasonryLayout()
    let view = NotesHost(layout, [1, 1, 1]).view
    #expect(view.contentSize == .zero)
    #expect(view.visibleCells.isEmpty)
    #expect(layout.layoutAttributesForElements(in: view.bounds) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test("step 2: the worked example's frames, content size and a query that only touches items")
  func columns() {
    let layout = Step2.MasonryLayout()
    layout.itemHeight = { workedHeights[$0.item] }
    let host = NotesHost(layout, [1, 1, 1, 1])
    let view = host.view
    #expect(itemFrames(layout, count: 4) == workedFrames)
    #expect(view.contentSize == CGSize(width: 320, height: 200))
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    // y 100…110: item 0 (10…110) overlaps; item 2 ends at 100 and item 3 starts at 110, so
    // both only touch the rect and are not returned (Apple's rule, `overlaps`).
    #expect(items(layout, in: CGRect(x: 0, y: 100, width: 320, height: 10)) == [0])
    // A width change re-places the items: at 480 points, columns of (480 − 3·10)/2 = 225, the
    // right one at x = 10 + 225 + 10 = 245.
    view.frame.size.width = 480
    view.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 245, y: 70, width: 225, height: 30))
    // Three columns of (480 − 4·10)/3 = 146.67: items 0, 1, 2 start the three columns, so
    // item 2 is at x = 10 + 2·(146.67 + 10) = 323.33, y = 10.
    layout.columnCount = 3
    view.layoutIfNeeded()
    let third = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame ?? .null
    #expect(abs(third.minX - (10 + 2 * (440.0 / 3 + 10))) < 1e-9)
    #expect(third.minY == 10)
  }

  @Test("step 3: the same frames, and the fast query agrees with step 2's check of every item")
  func fastQueries() {
    let layout = Step3.MasonryLayout()
    layout.itemHeight = { workedHeights[$0.item] }
    let host = NotesHost(layout, [1, 1, 1, 1])
    #expect(host.view.contentSize == CGSize(width: 320, height: 200))
    #expect(itemFrames(layout, count: 4) == workedFrames)
    #expect(items(layout, in: CGRect(x: 0, y: 100, width: 320, height: 10)) == [0])
    // x 165…166, y 60…70: item 1 ends at 60 and item 2 starts at 70: nothing.
    #expect(items(layout, in: CGRect(x: 165, y: 60, width: 1, height: 10)).isEmpty)
    #expect(items(layout, in: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)).isEmpty)

    // Seeded: 100 layouts of 0…300 items, 1…4 columns, heights 0…150, 20 rects each; step 3's
    // answer is step 2's (which checks every frame with `overlaps`).
    var rng = Xoshiro(seed: (0xD0C5, 0x57E9, 3, 2026))
    for _ in 0..<100 {
      let count = Gen.int(in: 0...300).run(using: &rng)
      let heights = (0..<count).map { _ in CGFloat(Gen.int(in: 0...150).run(using: &rng)) }
      let columns = Gen.int(in: 1...4).run(using: &rng)
      let fast = Step3.MasonryLayout()
      fast.columnCount = columns
      fast.itemHeight = { heights[$0.item] }
      let slow = Step2.MasonryLayout()
      slow.columnCount = columns
      slow.itemHeight = { heights[$0.item] }
      let hosts = [
        NotesHost(fast, Array(repeating: 1, count: count)),
        NotesHost(slow, Array(repeating: 1, count: count)),
      ]
      let height = fast.collectionViewContentSize.height
      for _ in 0..<20 {
        // Whole numbers, so that rect edges often fall exactly on item edges.
        let rect = CGRect(
          x: Gen.int(in: -20...340).run(using: &rng), y: Gen.int(in: -20...Int(height) + 20).run(using: &rng),
          width: Gen.int(in: 0...200).run(using: &rng), height: Gen.int(in: 0...300).run(using: &rng))
        #expect(items(fast, in: rect) == items(slow, in: rect), "rect \(rect)")
      }
      #expect(hosts.allSatisfy { $0.view.numberOfItems(inSection: 0) == count })
    }
  }

  // Step 4's worked example: notes of 4, 1, 2, 3, 1, 1 lines measure 4·20 + 16 = 96, 36, 56,
  // 76, 36, 36. The first pass places all six at the estimate, 100: left column items 0, 2, 4
  // (each tie goes left), right column 1, 3, 5. Measured, each keeps its column and the columns
  // close up: left 10 (96) → 116 (56) → 182 (36), ending at 218; right 10 (36) → 56 (76) →
  // 142 (36), ending at 178. Content height 218 + 10 = 228.
  static let measuredFrames: [CGRect?] = [
    CGRect(x: 10, y: 10, width: 145, height: 96), CGRect(x: 165, y: 10, width: 145, height: 36),
    CGRect(x: 10, y: 116, width: 145, height: 56), CGRect(x: 165, y: 56, width: 145, height: 76),
    CGRect(x: 10, y: 182, width: 145, height: 36), CGRect(x: 165, y: 142, width: 145, height: 36),
  ]

  @Test("step 4: cells measure themselves in the same layout pass and keep their columns")
  func selfSizing() {
    let layout = Step4.MasonryLayout()
    let host = NotesHost(layout, [4, 1, 2, 3, 1, 1], cell: Step4.NoteCell.self)
    let view = host.view
    #expect(itemFrames(layout, count: 6) == Self.measuredFrames)
    #expect(view.contentSize == CGSize(width: 320, height: 228))
    #expect(view.visibleCells.map(\.frame) == Self.measuredFrames.compactMap { $0 })
    #expect(view.lastLayoutError == nil)
    // A cell that keeps answering a different height cannot loop forever: a NaN is ignored.
    let bad = Step4.MasonryLayout()
    let original = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let preferred = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    preferred.size = CGSize(width: 10, height: CGFloat.nan)
    #expect(
      !bad.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
  }

  @Test("step 4 and 5: a new width re-places and re-measures everything")
  func newWidth() {
    for layout in [Step4.MasonryLayout(), MasonryLayout()] as [CollectionViewLayout] {
      let cell: CollectionViewCell.Type = layout is MasonryLayout ? NoteCell.self : Step4.NoteCell.self
      let host = NotesHost(layout, [4, 1, 2, 3, 1, 1], cell: cell)
      let view = host.view
      view.frame.size.width = 480
      view.layoutIfNeeded()
      // Columns of (480 − 30)/2 = 225; placed at the estimate again (left 0, 2, 4; right 1, 3,
      // 5), then measured: the same heights and columns, so the same y as at 320.
      #expect(
        itemFrames(layout, count: 6)
          == Self.measuredFrames.map { frame in
            frame.map { CGRect(x: $0.minX == 10 ? 10 : 245, y: $0.minY, width: 225, height: $0.height) }
          })
    }
  }
}
