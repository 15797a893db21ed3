import Foundation
import Testing
import TrellisCompositional
import TrellisDiffable
import TrellisLists

@testable import TrellisScenes

/// The list scenes ("settings", "mail", "files", "photos") driven by touches, as the playground
/// drives them: UIKit's selection rules (a tap selects on lift, a press highlights after the
/// 0.15 s content-touch delay, single selection moves, multiple selection toggles), swipe
/// actions (a swipe past 60 % of the row's width performs the first action), outline toggling
/// through the section snapshot, and the frame the playground draws (docs/lists.md §7).
@Suite("List scenes") @MainActor
struct ListScenesTests {
  /// A tap at the centre of the item at `indexPath`: down, 0.05 s, up, then 0.5 s of animation.
  func tap(_ session: SceneSession, _ indexPath: IndexPath) throws {
    let view = session.collectionView
    let frame = try #require(view.layoutAttributesForItem(at: indexPath)).frame
    let point = CGPoint(x: frame.midX - view.contentOffset.x, y: frame.midY - view.contentOffset.y)
    session.touch(.began, at: point)
    session.advance(by: 0.05)
    session.touch(.ended, at: point)
    session.run(for: 0.5)
  }

  @Test(
    "settings: 16 rows in 4 inset-grouped sections over a flat #f2f2f7 background, rows drawn by their views")
  func settingsFrame() throws {
    let session = try SceneCatalog.makeSession(named: "settings")
    let view = session.collectionView
    #expect((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } == [4, 4, 5, 3])
    let frame = session.frame()
    let background = try #require(frame.elements.first)
    #expect(background.attributes.representedElementKind == SceneSession.backgroundKind)
    #expect(background.style.tile == .flat)
    #expect(background.style.fill == RenderColor(rgb: 0xF2F2F7))
    #expect(background.attributes.frame == view.bounds)
    let rows = frame.elements.filter { $0.attributes.representedElementCategory == .cell }
    #expect(!rows.isEmpty)
    for row in rows {
      #expect(row.style.tile == .none)
      // Each row records its text: the title of its row in the table of the scene.
      let texts = (row.content?.items ?? []).compactMap { item -> String? in
        if case .drawing(.text(let run)) = item.operation { return run.string }
        return nil
      }
      let cell = try #require(view.cellForItem(at: row.attributes.indexPath) as? SceneListCell)
      let expected = try #require(SettingsListScene.row(cell.modelID))
      #expect(texts.first == expected.title)
      if let value = expected.value { #expect(texts.contains(value)) }
    }
    // The inset-grouped container: the first row of a section rounds its top corners only.
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 1)))
    let rounded = (first.backgroundConfiguration?.cornerRadius ?? 0) > 0
    #expect(rounded)
  }

  @Test("settings: a press highlights after 0.15 s, the lift selects; a second tap moves the selection")
  func settingsSelection() throws {
    let session = try SceneCatalog.makeSession(named: "settings")
    let view = session.collectionView
    let wifi = IndexPath(item: 1, section: 0)
    let frame = try #require(view.layoutAttributesForItem(at: wifi)).frame
    let point = CGPoint(x: frame.midX, y: frame.midY)
    session.touch(.began, at: point)
    session.advance(by: 0.1)
    let cell = try #require(view.cellForItem(at: wifi))
    #expect(!cell.isHighlighted)  // 0.1 s < the 0.15 s content-touch delay
    session.advance(by: 0.1)
    #expect(cell.isHighlighted)
    #expect((view.indexPathsForSelectedItems ?? []).isEmpty)
    session.touch(.ended, at: point)
    session.run(for: 0.3)
    #expect(view.indexPathsForSelectedItems == [wifi])
    #expect(cell.isSelected && !cell.isHighlighted)
    #expect(cell.configurationState.isSelected)
    // Single selection: Bluetooth's tap moves it.
    try tap(session, IndexPath(item: 2, section: 0))
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(!cell.isSelected)
  }

  @Test("mail: a swipe left past 60 % of the row performs Trash: message 0 leaves, 40 → 39 rows")
  func mailFullSwipeTrashes() throws {
    let session = try SceneCatalog.makeSession(named: "mail")
    let scene = try #require(session.content as? MailListScene)
    let view = session.collectionView
    #expect(view.numberOfItems(inSection: 0) == 40)
    let row = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    // From x = 370 to x = 100: 270 points, more than 0.6 · 390 = 234.
    let y = row.midY
    session.touch(.began, at: CGPoint(x: 370, y: y))
    for step in 1...9 {
      session.advance(by: 1.0 / 60)
      session.touch(.moved, at: CGPoint(x: 370 - 30 * Double(step), y: y))
    }
    session.touch(.ended, at: CGPoint(x: 100, y: y))
    session.run(for: 1)
    #expect(view.numberOfItems(inSection: 0) == 39)
    #expect(!scene.dataSource.snapshot().itemIdentifiers.contains(0))
    #expect(scene.dataSource.snapshot().itemIdentifiers.first == 1)
  }

  @Test("mail: a short swipe right reveals Unread; tapping it marks message 1 unread (a blue dot)")
  func mailLeadingAction() throws {
    let session = try SceneCatalog.makeSession(named: "mail")
    let scene = try #require(session.content as? MailListScene)
    let view = session.collectionView
    // Message 1 starts read (every third message, 0, 3, 6, …, starts unread).
    #expect(scene.messages[1]?.unread == false)
    let row = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    let y = row.midY
    session.touch(.began, at: CGPoint(x: 20, y: y))
    for step in 1...5 {
      session.advance(by: 1.0 / 60)
      session.touch(.moved, at: CGPoint(x: 20 + 20 * Double(step), y: y))
    }
    session.touch(.ended, at: CGPoint(x: 120, y: y))
    session.run(for: 0.5)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? SceneListCell)
    #expect(cell.configurationState.isSwiped)
    // The revealed button spans the row's leading edge up to the swipe's offset; tap its middle.
    let button = CGPoint(x: 20, y: y)
    session.touch(.began, at: button)
    session.advance(by: 0.05)
    session.touch(.ended, at: button)
    session.run(for: 0.5)
    #expect(scene.messages[1]?.unread == true)
    let content = try #require(cell.contentConfiguration as? ListContentConfiguration)
    #expect(content.image == Image(systemName: "circle.fill"))
    #expect(view.numberOfItems(inSection: 0) == 40)
  }

  @Test(
    "files: 9 rows at first; a tap on Downloads expands it (12 rows), its chevron turns, its files indent one level"
  )
  func filesOutline() throws {
    let session = try SceneCatalog.makeSession(named: "files")
    let view = session.collectionView
    // Documents (0) and Projects (1) expanded: 0, 1, 2, 3, 4, 5, 8, 9, 13.
    func shown() -> [Int] {
      (0..<view.numberOfItems(inSection: 0)).map {
        (view.cellForItem(at: IndexPath(item: $0, section: 0)) as? SceneListCell)?.modelID ?? -1
      }
    }
    #expect(shown() == [0, 1, 2, 3, 4, 5, 8, 9, 13])
    let levels = (0..<9).map {
      (view.cellForItem(at: IndexPath(item: $0, section: 0)) as? CollectionViewListCell)?.indentationLevel
        ?? -1
    }
    #expect(levels == [0, 1, 2, 2, 2, 1, 1, 0, 0])
    let downloads = try #require(view.cellForItem(at: IndexPath(item: 7, section: 0)))
    #expect(!downloads.configurationState.isExpanded)
    try tap(session, IndexPath(item: 7, section: 0))
    #expect(shown() == [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13])
    #expect(downloads.configurationState.isExpanded)
    let child = try #require(view.cellForItem(at: IndexPath(item: 8, section: 0)) as? CollectionViewListCell)
    #expect(child.indentationLevel == 1)
    // Collapsing again.
    try tap(session, IndexPath(item: 7, section: 0))
    #expect(shown() == [0, 1, 2, 3, 4, 5, 8, 9, 13])
  }

  @Test("photos: taps select several tiles, a second tap deselects, the badge follows the selection")
  func photosMultipleSelection() throws {
    let session = try SceneCatalog.makeSession(named: "photos")
    let view = session.collectionView
    #expect(view.allowsMultipleSelection)
    // Tiles of (390 − 3 · 2) / 4 = 96 points: tile 5 is row 1, column 1 at (98, 98).
    let tile5 = try #require(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))).frame
    #expect(tile5 == CGRect(x: 98, y: 98, width: 96, height: 96))
    for item in [0, 2, 5] { try tap(session, IndexPath(item: item, section: 0)) }
    #expect(Set((view.indexPathsForSelectedItems ?? []).map(\.item)) == [0, 2, 5])
    try tap(session, IndexPath(item: 2, section: 0))
    #expect(Set((view.indexPathsForSelectedItems ?? []).map(\.item)) == [0, 5])
    let selected = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoSceneCell)
    let deselected = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoSceneCell)
    #expect(!selected.badge.isHidden && deselected.badge.isHidden)
    // The badge's 22-point square sits 4 points in from the bottom trailing corner.
    #expect(selected.badge.frame == CGRect(x: 96 - 4 - 22, y: 96 - 4 - 22, width: 22, height: 22))
  }
}
