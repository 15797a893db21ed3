import Foundation
import Testing

@testable import TrellisPhysics

/// The polygon test's separating-axis search takes shortcuts (it stops at the first edge that
/// separates beyond the margin, abandons an edge that cannot beat the best, and may be given a
/// floor below which it does not look closely). Each shortcut is meant to leave every decision
/// the caller makes unchanged; these tests hold it to that against the plain double loop.
@Suite("Polygon separating-axis search")
struct PolygonSeparationTests {
  /// The plain search: every edge of `a`, every vertex of `b`, the first edge of largest
  /// separation (the reference the shortcuts must agree with).
  static func fullSearch(_ a: ConvexView, _ b: ConvexView, _ xf: Transform) -> (Double, Int) {
    var best = -Double.infinity
    var edge = 0
    for i in 0..<a.count {
      let n = xf.q.rotate(a.normals[i])
      let v = xf.apply(a.vertices[i])
      var si = Double.infinity
      for j in 0..<b.count {
        let s = n.dot(b.vertices[j] - v)
        if s < si { si = s }
      }
      if si > best {
        best = si
        edge = i
      }
    }
    return (best, edge)
  }

  /// A seeded generator (64-bit LCG, top 53 bits) so that failures reproduce.
  struct Seeded {
    var state: UInt64
    mutating func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
  }

  static func shape(_ r: inout Seeded) throws -> PreparedGeometry {
    let size = CGSize(width: r.range(10, 120), height: r.range(10, 120))
    switch Int(r.unit() * 4) {
    case 0: return try PreparedGeometry.make(.box(size: size, center: .zero, angle: r.range(0, 6.3)))
    case 1: return try PreparedGeometry.make(.ellipse(size: size, vertexCount: 8 + Int(r.unit() * 9)))
    case 2:
      let s = size.width
      return try PreparedGeometry.make(
        .polygon([CGPoint(x: 0, y: -s), CGPoint(x: s, y: s), CGPoint(x: -s, y: s * r.range(0.2, 1))]))
    default:
      // Axis-aligned squares of one size: exact ties between edges are common.
      return try PreparedGeometry.make(.box(size: CGSize(width: 50, height: 50), center: .zero, angle: 0))
    }
  }

  /// 20,000 seeded pairs (boxes, octagons to 16-gons, triangles; tilted and axis-aligned, from
  /// overlapping to 2 m apart), margins from −0.05 to 0.3 m and floors below, between and above
  /// the separations: whenever the plain search's separation exceeds the margin the shortcut
  /// reports one above the margin too; otherwise, above the floor it returns the same edge and
  /// the same separation bit for bit, and at or below the floor it returns `(floor, 0)`.
  @Test func shortcutsAgreeWithThePlainSearch() throws {
    var r = Seeded(state: 20_261_129)
    var checked = (beyondMargin: 0, exact: 0, floored: 0)
    for k in 0..<20_000 {
      let ga = try Self.shape(&r)
      let gb = try Self.shape(&r)
      // Half the pairs are placed on a 1/64 m grid with quarter-turn rotations, where
      // distances tie exactly.
      let grid = k % 2 == 0
      let angle = grid ? Double(Int(r.unit() * 4)) * Double.pi / 2 : r.range(-3.2, 3.2)
      let q = grid ? Rot(c: (cos(angle)).rounded(), s: (sin(angle)).rounded()) : Rot(angle: angle)
      let p = Vec2(r.range(-2, 2), r.range(-2, 2))
      let xf = Transform(p: grid ? Vec2((p.x * 64).rounded() / 64, (p.y * 64).rounded() / 64) : p, q: q)
      let margin = r.range(-0.05, 0.3)
      ga.vertices.withUnsafeBufferPointer { av in
        ga.normals.withUnsafeBufferPointer { an in
          gb.vertices.withUnsafeBufferPointer { bv in
            gb.normals.withUnsafeBufferPointer { bn in
              let a = ConvexView(vertices: av.baseAddress!, normals: an.baseAddress!, count: av.count)
              let b = ConvexView(vertices: bv.baseAddress!, normals: bn.baseAddress!, count: bv.count)
              let (full, fullEdge) = Self.fullSearch(a, b, xf)
              let floors = [-Double.infinity, full - r.range(0, 0.1), full, full + r.range(0, 0.1)]
              for floor in floors where floor <= margin {
                let (sep, edge) = Collide.maxSeparation(a, b, xf, margin: margin, floor: floor)
                if full > margin {
                  #expect(sep > margin, "pair \(k): \(sep) not beyond margin \(margin)")
                  checked.beyondMargin += 1
                } else if full > floor {
                  #expect(sep.bitPattern == full.bitPattern && edge == fullEdge, "pair \(k)")
                  checked.exact += 1
                } else {
                  #expect(sep == floor && edge == 0, "pair \(k): \(sep), \(edge) for floor \(floor)")
                  checked.floored += 1
                }
              }
            }
          }
        }
      }
    }
    // Every branch must have been exercised many times for the test to mean anything.
    #expect(checked.beyondMargin > 1_000 && checked.exact > 1_000 && checked.floored > 1_000)
  }
}
