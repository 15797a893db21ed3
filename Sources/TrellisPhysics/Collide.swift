/// A convex child in a body frame: pointers into the vertex/normal pools.
struct ConvexView {
  var vertices: UnsafePointer<Vec2>
  var normals: UnsafePointer<Vec2>
  var count: Int
}

/// Narrowphase routines. They produce world-frame manifolds with anchors relative to the
/// bodies' centres of mass and keep points whose separation is below `margin` (speculative);
/// polygon pairs go through their clipped candidates (`polygonClip`, then `manifold(from:)`),
/// which the narrowphase may also refresh from its cache (`ManifoldCache`).
enum Collide {
  /// Circle A against circle B.
  static func circles(
    _ ca: Vec2, _ ra: Double, _ xfA: Transform, _ comA: Vec2,
    _ cb: Vec2, _ rb: Double, _ xfB: Transform, _ comB: Vec2, margin: Double
  ) -> Manifold {
    let pa = xfA.apply(ca)
    let pb = xfB.apply(cb)
    let d = pb - pa
    let dist = d.length
    let sep = dist - ra - rb
    if sep > margin { return Manifold() }
    let n = dist > 1e-12 ? (1 / dist) * d : Vec2(0, 1)
    return onePoint(n, pa + ra * n, pb - rb * n, separation: sep, comA, comB)
  }

  /// The one-point manifold with normal `n` at the point midway between surface points `pA` (on
  /// A) and `pB` (on B), anchored relative to the centres of mass `comA`, `comB`.
  @inline(__always)
  private static func onePoint(
    _ n: Vec2, _ pA: Vec2, _ pB: Vec2, separation: Double, _ comA: Vec2, _ comB: Vec2
  ) -> Manifold {
    var m = Manifold()
    let p = 0.5 * (pA + pB)
    m.normal = n
    m.pointCount = 1
    m.p0.anchorA = p - comA
    m.p0.anchorB = p - comB
    m.p0.separation = separation
    m.p0.id = 0
    return m
  }

  /// Convex polygon A (radius 0) against circle B.
  static func polygonCircle(
    _ poly: ConvexView, _ xfA: Transform, _ comA: Vec2,
    _ cb: Vec2, _ rb: Double, _ xfB: Transform, _ comB: Vec2, margin: Double
  ) -> Manifold {
    let cw = xfB.apply(cb)
    let c = xfA.invApply(cw)  // circle centre in A's frame
    var best = -Double.infinity
    var edge = 0
    for i in 0..<poly.count {
      let s = poly.normals[i].dot(c - poly.vertices[i])
      if s > best {
        best = s
        edge = i
      }
    }
    if best - rb > margin { return Manifold() }
    let v1 = poly.vertices[edge]
    let v2 = poly.vertices[edge + 1 < poly.count ? edge + 1 : 0]
    var nLocal = poly.normals[edge]
    var closest: Vec2
    var sep: Double
    let u1 = (c - v1).dot(v2 - v1)
    let u2 = (c - v2).dot(v1 - v2)
    if best > 0 && (u1 <= 0 || u2 <= 0) {
      // In a vertex region: the centre is nearest to v1 (u1 ≤ 0), else to v2.
      let vertex = u1 <= 0 ? v1 : v2
      let d = c - vertex
      let l = d.length
      sep = l - rb
      if sep > margin { return Manifold() }
      nLocal = l > 1e-12 ? (1 / l) * d : nLocal
      closest = vertex
    } else {
      sep = best - rb
      closest = c - best * nLocal
    }
    let n = xfA.q.rotate(nLocal)
    return onePoint(n, xfA.apply(closest), cw - rb * n, separation: sep, comA, comB)
  }

