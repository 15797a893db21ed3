import Foundation
import Testing

@testable import TrellisScenes

/// The vertical extent of the viewport `[top, bottom)` that no element covers, as intervals.
private func uncovered(_ frame: RenderFrame) -> [ClosedRange<CGFloat>] {
  let top = frame.visibleBounds.minY
  let bottom = frame.visibleBounds.maxY
  let spans = frame.elements.map { ($0.attributes.frame.minY, $0.attributes.frame.maxY) }.sorted {
    $0.0 < $1.0
  }
  var gaps: [ClosedRange<CGFloat>] = []
  var reached = top
  for (minY, maxY) in spans {
    if minY > reached { gaps.append(reached...min(minY, bottom)) }
    reached = max(reached, maxY)
    if reached >= bottom { break }
  }
  if reached < bottom { gaps.append(reached...bottom) }
  return gaps.filter { $0.lowerBound < bottom }
}

@Suite("Playground polish in the scenes: springy jumps, lifted cells, hints") @MainActor
struct ScenePolishTests {
  // The springy scene: 44-point rows 10 apart from y = 10 (insets 10), so row k spans
  // 10 + 54k … 54 + 54k; between two rows there is a 10-point gap, and nothing larger may be
  // empty in a frame.
  @Test("a 5,000-point jump in one wheel event: the next frame's cells cover the viewport")
  func springyJumpCoversTheViewport() throws {
    let session = try SceneCatalog.makeSession(named: "springy")
    session.advance(by: 0.5)
    session.scroll(by: CGVector(dx: 0, dy: 5000))
    let frame = session.frame()
    #expect(frame.visibleBounds.minY == 5000)
    // At rest, row 92 spans 10 + 54·92 = 4978 … 5022 and covers the viewport's top edge; any
    // uncovered stretch may only be the 10-point spacing between rows. (Before the fix the
    // frame had no cells at all: they were pulled 5,000 points along and swinging back.)
    let gaps = uncovered(frame)
    #expect(gaps.allSatisfy { $0.upperBound - $0.lowerBound <= 10 + 1e-6 }, "gaps \(gaps)")
    #expect(frame.elements.count >= 15)
    // And it stays covered while the animator runs.
    for _ in 0..<30 {
      session.advance(by: 1.0 / 60)
      #expect(uncovered(session.frame()).allSatisfy { $0.upperBound - $0.lowerBound <= 10 + 1e-6 })
    }
    // Jumps upwards too.
    session.scroll(by: CGVector(dx: 0, dy: -4000))
    #expect(session.frame().visibleBounds.minY == 1000)
    #expect(uncovered(session.frame()).allSatisfy { $0.upperBound - $0.lowerBound <= 10 + 1e-6 })
  }

