/// Two isolated springs of the same kind at once (see ``IsolatedSpring``): their bodies B go through
/// the step's sub-steps side by side, one in each lane of `SIMD2<Double>` (``Twin``), with each lane doing
/// exactly the arithmetic of `PhysicsWorld.solveIsolatedSpring` for its body (the same
/// operations in the same order, so the same bits; a branch of the scalar code is a lane
/// select here, both sides computed and one kept). Nothing is written until the step ends: if a
/// lane's spring blows up, or a body is not dynamic, or an anchor arm is not finite, the pair
/// reports so and the scalar routine runs both bodies from the start of the step instead.
///
/// Design note: the springy list's cells (zero-length springs) and springs-100's boxes
/// (distance springs) are all such springs, so most of their physics step is here; two lanes
/// because SSE2, Swift's baseline on x86-64, holds two `Double`s.
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

/// Whether `a` and `b` hold the same bits in both lanes (so −0 differs from +0).
@inline(__always) func sameBits(_ a: Twin, _ b: Twin) -> Bool {
  let x = unsafeBitCast(a, to: SIMD2<UInt64>.self) ^ unsafeBitCast(b, to: SIMD2<UInt64>.self)
  return (x[0] | x[1]) == 0
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

  /// The vector rotated by (`c`, `s`) in each lane: `Rot.rotate`'s arithmetic.
  @inline(__always) func rotated(c: Twin, s: Twin) -> TwinVec2 {
    TwinVec2(c * x - s * y, s * x + c * y)
  }
}

extension Twin {
  /// `magnitude` in each lane: the sign bit cleared, as `Double.magnitude` does (one `andpd`;
  /// a select between the value and its negation took four instructions and a copy).
  @inline(__always) var magnitudes: Twin {
    unsafeBitCast(
      unsafeBitCast(self, to: SIMD2<UInt64>.self) & SIMD2<UInt64>(repeating: 0x7fff_ffff_ffff_ffff),
      to: Twin.self)
  }

  /// The value in the lanes of `mask` and +0 (all bits clear) in the others.
  @inline(__always) func kept(where mask: TwinMask) -> Twin {
    unsafeBitCast(
      unsafeBitCast(self, to: SIMD2<UInt64>.self) & unsafeBitCast(mask, to: SIMD2<UInt64>.self), to: Twin.self
    )
  }

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
    // The smooth change grows only in the `smooth` lanes: adding +0 elsewhere leaves those
    // lanes' bits as they are, because a smooth change is never −0 (each sub-step starts it at
    // +0 and only adds to it, and a sum is −0 only when both terms are), so this is the
    // select of the scalar code's `if smooth` in two instructions instead of four.
    sv.x += dv.x.kept(where: smooth)
    sv.y += dv.y.kept(where: smooth)
    sw += dw.kept(where: smooth)
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
      .& (v.x.magnitudes + v.y.magnitudes + w.magnitudes
        .<= PhysicsWorld.maximumMagnitude)
  }
}

extension PhysicsWorld {
  /// Runs the bodies B of two isolated springs of the same kind through the step's sub-steps,
  /// one per lane, and stores them and the springs' impulses; returns `false`, having written
  /// nothing, when a lane cannot take this path (see the file's note).
  ///
  /// - Complexity: O(`subSteps`).
  @inline(__always)
  static func solveIsolatedSpringPair(
    _ j0: inout JointRecord, _ j1: inout JointRecord, _ f0: UnsafeMutablePointer<BodyForces>,
    _ f1: UnsafeMutablePointer<BodyForces>, _ states: UnsafeMutableBufferPointer<BodyState>, subSteps: Int,
    h: Double, maxSpeed: Double, maxSpin: Double
  ) -> Bool {
    let kind = j0.groundedSpring
    guard kind != .none, j1.groundedSpring == kind, f0.pointee.isDynamic, f1.pointee.isDynamic else {
      return false
    }
    // One copy of the loop per kind, each with its spring's arithmetic inlined.
    if kind == .point {
      return runSpringPair(
        TwinPointStage.self, &j0, &j1, f0, f1, states, subSteps: subSteps, h: h, maxSpeed: maxSpeed,
        maxSpin: maxSpin)
    }
    return runSpringPair(
      TwinDistanceStage.self, &j0, &j1, f0, f1, states, subSteps: subSteps, h: h, maxSpeed: maxSpeed,
      maxSpin: maxSpin)
  }

