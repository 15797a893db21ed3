/// One clipped incident point of a polygon pair, world frame.
struct ClipPoint {
  /// The incident point (on the incident polygon's edge, clipped to the reference face), m.
  var point = Vec2.zero
  /// Its signed distance from the reference face along the reference normal, m.
  var separation = 0.0
  /// Feature key (vertex of A, vertex of B) for warm starting.
  var id: UInt32 = 0
}

/// The clipped incident edge of a polygon pair before the margin filter: up to two points on
/// the incident polygon with their separations from the reference face.
struct PolygonClip {
  /// Whether B's face is the reference (the manifold normal is then `-normal`).
  var flip = false
  /// The reference face's outward normal, world frame.
  var normal = Vec2.zero
  /// 0 (separated, or nothing left by the clip) or 2.
  var count = 0
  /// When an axis separated the polygons by more than the margin: a separation along one of
  /// A's face normals (or B's, `separatedOnB`) that exceeds the margin; −∞ otherwise.
  var separation = -Double.infinity
  var separatedOnB = false
  var c0 = ClipPoint()
  var c1 = ClipPoint()
}

/// What a contact slot's ``ManifoldCache`` holds (kept in the contact record).
enum ManifoldCacheKind: UInt8 {
  /// Nothing (a new contact, a pair with a circle, or a clip that left no points).
  case none
  /// Clipped points with A's face as the reference.
  case points
  /// Clipped points with B's face as the reference.
  case flippedPoints
  /// A separation beyond the margin along one of A's face normals.
  case separatedOnA
  /// A separation beyond the margin along one of B's face normals.
  case separatedOnB
}

/// A polygon pair's clipped points kept in the two bodies' frames, with the relative pose they
/// were computed at, so that the narrowphase can reuse them while the pair has barely moved
/// relative to each other.
///
/// Design note (manifold reuse, issue 23): a resting pile's contacts are recomputed every step
/// although their bodies move by micrometres relative to each other. The cache keeps the
/// clipped incident points in the incident body's frame, and the reference face's normal and
/// one point of its line in the reference body's frame. While the pose of B relative to A has
/// moved by at most `tolerance` at every point of B's shape since the points were computed,
/// the narrowphase refreshes them from the current poses instead of running the
/// separating-axis test and the clip: the incident points follow their body, and each
/// separation is measured again from the face's line, which follows its body, along the
/// normal that follows it too.
///
/// What that gives: for a point that is a vertex of the incident polygon (not clipped), the
/// refreshed separation and anchor are the ones the full narrowphase computes, up to rounding,
/// because the vertex is the same material point and the reference face's line is carried
/// rigidly with its body. A clipped point slides along the incident edge in the full
/// narrowphase but stays with its body here: the two differ along the edge by the relative
/// motion divided by the cosine of the edge's angle to the face (about the motion itself for
/// the nearly parallel edges of a resting pair). The choice of reference face and incident edge, and which points the clip
/// keeps, can change only where the configuration moved by less than `tolerance`; the next full
/// computation (when the motion exceeds it) picks the change up. The margin and approach
/// filters run on the refreshed points every step, as on fresh ones.
///
/// The bound: a point `x` of B (in B's frame, `|x| ≤ radius`) sits at `q·x + p` in A's frame,
/// so moving from the cached (`p₀`, `q₀`) to (`p`, `q`) moves it by at most
/// `|p − p₀| + |q − q₀|·|x|` (the difference of two rotations is a scaled rotation of norm
/// `|q − q₀|`); the test uses the 1-norms, which are at least the Euclidean norms.
///
/// Separated pairs: a pair whose fat boxes overlap but whose shapes an axis separated by more
/// than the margin keeps that separation `s` (rounded down) with the pose. An axis of A stays
/// fixed in A's frame, so after B's points moved by at most `d` relative to A the separation
/// along it is at least `s − d`; while that exceeds the step's margin the full narrowphase
/// would find the polygons separated too (by that axis or an earlier one) and return no
/// points, so the empty manifold is kept without running it. An axis of B is the same with the
/// roles swapped (A's points moving relative to B, bounded with A's radius). This reuse gives
/// the full narrowphase's result exactly; a slack covers the `Float` rounding of the cached
/// rotation.
///
/// Box2D v3 recomputes every manifold each step; PhysX's contact cache and Bullet's persistent
/// manifolds reuse contact points under relative-motion thresholds (read for the idea only).
struct ManifoldCache {
  /// The reuse threshold: the most any point of B may have moved relative to A since the
  /// points were computed, m (a tenth of the touch slop; 0.05 pt).
  static let tolerance = 0.0005

