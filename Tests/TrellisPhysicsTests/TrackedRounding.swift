@testable import TrellisPhysics

/// γₖ = k·u / (1 − k·u), the bound on |θ| in a product of k factors (1 + δᵢ), |δᵢ| ≤ u
/// (N. J. Higham, *Accuracy and Stability of Numerical Algorithms*, 2nd ed., Lemma 3.1).
func roundingGamma(_ k: Int, unit u: Double) -> Double { Double(k) * u / (1 - Double(k) * u) }

/// A number computed in double precision (`v`, the oracle's value), with what the same
/// operations done in `Float` can differ from the exact result by: at most γₖ(2⁻²⁴)·m, where
/// `m` is the *magnitude* — the same computation on the absolute values of the inputs with
/// every subtraction made an addition — and `k` the rounding *depth*.
///
/// Why that holds (by induction over the operations; u = 2⁻²⁴, fl(a ∘ b) = (a ∘ b)(1 + δ),
/// |δ| ≤ u, Higham's model, no overflow or underflow):
/// - an input rounded to `Float` is x(1 + δ): error ≤ γ₁·|x|, depth 1 (a constant that `Float`
///   holds exactly, depth 0);
/// - a sum or difference of x̂ = x + eₓ, ŷ = y + e_y with |eₓ| ≤ γₐX, |e_y| ≤ γ_b·Y:
///   |fl(x̂ ± ŷ) − (x ± y)| ≤ γₐX + γ_bY + u(1 + γ_max)(X + Y) ≤ γ_{max(a,b)+1}·(X + Y);
/// - a product: |x̂ŷ(1 + δ) − xy| ≤ (γₐ + γ_b + γₐγ_b + u(1 + γₐ)(1 + γ_b))·XY
///   ≤ γ_{a+b+1}·XY (Higham, Lemma 3.3);
/// - negation is exact; `max`/`min` of two values moves neither error past the larger one
///   (they are 1-Lipschitz in each argument): ≤ γ_{max(a,b)}·max(X, Y).
///
/// The magnitude carries the conditioning: a difference of nearly equal terms (a relative
/// velocity near zero) has a small
/// value but a large magnitude, and the bound grows with it.
struct Tracked {
  /// The value, computed in double precision in the lanes' order of operations.
  var v: Double
  /// The magnitude (see above); ≥ |v|.
  var m: Double
  /// The rounding depth (see above).
  var k: Int

  /// An input rounded to `Float` by the lanes.
  static func input(_ x: Double) -> Tracked { Tracked(v: x, m: abs(x), k: 1) }
  /// A constant that `Float` holds exactly.
  static func exact(_ x: Double) -> Tracked { Tracked(v: x, m: abs(x), k: 0) }

  static func + (a: Tracked, b: Tracked) -> Tracked {
    Tracked(v: a.v + b.v, m: a.m + b.m, k: max(a.k, b.k) + 1)
  }
  static func - (a: Tracked, b: Tracked) -> Tracked {
    Tracked(v: a.v - b.v, m: a.m + b.m, k: max(a.k, b.k) + 1)
  }
  static func * (a: Tracked, b: Tracked) -> Tracked { Tracked(v: a.v * b.v, m: a.m * b.m, k: a.k + b.k + 1) }
  static prefix func - (a: Tracked) -> Tracked { Tracked(v: -a.v, m: a.m, k: a.k) }

  /// `Swift.max(a, b)` (b where b ≥ a), as `laneMax`.
  static func maximum(_ a: Tracked, _ b: Tracked) -> Tracked {
    Tracked(v: b.v >= a.v ? b.v : a.v, m: max(a.m, b.m), k: max(a.k, b.k))
  }
  /// `Swift.min(a, b)` (b where b < a), as `laneMin`.
  static func minimum(_ a: Tracked, _ b: Tracked) -> Tracked {
    Tracked(v: b.v < a.v ? b.v : a.v, m: max(a.m, b.m), k: max(a.k, b.k))
  }

  /// The bound on |lanes − oracle|: the lanes' error γₖ(2⁻²⁴)·m plus the double oracle's own
  /// γₖ(2⁻⁵³)·m.
  var bound: Double { (roundingGamma(k, unit: 0x1p-24) + roundingGamma(k, unit: 0x1p-53)) * m }
  /// Whether the sign of the exact value is not decided by the computed one (|v| within the
  /// bound): a lane select on it could go either way.
  var signIsUncertain: Bool { abs(v) <= bound }
}

