/// The contact stages of the soft step. Each function runs over all constraints of the step
/// in a fixed order (Gauss–Seidel), reading and writing ``BodyState`` in place.
///
/// The step runs `prepare` and `restitution` from here; the sub-step stages run on
/// ``ContactGroup``s (`ContactSolver+Groups.swift`, four constraints in single-precision
/// lanes), which are the lane-wise transcription of `warmStart` and `solve` here. These scalar
/// two (double precision) are the reference: `ContactLaneErrorBoundTests` checks the lane
/// stages against them within a derived rounding bound.
///
/// Design notes (Box2D v3 "soft step", Solver2D):
/// - Anchors are fixed at the start of the step; the separation is updated cheaply from the
///   bodies' sub-step displacements instead of re-running the narrowphase.
/// - A positive (speculative) separation s allows an approach of at most s/h in the sub-step,
///   so a body stops exactly at the surface without penetrating.
/// - Overlap is pushed out softly (contact hertz, damping ratio 10), capped at
///   `maxPushOut` m/s, in the biased solve; the relax pass solves again without bias so the
///   push-out velocity does not turn into bounce.
/// - Restitution runs once after the sub-steps against the normal velocity recorded before
///   the step (extrapolated to the moment the gap closes under the applied accelerations),
///   only for points that approached faster than the threshold and actually took an impulse.
///   The approach speed is taken before the step, never from inside the iterations, where
///   warm starting makes velocities transiently larger.
/// - Bodies that already touch when a collision arrives are solved as one block: a chain of
///   touching balls (Newton's cradle) shares the impulse instead of passing it on. With gaps
///   wider than a step's travel each collision resolves in its own step and the cradle works.
enum ContactSolver {
  /// Prepares `cc` (its `contact`, bodies, friction and restitution already set) from its
  /// manifold and the bodies' states at the start of the step: lever arms, effective masses,
  /// softness, warm-start impulses and, when its restitution is not zero, the approach speed
  /// and the two points' block matrix for the restitution pass (else they stay zero).
  ///
  /// Inlined into the step's one-pass preparation (`ContactGroup.prepare(keys:…)`), where a
  /// call passed the 160-byte manifold through a copy.
  @inline(__always)
  static func prepare(
    _ cc: inout ContactConstraint, manifold m: Manifold, states: UnsafeMutableBufferPointer<BodyState>,
    contactSoftness: Softness, staticSoftness: Softness, warmStartScale: Double, dt: Double
  ) {
    // The bodies' fields through pointers: a copy of each 96-byte state was a memory copy.
    let sA = UnsafePointer(states.baseAddress! + Int(cc.a))
    let sB = UnsafePointer(states.baseAddress! + Int(cc.b))
    cc.invMassA = sA.pointee.invMass
    cc.invIA = sA.pointee.invI
    cc.invMassB = sB.pointee.invMass
    cc.invIB = sB.pointee.invI
    cc.softness = (sA.pointee.invMass == 0 || sB.pointee.invMass == 0) ? staticSoftness : contactSoftness
    cc.normal = m.normal
    cc.pointCount = m.pointCount
    let n = m.normal
    let t = n.rightPerp
    let mSum = sA.pointee.invMass + sB.pointee.invMass
    let iA = sA.pointee.invI
    let iB = sB.pointee.invI
    // The approach speed and the block matrix are read only by the restitution pass, which
    // skips constraints with e = 0 (most of them).
    let restitutes = cc.restitution != 0
    @inline(__always) func make(_ mp: ManifoldPoint) -> ContactConstraintPoint {
      var p = ContactConstraintPoint()
      let rA = mp.anchorA
      let rB = mp.anchorB
      p.rnA = rA.cross(n)
      p.rnB = rB.cross(n)
      p.rtA = rA.cross(t)
      p.rtB = rB.cross(t)
      p.rdA = rA.dot(n)
      p.rdB = rB.dot(n)
      p.baseSeparation = mp.separation - (p.rdB - p.rdA)
      p.normalImpulse = warmStartScale * mp.normalImpulse
      p.tangentImpulse = warmStartScale * mp.tangentImpulse
      let kN = mSum + iA * p.rnA * p.rnA + iB * p.rnB * p.rnB
      p.normalMass = kN > 0 ? 1 / kN : 0
      let kT = mSum + iA * p.rtA * p.rtA + iB * p.rtB * p.rtB
      p.tangentMass = kT > 0 ? 1 / kT : 0
      if !restitutes { return p }
      let vn = (sB.pointee.v - sA.pointee.v).dot(n) + sB.pointee.w * p.rnB - sA.pointee.w * p.rnA
      p.relativeVelocity = vn
      if vn < 0 && mp.separation > 0 {
        // Impact speed: the approach grows under the applied accelerations (passed in `sv`)
        // until the gap closes, about s/|vn| into the step.
        let t = min(mp.separation / -vn, dt)
        p.relativeVelocity = vn + n.dot(sB.pointee.sv - sA.pointee.sv) * t
      }
      return p
    }
    cc.p0 = make(m.p0)
    cc.useBlock = false
    if m.pointCount > 1 {
      cc.p1 = make(m.p1)
      if !restitutes { return }
      let k11 = mSum + iA * cc.p0.rnA * cc.p0.rnA + iB * cc.p0.rnB * cc.p0.rnB
      let k22 = mSum + iA * cc.p1.rnA * cc.p1.rnA + iB * cc.p1.rnB * cc.p1.rnB
      let k12 = mSum + iA * cc.p0.rnA * cc.p1.rnA + iB * cc.p0.rnB * cc.p1.rnB
      // Block-solve only when K is well conditioned (points not nearly coincident).
      let det = k11 * k22 - k12 * k12
      if k11 * k11 < 1000 * det {
        let inv = 1 / det
        cc.k11 = inv * k22
        cc.k12 = -inv * k12
        cc.k22 = inv * k11
        cc.useBlock = true
      }
    }
  }

