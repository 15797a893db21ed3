/// The internal kind of a shape.
enum ShapeKind: UInt8 {
  case circle
  case polygon
  case segment
  case chain
}

/// A shape's bookkeeping and geometry. Vertices live in the world's flat vertex pool
/// (`PhysicsWorld.vertexPool`/`normalPool`) so reading a shape never touches a reference count.
///
/// Convex children: a polygon has one child (its vertices); a segment has one child and a
/// chain has one child per edge, each stored as a two-vertex "polygon" whose normals are ±n, so
/// one polygon routine handles boxes, polygons, ellipses, segments and chain edges.
///
/// Layout (the order of stored fields decides which cache lines a path touches; no
/// arithmetic depends on it): first what placing a body and the end-of-step refit read for
/// every moved body (proxy range, shape list link, the translating-box test and its bounds,
/// and the filter that tells a parked shape), in the first 80 bytes; then the narrowphase's
/// fields; the rest last.
struct ShapeRecord {
  /// First proxy in the world's proxy array; children are consecutive.
  var proxyStart: Int32 = 0
  var childCount: Int32 = 0
  /// Next shape on the same body (intrusive list), −1 at the end.
  var nextOnBody: Int32 = -1
  /// Whether an unrotated transform moves every vertex of this polygon by plain addition, bit
  /// for bit: a polygon whose vertex coordinates are all finite and non-zero (see
  /// ``PhysicsWorld/tightBox(_:child:_:vertex:)``). Then ``localLower``/``localUpper`` hold
  /// the smallest and largest vertex coordinates.
  var translatesExactly = false
  var kind: ShapeKind = .circle
  var isAlive = false
  var enableContactEvents = true
  /// The smallest vertex coordinates, in body-local metres (when ``translatesExactly``).
  var localLower = Vec2.zero
  /// The largest vertex coordinates, in body-local metres (when ``translatesExactly``).
  var localUpper = Vec2.zero
  var filter = CollisionFilter.default
  var generation: UInt32 = 0
  var body: Int32 = -1
  /// First vertex in the pool. Polygon: `vertexCount` vertices. Segment/chain: 2 per child.
  var vertexStart: Int32 = 0
  var vertexCount: Int32 = 0
  /// Circle centre in body-local metres (relative to the body origin).
  var center = Vec2.zero
  /// Circle radius in metres; 0 for the others.
  var radius = 0.0
  /// Largest distance of the shape from the body centre of mass (for speculative margins).
  var extent = 0.0
  var density = 1.0
  var friction = 0.0
  var restitution = 0.0
  var userData = 0

  /// Records the polygon's local bounds when every vertex coordinate is finite and non-zero.
  mutating func noteLocalBounds(_ vertices: [Vec2]) {
    guard kind == .polygon, let first = vertices.first else { return }
    var lo = first
    var hi = first
    for v in vertices {
      guard v.x.isFinite, v.y.isFinite, v.x != 0, v.y != 0 else { return }
      lo = Vec2(min(lo.x, v.x), min(lo.y, v.y))
      hi = Vec2(max(hi.x, v.x), max(hi.y, v.y))
    }
    (translatesExactly, localLower, localUpper) = (true, lo, hi)
  }

  /// The tight box of a ``translatesExactly`` polygon whose body is unrotated and at `p`: the
  /// local bounds plus `p`, coordinate by coordinate (the same bits as transforming every
  /// vertex and taking the extremes; see ``PhysicsWorld/tightBox(_:child:_:vertex:)``).
  @inline(__always) func translatedBox(_ p: Vec2) -> AABB {
    AABB(
      lower: Vec2(localLower.x + p.x, localLower.y + p.y), upper: Vec2(localUpper.x + p.x, localUpper.y + p.y)
    )
  }
}

/// A broadphase entry: one convex child of a shape.
struct Proxy {
  var shape: Int32
  var child: Int32
  var body: Int32
  var treeLeaf: Int32
  /// The tight box of the child at the body's current pose (metres).
  var aabb: AABB
  /// Static proxies never move, so the pair update never queries from them.
  var isStatic: Bool
}
