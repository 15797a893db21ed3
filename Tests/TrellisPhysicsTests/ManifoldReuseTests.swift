import Foundation
import Testing

@testable import TrellisPhysics

/// The narrowphase reuses a polygon pair's clipped points while the pair has moved by at most
/// `ManifoldCache.tolerance` relative to itself (see `ManifoldCache`). These tests hold the
/// reuse test to its bound, the refreshed points to the full narrowphase where they must agree
/// exactly (points that are vertices of the incident polygon), and the world to reusing and
/// recomputing when it should.
@Suite("Manifold reuse")
struct ManifoldReuseTests {
  /// The clip of `a` at `xfA` against `b` at `xfB` (views over the prepared geometry).
  static func clip(
    _ a: PreparedGeometry, _ xfA: Transform, _ b: PreparedGeometry, _ xfB: Transform, margin: Double = 0.02
  ) -> PolygonClip {
    a.vertices.withUnsafeBufferPointer { av in
      a.normals.withUnsafeBufferPointer { an in
        b.vertices.withUnsafeBufferPointer { bv in
          b.normals.withUnsafeBufferPointer { bn in
            Collide.polygonClip(
              ConvexView(vertices: av.baseAddress!, normals: an.baseAddress!, count: a.vertices.count), xfA,
              ConvexView(vertices: bv.baseAddress!, normals: bn.baseAddress!, count: b.vertices.count), xfB,
              margin: margin)
          }
        }
      }
    }
  }

  static func radius(_ g: PreparedGeometry) -> Double {
    g.vertices.reduce(0) { max($0, abs($1.x) + abs($1.y)) }
  }

  static func cache(
    _ clip: PolygonClip, _ xfA: Transform, _ xfB: Transform, _ b: PreparedGeometry
  )
    -> ManifoldCache
  {
    let (p, q) = ManifoldCache.relativePose(xfA, xfB)
    return ManifoldCache(clip, xfA, xfB, relativePosition: p, relativeRotation: q, radiusB: radius(b))
  }

  /// The bound, with numbers: B's farthest vertex is 1 m away in the 1-norm (a 1 m square about
  /// its origin: 0.5 + 0.5), so a move of (0.0002, 0.0001) m and a turn whose rotation changes
  /// by 0.00019 in the 1-norm moves its points by at most 0.0003 + 0.00019 = 0.00049 m ≤ 0.0005
  /// (reused); a turn of 0.00021 makes 0.00051 (recomputed).
  @Test func reuseBoundWorkedExample() throws {
    var cache = ManifoldCache()
    cache.radius = 1
    let p = Vec2(0.0002, 0.0001)
    #expect(cache.admits(relativePosition: p, relativeRotation: Rot(c: 1, s: 0.00019)))
    #expect(!cache.admits(relativePosition: p, relativeRotation: Rot(c: 1, s: 0.00021)))
    #expect(cache.admits(relativePosition: p, relativeRotation: Rot(c: 1 - 0.00019, s: 0)))
    #expect(!cache.admits(relativePosition: Vec2(0.0005, 0.00001), relativeRotation: .identity))
    // A NaN pose is never admitted.
    #expect(!cache.admits(relativePosition: Vec2(.nan, 0), relativeRotation: .identity))
  }

