import Foundation
import Testing

@testable import TrellisDynamics

// `CGRect.overlapsQuickly(_:)` (the springy layout's per-tile test) must answer exactly what
// TrellisGeometry's `overlaps(_:)` answers, for any pair of rectangles.

@Suite struct QuickOverlapTests {
  /// Worked examples of the rule (edges that only touch do not overlap; a zero-width rect
  /// overlaps one it crosses strictly inside): (0, 0, 10, 10) against (10, 0, 5, 5) touches
  /// at x = 10, so false; against (9.5, 9.5, 1, 1), true; the line x = 5, y 2…8 crosses
  /// (0, 0, 10, 10) inside, so true, and the line x = 10 lies on its edge, so false; a rect
  /// with a negative width, (20, 0, −15, 10), spans x 5…20 and so overlaps (0, 0, 10, 10).
  @Test func workedExamples() {
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(!square.overlapsQuickly(CGRect(x: 10, y: 0, width: 5, height: 5)))
    #expect(square.overlapsQuickly(CGRect(x: 9.5, y: 9.5, width: 1, height: 1)))
    #expect(square.overlapsQuickly(CGRect(x: 5, y: 2, width: 0, height: 6)))
    #expect(!square.overlapsQuickly(CGRect(x: 10, y: 2, width: 0, height: 6)))
    #expect(square.overlapsQuickly(CGRect(x: 20, y: 0, width: -15, height: 10)))
    #expect(!square.overlapsQuickly(.null))
  }

  /// 20,000 seeded pairs drawn from a small set of coordinates and sizes (so that edges often
  /// coincide) plus negative, zero, NaN, infinite and null rectangles: the same answer as
  /// `overlaps(_:)` for every pair, both ways round.
  @Test func sameAnswerAsOverlaps() {
    var seed: UInt64 = 0x2545_f491_4f6c_dd1d
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    let coordinates: [CGFloat] = [-10, -0.0, 0, 0.5, 3, 10, 1e20, -.infinity, .infinity, .nan]
    let sizes: [CGFloat] = [0, -0.0, 0.5, 3, 10, -3, -10, .infinity, .nan, 1e-300]
    func rect() -> CGRect {
      if next(40) == 0 { return .null }
      if next(40) == 0 { return .infinite }
      return CGRect(
        x: coordinates[next(coordinates.count)], y: coordinates[next(coordinates.count)],
        width: sizes[next(sizes.count)], height: sizes[next(sizes.count)])
    }
    var mismatches = 0
    for _ in 0..<20_000 {
      let a = rect()
      let b = rect()
      if a.overlapsQuickly(b) != a.overlaps(b) { mismatches += 1 }
      if b.overlapsQuickly(a) != b.overlaps(a) { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