/// One body's velocity in ``Tracked`` numbers.
struct TrackedVelocity {
  var vx: Tracked
  var vy: Tracked
  var w: Tracked

  init(_ s: BodyState) {
    vx = .input(s.v.x)
    vy = .input(s.v.y)
    w = .input(s.w)
  }
}

/// One point's impulses in ``Tracked`` numbers.
struct TrackedImpulses {
  var normal: Tracked
  var tangent: Tracked
  var maxNormal: Tracked

  init(_ p: ContactConstraintPoint) {
    normal = .input(p.normalImpulse)
    tangent = .input(p.tangentImpulse)
    maxNormal = .input(p.maxNormalImpulse)
  }
}

/// One contact constraint's sub-step stages in ``Tracked`` numbers: the operations of the lane
/// stages (`ContactSolver+Groups.swift`) for one lane, in the same order, so that `v` is the
/// double oracle's value (the test checks it against `ContactSolver`'s scalar stages) and
/// `bound` what the single-precision lane may differ from it by.
struct TrackedConstraint {
  var A: TrackedVelocity
  var B: TrackedVelocity
  var p0: TrackedImpulses
  var p1: TrackedImpulses
  /// A lane select (speculative or not) whose condition is within
  /// rounding of its threshold: the lane may have taken the other branch, so the bound does
  /// not apply to this constraint.
  var ambiguous = false
  let c: ContactConstraint
  let nx: Tracked
  let ny: Tracked
  let mA: Tracked
  let iA: Tracked
  let mB: Tracked
  let iB: Tracked

  init(_ c: ContactConstraint, _ states: [BodyState]) {
    self.c = c
    A = TrackedVelocity(states[Int(c.a)])
    B = TrackedVelocity(states[Int(c.b)])
    p0 = TrackedImpulses(c.p0)
    p1 = TrackedImpulses(c.p1)
    nx = .input(c.normal.x)
    ny = .input(c.normal.y)
    mA = .input(c.invMassA)
    iA = .input(c.invIA)
    mB = .input(c.invMassB)
    iB = .input(c.invIB)
  }

  /// The lanes' warm start.
  mutating func warmStart() {
    let tx = ny
    let ty = -nx
    func parts(_ p: ContactConstraintPoint) -> (Tracked, Tracked, Tracked, Tracked) {
      let ln = Tracked.input(p.normalImpulse)
      let lt = Tracked.input(p.tangentImpulse)
      return (
        ln * nx + lt * tx, ln * ny + lt * ty, ln * .input(p.rnA) + lt * .input(p.rtA),
        ln * .input(p.rnB) + lt * .input(p.rtB)
      )
    }
    var (px, py, la, lb) = parts(c.p0)
    if c.pointCount > 1 {
      let (px1, py1, la1, lb1) = parts(c.p1)
      px = px + px1
      py = py + py1
      la = la + la1
      lb = lb + lb1
    }
    A.vx = A.vx - mA * px
    A.vy = A.vy - mA * py
    A.w = A.w - iA * la
    B.vx = B.vx + mB * px
    B.vy = B.vy + mB * py
    B.w = B.w + iB * lb
  }

  /// Bias, mass scale and impulse scale of point `p` (the lanes' `coefficients`).
  mutating func coefficients(
    _ p: ContactConstraintPoint, dpn: Tracked, motion: (BodyState, BodyState), invH: Double,
    maxPushOut: Double,
    useBias: Bool
  ) -> (Tracked, Tracked, Tracked) {
    let (sA, sB) = motion
    let s =
      Tracked.input(p.baseSeparation) + dpn
      + (.input(sB.dq.c) * .input(p.rdB) + .input(sB.dq.s) * .input(p.rnB))
      - (.input(sA.dq.c) * .input(p.rdA) + .input(sA.dq.s) * .input(p.rnA))
    if s.signIsUncertain { ambiguous = true }
    if s.v > 0 { return (s * .exact(invH), .exact(1), .exact(0)) }
    if useBias {
      return (
        Tracked.maximum(.input(c.softness.biasRate) * s, .input(-maxPushOut)), .input(c.softness.massScale),
        .input(c.softness.impulseScale)
      )
    }
    return (.exact(0), .exact(1), .exact(0))
  }

