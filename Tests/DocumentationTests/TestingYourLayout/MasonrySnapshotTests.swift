// The snapshot test of the article "Testing your layout". The recorded SVG is in
// __Snapshots__/MasonrySnapshotTests/ next to this file.

import SnapshotTesting
import Testing
import Trellis
import TrellisRender

// snippet: testing-snapshot
@Suite("MasonryLayout snapshots")
@MainActor
struct MasonrySnapshotTests {
  @Test func sixNotes() throws {
    let notes = Notes([4, 1, 2, 3, 1, 1])
    let collectionView = makeCollectionView(MasonryLayout(), notes: notes)
    let svg = SVGRenderer().render(try RenderFrame(capturing: collectionView))
    // What the picture must show, worked out by hand: note 2 on the left at y 116, 56 tall.
    #expect(svg.contains(#"<rect class="cell" x="10" y="116" width="145" height="56""#))
    assertSnapshot(of: svg, as: .lines)
  }
}
// end snippet
