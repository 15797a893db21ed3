import Foundation
import Testing
import TrellisDynamics

/// The dynamics findings, with their exact inputs: seeded noise at huge coordinates and
/// speeds, unchecked field regions, an uncapped `advance(by:)`, an unbounded tiling margin, and
/// items at the magnitudes the engine accepts.
@Suite("Dynamics limits")
@MainActor
struct DynamicsLimitsTests {
  let bounds = CGRect(x: 0, y: 0, width: 400, height: 400)

  private func item(at center: CGPoint = CGPoint(x: 200, y: 200)) -> TestItem {
    TestItem(center: center, size: CGSize(width: 40, height: 40))
  }

  /// `noiseField(smoothness:animationSpeed: 1e300)` was accepted and trapped on the first step
  /// (`Double value cannot be converted to Int64 because the result would be greater than
  /// Int64.max`): noise time = elapsed · 1e300. The lattice now wraps every 2³² cells before it
  /// becomes an integer.
  @Test func aNoiseFieldAt1e300CellsPerSecondStepsWithoutTrapping() {
    let field = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1e300)
    #expect(field.animationSpeed == 1e300)
    let item = item()
    field.addItem(item)
    let animator = DynamicAnimator(referenceBounds: bounds)
    animator.addBehavior(field)
    animator.advance(by: 1.0 / 60)
    animator.advance(by: 1)
    #expect(item.center.x.isFinite && item.center.y.isFinite)
  }

  /// The same lines' other message: `… because it is either infinite or NaN`. At the largest
  /// finite speed, noise time = elapsed · 1.8e308 overflows to +∞ once more than a second has
  /// run; such inputs give 0 noise now (the item only moves under its own velocity).
  @Test func aTurbulenceFieldAtTheLargestFiniteSpeedStaysFinite() {
    let moving = item()
    let field = FieldBehavior.turbulenceField(smoothness: 0, animationSpeed: .greatestFiniteMagnitude)
    field.addItem(moving)
    let push = DynamicItemBehavior(items: [moving])
    push.addLinearVelocity(CGPoint(x: 50, y: 0), for: moving)
    let animator = DynamicAnimator(referenceBounds: bounds)
    animator.addBehavior(field)
    animator.addBehavior(push)
    animator.advance(by: 2)
    #expect(moving.center.x.isFinite && moving.center.y.isFinite)
  }

  /// `FieldBehavior.region` accepted NaN and negative radii and sizes unchecked.
  @Test func aFieldRegionWithANaNOrNegativeRadiusOrSideIsRejected() {
    let field = FieldBehavior.radialGravityField(position: .zero)
    field.region = Region(radius: 100)
    for bad in [
      Region(radius: .nan), Region(radius: -5), Region(size: CGSize(width: -1, height: 10)),
      Region(size: CGSize(width: 10, height: CGFloat.infinity)),
    ] {
      #expect(!bad.isValid)
      field.region = bad
      #expect(field.region == Region(radius: 100))
      #expect(field.lastError != nil)
    }
    field.region = .infinite
    #expect(field.region == .infinite)
  }

  /// `DynamicAnimator.advance(by: 1e300)` never returned (1.2e302 steps). One call now runs at
  /// most `maximumAdvance` = 10 s: 1,200 steps of 1/120 s.
  @Test func advanceBy1e300RunsTenSecondsAndReturns() {
    // A continuous push keeps the item moving, so the animator never pauses on its own.
    let push = PushBehavior(items: [item()], mode: .continuous)
    push.magnitude = 1
    let animator = DynamicAnimator(referenceBounds: bounds)
    animator.addBehavior(push)
    animator.advance(by: 1e300)
    #expect(abs(animator.elapsedTime - 10) < 1e-9)
    #expect(animator.lastError?.description.contains("advance(by:)") == true)
    for seconds in [0, -1, .nan, -.infinity] as [TimeInterval] { animator.advance(by: seconds) }
    #expect(abs(animator.elapsedTime - 10) < 1e-9)
    animator.advance(by: .infinity)
    #expect(abs(animator.elapsedTime - 20) < 1e-9)
  }

  /// Items the engine cannot represent sensibly are rejected where they enter: a side above
  /// 1e12 points or a centre beyond ±1e20.
  @Test func itemsBeyondTheLimitsAreRejected() {
    let huge = TestItem(center: CGPoint(x: 10, y: 10), size: CGSize(width: 1.79e308, height: 10))
    let gravity = GravityBehavior(items: [huge])
    #expect(gravity.items.isEmpty)
    #expect(gravity.lastError == .invalidItemSize(width: 1.79e308, height: 10))
    let far = TestItem(center: CGPoint(x: 1e21, y: 0), size: CGSize(width: 10, height: 10))
    let animator = DynamicAnimator(referenceBounds: bounds)
    #expect(throws: DynamicsError.self) { try animator.add(SnapBehavior(item: far, snapTo: .zero)) }
    #expect(animator.behaviors.isEmpty)
    // At the limits themselves, items are accepted.
    let largest = TestItem(center: CGPoint(x: 1e20, y: -1e20), size: CGSize(width: 1e12, height: 1e12))
    animator.addBehavior(SnapBehavior(item: largest, snapTo: .zero))
    #expect(animator.behaviors.count == 1)
    animator.advance(by: 1)
    #expect(largest.center.x.isFinite && largest.center.y.isFinite)
  }

  /// `SpringyFlowLayout.tilingMargin` accepted 1e12, and a frame then simulated a spring for
  /// every cell within 1e12 points. The margin is now limited to 10,000 points.
  @Test func aTilingMarginOf1e12IsRejected() {
    let layout = SpringyFlowLayout()
    layout.tilingMargin = 1e12
    #expect(layout.tilingMargin == 100)
    #expect(layout.lastError?.description.contains("tilingMargin") == true)
    layout.tilingMargin = 10_000
    #expect(layout.tilingMargin == 10_000)
  }
}
