import Foundation
import Testing
import TrellisUIKit

// Orthogonal sections through the host's nested scrolling: where each behaviour comes to rest,
// and the visible-items handler. The section: 300 × 200 groups of one item, 10 apart, with
// leading and trailing insets of 20, ten items, in a 390 × 844 view. Group g's leading edge is
// at 20 + 310·g before scrolling; the content is 20 + 10·300 + 9·10 + 20 = 3130 long, so the
// offset runs from 0 to 3130 − 390 = 2740. A flick is a finger moving 100 points left in 0.1 s
// (1000 pt/s, the section moving at +1000 pt/s), released: at the normal rate (0.998) it
// projects 1000/1000 · 0.998/0.002 = 499 points ahead, at the fast rate (0.99, paging
// behaviours) 0.99/0.01 = 99 points.
@Suite @MainActor struct OrthogonalScrollingTests {
  func carousel(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil, counts: [Int] = [10, 30]
  ) -> (UICollectionViewCompositionalLayout, UICollectionView) {
    orthogonalCarousel(behavior, handler: handler, counts: counts)
  }

  /// Drags the section left by `distance` in 0.1 s, releases, and lets it settle.
  func flick(_ view: UICollectionView, distance: CGFloat = 100, from start: TimeInterval = 0) {
    view.handleTouch(.began, at: CGPoint(x: 300, y: 100), time: start)
    view.handleTouch(.moved, at: CGPoint(x: 300 - distance / 2, y: 100), time: start + 0.05)
    view.handleTouch(.moved, at: CGPoint(x: 300 - distance, y: 100), time: start + 0.1)
    view.handleTouch(.ended, at: CGPoint(x: 300 - distance, y: 100), time: start + 0.1)
    for _ in 0..<240 { view.advance(by: 1.0 / 60) }
  }