  /// ``solveIsolatedSpringPair(_:_:_:_:_:subSteps:h:maxSpeed:maxSpin:)`` for springs of the
  /// kind `Stage` solves.
  @inline(__always)
  static func runSpringPair<Stage: TwinSpringStage>(
    _: Stage.Type, _ j0: inout JointRecord, _ j1: inout JointRecord, _ f0: UnsafeMutablePointer<BodyForces>,
    _ f1: UnsafeMutablePointer<BodyForces>, _ states: UnsafeMutableBufferPointer<BodyState>, subSteps: Int,
    h: Double, maxSpeed: Double, maxSpin: Double
  ) -> Bool {
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
    let spring = TwinSpring(j0, j1, a0, a1, b0, b1)
    let maxSpeed2 = maxSpeed * maxSpeed
    // The bodies' state.
    var body = TwinVelocity(
      v: TwinVec2(b0.v, b1.v), w: Twin(b0.w, b1.w), sv: TwinVec2(b0.sv, b1.sv), sw: Twin(b0.sw, b1.sw))
    var dp = TwinVec2(b0.dp, b1.dp)
    var qc = Twin(b0.dq.c, b1.dq.c)
    var qs = Twin(b0.dq.s, b1.dq.s)
    var linearImpulse = TwinVec2(j0.linearImpulse, j1.linearImpulse)
    var springImpulse = Twin(j0.springImpulse, j1.springImpulse)
    var heldV = TwinVec2(Twin(), Twin())
    var heldW = Twin()
    // Body B's arm and what the kind derives from the arms: computed again only when a
    // sub-step changes B's rotation (bit for bit the same inputs give the same values).
    var rB = frameB.rotated(c: qc, s: qs)
    var frame = Stage.frame(spring, rA: rA, rB: rB)
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
      // The clamp's square root and division only when a lane needs them (no lane changes
      // otherwise).
      if anyTwin(fast) {
        let scale = maxSpeed / l2.squareRoot()
        vx = vx.replacing(with: scale * vx, where: fast)
        vy = vy.replacing(with: scale * vy, where: fast)
      }
      var w = angularFactor * (w0 + h * alpha)
      w = w.replacing(with: maxSpin, where: w .> maxSpin)
      w = w.replacing(with: -maxSpin, where: w .< -maxSpin)
      heldV = TwinVec2(0.5 * (vx - v0.x), 0.5 * (vy - v0.y))
      heldW = 0.5 * (w - w0)
      body.v = TwinVec2(vx - heldV.x, vy - heldV.y)
      body.w = w - heldW
      body.sv = TwinVec2(Twin(), Twin())
      body.sw = Twin()
      // The spring's frame (`JointSolver.groundedFrame`), with `rB` from the loop.
      let d = TwinVec2(
        deltaCenter.x + (dp.x - dpA.x) + rB.x - rA.x, deltaCenter.y + (dp.y - dpA.y) + rB.y - rA.y)
      // `warmStartAndSolveImpulses`.
      guard
        Stage.warmStartAndSolve(
          spring, &body, &linearImpulse, &springImpulse, rA: rA, rB: rB, d: d, frame: frame)
      else {
        return false
      }
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
      let spinning = .!(body.w.magnitudes .<= maxSpin)
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
      let (oldC, oldS) = (qc, qs)
      qc = c2 * inv
      qs = s2 * inv
      if !sameBits(qc, oldC) || !sameBits(qs, oldS) {
        rB = frameB.rotated(c: qc, s: qs)
        frame = Stage.frame(spring, rA: rA, rB: rB)
      }
    }
    body.v.x += heldV.x
    body.v.y += heldV.y
    body.w += heldW
    // Store both bodies and both springs.
    body.store(lane: 0, dp: dp, qc: qc, qs: qs, in: s0)
    body.store(lane: 1, dp: dp, qc: qc, qs: qs, in: s1)
    if Stage.isPoint {
      j0.linearImpulse = linearImpulse[0]
      j1.linearImpulse = linearImpulse[1]
    } else {
      j0.springImpulse = springImpulse[0]
      j1.springImpulse = springImpulse[1]
    }
    return true
  }
}

/// The spring arithmetic of one kind of isolated spring, for `PhysicsWorld.runSpringPair`.
protocol TwinSpringStage {
  /// What the kind derives from the two arms alone, kept while body B's rotation is unchanged.
  associatedtype Frame
  /// Whether the kind accumulates `linearImpulse` (zero-length springs) rather than
  /// `springImpulse` (distance springs).
  static var isPoint: Bool { get }
  /// The kind's ``Frame`` for arms `rA` and `rB`.
  static func frame(_ spring: TwinSpring, rA: TwinVec2, rB: TwinVec2) -> Frame
  /// The warm start and then the biased solve in each lane; whether both lanes stayed bounded.
  static func warmStartAndSolve(
    _ spring: TwinSpring, _ body: inout TwinVelocity, _ linearImpulse: inout TwinVec2,
    _ springImpulse: inout Twin,
    rA: TwinVec2, rB: TwinVec2, d: TwinVec2, frame: Frame
  ) -> Bool
}

