// The seeded property test of the article "Testing your layout".

import PropertyBased
import Testing
import Trellis

// snippet: testing-property
@Suite("MasonryLayout properties")
@MainActor
struct MasonryPropertyTests {
  @Test func aRectQueryReturnsExactlyTheNotesThatOverlapTheRect() throws {
    // A fixed seed: every run checks the same 200 layouts and 4,000 rectangles.
    var rng = Xoshiro(seed: (2026, 11, 24, 14))
    for _ in 0..<200 {
      let notes = Notes(Gen.int(in: 1...6).array(of: 1...80).run(using: &rng))
      let layout = MasonryLayout()
      layout.columnCount = Gen.int(in: 1...4).run(using: &rng)
      let width = CGFloat(Gen.int(in: 200...600).run(using: &rng))
      let collectionView = makeCollectionView(layout, notes: notes, width: width)
      let frames = try (0..<notes.lineCounts.count).map { item in
        try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
      }
      let height = Int(collectionView.contentSize.height)
      for _ in 0..<20 {
        // Whole points, and half of the time starting exactly where a note ends: there
        // Apple's rule (sharing an edge is not overlapping) decides.
        let note = frames[Gen.int(in: 0...(frames.count - 1)).run(using: &rng)]
        let top = Gen.bool.run(using: &rng) ? note.maxY : CGFloat(Gen.int(in: -20...height).run(using: &rng))
        let rect = CGRect(
          x: CGFloat(Gen.int(in: -20...Int(width)).run(using: &rng)), y: top,
          width: CGFloat(Gen.int(in: 0...300).run(using: &rng)),
          height: CGFloat(Gen.int(in: 0...300).run(using: &rng)))

        let expected = frames.indices.filter { frames[$0].overlaps(rect) }
        let answer = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item)
        #expect(answer.sorted() == expected, "rect \(rect)")
      }
    }
  }
}
// end snippet
