import Foundation
import Testing

@testable import TrellisScenes

/// The reordering feed: drag-to-reorder through the interactive-movement API with a size cache
/// that survives the move, and stale sizes dropped exactly on reload.
///
/// Geometry (ReorderFeedLayout: section insets 10, line spacing 10, one full-width item per
/// line in a 390-point view): item k's frame is x 10, width 370, height h_k (its measured text
/// height), y = 10 + Σ_{j<k} (h_j + 10).
@Suite("Reorder feed")
struct ReorderFeedTests {
  func makeFeed(items: Int = 10) throws -> (SceneSession, ReorderFeedScene) {
    let session = try SceneCatalog.makeSession(named: "reorder-feed", parameters: ["items": Double(items)])
    let feed = try #require(session.content as? ReorderFeedScene)
    return (session, feed)
  }

  func frame(_ session: SceneSession, _ item: Int) -> CGRect? {
    session.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test("cells take their measured heights and stack with 10-point spacing")
  func measuredGeometry() throws {
    let (session, feed) = try makeFeed()
    let h = (0..<3).map { feed.contentHeight(ofItem: $0) }
    for height in h { #expect(ReorderFeedScene.heights.contains(Int(height))) }
    #expect(frame(session, 0) == CGRect(x: 10, y: 10, width: 370, height: h[0]))
    #expect(frame(session, 1) == CGRect(x: 10, y: 20 + h[0], width: 370, height: h[1]))
    #expect(frame(session, 2) == CGRect(x: 10, y: 30 + h[0] + h[1], width: 370, height: h[2]))
    // Every cell that was shown (the first pass shows more of them at the 80-point estimate)
    // was measured exactly once, and its size is cached.
    let visible = session.collectionView.indexPathsForVisibleItems.count
    #expect(visible > 3)
    #expect(feed.measurementCount >= visible)
    #expect(feed.layout.cachedSizeCount == feed.measurementCount)
  }

  @Test("dragging item 0 below item 2 gives [1, 2, 0, 3, …], one moveItemAt, no re-measuring")
  func dragReorders() throws {
    let (session, feed) = try makeFeed()
    let h = (0..<3).map { feed.contentHeight(ofItem: $0) }
    let measured = feed.measurementCount
    let start = try #require(session.viewCenter(ofItem: 0))
    let targetY = try #require(frame(session, 2)).maxY - 8
    #expect(session.beginReorder(at: start))
    #expect(session.collectionView.isInteractivelyMoving)
    // The dragged cell is semi-transparent (ReorderFeedLayout.movingItemAlpha).
    #expect(session.element(showing: 0)?.attributes.alpha == 0.8)
    for step in 1...20 {
      let y = start.y + (targetY - start.y) * CGFloat(step) / 20
      session.updateReorder(to: CGPoint(x: start.x, y: y))
      session.advance(by: 1.0 / 60)
    }
    // In flight: the cache follows the items, so slot 0 holds item 1's size, slot 1 item 2's,
    // slot 2 item 0's, and the flow layout already places them so.
    #expect(feed.layout.cachedSize(forItemAt: IndexPath(item: 0, section: 0))?.height == h[1])
    #expect(feed.layout.cachedSize(forItemAt: IndexPath(item: 2, section: 0))?.height == h[0])
    #expect(frame(session, 1) == CGRect(x: 10, y: 20 + h[1], width: 370, height: h[2]))
    #expect(feed.measurementCount == measured)
    #expect(feed.items.moveCount == 0)
    session.endReorder()
    session.run(for: 0.5)
    #expect(Array(feed.items.order.prefix(5)) == [1, 2, 0, 3, 4])
    #expect(feed.items.moveCount == 1)
    #expect(feed.measurementCount == measured)
    #expect(frame(session, 2) == CGRect(x: 10, y: 30 + h[1] + h[2], width: 370, height: h[0]))
    #expect(session.element(showing: 0)?.attributes.alpha == 1)
  }

  @Test("cancelling a drag puts the item and its cached size back")
  func cancelRestores() throws {
    let (session, feed) = try makeFeed()
    let h0 = feed.contentHeight(ofItem: 0)
    let start = try #require(session.viewCenter(ofItem: 0))
    let targetY = try #require(frame(session, 2)).maxY - 8
    #expect(session.beginReorder(at: start))
    session.updateReorder(to: CGPoint(x: start.x, y: targetY))
    session.advance(by: 1.0 / 60)
    #expect(feed.layout.cachedSize(forItemAt: IndexPath(item: 2, section: 0))?.height == h0)
    session.cancelReorder()
    session.run(for: 0.5)
    #expect(Array(feed.items.order.prefix(3)) == [0, 1, 2])
    #expect(feed.items.moveCount == 0)
    #expect(feed.layout.cachedSize(forItemAt: IndexPath(item: 0, section: 0))?.height == h0)
    #expect(frame(session, 0)?.height == h0)
  }

  @Test("the default script is a long-press drag that moves item 0 below item 2")
  func defaultScriptReorders() throws {
    let (session, feed) = try makeFeed()
    _ = session.play(session.defaultScript, duration: 2, fps: 30)
    #expect(Array(feed.items.order.prefix(4)) == [1, 2, 0, 3])
    #expect(feed.items.moveCount == 1)
  }

  @Test("a reloading context drops exactly that cached size before prepare; only that cell is re-measured")
  func reloadDropsExactlyStaleSize() throws {
    let (session, feed) = try makeFeed()
    let layout = feed.layout
    let paths = (0..<10).map { IndexPath(item: $0, section: 0) }
    let before = paths.map { layout.cachedSize(forItemAt: $0) }
    #expect(before[3] != nil)
    let context = try #require(layout.makeInvalidationContext() as? ReorderFeedInvalidationContext)
    context.reloadingPaths = [paths[3]]
    context.invalidateFlowLayoutDelegateMetrics = false
    context.invalidateFlowLayoutAttributes = false
    layout.invalidateLayout(with: context)
    // Nothing has prepared the layout since the invalidation: the entry is gone before prepare().
    let after = paths.map { layout.cachedSize(forItemAt: $0) }
    #expect(after[3] == nil)
    for index in paths.indices where index != 3 { #expect(after[index] == before[index]) }

    // Editing item 3 (a new revision, a new height) reloads it: one new measurement.
    let measured = feed.measurementCount
    try feed.editItem(at: 3)
    session.run(for: 0.5)
    #expect(feed.measurementCount == measured + 1)
    let newHeight = feed.contentHeight(ofItem: 3)
    #expect(layout.cachedSize(forItemAt: paths[3])?.height == newHeight)
    #expect(frame(session, 3)?.height == newHeight)
    for index in paths.indices where index != 3 {
      #expect(layout.cachedSize(forItemAt: paths[index]) == before[index])
    }
  }

  @Test("reloadData drops every cached size and measures the visible cells again")
  func reloadDataDropsAll() throws {
    let (session, feed) = try makeFeed()
    let measured = feed.measurementCount
    try session.setParameter("seed", to: 2)  // new data: reloadData
    // Every size cached now was measured after the reload (none survived it), once each.
    let remeasured = feed.measurementCount - measured
    #expect(remeasured >= session.collectionView.indexPathsForVisibleItems.count)
    #expect(feed.layout.cachedSizeCount == remeasured)
    #expect(frame(session, 0)?.height == feed.contentHeight(ofItem: 0))
  }

  @Test("a tapped cell shrinks and turns away; a new cell grows into place")
  func insertAndDeleteAnimations() throws {
    let (session, feed) = try makeFeed(items: 3)
    let center = try #require(session.viewCenter(ofItem: 1))
    #expect(session.tap(at: center))
    #expect(feed.items.order == [0, 2])
    // Halfway through the 0.3 s ease-in-out animation the eased progress is 0.5 (the curve is
    // symmetric), so the deleted cell's transform is halfway from the identity to
    // rotate(π/4)·scale(0.1): a = 1 + (0.1·cos 45° − 1)/2 = 0.53536, alpha 0.5.
    session.advance(by: 0.15)
    let leaving = try #require(session.element(showing: 1))
    #expect(abs(Double(leaving.attributes.transform.a) - (1 + (0.1 * cos(Double.pi / 4) - 1) / 2)) < 1e-6)
    #expect(abs(Double(leaving.attributes.alpha) - 0.5) < 1e-6)
    session.run(for: 0.3)
    #expect(session.element(showing: 1) == nil)

    // Below the last cell: insert there. It starts at scale 0.1 and grows.
    #expect(session.tap(at: CGPoint(x: 195, y: 800)))
    #expect(feed.items.order == [0, 2, 3])
    let appearing = try #require(session.element(showing: 3))
    #expect(abs(Double(appearing.attributes.transform.a) - 0.1) < 1e-9)
    session.advance(by: 0.15)
    let growing = try #require(session.element(showing: 3))
    #expect(abs(Double(growing.attributes.transform.a) - 0.55) < 1e-6)
    session.run(for: 0.5)
    #expect(session.element(showing: 3)?.attributes.transform == .identity)
    #expect(frame(session, 2)?.height == feed.contentHeight(ofItem: 3))
  }
}
