/// Two isolated zero-length springs at once (see ``IsolatedSpring``): their bodies B go through
/// the step's sub-steps side by side, one in each lane of `SIMD2<Double>` (``Twin``), with each lane doing
/// exactly the arithmetic of `PhysicsWorld.solveIsolatedSpring` for its body (the same
/// operations in the same order, so the same bits; a branch of the scalar code is a lane
/// select here, both sides computed and one kept). Nothing is written until the step ends: if a
/// lane's spring blows up, or a body is not dynamic, or an anchor arm is not finite, the pair
/// reports so and the scalar routine runs both bodies from the start of the step instead.
///
/// Design note: the springy list's cells are all such springs, so most of its physics step is
/// here; two lanes because SSE2, Swift's baseline on x86-64, holds two `Double`s.
typealias Twin = SIMD2<Double>

/// A lane mask of ``Twin``.
typealias TwinMask = SIMDMask<SIMD2<Int64>>

/// Whether any lane of `mask` is set (the standard library's `any` is a call).
@inline(__always) func anyTwin(_ mask: TwinMask) -> Bool {
  let bits = unsafeBitCast(mask, to: SIMD2<Int64>.self)
  return (bits[0] | bits[1]) != 0
}

/// Whether both lanes of `mask` are set.
@inline(__always) func allTwin(_ mask: TwinMask) -> Bool {
  let bits = unsafeBitCast(mask, to: SIMD2<Int64>.self)
  return (bits[0] & bits[1]) == -1
}

/// A vector per lane.
struct TwinVec2 {
  var x: Twin
  var y: Twin

  @inline(__always) init(_ x: Twin, _ y: Twin) {
    self.x = x
    self.y = y
  }

  @inline(__always) init(_ a: Vec2, _ b: Vec2) {
    x = Twin(a.x, b.x)
    y = Twin(a.y, b.y)
  }

  /// Lane `i` as a `Vec2`.
  @inline(__always) subscript(i: Int) -> Vec2 { Vec2(x[i], y[i]) }
}

extension Twin {
  /// `magnitude` in each lane, for comparisons only: a −0 stays −0 (it compares as +0).
  @inline(__always) var comparedMagnitude: Twin { replacing(with: -self, where: self .< 0) }

  /// `isFinite` in each lane: x − x is 0 exactly for finite x, NaN otherwise.
  @inline(__always) var finiteLanes: TwinMask { self - self .== 0 }
}

/// The velocity parts of the two bodies B and their smooth changes.
struct TwinVelocity {
  var v: TwinVec2
  var w: Twin
  var sv: TwinVec2
  var sw: Twin

  /// `JointSolver.applyGrounded` in each lane; the lanes where body A's share stays finite.
  @inline(__always)
  mutating func apply(
    _ p: TwinVec2, invMassB: Twin, invIB: Twin, rA: TwinVec2, rB: TwinVec2, smooth: TwinMask
  ) -> TwinMask {
    let dv = TwinVec2(invMassB * p.x, invMassB * p.y)
    let dw = invIB * ((rB.x * p.y - rB.y * p.x) + 0)
    v.x += dv.x
    v.y += dv.y
    w += dw
    sv.x = sv.x.replacing(with: sv.x + dv.x, where: smooth)
    sv.y = sv.y.replacing(with: sv.y + dv.y, where: smooth)
    sw = sw.replacing(with: sw + dw, where: smooth)
    return ((rA.x * p.y - rA.y * p.x) + 0).finiteLanes
  }

  /// Writes lane `lane` of the velocity parts, `dp` and the rotation (`qc`, `qs`) into `s`.
  @inline(__always)
  func store(lane: Int, dp: TwinVec2, qc: Twin, qs: Twin, in s: UnsafeMutablePointer<BodyState>) {
    s.pointee.v = v[lane]
    s.pointee.w = w[lane]
    s.pointee.sv = sv[lane]
    s.pointee.sw = sw[lane]
    s.pointee.dp = dp[lane]
    s.pointee.dq = Rot(c: qc[lane], s: qs[lane])
  }

