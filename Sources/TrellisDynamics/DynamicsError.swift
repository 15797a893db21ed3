/// An error reported by TrellisDynamics for bad input.
///
/// Thrown by `DynamicAnimator.add(_:)` and the other throwing variants, and recorded in
/// `DynamicAnimator.lastError` / `DynamicBehavior.lastError` by the UIKit-shaped methods that
/// cannot throw. Rejected input changes nothing.
public enum DynamicsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A number that must be finite was NaN or infinite. `parameter` names it.
  case nonFinite(parameter: String)
  /// A number was outside its allowed range.
  case outOfRange(parameter: String, value: Double, allowed: String)
  /// An item's bounds have a zero, negative or non-finite width or height.
  case invalidItemSize(width: Double, height: Double)
  /// An item's centre or transform is not finite.
  case invalidItemGeometry(reason: String)
  /// The same item was added twice to one behavior.
  case duplicateItem(behavior: String)
  /// An attachment frequency is above half the animator's step rate.
  case frequencyTooHigh(hertz: Double, limit: Double)
  /// A behavior is already in an animator or already has a parent behavior.
  case behaviorAlreadyAdded(behavior: String, reason: String)
  /// A behavior was added as a child of itself or of one of its descendants.
  case behaviorCycle(behavior: String)
  /// A path is unusable (too few points, not convex, coincident points, …).
  case invalidPath(reason: String)
  /// The item belongs to a different animator than the one asked.
  case itemNotInAnimator
  /// The physics engine rejected a request; `message` is its description.
  case physics(message: String)

  /// A human-readable message naming the cause.
  public var description: String {
    switch self {
    case .nonFinite(let p): return "DynamicsError: \(p) must be finite (got NaN or infinity)"
    case .outOfRange(let p, let v, let allowed): return "DynamicsError: \(p) must be \(allowed) (got \(v))"
    case .invalidItemSize(let w, let h):
      return
        "DynamicsError: a dynamic item needs a finite size greater than zero and at most 1e12 (got \(w) × \(h))"
    case .invalidItemGeometry(let reason): return "DynamicsError: invalid dynamic item: \(reason)"
    case .duplicateItem(let b): return "DynamicsError: the item is already in this \(b)"
    case .frequencyTooHigh(let hz, let limit):
      return
        "DynamicsError: frequency \(hz) Hz is above half the animator's step rate (\(limit) Hz); the fixed step cannot resolve it"
    case .behaviorAlreadyAdded(let b, let reason): return "DynamicsError: cannot add the \(b): \(reason)"
    case .behaviorCycle(let b): return "DynamicsError: the \(b) would become its own descendant"
    case .invalidPath(let reason): return "DynamicsError: invalid path: \(reason)"
    case .itemNotInAnimator: return "DynamicsError: the item is not in this animator"
    case .physics(let message): return "DynamicsError: the physics engine rejected the request: \(message)"
    }
  }
}

/// Validation helpers shared by the behaviors.
enum Validate {
  static func finite(_ v: CGFloat, _ name: String) throws(DynamicsError) {
    guard v.isFinite else { throw .nonFinite(parameter: name) }
  }
  static func finite(_ p: CGPoint, _ name: String) throws(DynamicsError) {
    guard p.x.isFinite && p.y.isFinite else { throw .nonFinite(parameter: name) }
  }
  static func finite(_ v: CGVector, _ name: String) throws(DynamicsError) {
    guard v.dx.isFinite && v.dy.isFinite else { throw .nonFinite(parameter: name) }
  }
  static func nonNegative(_ v: CGFloat, _ name: String) throws(DynamicsError) {
    guard !v.isNaN else { throw .nonFinite(parameter: name) }
    guard v >= 0 else { throw .outOfRange(parameter: name, value: Double(v), allowed: "≥ 0") }
  }
  static func positive(_ v: CGFloat, _ name: String) throws(DynamicsError) {
    try finite(v, name)
    guard v > 0 else { throw .outOfRange(parameter: name, value: Double(v), allowed: "> 0") }
  }
  static func inRange(_ v: CGFloat, _ r: ClosedRange<CGFloat>, _ name: String) throws(DynamicsError) {
    try finite(v, name)
    guard r.contains(v) else {
      throw .outOfRange(parameter: name, value: Double(v), allowed: "in \(r.lowerBound)...\(r.upperBound)")
    }
  }

