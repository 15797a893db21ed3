#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Whether any lane of `mask` is set (a mask lane is all ones or all zeros): on x86-64 one
/// `movmskps` of the lanes' sign bits; the standard library's `any` is a call here.
@inline(__always) func anyLanes(_ mask: LaneMask) -> Bool {
  #if arch(x86_64)
  return _mm_movemask_ps(unsafeBitCast(mask, to: Lanes.self)) != 0
  #else
  let bits = unsafeBitCast(mask, to: SIMD2<Int64>.self)
  return (bits[0] | bits[1]) != 0
  #endif
}
/// Whether every lane of `mask` is set (see `anyLanes`).
@inline(__always) func allLanes(_ mask: LaneMask) -> Bool {
  #if arch(x86_64)
  return _mm_movemask_ps(unsafeBitCast(mask, to: Lanes.self)) == 0xF
  #else
  let bits = unsafeBitCast(mask, to: SIMD2<Int64>.self)
  return (bits[0] & bits[1]) == -1
  #endif
}
/// Lane-wise `Swift.max(x, y)`: y where y ≥ x, else x (the same tie rule, so signed zeros come
/// out as in the scalar solver). On x86-64 one `maxps` (x > y ? x : y), the same for all
/// numbers; only a NaN operand comes out differently (`maxps` gives y).
@inline(__always) func laneMax(_ x: Lanes, _ y: Lanes) -> Lanes {
  #if arch(x86_64)
  return _mm_max_ps(x, y)
  #else
  return x.replacing(with: y, where: y .>= x)
  #endif
}
/// Lane-wise `-x` with the sign of zero flipped as the scalar `-` does (the standard
/// library's `SIMD` prefix `-` computes `0 - x`, which turns +0 into +0, not −0).
@inline(__always) func negated(_ x: Lanes) -> Lanes { x * Lanes(repeating: -1) }
/// Lane-wise `Swift.min(x, y)`: y where y < x, else x. On x86-64 one `minps` (y < x ? y : x),
/// the same operation.
@inline(__always) func laneMin(_ x: Lanes, _ y: Lanes) -> Lanes {
  #if arch(x86_64)
  return _mm_min_ps(y, x)
  #else
  return x.replacing(with: y, where: y .< x)
  #endif
}

/// The sub-step contact stages over ``ContactGroup``s: `laneWidth` (four) constraints of a colour at a time.
/// Each function is the lane-wise transcription of the scalar stage of the same name in
/// ``ContactSolver`` (same operations in the same order, branches turned into lane selects)
/// in single precision; see ``ContactGroup`` for what that changes.
extension ContactSolver {
  /// Warm start: applies each point's accumulated impulses. A one-point lane's second point
  /// has zero impulses, so adding its share changes nothing and needs no lane select.
  static func warmStart(
    _ groups: UnsafeMutableBufferPointer<ContactGroup>, _ states: UnsafeMutableBufferPointer<SolverBody>
  ) {
    guard let base = groups.baseAddress, let sBase = states.baseAddress else { return }
    for gi in 0..<groups.count {
      let g = base + gi
      let ia = g.pointee.bodyA
      let ib = g.pointee.bodyB
      var A = BodyLanes(sBase, ia)
      var B = BodyLanes(sBase, ib)
      let nx = g.pointee.normalX
      let ny = g.pointee.normalY
      let tx = ny
      let ty = negated(nx)
      var px = Lanes()
      var py = Lanes()
      var la = Lanes()
      var lb = Lanes()
      do {
        let ln = g.pointee.p0.normalImpulse
        let lt = g.pointee.p0.tangentImpulse
        px = ln * nx + lt * tx
        py = ln * ny + lt * ty
        la = ln * g.pointee.p0.rnA + lt * g.pointee.p0.rtA
        lb = ln * g.pointee.p0.rnB + lt * g.pointee.p0.rtB
      }
      if anyLanes(g.pointee.twoPoints) {
        let ln = g.pointee.p1.normalImpulse
        let lt = g.pointee.p1.tangentImpulse
        px = px + (ln * nx + lt * tx)
        py = py + (ln * ny + lt * ty)
        la = la + (ln * g.pointee.p1.rnA + lt * g.pointee.p1.rtA)
        lb = lb + (ln * g.pointee.p1.rnB + lt * g.pointee.p1.rtB)
      }
      let mA = g.pointee.invMassA
      let mB = g.pointee.invMassB
      A.vx = A.vx - mA * px
      A.vy = A.vy - mA * py
      A.w = A.w - g.pointee.invIA * la
      B.vx = B.vx + mB * px
      B.vy = B.vy + mB * py
      B.w = B.w + g.pointee.invIB * lb
      A.store(sBase, ia)
      B.store(sBase, ib)
    }
  }

  /// Normal and friction constraints; `useBias` false is the relax pass.
  ///
  /// Performance note: the hottest loop of the engine. Point 0 then point 1 (sequential, as
  /// Box2D v3 solves a manifold), then both friction updates. No lane selects: a one-point
  /// lane's second point and a padding lane have zero masses and impulses, so their updates
  /// are exactly zero (an impulse of max(0 − 0·x − 0·0, 0) = 0, and `laneMax` gives 0 for a NaN
  /// x too). Point 1 is skipped when no lane has it. Friction is solved in every lane: with
  /// μ = 0 its clamp is ±0, so it drives a stale tangent impulse to zero and changes nothing
  /// else.
  static func solve(
    _ groups: UnsafeMutableBufferPointer<ContactGroup>, _ states: UnsafeMutableBufferPointer<SolverBody>,
    invH: Double, maxPushOut: Double, useBias: Bool
  ) {
    // Two copies of the loop, each with `useBias` a constant, so the relax pass's fixed
    // coefficients (no bias, unit mass scale) fold away.
    if useBias {
      solveGroups(groups, states, invH: invH, maxPushOut: maxPushOut, useBias: true)
    } else {
      solveGroups(groups, states, invH: invH, maxPushOut: maxPushOut, useBias: false)
    }
  }

