import Foundation
import Testing

@testable import Trellis

/// One scroll axis on its own: the formulas of docs/uikit-reference.md ("UIScrollView physics"),
/// evaluated here by hand, against `AxisMotion`.
@Suite struct AxisMotionTests {
  @Test func decelerationFollowsTheExponentialTowardsItsTarget() throws {
    // offset(t) = target − (target − start)·r^(1000 t): start 0, target 1000, r = 0.998,
    // t = 0.1 s → 1000 − 1000 · 0.998^100 = 1000 − 818.566 = 181.434.
    var motion = AxisMotion.decelerate(start: 0, target: 1000, elapsed: 0, rate: 0.998)
    let stepResult = motion.advance(by: 0.1)
    let step = try #require(stepResult)
    #expect(abs(step.value - 181.434) < 0.001)
    #expect(!step.ended)
  }

  @Test func decelerationEndsOnItsTargetOnceLessThanHalfAPointRemains() {
    // 1000 · 0.998^n < 0.5 for n > ln(0.0005) / ln(0.998) = 3,796.6 ms: still moving at 3.79 s,
    // on the target at 3.80 s.
    var motion = AxisMotion.decelerate(start: 0, target: 1000, elapsed: 0, rate: 0.998)
    let early = motion.advance(by: 3.79)
    #expect(early?.ended == false)
    var late = AxisMotion.decelerate(start: 0, target: 1000, elapsed: 0, rate: 0.998)
    let end = late.advance(by: 3.80)
    #expect(end?.value == 1000 && end?.ended == true)
    #expect(late == .idle)
  }

  @Test func springBackIsCriticallyDampedWithOmegaTwelve() throws {
    // x(t) = (x₀ + (v₀ + ωx₀)t)·e^(−ωt), x₀ = −100, v₀ = 0, ω = 12, t = 0.1:
    // (−100 − 120) · e^(−1.2) = −220 · 0.3011942 = −66.2627; edge 0.
    var motion = AxisMotion.springBack(edge: 0, displacement: -100, velocity: 0, elapsed: 0)
    let stepResult = motion.advance(by: 0.1)
    let step = try #require(stepResult)
    #expect(abs(step.value - -66.2627) < 0.0005)
  }

  @Test func releaseOutOfBoundsDropsVelocityAwayFromTheEdgeAndCapsVelocityTowardsIt() {
    // 100 points past the top edge (offset −100, edge 0): velocity −500 (further away) is dropped;
    // +5,000 towards the edge is capped at ω·|x₀| = 1,200.
    let away = AxisMotion.release(offset: -100, target: 0, velocity: -500, outOfBounds: true, rate: 0.998)
    #expect(away == .springBack(edge: 0, displacement: -100, velocity: 0, elapsed: 0))
    let towards = AxisMotion.release(offset: -100, target: 0, velocity: 5000, outOfBounds: true, rate: 0.998)
    #expect(towards == .springBack(edge: 0, displacement: -100, velocity: 1200, elapsed: 0))
    let there = AxisMotion.release(offset: 5, target: 5, velocity: 100, outOfBounds: false, rate: 0.998)
    #expect(there == .idle)
  }

  @Test func aFlingPastTheEdgeOvershootsByTheArrivalSpeedOverOmegaE() {
    // Projection 200 points past the edge at 1000, r = 0.998: arrival speed
    // v_e = 200 · 1000 · ln(1/0.998) = 400.4005 pt/s; deepest overshoot v_e / (ω e) = 12.2748 pt.
    let bounce = AxisMotion.edgeBounce(
      offset: 900, projected: 1200, target: 1000, low: 0, high: 1000, rate: 0.998)
    guard var motion = bounce else {
      Issue.record("a projection 200 points past the edge must bounce")
      return
    }
    var deepest: CGFloat = 0
    for _ in 0..<2000 {
      guard let step = motion.advance(by: 0.0005) else { break }
      deepest = max(deepest, step.value - 1000)
    }
    #expect(abs(deepest - 12.2748) < 0.01)
    #expect(motion == .idle)
    // Less than half a point past the edge does not bounce.
    #expect(
      AxisMotion.edgeBounce(offset: 900, projected: 1000.4, target: 1000, low: 0, high: 1000, rate: 0.998)
        == nil)
  }

  @Test func shiftingMovesEveryPositionButNotTheClock() {
    let motion = AxisMotion.decelerate(start: 10, target: 500, elapsed: 0.2, rate: 0.998)
    #expect(motion.shifted(by: 30) == .decelerate(start: 40, target: 530, elapsed: 0.2, rate: 0.998))
    let spring = AxisMotion.springBack(edge: 0, displacement: -5, velocity: 3, elapsed: 0.1)
    #expect(spring.shifted(by: -7) == .springBack(edge: -7, displacement: -5, velocity: 3, elapsed: 0.1))
  }

  @Test func anAnimationIsHalfwayAtHalfTime() throws {
    // The ease-in-out Bézier (0.42, 0), (0.58, 1) is symmetric: half the time, half the way.
    var motion = AxisMotion.animate(start: 100, target: 300, elapsed: 0, duration: 0.3)
    let middleResult = motion.advance(by: 0.15)
    let middle = try #require(middleResult)
    #expect(abs(middle.value - 200) < 1e-6)
    let endResult = motion.advance(by: 0.15)
    let end = try #require(endResult)
    #expect(end.value == 300 && end.ended)
  }
}
