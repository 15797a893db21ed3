import Foundation
import Testing

@testable import Trellis

/// A 320-wide list whose content is 2000 tall, with one nested region: the row y 100…200, a
/// strip of 10 tiles of 100 points (1000) that scrolls horizontally, offsets 0…680.
final class StripLayout: CollectionViewLayout, CollectionViewNestedScrolling {
  var stripOffset: CGFloat = 0
  /// Every offset the collection view reported.
  private(set) var reported: [CGFloat] = []
  /// When set, releases come to rest on multiples of this many points.
  var snap: CGFloat?
  var decelerationRate = DecelerationRate.normal

  override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2000) }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { [] }

  var region: NestedScrollRegion {
    NestedScrollRegion(
      identifier: 7, frame: CGRect(x: 0, y: 100, width: 320, height: 100), axis: .horizontal,
      offset: stripOffset,
      minimumOffset: 0, maximumOffset: 680, decelerationRate: decelerationRate)
  }

  func nestedScrollRegion(containing point: CGPoint) -> NestedScrollRegion? {
    region.frame.contains(point) ? region : nil
  }

  func nestedScrollRegion(withIdentifier identifier: Int) -> NestedScrollRegion? {
    identifier == 7 ? region : nil
  }

  func targetOffset(
    forNestedScrollRegion region: NestedScrollRegion, proposedOffset: CGFloat, velocity: CGFloat,
    dragStartOffset: CGFloat
  ) -> CGFloat {
    guard let snap else { return proposedOffset }
    return (proposedOffset / snap).rounded() * snap
  }

  func nestedScrollRegion(withIdentifier identifier: Int, didScrollTo offset: CGFloat) {
    stripOffset = offset
    reported.append(offset)
    invalidateLayout()
  }
}

/// The host's nested scrolling, with UIScrollView's physics (docs/uikit-reference.md,
/// "UIScrollView physics"): projected distance v/1000 · d/(1 − d), rubber band
/// (1 − 1/(x·0.55/d + 1))·d.
@Suite @MainActor struct NestedScrollingTests {
  func makeView(_ layout: StripLayout) -> CollectionView {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.layoutIfNeeded()
    return view
  }

  /// A finger dragging left by 100 points over 0.1 s inside the strip (1000 pt/s), then lifted.
  func flickLeft(_ view: CollectionView, from x: CGFloat = 300, time: TimeInterval = 0) {
    view.handleTouch(.began, at: CGPoint(x: x, y: 150), time: time)
    view.handleTouch(.moved, at: CGPoint(x: x - 50, y: 150), time: time + 0.05)
    view.handleTouch(.moved, at: CGPoint(x: x - 100, y: 150), time: time + 0.1)
  }

  @Test func aHorizontalDragInsideTheRegionMovesTheRegionNotTheContent() {
    let layout = StripLayout()
    let view = makeView(layout)
    flickLeft(view)
    #expect(layout.stripOffset == 100)
    #expect(view.contentOffset == .zero)
    #expect(!view.isDragging)
    #expect(view.isNestedScrolling)
  }

  @Test func aReleaseTravelsTheProjectedDistance() {
    // Finger −1000 pt/s (100 points in 0.1 s) → the strip moves at +1000 pt/s; at 0.998 per ms
    // it travels 1000/1000 · 0.998/0.002 = 499 points: from 100 to 599. After one frame of
    // 1/60 s it is at 599 − 499·0.998^(1000/60).
    let layout = StripLayout()
    let view = makeView(layout)
    flickLeft(view)
    view.handleTouch(.ended, at: CGPoint(x: 200, y: 150), time: 0.1)
    view.advance(by: 1.0 / 60)
    let expected = 599 - 499 * pow(0.998, 1000.0 / 60)
    #expect(abs(layout.stripOffset - CGFloat(expected)) < 1e-6)
    for _ in 0..<300 { view.advance(by: 1.0 / 60) }
    // 0.998/0.002 is 498.99999999999955 in binary floating point.
    #expect(abs(layout.stripOffset - 599) < 1e-9)
    #expect(!view.isNestedScrolling)
    #expect(view.contentOffset == .zero)
  }

