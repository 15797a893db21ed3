import Foundation
import Testing
import TrellisCompositional
import TrellisDiffable
import TrellisLists

@testable import TrellisScenes

/// The "board" scene driven by touches as the playground drives it: a long press lifts a card
/// (drag and drop, not interactive reordering), moving over another column opens a gap there,
/// releasing drops the card in the gap; releasing below the last column cancels.
///
/// Expected geometry, from `BoardLayout`'s rules on the default 390 × 844 viewport: sections
/// stack with no spacing; a section is a 44-point header (x = 16, 358 wide: inside the 16-point
/// side insets), 4 points of inset, 60-point cards 358 wide at x = 16 spaced 8 apart (a card
/// every 68 points), then 16 points of inset. Initially (3, 2, 2 cards):
///
/// - "To do" header y = 0, cards at y = 48, 116, 184; the section ends at 184 + 60 + 16 = 260;
/// - "Doing" header y = 260, cards at 260 + 48 = 308 and 376; ends at 376 + 76 = 452;
/// - "Done" header y = 452, cards at 500 and 568; the content ends at 568 + 76 = 644.
@Suite("Board scene") @MainActor
struct BoardSceneTests {
  /// The frame of the card shown at `indexPath`, from the layout.
  func cardFrame(_ session: SceneSession, _ section: Int, _ item: Int) -> CGRect? {
    session.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// The frame of column `section`'s header, from the layout.
  func headerFrame(_ session: SceneSession, _ section: Int) -> CGRect? {
    session.collectionView.layoutAttributesForSupplementaryElement(
      ofKind: BoardLayout.headerKind, at: IndexPath(item: 0, section: section))?.frame
  }

  /// A card's frame at `y`: x = 16, 358 × 60.
  func card(_ y: CGFloat) -> CGRect { CGRect(x: 16, y: y, width: 358, height: 60) }
  /// A header's frame at `y`: x = 16, 358 × 44.
  func header(_ y: CGFloat) -> CGRect { CGRect(x: 16, y: y, width: 358, height: 44) }

  /// The texts an element's views draw.
  func texts(_ element: RenderElement) -> [String] {
    (element.content?.items ?? []).compactMap { item -> String? in
      if case .drawing(.text(let run)) = item.operation { return run.string }
      return nil
    }
  }

  /// The board's content.
  func board(_ session: SceneSession) throws -> BoardScene {
    try #require(session.content as? BoardScene)
  }

  /// The frame the session draws for the card with identifier `id` (its cell's applied
  /// attributes, after any lift or animation), found by the card's title.
  func drawnFrame(_ session: SceneSession, card id: Int) throws -> RenderElement {
    let title = try #require(BoardScene.card(id)?.title)
    return try #require(session.frame().elements.first { texts($0).contains(title) })
  }

  /// Long press at `start` held 0.6 s (the lift comes at 0.5 s), then moves through `path`,
  /// 0.05 s apart.
  func pressAndMove(_ session: SceneSession, from start: CGPoint, through path: [CGPoint]) {
    session.touch(.began, at: start)
    session.advance(by: 0.6)
    for point in path {
      session.touch(.moved, at: point)
      session.advance(by: 0.05)
    }
  }

  @Test("the board starts with three columns of 3, 2 and 2 cards at the documented frames, headers drawn")
  func initialLayout() throws {
    let session = try SceneCatalog.makeSession(named: "board")
    #expect(try board(session).columnItems == [[0, 1, 2], [3, 4], [5, 6]])
    #expect(headerFrame(session, 0) == header(0))
    #expect(headerFrame(session, 1) == header(260))
    #expect(headerFrame(session, 2) == header(452))
    #expect(cardFrame(session, 0, 0) == card(48))
    #expect(cardFrame(session, 0, 1) == card(116))
    #expect(cardFrame(session, 0, 2) == card(184))
    #expect(cardFrame(session, 1, 0) == card(308))
    #expect(cardFrame(session, 1, 1) == card(376))
    #expect(cardFrame(session, 2, 0) == card(500))
    #expect(cardFrame(session, 2, 1) == card(568))
    #expect(session.collectionView.collectionViewLayout.collectionViewContentSize.height == 644)
    // The headers are drawn by their views with the column's name and count.
    let headerTexts = session.frame().elements
      .filter { $0.attributes.representedElementCategory == .supplementaryView }
      .map { texts($0) }
    #expect(headerTexts == [["To do · 3"], ["Doing · 2"], ["Done · 2"]])
    // Each card shows its title and tag on a white rounded background.
    let element = try drawnFrame(session, card: 1)
    #expect(texts(element) == ["Write the drop test", "Tests"])
    #expect(element.attributes.frame == card(116))
    #expect(element.style.isLifted == false)
  }

  @Test(
    "a long press on a card, a move into another column and a release move the card there by drag and drop")
  func dragIntoAnotherColumn() throws {
    let session = try SceneCatalog.makeSession(named: "board")
    let view = session.collectionView
    // "Write the drop test" (id 1) is the first column's second card, centre (195, 116 + 30).
    session.touch(.began, at: CGPoint(x: 195, y: 146))
    session.advance(by: 0.4)
    #expect(!view.hasActiveDrag)  // 0.4 s: not yet
    session.advance(by: 0.2)
    #expect(view.hasActiveDrag)  // lifted at 0.5 s: a drag, not an interactive reorder of the session
    #expect(try drawnFrame(session, card: 1).style.isLifted)

    // y = 200 is still in "To do" (its band is 0 ..< 260): the gap stays at (0, 1).
    session.touch(.moved, at: CGPoint(x: 195, y: 200))
    session.advance(by: 0.05)
    #expect(view.hasActiveDrop)
    #expect(cardFrame(session, 0, 2) == card(184))
    // y = 260 is the top of "Doing"'s band: no card of "Doing" has its centre (338, 406) above
    // it, so the gap opens at (1, 0). "To do" now holds 2 cards and ends at 116 + 76 = 192;
    // "Doing"'s header moves up to 192, the gap takes 240 and its cards shift to 308 and 376.
    session.touch(.moved, at: CGPoint(x: 195, y: 260))
    session.advance(by: 0.05)
    #expect(cardFrame(session, 0, 1) == card(116))  // "Draw lifted cards" moved up into the gap's old place
    #expect(headerFrame(session, 1) == header(192))
    #expect(cardFrame(session, 1, 1) == card(308))
    #expect(cardFrame(session, 1, 2) == card(376))
    // y = 350: "Port the Kanban screen" (now at 240, centre 270) is above, "Measure frame times"
    // (at 376, centre 406) below: the gap moves to (1, 1), at y = 308.
    session.touch(.moved, at: CGPoint(x: 195, y: 350))
    session.advance(by: 0.05)
    #expect(cardFrame(session, 1, 0) == card(240))
    #expect(cardFrame(session, 1, 2) == card(376))
    // The lifted card is drawn under the finger (grabbed at its centre), 5 % larger, on top.
    let lifted = try drawnFrame(session, card: 1)
    #expect(lifted.style.isLifted)
    #expect(lifted.attributes.center == CGPoint(x: 195, y: 350))
    #expect(lifted.attributes.zIndex == Int.max)

    session.touch(.ended, at: CGPoint(x: 195, y: 350))
    session.run(for: 1)
    #expect(!view.hasActiveDrag)
    #expect(!view.isInteractivelyMoving)
    // The data source moved the card: To do [0, 2], Doing [3, 1, 4], Done [5, 6].
    #expect(try board(session).columnItems == [[0, 2], [3, 1, 4], [5, 6]])
    // Frames afterwards: "To do" 2 cards (48, 116), ending at 192; "Doing" header at 192, cards
    // at 240, 308, 376, ending at 376 + 76 = 452; "Done" where it was.
    #expect(headerFrame(session, 0) == header(0))
    #expect(cardFrame(session, 0, 0) == card(48))
    #expect(cardFrame(session, 0, 1) == card(116))
    #expect(headerFrame(session, 1) == header(192))
    #expect(cardFrame(session, 1, 0) == card(240))
    #expect(cardFrame(session, 1, 1) == card(308))
    #expect(cardFrame(session, 1, 2) == card(376))
    #expect(headerFrame(session, 2) == header(452))
    #expect(cardFrame(session, 2, 0) == card(500))
    #expect(cardFrame(session, 2, 1) == card(568))
    // What is drawn agrees: the moved card rests at (16, 308), no longer lifted; the headers
    // show the new counts.
    let dropped = try drawnFrame(session, card: 1)
    #expect(dropped.attributes.frame == card(308))
    #expect(!dropped.style.isLifted)
    #expect(try drawnFrame(session, card: 2).attributes.frame == card(116))
    #expect(try drawnFrame(session, card: 4).attributes.frame == card(376))
    let headerTexts = session.frame().elements
      .filter { $0.attributes.representedElementCategory == .supplementaryView }
      .map { texts($0) }
    #expect(headerTexts == [["To do · 2"], ["Doing · 3"], ["Done · 2"]])
  }

  @Test("a card dropped below the last column is not moved: the gap closes and the board is unchanged")
  func dropOutsideCancels() throws {
    let session = try SceneCatalog.makeSession(named: "board")
    let view = session.collectionView
    pressAndMove(
      session, from: CGPoint(x: 195, y: 146),
      through: [CGPoint(x: 195, y: 260), CGPoint(x: 195, y: 520), CGPoint(x: 195, y: 700)])
    // y = 700 is below the content (644): no column; the proposal is .cancel, the gap closed.
    #expect(view.hasActiveDrag)
    #expect(!view.isInteractivelyMoving)
    #expect(cardFrame(session, 0, 2) == card(184))
    #expect(headerFrame(session, 1) == header(260))
    session.touch(.ended, at: CGPoint(x: 195, y: 700))
    session.run(for: 1)
    #expect(!view.hasActiveDrag)
    #expect(try board(session).columnItems == [[0, 1, 2], [3, 4], [5, 6]])
    let expected: [(Int, Int, CGFloat)] = [
      (0, 0, 48), (0, 1, 116), (0, 2, 184), (1, 0, 308), (1, 1, 376), (2, 0, 500), (2, 1, 568),
    ]
    for (section, item, y) in expected { #expect(cardFrame(session, section, item) == card(y)) }
    #expect(try drawnFrame(session, card: 1).attributes.frame == card(116))
    #expect(try !drawnFrame(session, card: 1).style.isLifted)
  }

  @Test("a finger that moves before the half second scrolls or does nothing: no card is lifted")
  func earlyMovementLiftsNothing() throws {
    let session = try SceneCatalog.makeSession(named: "board")
    session.touch(.began, at: CGPoint(x: 195, y: 146))
    session.advance(by: 0.2)
    session.touch(.moved, at: CGPoint(x: 195, y: 170))
    session.advance(by: 0.6)
    #expect(!session.collectionView.hasActiveDrag)
    session.touch(.moved, at: CGPoint(x: 195, y: 350))
    session.touch(.ended, at: CGPoint(x: 195, y: 350))
    session.run(for: 1)
    #expect(try board(session).columnItems == [[0, 1, 2], [3, 4], [5, 6]])
  }

  @Test("the default script drags 'Write the drop test' into Doing, between its two cards")
  func defaultScript() throws {
    let session = try SceneCatalog.makeSession(named: "board")
    _ = session.play(session.defaultScript, duration: 2.5, fps: 20)
    #expect(try board(session).columnItems == [[0, 2], [3, 1, 4], [5, 6]])
  }
}
