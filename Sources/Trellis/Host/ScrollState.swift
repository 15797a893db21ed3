/// The scroll view part of a collection view: its offset, content size and insets, the
/// scrolling configuration UIKit's `UIScrollView` exposes, the drag and the motion of each axis.
///
/// `CollectionView` keeps one and forwards its `UIScrollView`-named properties to it; the
/// physics that moves it (drag, release, deceleration, spring back, paging) is in
/// CollectionView+ScrollingPhysics.swift, the formulas of one axis in `AxisMotion`.
@MainActor
final class ScrollState {
  /// The point of the content at the view's top-left corner.
  var contentOffset: CGPoint = .zero
  /// The size of the whole content, as the layout reported it at the last layout pass.
  var contentSize: CGSize = .zero
  /// Extra space around the content, in which it can scroll (already made usable).
  var contentInset: EdgeInsets = .zero
  /// The adjusted content inset the last layout pass saw (to keep an offset at the top when the
  /// safe area changes, as UIScrollView does).
  var lastAdjustedContentInset: EdgeInsets = .zero

  /// `UIScrollView`'s configuration, with its defaults.
  var isScrollEnabled = true
  var isPagingEnabled = false
  var bounces = true
  var alwaysBounceVertical = false
  var alwaysBounceHorizontal = false
  var decelerationRate: DecelerationRate = .normal

  /// Whether a finger is down, the content follows it, or it moves after the release.
  var isTracking = false
  var isDragging = false
  var isDecelerating = false

  /// The recognizer that turns touches into scrolling.
  let panGestureRecognizer = PanGestureRecognizer()

  /// Motion per axis after a release or during an animated offset change.
  ///
  /// Read and stepped every frame, so the runtime exclusivity check is off for them: every
  /// access is a plain load or store or `AxisMotion.advance(by:)`, which calls nothing outside
  /// `AxisMotion`. Keep it so.
  @exclusivity(unchecked) var motionX = AxisMotion.idle
  @exclusivity(unchecked) var motionY = AxisMotion.idle
  /// The un-rubber-banded offset at the start of the drag.
  var dragStartRawOffset: CGPoint = .zero
  /// The offset when the finger touched down (for paging).
  var pageStartOffset: CGPoint = .zero

  /// Whether either axis is moving on its own.
  var isMoving: Bool { !motionX.isIdle || !motionY.isIdle }

  /// Stops deceleration, spring-back and offset animations where they are.
  func stop() {
    motionX = .idle
    motionY = .idle
    isDecelerating = false
  }

  /// Moves every position the motions and the drag refer to by `delta` (the content moved under
  /// them), so a deceleration or drag keeps its course relative to the content.
  func shift(by delta: CGPoint) {
    motionX = motionX.shifted(by: delta.x)
    motionY = motionY.shifted(by: delta.y)
    dragStartRawOffset.x += delta.x
    dragStartRawOffset.y += delta.y
  }

  /// Steps both axes by `seconds` from `offset`: the offset they reach and whether an offset
  /// animation was running, or `nil` when both axes are idle.
  func step(by seconds: TimeInterval, from offset: CGPoint) -> (offset: CGPoint, wasAnimation: Bool)? {
    guard isMoving else { return nil }
    let wasAnimation = motionX.isAnimation || motionY.isAnimation
    var next = offset
    if let x = motionX.advance(by: seconds) { next.x = x.value }
    if let y = motionY.advance(by: seconds) { next.y = y.value }
    return (next, wasAnimation)
  }

  /// The rubber-band distance past an edge: `(1 − 1/(x·0.55/d + 1))·d` for `overshoot` x and
  /// `dimension` d (docs/uikit-reference.md, "UIScrollView physics").
  nonisolated static func rubberBandDistance(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard overshoot > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
  }

  /// The finger distance past an edge that produces `distance` of rubber band: the inverse of
  /// `rubberBandDistance(_:dimension:)`.
  nonisolated static func inverseRubberBandDistance(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
    guard distance > 0, dimension > 0 else { return 0 }
    let fraction = min(distance / dimension, 0.999_999)
    return (1 / (1 - fraction) - 1) * dimension / 0.55
  }

  /// Paging: the page nearest `proposed`, at most one page from `start` (the page the drag
  /// started on), clamped to `low`…`high`; pages are multiples of `size`.
  nonisolated static func pageTarget(
    proposed: CGFloat, start: CGFloat, size: CGFloat, low: CGFloat, high: CGFloat
  ) -> CGFloat {
    guard size > 0 else { return proposed }
    let startPage = (start / size).rounded()
    var page = (proposed / size).rounded()
    page = min(max(page, startPage - 1), startPage + 1)
    return min(max(page * size, low), high)
  }
}
