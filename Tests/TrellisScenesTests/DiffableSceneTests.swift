import Foundation
import Testing
import TrellisCompositional

@testable import TrellisScenes

/// The diffable scene: the live snapshot, taps, seeded edits. Geometry from the flow layout's
/// rules: 80-point tiles, 4 per 370-point line (justified: x = 10, 106.67, 203.33, 300), lines
/// 90 apart, sections inset by 10.
@Suite("Diffable scene") @MainActor
struct DiffableSceneTests {
  func scene(_ session: SceneSession) throws -> DiffableScene {
    try #require(session.content as? DiffableScene)
  }

  /// The identifiers the view shows, section by section, read from the visible cells.
  func shownColumns(_ session: SceneSession) -> [[Int]] {
    let view = session.collectionView
    return (0..<view.numberOfSections).map { section in
      (0..<view.numberOfItems(inSection: section)).map { item in
        (view.cellForItem(at: IndexPath(item: item, section: section)) as? SceneCell)?.modelID ?? -1
      }
    }
  }

  @Test func itStartsWithAnExpandedFolderAndTwoPlainSections() throws {
    let session = try SceneCatalog.makeSession(named: "diffable")
    // Outline: 0 expanded (children 3, 4, 5), 1 and 2 collapsed; then 12…23 and 24…35.
    #expect(shownColumns(session) == [[0, 3, 4, 5, 1, 2], Array(12..<24), Array(24..<36)])
    // The outline has two lines (y = 10, 100) and ends at 100 + 80 + 10 = 190; section 1's
    // first tile is at (10, 200).
    let first = session.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
    #expect(first?.frame.origin == CGPoint(x: 10, y: 200))
  }

  @Test func tapsExpandFoldersDeleteTilesAndInsertOnEmptySpace() throws {
    let session = try SceneCatalog.makeSession(named: "diffable")
    // Folder 1 is the fifth tile of the outline: line 1, column 0, centre (50, 140).
    #expect(session.tap(at: CGPoint(x: 50, y: 140)))
    session.run(for: 0.5)
    #expect(shownColumns(session)[0] == [0, 3, 4, 5, 1, 6, 7, 8, 2])
    // Tile 12 is now at (10, 290) (the outline grew by a line): its centre (50, 330).
    #expect(session.tap(at: CGPoint(x: 50, y: 330)))
    session.run(for: 0.5)
    #expect(shownColumns(session)[1] == Array(13..<24))
    // A child of an expanded folder is deleted from the outline.
    #expect(session.tap(at: CGPoint(x: 50 + 96.67, y: 50)))
    session.run(for: 0.5)
    #expect(shownColumns(session)[0] == [0, 4, 5, 1, 6, 7, 8, 2])
    // The outline's eight tiles fill two lines and end at y = 190; section 1 starts at 200. A
    // tap in that gap is on empty space: it inserts tile 36 at the top of section 1.
    #expect(session.tap(at: CGPoint(x: 200, y: 195)))
    session.run(for: 0.5)
    #expect(shownColumns(session)[1].first == 36)
    // Collapsing folder 1 again (now the fourth tile, centre (340, 50)).
    #expect(session.tap(at: CGPoint(x: 340, y: 50)))
    session.run(for: 0.5)
    #expect(shownColumns(session)[0] == [0, 4, 5, 1, 2])
  }

  @Test func seededEditsKeepTheViewAndTheSnapshotInStep() throws {
    let session = try SceneCatalog.makeSession(named: "diffable", parameters: ["items": 6])
    let content = try scene(session)
    var ids = Set(content.dataSource.snapshot().itemIdentifiers)
    for edit in 1...40 {
      try session.setParameter("edit", to: Double(edit))
      session.run(for: 0.1)
      let snapshot = content.dataSource.snapshot()
      let expected = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
      session.run(for: 0.3)
      #expect(shownColumns(session) == expected, "after edit \(edit)")
      // Insert edits (v mod 5 = 1) add exactly one new tile; deletes remove one.
      let now = Set(snapshot.itemIdentifiers)
      if edit % 5 == 1 { #expect(now.subtracting(ids).count == 1) }
      if edit % 5 == 2 { #expect(ids.subtracting(now).count == 1) }
      ids = now
    }
  }

  @Test func theItemsParameterResetsTheData() throws {
    let session = try SceneCatalog.makeSession(named: "diffable")
    try session.setParameter("items", to: 2)
    #expect(shownColumns(session) == [[0, 3, 4, 5, 1, 2], [12, 13], [14, 15]])
  }

  // MARK: On the compositional layout (`layout` = 1)

  /// Compositional geometry, from the sections' definitions: the outline's rows are the full
  /// 370-point content width (390 − 2 · 10) and 44 tall from y = 10; tiles are 80 × 80 in rows
  /// of four at x = 10, 100, 190, 280 (80 + 10 apart; a fifth would need 440 > 370), rows 90
  /// apart, each section inset by 10.
  @Test func onTheCompositionalLayoutTheOutlineIsAListAndTheOthersAreGrids() throws {
    let session = try SceneCatalog.makeSession(named: "diffable", parameters: ["layout": 1])
    let view = session.collectionView
    #expect(shownColumns(session) == [[0, 3, 4, 5, 1, 2], Array(12..<24), Array(24..<36)])
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    #expect(frame(0, 0) == CGRect(x: 10, y: 10, width: 370, height: 44))
    // Folder 2, the sixth row: y = 10 + 5 · 44 = 230. The section ends at 230 + 44 + 10 = 284.
    #expect(frame(5, 0) == CGRect(x: 10, y: 230, width: 370, height: 44))
    #expect(frame(0, 1) == CGRect(x: 10, y: 294, width: 80, height: 80))
    #expect(frame(3, 1) == CGRect(x: 280, y: 294, width: 80, height: 80))
    #expect(frame(4, 1) == CGRect(x: 10, y: 384, width: 80, height: 80))
  }

  @Test func theDefaultScriptExpandsAndDeletesOnTheCompositionalLayoutToo() throws {
    let session = try SceneCatalog.makeSession(named: "diffable", parameters: ["layout": 1])
    _ = session.play(session.defaultScript, duration: 1, fps: 30)
    #expect(shownColumns(session)[0] == [0, 3, 4, 5, 1, 6, 7, 8, 2])
    #expect(shownColumns(session)[1] == Array(13..<24))
  }

  @Test func switchingTheLayoutAnimatesAndKeepsTheData() throws {
    let session = try SceneCatalog.makeSession(named: "diffable")
    #expect(session.tap(at: CGPoint(x: 50, y: 140)))  // expand folder 1 on the flow layout
    session.run(for: 0.5)
    try session.setParameter("layout", to: 1)
    session.run(for: 0.5)
    let view = session.collectionView
    #expect(view.collectionViewLayout is CollectionViewCompositionalLayout)
    #expect(shownColumns(session)[0] == [0, 3, 4, 5, 1, 6, 7, 8, 2])
    // Nine rows of 44 from y = 10: section 1's first tile at 10 + 9 · 44 + 10 + 10 = 426.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 426)
  }
}