  /// Largest separation of `b` along a's face normals and its edge; `xf` maps a's frame into
  /// b's frame. Stops early, returning some separation above `margin`, as soon as one edge
  /// separates by more than `margin`: the caller then reports no contact, whatever the largest.
  ///
  /// Performance note: an edge's separation is the least of its vertex distances, so once one
  /// distance is at most the best so far the edge cannot win (the test below is `si > best`)
  /// and its remaining vertices are skipped. Both shortcuts return what the full double loop
  /// returns whenever the caller uses it: the same winning edge, the same separation, compared
  /// in the same order (distances that are NaN neither prune nor win, as before).
  ///
  /// With a `floor`, edges that separate by no more than it are not looked at closely: the
  /// answer is exact when the largest separation exceeds `floor`, and is `(floor, 0)` otherwise.
  /// (Internal rather than private so that `PolygonSeparationTests` can hold it to the plain
  /// search.)
  @inline(__always)
  static func maxSeparation(
    _ a: ConvexView, _ b: ConvexView, _ xf: Transform, margin: Double, floor: Double = -.infinity
  ) -> (Double, Int) {
    var best = floor
    var edge = 0
    for i in 0..<a.count {
      // Normal and vertex of a in b's frame avoids transforming all of b's vertices.
      let n = xf.q.rotate(a.normals[i])
      let v = xf.apply(a.vertices[i])
      var si = Double.infinity
      var j = 0
      while j < b.count {
        let s = n.dot(b.vertices[j] - v)
        if s < si { si = s }
        if s <= best { break }
        j += 1
      }
      if si > best {
        best = si
        edge = i
        if si > margin { break }
      }
    }
    return (best, edge)
  }