  /// Checks that an item can become a body: finite centre (within ±`LayoutLimits.maximumCoordinate`)
  /// and transform, a size greater than zero and at most `LayoutLimits.maximumLength`, and a
  /// usable path when it asks for one.
  @MainActor static func item(_ item: DynamicItem) throws(DynamicsError) {
    try Self.item(
      item, size: item.bounds.size, center: item.center, transform: item.transform,
      boundsType: item.collisionBoundsType)
  }

  /// `item(_:)` on values already read from `item` (its bounds' size, centre, transform and
  /// collision bounds type), for a caller that needs them too; the same checks in the same
  /// order. The path is read from `item` only for `.path`.
  @MainActor static func item(
    _ item: DynamicItem, size: CGSize, center c: CGPoint, transform t: CGAffineTransform,
    boundsType: DynamicItemCollisionBoundsType
  ) throws(DynamicsError) {
    let limit = LayoutLimits.maximumLength
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, size.width <= limit,
      size.height <= limit
    else {
      throw .invalidItemSize(width: Double(size.width), height: Double(size.height))
    }
    guard LayoutLimits.point(c) == c else {
      throw .invalidItemGeometry(reason: "center \(c) is not finite or lies beyond ±1e20")
    }
    guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
      throw .invalidItemGeometry(reason: "transform \(t) is not finite")
    }
    if boundsType == .path {
      guard let path = item.collisionBoundingPath else {
        throw .invalidPath(reason: "collisionBoundsType is .path but collisionBoundingPath is nil")
      }
      try convexPolygon(path.points)
    }
  }

  /// Whether `item(_:size:center:transform:boundsType:)` passes on these values without reading
  /// the item: every check it makes on them holds and the bounds type is not `.path` (whose path
  /// it would read and check). Only plain comparisons, for the per-frame update of a moved item;
  /// when it answers `false`, call `item(...)` for the answer and the error.
  @inline(__always)
  static func passesWithoutPath(
    size: CGSize, center c: CGPoint, transform t: CGAffineTransform,
    boundsType: DynamicItemCollisionBoundsType
  ) -> Bool {
    let length = LayoutLimits.maximumLength
    let coordinate = LayoutLimits.maximumCoordinate
    // `LayoutLimits.point(c) == c` exactly when both coordinates are finite and within the
    // limit (it returns `nil` otherwise or clamps, which changes the value).
    // Fewer branches, the same answers: a comparison with NaN is false and both limits are
    // finite, so `0 < x ≤ length` and `|x| ≤ coordinate` hold only for finite x; and x · 0 is ±0
    // for finite x and NaN for ±∞ and NaN, so the sum of the six products is 0 (−0 == 0) exactly
    // when every entry of the transform is finite.
    let zeroWhenFinite = t.a * 0 + t.b * 0 + t.c * 0 + t.d * 0 + t.tx * 0 + t.ty * 0
    return size.width > 0 && size.height > 0 && size.width <= length && size.height <= length
      && abs(c.x) <= coordinate && abs(c.y) <= coordinate
      && zeroWhenFinite == 0
      && boundsType != .path
  }

  /// Checks a convex polygon: 3…64 finite points, no three consecutive collinear, one turn
  /// direction throughout.
  static func convexPolygon(_ points: [CGPoint]) throws(DynamicsError) {
    let n = points.count
    guard (3...64).contains(n) else {
      throw .invalidPath(reason: "a collision path needs 3…64 points (got \(n))")
    }
    for p in points {
      guard p.x.isFinite, p.y.isFinite else { throw .invalidPath(reason: "point \(p) is not finite") }
    }
    var sign = 0.0
    for i in 0..<n {
      let a = points[i]
      let b = points[(i + 1) % n]
      let c = points[(i + 2) % n]
      let cross = Double((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x))
      guard abs(cross) > 1e-9 else {
        throw .invalidPath(reason: "points \(i), \(i + 1), \(i + 2) (mod \(n)) are collinear or coincident")
      }
      if sign == 0 {
        sign = cross
      } else if (sign > 0) != (cross > 0) {
        throw .invalidPath(
          reason: "the collision path is not convex (turn direction changes at point \((i + 1) % n))")
      }
    }
  }
}