  @Test("small wheel steps still lag behind: the springs move the rows")
  func smallStepsStillSpring() throws {
    let session = try SceneCatalog.makeSession(named: "springy")
    session.scroll(by: CGVector(dx: 0, dy: 60))
    // A row far from the old centre (y 422 in content) lags: row 14 at rest spans 766…810 (its
    // centre 788); its share of a 60-point scroll is 60·min(|788 − 422| / 1500, 1) = 14.64.
    let row = try #require(
      session.collectionView.layoutAttributesForItem(at: IndexPath(item: 14, section: 0)))
    #expect(abs(row.center.y - (788 + 14.64)) < 0.01)
  }

  @Test("the reordered cell is drawn lifted: flagged and 5% larger, and only while it moves")
  func liftedCell() throws {
    let session = try SceneCatalog.makeSession(named: "reorder-feed")
    let first = try #require(
      session.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(session.beginReorder(at: first.center))
    let lifted = session.frame().elements.filter(\.style.isLifted)
    #expect(lifted.count == 1)
    #expect(lifted.first?.style.label == "0")
    #expect(lifted.first?.attributes.transform.a == 1.05)
    #expect(lifted.first?.attributes.transform.d == 1.05)
    session.endReorder()
    #expect(session.frame().elements.allSatisfy { !$0.style.isLifted })
  }

  @Test("tap scenes say where to tap")
  func tapHints() {
    // Each names what a tap on an item does and what a tap elsewhere does.
    let taps = SceneCatalog.all.filter(\.supportsTapInsertDelete)
    #expect(taps.map(\.name) == ["newtonian", "reorder-feed", "diffable"])
    #expect(taps[0].hints.first?.hasPrefix("Tap a box to delete it") == true)
    #expect(taps[0].hints.first?.contains("tap empty space to drop in a new one") == true)
    #expect(taps[1].hints.first?.hasPrefix("Tap a cell to delete it") == true)
    #expect(
      taps[1].hints.first?.contains("tap the gap between two cells (or below the last) to insert") == true)
    #expect(
      taps[2].hints.first?.hasPrefix("Tap a folder to expand or collapse it, tap a tile to delete it") == true
    )
    #expect(taps[2].hints.first?.contains("tap empty space to insert a tile") == true)
  }

  @Test("cover flow's tilt is a parameter, 60 by default (the classic Cover Flow's turned side covers)")
  func coverFlowTilt() throws {
    let parameter = try #require(SceneCatalog.descriptor(named: "cover-flow")?.parameter("tilt"))
    #expect(parameter.defaultValue == 60)
    let tilted = try SceneCatalog.makeSession(named: "cover-flow")
    #expect(tilted.parameters["tilt"] == 60)
    // The centred cover faces the viewer; the covers beside it are turned (a perspective m34).
    #expect(tilted.frame().elements.contains { $0.attributes.transform3D.m34 != 0 })
    let flat = try SceneCatalog.makeSession(named: "cover-flow", parameters: ["tilt": 0])
    #expect(flat.frame().elements.allSatisfy { $0.attributes.transform3D.m34 == 0 })
  }

  @Test("each scene says how scrolling works there; only the paged grid shows page dots")
  func scrollHints() throws {
    let descriptors = SceneCatalog.builtIn.descriptors
    let byName = Dictionary(uniqueKeysWithValues: descriptors.map { ($0.name, $0) })
    #expect(byName["flow"]?.scrollHint == "Drag or use the wheel/trackpad to scroll.")
    #expect(byName["newtonian"]?.scrollHint == "Nothing scrolls here: the boxes fill the view.")
    #expect(byName["diffable"]?.scrollHint.hasPrefix("Nothing scrolls while the lists fit the view") == true)
    for name in ["cover-flow", "circular-cards", "paged-grid", "carousel"] {
      #expect(byName[name]?.scrollHint.contains("a vertical wheel too") == true, "\(name)")
    }
    #expect(byName["paged-grid"]?.scrollHint.contains("one page per gesture") == true)
    #expect(descriptors.filter(\.showsPageControl).map(\.name) == ["paged-grid"])
    // A descriptor that says nothing gets the default of its axis.
    let plain = SceneDescriptor(name: "x", title: "X", summary: "", parameters: [], scrollsHorizontally: true)
    #expect(plain.scrollHint == SceneDescriptor.defaultScrollHint(horizontal: true))
  }

  @Test("the app-store rows' headers name their orthogonal scrolling behaviours")
  func appStoreHeaders() throws {
    // Five 36-point headers; at 390 × 844 the sections are 8 + 220 + 16 (row 0), 8 + 140 + 16
    // (row 1) and 8 + 210 + 16 (row 2) tall below their headers, so headers 0…2 start at
    // y = 0, 280 and 480 and header 3 at 750: four are on screen.
    let session = try SceneCatalog.makeSession(named: "app-store")
    let header = "UICollectionElementKindSectionHeader"
    let headers = session.frame().elements.filter { $0.attributes.representedElementKind == header }
    let texts = headers.sorted { $0.attributes.frame.minY < $1.attributes.frame.minY }.map { element in
      (element.content?.items ?? []).compactMap { item -> String? in
        if case .drawing(.text(let run)) = item.operation { return run.string }
        return nil
      }
    }
    #expect(headers.map(\.attributes.frame.minY).sorted() == [0, 280, 480, 750])
    #expect(texts == [["group paging centered"], ["continuous"], ["paging"], ["group paging"]])
    // Drawn by their views only: no labelled tile ("header 0") under them.
    #expect(headers.allSatisfy { $0.style.tile == .none })
    session.setContentOffset(CGPoint(x: 0, y: 10_000))
    let last = session.frame().elements.filter { $0.attributes.representedElementKind == header }
    let lastTexts = last.flatMap { element in
      (element.content?.items ?? []).compactMap { item -> String? in
        if case .drawing(.text(let run)) = item.operation { return run.string }
        return nil
      }
    }
    #expect(lastTexts.contains("continuous, group leading boundary"))
  }

  @Test("compositional grid: cells that touch are square tiles, spaced ones keep rounded corners")
  func touchingCellsAreSquare() throws {
    let grid = try SceneCatalog.makeSession(named: "compositional-grid")
    let cells = grid.frame().elements.filter { $0.attributes.representedElementCategory == .cell }
    #expect(!cells.isEmpty)
    #expect(cells.allSatisfy { $0.style.tile == .square })
    try grid.setParameter("spacing", to: 4)
    #expect(
      grid.frame().elements.filter { $0.attributes.representedElementCategory == .cell }
        .allSatisfy { $0.style.tile == .standard })
    let inset = try SceneCatalog.makeSession(named: "compositional-grid", parameters: ["inset": 2])
    #expect(inset.frame().elements.allSatisfy { $0.style.tile == .standard })
  }
}