  /// A 1 m box B resting 1 mm deep on a 4 m × 1 m box A (y down: A's top face is the line
  /// y = −0.5 with outward normal (0, −1)): B's bottom vertices, at p + R(θ)·(±0.5, 0.5), are
  /// the contact points, unclipped, and each one's separation is its distance above the face,
  /// s = −(y + 0.5) (−0.001 at rest). After B moves by (0.0002, −0.0002) m and turns by
  /// 0.00005 rad (a bound of 0.00045 m, within the tolerance), the refreshed points are B's
  /// moved bottom vertices and their separations follow that formula.
  @Test func refreshedVertexPointsWorkedExample() throws {
    let a = try PreparedGeometry.make(.box(size: CGSize(width: 400, height: 100), center: .zero, angle: 0))
    let b = try PreparedGeometry.make(.box(size: CGSize(width: 100, height: 100), center: .zero, angle: 0))
    let xfA = Transform.identity
    let xfB0 = Transform(p: Vec2(0.3, -0.999), q: .identity)
    let clip0 = Self.clip(a, xfA, b, xfB0)
    try #require(clip0.count == 2)
    #expect(!clip0.flip)
    #expect(abs(clip0.c0.separation + 0.001) < 1e-12 && abs(clip0.c1.separation + 0.001) < 1e-12)
    let cache = Self.cache(clip0, xfA, xfB0, b)

    let theta = 0.00005
    let xfB1 = Transform(p: Vec2(0.3002, -0.9992), q: Rot(angle: theta))
    let (p1, q1) = ManifoldCache.relativePose(xfA, xfB1)
    #expect(cache.admits(relativePosition: p1, relativeRotation: q1))
    let refreshed = cache.refreshed(xfA, xfB1, flip: clip0.flip)
    let fresh = Self.clip(a, xfA, b, xfB1)
    try #require(fresh.count == 2 && !fresh.flip)
    // B's bottom vertices (y down: the bottom face of B faces A's top at y = −0.5).
    for (r, f) in [(refreshed.c0, fresh.c0), (refreshed.c1, fresh.c1)] {
      #expect(r.id == f.id)
      let local = xfB1.invApply(f.point)
      #expect(abs(abs(local.x) - 0.5) < 1e-12 && abs(local.y - 0.5) < 1e-12)  // a vertex
      let expectedS = -(f.point.y + 0.5)
      #expect(abs(f.separation - expectedS) < 1e-12)
      #expect(abs(r.separation - expectedS) < 1e-7)
      #expect((r.point - f.point).length < 1e-7)
    }
    // The separations changed by about 0.2 mm, which a stale cache would miss.
    #expect(abs(refreshed.c0.separation - clip0.c0.separation) > 1e-4)
  }

  /// 3,000 seeded resting pairs (boxes of 10–120 pt on boxes of 60–400 pt, anywhere along the
  /// face, tilted up to 0.2 rad, from 5 mm apart to 5 mm deep), each moved by a random relative
  /// motion whose bound is between 0.1 and 0.9 × the tolerance (the rest covers the `Float`
  /// rounding of the cached rotation): the move is admitted, and wherever the full narrowphase
  /// at the new pose finds the same features and a point that is a vertex of the incident
  /// polygon, the refreshed point and separation agree with it to 1e-6 m (the `Float` rounding
  /// of body-local coordinates), where the motion is up to 4.5e-4 m.
  @Test func refreshedVertexPointsMatchTheFullNarrowphase() throws {
    var r = PolygonSeparationTests.Seeded(state: 0x5EED_0F_CAC4E)
    var vertexChecks = 0
    for _ in 0..<3000 {
      let wa = r.range(60, 400)
      let ha = r.range(10, 120)
      let a = try PreparedGeometry.make(.box(size: CGSize(width: wa, height: ha), center: .zero, angle: 0))
      let wb = r.range(10, 120)
      let hb = r.range(10, 120)
      let b = try PreparedGeometry.make(.box(size: CGSize(width: wb, height: hb), center: .zero, angle: 0))
      let xfA = Transform(p: Vec2(r.range(-5, 5), r.range(-5, 5)), q: Rot(angle: r.range(-3, 3)))
      // B above A's top face (y down, in A's frame), tilted, near the face.
      let tilt = r.range(-0.2, 0.2)
      let lowest = 0.005 * (abs(sin(tilt)) * wb + cos(tilt) * hb)  // B's half extent along y
      let local = Vec2(r.range(-0.005, 0.005) * wa, -0.005 * ha - lowest - r.range(-0.005, 0.005))
      let xfB0 = Transform(p: xfA.apply(local), q: xfA.q.mul(Rot(angle: tilt)))
      let clip0 = Self.clip(a, xfA, b, xfB0)
      if clip0.count != 2 { continue }
      let cache = Self.cache(clip0, xfA, xfB0, b)
      // A relative motion with 1-norm bound d: a share for the translation, the rest for the turn.
      let d = r.range(0.1, 0.9) * ManifoldCache.tolerance
      let share = r.unit()
      let dir = r.range(0, 2 * Double.pi)
      let dp = share * d / (abs(cos(dir)) + abs(sin(dir)))
      let turn = (1 - share) * d / Self.radius(b) / sqrt(2) * (r.unit() < 0.5 ? -1 : 1)
      let xfB1 = Transform(
        p: xfB0.p + xfA.q.rotate(Vec2(dp * cos(dir), dp * sin(dir))), q: xfB0.q.mul(Rot(angle: turn)))
      let (p1, q1) = ManifoldCache.relativePose(xfA, xfB1)
      #expect(cache.admits(relativePosition: p1, relativeRotation: q1))
      let refreshed = cache.refreshed(xfA, xfB1, flip: clip0.flip)
      let fresh = Self.clip(a, xfA, b, xfB1)
      guard fresh.count == 2, fresh.flip == clip0.flip, fresh.c0.id == clip0.c0.id, fresh.c1.id == clip0.c1.id
      else { continue }
      let inc = fresh.flip ? a : b
      let xfInc = fresh.flip ? xfA : xfB1
      for (rp, fp) in [(refreshed.c0, fresh.c0), (refreshed.c1, fresh.c1)] {
        let isVertex = inc.vertices.contains { (xfInc.apply($0) - fp.point).length < 1e-12 }
        if !isVertex { continue }
        vertexChecks += 1
        #expect(abs(rp.separation - fp.separation) < 1e-6)
        #expect((rp.point - fp.point).length < 1e-6)
      }
    }
    #expect(vertexChecks > 2000)
  }

