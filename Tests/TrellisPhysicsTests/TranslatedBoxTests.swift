import Foundation
import Testing

@testable import TrellisPhysics

/// `PhysicsWorld.tightBox` takes a polygon's stored local bounds plus the translation when the
/// transform is unrotated and every vertex coordinate is non-zero
/// (`ShapeRecord.translatesExactly`). That shortcut must give the bits of transforming every
/// vertex, which the general path (the same record with the flag off) does.
struct TranslatedBoxTests {
  /// Numbers that stress the argument: signed zeros, the smallest normal and subnormal
  /// magnitudes, huge values and ordinary ones.
  static let edgeValues: [Double] = [
    0, -0.0, 1e-300, -1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e300, -1e300,
    0.1, -0.1, 3, -3, 1e15, -1e15,
  ]

  static func value(_ rng: inout SceneRandom) -> Double {
    rng.int(0...2) == 0 ? edgeValues[rng.int(0...edgeValues.count - 1)] : rng.double(-50...50)
  }

  /// The record for a polygon with these vertices, as `addShape` fills it.
  static func polygon(_ vertices: [Vec2]) -> ShapeRecord {
    var sh = ShapeRecord()
    sh.isAlive = true
    sh.kind = .polygon
    sh.vertexCount = Int32(vertices.count)
    sh.childCount = 1
    sh.noteLocalBounds(vertices)
    return sh
  }

  static func bits(_ box: AABB) -> [UInt64] {
    [box.lower.x, box.lower.y, box.upper.x, box.upper.y].map(\.bitPattern)
  }

  /// 20,000 seeded polygons (3 to 8 vertices, some with a zero or signed-zero coordinate, some
  /// with tiny or huge ones) at seeded translations (signed zeros, tiny, huge, cancelling a
  /// vertex exactly) with cosine 1 and sine +0 or −0, and a few rotations: the box from the
  /// record is bit for bit the box from the same record with the shortcut off.
  @Test func shortcutGivesTheBitsOfTransformingEveryVertex() {
    var rng = SceneRandom(state: 0x7472_616E_736C_6174)
    var taken = 0
    for _ in 0..<20_000 {
      let count = rng.int(3...8)
      let vertices = (0..<count).map { _ in Vec2(Self.value(&rng), Self.value(&rng)) }
      let exact = Self.polygon(vertices)
      var general = exact
      general.translatesExactly = false
      // Sometimes a translation that cancels a vertex exactly (v + p = +0).
      let cancel = vertices[rng.int(0...count - 1)]
      let p =
        rng.int(0...4) == 0
        ? Vec2(-cancel.x, -cancel.y) : Vec2(Self.value(&rng), Self.value(&rng))
      let q: Rot
      switch rng.int(0...4) {
      case 0: q = Rot(c: 1, s: -0.0)
      case 1: q = Rot(angle: rng.double(-3...3))
      default: q = Rot(c: 1, s: 0)
      }
      let xf = Transform(p: p, q: q)
      let fast = PhysicsWorld.tightBox(exact, child: 0, xf) { vertices[$0] }
      let slow = PhysicsWorld.tightBox(general, child: 0, xf) { vertices[$0] }
      #expect(Self.bits(fast) == Self.bits(slow), "vertices \(vertices), p \(p), q \(q)")
      if exact.translatesExactly && q.c == 1 { taken += 1 }
    }
    // The shortcut was actually exercised, and not on every case.
    #expect(taken > 2_000 && taken < 16_000)
  }

  /// Which polygons qualify: every coordinate must be finite and non-zero, and only polygons.
  @Test func onlyPolygonsWithoutZeroCoordinatesQualify() {
    let box = Self.polygon([Vec2(-0.5, -0.25), Vec2(0.5, -0.25), Vec2(0.5, 0.25), Vec2(-0.5, 0.25)])
    #expect(box.translatesExactly)
    #expect(box.localLower == Vec2(-0.5, -0.25) && box.localUpper == Vec2(0.5, 0.25))
    #expect(!Self.polygon([Vec2(0, 0), Vec2(0.2, 0), Vec2(0, 0.1)]).translatesExactly)
    #expect(!Self.polygon([Vec2(-0.0, 1), Vec2(1, 1), Vec2(1, 2)]).translatesExactly)
    #expect(!Self.polygon([Vec2(.infinity, 1), Vec2(1, 1), Vec2(1, 2)]).translatesExactly)
    var segment = ShapeRecord()
    segment.kind = .segment
    segment.noteLocalBounds([Vec2(1, 1), Vec2(2, 2)])
    #expect(!segment.translatesExactly)
  }

  /// A worked example through the world: a 100 × 40 pt box placed unrotated at (300, 200) pt
  /// has the tight box (250…350, 180…220) pt, centre ± half size, as `bounds(of:)` reports
  /// it; and its record takes the shortcut.
  @Test func aPlacedBoxHasItsCentreAndHalfSizes() throws {
    let world = try TestWorld.make()
    let body = try world.createBody(BodyDefinition(position: CGPoint(x: 10, y: 10)))
    let shape = try world.addShape(.box(size: CGSize(width: 100, height: 40)), to: body)
    #expect(world.shapes[Int(shape.index)].translatesExactly)
    try world.setTransform(of: body, position: CGPoint(x: 300, y: 200), angle: 0)
    let box = try world.bounds(of: shape)
    #expect(abs(box.minX - 250) < 1e-9 && abs(box.maxX - 350) < 1e-9)
    #expect(abs(box.minY - 180) < 1e-9 && abs(box.maxY - 220) < 1e-9)
  }
}
