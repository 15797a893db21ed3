// The worked-number tests of the article "Testing your layout".

import Testing
import Trellis

// snippet: testing-worked-numbers
@Suite("MasonryLayout")
@MainActor
struct MasonryLayoutTests {
  // 320 points wide, 2 columns, spacing 10: columns (320 − 3·10)/2 = 145 wide, at x = 10
  // and x = 10 + 145 + 10 = 165. Placed at the estimate, 100, the notes alternate: 0, 2, 4
  // on the left, 1, 3, 5 on the right (a tie goes left). Measured (20 points a line plus 16),
  // 4, 1, 2, 3, 1, 1 lines are 96, 36, 56, 76, 36, 36 tall, and each note keeps its column:
  // left 10…106, 116…172, 182…218; right 10…46, 56…132, 142…178.
  @Test func notesGoToTheShortestColumnAndKeepItWhenMeasured() {
    let notes = Notes([4, 1, 2, 3, 1, 1])
    let collectionView = makeCollectionView(MasonryLayout(), notes: notes)
    let frames = (0..<6).map {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(
      frames == [
        CGRect(x: 10, y: 10, width: 145, height: 96), CGRect(x: 165, y: 10, width: 145, height: 36),
        CGRect(x: 10, y: 116, width: 145, height: 56), CGRect(x: 165, y: 56, width: 145, height: 76),
        CGRect(x: 10, y: 182, width: 145, height: 36), CGRect(x: 165, y: 142, width: 145, height: 36),
      ])
    // The left column ends at 218, plus the spacing below it.
    #expect(collectionView.contentSize == CGSize(width: 320, height: 228))
  }

  @Test func aRectThatOnlyTouchesANoteDoesNotReturnIt() {
    let notes = Notes([4, 1, 2, 3, 1, 1])
    let layout = MasonryLayout()
    _ = makeCollectionView(layout, notes: notes)
    // y 106…116 lies between notes 0 (ends at 106) and 2 (starts at 116) on the left; on the
    // right, note 3 (56…132) crosses it.
    let answer = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 106, width: 320, height: 10)) ?? []
    #expect(answer.map(\.indexPath.item) == [3])
  }
}
// end snippet