  @Test func theLayoutDecidesWhereTheRegionRests() {
    // The same release with targets snapped to multiples of 100: 599 → 600.
    let layout = StripLayout()
    layout.snap = 100
    let view = makeView(layout)
    flickLeft(view)
    view.handleTouch(.ended, at: CGPoint(x: 200, y: 150), time: 0.1)
    view.advance(by: 5)
    #expect(layout.stripOffset == 600)
  }

  @Test func draggingPastTheStartRubberBandsAndSpringsBack() {
    // The finger moves right by 100 from offset 0: the strip goes (1 − 1/(100·0.55/320 + 1))·320
    // = 46.93 points past its start (offset −46.93). Lifted still, it springs back to 0.
    let layout = StripLayout()
    let view = makeView(layout)
    view.handleTouch(.began, at: CGPoint(x: 100, y: 150), time: 0)
    view.handleTouch(.moved, at: CGPoint(x: 200, y: 150), time: 0.05)
    let band = (1 - 1 / (100 * 0.55 / 320 + 1)) * 320
    #expect(abs(layout.stripOffset + band) < 1e-9)
    view.handleTouch(.ended, at: CGPoint(x: 200, y: 150), time: 1.0)
    view.advance(by: 2)
    #expect(layout.stripOffset == 0)
  }

  @Test func aFlingPastTheEndBouncesAndComesBack() {
    // From 600, +1000 pt/s projects to 600 + 100 + 499 = 1199, past the end (680): the strip
    // goes beyond 680, then settles there.
    let layout = StripLayout()
    layout.stripOffset = 600
    let view = makeView(layout)
    flickLeft(view)
    view.handleTouch(.ended, at: CGPoint(x: 200, y: 150), time: 0.1)
    var deepest: CGFloat = 0
    for _ in 0..<180 {
      view.advance(by: 1.0 / 60)
      deepest = max(deepest, layout.stripOffset)
    }
    #expect(deepest > 680)
    #expect(layout.stripOffset == 680)
  }

  @Test func aVerticalDragStartingInTheRegionScrollsTheContent() {
    let layout = StripLayout()
    let view = makeView(layout)
    view.handleTouch(.began, at: CGPoint(x: 160, y: 150), time: 0)
    view.handleTouch(.moved, at: CGPoint(x: 160, y: 100), time: 0.05)
    #expect(view.contentOffset == CGPoint(x: 0, y: 50))
    #expect(layout.stripOffset == 0)
    #expect(view.isDragging)
  }

  @Test func aDragOutsideTheRegionScrollsTheContent() {
    let layout = StripLayout()
    let view = makeView(layout)
    view.handleTouch(.began, at: CGPoint(x: 300, y: 300), time: 0)
    view.handleTouch(.moved, at: CGPoint(x: 200, y: 250), time: 0.05)
    #expect(view.contentOffset.y == 50)
    #expect(layout.stripOffset == 0)
  }

  @Test func aTouchCatchesAMovingRegion() {
    let layout = StripLayout()
    let view = makeView(layout)
    flickLeft(view)
    view.handleTouch(.ended, at: CGPoint(x: 200, y: 150), time: 0.1)
    view.advance(by: 0.1)
    let caught = layout.stripOffset
    #expect(caught > 100 && caught < 599)
    view.handleTouch(.began, at: CGPoint(x: 100, y: 150), time: 0.2)
    view.advance(by: 1)
    #expect(layout.stripOffset == caught)
    #expect(!view.isNestedScrolling)
  }

  @Test func aWheelScrollsTheRegionUnderThePointerAlongItsAxis() {
    let layout = StripLayout()
    let view = makeView(layout)
    #expect(view.scrollNestedRegion(containing: CGPoint(x: 10, y: 150), by: CGVector(dx: 30, dy: 5)))
    #expect(layout.stripOffset == 30)
    // Mostly vertical: not the strip's. Outside the strip: nothing.
    #expect(!view.scrollNestedRegion(containing: CGPoint(x: 10, y: 150), by: CGVector(dx: 5, dy: 30)))
    #expect(!view.scrollNestedRegion(containing: CGPoint(x: 10, y: 400), by: CGVector(dx: 30, dy: 0)))
    // Clamped to the range: −100 from 30 stops at 0.
    #expect(view.scrollNestedRegion(containing: CGPoint(x: 10, y: 150), by: CGVector(dx: -100, dy: 0)))
    #expect(layout.stripOffset == 0)
  }
}
