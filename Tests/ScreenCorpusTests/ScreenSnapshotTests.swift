import SnapshotTesting
import Testing
import TrellisRender
import TrellisUIKit

@testable import ScreenCorpus

/// A whole screen drawn to SVG: the window, the navigation controller's views, the collection
/// view and its cells with their labels and images, as `ViewTreeSVGRenderer` draws what views
/// record.
@MainActor
@Suite("Screen corpus: a screen drawn to SVG")
struct ScreenSnapshotTests {
  @Test("distinct sections, as drawn: list rows with their text and chevrons, grid cells with theirs")
  func distinctSectionsSVG() throws {
    let screen = DistinctSectionsViewController()
    let window = host(screen)
    let svg = ViewTreeSVGRenderer(background: nil).render(window)
    // The first list row's label: in the row's content view, 10 points in and 10 down, so in the
    // window at x = 18 + 10 = 28 (the row is at x 18) and y = 44 (the bar) + 18 + 10 = 72; its
    // text's baseline is an ascender (2728 / 2816 × 17 = 16.46875 points, Inter's hhea table)
    // below the label's top.
    let row = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ListCell)
    let origin = row.label.convert(CGPoint.zero, to: nil)
    #expect(origin == CGPoint(x: 28, y: 72))
    // The label is pinned 10 points inside a 40-point row (44 less the item's 2 + 2 insets):
    // 20 points high, less than its 17-point line (20.574, rounded up to 20.667): the
    // constraints win over the compression resistance (750 < 1000).
    #expect(row.label.frame.height == 20)
    #expect(svg.contains(">0</text>"))
    #expect(svg.contains("font-size=\"17\""))
    // The grid cells' title-1 text (28 points).
    #expect(svg.contains("font-size=\"28\""))
    // The chevron is drawn as its outline (SymbolOutline "chevron.right", docs/lists.md §7), a
    // stroked three-point path, not a labelled placeholder.
    #expect(svg.contains("<path d=\"M9 4.5 L16.5 12 L9 19.5\" fill=\"none\""))
    #expect(!svg.contains(">chevron.right</text>"))
    assertSnapshot(of: svg, as: .lines, named: "distinct-sections", record: false)
    _ = window
  }
}
