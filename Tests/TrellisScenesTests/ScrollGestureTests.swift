import Foundation
import Testing
import Trellis

@testable import TrellisScenes

/// Wheel and trackpad gestures end as a finger lift does (SceneSession+ScrollGesture.swift):
/// paging, snapping and deceleration after the lift, a vertical wheel on sideways scenes, one
/// page per gesture, and `setContentOffset(_:)`'s clamping.
@Suite("Wheel gestures that end as a lift does")
@MainActor
struct ScrollGestureTests {
  /// The centred card of the carousel after a sideways wheel gesture of 200 points, lifted
  /// without velocity: the cards are 0.7 · 390 = 273 wide, 10 apart (a pitch of 283), so 200
  /// points is past half a pitch and card 1 comes to rest centred (its centre at x = 195 in view
  /// coordinates), at the centred scale of 1.1. A plain `scroll(by:)` leaves it 200 points along.
  @Test func aWheelGestureOverTheCarouselEndsWithTheNextCardCentredAtFullScale() throws {
    let session = try SceneCatalog.makeSession(named: "carousel")
    let pointer = CGPoint(x: 195, y: 422)
    session.scrollGesture(by: CGVector(dx: 120, dy: 0), at: pointer)
    session.advance(by: 1.0 / 60)
    session.scrollGesture(by: CGVector(dx: 80, dy: 0), at: pointer)
    session.run(for: 0.2)
    session.endScrollGesture(velocity: .zero)
    session.run(for: 2)
    #expect(!session.isScrollGestureActive)
    let center = try #require(session.viewCenter(ofItem: 1))
    #expect(abs(center.x - 195) < 1e-6)
    let scale = try #require(
      session.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform.a)
    #expect(abs(scale - CarouselScene.maximumScale) < 1e-6)
  }

  /// The same on the carousel with a vertical wheel: the view does not scroll vertically and the
  /// section under the pointer scrolls sideways, so 200 points down is 200 points along.
  @Test func aVerticalWheelOverTheCarouselTurnsItsCards() throws {
    let session = try SceneCatalog.makeSession(named: "carousel")
    session.scrollGesture(by: CGVector(dx: 0, dy: 200), at: CGPoint(x: 195, y: 422))
    session.run(for: 0.2)
    session.endScrollGesture(velocity: .zero)
    session.run(for: 2)
    #expect(abs((session.viewCenter(ofItem: 1)?.x ?? .nan) - 195) < 1e-6)
    #expect(session.collectionView.contentOffset == .zero)
  }

  /// App store, first row (group paging centred): 304.3-point cards 10 apart, card 0 centred
  /// at minX 42.85 (WheelOverOrthogonalSectionTests). A 100-point sideways gesture is less than
  /// half a pitch (314.3 / 2), so the row comes back to card 0, centred again.
  @Test func aShortSidewaysGestureOverAPagingRowComesBackCentred() throws {
    let page = try SceneCatalog.makeSession(named: "app-store")
    page.scrollGesture(by: CGVector(dx: 100, dy: 2), at: CGPoint(x: 195, y: 150))
    let dragged = try #require(
      page.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(dragged.frame.minX - (42.85 - 100)) < 1e-9)
    page.run(for: 0.2)
    page.endScrollGesture(velocity: .zero)
    page.run(for: 2)
    let rest = try #require(page.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(rest.frame.minX - 42.85) < 1e-6)
    #expect(page.collectionView.contentOffset == .zero)
  }

  /// Paged grid at 390 × 844 with 60 items of 4 × 6 per page: 3 pages, content 1,170 wide, the
  /// largest offset 780. A 720-point gesture goes at most one page (to 390) while it lasts and
  /// rests there; a vertical one (mapped sideways) goes on to 780; one more stays at 780.
  @Test func thePagedGridTurnsOnePagePerWheelGesture() throws {
    let session = try SceneCatalog.makeSession(named: "paged-grid")
    #expect(session.collectionView.maximumContentOffset.x == 780)
    session.scrollGesture(by: CGVector(dx: 720, dy: 0))
    #expect(session.collectionView.contentOffset.x == 390)
    session.run(for: 0.2)
    session.endScrollGesture(velocity: CGVector(dx: 3000, dy: 0))
    session.run(for: 2)
    #expect(session.collectionView.contentOffset.x == 390)

    session.scrollGesture(by: CGVector(dx: 0, dy: 720))
    session.run(for: 0.2)
    session.endScrollGesture(velocity: CGVector(dx: 0, dy: 3000))
    session.run(for: 2)
    #expect(session.collectionView.contentOffset.x == 780)

    session.scrollGesture(by: CGVector(dx: 720, dy: 0))
    session.run(for: 0.2)
    session.endScrollGesture(velocity: .zero)
    session.run(for: 2)
    #expect(session.collectionView.contentOffset.x == 780)
  }

  /// The flow grid, lifted at 1,000 points per second: UIScrollView's projection at the normal
  /// rate r = 0.998 is v/1000 · r/(1 − r) = 499 points past the lift; the finger moves on at
  /// that speed for the step of 1/60 s before it lifts, so the offset at the lift is
  /// 100 + 1000/60 and the deceleration lands on 100 + 1000/60 + 499 = 615.667.
  @Test func aLiftWithVelocityDeceleratesOntoUIScrollViewsProjection() throws {
    let session = try SceneCatalog.makeSession(named: "flow")
    session.scrollGesture(by: CGVector(dx: 0, dy: 100))
    #expect(session.collectionView.contentOffset.y == 100)
    session.run(for: 0.2)
    session.endScrollGesture(velocity: CGVector(dx: 0, dy: 1000))
    session.advance(by: 1.0 / 60)
    #expect(abs(session.collectionView.contentOffset.y - (100 + 1000.0 / 60)) < 1e-9)
    session.run(for: 6)
    #expect(abs(session.collectionView.contentOffset.y - (100 + 1000.0 / 60 + 499)) < 1e-6)
  }

  /// Cover flow (844 wide) scrolls only sideways: 100 points down moves the offset 100 points
  /// right, and after the lift a cover rests centred (its centre at x = 422).
  @Test func aVerticalWheelScrollsCoverFlowSidewaysAndACoverComesToRestCentred() throws {
    let session = try SceneCatalog.makeSession(named: "cover-flow")
    let start = session.collectionView.contentOffset
    session.scrollGesture(by: CGVector(dx: 0, dy: 100))
    #expect(session.collectionView.contentOffset == CGPoint(x: start.x + 100, y: start.y))
    session.run(for: 0.2)
    session.endScrollGesture(velocity: .zero)
    session.run(for: 3)
    let centres = (0..<30).compactMap { session.viewCenter(ofItem: $0)?.x }
    let nearest = centres.map { abs($0 - 422) }.min() ?? .infinity
    #expect(nearest < 1e-6)
  }

  /// A gesture whose end never comes lifts after `scrollGestureIdleLimit` (0.5 s) without a
  /// delta; a real finger touching down lifts it at once.
  @Test func aGestureWithoutAnEndLiftsByItselfAndAFingerLiftsIt() throws {
    let session = try SceneCatalog.makeSession(named: "flow")
    session.scrollGesture(by: CGVector(dx: 0, dy: 50))
    session.run(for: 0.4)
    #expect(session.isScrollGestureActive)
    session.run(for: 0.2)
    #expect(!session.isScrollGestureActive)
    session.scrollGesture(by: CGVector(dx: 0, dy: 50))
    session.touch(.began, at: CGPoint(x: 100, y: 100))
    #expect(!session.isScrollGestureActive)
  }

  /// Newtonian boxes do not scroll: a wheel gesture does not even begin.
  @Test func aWheelGestureWhereNothingScrollsDoesNotBegin() throws {
    let session = try SceneCatalog.makeSession(named: "newtonian")
    session.scrollGesture(by: CGVector(dx: 0, dy: 80))
    #expect(!session.isScrollGestureActive)
    #expect(session.collectionView.contentOffset == .zero)
  }

  /// `setContentOffset(_:)` clamps to the paged grid's range: x in 0…780, y in 0…0.
  @Test func settingTheContentOffsetClampsItToTheScrollableRange() throws {
    let session = try SceneCatalog.makeSession(named: "paged-grid")
    #expect(session.setContentOffset(CGPoint(x: 5000, y: 40)) == CGPoint(x: 780, y: 0))
    #expect(session.setContentOffset(CGPoint(x: 400, y: -9)) == CGPoint(x: 400, y: 0))
    #expect(session.setContentOffset(CGPoint(x: -3, y: 0)) == .zero)
    #expect(session.setContentOffset(CGPoint(x: CGFloat.nan, y: 0)) == .zero)
    #expect(session.collectionView.contentOffset == .zero)
  }
}