  static func warmStart(
    _ cs: UnsafeMutableBufferPointer<ContactConstraint>, _ states: UnsafeMutableBufferPointer<BodyState>
  ) {
    guard let base = cs.baseAddress, let sBase = states.baseAddress else { return }
    for i in 0..<cs.count {
      let c = base + i
      let pA = sBase + Int(c.pointee.a)
      let pB = sBase + Int(c.pointee.b)
      let n = c.pointee.normal
      let t = n.rightPerp
      let mA = c.pointee.invMassA
      let iA = c.pointee.invIA
      let mB = c.pointee.invMassB
      let iB = c.pointee.invIB
      var (P, LA, LB) = accumulatedImpulse(c.pointee.p0, n, t)
      if c.pointee.pointCount > 1 {
        let (P1, LA1, LB1) = accumulatedImpulse(c.pointee.p1, n, t)
        P += P1
        LA += LA1
        LB += LB1
      }
      pA.pointee.v -= mA * P
      pA.pointee.w -= iA * LA
      pB.pointee.v += mB * P
      pB.pointee.w += iB * LB
    }
  }

  /// Bias, mass scale and impulse scale of a normal point at separation `s`.
  @inline(__always)
  static func coefficients(
    _ s: Double, _ soft: Softness, invH: Double, maxPushOut: Double, useBias: Bool
  ) -> (
    Double, Double, Double
  ) {
    if s > 0 { return (s * invH, 1, 0) }  // speculative: may close the gap this sub-step, no more
    if useBias { return (max(soft.biasRate * s, -maxPushOut), soft.massScale, soft.impulseScale) }
    return (0, 1, 0)
  }

