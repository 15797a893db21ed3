/// A potential contact between two shape children whose fat boxes overlap.
///
/// Contacts are created by the broadphase pair update and destroyed when the fat boxes stop
/// overlapping; between those, the narrowphase refreshes the manifold every step.
struct ContactRecord {
  var isAlive = false
  var shapeA: Int32 = -1
  var shapeB: Int32 = -1
  var childA: Int32 = 0
  var childB: Int32 = 0
  var proxyA: Int32 = -1
  var proxyB: Int32 = -1
  var bodyA: Int32 = -1
  var bodyB: Int32 = -1
  /// Mixed friction √(μA·μB).
  var friction = 0.0
  /// Mixed restitution max(eA, eB).
  var restitution = 0.0
  var manifold = Manifold()
  /// Touching for events and islands: a manifold point within the touch slop.
  var isTouching = false
  var enableEvents = true
  /// Index of this contact's constraint in the current step, −1 if not solved.
  var constraintIndex: Int32 = -1
  /// Body contact lists (edge keys), −1 at the ends.
  var prev: (Int32, Int32) = (-1, -1)
  var next: (Int32, Int32) = (-1, -1)
}
