import SnapshotTesting
import Testing
import TrellisLayouts
import TrellisRender

// SVG snapshots of real layouts at fixed offsets. Each recorded file in __Snapshots__ was read
// by eye (and a few rendered to PNG) before it was accepted; the geometry checks next to each
// snapshot are worked out from the layouts' documented formulas, so a wrong snapshot cannot
// pass silently.
@Suite("SVG snapshots")
struct SnapshotTests {
  /// The SVG of what `view` shows, from the layout's answer for its bounds.
  func render(_ view: CollectionView, overlays: RenderOverlays = .none) throws -> String {
    SVGRenderer().render(try RenderFrame(capturing: view, overlays: overlays))
  }

  @Test("a flow-layout grid scrolled by 100 points")
  func flowLayoutGrid() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: RenderTestData(counts: [40]))
    view.contentOffset = CGPoint(x: 0, y: 100)
    view.layoutIfNeeded()
    let output = try render(view)
    // Three 90-point items fit in 300 points with at least 10 between them; a full line is
    // justified (docs/uikit-reference.md, "UICollectionViewFlowLayout"), so the spacing is
    // (300 − 270)/2 = 15 and columns sit at x = 10, 115, 220. Lines are 100 apart from y = 10:
    // item 3 (line 1) is at y = 110, visible.
    #expect(output.contains("<rect class=\"cell\" x=\"115\" y=\"110\" width=\"90\" height=\"90\""))
    #expect(output.contains("viewBox=\"0 100 320 480\""))
    assertSnapshot(of: output, as: .lines)
  }

  @Test("a flow layout with section headers and footers")
  func flowLayoutHeadersAndFooters() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let view = makeHost(
      layout, size: CGSize(width: 320, height: 480), data: RenderTestData(counts: [5, 3, 7]))
    let output = try render(view)
    // Section 0: header 0…30 (full width), items from y = 40 (4 per 300-point line:
    // 4·60 + 3·s = 300, s = 20), 2 lines → 40…170, inset → 180, footer 180…200.
    #expect(output.contains("<rect class=\"supplementary\" x=\"0\" y=\"0\" width=\"320\" height=\"30\""))
    #expect(output.contains("<rect class=\"supplementary\" x=\"0\" y=\"180\" width=\"320\" height=\"20\""))
    #expect(output.contains(">header 2</text>"))
    assertSnapshot(of: output, as: .lines)
  }

  @Test("a three-column waterfall scrolled by 120 points")
  func waterfall() throws {
    let layout = WaterfallLayout()
    layout.columnCount = 3
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerHeight = 24
    let data = RenderTestData(counts: [30]) { CGFloat(60 + ($0.item * 37) % 90) }
    layout.delegate = data
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    view.contentOffset = CGPoint(x: 0, y: 120)
    view.layoutIfNeeded()
    let output = try render(view)
    // Column width (320 − 20 − 2·10)/3 = 93.33; columns at x = 10, 113.33, 216.67.
    #expect(output.contains("width=\"93.33\""))
    #expect(output.contains("x=\"216.67\""))
    assertSnapshot(of: output, as: .lines)
  }

  @Test("cover flow: items scaled by their distance from the centre")
  func coverFlow() throws {
    let layout = CoverFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 150)
    let view = makeHost(layout, size: CGSize(width: 320, height: 240), data: RenderTestData(counts: [10]))
    view.contentOffset = CGPoint(x: 55, y: 0)
    view.layoutIfNeeded()
    let output = try render(view)
    // Left inset (320 − 100)/2 = 110; item 1's centre is 110 + 110 + 50 = 270, the view's centre
    // 55 + 160 = 215, d = 55: scale = 1 − 55/320·0.4 = 0.93125. About its centre (270, 120):
    // e = 270·(1 − 0.93125) = 18.5625 → 18.56, f = 120·0.06875 = 8.25 (a and d keep 6 decimals).
    #expect(output.contains("<g transform=\"matrix(0.93125 0 0 0.93125 18.56 8.25)\">"))
    assertSnapshot(of: output, as: .lines)
  }

  @Test("circular cards rotated about their anchor points below the view")
  func circularCards() throws {
    let layout = CircularCardsLayout()
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: RenderTestData(counts: [12]))
    view.contentOffset = CGPoint(x: 400, y: 0)
    view.layoutIfNeeded()
    let output = try render(view, overlays: RenderOverlays(showsItemFrames: true))
    // Cards are 133×173 with the pivot 500 below the card's centre: anchorPoint.y =
    // (86.5 + 500)/173, center.y = 240 + 500 = 740, so the untransformed card spans
    // y = 740 − 586.5 = 153.5 … 326.5 and x = 560 − 66.5 = 493.5 (center.x = 400 + 160).
    #expect(output.contains("x=\"493.5\" y=\"153.5\" width=\"133\" height=\"173\""))
    // The item-frame overlay outlines UIKit's `frame`, the box rotated about `center` (the pivot
    // at y = 740), so it lies below the visible bounds: the UIKit difference
    // CircularCardsLayoutAttributes documents, made visible.
    #expect(output.contains("<rect class=\"item-frame\""))
    assertSnapshot(of: output, as: .lines)
  }

  @Test("a paged grid half-way between its first two pages")
  func pagedGrid() throws {
    let layout = PagedGridLayout()
    layout.columns = 3
    layout.rows = 4
    layout.pageInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: RenderTestData(counts: [30]))
    view.contentOffset = CGPoint(x: 160, y: 0)
    view.layoutIfNeeded()
    let output = try render(view)
    // itemWidth = (320 − 20 − 2·10)/3 = 93.33, itemHeight = (480 − 20 − 3·10)/4 = 107.5.
    // Item 12 is the first of page 1: x = 320 + 10 = 330, y = 10.
    #expect(output.contains("<rect class=\"cell\" x=\"330\" y=\"10\" width=\"93.33\" height=\"107.5\""))
    assertSnapshot(of: output, as: .lines)
  }
}
