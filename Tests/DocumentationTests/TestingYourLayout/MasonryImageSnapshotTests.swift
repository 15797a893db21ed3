// The image snapshot test of the article "Testing your layout". The recorded PNG is in
// __Snapshots__/MasonryImageSnapshotTests/ next to this file.

import SnapshotTesting
import Testing
import Trellis
import TrellisImages
import TrellisRender
import TrellisSnapshotTesting

// snippet: testing-image-snapshot
@Suite(
  "MasonryLayout image snapshots",
  .enabled(if: SVGRasterizer().programURL() != nil, "needs rsvg-convert (Debian: librsvg2-bin)"))
@MainActor
struct MasonryImageSnapshotTests {
  @Test func sixNotesAsAnImage() throws {
    let notes = Notes([4, 1, 2, 3, 1, 1])
    let collectionView = makeCollectionView(MasonryLayout(), notes: notes)
    // What the picture must show, worked out by hand: note 2's tile spans x 10…155, y 116…172,
    // so 10 points inside its top-left corner (20, 126 at scale 1) is its palette colour.
    let svg = SVGRenderer().render(try RenderFrame(capturing: collectionView))
    let image = try PNGImage(data: SVGRasterizer().png(fromSVG: svg))
    let colour = RenderPalette.color(for: IndexPath(item: 2, section: 0))
    #expect(image.pixel(x: 20, y: 126)! == (colour.red, colour.green, colour.blue, 255))
    assertSnapshot(of: collectionView, as: .image(scale: 2))
  }
}
// end snippet