  // Layout: 64 bytes, one cache line's worth, read for every polygon contact the narrowphase
  // reaches. The pose is kept in `Double` (the reuse test compares it with the current one);
  // the body-local points in `Float`: they are within the shapes' extent of their bodies'
  // origins, where a `Float`'s rounding (2⁻²⁴ relative) is far below `tolerance`. Which body
  // is the reference is kept in the contact record (`manifoldCacheKind`).

  /// B's origin in A's frame when the points were computed.
  var relativePosition = Vec2.zero
  /// B's rotation relative to A's then (cosine, sine).
  var relativeCos: Float = 1
  var relativeSin: Float = 0
  /// A bound on the distance of the moving shape child from its body's origin (the 1-norm of
  /// its farthest vertex), m: B's, except for `separatedOnB`, where it is A's.
  var radius: Float = 0
  /// The two points' feature ids, (vertex of A) << 8 | (vertex of B) (polygons have at most 64
  /// vertices).
  var ids: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
  /// The reference normal and a point of the reference face, in the reference body's frame.
  /// (For a separated pair, `normalX` holds the separation instead; see
  /// `separationFloor`.)
  var normalX: Float = 0
  var normalY: Float = 0
  var faceX: Float = 0
  var faceY: Float = 0
  /// The two incident points in the incident body's frame.
  var incident0X: Float = 0
  var incident0Y: Float = 0
  var incident1X: Float = 0
  var incident1Y: Float = 0

  /// The pose of B relative to A: B's origin in A's frame and B's rotation relative to A's.
  @inline(__always)
  static func relativePose(_ xfA: Transform, _ xfB: Transform) -> (Vec2, Rot) {
    (xfA.q.invRotate(xfB.p - xfA.p), xfA.q.invMul(xfB.q))
  }

  /// The 1-norm bound on the distance from B's origin to the vertices of `view`.
  static func radius(of view: ConvexView) -> Double {
    var r = 0.0
    for i in 0..<view.count {
      let v = view.vertices[i]
      r = max(r, abs(v.x) + abs(v.y))
    }
    return r
  }

  /// An empty cache (the contact's `manifoldCacheKind` is `.none`).
  init() {}

  /// Keeps `clip`'s points (which must have `count == 2`) in the bodies' frames. The
  /// caller keeps `clip.flip` (in the contact record).
  init(
    _ clip: PolygonClip, _ xfA: Transform, _ xfB: Transform, relativePosition: Vec2, relativeRotation: Rot,
    radiusB: Double
  ) {
    self.relativePosition = relativePosition
    relativeCos = Float(relativeRotation.c)
    relativeSin = Float(relativeRotation.s)
    radius = Float(radiusB)
    ids = (
      UInt8(truncatingIfNeeded: clip.c0.id >> 16), UInt8(truncatingIfNeeded: clip.c0.id),
      UInt8(truncatingIfNeeded: clip.c1.id >> 16), UInt8(truncatingIfNeeded: clip.c1.id)
    )
    let xfRef = clip.flip ? xfB : xfA
    let xfInc = clip.flip ? xfA : xfB
    let n = xfRef.q.invRotate(clip.normal)
    normalX = Float(n.x)
    normalY = Float(n.y)
    // Any point of the reference face's line measures the same separation along its normal.
    let face = xfRef.invApply(clip.c0.point - clip.c0.separation * clip.normal)
    faceX = Float(face.x)
    faceY = Float(face.y)
    let i0 = xfInc.invApply(clip.c0.point)
    incident0X = Float(i0.x)
    incident0Y = Float(i0.y)
    let i1 = xfInc.invApply(clip.c1.point)
    incident1X = Float(i1.x)
    incident1Y = Float(i1.y)
  }