/// Zero-length springs (`GroundedSpring.point`).
enum TwinPointStage: TwinSpringStage {
  static var isPoint: Bool { true }

  @inline(__always)
  static func frame(_ spring: TwinSpring, rA: TwinVec2, rB: TwinVec2) -> TwinPointMass {
    TwinPointMass(spring, rA: rA, rB: rB)
  }

  @inline(__always)
  static func warmStartAndSolve(
    _ spring: TwinSpring, _ body: inout TwinVelocity, _ linearImpulse: inout TwinVec2,
    _ springImpulse: inout Twin,
    rA: TwinVec2, rB: TwinVec2, d: TwinVec2, frame: TwinPointMass
  ) -> Bool {
    spring.warmStartAndSolvePoint(&body, &linearImpulse, rA: rA, rB: rB, d: d, mass: frame)
  }
}

/// Distance springs without limits (`GroundedSpring.distance`).
enum TwinDistanceStage: TwinSpringStage {
  static var isPoint: Bool { false }

  /// The axis changes with every sub-step's separation: nothing to keep.
  @inline(__always)
  static func frame(_ spring: TwinSpring, rA: TwinVec2, rB: TwinVec2) {}

  @inline(__always)
  static func warmStartAndSolve(
    _ spring: TwinSpring, _ body: inout TwinVelocity, _ linearImpulse: inout TwinVec2,
    _ springImpulse: inout Twin,
    rA: TwinVec2, rB: TwinVec2, d: TwinVec2, frame: Void
  ) -> Bool {
    spring.warmStartAndSolveDistance(&body, &springImpulse, rA: rA, rB: rB, d: d)
  }
}

/// What the two springs of a pair keep for the step, one per lane: masses, softness, the
/// smooth flags, rest length and limit impulses (see `JointSolver`'s grounded branches).
struct TwinSpring {
  /// The joints' inverse masses and inertias (`pointK` reads these).
  let mA: Twin
  let mB: Twin
  let iA: Twin
  let iB: Twin
  /// Body A's and body B's inverse masses and inertias from their states (`solveDistance`
  /// reads these).
  let stateMassA: Twin
  let stateMassB: Twin
  let stateInertiaA: Twin
  let stateInertiaB: Twin
  let biasRate: Twin
  let massScale: Twin
  let impulseScale: Twin
  let length: Twin
  /// lowerImpulse − upperImpulse: the limits' warm start (zero unless a limit was removed).
  let limitImpulse: Twin
  let smooth: TwinMask
  /// `springIsSmooth && hertz > 0`: the distance warm start's smooth flag.
  let smoothWarm: TwinMask

  @inline(__always)
  init(
    _ j0: JointRecord, _ j1: JointRecord, _ a0: BodyState, _ a1: BodyState, _ b0: BodyState, _ b1: BodyState
  ) {
    mA = Twin(j0.invMassA, j1.invMassA)
    mB = Twin(j0.invMassB, j1.invMassB)
    iA = Twin(j0.invIA, j1.invIA)
    iB = Twin(j0.invIB, j1.invIB)
    stateMassA = Twin(a0.invMass, a1.invMass)
    stateMassB = Twin(b0.invMass, b1.invMass)
    stateInertiaA = Twin(a0.invI, a1.invI)
    stateInertiaB = Twin(b0.invI, b1.invI)
    biasRate = Twin(j0.springSoftness.biasRate, j1.springSoftness.biasRate)
    massScale = Twin(j0.springSoftness.massScale, j1.springSoftness.massScale)
    impulseScale = Twin(j0.springSoftness.impulseScale, j1.springSoftness.impulseScale)
    length = Twin(j0.length, j1.length)
    limitImpulse = Twin(j0.lowerImpulse - j0.upperImpulse, j1.lowerImpulse - j1.upperImpulse)
    smooth = SIMD2<Int64>(j0.springIsSmooth ? 1 : 0, j1.springIsSmooth ? 1 : 0) .!= 0
    smoothWarm =
      SIMD2<Int64>(j0.springIsSmooth && j0.hertz > 0 ? 1 : 0, j1.springIsSmooth && j1.hertz > 0 ? 1 : 0) .!= 0
  }

