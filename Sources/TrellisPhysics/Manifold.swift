/// One contact point of a manifold.
struct ManifoldPoint {
  /// Contact point relative to body A's / B's centre of mass, world frame, metres.
  var anchorA = Vec2.zero
  var anchorB = Vec2.zero
  /// Signed distance along the normal in metres (negative = overlap, positive = speculative).
  var separation = 0.0
  /// Accumulated impulses (N·s), kept across steps for warm starting.
  var normalImpulse = 0.0
  var tangentImpulse = 0.0
  /// Largest normal impulse seen in the step (N·s); > 0 means the point really engaged.
  var maxNormalImpulse = 0.0
  /// Feature key that matches points between steps for warm starting.
  var id: UInt32 = 0
}

/// Up to two contact points sharing a normal (from shape A to shape B).
struct Manifold {
  var normal = Vec2.zero
  var pointCount = 0
  var p0 = ManifoldPoint()
  var p1 = ManifoldPoint()
}
