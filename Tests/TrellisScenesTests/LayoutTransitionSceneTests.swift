import Foundation
import Testing

@testable import TrellisScenes

/// The "layout-transition" scene: a transition held open between two flow grids, moved by the
/// `progress` parameter. In a 400-point-wide viewport with 10-point insets and spacing the
/// usable width is 380: 60-point squares make full lines of 5, justified (spacing
/// (380 − 5·60) / 4 = 20, so column c starts at 10 + 80c; lines 70 apart); 160-point squares make
/// lines of 2 (spacing 380 − 2·160 = 60: columns at 10 and 230; lines 170 apart)
/// (docs/uikit-reference.md, flow layout; docs/transitions.md §2 for the interpolation).
@Suite("Layout transition scene") @MainActor
struct LayoutTransitionSceneTests {
  func frame(_ session: SceneSession, _ item: Int) -> CGRect? {
    session.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func theProgressSliderMovesEveryItemBetweenTheTwoGrids() throws {
    let session = try SceneCatalog.makeSession(
      named: "layout-transition", viewport: CGSize(width: 400, height: 800), parameters: ["items": 60])
    let view = session.collectionView
    #expect(view.collectionViewLayout is CollectionViewTransitionLayout)
    view.layoutIfNeeded()
    // Progress 0: the small grid. Item 1 at column 1 of line 0; item 7 at column 2 of line 1.
    #expect(frame(session, 1) == CGRect(x: 90, y: 10, width: 60, height: 60))
    #expect(frame(session, 7) == CGRect(x: 170, y: 80, width: 60, height: 60))
    // 12 lines: 10 + 12·60 + 11·10 + 10 = 850.
    #expect(view.contentSize.height == 850)
    try session.setParameter("progress", to: 0.5)
    view.layoutIfNeeded()
    // Item 1: centre (120, 40) → (310, 90) gives (215, 65); side 110; origin (160, 10).
    #expect(frame(session, 1) == CGRect(x: 160, y: 10, width: 110, height: 110))
    // Item 7 (large grid: column 1 of line 3, (230, 520)): centre (200, 110) → (310, 600)
    // gives (255, 355); origin (200, 300).
    #expect(frame(session, 7) == CGRect(x: 200, y: 300, width: 110, height: 110))
    // Content: 850 → 10 + 30·160 + 29·10 + 10 = 5110; halfway 2980.
    #expect(view.contentSize.height == 2980)
    try session.setParameter("progress", to: 1)
    view.layoutIfNeeded()
    #expect(frame(session, 1) == CGRect(x: 230, y: 10, width: 160, height: 160))
    // And back.
    try session.setParameter("progress", to: 0)
    view.layoutIfNeeded()
    #expect(frame(session, 1) == CGRect(x: 90, y: 10, width: 60, height: 60))
  }

  @Test func changingASquareSizeDuringTheTransitionMovesTheItems() throws {
    let session = try SceneCatalog.makeSession(
      named: "layout-transition", viewport: CGSize(width: 400, height: 800),
      parameters: ["items": 60, "progress": 1])
    session.collectionView.layoutIfNeeded()
    #expect(frame(session, 1) == CGRect(x: 230, y: 10, width: 160, height: 160))
    // 180-point squares: 2 per line, spacing 380 − 360 = 20, column 1 at 210.
    try session.setParameter("large", to: 180)
    session.collectionView.layoutIfNeeded()
    #expect(frame(session, 1) == CGRect(x: 210, y: 10, width: 180, height: 180))
  }
}
