import Foundation
import Testing

@testable import TrellisScenes

@Suite("Scene interactions")
struct SceneInteractionTests {
  @Test("a wheel scroll moves the offset by the delta, clamped to the content")
  func wheelScroll() throws {
    let session = try SceneCatalog.makeSession(named: "flow", parameters: ["items": 100])
    session.scroll(by: CGVector(dx: 0, dy: 300))
    #expect(session.collectionView.contentOffset == CGPoint(x: 0, y: 300))
    session.scroll(by: CGVector(dx: 0, dy: -1000))
    #expect(session.collectionView.contentOffset == .zero)
    // 100 items, 4 per 370-point line (4·80 + 3·10 = 350 ≤ 370 < 5·80 + 4·10): 25 lines,
    // 10 + 25·80 + 24·10 + 10 = 2260 tall; the largest offset is 2260 − 844 = 1416.
    session.scroll(by: CGVector(dx: 0, dy: 5000))
    #expect(session.collectionView.contentOffset == CGPoint(x: 0, y: 1416))
  }

  @Test("a fling scrolls on after the finger lifts and slows down")
  func flingDecelerates() throws {
    let session = try SceneCatalog.makeSession(named: "flow")
    _ = session.play(session.defaultScript, duration: 0.2, fps: 60)
    let afterRelease = session.collectionView.contentOffset.y
    // The finger moved 40% of 844 = 337.6 points up, so the content moved at least that far.
    #expect(afterRelease >= 337.6 - 1e-9)
    session.run(for: 0.5)
    let later = session.collectionView.contentOffset.y
    #expect(later > afterRelease)
    #expect(session.collectionView.isDecelerating)
  }

  @Test("setScrollOffset jumps along the scene's axis, clamped")
  func setScrollOffset() throws {
    let cover = try SceneCatalog.makeSession(named: "cover-flow")
    cover.setScrollOffset(340)
    #expect(cover.collectionView.contentOffset == CGPoint(x: 340, y: 0))
    let flow = try SceneCatalog.makeSession(named: "flow", parameters: ["items": 100])
    flow.setScrollOffset(-50)
    #expect(flow.collectionView.contentOffset == .zero)
    flow.setScrollOffset(9999)
    #expect(flow.collectionView.contentOffset == CGPoint(x: 0, y: 1416))
  }

  @Test("a long press on a grid item reorders it; a quick move scrolls instead")
  func flowLongPressReorders() throws {
    let session = try SceneCatalog.makeSession(named: "flow", parameters: ["items": 20])
    let start = try #require(session.viewCenter(ofItem: 0))
    let target = try #require(session.viewCenter(ofItem: 2))
    session.touch(.began, at: start)
    session.advance(by: 0.4)
    #expect(!session.collectionView.isInteractivelyMoving)
    session.advance(by: 0.2)  // 0.6 s ≥ the 0.5 s long-press duration
    #expect(session.collectionView.isInteractivelyMoving)
    session.touch(.moved, at: target)
    session.advance(by: 1.0 / 60)
    session.touch(.ended, at: target)
    session.run(for: 0.5)
    #expect(!session.collectionView.isInteractivelyMoving)
    let items = session.content.items
    #expect(Array(items.order.prefix(4)) == [1, 2, 0, 3])
    #expect(items.moveCount == 1)

    // A finger that moves 50 points within the first 0.1 s pans; no reorder follows.
    let other = try SceneCatalog.makeSession(named: "flow", parameters: ["items": 100])
    other.touch(.began, at: CGPoint(x: 200, y: 600))
    other.advance(by: 0.1)
    other.touch(.moved, at: CGPoint(x: 200, y: 550))
    other.advance(by: 0.6)
    #expect(!other.collectionView.isInteractivelyMoving)
    #expect(other.collectionView.contentOffset.y == 50)
  }

  @Test("scenes without taps or reordering ignore them")
  func unsupportedInteractions() throws {
    let session = try SceneCatalog.makeSession(named: "waterfall")
    #expect(!session.tap(at: CGPoint(x: 100, y: 100)))
    #expect(!session.beginReorder(at: CGPoint(x: 100, y: 100)))
    #expect(session.statistics.itemCount == 500)
  }

  @Test("Newtonian: a tap on empty space inserts a box, a tap on a box deletes it and it falls away")
  func newtonianTaps() throws {
    let session = try SceneCatalog.makeSession(named: "newtonian", parameters: ["items": 2])
    #expect(session.statistics.itemCount == 2)
    session.run(for: 3)
    #expect(session.tap(at: CGPoint(x: 20, y: 20)))
    #expect(session.statistics.itemCount == 3)
    #expect(session.content.items.order == [0, 1, 2])
    session.run(for: 3)
    let box = try #require(session.viewCenter(ofItem: 0))
    #expect(session.tap(at: box))
    #expect(session.statistics.itemCount == 2)
    #expect(session.content.items.order == [1, 2])
    session.advance(by: 1.0 / 60)
    // The deleted box goes on falling as a decoration element, drawn grey and unlabelled.
    let falling = session.frame().elements.filter {
      $0.attributes.representedElementCategory == .decorationView
    }
    #expect(falling.count == 1)
    #expect(falling.first?.style.fill == RenderStyle.supplementaryFill)
    // Its behaviours (gravity, collision, item behaviour) are counted.
    #expect(session.statistics.activeBehaviors >= 3)
  }

  @Test("springy: changing damping, frequency and resistance reaches the layout")
  func springyParametersReachLayout() throws {
    let session = try SceneCatalog.makeSession(named: "springy", parameters: ["items": 1000])
    try session.setParameter("damping", to: 0.5)
    try session.setParameter("frequency", to: 2)
    try session.setParameter("resistance", to: 500)
    let layout = try #require(session.collectionView.collectionViewLayout as? SpringyFlowLayout)
    #expect(layout.springDamping == 0.5)
    #expect(layout.springFrequency == 2)
    #expect(layout.resistanceDivisor == 500)
    #expect(session.statistics.activeBehaviors > 0)
  }

  @Test("springy: a million items scroll to the middle at once")
  func springyMillion() throws {
    let session = try SceneCatalog.makeSession(named: "springy", parameters: ["items": 1_000_000])
    session.setScrollOffset(27_000_000)
    // Rows are 44 tall, 10 apart, from y = 10: row k starts at 10 + 54k. At offset 27,000,000
    // the first row reaching into view is k = floor((27,000,000 − 10 − 44)/54) + 1 = 499,999
    // (its bottom is at 27,000,000). The animator may be stepping; the rows are at rest.
    session.advance(by: 1.0 / 60)
    let labels = session.frame().elements.compactMap(\.style.label).compactMap(Int.init).sorted()
    #expect(labels.first == 499_999 || labels.first == 500_000)
    #expect((labels.last ?? 0) >= 500_015)
  }
}
