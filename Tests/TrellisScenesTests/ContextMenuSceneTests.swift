import Testing
import TrellisControls

@testable import TrellisScenes

/// The "mail" scene's context menu as the playground drives and draws it (docs/context-menus.md
/// §4): a press held ½ s on a message shows the screen dimmed, the message raised above the
/// dimming, and a panel of rows; touches on the rows choose actions and open the "Move to"
/// submenu.
@Suite("Context menus in scenes") @MainActor
struct ContextMenuSceneTests {
  /// The view point at the centre of item `item`.
  private func centre(of item: Int, in session: SceneSession) throws -> CGPoint {
    let view = session.collectionView
    let frame = try #require(view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
    return CGPoint(x: frame.midX - view.contentOffset.x, y: frame.midY - view.contentOffset.y)
  }

  /// Presses item `item` for 0.6 s and lifts the finger where it pressed.
  private func longPress(_ item: Int, in session: SceneSession) throws {
    let point = try centre(of: item, in: session)
    session.touch(.began, at: point)
    for _ in 0..<36 { session.advance(by: 1.0 / 60) }
    session.touch(.ended, at: point)
  }

  /// Taps the middle of row `index` of the presented menu.
  private func tapRow(_ index: Int, in session: SceneSession) throws {
    let layout = try #require(session.collectionView.contextMenuLayout)
    let frame = layout.rows[index].frame
    let point = CGPoint(x: frame.midX, y: frame.midY)
    session.touch(.began, at: point)
    session.advance(by: 0.05)
    session.touch(.ended, at: point)
    session.run(for: 1)
  }

  /// The strings a recorded content draws, in order.
  private func texts(_ element: RenderElement) -> [String] {
    (element.content?.items ?? []).compactMap { item -> String? in
      if case .drawing(.text(let run)) = item.operation { return run.string }
      return nil
    }
  }

  @Test("mail: a long press shows the dimming, the raised message and the panel with its rows")
  func pressShowsTheMenu() throws {
    let session = try SceneCatalog.makeSession(named: "mail")
    try longPress(2, in: session)
    let layout = try #require(session.collectionView.contextMenuLayout)
    // Message 2 starts read and unflagged (every third message from 0 starts unread).
    #expect(layout.rows.map(\.element.title) == ["Mark as Unread", "Flag", "Move to", "Delete"])
    #expect(layout.rows.map(\.kind) == [.action, .action, .submenu, .action])
    // An inline section of two rows, then a gap of 8 before "Move to".
    #expect(layout.rows[2].frame.minY == layout.rows[1].frame.maxY + ContextMenuLayout.sectionGap)
    #expect(layout.previewIndexPath == IndexPath(item: 2, section: 0))
    let frame = session.frame()
    let menuElements = frame.elements.filter {
      $0.attributes.representedElementKind == ContextMenuDrawing.kind
    }
    #expect(menuElements.count == 2)
    let dimming = try #require(menuElements.first)
    let panel = try #require(menuElements.last)
    #expect(dimming.attributes.frame == session.collectionView.bounds)
    #expect(dimming.attributes.zIndex == ContextMenuDrawing.dimmingZIndex)
    let offset = session.collectionView.contentOffset
    #expect(panel.attributes.frame == layout.frame.offsetBy(dx: offset.x, dy: offset.y))
    let titles = ["Mark as Unread", "Flag", "Move to", "Delete"]
    #expect(texts(panel).filter { titles.contains($0) } == titles)
    // The pressed message is drawn above the dimming, the others below it.
    let cells = frame.elements.filter { $0.attributes.representedElementCategory == .cell }
    for cell in cells {
      let raised = cell.attributes.indexPath == IndexPath(item: 2, section: 0)
      #expect((cell.attributes.zIndex == ContextMenuDrawing.previewZIndex) == raised)
    }
  }

  @Test("mail: tapping Delete in the menu removes the message (40 → 39 rows) and closes the menu")
  func deleteFromTheMenu() throws {
    let session = try SceneCatalog.makeSession(named: "mail")
    let scene = try #require(session.content as? MailListScene)
    try longPress(2, in: session)
    try tapRow(3, in: session)
    #expect(session.collectionView.presentedContextMenu == nil)
    #expect(session.collectionView.numberOfItems(inSection: 0) == 39)
    #expect(!scene.dataSource.snapshot().itemIdentifiers.contains(2))
    #expect(
      session.frame().elements.allSatisfy { $0.attributes.representedElementKind != ContextMenuDrawing.kind })
  }

  @Test("mail: Move to opens its submenu in place; Archive removes the message; Flag flags it")
  func submenuAndFlag() throws {
    let session = try SceneCatalog.makeSession(named: "mail")
    let scene = try #require(session.content as? MailListScene)
    try longPress(0, in: session)
    try tapRow(2, in: session)
    let submenu = try #require(session.collectionView.contextMenuLayout)
    #expect(submenu.rows.map(\.element.title) == ["Move to", "Archive", "Junk"])
    try tapRow(1, in: session)
    #expect(!scene.dataSource.snapshot().itemIdentifiers.contains(0))
    // Message 1 (now the first row) is unflagged; its menu's second row flags it.
    #expect(scene.messages[1]?.flagged == false)
    try longPress(0, in: session)
    try tapRow(1, in: session)
    #expect(scene.messages[1]?.flagged == true)
  }
}
