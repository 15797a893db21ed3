// Nested scrolling: regions of the content that scroll on their own along one axis (see
// `NestedScrollRegion` and `CollectionViewNestedScrolling`).
//
// A touch that begins inside a region is a candidate for it. At its first movement the
// direction decides: more along the region's axis than across it and the drag belongs to the
// region (the collection view's own content does not move and its delegate hears nothing, as
// UIKit's outer scroll view does not scroll when an inner one takes the pan); otherwise the
// collection view scrolls as usual. The region's drag, release and motion use the same
// formulas as the collection view's own scrolling, with the region's viewport length as the
// rubber band's dimension and the region's deceleration rate: a release at v pt/s travels
// v/1000 · r/(1 − r) (0.4990·v at 0.998), the layout may change where it rests, and a fling
// past an end bounces. A touch that begins on a moving region stops it. Motions advance in
// `advance(by:)` right after the collection view's own scrolling, in order of identifier.
//
// Right to left: a mirrored layout (CollectionView+LayoutDirection.swift) keeps its regions in
// its own coordinates, so points go to it mirrored and a horizontal region's finger movements,
// wheel deltas and velocities with their sign turned: a finger moving right drags a region's
// content right, towards its start, which in right to left lies at the right.

/// The collection view's nested-scrolling state.
struct NestedScrollState {
  /// The region a touch began in, before its first movement decided the direction.
  var candidate: Int?
  /// The region being dragged: its identifier, the un-rubber-banded offset at the start of the
  /// drag and the offset itself.
  var dragging: (identifier: Int, startRaw: CGFloat, startOffset: CGFloat)?
  /// The regions moving after a release, sorted by identifier.
  var motions: [(identifier: Int, motion: AxisMotion)] = []
}

extension CollectionView {
  /// The layout, when it has nested scroll regions.
  var nestedScrollingLayout: CollectionViewNestedScrolling? { layout as? CollectionViewNestedScrolling }

  /// `point` (content coordinates) in the layout's own coordinates.
  func nestedPoint(_ point: CGPoint) -> CGPoint { mirroredLayout.point(point) }

  /// +1, or −1 for a horizontal region of a mirrored layout: the sign that turns a movement in
  /// the collection view's coordinates into one along the region's offset.
  func nestedSign(_ region: NestedScrollRegion) -> CGFloat {
    region.axis == .horizontal && mirrors(layout) ? -1 : 1
  }

  /// Whether a nested region is being dragged or is moving after a release.
  public var isNestedScrolling: Bool { nested.dragging != nil || !nested.motions.isEmpty }

  /// Scrolls the nested region that contains `point` (content coordinates) by `delta` at once,
  /// clamped to its range, as a mouse wheel or trackpad does, and stops its motion.
  ///
  /// - Returns: `true` if a region took the delta: there is one at `point` and the delta is
  ///   larger along its axis than across it. Otherwise nothing changes.
  @discardableResult
  public func scrollNestedRegion(containing point: CGPoint, by delta: CGVector) -> Bool {
    guard point.x.isFinite, point.y.isFinite, delta.dx.isFinite, delta.dy.isFinite,
      let provider = nestedScrollingLayout,
      let region = provider.nestedScrollRegion(containing: nestedPoint(point))
    else { return false }
    let along = nestedSign(region) * (region.axis == .horizontal ? delta.dx : delta.dy)
    let across = region.axis == .horizontal ? delta.dy : delta.dx
    guard abs(along) > abs(across) else { return false }
    nested.motions.removeAll { $0.identifier == region.identifier }
    let high = max(region.minimumOffset, region.maximumOffset)
    let target = min(max(region.offset + along, region.minimumOffset), high)
    if target != region.offset {
      provider.nestedScrollRegion(withIdentifier: region.identifier, didScrollTo: target)
      layoutIfNeeded()
    }
    return true
  }

  /// A touch began at `location` (view coordinates): remembers the region under it and stops
  /// that region's motion.
  func beginNestedTouch(at location: CGPoint) {
    nested.candidate = nil
    nested.dragging = nil
    guard let provider = nestedScrollingLayout else { return }
    let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
    guard let region = provider.nestedScrollRegion(containing: nestedPoint(point)) else { return }
    nested.motions.removeAll { $0.identifier == region.identifier }
    nested.candidate = region.identifier
  }

