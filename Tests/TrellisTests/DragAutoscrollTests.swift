// A drag whose finger rests near an edge of the collection view scrolls it (docs/drag-and-drop.md
// §3, "Auto-scrolling"), at the interactive-movement speeds: within 60 points of the edge (a
// quarter of the view at most), 800 points per second at the edge, falling linearly to zero at
// 60 points.
//
// The grid is `makeDragGrid(count: 60)`: 20 lines of 100-point items 110 apart, so the content is
// 20·110 − 10 = 2,190 points high and the largest offset in the 844-point view is 1,346.

import Foundation
import Testing
import TrellisControls

@testable import Trellis

@MainActor
@Suite("Drag auto-scrolling")
struct DragAutoscrollTests {
  /// Lifts item 1 (195, 50) at t = 0 and moves the finger to `point` at t = 0.6.
  private func liftAndMove(to point: CGPoint) -> (CollectionView, DragDropRecorder) {
    let recorder = DragDropRecorder()
    let (collectionView, _) = makeDragGrid(count: 60, recorder: recorder)
    collectionView.handleTouch(.began, at: CGPoint(x: 195, y: 50), time: 0)
    collectionView.advance(by: 0.5)
    collectionView.handleTouch(.moved, at: point, time: 0.6)
    return (collectionView, recorder)
  }

  @Test func aFingerThirtyPointsFromTheBottomScrollsDownAtFourHundredPointsASecond() {
    // 844 − 814 = 30 points from the bottom edge: 800 · (1 − 30/60) = 400 points per second.
    let (collectionView, recorder) = liftAndMove(to: CGPoint(x: 195, y: 814))
    recorder.calls = []
    collectionView.advance(by: 0.5)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 200))
    // The finger stays on the screen; under it is the content 200 points further on.
    #expect(collectionView.activeDragSession?.location(in: collectionView) == CGPoint(x: 195, y: 1014))
    // The drop heard the new place.
    #expect(recorder.calls.contains { $0.hasPrefix("cv update") })
    // Three more seconds would take it to 200 + 3 · 400 = 1,400, past the end: it stops at 1,346.
    collectionView.advance(by: 1)
    collectionView.advance(by: 1)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1000))
    collectionView.advance(by: 1)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1346))
    #expect(collectionView.hasActiveDrag)
  }

  @Test func aFingerAtTheTopEdgeScrollsBackUpAtFullSpeed() {
    let (collectionView, _) = liftAndMove(to: CGPoint(x: 195, y: 814))
    collectionView.advance(by: 0.5)  // offset 200, as above
    collectionView.handleTouch(.moved, at: CGPoint(x: 195, y: 0), time: 1.2)
    // At the edge itself: 800 points per second, so 0.2 s scrolls 160 points up.
    collectionView.advance(by: 0.2)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 40))
    collectionView.advance(by: 0.2)
    #expect(collectionView.contentOffset == .zero)
  }

  @Test func aFingerAwayFromTheEdgesScrollsNothing() {
    let (collectionView, _) = liftAndMove(to: CGPoint(x: 195, y: 400))
    collectionView.advance(by: 1)
    #expect(collectionView.contentOffset == .zero)
    // Sixty points from the bottom is the margin itself: speed zero.
    collectionView.handleTouch(.moved, at: CGPoint(x: 195, y: 784), time: 1.7)
    collectionView.advance(by: 1)
    #expect(collectionView.contentOffset == .zero)
  }

  @Test func releasingEndsTheScrolling() {
    let (collectionView, _) = liftAndMove(to: CGPoint(x: 195, y: 814))
    collectionView.advance(by: 0.25)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 100))
    collectionView.handleTouch(.ended, at: CGPoint(x: 195, y: 814), time: 0.9)
    #expect(!collectionView.hasActiveDrag)
    let settled = collectionView.contentOffset
    collectionView.advance(by: 1)
    #expect(collectionView.contentOffset == settled)
  }
}
