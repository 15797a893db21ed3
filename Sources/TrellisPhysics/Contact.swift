/// A potential contact between two shape children whose fat boxes overlap.
///
/// Contacts are created by the broadphase pair update and destroyed when the fat boxes stop
/// overlapping; between those, the narrowphase refreshes the manifold every step.
struct ContactRecord {
  // The fields the narrowphase reads for every contact come first, through the manifold's
  // point count (within the first 64 bytes): most contacts of a busy scene are between shapes
  // far apart, and for those the narrowphase reads nothing else of the record (with the
  // touching flag behind the 160-byte manifold, each such contact cost three cache lines
  // instead of one or two; docs/benchmarks.md, "Issue 23: lean preparation").
  var isAlive = false
  /// Touching for events and islands: a manifold point within the touch slop.
  var isTouching = false
  var enableEvents = true
  /// What `PhysicsWorld.manifoldCaches` holds for this contact.
  var manifoldCacheKind = ManifoldCacheKind.none
  var bodyA: Int32 = -1
  var bodyB: Int32 = -1
  var proxyA: Int32 = -1
  var proxyB: Int32 = -1
  var shapeA: Int32 = -1
  var shapeB: Int32 = -1
  var childA: Int32 = 0
  var childB: Int32 = 0
  var manifold = Manifold()
  /// Mixed friction √(μA·μB).
  var friction = 0.0
  /// Mixed restitution max(eA, eB).
  var restitution = 0.0
  /// Body contact lists (edge keys), −1 at the ends.
  var prev: (Int32, Int32) = (-1, -1)
  var next: (Int32, Int32) = (-1, -1)
}
