import Foundation
import SnapshotTesting
import Testing

@testable import TrellisScenes

// SVG snapshots of every gallery scene at a fixed time: the scene's default script played for
// 1 s at 30 fps (the frame at t = 1 s). Each recorded file in __Snapshots__ was read by eye and
// rendered to PNG before it was accepted. Next to each, a check of the frame at t = 0 worked
// out from the layout's documented formulas, so a wrong scene cannot pass silently.
@Suite("Scene SVG snapshots")
struct SceneSnapshotTests {
  func svgAtOneSecond(_ name: String, parameters: [String: Double] = [:]) throws -> String {
    let session = try SceneCatalog.makeSession(named: name, parameters: parameters)
    let frames = session.play(session.defaultScript, duration: 1, fps: 30)
    return SVGRenderer().render(try #require(frames.last))
  }

  func firstFrame(_ name: String, parameters: [String: Double] = [:]) throws -> SceneSession {
    try SceneCatalog.makeSession(named: name, parameters: parameters)
  }

  func frame(_ session: SceneSession, _ item: Int) -> CGRect? {
    session.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test("flow grid")
  func flow() throws {
    // 80-point items in 370 points with at least 10 between: 4 per line, justified spacing
    // (370 − 320)/3 = 16.67 → x = 10, 106.67, 203.33, 300; lines 90 apart from y = 10.
    let session = try firstFrame("flow")
    let item1 = try #require(frame(session, 1))
    #expect(
      abs(item1.minX - (10 + 80 + 50.0 / 3)) < 1e-9 && item1.minY == 10
        && item1.size == CGSize(width: 80, height: 80))
    #expect(frame(session, 4)?.origin == CGPoint(x: 10, y: 100))
    assertSnapshot(of: try svgAtOneSecond("flow"), as: .lines)
  }

  @Test("waterfall")
  func waterfall() throws {
    // Two columns of (370 − 10)/2 = 180 points at x = 10 and 200; items 0 and 1 open them.
    let session = try firstFrame("waterfall")
    #expect(frame(session, 0)?.origin == CGPoint(x: 10, y: 10))
    #expect(frame(session, 1)?.origin == CGPoint(x: 200, y: 10))
    #expect(frame(session, 1)?.width == 180)
    assertSnapshot(of: try svgAtOneSecond("waterfall"), as: .lines)
  }

  @Test("paged grid")
  func pagedGrid() throws {
    // PagedGridLayout: itemWidth = (390 − 40 − 3·16)/4 = 75.5, itemHeight = (844 − 40 − 5·16)/6
    // = 120.67; item 5 is row 1, column 1: x = 20 + 91.5, y = 20 + 136.67.
    let session = try firstFrame("paged-grid")
    let item5 = try #require(frame(session, 5))
    #expect(abs(item5.minX - 111.5) < 1e-9 && abs(item5.minY - (20 + 724.0 / 6 + 16)) < 1e-9)
    #expect(item5.width == 75.5)
    assertSnapshot(of: try svgAtOneSecond("paged-grid"), as: .lines)
  }

  @Test("cover flow")
  func coverFlow() throws {
    // CoverFlowLayout in 844×390: insets (844 − 160)/2 = 342 and (390 − 240)/2 = 75; item 0 is
    // centred at rest (scale 1, d = 0), item 1's centre is 170 further right: scale
    // 1 − 170/844 · 0.4 = 0.91943. The scene's default tilt is 60°, which an item one item
    // width (160) or more from the centre takes in full, so item 1 is turned 60° about the
    // vertical axis: the affine part of its transform shrinks x by cos 60° on top of the scale.
    let session = try firstFrame("cover-flow")
    let attributes = try #require(
      session.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(attributes.center == CGPoint(x: 422 + 170, y: 195))
    #expect(abs(Double(attributes.transform.a) - (1 - 170.0 / 844 * 0.4) * cos(Double.pi / 3)) < 1e-9)
    #expect(attributes.transform3D.m34 != 0)
    assertSnapshot(of: try svgAtOneSecond("cover-flow"), as: .lines)
  }

  @Test("circular cards")
  func circularCards() throws {
    // CircularCardsLayout: anglePerItem = atan(133/500); at offset 0 card i is turned by
    // i·anglePerItem, so card 1's transform is a rotation with a = cos(atan(0.266)).
    let session = try firstFrame("circular-cards")
    let attributes = try #require(
      session.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(Double(attributes.transform.a) - cos(atan(133.0 / 500))) < 1e-9)
    assertSnapshot(of: try svgAtOneSecond("circular-cards"), as: .lines)
  }

  @Test("springy list")
  func springy() throws {
    // At rest every row sits on its anchor: row k at y = 10 + 54k, 370 × 44.
    let session = try firstFrame("springy", parameters: ["items": 2000])
    #expect(frame(session, 3) == CGRect(x: 10, y: 172, width: 370, height: 44))
    assertSnapshot(of: try svgAtOneSecond("springy", parameters: ["items": 2000]), as: .lines)
  }

  @Test("newtonian boxes")
  func newtonian() throws {
    // NewtonianLayout: the content is the view; boxes are 100 × 100.
    let session = try firstFrame("newtonian")
    #expect(session.collectionView.contentSize == CGSize(width: 390, height: 844))
    #expect(frame(session, 0)?.size == CGSize(width: 100, height: 100))
    assertSnapshot(of: try svgAtOneSecond("newtonian"), as: .lines)
  }

  @Test("reorder feed")
  func reorderFeed() throws {
    assertSnapshot(of: try svgAtOneSecond("reorder-feed"), as: .lines)
  }

  @Test("diffable snapshots")
  func diffable() throws {
    // Before the script: the outline's six tiles on two lines, section 1 from y = 200 (the
    // outline ends at 100 + 80 + 10 = 190, plus the 10-point inset).
    let session = try firstFrame("diffable")
    #expect(
      session.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 200)
    // At 1 s: folder 1 expanded (children 6, 7, 8 shown), tile 12 deleted; section 1 now starts
    // at y = 290 with tile 13.
    assertSnapshot(of: try svgAtOneSecond("diffable"), as: .lines)
  }
}