  @inline(__always)
  private static func solveGroups(
    _ groups: UnsafeMutableBufferPointer<ContactGroup>, _ states: UnsafeMutableBufferPointer<SolverBody>,
    invH: Double, maxPushOut: Double, useBias: Bool
  ) {
    guard let base = groups.baseAddress, let sBase = states.baseAddress else { return }
    let invHL = Lanes(repeating: Float(invH))
    let negPush = Lanes(repeating: Float(-maxPushOut))
    let zero = Lanes()
    let one = Lanes(repeating: 1)
    let offset0 = MemoryLayout<ContactGroup>.offset(of: \ContactGroup.p0)!
    let offset1 = MemoryLayout<ContactGroup>.offset(of: \ContactGroup.p1)!
    for gi in 0..<groups.count {
      let g = base + gi
      let ia = g.pointee.bodyA
      let ib = g.pointee.bodyB
      var A = BodyLanes(sBase, ia)
      var B = BodyLanes(sBase, ib)
      let qA = BodyMotionLanes(sBase, ia)
      let qB = BodyMotionLanes(sBase, ib)
      let nx = g.pointee.normalX
      let ny = g.pointee.normalY
      let dpn = (qB.dx - qA.dx) * nx + (qB.dy - qA.dy) * ny
      let mA = g.pointee.invMassA
      let iA = g.pointee.invIA
      let mB = g.pointee.invMassB
      let iB = g.pointee.invIB

      /// One sequential normal update of point `p` (the scalar `solveNormal`), with its
      /// separation from the bodies' step motion and its coefficients (the scalar
      /// `coefficients`: bias, mass scale, impulse scale); returns the new impulse.
      @inline(__always) func normal(_ p: UnsafeMutablePointer<ContactGroupPoint>) -> Lanes {
        let s =
          p.pointee.baseSeparation + dpn + (qB.c * p.pointee.rdB + qB.s * p.pointee.rnB)
          - (qA.c * p.pointee.rdA + qA.s * p.pointee.rnA)
        let speculative = s .> zero
        var bias: Lanes
        var massScale: Lanes
        var impulseScale: Lanes
        if useBias {
          bias = laneMax(g.pointee.biasRate * s, negPush)
          massScale = g.pointee.massScale
          impulseScale = g.pointee.impulseScale
        } else {
          bias = zero
          massScale = one
          impulseScale = zero
        }
        bias.replace(with: s * invHL, where: speculative)
        massScale.replace(with: one, where: speculative)
        impulseScale.replace(with: zero, where: speculative)

        let rnA = p.pointee.rnA
        let rnB = p.pointee.rnB
        let lambda = p.pointee.normalImpulse
        let vn = ((B.vx - A.vx) * nx + (B.vy - A.vy) * ny + B.w * rnB) - A.w * rnA
        let new = laneMax(
          lambda - p.pointee.normalMass * massScale * (vn + bias) - impulseScale * lambda, zero)
        let d = new - lambda
        p.pointee.normalImpulse = new
        p.pointee.maxNormalImpulse = laneMax(p.pointee.maxNormalImpulse, d)
        let dA = mA * d
        let dB = mB * d
        A.vx = A.vx - dA * nx
        A.vy = A.vy - dA * ny
        A.w = A.w - iA * d * rnA
        B.vx = B.vx + dB * nx
        B.vy = B.vy + dB * ny
        B.w = B.w + iB * d * rnB
        return new
      }

      // Points 0 and 1 in place: reading their fields through pointers loads only what is
      // used, where a local copy of a point would copy all its bytes.
      let p0 = (UnsafeMutableRawPointer(g) + offset0).assumingMemoryBound(to: ContactGroupPoint.self)
      let p1 = (UnsafeMutableRawPointer(g) + offset1).assumingMemoryBound(to: ContactGroupPoint.self)
      let anyTwo = anyLanes(g.pointee.twoPoints)
      let l0 = normal(p0)
      let l1 = anyTwo ? normal(p1) : zero

      // Friction, clamped by μ times the current normal impulse.
      let friction = g.pointee.friction
      let tx = ny
      let ty = negated(nx)
      /// One friction update of point `p` (the scalar `solveFriction`).
      @inline(__always) func tangent(_ p: UnsafeMutablePointer<ContactGroupPoint>, maxFriction maxF: Lanes) {
        let rtA = p.pointee.rtA
        let rtB = p.pointee.rtB
        let vt = ((B.vx - A.vx) * tx + (B.vy - A.vy) * ty + B.w * rtB) - A.w * rtA
        let old = p.pointee.tangentImpulse
        let new = laneMin(laneMax(old - p.pointee.tangentMass * vt, negated(maxF)), maxF)
        let d = new - old
        p.pointee.tangentImpulse = new
        let dA = mA * d
        let dB = mB * d
        A.vx = A.vx - dA * tx
        A.vy = A.vy - dA * ty
        A.w = A.w - iA * d * rtA
        B.vx = B.vx + dB * tx
        B.vy = B.vy + dB * ty
        B.w = B.w + iB * d * rtB
      }
      tangent(p0, maxFriction: friction * l0)
      if anyTwo { tangent(p1, maxFriction: friction * l1) }
      A.store(sBase, ia)
      B.store(sBase, ib)
    }
  }
}