  /// A separated pair, with numbers: a 1 m box B whose bottom face is 0.2 m above the top face
  /// of a 4 m × 1 m box A (y down) is separated by 0.2 m along A's top normal, beyond a 0.02 m
  /// margin. Moved 0.1 m towards A (bound 0.1 m) it is still more than 0.02 m away (0.2 − 0.1 >
  /// 0.02) and the full narrowphase agrees (no points); moved 0.19 m it may not be (0.2 − 0.19 <
  /// 0.02), and the full narrowphase finds points there.
  @Test func separatedPairWorkedExample() throws {
    let a = try PreparedGeometry.make(.box(size: CGSize(width: 400, height: 100), center: .zero, angle: 0))
    let b = try PreparedGeometry.make(.box(size: CGSize(width: 100, height: 100), center: .zero, angle: 0))
    let xfA = Transform.identity
    let xfB0 = Transform(p: Vec2(0.3, -1.2), q: .identity)
    let clip0 = Self.clip(a, xfA, b, xfB0, margin: 0.02)
    #expect(clip0.count == 0 && !clip0.separatedOnB)
    #expect(abs(clip0.separation - 0.2) < 1e-12)
    let (p0, q0) = ManifoldCache.relativePose(xfA, xfB0)
    let cache = ManifoldCache(
      separatedBy: clip0.separation, relativePosition: p0, relativeRotation: q0, radius: Self.radius(b))
    let near = Transform(p: Vec2(0.3, -1.1), q: .identity)
    let (p1, q1) = ManifoldCache.relativePose(xfA, near)
    #expect(cache.staysSeparated(relativePosition: p1, relativeRotation: q1, onB: false, margin: 0.02))
    #expect(Self.clip(a, xfA, b, near, margin: 0.02).count == 0)
    let nearer = Transform(p: Vec2(0.3, -1.01), q: .identity)
    let (p2, q2) = ManifoldCache.relativePose(xfA, nearer)
    #expect(!cache.staysSeparated(relativePosition: p2, relativeRotation: q2, onB: false, margin: 0.02))
    #expect(Self.clip(a, xfA, b, nearer, margin: 0.02).count == 2)
  }

