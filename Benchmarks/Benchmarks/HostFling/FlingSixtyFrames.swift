// The fling every host benchmark measures, shared so that their figures compare.

import Trellis

/// A fling of 2,500 pt/s (finger 125 points per 1/20 s), alternating direction so that the
/// view stays near the middle, then 60 frames of 1/60 s.
@MainActor
public func flingSixtyFrames(_ view: CollectionView, iteration: Int, clock: inout TimeInterval) {
  let step: CGFloat = iteration % 2 == 0 ? -125 : 125
  view.handleTouch(.began, at: CGPoint(x: 195, y: 422), time: clock)
  view.handleTouch(.moved, at: CGPoint(x: 195, y: 422 + step), time: clock + 0.05)
  view.handleTouch(.ended, at: CGPoint(x: 195, y: 422 + step), time: clock + 0.05)
  for _ in 0..<60 { view.advance(by: 1.0 / 60) }
  clock += 10
}
