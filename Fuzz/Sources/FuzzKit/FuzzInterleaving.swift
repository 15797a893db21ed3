import Foundation
import Trellis

/// What the update surfaces (batch updates, diffable applies) do between their updates: scroll,
/// fling, or let time pass, so that updates meet views mid-animation and mid-deceleration.
@MainActor
public enum FuzzInterleaving {
  /// Sets a content offset within a few screens of the top and lays out.
  public static func scroll(_ view: CollectionView, _ c: FuzzContext) {
    let offset = CGPoint(x: c.random.double(in: -100...2_000), y: c.random.double(in: -100...8_000))
    c.note("contentOffset = \(offset)")
    view.contentOffset = offset
    view.layoutIfNeeded()
  }

  /// A finger from (100, 300) to a random point in 0.1 s, released (the view decelerates).
  public static func fling(_ view: CollectionView, _ c: FuzzContext) {
    let start = CGPoint(x: 100, y: 300)
    let end = CGPoint(x: c.random.double(in: 0...400), y: c.random.double(in: -300...900))
    c.note("fling \(start) → \(end)")
    view.handleTouch(.began, at: start, time: 0)
    view.handleTouch(.moved, at: CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2), time: 0.05)
    view.advance(by: 0.05)
    view.handleTouch(.ended, at: end, time: 0.1)
  }

  /// A frame of time mostly, sometimes up to 0.6 s (an update's animation takes 0.3 s).
  public static func wait(_ view: CollectionView, _ c: FuzzContext) {
    let seconds = c.random.chance(0.8) ? 1.0 / 60 : c.random.double(in: 0...0.6)
    c.note("advance(by: \(seconds))")
    view.advance(by: seconds)
  }
}