  /// Normal and friction constraints. `useBias` false is the relax pass.
  ///
  /// Performance note: this is the hottest loop of the engine. It reads fields through
  /// pointers, works on the anchors' precomputed projections (no rotations or cross
  /// products), and writes back only velocities and impulses.
  static func solve(
    _ cs: UnsafeMutableBufferPointer<ContactConstraint>, _ states: UnsafeMutableBufferPointer<BodyState>,
    invH: Double, maxPushOut: Double, useBias: Bool
  ) {
    guard let base = cs.baseAddress, let sBase = states.baseAddress else { return }
    for i in 0..<cs.count {
      let c = base + i
      let pA = sBase + Int(c.pointee.a)
      let pB = sBase + Int(c.pointee.b)
      var vel = PairVelocities(pA, pB, c)
      let dqA = pA.pointee.dq
      let dqB = pB.pointee.dq
      let n = c.pointee.normal
      let dpn = (pB.pointee.dp - pA.pointee.dp).dot(n)
      let soft = c.pointee.softness
      let twoPoints = c.pointee.pointCount > 1

      // Point 0 (always present). Current separation from the bodies' sub-step motion.
      let s0 = separation(c.pointee.p0, dpn: dpn, dqA: dqA, dqB: dqB)
      let k0 = coefficients(s0, soft, invH: invH, maxPushOut: maxPushOut, useBias: useBias)
      var lambda0 = c.pointee.p0.normalImpulse
      solveNormal(&c.pointee.p0, &lambda0, k0, n, &vel)
      c.pointee.p0.normalImpulse = lambda0
      if twoPoints {
        // Sequential: point 1 after point 0, on the velocities point 0 left (Box2D v3 solves a
        // manifold's points the same way; the soft contact and the relax pass keep a box
        // resting on two points from spinning, see docs/benchmarks.md, "Issue 23: contact
        // solve").
        let s1 = separation(c.pointee.p1, dpn: dpn, dqA: dqA, dqB: dqB)
        let k1 = coefficients(s1, soft, invH: invH, maxPushOut: maxPushOut, useBias: useBias)
        var lambda1 = c.pointee.p1.normalImpulse
        solveNormal(&c.pointee.p1, &lambda1, k1, n, &vel)
        c.pointee.p1.normalImpulse = lambda1
      }

      // Friction, clamped by μ times the current normal impulse (with μ = 0 the clamp is ±0:
      // no impulse, and a stale tangent impulse goes to zero).
      let friction = c.pointee.friction
      let t = n.rightPerp
      solveFriction(&c.pointee.p0, maxFriction: friction * lambda0, t, &vel)
      if twoPoints {
        solveFriction(&c.pointee.p1, maxFriction: friction * c.pointee.p1.normalImpulse, t, &vel)
      }
      vel.store(pA, pB)
    }
  }

  /// The restitution pass (once per step, after the sub-steps): each point that approached
  /// faster than `threshold` and took an impulse is driven to the normal velocity
  /// −e·v_impact; two such points of one manifold are solved as a block.
  static func restitution(
    _ cs: UnsafeMutableBufferPointer<ContactConstraint>, _ states: UnsafeMutableBufferPointer<BodyState>,
    threshold: Double
  ) {
    guard let base = cs.baseAddress, let sBase = states.baseAddress else { return }
    for i in 0..<cs.count {
      let c = base + i
      let e = c.pointee.restitution
      if e == 0 { continue }
      let pA = sBase + Int(c.pointee.a)
      let pB = sBase + Int(c.pointee.b)
      var vel = PairVelocities(pA, pB, c)
      let n = c.pointee.normal
      var p0 = c.pointee.p0
      var p1 = c.pointee.p1
      let two = c.pointee.pointCount > 1
      let needs0 = p0.relativeVelocity <= -threshold && p0.maxNormalImpulse > 0
      let needs1 = two && p1.relativeVelocity <= -threshold && p1.maxNormalImpulse > 0
      var done = false
      if two && c.pointee.useBlock && needs0 && needs1 {
        let dvn = (vel.vB - vel.vA).dot(n)
        let r0 = -e * p0.relativeVelocity - (dvn + vel.wB * p0.rnB - vel.wA * p0.rnA)
        let r1 = -e * p1.relativeVelocity - (dvn + vel.wB * p1.rnB - vel.wA * p1.rnA)
        let x0 = c.pointee.k11 * r0 + c.pointee.k12 * r1
        let x1 = c.pointee.k12 * r0 + c.pointee.k22 * r1
        if p0.normalImpulse + x0 >= 0 && p1.normalImpulse + x1 >= 0 {
          p0.normalImpulse += x0
          p1.normalImpulse += x1
          vel.vA -= (vel.mA * (x0 + x1)) * n
          vel.wA -= vel.iA * (x0 * p0.rnA + x1 * p1.rnA)
          vel.vB += (vel.mB * (x0 + x1)) * n
          vel.wB += vel.iB * (x0 * p0.rnB + x1 * p1.rnB)
          done = true
        }
      }
      if !done {
        if needs0 { restitute(&p0, e, n, &vel) }
        if needs1 { restitute(&p1, e, n, &vel) }
      }
      c.pointee.p0 = p0
      c.pointee.p1 = p1
      vel.store(pA, pB)
    }
  }