  /// `JointSolver.staysBounded` in each lane.
  @inline(__always)
  func staysBounded(_ aIsFinite: TwinMask) -> TwinMask {
    aIsFinite
      .& (v.x.comparedMagnitude + v.y.comparedMagnitude + w.comparedMagnitude
        .<= PhysicsWorld.maximumMagnitude)
  }
}

extension PhysicsWorld {
  /// Runs the bodies B of two isolated zero-length springs through the step's sub-steps, one
  /// per lane, and stores them and the springs' impulses; returns `false`, having written
  /// nothing, when a lane cannot take this path (see the file's note).
  ///
  /// - Complexity: O(`subSteps`).
  @inline(__always)
  static func solveIsolatedPointSpringPair(
    _ j0: inout JointRecord, _ j1: inout JointRecord, _ f0: UnsafeMutablePointer<BodyForces>,
    _ f1: UnsafeMutablePointer<BodyForces>, _ states: UnsafeMutableBufferPointer<BodyState>, subSteps: Int,
    h: Double, maxSpeed: Double, maxSpin: Double
  ) -> Bool {
    guard j0.groundedSpring == .point, j1.groundedSpring == .point, f0.pointee.isDynamic, f1.pointee.isDynamic
    else { return false }
    let a0 = states[Int(j0.bodyA)]
    let a1 = states[Int(j1.bodyA)]
    let rA = TwinVec2(a0.dq.rotate(j0.frameA), a1.dq.rotate(j1.frameA))
    guard allTwin(rA.x.finiteLanes .& rA.y.finiteLanes) else { return false }
    let s0 = states.baseAddress! + Int(f0.pointee.index)
    let s1 = states.baseAddress! + Int(f1.pointee.index)
    let b0 = s0.pointee
    let b1 = s1.pointee
    // The step's constants.
    let a = TwinVec2(f0.pointee.a, f1.pointee.a)
    let alpha = Twin(f0.pointee.alpha, f1.pointee.alpha)
    let linearFactor = Twin(f0.pointee.linearFactor, f1.pointee.linearFactor)
    let angularFactor = Twin(f0.pointee.angularFactor, f1.pointee.angularFactor)
    let frameB = TwinVec2(j0.frameB, j1.frameB)
    let deltaCenter = TwinVec2(j0.deltaCenter, j1.deltaCenter)
    let dpA = TwinVec2(a0.dp, a1.dp)
    let mA = Twin(j0.invMassA, j1.invMassA)
    let mB = Twin(j0.invMassB, j1.invMassB)
    let iA = Twin(j0.invIA, j1.invIA)
    let iB = Twin(j0.invIB, j1.invIB)
    let biasRate = Twin(j0.springSoftness.biasRate, j1.springSoftness.biasRate)
    let massScale = Twin(j0.springSoftness.massScale, j1.springSoftness.massScale)
    let impulseScale = Twin(j0.springSoftness.impulseScale, j1.springSoftness.impulseScale)
    let smooth = SIMD2<Int64>(j0.springIsSmooth ? -1 : 0, j1.springIsSmooth ? -1 : 0) .!= 0
    let maxSpeed2 = maxSpeed * maxSpeed
    // The bodies' state.
    var body = TwinVelocity(
      v: TwinVec2(b0.v, b1.v), w: Twin(b0.w, b1.w), sv: TwinVec2(b0.sv, b1.sv), sw: Twin(b0.sw, b1.sw))
    var dp = TwinVec2(b0.dp, b1.dp)
    var qc = Twin(b0.dq.c, b1.dq.c)
    var qs = Twin(b0.dq.s, b1.dq.s)
    var impulse = TwinVec2(j0.linearImpulse, j1.linearImpulse)
    var heldV = TwinVec2(Twin(), Twin())
    var heldW = Twin()
    for sub in 0..<subSteps {
      // The previous sub-step's end.
      if sub > 0 {
        body.v.x += heldV.x
        body.v.y += heldV.y
        body.w += heldW
      }
      // `integrateVelocity` (dynamic bodies).
      let v0 = body.v
      let w0 = body.w
      var vx = linearFactor * (v0.x + h * a.x)
      var vy = linearFactor * (v0.y + h * a.y)
      let l2 = vx * vx + vy * vy
      let fast = l2 .> maxSpeed2
      let scale = maxSpeed / l2.squareRoot()
      vx = vx.replacing(with: scale * vx, where: fast)
      vy = vy.replacing(with: scale * vy, where: fast)
      var w = angularFactor * (w0 + h * alpha)
      w = w.replacing(with: maxSpin, where: w .> maxSpin)
      w = w.replacing(with: -maxSpin, where: w .< -maxSpin)
      heldV = TwinVec2(0.5 * (vx - v0.x), 0.5 * (vy - v0.y))
      heldW = 0.5 * (w - w0)
      body.v = TwinVec2(vx - heldV.x, vy - heldV.y)
      body.w = w - heldW
      body.sv = TwinVec2(Twin(), Twin())
      body.sw = Twin()
      // The spring's frame (`JointSolver.groundedFrame`).
      let rB = TwinVec2(qc * frameB.x - qs * frameB.y, qs * frameB.x + qc * frameB.y)
      let d = TwinVec2(
        deltaCenter.x + (dp.x - dpA.x) + rB.x - rA.x, deltaCenter.y + (dp.y - dpA.y) + rB.y - rA.y)
      // `warmStartPoint`.
      let warmFinite = body.apply(impulse, invMassB: mB, invIB: iB, rA: rA, rB: rB, smooth: smooth)
      let warmBounded = body.staysBounded(warmFinite)
      // `solvePoint`: K (`pointK`), K·x = b (`solve2`), the soft impulse.
      let k11 = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
      let k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
      let k22 = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
      let bx = body.v.x + -body.w * rB.y + biasRate * d.x
      let by = body.v.y + body.w * rB.x + biasRate * d.y
      var det = k11 * k22 - k12 * k12
      det = det.replacing(with: 1 / det, where: det .!= 0)
      let x = TwinVec2(det * (k22 * bx - k12 * by), det * (k11 * by - k12 * bx))
      let step = TwinVec2(
        -massScale * x.x - impulseScale * impulse.x, -massScale * x.y - impulseScale * impulse.y)
      impulse.x += step.x
      impulse.y += step.y
      let solveFinite = body.apply(step, invMassB: mB, invIB: iB, rA: rA, rB: rB, smooth: smooth)
      guard allTwin(body.staysBounded(solveFinite) .& warmBounded) else { return false }
      // `integratePosition` (dynamic bodies).
      let l2p = body.v.x * body.v.x + body.v.y * body.v.y
      let tooFast = .!(l2p .<= maxSpeed2)
      if anyTwin(tooFast) {
        let limit = (maxSpeed / l2p.squareRoot())
        let finite = l2p.finiteLanes
        let limitedX = Twin().replacing(with: limit * body.v.x, where: finite)
        let limitedY = Twin().replacing(with: limit * body.v.y, where: finite)
        body.v.x = body.v.x.replacing(with: limitedX, where: tooFast)
        body.v.y = body.v.y.replacing(with: limitedY, where: tooFast)
      }
      let spinning = .!(body.w.comparedMagnitude .<= maxSpin)
      if anyTwin(spinning) {
        let positive = body.w .> 0
        let negative = body.w .< 0
        let limited = Twin().replacing(with: -maxSpin, where: negative).replacing(
          with: maxSpin, where: positive)
        body.w = body.w.replacing(with: limited, where: spinning)
      }
      dp.x += h * (body.v.x - 0.5 * body.sv.x)
      dp.y += h * (body.v.y - 0.5 * body.sv.y)
      // `Rot.integrated(by:)`.
      let da = h * (body.w - 0.5 * body.sw)
      let c2 = qc - da * qs
      let s2 = qs + da * qc
      let mag = (c2 * c2 + s2 * s2).squareRoot()
      let inv = Twin().replacing(with: 1 / mag, where: mag .> 0)
      qc = c2 * inv
      qs = s2 * inv
    }
    body.v.x += heldV.x
    body.v.y += heldV.y
    body.w += heldW
    // Store both bodies and both springs.
    body.store(lane: 0, dp: dp, qc: qc, qs: qs, in: s0)
    body.store(lane: 1, dp: dp, qc: qc, qs: qs, in: s1)
    j0.linearImpulse = impulse[0]
    j1.linearImpulse = impulse[1]
    return true
  }
}