  /// The finger moved: drags the region if the touch belongs to one.
  ///
  /// - Returns: Whether the movement was a region's (the collection view must not scroll).
  func moveNestedTouch() -> Bool {
    guard let provider = nestedScrollingLayout else { return false }
    let translation = panGestureRecognizer.translation(in: self)
    if let drag = nested.dragging {
      guard let region = provider.nestedScrollRegion(withIdentifier: drag.identifier) else {
        nested.dragging = nil
        return true
      }
      let along = nestedSign(region) * (region.axis == .horizontal ? translation.x : translation.y)
      provider.nestedScrollRegion(
        withIdentifier: region.identifier,
        didScrollTo: Self.nestedOffset(raw: drag.startRaw - along, in: region))
      return true
    }
    guard let identifier = nested.candidate, translation != .zero else { return false }
    nested.candidate = nil
    guard let region = provider.nestedScrollRegion(withIdentifier: identifier) else { return false }
    let along = nestedSign(region) * (region.axis == .horizontal ? translation.x : translation.y)
    let across = region.axis == .horizontal ? translation.y : translation.x
    guard abs(along) > abs(across) else { return false }
    let raw = Self.nestedRaw(offset: region.offset, in: region)
    nested.dragging = (identifier, raw, region.offset)
    provider.nestedScrollRegion(
      withIdentifier: identifier, didScrollTo: Self.nestedOffset(raw: raw - along, in: region))
    return true
  }

  /// The finger lifted (or the touch was cancelled) with `fingerVelocity` (points per second):
  /// releases the region being dragged.
  ///
  /// - Returns: Whether the touch was a region's.
  func releaseNestedTouch(fingerVelocity: CGPoint) -> Bool {
    nested.candidate = nil
    guard let drag = nested.dragging else { return false }
    nested.dragging = nil
    // The collection view's own pan never began: for it the touch failed.
    panGestureRecognizer.state = .failed
    guard let provider = nestedScrollingLayout,
      let region = provider.nestedScrollRegion(withIdentifier: drag.identifier)
    else { return true }
    let velocity = -nestedSign(region) * (region.axis == .horizontal ? fingerVelocity.x : fingerVelocity.y)
    let low = region.minimumOffset
    let high = max(low, region.maximumOffset)
    let offset = region.offset
    let outOfBounds = offset < low - 0.001 || offset > high + 0.001
    let rate = region.decelerationRate
    var target = outOfBounds ? offset : offset + rate.projectedDistance(forVelocity: velocity)
    let projected = target
    target = min(max(target, low), high)
    let proposed = target
    target = provider.targetOffset(
      forNestedScrollRegion: region, proposedOffset: proposed, velocity: velocity / 1000,
      dragStartOffset: drag.startOffset)
    if !target.isFinite { target = min(max(offset, low), high) }
    target = min(max(target, low), high)
    var motion = AxisMotion.release(
      offset: offset, target: target, velocity: velocity, outOfBounds: outOfBounds, rate: rate.rawValue)
    if region.bounces, !outOfBounds, target == proposed,
      let bounce = AxisMotion.edgeBounce(
        offset: offset, projected: projected, target: target, low: low, high: high, rate: rate.rawValue)
    {
      motion = bounce
    }
    guard !motion.isIdle else { return true }
    let index = nested.motions.firstIndex { $0.identifier > region.identifier } ?? nested.motions.count
    nested.motions.insert((region.identifier, motion), at: index)
    return true
  }

  /// Advances the regions' motions by `seconds`; a region that is gone stops.
  func stepNestedScrolling(_ seconds: TimeInterval) {
    guard !nested.motions.isEmpty else { return }
    guard let provider = nestedScrollingLayout else {
      nested.motions.removeAll()
      return
    }
    var index = 0
    while index < nested.motions.count {
      var entry = nested.motions[index]
      guard provider.nestedScrollRegion(withIdentifier: entry.identifier) != nil else {
        nested.motions.remove(at: index)
        continue
      }
      if let result = entry.motion.advance(by: seconds) {
        provider.nestedScrollRegion(withIdentifier: entry.identifier, didScrollTo: result.value)
      }
      if entry.motion.isIdle {
        nested.motions.remove(at: index)
      } else {
        nested.motions[index] = entry
        index += 1
      }
    }
  }

  /// The region offset for a finger-following `raw` offset: rubber-banded (or clamped, without
  /// `bounces`) past the ends.
  static func nestedOffset(raw: CGFloat, in region: NestedScrollRegion) -> CGFloat {
    let low = region.minimumOffset
    let high = max(low, region.maximumOffset)
    let dimension = region.viewportLength
    if raw < low {
      return region.bounces ? low - ScrollState.rubberBandDistance(low - raw, dimension: dimension) : low
    }
    if raw > high {
      return region.bounces ? high + ScrollState.rubberBandDistance(raw - high, dimension: dimension) : high
    }
    return raw
  }

  /// The raw offset that `nestedOffset(raw:in:)` maps to `offset` (undoing the rubber band).
  static func nestedRaw(offset: CGFloat, in region: NestedScrollRegion) -> CGFloat {
    guard region.bounces else { return offset }
    let low = region.minimumOffset
    let high = max(low, region.maximumOffset)
    let dimension = region.viewportLength
    if offset < low { return low - ScrollState.inverseRubberBandDistance(low - offset, dimension: dimension) }
    if offset > high {
      return high + ScrollState.inverseRubberBandDistance(offset - high, dimension: dimension)
    }
    return offset
  }
}
