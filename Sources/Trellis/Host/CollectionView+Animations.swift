// Element animations: batch updates and layout transitions move every affected view from a
// start to an end set of attributes over a fixed duration (0.3 s, ease-in-out), driven by
// `advance(by:)`.

/// One view's animation: from, to, and a scratch copy that receives the interpolated values.
struct ElementTrack {
  var from: CollectionViewLayoutAttributes
  var to: CollectionViewLayoutAttributes {
    didSet {
      if let copy = to.copy() as? CollectionViewLayoutAttributes { scratch = copy }
    }
  }
  var scratch: CollectionViewLayoutAttributes

  init(from: CollectionViewLayoutAttributes, to: CollectionViewLayoutAttributes) {
    self.from = from
    self.to = to
    scratch = (to.copy() as? CollectionViewLayoutAttributes) ?? to
  }

  /// The attributes at `progress` (0…1, already eased): centre, size, alpha and every entry of
  /// the 3D transform interpolated linearly; `zIndex` and the class's own properties are the
  /// end's.
  func interpolated(_ progress: CGFloat) -> CollectionViewLayoutAttributes {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
    scratch.center = CGPoint(x: mix(from.center.x, to.center.x), y: mix(from.center.y, to.center.y))
    scratch.size = CGSize(
      width: mix(from.size.width, to.size.width), height: mix(from.size.height, to.size.height))
    scratch.alpha = mix(from.alpha, to.alpha)
    let a = from.transform3D
    let b = to.transform3D
    if a != b {
      scratch.transform3D = CATransform3D(
        m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
        m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
        m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
        m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
    } else {
      scratch.transform3D = b
    }
    scratch.zIndex = to.zIndex
    scratch.isHidden = progress < 1 ? (from.isHidden && to.isHidden) : to.isHidden
    return scratch
  }
}

/// A view animating out; when the animation ends it stops being displayed.
struct DisappearingElement {
  /// The key reported to `didEndDisplaying` (the old index path of a deleted item, the new one
  /// of an item that moved off screen).
  var key: ElementKey
  var view: CollectionReusableView
  var track: ElementTrack
}

/// The clock of the running update or transition animation.
struct ElementAnimationClock {
  var elapsed: TimeInterval = 0
  var duration: TimeInterval
  var completions: [(Bool) -> Void]
}

/// The default duration of update, transition and `setContentOffset(_:animated:)` animations.
let defaultAnimationDuration: TimeInterval = 0.3

/// Core Animation's ease-in-out timing curve, the cubic Bézier (0.42, 0), (0.58, 1): the eased
/// progress at linear progress `t`.
func easeInOut(_ t: Double) -> Double {
  if t <= 0 { return 0 }
  if t >= 1 { return 1 }
  // x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³; solve x(s) = t by Newton, then y(s).
  func x(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s }
  func dx(_ s: Double) -> Double {
    3 * 0.42 * (1 - s) * (1 - 3 * s) + 3 * 0.58 * s * (2 - 3 * s) + 3 * s * s
  }
  var s = t
  for _ in 0..<8 {
    let error = x(s) - t
    if abs(error) < 1e-9 { break }
    let slope = dx(s)
    if abs(slope) < 1e-9 { break }
    s = min(max(s - error / slope, 0), 1)
  }
  return 3 * (1 - s) * s * s + s * s * s  // y with control points 0 and 1
}

extension CollectionView {
  /// Whether an update or transition animation is running.
  public var isAnimatingUpdates: Bool { updates.elementAnimation != nil }

  func startElementAnimation(duration: TimeInterval, completions: [(Bool) -> Void]) {
    updates.elementAnimation = ElementAnimationClock(duration: duration, completions: completions)
    guard updates.animationsDisabledDepth == 0 else {
      finishElementAnimation(finished: true)
      return
    }
    applyElementAnimationFrame(progress: 0)
  }

  /// Applies the interpolated attributes at eased `progress` to every animating view.
  func applyElementAnimationFrame(progress: CGFloat) {
    for index in visibleSet.elements.indices {
      guard let track = visibleSet.elements[index].track else { continue }
      visibleSet.elements[index].view.applyLayoutAttributes(track.interpolated(progress))
    }
    for element in updates.disappearing {
      element.view.applyLayoutAttributes(element.track.interpolated(progress))
    }
  }

