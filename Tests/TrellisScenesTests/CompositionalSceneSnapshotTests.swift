import Foundation
import SnapshotTesting
import Testing

@testable import TrellisScenes

// SVG snapshots of the compositional scenes: the scene's default script played for 1 s at 30 fps
// (the frame at t = 1 s). Each recorded file in __Snapshots__ was read before it was accepted.
// Next to each, checks of the first frame worked out from the compositional layout's rules
// (a 390 × 844 viewport), so a wrong scene cannot pass silently.
@Suite("Compositional scene SVG snapshots")
struct CompositionalSceneSnapshotTests {
  func svgAtOneSecond(_ name: String, parameters: [String: Double] = [:]) throws -> String {
    let session = try SceneCatalog.makeSession(named: name, parameters: parameters)
    let frames = session.play(session.defaultScript, duration: 1, fps: 30)
    return SVGRenderer().render(try #require(frames.last))
  }

  func session(_ name: String, parameters: [String: Double] = [:]) throws -> SceneSession {
    try SceneCatalog.makeSession(named: name, parameters: parameters)
  }

  func attributes(_ session: SceneSession, _ item: Int, section: Int = 0) -> CollectionViewLayoutAttributes? {
    session.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))
  }

  func close(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  @Test("compositional grid, inset grid and two columns")
  func grid() throws {
    // 5 columns: squares of 390/5 = 78; item 6 is row 1, column 1.
    let grid = try session("compositional-grid")
    #expect(close(attributes(grid, 6)?.frame, CGRect(x: 78, y: 78, width: 78, height: 78)))
    // Inset 5: the same slot, the cell 5 inside: (83, 83, 68, 68).
    let inset = try session("compositional-grid", parameters: ["inset": 5])
    #expect(close(attributes(inset, 6)?.frame, CGRect(x: 83, y: 83, width: 68, height: 68)))
    // Two columns 10 apart: (390 − 10)/2 = 190 wide, rows 190 tall, 10 apart: item 3 at (200, 200).
    let columns = try session("compositional-grid", parameters: ["columns": 2, "spacing": 10])
    #expect(close(attributes(columns, 3)?.frame, CGRect(x: 200, y: 200, width: 190, height: 190)))
    assertSnapshot(of: try svgAtOneSecond("compositional-grid"), as: .lines)
  }

  @Test("nested groups")
  func nested() throws {
    // Rows 0.4 · 844 = 337.6 tall: the large item's cell (10, 10, 253, 317.6); the column's
    // lower item (273 + 10, 168.8 + 10, 117 − 20, 168.8 − 20).
    let nested = try session("compositional-nested")
    #expect(close(attributes(nested, 0)?.frame, CGRect(x: 10, y: 10, width: 253, height: 317.6)))
    #expect(close(attributes(nested, 2)?.frame, CGRect(x: 283, y: 178.8, width: 97, height: 148.8)))
    assertSnapshot(of: try svgAtOneSecond("compositional-nested"), as: .lines)
  }

  @Test("sections with pinned headers and backgrounds")
  func sections() throws {
    // Section 0: header (10, 0, 370, 40) inside the 10-point insets; rows of 100 from
    // 40 + 10 = 50, three columns of 370/3, cells 4 inside; 9 items → 3 rows → the section is
    // 40 + 10 + 300 + 10 = 360 long, its background (4, 4, 382, 352). Section 1 starts 20 later.
    let sections = try session("compositional-sections")
    let layout = sections.collectionView.collectionViewLayout
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 10, y: 0, width: 370, height: 40))
    #expect(close(attributes(sections, 0)?.frame, CGRect(x: 14, y: 54, width: 370.0 / 3 - 8, height: 92)))
    #expect(
      layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?
        .frame
        == CGRect(x: 4, y: 4, width: 382, height: 352))
    #expect(attributes(sections, 0, section: 1)?.frame.minY == CGFloat(380 + 50 + 4))
    // The picture includes the headers and the backgrounds.
    let svg = try svgAtOneSecond("compositional-sections")
    #expect(svg.contains("header "))
    #expect(svg.contains("background "))
    assertSnapshot(of: svg, as: .lines)
  }

  @Test("App Store page: orthogonal sections")
  func appStore() throws {
    // Section 0 (centred group paging): cards 0.85 · 358 = 304.3 wide, 220 tall, below the
    // 36-point header and the 8-point top inset (y = 44). It starts with card 0 centred:
    // x = 195 − 152.15 = 42.85.
    let page = try session("app-store")
    #expect(close(attributes(page, 0)?.frame, CGRect(x: 42.85, y: 44, width: 304.3, height: 220), 1e-9))
    // The default script swipes that row left: at 1 s it rests with card 1 centred.
    let frames = page.play(page.defaultScript, duration: 1, fps: 30)
    #expect(close(attributes(page, 1)?.frame, CGRect(x: 42.85, y: 44, width: 304.3, height: 220), 1e-6))
    #expect(page.collectionView.contentOffset == .zero)
    assertSnapshot(of: SVGRenderer().render(try #require(frames.last)), as: .lines)
  }

  @Test("scaling carousel")
  func carousel() throws {
    // Cards 0.7 · 390 = 273 wide, 420 tall, from y = (844 − 420)/2 = 212; card 0 starts centred
    // (x = 58.5) and the handler scales it by 1.1: 300.3 × 462 about its centre (195, 422).
    // Card 1 is 283 further: 1.1 − 283/390 < 0.7, so 0.7.
    let carousel = try session("carousel")
    let card0 = try #require(attributes(carousel, 0))
    #expect(abs(card0.transform.a - 1.1) < 1e-12)
    #expect(close(card0.frame, CGRect(x: 195 - 150.15, y: 422 - 231, width: 300.3, height: 462), 1e-9))
    #expect(abs((attributes(carousel, 1)?.transform.a ?? 0) - 0.7) < 1e-12)
    assertSnapshot(of: try svgAtOneSecond("carousel"), as: .lines)
  }

  @Test("inset-grouped list with self-sizing rows")
  func insetGroupedList() throws {
    // Header (20, 0, 350, 38); rows 350 wide at x = 20 from y = 38, each as tall as its cell
    // measures (44…120 from the seeded generator, seed 11).
    let list = try session("inset-grouped-list")
    let first = SeededValues.points(in: MeasuredSceneCell.heights, seed: MeasuredSceneCell.seed, id: 0)
    #expect(attributes(list, 0)?.frame == CGRect(x: 20, y: 38, width: 350, height: first))
    #expect(attributes(list, 1)?.frame.minY == 38 + first)
    assertSnapshot(of: try svgAtOneSecond("inset-grouped-list"), as: .lines)
  }
}