  /// Convex polygon A against convex polygon B: separating axis test, then the incident edge
  /// is clipped against the reference edge's side planes. Returns the clipped incident points
  /// whatever their separation (the caller keeps those within `margin`), or none when an axis
  /// separates the polygons by more than `margin` or the clip leaves nothing.
  ///
  /// Design note: a two-vertex polygon has normals ±n, so a segment is tested on both sides;
  /// segments and chain edges are therefore two-sided. A point's id names the pair of
  /// features it comes from (a vertex of A, a vertex of B) the same way whichever polygon is
  /// the reference: two stacked boxes swap reference faces at every slight tilt, and an id
  /// that changed with the reference lost the warm-start impulses each time (a cause of the
  /// pyramid creep of issue 23).
  static func polygonClip(
    _ a: ConvexView, _ xfA: Transform, _ b: ConvexView, _ xfB: Transform, margin: Double
  ) -> PolygonClip {
    var clip = PolygonClip()
    // xfAB maps B-frame to A-frame; xfBA maps A-frame to B-frame.
    let qAB = xfA.q.invMul(xfB.q)
    let xfAB = Transform(p: xfA.q.invRotate(xfB.p - xfA.p), q: qAB)
    let xfBA = Transform(p: xfB.q.invRotate(xfA.p - xfB.p), q: xfB.q.invMul(xfA.q))
    let (sepA, edgeA) = maxSeparation(a, b, xfBA, margin: margin)
    if sepA > margin {
      clip.separation = sepA
      return clip
    }
    // B's separation decides two things only: whether it exceeds `margin` (no contact) and
    // whether it exceeds `sepA + 1e-4` (B becomes the reference, and its edge is used). Below
    // the lower of the two it decides nothing, so the search may skip edges that stay below it
    // (see `maxSeparation`'s floor): when none exceeds it, the returned floor fails both tests
    // as the true value would. A NaN `sepA` gets no floor (the comparisons with it are false).
    var floorB = sepA + 1e-4
    if margin < floorB { floorB = margin }
    if sepA.isNaN { floorB = -.infinity }
    let (sepB, edgeB) = maxSeparation(b, a, xfAB, margin: margin, floor: floorB)
    if sepB > margin {
      clip.separation = sepB
      clip.separatedOnB = true
      return clip
    }

    // Prefer A as reference unless B is clearly better (hysteresis keeps ids stable).
    let flip = sepB > sepA + 1e-4
    let ref = flip ? b : a
    let inc = flip ? a : b
    let xfRef = flip ? xfB : xfA
    let xfInc = flip ? xfA : xfB
    let refEdge = flip ? edgeB : edgeA
    // Incident edge: the edge of `inc` most anti-parallel to the reference normal.
    let nRefWorld = xfRef.q.rotate(ref.normals[refEdge])
    let nInInc = xfInc.q.invRotate(nRefWorld)
    var incEdge = 0
    var minDot = Double.infinity
    for i in 0..<inc.count {
      let d = nInInc.dot(inc.normals[i])
      if d < minDot {
        minDot = d
        incEdge = i
      }
    }
    let i1 = incEdge
    let i2 = incEdge + 1 < inc.count ? incEdge + 1 : 0
    let r1 = refEdge
    let r2 = refEdge + 1 < ref.count ? refEdge + 1 : 0
    let v1 = xfRef.apply(ref.vertices[r1])
    let v2 = xfRef.apply(ref.vertices[r2])
    var w1 = xfInc.apply(inc.vertices[i1])
    var w2 = xfInc.apply(inc.vertices[i2])
    let tangent = (v2 - v1).normalized
    // Clip the incident segment [w1, w2] to the slab between v1 and v2 along the tangent.
    let lower = 0.0
    let upper = (v2 - v1).dot(tangent)
    let d1 = (w1 - v1).dot(tangent)
    let d2 = (w2 - v1).dot(tangent)
    // Feature ids (vertex of A, vertex of B), independent of which polygon is the
    // reference, so a flip of the reference face keeps the warm-start impulses.
    let id1 = flip ? UInt32(i1) << 16 | UInt32(r2) : UInt32(r2) << 16 | UInt32(i1)
    let id2 = flip ? UInt32(i2) << 16 | UInt32(r1) : UInt32(r1) << 16 | UInt32(i2)
    if d1 < lower || d1 > upper || d2 < lower || d2 > upper {
      let dd = d2 - d1
      if abs(dd) < 1e-15 { return clip }
      var t1 = 0.0
      var t2 = 1.0
      if dd > 0 {
        t1 = max(t1, (lower - d1) / dd)
        t2 = min(t2, (upper - d1) / dd)
      } else {
        t1 = max(t1, (upper - d1) / dd)
        t2 = min(t2, (lower - d1) / dd)
      }
      if t1 > t2 { return clip }
      let o1 = w1
      let o2 = w2
      if t1 > 0 {
        w1 = o1 + t1 * (o2 - o1)
      }
      if t2 < 1 {
        w2 = o1 + t2 * (o2 - o1)
      }
    }
    clip.flip = flip
    clip.normal = nRefWorld
    clip.count = 2
    clip.c0 = ClipPoint(point: w1, separation: (w1 - v1).dot(nRefWorld), id: id1)
    clip.c1 = ClipPoint(point: w2, separation: (w2 - v1).dot(nRefWorld), id: id2)
    return clip
  }

  /// The manifold of clipped candidates: those within `margin`, each anchored midway between
  /// the incident point and its projection on the reference face, relative to the centres of
  /// mass `comA` and `comB`.
  @inline(__always)
  static func manifold(from clip: PolygonClip, _ comA: Vec2, _ comB: Vec2, margin: Double) -> Manifold {
    var m = Manifold()
    if clip.count == 0 { return m }
    let nRefWorld = clip.normal
    @inline(__always) func point(_ c: ClipPoint) -> ManifoldPoint {
      // Midway between the incident point and its projection on the reference face.
      let p = c.point - (0.5 * c.separation) * nRefWorld
      var mp = ManifoldPoint()
      mp.anchorA = p - comA
      mp.anchorB = p - comB
      mp.separation = c.separation
      mp.id = c.id
      return mp
    }
    m.normal = clip.flip ? -nRefWorld : nRefWorld
    if clip.c0.separation <= margin {
      m.p0 = point(clip.c0)
      m.pointCount = 1
    }
    if clip.count > 1 && clip.c1.separation <= margin {
      if m.pointCount == 0 {
        m.p0 = point(clip.c1)
      } else {
        m.p1 = point(clip.c1)
      }
      m.pointCount += 1
    }
    return m
  }
}