  /// Moves the running animation forward by `seconds`; finishes it when its time is up.
  func stepElementAnimation(_ seconds: TimeInterval) {
    guard var clock = updates.elementAnimation else { return }
    clock.elapsed += seconds
    updates.elementAnimation = clock
    if clock.elapsed >= clock.duration {
      finishElementAnimation(finished: true)
    } else {
      applyElementAnimationFrame(progress: CGFloat(easeInOut(clock.elapsed / clock.duration)))
    }
  }

  /// Ends the running animation: every view gets its final attributes, disappearing views end
  /// displaying and go to the pool, and the completions are called with `finished`.
  ///
  /// An animation interrupted by a new update, transition or `reloadData()` finishes with
  /// `finished == false`.
  func finishElementAnimation(finished: Bool) {
    guard let clock = updates.elementAnimation else { return }
    updates.elementAnimation = nil
    for index in visibleSet.elements.indices where visibleSet.elements[index].track != nil {
      visibleSet.elements[index].track = nil
      visibleSet.elements[index].applyUnlessShown(visibleSet.elements[index].attributes)
    }
    let leaving = updates.disappearing
    updates.disappearing.removeAll()
    for element in leaving {
      endDisplaying(element.view, key: element.key, lingerFrame: nil)
    }
    setVisibleSetNeedsUpdate()
    for completion in clock.completions { completion(finished) }
  }

  /// Rebuilds the visible set after the data or the layout changed, animating every view.
  ///
  /// - Parameters:
  ///   - survivors: the views visible before, under their new keys (sorted by new key), with the
  ///     attributes they were showing and their old keys.
  ///   - initial: the start attributes of an element that appears (its final attributes given).
  ///   - departure: the end attributes of a survivor that is no longer visible (old key, new key,
  ///     the attributes it was showing).
  func rebuildVisibleAnimated(
    survivors: [(element: VisibleElement, from: CollectionViewLayoutAttributes, oldKey: ElementKey)],
    initial: (ElementKey, CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes,
    departure: (ElementKey, ElementKey, CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes
  ) {
    // The incoming set, filtered and sorted as in a normal pass.
    visibleSet.elements.removeAll(keepingCapacity: true)
    collectIncoming()
    var merged: [VisibleElement] = []
    merged.reserveCapacity(visibleSet.scratchIncoming.count)
    var old = 0
    var new = 0
    var arrivals: [Int] = []
    while old < survivors.count || new < visibleSet.scratchIncoming.count {
      if new == visibleSet.scratchIncoming.count
        || (old < survivors.count && survivors[old].element.key < visibleSet.scratchIncoming[new].key)
      {
        let survivor = survivors[old]
        let end = departure(survivor.oldKey, survivor.element.key, survivor.from)
        updates.disappearing.append(
          DisappearingElement(
            key: survivor.element.key, view: survivor.element.view,
            track: ElementTrack(from: survivor.from, to: end)))
        old += 1
      } else if old == survivors.count || visibleSet.scratchIncoming[new].key < survivors[old].element.key {
        arrivals.append(merged.count)
        merged.append(
          VisibleElement(
            key: visibleSet.scratchIncoming[new].key, view: reuse.placeholderView,
            attributes: visibleSet.scratchIncoming[new].attributes)
        )
        new += 1
      } else {
        var element = survivors[old].element
        let target = visibleSet.scratchIncoming[new].attributes
        element.attributes = target
        element.track = ElementTrack(from: survivors[old].from, to: target)
        element.forgetApplied()
        merged.append(element)
        old += 1
        new += 1
      }
    }
    for index in arrivals {
      let key = merged[index].key
      let target = merged[index].attributes
      let view = makeView(for: key, attributes: target)
      merged[index].view = view
      merged[index].track = ElementTrack(from: initial(key, target), to: target)
      merged[index].needsSizing = true
      willDisplay(view, key: key)
    }
    visibleSet.elements = merged
  }

  /// A copy of `attributes` with `alpha` 0: the start or end of a fade in place.
  func faded(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
    let copy = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
    copy.alpha = 0
    return copy
  }
}