  /// One sequential normal update (the lanes' `normal`).
  static func normal(
    _ p: ContactConstraintPoint, _ impulses: inout TrackedImpulses, _ k: (Tracked, Tracked, Tracked),
    _ A: inout TrackedVelocity, _ B: inout TrackedVelocity, _ n: (Tracked, Tracked),
    _ masses: (Tracked, Tracked, Tracked, Tracked)
  ) {
    let (nx, ny) = n
    let (mA, iA, mB, iB) = masses
    let rnA = Tracked.input(p.rnA)
    let rnB = Tracked.input(p.rnB)
    let vn = ((B.vx - A.vx) * nx + (B.vy - A.vy) * ny + B.w * rnB) - A.w * rnA
    let lambda = impulses.normal
    let new = Tracked.maximum(lambda - .input(p.normalMass) * k.1 * (vn + k.0) - k.2 * lambda, .exact(0))
    let d = new - lambda
    impulses.normal = new
    impulses.maxNormal = Tracked.maximum(impulses.maxNormal, d)
    let dA = mA * d
    let dB = mB * d
    A.vx = A.vx - dA * nx
    A.vy = A.vy - dA * ny
    A.w = A.w - iA * d * rnA
    B.vx = B.vx + dB * nx
    B.vy = B.vy + dB * ny
    B.w = B.w + iB * d * rnB
  }

  /// One friction update (the lanes' `tangent`).
  static func tangent(
    _ p: ContactConstraintPoint, _ impulses: inout TrackedImpulses, maxFriction maxF: Tracked,
    _ A: inout TrackedVelocity, _ B: inout TrackedVelocity, _ t: (Tracked, Tracked),
    _ masses: (Tracked, Tracked, Tracked, Tracked)
  ) {
    let (tx, ty) = t
    let (mA, iA, mB, iB) = masses
    let rtA = Tracked.input(p.rtA)
    let rtB = Tracked.input(p.rtB)
    let vt = ((B.vx - A.vx) * tx + (B.vy - A.vy) * ty + B.w * rtB) - A.w * rtA
    let old = impulses.tangent
    let new = Tracked.minimum(Tracked.maximum(old - .input(p.tangentMass) * vt, -maxF), maxF)
    let d = new - old
    impulses.tangent = new
    let dA = mA * d
    let dB = mB * d
    A.vx = A.vx - dA * tx
    A.vy = A.vy - dA * ty
    A.w = A.w - iA * d * rtA
    B.vx = B.vx + dB * tx
    B.vy = B.vy + dB * ty
    B.w = B.w + iB * d * rtB
  }

  /// The lanes' solve (`useBias` false: the relax pass) of this constraint, with the bodies'
  /// step motion `motion` (A, B).
  mutating func solve(motion: (BodyState, BodyState), invH: Double, maxPushOut: Double, useBias: Bool) {
    let (sA, sB) = motion
    let dpn =
      (Tracked.input(sB.dp.x) - .input(sA.dp.x)) * nx + (Tracked.input(sB.dp.y) - .input(sA.dp.y)) * ny
    let masses = (mA, iA, mB, iB)
    let two = c.pointCount > 1
    let k0 = coefficients(
      c.p0, dpn: dpn, motion: motion, invH: invH, maxPushOut: maxPushOut, useBias: useBias)
    let k1 =
      two
      ? coefficients(c.p1, dpn: dpn, motion: motion, invH: invH, maxPushOut: maxPushOut, useBias: useBias)
      : (Tracked.exact(0), Tracked.exact(1), Tracked.exact(0))
    Self.normal(c.p0, &p0, k0, &A, &B, (nx, ny), masses)
    if two { Self.normal(c.p1, &p1, k1, &A, &B, (nx, ny), masses) }
    let friction = Tracked.input(c.friction)
    let t = (ny, -nx)
    Self.tangent(c.p0, &p0, maxFriction: friction * p0.normal, &A, &B, t, masses)
    if two { Self.tangent(c.p1, &p1, maxFriction: friction * p1.normal, &A, &B, t, masses) }
  }
}
