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
  /// Warm start: applies each point's accumulated impulses.
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
      let two = g.pointee.twoPoints
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
      do {
        let ln = g.pointee.p1.normalImpulse
        let lt = g.pointee.p1.tangentImpulse
        px.replace(with: px + (ln * nx + lt * tx), where: two)
        py.replace(with: py + (ln * ny + lt * ty), where: two)
        la.replace(with: la + (ln * g.pointee.p1.rnA + lt * g.pointee.p1.rtA), where: two)
        lb.replace(with: lb + (ln * g.pointee.p1.rnB + lt * g.pointee.p1.rtB), where: two)
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
  /// Performance note: the hottest loop of the engine. Both the block and the sequential
  /// normal solve are computed for all lanes and the right one selected per lane, which costs
  /// less than branching per constraint.
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
      let start = (A: BodyLanes(sBase, ia), B: BodyLanes(sBase, ib))
      let qA = BodyMotionLanes(sBase, ia)
      let qB = BodyMotionLanes(sBase, ib)
      let nx = g.pointee.normalX
      let ny = g.pointee.normalY
      let dpn = (qB.dx - qA.dx) * nx + (qB.dy - qA.dy) * ny
      let two = g.pointee.twoPoints
      let mA = g.pointee.invMassA
      let iA = g.pointee.invIA
      let mB = g.pointee.invMassB
      let iB = g.pointee.invIB

      /// Separation of point `p` and its coefficients (bias, mass scale, impulse scale).
      @inline(__always) func coefficients(
        _ p: UnsafeMutablePointer<ContactGroupPoint>
      ) -> (Lanes, Lanes, Lanes) {
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
        return (bias, massScale, impulseScale)
      }

      /// One sequential normal update of point `p` (the scalar `solveNormal`).
      @inline(__always) func normal(
        _ p: UnsafeMutablePointer<ContactGroupPoint>, _ lambda: inout Lanes, _ maxImpulse: inout Lanes,
        _ k: (Lanes, Lanes, Lanes),
        _ A: inout BodyLanes, _ B: inout BodyLanes
      ) {
        let rnA = p.pointee.rnA
        let rnB = p.pointee.rnB
        let vn = ((B.vx - A.vx) * nx + (B.vy - A.vy) * ny + B.w * rnB) - A.w * rnA
        let new = laneMax(lambda - p.pointee.normalMass * k.1 * (vn + k.0) - k.2 * lambda, zero)
        let d = new - lambda
        lambda = new
        maxImpulse = laneMax(maxImpulse, d)
        let dA = mA * d
        let dB = mB * d
        A.vx = A.vx - dA * nx
        A.vy = A.vy - dA * ny
        A.w = A.w - iA * d * rnA
        B.vx = B.vx + dB * nx
        B.vy = B.vy + dB * ny
        B.w = B.w + iB * d * rnB
      }

      // Points 0 and 1 in place: reading their fields through pointers loads only what is
      // used, where a local copy of a point would copy all 192 bytes.
      let p0 = (UnsafeMutableRawPointer(g) + offset0).assumingMemoryBound(to: ContactGroupPoint.self)
      let p1 = (UnsafeMutableRawPointer(g) + offset1).assumingMemoryBound(to: ContactGroupPoint.self)
      let k0 = coefficients(p0)
      // Work no lane needs is skipped (it would be discarded by the lane selects anyway).
      let anyTwo = anyLanes(two)
      let k1 = anyTwo ? coefficients(p1) : (zero, one, zero)
      let lambda0 = p0.pointee.normalImpulse
      let lambda1 = p1.pointee.normalImpulse

      // Block solve of both points (lanes with a well-conditioned K and equal mass scales).
      var blocked = LaneMask(repeating: false)
      var d0 = zero
      var d1 = zero
      var blockA = start.A
      var blockB = start.B
      let tryBlock = g.pointee.useBlock .& (k0.1 .== k1.1)
      if anyLanes(tryBlock) {
        let dvn = (start.B.vx - start.A.vx) * nx + (start.B.vy - start.A.vy) * ny
        let vn0 = dvn + start.B.w * p0.pointee.rnB - start.A.w * p0.pointee.rnA
        let vn1 = dvn + start.B.w * p1.pointee.rnB - start.A.w * p1.pointee.rnA
        let r0 = vn0 + k0.0
        let r1 = vn1 + k1.0
        let x0 = g.pointee.k11 * r0 + g.pointee.k12 * r1
        let x1 = g.pointee.k12 * r0 + g.pointee.k22 * r1
        d0 = negated(k0.1) * x0 - k0.2 * lambda0
        d1 = negated(k1.1) * x1 - k1.2 * lambda1
        blocked = tryBlock .& (lambda0 + d0 .>= zero) .& (lambda1 + d1 .>= zero)
        let pn = d0 + d1
        let px = pn * nx
        let py = pn * ny
        blockA.vx = blockA.vx - mA * px
        blockA.vy = blockA.vy - mA * py
        blockA.w = blockA.w - iA * (d0 * p0.pointee.rnA + d1 * p1.pointee.rnA)
        blockB.vx = blockB.vx + mB * px
        blockB.vy = blockB.vy + mB * py
        blockB.w = blockB.w + iB * (d0 * p0.pointee.rnB + d1 * p1.pointee.rnB)
      }

      // Sequential: point 0, then point 1 in two-point lanes.
      var seqA = start.A
      var seqB = start.B
      var seq0 = lambda0
      var max0 = p0.pointee.maxNormalImpulse
      var seq1 = lambda1
      var max1 = p1.pointee.maxNormalImpulse
      if !allLanes(blocked) {
        normal(p0, &seq0, &max0, k0, &seqA, &seqB)
        if anyTwo {
          var seqA1 = seqA
          var seqB1 = seqB
          normal(p1, &seq1, &max1, k1, &seqA1, &seqB1)
          seqA = seqA.replacing(with: seqA1, where: two)
          seqB = seqB.replacing(with: seqB1, where: two)
          seq1.replace(with: lambda1, where: .!two)
          max1.replace(with: p1.pointee.maxNormalImpulse, where: .!two)
        }
      }

      var A = seqA.replacing(with: blockA, where: blocked)
      var B = seqB.replacing(with: blockB, where: blocked)
      let l0 = seq0.replacing(with: lambda0 + d0, where: blocked)
      let l1 = seq1.replacing(with: lambda1 + d1, where: blocked)
      let blockMax0 = laneMax(p0.pointee.maxNormalImpulse, d0)
      let blockMax1 = laneMax(p1.pointee.maxNormalImpulse, d1)
      p0.pointee.maxNormalImpulse = max0.replacing(with: blockMax0, where: blocked)
      p1.pointee.maxNormalImpulse = max1.replacing(with: blockMax1, where: blocked)
      p0.pointee.normalImpulse = l0
      p1.pointee.normalImpulse = l1

      // Friction, clamped by μ times the current normal impulse (lanes with friction > 0).
      let friction = g.pointee.friction
      let rough = friction .> zero
      let tx = ny
      let ty = negated(nx)
      /// One friction update of point `p` (the scalar `solveFriction`).
      @inline(__always) func tangent(
        _ p: UnsafeMutablePointer<ContactGroupPoint>, _ impulse: inout Lanes, maxFriction maxF: Lanes,
        _ A: inout BodyLanes,
        _ B: inout BodyLanes
      ) {
        let rtA = p.pointee.rtA
        let rtB = p.pointee.rtB
        let vt = ((B.vx - A.vx) * tx + (B.vy - A.vy) * ty + B.w * rtB) - A.w * rtA
        let old = impulse
        let new = laneMin(laneMax(old - p.pointee.tangentMass * vt, negated(maxF)), maxF)
        let d = new - old
        impulse = new
        let dA = mA * d
        let dB = mB * d
        A.vx = A.vx - dA * tx
        A.vy = A.vy - dA * ty
        A.w = A.w - iA * d * rtA
        B.vx = B.vx + dB * tx
        B.vy = B.vy + dB * ty
        B.w = B.w + iB * d * rtB
      }
      if anyLanes(rough) {
        var fA = A
        var fB = B
        var t0 = p0.pointee.tangentImpulse
        tangent(p0, &t0, maxFriction: friction * l0, &fA, &fB)
        A = A.replacing(with: fA, where: rough)
        B = B.replacing(with: fB, where: rough)
        p0.pointee.tangentImpulse = p0.pointee.tangentImpulse.replacing(with: t0, where: rough)
        let rough1 = rough .& two
        if anyLanes(rough1) {
          var t1 = p1.pointee.tangentImpulse
          tangent(p1, &t1, maxFriction: friction * l1, &fA, &fB)
          A = A.replacing(with: fA, where: rough1)
          B = B.replacing(with: fB, where: rough1)
          p1.pointee.tangentImpulse = p1.pointee.tangentImpulse.replacing(with: t1, where: rough1)
        }
      }
      A.store(sBase, ia)
      B.store(sBase, ib)
    }
  }
}
