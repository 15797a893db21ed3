/// A layout whose content has regions that scroll on their own (`NestedScrollRegion`), such as
/// the orthogonal sections of a compositional layout.
///
/// The collection view asks for the region under a touch when the touch begins; if the finger
/// then moves more along the region's axis than across it, the drag moves the region instead of
/// the content. On release the region decelerates (or springs back, or bounces) with the
/// collection view's own physics; the layout chooses where it comes to rest
/// (`targetOffset(forNestedScrollRegion:proposedOffset:velocity:dragStartOffset:)`) and hears
/// every new offset (`nestedScrollRegion(withIdentifier:didScrollTo:)`), where it stores it and
/// invalidates what depends on it.
///
/// UIKit difference: there is no such protocol in UIKit; it is how Trellis hosts what UIKit does
/// with nested scroll views.
@preconcurrency @MainActor
public protocol CollectionViewNestedScrolling: AnyObject {
  /// The region that contains `point` (content coordinates), or `nil`.
  func nestedScrollRegion(containing point: CGPoint) -> NestedScrollRegion?

  /// The region with `identifier`, with its current geometry and offset, or `nil` if it is gone.
  func nestedScrollRegion(withIdentifier identifier: Int) -> NestedScrollRegion?

  /// Where a release should come to rest, given where it would (`proposedOffset`, already
  /// clamped to the region's range), the velocity (points per millisecond, as UIKit passes
  /// velocities to `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) and the
  /// offset the drag started from.
  func targetOffset(
    forNestedScrollRegion region: NestedScrollRegion, proposedOffset: CGFloat, velocity: CGFloat,
    dragStartOffset: CGFloat
  ) -> CGFloat

  /// The region's offset is now `offset` (while dragging it may lie past the ends).
  func nestedScrollRegion(withIdentifier identifier: Int, didScrollTo offset: CGFloat)
}

extension CollectionViewNestedScrolling {
  /// The default: rest where the fling would end.
  public func targetOffset(
    forNestedScrollRegion region: NestedScrollRegion, proposedOffset: CGFloat, velocity: CGFloat,
    dragStartOffset: CGFloat
  ) -> CGFloat {
    proposedOffset
  }
}
