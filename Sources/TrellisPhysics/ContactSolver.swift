/// The contact stages of the soft step. Each function runs over all constraints of the step
/// in a fixed order (Gauss–Seidel), reading and writing ``BodyState`` in place.
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
  static func prepare(
    _ cc: inout ContactConstraint, manifold m: Manifold, states: UnsafeMutableBufferPointer<BodyState>,
    contactSoftness: Softness, staticSoftness: Softness, warmStartScale: Double, dt: Double
  ) {
    let sA = states[Int(cc.a)]
    let sB = states[Int(cc.b)]
    cc.invMassA = sA.invMass
    cc.invIA = sA.invI
    cc.invMassB = sB.invMass
    cc.invIB = sB.invI
    cc.softness = (sA.invMass == 0 || sB.invMass == 0) ? staticSoftness : contactSoftness
    cc.normal = m.normal
    cc.pointCount = m.pointCount
    let n = m.normal
    let t = n.rightPerp
    let mSum = sA.invMass + sB.invMass
    let iA = sA.invI
    let iB = sB.invI
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
      let vn = (sB.v - sA.v).dot(n) + sB.w * p.rnB - sA.w * p.rnA
      p.relativeVelocity = vn
      if vn < 0 && mp.separation > 0 {
        // Impact speed: the approach grows under the applied accelerations (passed in `sv`)
        // until the gap closes, about s/|vn| into the step.
        let t = min(mp.separation / -vn, dt)
        p.relativeVelocity = vn + n.dot(sB.sv - sA.sv) * t
      }
      return p
    }
    cc.p0 = make(m.p0)
    cc.useBlock = false
    if m.pointCount > 1 {
      cc.p1 = make(m.p1)
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
      let ln0 = c.pointee.p0.normalImpulse
      let lt0 = c.pointee.p0.tangentImpulse
      var P = ln0 * n + lt0 * t
      var LA = ln0 * c.pointee.p0.rnA + lt0 * c.pointee.p0.rtA
      var LB = ln0 * c.pointee.p0.rnB + lt0 * c.pointee.p0.rtB
      if c.pointee.pointCount > 1 {
        let ln1 = c.pointee.p1.normalImpulse
        let lt1 = c.pointee.p1.tangentImpulse
        P += ln1 * n + lt1 * t
        LA += ln1 * c.pointee.p1.rnA + lt1 * c.pointee.p1.rtA
        LB += ln1 * c.pointee.p1.rnB + lt1 * c.pointee.p1.rtB
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
      var vA = pA.pointee.v
      var wA = pA.pointee.w
      var vB = pB.pointee.v
      var wB = pB.pointee.w
      let dqA = pA.pointee.dq
      let dqB = pB.pointee.dq
      let mA = c.pointee.invMassA
      let iA = c.pointee.invIA
      let mB = c.pointee.invMassB
      let iB = c.pointee.invIB
      let n = c.pointee.normal
      let dpn = (pB.pointee.dp - pA.pointee.dp).dot(n)
      let soft = c.pointee.softness
      let twoPoints = c.pointee.pointCount > 1

      // Point 0 (always present). Current separation from the bodies' sub-step motion.
      let rnA0 = c.pointee.p0.rnA
      let rnB0 = c.pointee.p0.rnB
      let s0 =
        c.pointee.p0.baseSeparation + dpn + (dqB.c * c.pointee.p0.rdB + dqB.s * rnB0)
        - (dqA.c * c.pointee.p0.rdA + dqA.s * rnA0)
      let k0 = coefficients(s0, soft, invH: invH, maxPushOut: maxPushOut, useBias: useBias)
      var lambda0 = c.pointee.p0.normalImpulse
      if twoPoints {
        let rnA1 = c.pointee.p1.rnA
        let rnB1 = c.pointee.p1.rnB
        let s1 =
          c.pointee.p1.baseSeparation + dpn + (dqB.c * c.pointee.p1.rdB + dqB.s * rnB1)
          - (dqA.c * c.pointee.p1.rdA + dqA.s * rnA1)
        let k1 = coefficients(s1, soft, invH: invH, maxPushOut: maxPushOut, useBias: useBias)
        var lambda1 = c.pointee.p1.normalImpulse
        var solved = false
        if c.pointee.useBlock && k0.1 == k1.1 {
          // Both points at once (Box2D v2's block solver in soft form): a sequential solve
          // favours the first point, which would spin symmetric boxes.
          let dvn = (vB - vA).dot(n)
          let vn0 = dvn + wB * rnB0 - wA * rnA0
          let vn1 = dvn + wB * rnB1 - wA * rnA1
          let r0 = vn0 + k0.0
          let r1 = vn1 + k1.0
          let x0 = c.pointee.k11 * r0 + c.pointee.k12 * r1
          let x1 = c.pointee.k12 * r0 + c.pointee.k22 * r1
          let d0 = -k0.1 * x0 - k0.2 * lambda0
          let d1 = -k1.1 * x1 - k1.2 * lambda1
          if lambda0 + d0 >= 0 && lambda1 + d1 >= 0 {
            lambda0 += d0
            lambda1 += d1
            c.pointee.p0.maxNormalImpulse = max(c.pointee.p0.maxNormalImpulse, d0)
            c.pointee.p1.maxNormalImpulse = max(c.pointee.p1.maxNormalImpulse, d1)
            let P = (d0 + d1) * n
            vA -= mA * P
            wA -= iA * (d0 * rnA0 + d1 * rnA1)
            vB += mB * P
            wB += iB * (d0 * rnB0 + d1 * rnB1)
            solved = true
          }
        }
        if !solved {
          // Sequential: point 0 then point 1.
          let vn0 = (vB - vA).dot(n) + wB * rnB0 - wA * rnA0
          let new0 = max(lambda0 - c.pointee.p0.normalMass * k0.1 * (vn0 + k0.0) - k0.2 * lambda0, 0)
          let d0 = new0 - lambda0
          lambda0 = new0
          c.pointee.p0.maxNormalImpulse = max(c.pointee.p0.maxNormalImpulse, d0)
          vA -= (mA * d0) * n
          wA -= iA * d0 * rnA0
          vB += (mB * d0) * n
          wB += iB * d0 * rnB0
          let vn1 = (vB - vA).dot(n) + wB * rnB1 - wA * rnA1
          let new1 = max(lambda1 - c.pointee.p1.normalMass * k1.1 * (vn1 + k1.0) - k1.2 * lambda1, 0)
          let d1 = new1 - lambda1
          lambda1 = new1
          c.pointee.p1.maxNormalImpulse = max(c.pointee.p1.maxNormalImpulse, d1)
          vA -= (mA * d1) * n
          wA -= iA * d1 * rnA1
          vB += (mB * d1) * n
          wB += iB * d1 * rnB1
        }
        c.pointee.p1.normalImpulse = lambda1
      } else {
        let vn0 = (vB - vA).dot(n) + wB * rnB0 - wA * rnA0
        let new0 = max(lambda0 - c.pointee.p0.normalMass * k0.1 * (vn0 + k0.0) - k0.2 * lambda0, 0)
        let d0 = new0 - lambda0
        lambda0 = new0
        c.pointee.p0.maxNormalImpulse = max(c.pointee.p0.maxNormalImpulse, d0)
        vA -= (mA * d0) * n
        wA -= iA * d0 * rnA0
        vB += (mB * d0) * n
        wB += iB * d0 * rnB0
      }
      c.pointee.p0.normalImpulse = lambda0

      // Friction, clamped by μ times the current normal impulse.
      let friction = c.pointee.friction
      if friction > 0 {
        let t = n.rightPerp
        do {
          let vt = (vB - vA).dot(t) + wB * c.pointee.p0.rtB - wA * c.pointee.p0.rtA
          let old = c.pointee.p0.tangentImpulse
          let maxF = friction * lambda0
          let new = min(max(old - c.pointee.p0.tangentMass * vt, -maxF), maxF)
          let d = new - old
          c.pointee.p0.tangentImpulse = new
          vA -= (mA * d) * t
          wA -= iA * d * c.pointee.p0.rtA
          vB += (mB * d) * t
          wB += iB * d * c.pointee.p0.rtB
        }
        if twoPoints {
          let vt = (vB - vA).dot(t) + wB * c.pointee.p1.rtB - wA * c.pointee.p1.rtA
          let old = c.pointee.p1.tangentImpulse
          let maxF = friction * c.pointee.p1.normalImpulse
          let new = min(max(old - c.pointee.p1.tangentMass * vt, -maxF), maxF)
          let d = new - old
          c.pointee.p1.tangentImpulse = new
          vA -= (mA * d) * t
          wA -= iA * d * c.pointee.p1.rtA
          vB += (mB * d) * t
          wB += iB * d * c.pointee.p1.rtB
        }
      }
      pA.pointee.v = vA
      pA.pointee.w = wA
      pB.pointee.v = vB
      pB.pointee.w = wB
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
      var vA = pA.pointee.v
      var wA = pA.pointee.w
      var vB = pB.pointee.v
      var wB = pB.pointee.w
      let n = c.pointee.normal
      let mA = c.pointee.invMassA
      let iA = c.pointee.invIA
      let mB = c.pointee.invMassB
      let iB = c.pointee.invIB
      var p0 = c.pointee.p0
      var p1 = c.pointee.p1
      let two = c.pointee.pointCount > 1
      let needs0 = p0.relativeVelocity <= -threshold && p0.maxNormalImpulse > 0
      let needs1 = two && p1.relativeVelocity <= -threshold && p1.maxNormalImpulse > 0
      var done = false
      if two && c.pointee.useBlock && needs0 && needs1 {
        let dvn = (vB - vA).dot(n)
        let r0 = -e * p0.relativeVelocity - (dvn + wB * p0.rnB - wA * p0.rnA)
        let r1 = -e * p1.relativeVelocity - (dvn + wB * p1.rnB - wA * p1.rnA)
        let x0 = c.pointee.k11 * r0 + c.pointee.k12 * r1
        let x1 = c.pointee.k12 * r0 + c.pointee.k22 * r1
        if p0.normalImpulse + x0 >= 0 && p1.normalImpulse + x1 >= 0 {
          p0.normalImpulse += x0
          p1.normalImpulse += x1
          vA -= (mA * (x0 + x1)) * n
          wA -= iA * (x0 * p0.rnA + x1 * p1.rnA)
          vB += (mB * (x0 + x1)) * n
          wB += iB * (x0 * p0.rnB + x1 * p1.rnB)
          done = true
        }
      }
      if !done {
        if needs0 {
          let vn = (vB - vA).dot(n) + wB * p0.rnB - wA * p0.rnA
          let new = max(p0.normalImpulse - p0.normalMass * (vn + e * p0.relativeVelocity), 0)
          let d = new - p0.normalImpulse
          p0.normalImpulse = new
          vA -= (mA * d) * n
          wA -= iA * d * p0.rnA
          vB += (mB * d) * n
          wB += iB * d * p0.rnB
        }
        if needs1 {
          let vn = (vB - vA).dot(n) + wB * p1.rnB - wA * p1.rnA
          let new = max(p1.normalImpulse - p1.normalMass * (vn + e * p1.relativeVelocity), 0)
          let d = new - p1.normalImpulse
          p1.normalImpulse = new
          vA -= (mA * d) * n
          wA -= iA * d * p1.rnA
          vB += (mB * d) * n
          wB += iB * d * p1.rnB
        }
      }
      c.pointee.p0 = p0
      c.pointee.p1 = p1
      pA.pointee.v = vA
      pA.pointee.w = wA
      pB.pointee.v = vB
      pB.pointee.w = wB
    }
  }
}
