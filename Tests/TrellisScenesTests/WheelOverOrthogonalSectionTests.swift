import Foundation
import Testing
import Trellis

@testable import TrellisScenes

/// A wheel or trackpad scroll over an orthogonal section scrolls that section, as a sideways
/// trackpad swipe over such a row does on iOS; elsewhere, or along the page's axis, the page
/// scrolls.
@Suite("Wheel scrolling over an orthogonal section")
@MainActor
struct WheelOverOrthogonalSectionTests {
  private func cardFrame(_ page: SceneSession, _ item: Int) -> CGRect? {
    page.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func aSidewaysWheelOverTheRowScrollsTheRowAndNotThePage() throws {
    // The app-store page's first row (centred group paging): 304.3-point cards from y = 44 to
    // 264, card 0 centred at x = 195 − 152.15 = 42.85 (the worked example of
    // CompositionalSceneSnapshotTests).
    let page = try SceneCatalog.makeSession(named: "app-store")
    let start = try #require(cardFrame(page, 0))
    #expect(abs(start.minX - 42.85) < 1e-9)

    // 50 points sideways (3 down) with the pointer at (195, 150), inside the row: the row takes
    // it (50 > 3 along its axis) and its cards move 50 points left; the page does not move.
    page.scroll(by: CGVector(dx: 50, dy: 3), at: CGPoint(x: 195, y: 150))
    let moved = try #require(cardFrame(page, 0))
    #expect(abs(moved.minX - (42.85 - 50)) < 1e-9)
    #expect(moved.minY == start.minY)
    #expect(page.collectionView.contentOffset == .zero)

    // 100 points down at the same place: mostly across the row's axis, so the page scrolls.
    page.scroll(by: CGVector(dx: 0, dy: 100), at: CGPoint(x: 195, y: 150))
    #expect(page.collectionView.contentOffset == CGPoint(x: 0, y: 100))
    #expect(abs((cardFrame(page, 0)?.minX ?? .nan) - (42.85 - 50)) < 1e-9)
  }

  @Test func withoutAPointerASidewaysWheelGoesToThePage() throws {
    // The page is as wide as the view, so a sideways scroll of it is clamped to nothing; the
    // row does not move either.
    let page = try SceneCatalog.makeSession(named: "app-store")
    page.scroll(by: CGVector(dx: 50, dy: 0))
    #expect(page.collectionView.contentOffset == .zero)
    #expect(abs((cardFrame(page, 0)?.minX ?? .nan) - 42.85) < 1e-9)
  }
}
