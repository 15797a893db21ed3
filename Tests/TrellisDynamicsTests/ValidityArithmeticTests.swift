import Foundation
import Testing

@testable import TrellisDynamics

// The seventh pass's plain validity test (docs/benchmarks.md, "Issue 23: fling frame, seventh
// pass (springy layout)"): `Validate.passesWithoutPath` checks finiteness by comparisons with
// finite limits and by the sum of the transform's entries times zero. It must pass exactly the
// values the item check passes, for every entry of the transform and every kind of bad value.

/// Whether the full item check (`Validate.item`) rejects these values of `item`.
@MainActor func itemCheckThrows(
  _ item: DynamicItem, size: CGSize, center: CGPoint, transform: CGAffineTransform,
  boundsType: DynamicItemCollisionBoundsType
) -> Bool {
  do throws(DynamicsError) {
    try Validate.item(item, size: size, center: center, transform: transform, boundsType: boundsType)
  } catch {
    return true
  }
  return false
}

@MainActor @Suite struct ValidityArithmeticTests {
  @Test(
    "Seeded: any transform entry, size or centre coordinate non-finite or out of range fails as the item check does"
  )
  func everyEntryAgreesWithTheItemCheck() {
    // Both sides of every limit, the infinities, NaN, the largest finite value (whose product
    // with 0 is 0, not NaN) and the smallest subnormal.
    let special: [CGFloat] = [
      0, -0.0, 1, -1, 1e12, CGFloat(1e12).nextUp, 1e20, -1e20, CGFloat(1e20).nextUp, .infinity, -.infinity,
      .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]
    let item = TestItem(center: .zero, size: CGSize(width: 1, height: 1))
    var random = SplitMix64(state: 2311)
    func pick(_ ordinary: CGFloat) -> CGFloat {
      random.below(6) == 0 ? special[random.below(special.count)] : ordinary
    }
    var passed = 0
    var failed = 0
    for _ in 0..<30_000 {
      let size = CGSize(width: pick(20), height: pick(30))
      let center = CGPoint(x: pick(100), y: pick(-40))
      let t = CGAffineTransform(a: pick(1), b: pick(0), c: pick(0), d: pick(1), tx: pick(0), ty: pick(0))
      let boundsType: DynamicItemCollisionBoundsType = random.below(5) == 0 ? .ellipse : .rectangle
      let passes = Validate.passesWithoutPath(
        size: size, center: center, transform: t, boundsType: boundsType)
      let throwsError = itemCheckThrows(
        item, size: size, center: center, transform: t, boundsType: boundsType)
      #expect(passes == !throwsError, "size \(size) centre \(center) transform \(t)")
      if passes { passed += 1 } else { failed += 1 }
    }
    #expect(passed > 1_000 && failed > 1_000)
  }

  @Test("Worked examples: one bad transform entry at a time fails; the largest finite values pass")
  func oneEntryAtATime() {
    let size = CGSize(width: 20, height: 20)
    let center = CGPoint(x: 5, y: 5)
    func passes(_ t: CGAffineTransform) -> Bool {
      Validate.passesWithoutPath(size: size, center: center, transform: t, boundsType: .rectangle)
    }
    #expect(passes(.identity))
    let big = CGFloat.greatestFiniteMagnitude
    #expect(passes(CGAffineTransform(a: big, b: -big, c: big, d: -big, tx: big, ty: -big)))
    for index in 0..<6 {
      for bad in [CGFloat.infinity, -.infinity, .nan] {
        var entries: [CGFloat] = [1, 0, 0, 1, 0, 0]
        entries[index] = bad
        let t = CGAffineTransform(
          a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
        #expect(!passes(t), "entry \(index) = \(bad)")
      }
    }
    // A size of exactly the largest length passes; the next double up, 0 and NaN do not.
    let t = CGAffineTransform.identity
    #expect(
      Validate.passesWithoutPath(
        size: CGSize(width: 1e12, height: 1), center: center, transform: t, boundsType: .rectangle))
    for w in [CGFloat(1e12).nextUp, 0, .nan, -.infinity] {
      #expect(
        !Validate.passesWithoutPath(
          size: CGSize(width: w, height: 1), center: center, transform: t, boundsType: .rectangle))
    }
  }
}
