import Testing

@testable import TrellisPhysics

/// `SpringSoftnessMemo` hands a joint the last joint's spring softness when the frequency and
/// damping ratio have the same bits, and computes it otherwise: its answers must be those of
/// `Softness.spring(hertz:zeta:h:)` bit for bit, including `nil` (a spring too stiff for the
/// trapezoidal rule) and signed zeros (−0 and +0 differ in bits, so they are not shared).
struct SpringSoftnessMemoTests {
  private func bits(_ s: Softness?) -> [UInt64]? {
    s.map { [$0.biasRate.bitPattern, $0.massScale.bitPattern, $0.impulseScale.bitPattern] }
  }

  @Test func answersAsTheSoftnessItKeeps() {
    // A small pool, so that runs of equal inputs (the memo's case) and changes both happen:
    // soft springs, a spring too stiff for the rule (hζω + h²ω²/4 > ½ at h = 1/480 s:
    // 200 Hz at ζ = 2 gives 5.24 + 1.71 > ½), and signed zeros.
    let hertzPool: [Double] = [1, 1, 2, 0.5, 200, 30, 1e-300]
    let zetaPool: [Double] = [0.8, 0.8, 0.3, 0, -0.0, 2]
    var r = SceneRandom(state: 23)
    var shared = 0
    var stiff = 0
    for h in [1.0 / 480, 1.0 / 120, 1.0 / 32] {
      var memo = SpringSoftnessMemo(h: h)
      var last: (UInt64, UInt64)?
      for _ in 0..<4_000 {
        let hertz = hertzPool[r.int(0...(hertzPool.count - 1))]
        let zeta = zetaPool[r.int(0...(zetaPool.count - 1))]
        let expected = Softness.spring(hertz: hertz, zeta: zeta, h: h)
        #expect(
          bits(memo.spring(hertz: hertz, zeta: zeta)) == bits(expected), "\(hertz) Hz, ζ \(zeta), h \(h)")
        if let l = last, l == (hertz.bitPattern, zeta.bitPattern) { shared += 1 }
        if expected == nil { stiff += 1 }
        last = (hertz.bitPattern, zeta.bitPattern)
      }
    }
    // Both the memo's answers and fresh ones, and the stiff case, were exercised (a repeat of
    // the last inputs has probability 9/49 · 8/36 ≈ 0.041: about 490 of the 12,000 calls).
    #expect(shared > 300)
    #expect(stiff > 100)
  }

  /// −0 and +0 damping ratios have different bits, so the memo computes each afresh; every
  /// answer must still be the direct computation's.
  @Test func signedZerosAreDifferentInputs() {
    var memo = SpringSoftnessMemo(h: 1.0 / 480)
    for zeta in [0.0, -0.0, 0.0, -0.0] {
      #expect(
        bits(memo.spring(hertz: 3, zeta: zeta)) == bits(Softness.spring(hertz: 3, zeta: zeta, h: 1.0 / 480)))
    }
  }
}