  @Test func theSectionLaysItsGroupsInOneRowAndScrollsThem() {
    let (layout, view) = carousel(.continuous)
    // One row: item 3 at 20 + 3·310 = 950; the section is one group tall (200), so section 1
    // starts at 200.
    #expect(layout.frame(item: 3) == rect(950, 0, 300, 200))
    #expect(layout.frame(item: 0, section: 1)?.minY == 200)
    // Dragging 100 left moves every item of the section 100 left and nothing else.
    view.handleTouch(.began, at: CGPoint(x: 300, y: 100), time: 0)
    view.handleTouch(.moved, at: CGPoint(x: 200, y: 100), time: 0.1)
    #expect(layout.frame(item: 3) == rect(850, 0, 300, 200))
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 100)
    #expect(view.contentOffset == .zero)
    #expect(layout.frame(item: 0, section: 1)?.minY == 200)
  }

  @Test func continuousRestsWhereTheFlingEnds() {
    // 100 dragged + 499 projected = 599.
    let (layout, view) = carousel(.continuous)
    flick(view)
    // 0.998/0.002 is 498.99999999999955 in binary floating point.
    #expect(abs(layout.orthogonalScrollOffset(forSection: 0) - 599) < 1e-9)
  }

  @Test func continuousGroupLeadingBoundaryRestsOnTheNearestGroupEdge() {
    // 599 / 310 = 1.93 → group 2's leading edge: offset 620 (item 2 at x = 20).
    let (layout, view) = carousel(.continuousGroupLeadingBoundary)
    flick(view)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 620)
    #expect(layout.frame(item: 2) == rect(20, 0, 300, 200))
  }

  @Test func pagingRestsOnAPageOfTheContainersWidth() {
    // Fast rate: 100 + 99 = 199; 199 / 390 rounds to page 1 → 390. Another flick from there
    // ends at 390 + 100 + 99 = 589 → page 2 (1.51) → 780.
    let (layout, view) = carousel(.paging)
    flick(view)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 390)
    flick(view, from: 10)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 780)
  }

  @Test func groupPagingMovesOneGroupAtATime() {
    // 199 / 310 = 0.64 → group 1 (310). A long fast flick (300 points in 0.1 s: 3000 pt/s,
    // projecting 310 + 300 + 297 = 907 → group 2.9) still moves one group only: 620.
    let (layout, view) = carousel(.groupPaging)
    flick(view)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 310)
    flick(view, distance: 300, from: 10)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 620)
  }

  @Test func groupPagingCenteredStartsAndRestsWithAGroupCentred() {
    // Group 0's centre is at 20 + 150 = 170; the container's at 195: the section starts at
    // offset −25 with item 0 at x = 45 (centred). A flick: −25 + 100 + 99 = 174 → (174 + 25)/310
    // = 0.64 → group 1, offset −25 + 310 = 285, item 1 centred at x = 45.
    let (layout, view) = carousel(.groupPagingCentered)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == -25)
    #expect(layout.frame(item: 0) == rect(45, 0, 300, 200))
    flick(view)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 285)
    #expect(layout.frame(item: 1) == rect(45, 0, 300, 200))
  }

  @Test func aVerticalDragInTheSectionScrollsTheCollectionView() {
    // Six sections of 200: 1200 tall, so the view scrolls (up to 1200 − 844 = 356).
    let (layout, view) = carousel(.continuous, counts: [10, 10, 10, 10, 10, 10])
    view.handleTouch(.began, at: CGPoint(x: 200, y: 150), time: 0)
    view.handleTouch(.moved, at: CGPoint(x: 200, y: 50), time: 0.1)
    #expect(view.contentOffset == CGPoint(x: 0, y: 100))
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 0)
  }

  @Test func theCentredCardScalesUp() {
    // Apple's carousel: scale = max(1.1 − distance of the card's centre from the container's
    // centre / container width, 0.7). At the start (offset −25) card 0 is centred: distance 0 →
    // 1.1, its 300 × 200 frame grows about its centre to 330 × 220: (30, −10). Card 1's centre
    // is 310 further: 1.1 − 310/390 < 0.7 → 0.7.
    var calls: [CGPoint] = []
    let (layout, view) = carousel(.groupPagingCentered) { items, offset, environment in
      calls.append(offset)
      items.forEach { item in
        let distanceFromCenter = abs(
          (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
        let minScale: CGFloat = 0.7
        let maxScale: CGFloat = 1.1
        let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    #expect(calls.first == CGPoint(x: -25, y: 0))
    let card0 = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(card0.transform.a - 1.1) < 1e-12)
    #expect(close(card0.frame, rect(30, -10, 330, 220), tolerance: 1e-9))
    let card1 = try! #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(card1.transform.a - 0.7) < 1e-12)
    // Scrolled to 130: card 0's centre on screen is 170 − 130 = 40 and card 1's 480 − 130 = 350,
    // both 155 from the centre: scale 1.1 − 155/390 = 0.702564….
    let before = calls.count
    layout.setOrthogonalScrollOffset(130, forSection: 0)
    view.layoutIfNeeded()
    #expect(calls.count == before + 1)
    #expect(calls.last == CGPoint(x: 130, y: 0))
    let scale = 1.1 - 155.0 / 390
    for item in 0..<2 {
      let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
      #expect(abs((attributes?.transform.a ?? 0) - scale) < 1e-12)
    }
    // The query for the screen returns the same transformed attributes.
    let queried = layout.layoutAttributesForElements(in: view.bounds)?.first {
      $0.indexPath == IndexPath(item: 0, section: 0)
    }
    #expect(abs((queried?.transform.a ?? 0) - scale) < 1e-12)
  }

  @Test func theHandlerRunsOnEveryOffsetChangeOfAFling() {
    var offsets: [CGFloat] = []
    let (layout, view) = carousel(.continuous) { items, offset, _ in
      offsets.append(offset.x)
      for item in items where item.indexPath.item == 0 {
        item.alpha = 0.5
        item.zIndex = 7
      }
    }
    offsets.removeAll()
    flick(view)
    // One call per frame that moved the section; the last one at the resting offset.
    #expect(offsets.count > 10)
    #expect(offsets.last == layout.orthogonalScrollOffset(forSection: 0))
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    // Card 0 is off screen at 599 (its right edge 320 − 599 < 0): the handler last saw it
    // earlier; scrolled back into view, it gets alpha 0.5 and z-index 7 again.
    layout.setOrthogonalScrollOffset(0, forSection: 0)
    view.layoutIfNeeded()
    let card0 = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(card0?.alpha == 0.5 && card0?.zIndex == 7)
  }
}