  /// 20,000 seeded pairs of the separating-axis tests' shapes (boxes, 8- to 16-gons, triangles)
  /// near each other: whenever the full narrowphase finds them separated beyond the margin, the
  /// pair is moved (up to 0.3 m and 0.48 rad) and, wherever the cache says it stays separated,
  /// the full narrowphase at the new pose must find no points — the reuse of a separation gives
  /// its result exactly. Both kinds of axis are exercised.
  @Test func separatedPairsStaySeparatedOnlyWhenTheFullNarrowphaseAgrees() throws {
    var r = PolygonSeparationTests.Seeded(state: 0x5E9A_7A7E)
    var kept = (onA: 0, onB: 0)
    for _ in 0..<20000 {
      let a = try PolygonSeparationTests.shape(&r)
      let b = try PolygonSeparationTests.shape(&r)
      let margin = r.range(0, 0.1)
      let xfA = Transform(p: Vec2(r.range(-1, 1), r.range(-1, 1)), q: Rot(angle: r.range(-3.2, 3.2)))
      let xfB0 = Transform(p: Vec2(r.range(-1.5, 1.5), r.range(-1.5, 1.5)), q: Rot(angle: r.range(-3.2, 3.2)))
      let clip0 = Self.clip(a, xfA, b, xfB0, margin: margin)
      guard clip0.count == 0, clip0.separation > margin else { continue }
      let (p0, q0) = ManifoldCache.relativePose(xfA, xfB0)
      let cache = ManifoldCache(
        separatedBy: clip0.separation, relativePosition: p0, relativeRotation: q0,
        radius: Self.radius(clip0.separatedOnB ? a : b))
      let scale = r.unit() < 0.5 ? 0.02 : 0.3
      let xfB1 = Transform(
        p: xfB0.p + Vec2(r.range(-scale, scale), r.range(-scale, scale)),
        q: xfB0.q.mul(Rot(angle: r.range(-scale, scale) * 1.6)))
      let (p1, q1) = ManifoldCache.relativePose(xfA, xfB1)
      guard
        cache.staysSeparated(
          relativePosition: p1, relativeRotation: q1, onB: clip0.separatedOnB, margin: margin)
      else { continue }
      if clip0.separatedOnB { kept.onB += 1 } else { kept.onA += 1 }
      let fresh = Self.clip(a, xfA, b, xfB1, margin: margin)
      #expect(fresh.count == 0 && fresh.separation > margin)
    }
    #expect(kept.onA > 5000 && kept.onB > 150, "\(kept)")
  }

  /// A box at rest on the ground reuses its manifold; a `setTransform` of 2 mm (four times the
  /// tolerance) makes the next step compute it again; with reuse off, every step computes it.
  @Test func worldReusesAndRecomputes() throws {
    let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
    try TestWorld.ground(world, top: 0)
    let box = try TestWorld.box(world, at: CGPoint(x: 0, y: -50))
    for _ in 0..<120 { world.step() }
    #expect(world.polygonManifoldCounts == (computed: 0, reused: 1))
    let p = try world.position(of: box)
    try world.setTransform(of: box, position: CGPoint(x: p.x + 0.2, y: p.y), angle: 0)
    world.step()
    #expect(world.polygonManifoldCounts == (computed: 1, reused: 0))
    world.reusesManifolds = false
    for _ in 0..<3 {
      world.step()
      #expect(world.polygonManifoldCounts == (computed: 1, reused: 0))
    }
  }

  /// A stack of ten boxes settles the same with and without reuse, to within the tolerance: the
  /// reuse only carries points that moved by less than 0.5 mm.
  @Test func stackSettlesAsWithoutReuse() throws {
    func settle(reuse: Bool) throws -> [CGPoint] {
      let world = try TestWorld.make(gravity: CGVector(dx: 0, dy: 1000))
      world.reusesManifolds = reuse
      try TestWorld.ground(world, top: 0)
      var boxes: [BodyID] = []
      for i in 0..<10 {
        boxes.append(try TestWorld.box(world, at: CGPoint(x: Double(i % 2) * 3, y: -50 - 100 * Double(i))))
      }
      for _ in 0..<600 { world.step() }
      return try boxes.map { try world.position(of: $0) }
    }
    let with = try settle(reuse: true)
    let without = try settle(reuse: false)
    for (a, b) in zip(with, without) {
      // Points, 0.05 pt = 0.5 mm.
      #expect(abs(a.x - b.x) < 0.05 && abs(a.y - b.y) < 0.05)
    }
  }
}