  // The steps every point takes, shared by point 0 and point 1 (and by the one-point and
  // two-point paths). `@inline(__always)` keeps the hot loop as if written out by hand, and each
  // helper keeps the original order of floating-point operations, so results are bit-identical.

  /// A point's accumulated impulse as the linear impulse and the two angular ones (warm start).
  @inline(__always)
  static func accumulatedImpulse(
    _ p: ContactConstraintPoint, _ n: Vec2, _ t: Vec2
  ) -> (Vec2, Double, Double) {
    let ln = p.normalImpulse
    let lt = p.tangentImpulse
    return (ln * n + lt * t, ln * p.rnA + lt * p.rtA, ln * p.rnB + lt * p.rtB)
  }

  /// A point's current separation from the bodies' sub-step displacement (normal part `dpn`)
  /// and rotations `dqA`, `dqB` (see ``ContactConstraintPoint``).
  @inline(__always)
  static func separation(_ p: ContactConstraintPoint, dpn: Double, dqA: Rot, dqB: Rot) -> Double {
    p.baseSeparation + dpn + (dqB.c * p.rdB + dqB.s * p.rnB) - (dqA.c * p.rdA + dqA.s * p.rnA)
  }

  /// One sequential (Gauss–Seidel) normal update of point `p` with accumulated impulse `lambda`
  /// and coefficients `k` (bias, mass scale, impulse scale; see `coefficients`).
  @inline(__always)
  static func solveNormal(
    _ p: inout ContactConstraintPoint, _ lambda: inout Double, _ k: (Double, Double, Double), _ n: Vec2,
    _ vel: inout PairVelocities
  ) {
    let vn = vel.relativeVelocity(along: n, p.rnA, p.rnB)
    let new = max(lambda - p.normalMass * k.1 * (vn + k.0) - k.2 * lambda, 0)
    let d = new - lambda
    lambda = new
    p.maxNormalImpulse = max(p.maxNormalImpulse, d)
    vel.apply(d, along: n, p.rnA, p.rnB)
  }

  /// One friction update of point `p`, its impulse clamped to ±`maxF`.
  @inline(__always)
  static func solveFriction(
    _ p: inout ContactConstraintPoint, maxFriction maxF: Double, _ t: Vec2, _ vel: inout PairVelocities
  ) {
    let vt = vel.relativeVelocity(along: t, p.rtA, p.rtB)
    let old = p.tangentImpulse
    let new = min(max(old - p.tangentMass * vt, -maxF), maxF)
    let d = new - old
    p.tangentImpulse = new
    vel.apply(d, along: t, p.rtA, p.rtB)
  }

  /// One restitution update of point `p`: drives its normal velocity to −e·v_impact.
  @inline(__always)
  static func restitute(
    _ p: inout ContactConstraintPoint, _ e: Double, _ n: Vec2, _ vel: inout PairVelocities
  ) {
    let vn = vel.relativeVelocity(along: n, p.rnA, p.rnB)
    let new = max(p.normalImpulse - p.normalMass * (vn + e * p.relativeVelocity), 0)
    let d = new - p.normalImpulse
    p.normalImpulse = new
    vel.apply(d, along: n, p.rnA, p.rnB)
  }
}