  /// `warmStartPoint` then `solvePoint` in each lane; whether both lanes stayed bounded.
  @inline(__always)
  func warmStartAndSolvePoint(
    _ body: inout TwinVelocity, _ impulse: inout TwinVec2, rA: TwinVec2, rB: TwinVec2, d: TwinVec2,
    mass: TwinPointMass
  ) -> Bool {
    let warmFinite = body.apply(impulse, invMassB: mB, invIB: iB, rA: rA, rB: rB, smooth: smooth)
    let warmBounded = body.staysBounded(warmFinite)
    // K·x = b (`solve2`) with K from `mass`, the soft impulse.
    let (k11, k12, k22, det) = (mass.k11, mass.k12, mass.k22, mass.det)
    let bx = body.v.x + -body.w * rB.y + biasRate * d.x
    let by = body.v.y + body.w * rB.x + biasRate * d.y
    let x = TwinVec2(det * (k22 * bx - k12 * by), det * (k11 * by - k12 * bx))
    let step = TwinVec2(
      -massScale * x.x - impulseScale * impulse.x, -massScale * x.y - impulseScale * impulse.y)
    impulse.x += step.x
    impulse.y += step.y
    let solveFinite = body.apply(step, invMassB: mB, invIB: iB, rA: rA, rB: rB, smooth: smooth)
    return allTwin(body.staysBounded(solveFinite) .& warmBounded)
  }

  /// `warmStartDistance` then `solveDistance` in each lane; whether both lanes stayed bounded.
  @inline(__always)
  func warmStartAndSolveDistance(
    _ body: inout TwinVelocity, _ impulse: inout Twin, rA: TwinVec2, rB: TwinVec2, d: TwinVec2
  ) -> Bool {
    // `Vec2.normalized`: the unit vector, or zero for a (near) zero vector.
    let l = (d.x * d.x + d.y * d.y).squareRoot()
    let long = l .> 1e-300
    let unit = TwinVec2(
      Twin().replacing(with: d.x / l, where: long), Twin().replacing(with: d.y / l, where: long))
    let first = body.apply(
      TwinVec2(impulse * unit.x, impulse * unit.y), invMassB: mB, invIB: iB, rA: rA, rB: rB,
      smooth: smoothWarm)
    let second = body.apply(
      TwinVec2(limitImpulse * unit.x, limitImpulse * unit.y), invMassB: mB, invIB: iB, rA: rA, rB: rB,
      smooth: TwinMask())
    let warmBounded = body.staysBounded(first .& second)
    // The spring along the axis.
    let length = (d.x * d.x + d.y * d.y).squareRoot()
    let apart = length .> 1e-12
    let inverse = 1 / length
    let axis = TwinVec2(
      Twin(repeating: 1).replacing(with: inverse * d.x, where: apart),
      Twin().replacing(with: inverse * d.y, where: apart))
    let crA = rA.x * axis.y - rA.y * axis.x
    let crB = rB.x * axis.y - rB.y * axis.x
    let kAxis = stateMassA + stateMassB + stateInertiaA * crA * crA + stateInertiaB * crB * crB
    let axialMass = Twin().replacing(with: 1 / kAxis, where: kAxis .> 0)
    let cdot = axis.x * (body.v.x + -body.w * rB.y) + axis.y * (body.v.y + body.w * rB.x)
    let step =
      -massScale * axialMass * (cdot + biasRate * (length - self.length)) - impulseScale * impulse
    impulse += step
    let solveFinite = body.apply(
      TwinVec2(step * axis.x, step * axis.y), invMassB: mB, invIB: iB, rA: rA, rB: rB, smooth: smooth)
    return allTwin(body.staysBounded(solveFinite) .& warmBounded)
  }
}

/// A zero-length spring's 2 × 2 effective-mass matrix K (`JointSolver.pointK`) in each lane,
/// and the inverse of its determinant (zero for a singular K, as `solve2` takes it).
struct TwinPointMass {
  let k11: Twin
  let k12: Twin
  let k22: Twin
  let det: Twin

  @inline(__always)
  init(_ spring: TwinSpring, rA: TwinVec2, rB: TwinVec2) {
    let (mA, mB, iA, iB) = (spring.mA, spring.mB, spring.iA, spring.iB)
    k11 = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
    k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
    k22 = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
    let d = k11 * k22 - k12 * k12
    det = d.replacing(with: 1 / d, where: d .!= 0)
  }
}
