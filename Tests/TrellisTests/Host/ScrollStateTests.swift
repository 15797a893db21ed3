import Foundation
import Testing

@testable import Trellis

/// The scroll view part of the host on its own.
@Suite struct ScrollStateTests {
  @Test func pagingMovesAtMostOnePageFromWhereTheDragStarted() {
    // Pages of 390 points; the drag started on page 0. A projection to 1,000 (page 2.56 → 3) is
    // held to page 1 (390); to 150 (page 0.38 → 0) stays on page 0; clamped to the content.
    #expect(ScrollState.pageTarget(proposed: 1000, start: 0, size: 390, low: 0, high: 3000) == 390)
    #expect(ScrollState.pageTarget(proposed: 150, start: 0, size: 390, low: 0, high: 3000) == 0)
    #expect(ScrollState.pageTarget(proposed: 1000, start: 780, size: 390, low: 0, high: 900) == 900)
    #expect(ScrollState.pageTarget(proposed: 77, start: 0, size: 0, low: 0, high: 900) == 77)
  }

  @Test func theInverseRubberBandUndoesTheRubberBand() {
    // d = 480: 100 points past the edge become (1 − 1/(100·0.55/480 + 1))·480 = 49.3458.
    #expect(abs(ScrollState.rubberBandDistance(100, dimension: 480) - 49.3458) < 0.0001)
    for overshoot in stride(from: CGFloat(1), through: 2000, by: 37) {
      let band = ScrollState.rubberBandDistance(overshoot, dimension: 480)
      #expect(abs(ScrollState.inverseRubberBandDistance(band, dimension: 480) - overshoot) < 1e-6 * overshoot)
    }
  }

  @Test func stepMovesBothAxesAndSaysWhetherAnAnimationRan() throws {
    let state = ScrollState()
    #expect(state.step(by: 0.1, from: .zero) == nil)
    state.motionX = .animate(start: 0, target: 100, elapsed: 0, duration: 0.3)
    state.motionY = .decelerate(start: 0, target: 1000, elapsed: 0, rate: 0.998)
    let step = try #require(state.step(by: 0.1, from: CGPoint(x: 0, y: 0)))
    #expect(step.wasAnimation)
    // y: 1000 − 1000·0.998^100 = 181.434 (as in AxisMotionTests).
    #expect(abs(step.offset.y - 181.434) < 0.001)
    #expect(state.isMoving)
  }

  @Test func stopEndsMotionAndDeceleration() {
    let state = ScrollState()
    state.motionY = .decelerate(start: 0, target: 1000, elapsed: 0, rate: 0.998)
    state.isDecelerating = true
    state.stop()
    #expect(!state.isMoving && !state.isDecelerating)
  }

  @Test func shiftKeepsTheDragAndTheMotionOnTheContent() {
    let state = ScrollState()
    state.dragStartRawOffset = CGPoint(x: 5, y: 10)
    state.motionY = .decelerate(start: 0, target: 1000, elapsed: 0.05, rate: 0.998)
    state.shift(by: CGPoint(x: 0, y: 44))
    #expect(state.dragStartRawOffset == CGPoint(x: 5, y: 54))
    #expect(state.motionY == .decelerate(start: 44, target: 1044, elapsed: 0.05, rate: 0.998))
    #expect(state.motionX == .idle)
  }

  @Test func theDefaultsAreUIScrollViews() {
    let state = ScrollState()
    #expect(state.isScrollEnabled && state.bounces && !state.isPagingEnabled)
    #expect(!state.alwaysBounceVertical && !state.alwaysBounceHorizontal)
    #expect(state.decelerationRate == .normal)
  }
}
