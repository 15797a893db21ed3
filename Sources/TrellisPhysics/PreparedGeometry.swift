/// Mass properties of one shape about the body origin.
struct MassData {
  var mass: Double
  /// Centroid in body-local metres.
  var center: Vec2
  /// Rotational inertia about the centroid (kg·m²).
  var inertiaAboutCenter: Double
}

/// Geometry prepared from a public ``ShapeGeometry`` (validated, converted to metres).
struct PreparedGeometry {
  var kind: ShapeKind
  var center = Vec2.zero
  var radius = 0.0
  /// Polygon: CCW vertices. Segment/chain: 2 per child.
  var vertices: [Vec2] = []
  var normals: [Vec2] = []
  var childCount = 1

  /// Validates and converts. Throws for non-finite, degenerate, non-convex input.
  static func make(_ g: ShapeGeometry) throws(PhysicsError) -> PreparedGeometry {
    let s = PhysicsUnits.metersPerPoint
    switch g {
    case .box(let size, let center, let angle):
      try Check.finite(center, "box center")
      try Check.finite(angle, "box angle")
      try Check.positive(Double(size.width), "box width")
      try Check.positive(Double(size.height), "box height")
      let hx = Double(size.width) * s / 2
      let hy = Double(size.height) * s / 2
      let q = Rot(angle: angle)
      let c = Vec2(points: center)
      // The four corners placed directly (one array, not a local one mapped into another).
      return try polygon([
        q.rotate(Vec2(-hx, -hy)) + c, q.rotate(Vec2(hx, -hy)) + c, q.rotate(Vec2(hx, hy)) + c,
        q.rotate(Vec2(-hx, hy)) + c,
      ])
    case .circle(let radius, let center):
      try Check.positive(radius, "circle radius")
      try Check.finite(center, "circle center")
      return PreparedGeometry(kind: .circle, center: Vec2(points: center), radius: radius * s)
    case .ellipse(let size, let vertexCount):
      try Check.positive(Double(size.width), "ellipse width")
      try Check.positive(Double(size.height), "ellipse height")
      if size.width == size.height {
        return PreparedGeometry(kind: .circle, center: .zero, radius: Double(size.width) * s / 2)
      }
      guard (8...64).contains(vertexCount) else {
        throw .outOfRange(parameter: "ellipse vertexCount", value: Double(vertexCount), range: 8...64)
      }
      let a = Double(size.width) * s / 2
      let b = Double(size.height) * s / 2
      var pts: [Vec2] = []
      for i in 0..<vertexCount {
        let t = 2 * Double.pi * Double(i) / Double(vertexCount)
        pts.append(Vec2(a * cos(t), b * sin(t)))
      }
      return try polygon(pts)
    case .polygon(let points):
      for p in points { try Check.finite(p, "polygon vertex") }
      return try polygon(points.map { Vec2(points: $0) })
    case .segment(let a, let b):
      try Check.finite(a, "segment start")
      try Check.finite(b, "segment end")
      return try chain([Vec2(points: a), Vec2(points: b)], isLoop: false)
    case .chain(let points, let isLoop):
      for p in points { try Check.finite(p, "chain point") }
      return try chain(points.map { Vec2(points: $0) }, isLoop: isLoop)
    }
  }

  private static func polygon(_ input: [Vec2]) throws(PhysicsError) -> PreparedGeometry {
    guard (3...64).contains(input.count) else {
      throw .invalidPolygon(reason: "needs 3...64 vertices, got \(input.count)")
    }
    var pts = input
    var area2 = 0.0
    for i in 0..<pts.count { area2 += pts[i].cross(pts[(i + 1) % pts.count]) }
    guard abs(area2) > 1e-12 else { throw .invalidPolygon(reason: "zero area") }
    if area2 < 0 { pts.reverse() }
    var normals: [Vec2] = []
    let n = pts.count
    normals.reserveCapacity(n)
    for i in 0..<n {
      let e = pts[(i + 1) % n] - pts[i]
      guard e.length > 1e-9 else { throw .invalidPolygon(reason: "duplicate vertex at index \(i)") }
      let next = pts[(i + 2) % n] - pts[(i + 1) % n]
      // Strictly convex: every turn is to the left (relative tolerance against collinearity).
      guard e.cross(next) > 1e-9 * e.length * next.length else {
        throw .invalidPolygon(reason: "not strictly convex at vertex \((i + 1) % n)")
      }
      normals.append(e.rightPerp.normalized)
    }
    return PreparedGeometry(kind: .polygon, vertices: pts, normals: normals, childCount: 1)
  }

