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

  @Test("cover flow's tilt is a parameter, 0 by default (scale only, as in the tutorial)")
  func coverFlowTilt() throws {
    let parameter = try #require(SceneCatalog.descriptor(named: "cover-flow")?.parameter("tilt"))
    #expect(parameter.defaultValue == 0)
    let flat = try SceneCatalog.makeSession(named: "cover-flow")
    #expect(flat.frame().elements.allSatisfy { $0.attributes.transform3D.m34 == 0 })
    let tilted = try SceneCatalog.makeSession(named: "cover-flow", parameters: ["tilt": 60])
    #expect(tilted.frame().elements.contains { $0.attributes.transform3D.m34 != 0 })
  }
}
