import Foundation
import Testing

@testable import TrellisPhysics

/// `addShape` prepares a box once and reuses it while the same box (bit for bit) is added
/// again (`PreparedBoxCache`). Every shape must get exactly what a fresh preparation gives.
struct PreparedBoxCacheTests {
  /// A seeded mix of repeated and new boxes (including centres and angles of ±0, which are
  /// equal as numbers but not as bits), circles and polygons in between, and invalid boxes:
  /// each shape's pool vertices and normals are bit for bit those of `PreparedGeometry.make`,
  /// and its body's mass that of the prepared geometry.
  @Test func everyShapeGetsWhatAFreshPreparationGives() throws {
    var rng = SceneRandom(state: 0x626F_785F_6361_6368)
    let world = try TestWorld.make()
    let sizes = [
      CGSize(width: 300, height: 44), CGSize(width: 300, height: 44.000000000000007),
      CGSize(width: 44, height: 300),
    ]
    let centers = [
      CGPoint.zero, CGPoint(x: -0.0, y: 0), CGPoint(x: 0, y: -0.0), CGPoint(x: 1e-300, y: 0),
      CGPoint(x: 12.5, y: -3),
    ]
    let angles = [0.0, -0.0, 1e-300, 0.3]
    var boxes = 0
    for _ in 0..<400 {
      let geometry: ShapeGeometry
      switch rng.int(0...9) {
      case 0: geometry = .circle(radius: rng.double(1...50))
      case 1:
        geometry = .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: rng.double(5...30))])
      case 2: geometry = .box(size: CGSize(width: 0, height: 44))  // invalid: must throw, and not be cached
      default:
        geometry = .box(
          size: sizes[rng.int(0...2)], center: centers[rng.int(0...4)], angle: angles[rng.int(0...3)])
      }
      let body = try world.createBody(BodyDefinition(position: CGPoint(x: rng.double(-100...100), y: 0)))
      guard let expected = try? PreparedGeometry.make(geometry) else {
        #expect(throws: PhysicsError.self) { try world.addShape(geometry, to: body) }
        continue
      }
      let shape = try world.addShape(geometry, to: body)
      let record = world.shapes[Int(shape.index)]
      let start = Int(record.vertexStart)
      let vertices = Array(world.vertexPool[start..<start + Int(record.vertexCount)])
      let normals = Array(world.normalPool[start..<start + Int(record.vertexCount)])
      #expect(
        vertices.map { [$0.x.bitPattern, $0.y.bitPattern] }
          == expected.vertices.map { [$0.x.bitPattern, $0.y.bitPattern] })
      #expect(
        normals.map { [$0.x.bitPattern, $0.y.bitPattern] }
          == expected.normals.map { [$0.x.bitPattern, $0.y.bitPattern] })
      #expect(try world.mass(of: body).bitPattern == expected.massData(density: 1).mass.bitPattern)
      if case .box = geometry { boxes += 1 }
    }
    #expect(boxes > 250)
  }

  /// The cache answers a repeated box with the stored preparation, a different one (even by the
  /// sign of a zero) with a new one, and keeps nothing from a box that failed.
  @Test func keysAreBitPatterns() throws {
    var cache = PreparedBoxCache()
    let a = try cache.prepare(.box(size: CGSize(width: 10, height: 20), angle: 0))
    #expect(a.vertices == [Vec2(-0.05, -0.1), Vec2(0.05, -0.1), Vec2(0.05, 0.1), Vec2(-0.05, 0.1)])
    let b = try cache.prepare(.box(size: CGSize(width: 10, height: 20), angle: -0.0))
    // Rotating by −0 leaves every corner where it was (sin(−0) = −0, cos(−0) = 1).
    #expect(b.vertices == a.vertices)
    #expect(throws: PhysicsError.self) {
      try cache.prepare(.box(size: CGSize(width: 10, height: CGFloat.nan)))
    }
    let c = try cache.prepare(.box(size: CGSize(width: 20, height: 10)))
    #expect(c.vertices == [Vec2(-0.1, -0.05), Vec2(0.1, -0.05), Vec2(0.1, 0.05), Vec2(-0.1, 0.05)])
    let d = try cache.prepare(.circle(radius: 5))
    #expect(d.kind == .circle && d.radius == 0.05)
    let e = try cache.prepare(.box(size: CGSize(width: 20, height: 10)))
    #expect(e.vertices == c.vertices && e.normals == c.normals)
  }
}