  private static func chain(_ pts: [Vec2], isLoop: Bool) throws(PhysicsError) -> PreparedGeometry {
    let minimum = isLoop ? 3 : 2
    guard pts.count >= minimum else {
      throw .invalidPath(reason: "needs at least \(minimum) points, got \(pts.count)")
    }
    let edges = isLoop ? pts.count : pts.count - 1
    var v: [Vec2] = []
    var nrm: [Vec2] = []
    for i in 0..<edges {
      let a = pts[i]
      let b = pts[(i + 1) % pts.count]
      let e = b - a
      guard e.length > 1e-9 else { throw .invalidPath(reason: "coincident points at index \(i)") }
      let n = e.rightPerp.normalized
      v.append(a)
      v.append(b)
      nrm.append(n)
      nrm.append(-n)
    }
    return PreparedGeometry(
      kind: pts.count == 2 ? .segment : .chain, vertices: v, normals: nrm, childCount: edges)
  }

  /// Mass properties for `density` (kg/m²). Segments and chains have none.
  func massData(density: Double) -> MassData {
    switch kind {
    case .circle:
      let m = density * Double.pi * radius * radius
      return MassData(mass: m, center: center, inertiaAboutCenter: 0.5 * m * radius * radius)
    case .polygon:
      return vertices.withUnsafeBufferPointer { Self.polygonMassData($0, density: density) }
    case .segment, .chain:
      return MassData(mass: 0, center: .zero, inertiaAboutCenter: 0)
    }
  }

  /// Mass properties of the convex polygon `vertices` (counter-clockwise, at least three) for
  /// `density` (kg/m²): ``massData(density:)`` for a polygon, and what the world computes
  /// straight from its vertex pool (`PhysicsWorld.massData(of:)`), so both give the same bits.
  ///
  /// A triangle fan about the first vertex `o`: each triangle (o, vᵢ, vᵢ₊₁) with edges
  /// e₁ = vᵢ − o, e₂ = vᵢ₊₁ − o adds area ½(e₁ × e₂), centroid (e₁ + e₂)/3 (weighted by its
  /// area) and second moment about `o` (e₁ × e₂)/12 · (e₁·e₁ + e₁·e₂ + e₂·e₂).
  /// - Complexity: O(vertices), no allocation.
  @inline(__always)
  static func polygonMassData(_ vertices: UnsafeBufferPointer<Vec2>, density: Double) -> MassData {
    let o = vertices[0]
    var area = 0.0
    var c = Vec2.zero
    var inertia = 0.0
    for i in 1..<(vertices.count - 1) {
      let e1 = vertices[i] - o
      let e2 = vertices[i + 1] - o
      let d = e1.cross(e2)
      let a = 0.5 * d
      area += a
      c += (a / 3) * (e1 + e2)
      let intx2 = e1.x * e1.x + e2.x * e1.x + e2.x * e2.x
      let inty2 = e1.y * e1.y + e2.y * e1.y + e2.y * e2.y
      inertia += (0.25 / 3 * d) * (intx2 + inty2)
    }
    let m = density * area
    let cl = (1 / area) * c
    // inertia is about `o`; shift to the centroid.
    let iCenter = density * inertia - m * cl.lengthSquared
    return MassData(mass: m, center: cl + o, inertiaAboutCenter: iCenter)
  }
}