  /// A separated pair's cache: `separation` (which exceeded the margin) along an axis of A, or
  /// of B when `onB`, kept rounded down; `radius` bounds the other polygon's points from their
  /// body's origin.
  init(separatedBy separation: Double, relativePosition: Vec2, relativeRotation: Rot, radius: Double) {
    self.relativePosition = relativePosition
    relativeCos = Float(relativeRotation.c)
    relativeSin = Float(relativeRotation.s)
    self.radius = Float(radius)
    var floor = Float(separation)
    if Double(floor) > separation { floor = floor.nextDown }
    normalX = floor
  }

  /// A separated pair's separation, rounded down (stored in `normalX`).
  var separationFloor: Float { normalX }

  /// Whether a pair that was separated along an axis of A (of B when `onB`) is still separated
  /// by more than `margin` along it at the relative pose (`p`, `q`): the cached separation less
  /// the most the other polygon's points can have moved relative to the axis's body.
  @inline(__always)
  func staysSeparated(relativePosition p: Vec2, relativeRotation q: Rot, onB: Bool, margin: Double) -> Bool {
    let cq = Double(relativeCos)
    let sq = Double(relativeSin)
    let dq = abs(q.c - cq) + abs(q.s - sq)
    var dp: Double
    if onB {
      // A's origin in B's frame: −q⁻¹·p, now and then.
      let now = q.invRotate(p)
      let then = Rot(c: cq, s: sq).invRotate(relativePosition)
      dp = abs(now.x - then.x) + abs(now.y - then.y)
    } else {
      dp = abs(p.x - relativePosition.x) + abs(p.y - relativePosition.y)
    }
    // The rotation was kept in `Float`: 2.5e-7 per metre covers its rounding in both terms.
    let slack = 2.5e-7 * (Double(radius) + abs(relativePosition.x) + abs(relativePosition.y)) + 1e-9
    return Double(separationFloor) - (dp + dq * Double(radius) + slack) > margin
  }

  /// Whether the pair has moved relative to each other by at most `tolerance` at every point of
  /// B since the points were computed (see the type's design note for the bound).
  @inline(__always)
  func admits(relativePosition p: Vec2, relativeRotation q: Rot, tolerance: Double = Self.tolerance) -> Bool {
    let dp = abs(p.x - relativePosition.x) + abs(p.y - relativePosition.y)
    let dq = abs(q.c - Double(relativeCos)) + abs(q.s - Double(relativeSin))
    return dp + dq * Double(radius) <= tolerance
  }

  /// The cached points carried to the current poses: the incident points with their bodies,
  /// the separation measured from the reference face carried with its body.
  @inline(__always)
  func refreshed(_ xfA: Transform, _ xfB: Transform, flip: Bool) -> PolygonClip {
    let xfRef = flip ? xfB : xfA
    let xfInc = flip ? xfA : xfB
    let n = xfRef.q.rotate(Vec2(Double(normalX), Double(normalY)))
    let face = xfRef.apply(Vec2(Double(faceX), Double(faceY)))
    var clip = PolygonClip()
    clip.flip = flip
    clip.normal = n
    clip.count = 2
    let w0 = xfInc.apply(Vec2(Double(incident0X), Double(incident0Y)))
    let id0 = UInt32(ids.0) << 16 | UInt32(ids.1)
    clip.c0 = ClipPoint(point: w0, separation: (w0 - face).dot(n), id: id0)
    let w1 = xfInc.apply(Vec2(Double(incident1X), Double(incident1Y)))
    let id1 = UInt32(ids.2) << 16 | UInt32(ids.3)
    clip.c1 = ClipPoint(point: w1, separation: (w1 - face).dot(n), id: id1)
    return clip
  }
}
