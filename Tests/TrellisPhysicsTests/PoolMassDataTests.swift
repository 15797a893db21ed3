import Foundation
import Testing

@testable import TrellisPhysics

/// `PhysicsWorld.massData(of:)` computes a polygon's mass properties straight from the vertex
/// pool (no array or `PreparedGeometry` built per call). These tests hold it to the prepared
/// geometry's `massData(density:)` bit for bit, and both to independent formulas.
struct PoolMassDataTests {
  /// A 100 × 50 pt box centred at (30, −20) pt on a body at the origin, density 2 kg/m².
  /// In metres: 1 × 0.5 m, so area 0.5 m², mass 2 · 0.5 = 1 kg, centroid (0.3, −0.2) m, and
  /// the rectangle's moment about its centroid m(w² + h²)/12 = (1 + 0.25)/12 = 0.104166… kg·m².
  @Test func workedBoxFromThePool() throws {
    let world = try TestWorld.make()
    // Shapes ahead in the pool, so the box's vertices do not start at index 0.
    let other = try world.createBody(BodyDefinition(position: CGPoint(x: 500, y: 0)))
    try world.addShape(.circle(radius: 10), to: other)
    try world.addShape(
      .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]), to: other)
    let body = try world.createBody(BodyDefinition(position: .zero))
    let shape = try world.addShape(
      .box(size: CGSize(width: 100, height: 50), center: CGPoint(x: 30, y: -20)), to: body,
      ShapeDefinition(density: 2))
    let record = world.shapes[Int(shape.index)]
    #expect(record.vertexStart > 0)
    let md = world.massData(of: record)
    #expect(abs(md.mass - 1) < 1e-15)
    #expect(abs(md.center.x - 0.3) < 1e-15 && abs(md.center.y - -0.2) < 1e-15)
    #expect(abs(md.inertiaAboutCenter - 1.25 / 12) < 1e-15)
    // The body sees the same: mass, inertia about the centre of mass, centre in points.
    #expect(abs(try world.mass(of: body) - 1) < 1e-15)
    #expect(abs(try world.inertia(of: body) - 1.25 / 12) < 1e-15)
    let c = try world.centerOfMass(of: body)
    #expect(abs(c.x - 30) < 1e-12 && abs(c.y - -20) < 1e-12)
  }

  /// The box's corners (built without an intermediate array) are where the rectangle has them:
  /// for a 100 × 50 pt box centred at (30, −20) pt, unrotated, x ∈ {−0.2, 0.8} m and
  /// y ∈ {−0.45, 0.05} m, counter-clockwise from the lower left; rotated by π/2 about its
  /// centre, the half extents swap (x ∈ {0.05, 0.55}, y ∈ {−0.7, 0.3}).
  @Test func boxCorners() throws {
    let g = try PreparedGeometry.make(
      .box(size: CGSize(width: 100, height: 50), center: CGPoint(x: 30, y: -20)))
    let expected = [Vec2(-0.2, -0.45), Vec2(0.8, -0.45), Vec2(0.8, 0.05), Vec2(-0.2, 0.05)]
    #expect(g.vertices.count == 4 && g.normals.count == 4)
    for (v, e) in zip(g.vertices, expected) {
      #expect(abs(v.x - e.x) < 1e-15 && abs(v.y - e.y) < 1e-15)
    }
    #expect(g.normals == [Vec2(0, -1), Vec2(1, 0), Vec2(0, 1), Vec2(-1, 0)])
    let r = try PreparedGeometry.make(
      .box(size: CGSize(width: 100, height: 50), center: CGPoint(x: 30, y: -20), angle: .pi / 2))
    let xs = r.vertices.map(\.x)
    let ys = r.vertices.map(\.y)
    #expect(abs(xs.min()! - 0.05) < 1e-12 && abs(xs.max()! - 0.55) < 1e-12)
    #expect(abs(ys.min()! - -0.7) < 1e-12 && abs(ys.max()! - 0.3) < 1e-12)
  }

  /// Seeded random convex polygons (3…64 vertices on an ellipse, offset and rotated) on
  /// bodies sharing the pool: the pool path equals the prepared geometry's bit for bit, and
  /// both agree with the shoelace formulas about the origin (area ½Σ cᵢ, centroid Σ cᵢ(pᵢ +
  /// pᵢ₊₁)/(6A), second moment Σ cᵢ(xᵢ² + xᵢxᵢ₊₁ + xᵢ₊₁² + yᵢ² + yᵢyᵢ₊₁ + yᵢ₊₁²)/12 with
  /// cᵢ = xᵢyᵢ₊₁ − xᵢ₊₁yᵢ), to a relative 1e-9.
  @Test func randomPolygonsMatchPreparedGeometryBitForBit() throws {
    var rng = SceneRandom(state: 0x6D61_7373_5F70_6F6F)
    let world = try TestWorld.make()
    var checked = 0
    for _ in 0..<300 {
      let n = rng.int(3...64)
      let a = rng.double(5...200)
      let b = rng.double(5...200)
      let cx = rng.double(-300...300)
      let cy = rng.double(-300...300)
      let turn = rng.double(0...(2 * Double.pi))
      // Sorted angles with a minimum gap keep the polygon strictly convex.
      var angles = (0..<n).map { _ in rng.double(0...1) }
      angles.sort()
      let points = angles.enumerated().map { i, u -> CGPoint in
        let t = turn + 2 * Double.pi * (Double(i) + 0.5 * u) / Double(n)
        return CGPoint(x: cx + a * cos(t), y: cy + b * sin(t))
      }
      let geometry = ShapeGeometry.polygon(points)
      guard let prepared = try? PreparedGeometry.make(geometry) else { continue }
      let density = rng.double(0.01...10)
      let body = try world.createBody(
        BodyDefinition(position: CGPoint(x: rng.double(-50...50), y: 0)))
      let shape = try world.addShape(geometry, to: body, ShapeDefinition(density: density))
      let pool = world.massData(of: world.shapes[Int(shape.index)])
      let reference = prepared.massData(density: density)
      #expect(pool.mass.bitPattern == reference.mass.bitPattern)
      #expect(pool.center.x.bitPattern == reference.center.x.bitPattern)
      #expect(pool.center.y.bitPattern == reference.center.y.bitPattern)
      #expect(pool.inertiaAboutCenter.bitPattern == reference.inertiaAboutCenter.bitPattern)

      // Shoelace, about the origin, on the prepared (counter-clockwise, metre) vertices.
      let v = prepared.vertices
      var area2 = 0.0
      var sx = 0.0
      var sy = 0.0
      var second = 0.0
      for i in v.indices {
        let p = v[i]
        let q = v[(i + 1) % v.count]
        let c = p.x * q.y - q.x * p.y
        area2 += c
        sx += c * (p.x + q.x)
        sy += c * (p.y + q.y)
        second += c * (p.x * p.x + p.x * q.x + q.x * q.x + p.y * p.y + p.y * q.y + q.y * q.y)
      }
      let area = area2 / 2
      let centroid = (sx / (6 * area), sy / (6 * area))
      let mass = density * area
      let inertia =
        density * second / 12 - mass * (centroid.0 * centroid.0 + centroid.1 * centroid.1)
      let scale = max(1, abs(centroid.0), abs(centroid.1))
      #expect(abs(pool.mass - mass) <= 1e-9 * mass)
      #expect(abs(pool.center.x - centroid.0) <= 1e-9 * scale)
      #expect(abs(pool.center.y - centroid.1) <= 1e-9 * scale)
      #expect(abs(pool.inertiaAboutCenter - inertia) <= 1e-7 * density * second / 12)
      checked += 1
    }
    #expect(checked > 250)
  }

  /// A body with two polygons and a circle: its mass is the sum of the three shapes' (the pool
  /// path read at each shape's own place in the pool), its centre the mass-weighted centroid.
  /// Two 100 × 100 pt boxes centred at (±100, 0) pt (1 kg each at density 1) and a circle of
  /// radius 50 pt at (0, 100) pt (π/4 kg): centre (0, (π/4 · 1)/(2 + π/4)) m.
  @Test func bodyMassSumsShapesFromThePool() throws {
    let world = try TestWorld.make()
    let body = try world.createBody(BodyDefinition(position: .zero))
    try world.addShape(
      .box(size: CGSize(width: 100, height: 100), center: CGPoint(x: -100, y: 0)), to: body)
    try world.addShape(.circle(radius: 50, center: CGPoint(x: 0, y: 100)), to: body)
    try world.addShape(
      .box(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 0)), to: body)
    let disc = Double.pi / 4
    #expect(abs(try world.mass(of: body) - (2 + disc)) < 1e-12)
    let c = try world.centerOfMass(of: body)
    #expect(abs(c.x) < 1e-9)
    #expect(abs(c.y - 100 * disc / (2 + disc)) < 1e-9)
  }

  /// `BodyDefinition.validate()` answers an all-in-range definition with one pass of plain
  /// comparisons and runs the named checks only otherwise. Every field, one at a time, set to
  /// NaN, ±∞, ±2e20 (beyond `PhysicsWorld.maximumMagnitude`, 1e20) and, for the dampings, −1:
  /// the error is the one the field's check names, and no body is made; the largest values
  /// allowed (±1e20, damping 0 and 1e20) pass.
  @Test func bodyDefinitionChecksEveryField() throws {
    let world = try TestWorld.make()
    let fields: [(String, Bool, (inout BodyDefinition, Double) -> Void)] = [
      ("BodyDefinition.position", false, { $0.position.x = CGFloat($1) }),
      ("BodyDefinition.position", false, { $0.position.y = CGFloat($1) }),
      ("BodyDefinition.angle", false, { $0.angle = $1 }),
      ("BodyDefinition.linearVelocity", false, { $0.linearVelocity.dx = CGFloat($1) }),
      ("BodyDefinition.linearVelocity", false, { $0.linearVelocity.dy = CGFloat($1) }),
      ("BodyDefinition.angularVelocity", false, { $0.angularVelocity = $1 }),
      ("BodyDefinition.linearDamping", true, { $0.linearDamping = $1 }),
      ("BodyDefinition.angularDamping", true, { $0.angularDamping = $1 }),
      ("BodyDefinition.gravityScale", false, { $0.gravityScale = $1 }),
      ("BodyDefinition.acceleration", false, { $0.acceleration.dx = CGFloat($1) }),
      ("BodyDefinition.acceleration", false, { $0.acceleration.dy = CGFloat($1) }),
    ]
    let limit = 1e20
    for (name, nonNegative, set) in fields {
      for bad in [Double.nan, .infinity, -.infinity, 2e20, -2e20, -1] {
        if bad == -1 && !nonNegative { continue }
        var def = BodyDefinition()
        set(&def, bad)
        let expected: PhysicsError =
          bad.isNaN || bad.isInfinite
          ? .nonFinite(parameter: name)
          : bad == -1
            ? .negative(parameter: name, value: -1)
            : .outOfRange(parameter: name, value: bad, range: -limit...limit)
        let count = world.bodyCount
        #expect(throws: expected, "\(name) = \(bad)") { try world.createBody(def) }
        #expect(world.bodyCount == count)
      }
      for good in nonNegative ? [0, limit] : [-limit, limit] {
        var def = BodyDefinition()
        set(&def, good)
        #expect(throws: Never.self, "\(name) = \(good)") { try world.createBody(def) }
      }
    }
    // Two bad fields: the first in the checks' order is reported.
    var two = BodyDefinition()
    two.acceleration.dx = .nan
    two.angle = .infinity
    #expect(throws: PhysicsError.nonFinite(parameter: "BodyDefinition.angle")) {
      try world.createBody(two)
    }
  }
}
