import Foundation
import Testing

@testable import Trellis

@Suite("CollectionView scrolling physics")
struct CollectionViewScrollingTests {
  private func make(height: CGFloat = 844, count: Int = 10_000) -> (CollectionView, RecordingDelegate) {
    let delegate = RecordingDelegate()
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: height), layout: FixedRowLayout(rowHeight: 44),
      dataSource: ValueDataSource(count: count), delegate: delegate)
    return (collectionView, delegate)
  }

  /// Drags the finger from `start` by `step` per sample, `samples` times, 1/60 s apart; then
  /// lifts it at the last sample's place and time.
  private func fling(
    _ collectionView: CollectionView, from start: CGPoint, step: CGFloat, samples: Int, t0: TimeInterval = 0
  ) {
    collectionView.handleTouch(.began, at: start, time: t0)
    var y = start.y
    for k in 1...samples {
      y += step
      collectionView.handleTouch(.moved, at: CGPoint(x: start.x, y: y), time: t0 + Double(k) / 60)
    }
    collectionView.handleTouch(.ended, at: CGPoint(x: start.x, y: y), time: t0 + Double(samples) / 60)
  }

  @Test func rubberBandFormulaMatchesTheReference() {
    // docs/uikit-reference.md, "UIScrollView physics": d = 480, x = 100 → 49.35.
    // (1 − 1/(100·0.55/480 + 1))·480 = 49.346.
    #expect(abs(CollectionView.rubberBandDistance(100, dimension: 480) - 49.346) < 0.001)
    // x = 480 → (1 − 1/1.55)·480 = 170.32.
    #expect(abs(CollectionView.rubberBandDistance(480, dimension: 480) - 170.323) < 0.001)
  }

  @Test func draggingPastTheTopEdgeRubberBands() {
    let (collectionView, _) = make(height: 480)
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 100), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 150), time: 0.05)
    // 50 past the edge: (1 − 1/(50·0.55/480 + 1))·480 = 26.01.
    #expect(abs(collectionView.contentOffset.y + 26.0106) < 0.001)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 200), time: 0.1)
    #expect(abs(collectionView.contentOffset.y + 49.346) < 0.001)
    #expect(collectionView.isDragging)
    #expect(collectionView.isTracking)
    #expect(collectionView.panGestureRecognizer.state == .changed)
    #expect(collectionView.panGestureRecognizer.translation(in: collectionView) == CGPoint(x: 0, y: 100))
    // Location in the collection view is in content coordinates: touch y 200 + offset −49.346.
    #expect(abs(collectionView.panGestureRecognizer.location(in: collectionView).y - 150.654) < 0.001)
    // With nil: the frame's coordinate space (the frame origin is zero here): the touch itself.
    #expect(collectionView.panGestureRecognizer.location(in: nil) == CGPoint(x: 100, y: 200))
  }

  @Test func draggingPastTheBottomEdgeRubberBandsWithTheViewSize() {
    let (collectionView, _) = make(height: 480, count: 100)
    // Content 4,400 tall; the bottom edge is at offset 4,400 − 480 = 3,920.
    collectionView.contentOffset = CGPoint(x: 0, y: 3_920)
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 400), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 300), time: 0.1)
    #expect(abs(collectionView.contentOffset.y - (3_920 + 49.346)) < 0.001)
  }

  @Test func withoutBouncingTheOffsetStopsAtTheEdge() {
    let (collectionView, _) = make(height: 480)
    collectionView.bounces = false
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 100), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 200), time: 0.1)
    #expect(collectionView.contentOffset.y == 0)
  }

  @Test func releaseOutOfBoundsSpringsBackCriticallyDampedWithoutOvershoot() {
    let (collectionView, delegate) = make(height: 480)
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 100), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 200), time: 0.1)
    // Held still for 0.4 s: no sample within 100 ms before the lift, so zero velocity.
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 200), time: 0.5)
    #expect(collectionView.isDecelerating)
    #expect(!collectionView.isDragging)
    #expect(delegate.proposedTarget == .zero)
    // x(t) = x₀(1 + ωt)e^(−ωt), ω = 12: at 0.1 s, −49.346 · 2.2 · e^(−1.2) = −32.698.
    collectionView.advance(by: 0.1)
    #expect(abs(collectionView.contentOffset.y + 32.698) < 0.01)
    var highest = collectionView.contentOffset.y
    for _ in 0..<60 {
      collectionView.advance(by: 1.0 / 60)
      highest = max(highest, collectionView.contentOffset.y)
    }
    #expect(highest <= 0)
    #expect(collectionView.contentOffset.y == 0)
    #expect(!collectionView.isDecelerating)
    #expect(delegate.didEndDeceleratingCount == 1)
  }

  @Test func aFlingLandsWhereTheDecelerationFormulaSays() {
    let (collectionView, delegate) = make()
    collectionView.contentOffset = CGPoint(x: 0, y: 10_000)
    // Finger up 20 points per 1/60 s = 1,200 pt/s; the content moves down the list at
    // 1,200 pt/s. Offset at release: 10,000 + 10 × 20 = 10,200.
    fling(collectionView, from: CGPoint(x: 100, y: 500), step: -20, samples: 10)
    #expect(collectionView.contentOffset.y == 10_200)
    #expect(collectionView.panGestureRecognizer.state == .ended)
    #expect(abs(collectionView.panGestureRecognizer.velocity(in: collectionView).y + 1_200) < 1e-6)
    // UIKit passes the velocity in points per millisecond: 1.2.
    #expect(abs((delegate.willEndDraggingVelocity?.y ?? 0) - 1.2) < 1e-9)
    // Projected distance at .normal: 1,200/1000 · 0.998/0.002 = 598.8 → target 10,798.8.
    #expect(abs((delegate.proposedTarget?.y ?? 0) - 10_798.8) < 1e-6)
    // After 0.5 s, v(t) = v₀·0.998^(t/1 ms) leaves 598.8 · 0.998^500 = 220.07 to go.
    for _ in 0..<30 { collectionView.advance(by: 1.0 / 60) }
    #expect(abs(collectionView.contentOffset.y - (10_798.8 - 220.07)) < 0.05)
    for _ in 0..<300 { collectionView.advance(by: 1.0 / 60) }
    let travelled = collectionView.contentOffset.y - 10_200
    #expect(abs(travelled - 598.8) <= 598.8 * 0.01)
    #expect(collectionView.contentOffset.y == 10_798.8)
    #expect(!collectionView.isDecelerating)
    #expect(delegate.didEndDeceleratingCount == 1)
  }

  @Test func theFastRateProjectsAFifthOfTheNormalDistance() {
    let (collectionView, delegate) = make()
    collectionView.decelerationRate = .fast
    collectionView.contentOffset = CGPoint(x: 0, y: 10_000)
    fling(collectionView, from: CGPoint(x: 100, y: 500), step: -20, samples: 10)
    // 1,200/1000 · 0.99/0.01 = 118.8.
    #expect(abs((delegate.proposedTarget?.y ?? 0) - (10_200 + 118.8)) < 1e-6)
  }

  @Test func aFlingTowardsTheEndIsTargetedAtTheEdge() {
    let (collectionView, delegate) = make(count: 100)
    // Content 4,400; maximum offset 4,400 − 844 = 3,556.
    collectionView.contentOffset = CGPoint(x: 0, y: 3_000)
    fling(collectionView, from: CGPoint(x: 100, y: 500), step: -20, samples: 10)
    #expect(delegate.proposedTarget?.y == 3_556)
    collectionView.advance(by: 5)
    #expect(collectionView.contentOffset.y == 3_556)
  }

  /// The fling of `aFlingTowardsTheEndIsTargetedAtTheEdge` on its own curve: released at 3,200
  /// (the drag moved 200 pt) with 1,200 pt/s at .normal (r = 0.998), it projects to
  /// p = 3,200 + 1.2 · 0.998/0.002 = 3,798.8, past the edge at 3,556. It follows
  /// p − 598.8·r^(1000t) (t = 0.2 s: 3,798.8 − 598.8·0.998²⁰⁰ = 3,397.57) until the edge, at
  /// t_e = ln(242.8/598.8)/(1000·ln 0.998) = 0.45089 s, arriving at
  /// v_e = 242.8 · 1000 · ln(1/0.998) = 486.09 pt/s; the spring x(τ) = v_e·τ·e^(−12τ) then goes
  /// deepest at τ = 1/12 s (t = 0.53423 s), v_e/(12e) = 14.902 pt past the edge, and returns.
  @Test func aFlingPastTheEndBouncesBeyondTheEdgeAndSettlesOnIt() {
    let (collectionView, delegate) = make(count: 100)
    collectionView.contentOffset = CGPoint(x: 0, y: 3_000)
    fling(collectionView, from: CGPoint(x: 100, y: 500), step: -20, samples: 10)
    #expect(delegate.proposedTarget?.y == 3_556)
    var time = 0.0
    var deepest = (offset: CGFloat(0), time: 0.0)
    var atTwoTenths: CGFloat = 0
    for _ in 0..<1_000 {
      collectionView.advance(by: 0.001)
      time += 0.001
      let offset = collectionView.contentOffset.y
      if abs(time - 0.2) < 1e-9 { atTwoTenths = offset }
      if offset > deepest.offset { deepest = (offset, time) }
    }
    #expect(abs(atTwoTenths - 3_397.57) < 0.01)
    #expect(abs(deepest.offset - (3_556 + 14.902)) < 0.01)
    #expect(abs(deepest.time - 0.534) < 0.0015)
    #expect(collectionView.isDecelerating)
    collectionView.advance(by: 2)
    #expect(collectionView.contentOffset.y == 3_556)
    #expect(!collectionView.isDecelerating)
    #expect(delegate.didEndDeceleratingCount == 1)
  }

  /// The mirror image at the top: released at 400 − 200 = 200 going up at 1,200 pt/s, the
  /// projection is 200 − 598.8 = −398.8; it reaches 0 at 798.39 pt/s and goes
  /// 798.39/(12e) = 24.476 pt above the top.
  @Test func aFlingPastTheTopBouncesAboveIt() {
    let (collectionView, _) = make(count: 100)
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    fling(collectionView, from: CGPoint(x: 100, y: 300), step: 20, samples: 10)
    var highest: CGFloat = 0
    for _ in 0..<1_000 {
      collectionView.advance(by: 0.001)
      highest = min(highest, collectionView.contentOffset.y)
    }
    #expect(abs(highest - -24.476) < 0.01)
    collectionView.advance(by: 2)
    #expect(collectionView.contentOffset.y == 0)
  }

  @Test func withoutBouncesAFlingStopsAtTheEdge() {
    let (collectionView, _) = make(count: 100)
    collectionView.bounces = false
    collectionView.contentOffset = CGPoint(x: 0, y: 3_000)
    fling(collectionView, from: CGPoint(x: 100, y: 500), step: -20, samples: 10)
    var deepest: CGFloat = 0
    for _ in 0..<1_000 {
      collectionView.advance(by: 0.001)
      deepest = max(deepest, collectionView.contentOffset.y)
    }
    #expect(deepest <= 3_556)
    collectionView.advance(by: 5)
    #expect(collectionView.contentOffset.y == 3_556)
  }

  @Test func theLayoutAndTheDelegateChooseTheTarget() {
    let delegate = RecordingDelegate()
    let layout = FixedRowLayout(rowHeight: 44)
    layout.snapInterval = 100
    let collectionView = makeCollectionView(
      layout: layout, dataSource: ValueDataSource(count: 10_000), delegate: delegate)
    collectionView.contentOffset = CGPoint(x: 0, y: 10_000)
    fling(collectionView, from: CGPoint(x: 100, y: 500), step: -20, samples: 10)
    // The layout rounds 10,798.8 to 10,800; the delegate sees the layout's choice.
    #expect(delegate.proposedTarget?.y == 10_800)
    collectionView.advance(by: 5)
    #expect(collectionView.contentOffset.y == 10_800)

    delegate.overrideTarget = CGPoint(x: 0, y: 12_345)
    fling(collectionView, from: CGPoint(x: 100, y: 500), step: -20, samples: 10, t0: 10)
    collectionView.advance(by: 6)
    #expect(collectionView.contentOffset.y == 12_345)
  }

  @Test func pagingStopsOnMultiplesOfTheViewHeightOnePageAtATime() {
    let delegate = RecordingDelegate()
    let collectionView = makeCollectionView(
      layout: FixedRowLayout(rowHeight: 44), dataSource: ValueDataSource(count: 1_000), delegate: delegate)
    collectionView.isPagingEnabled = true
    // Finger up 30 points per 1/20 s: 600 pt/s; offset 300 at release; projected
    // 300 + 0.6·499 = 599.4; 599.4/844 = 0.71 → page 1 → 844.
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 600), time: 0)
    for k in 1...10 {
      collectionView.handleTouch(
        .moved, at: CGPoint(x: 100, y: 600 - 30 * CGFloat(k)), time: Double(k) * 0.05)
    }
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 300), time: 0.5)
    #expect(delegate.proposedTarget?.y == 844)
    collectionView.advance(by: 3)
    #expect(collectionView.contentOffset.y == 844)
    // A hard fling (−100 points per 1/60 s = 6,000 pt/s) from page 1 goes one page only: 1,688.
    fling(collectionView, from: CGPoint(x: 100, y: 700), step: -50, samples: 6, t0: 10)
    #expect(delegate.proposedTarget?.y == 1_688)
    collectionView.advance(by: 3)
    #expect(collectionView.contentOffset.y == 1_688)
  }

  @Test func animatedSetContentOffsetEasesOverThreeTenthsOfASecond() {
    let (collectionView, delegate) = make()
    let scrolls = delegate.didScrollCount
    collectionView.setContentOffset(CGPoint(x: 0, y: 1_000), animated: true)
    #expect(collectionView.contentOffset.y == 0)
    // Ease-in-out is symmetric: halfway in time is halfway in distance.
    collectionView.advance(by: 0.15)
    #expect(abs(collectionView.contentOffset.y - 500) < 1e-6)
    collectionView.advance(by: 0.15)
    #expect(collectionView.contentOffset.y == 1_000)
    #expect(delegate.didScrollCount == scrolls + 2)
    // Rows 22 … 41 are visible at y = 1,000 (floor(1000/44) = 22, ceil(1844/44) − 1 = 41).
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 22, section: 0))
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 41, section: 0))
  }

  @Test func aTouchCatchesADeceleration() {
    let (collectionView, _) = make()
    collectionView.contentOffset = CGPoint(x: 0, y: 10_000)
    fling(collectionView, from: CGPoint(x: 100, y: 500), step: -20, samples: 10)
    collectionView.advance(by: 0.2)
    let caught = collectionView.contentOffset.y
    collectionView.handleTouch(.began, at: CGPoint(x: 50, y: 50), time: 1)
    #expect(!collectionView.isDecelerating)
    collectionView.advance(by: 1)
    #expect(collectionView.contentOffset.y == caught)
    collectionView.handleTouch(.ended, at: CGPoint(x: 50, y: 50), time: 1.1)
    #expect(collectionView.panGestureRecognizer.state == .failed)
  }

  @Test func aDisabledScrollViewIgnoresDrags() {
    let (collectionView, _) = make()
    collectionView.isScrollEnabled = false
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 500), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 300), time: 0.1)
    #expect(collectionView.contentOffset == .zero)
    #expect(!collectionView.isDragging)
  }

  @Test func contentThatFitsOnlyBouncesWhenAskedTo() {
    let (collectionView, _) = make(count: 5)
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 100), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 200), time: 0.1)
    #expect(collectionView.contentOffset == .zero)
    collectionView.handleTouch(.ended, at: CGPoint(x: 100, y: 200), time: 0.1)
    collectionView.alwaysBounceVertical = true
    collectionView.handleTouch(.began, at: CGPoint(x: 100, y: 100), time: 1)
    collectionView.handleTouch(.moved, at: CGPoint(x: 100, y: 200), time: 1.1)
    // 100 past the edge with d = 844: (1 − 1/(100·0.55/844 + 1))·844 = 51.64.
    #expect(abs(collectionView.contentOffset.y + 51.636) < 0.001)
  }

  @Test func frameObserversRunOnEveryAdvance() {
    let (collectionView, _) = make()
    var steps: [TimeInterval] = []
    let token = collectionView.addFrameObserver { _, dt in steps.append(dt) }
    collectionView.advance(by: 0.25)
    collectionView.advance(by: 0.5)
    collectionView.removeFrameObserver(token)
    collectionView.advance(by: 1)
    #expect(steps == [0.25, 0.5])
  }
}
