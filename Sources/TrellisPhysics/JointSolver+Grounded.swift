/// The joint stages' shortcuts for springs on an immovable body A (`JointRecord.groundedSpring`):
/// zero-length springs such as every spring of the springy list, and distance springs without
/// limits such as springs-100's.
///
/// Design notes:
/// - A body with zero inverse mass and inertia only ever receives changes of ±0 (or NaN, when
///   a joint blows up and writes nothing back), so while its velocity parts are all +0 (it
///   "holds still") nothing changes it: its write-back can be left out, bit for bit.
/// - A grounded spring on a static body A whose body B no other constraint of the step touches
///   has its warm start deferred to the solve stage and done there with the solve, reading and
///   writing B once: nothing between the stages reads or writes B, and A stays still.
extension JointSolver {
  /// Marks the awake grounded springs whose warm start can wait for their solve
  /// (`JointRecord.isWarmStartDeferred`) and lists them with their body B's index among the
  /// step's awake bodies in `isolated`; puts the other awake joints, whose warm start runs in
  /// the warm-start stage, in `staged`, in the order of `awake` (`touches` is scratch; all
  /// keep their capacity).
  ///
  /// A spring's warm start waits when its body B is awake (`forceSlots`, per body slot: its
  /// index among the awake bodies, or −1), in no other awake joint (as either body) and in no
  /// contact (`contactNamed`, per body slot), and its body A is static and holds still
  /// (``holdsStill(_:)``): a static body is not integrated, and every change a joint makes to
  /// it is ±0, so it holds still for the whole step. Such a spring is the only constraint on
  /// its body B for the step (see `PhysicsWorld.solveIsolatedSpring`). Which joints are
  /// grounded springs is decided as `prepare` decides it.
  ///
  /// - Complexity: O(awake joints + body slots).
  static func deferWarmStarts(
    _ awake: [Int32], _ joints: UnsafeMutableBufferPointer<JointRecord>,
    states: UnsafeMutableBufferPointer<BodyState>, sims: UnsafeBufferPointer<BodySim>, contactNamed: [Bool],
    forceSlots: [Int32], touches: inout [UInt8], staged: inout [Int32], isolated: inout [IsolatedSpring]
  ) {
    touches.removeAll(keepingCapacity: true)
    touches.append(contentsOf: repeatElement(0, count: contactNamed.count))
    staged.removeAll(keepingCapacity: true)
    isolated.removeAll(keepingCapacity: true)
    touches.withUnsafeMutableBufferPointer { touches in
      for j in awake {
        let a = Int(joints[Int(j)].bodyA)
        let b = Int(joints[Int(j)].bodyB)
        touches[a] = min(touches[a], 1) + 1
        touches[b] = min(touches[b], 1) + 1
      }
      contactNamed.withUnsafeBufferPointer { named in
        for j in awake {
          let p = joints.baseAddress! + Int(j)
          let a = Int(p.pointee.bodyA)
          let b = Int(p.pointee.bodyB)
          let isSpring = p.pointee.isPointSpring || p.pointee.isPlainDistanceSpring
          let sA = states.baseAddress! + a
          let force = forceSlots[b]
          p.pointee.isWarmStartDeferred =
            isSpring && touches[b] == 1 && !named[b] && force >= 0 && sims[a].type == .static
            && sA.pointee.invMass == 0 && sA.pointee.invI == 0 && holdsStill(sA)
          if p.pointee.isWarmStartDeferred {
            isolated.append(IsolatedSpring(joint: j, force: force))
          } else {
            staged.append(j)
          }
        }
      }
    }
  }

  /// The warm start of the sub-step (for a joint whose warm start is not deferred):
  /// ``warmStartGrounded(_:_:)`` for a grounded spring, ``warmStart(_:_:)`` otherwise.
  @inline(__always)
  static func warmStartStage(_ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<BodyState>) {
    if j.groundedSpring != .none {
      warmStartGrounded(&j, states)
    } else {
      warmStart(&j, states)
    }
  }

  /// The biased solve of the sub-step: ``warmStartAndSolveGrounded(_:_:h:invH:)`` for a
  /// grounded spring whose warm start the warm-start stage deferred, ``solveGrounded(_:_:h:invH:)``
  /// for another grounded spring, ``solve(_:_:h:invH:useBias:)`` otherwise.
  @inline(__always)
  static func solveStage(
    _ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<BodyState>, h: Double, invH: Double
  ) {
    if j.groundedSpring != .none {
      if j.isWarmStartDeferred {
        warmStartAndSolveGrounded(&j, states, h: h, invH: invH)
      } else {
        solveGrounded(&j, states, h: h, invH: invH)
      }
      return
    }
    solve(&j, states, h: h, invH: invH, useBias: true)
  }

  /// Whether every velocity part of the state at `s` (`v`, `w`, `sv`, `sw`) is +0, bit for
  /// bit. Adding a change of ±0 leaves such a part as it is (+0 + −0 is +0; only a −0 part
  /// could change sign).
  @inline(__always)
  static func holdsStill(_ s: UnsafeMutablePointer<BodyState>) -> Bool {
    (s.pointee.v.x.bitPattern | s.pointee.v.y.bitPattern | s.pointee.w.bitPattern
      | s.pointee.sv.x.bitPattern | s.pointee.sv.y.bitPattern | s.pointee.sw.bitPattern) == 0
  }

  /// The geometry a grounded spring's shortcut works from, when it applies: body A holds
  /// still and its anchor arm is finite (`nil` otherwise, and the general path runs).
  @inline(__always)
  static func groundedFrame(
    _ j: JointRecord, _ states: UnsafeMutableBufferPointer<BodyState>
  ) -> GroundedFrame? {
    let pA = states.baseAddress! + Int(j.bodyA)
    let rA = pA.pointee.dq.rotate(j.frameA)
    guard holdsStill(pA), rA.x.isFinite, rA.y.isFinite else { return nil }
    let pB = states.baseAddress! + Int(j.bodyB)
    return groundedFrame(j, pB.pointee, pB: pB, rA: rA, a: pA.pointee)
  }

  /// The frame of a grounded spring from body B's state `b` (kept at `pB`), body A's anchor
  /// arm `rA` (A holds still, the arm is finite) and A's state `a`.
  @inline(__always)
  static func groundedFrame(
    _ j: JointRecord, _ b: BodyState, pB: UnsafeMutablePointer<BodyState>, rA: Vec2, a: BodyState
  ) -> GroundedFrame {
    let rB = b.dq.rotate(j.frameB)
    return GroundedFrame(
      pB: pB, rA: rA, rB: rB, d: j.deltaCenter + (b.dp - a.dp) + rB - rA, invMassA: a.invMass, invIA: a.invI)
  }

  /// `warmStart` of a grounded spring (`JointRecord.groundedSpring`), bit for bit, with body
  /// A left alone when it holds still; the general `warmStart` otherwise.
  static func warmStartGrounded(_ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<BodyState>) {
    guard let f = groundedFrame(j, states) else { return warmStart(&j, states) }
    var b = GroundedVelocity(f.pB.pointee)
    if warmStartImpulses(j, &b, f) { b.store(in: f.pB) } else { resetImpulses(&j) }
  }

  /// `solve(…, useBias: true)` of a grounded spring, bit for bit, with body A left alone when
  /// it holds still; the general `solve` otherwise.
  static func solveGrounded(
    _ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<BodyState>, h: Double, invH: Double
  ) {
    guard let f = groundedFrame(j, states) else { return solve(&j, states, h: h, invH: invH, useBias: true) }
    var b = GroundedVelocity(f.pB.pointee)
    if solveImpulse(&j, &b, f) { b.store(in: f.pB) } else { resetImpulses(&j) }
  }

  /// The warm start and then the biased solve of a grounded spring whose warm start waits for
  /// its solve (`JointRecord.isWarmStartDeferred`, see ``deferWarmStarts(_:_:states:sims:contactNamed:touches:staged:)``),
  /// with B read and written once.
  ///
  /// Exact: between the two stages the sub-step changes only other bodies (B is in no other
  /// joint and no contact) and body A, which is static and holds still, so every change to it
  /// is ±0 and leaves it still; the warm start moves nothing the solve's anchors depend on
  /// (only velocities change).
  /// When the shortcut does not apply, the general warm start and solve run, in that order.
  /// Checked against the two stages in `GroundedSpringTests`.
  static func warmStartAndSolveGrounded(
    _ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<BodyState>, h: Double, invH: Double
  ) {
    if let f = groundedFrame(j, states) {
      let linear = j.linearImpulse
      let spring = j.springImpulse
      var b = GroundedVelocity(f.pB.pointee)
      if warmStartAndSolveImpulses(&j, &b, f) {
        b.store(in: f.pB)
        return
      }
      // A stage blew up (rare): undo the accumulated impulse, and let the general stages
      // reset the joint and keep what they keep.
      j.linearImpulse = linear
      j.springImpulse = spring
    }
    warmStart(&j, states)
    solve(&j, states, h: h, invH: invH, useBias: true)
  }

  /// `apply` of a grounded spring to body B, and whether body A's share stays finite.
  ///
  /// A's share, −invMass_A·P and −invI_A·(r_A×P + 0), is ±0 when P and r_A×P are finite
  /// (zero inverse mass and inertia), which leaves its +0 parts as they are; otherwise it is
  /// NaN, and the general path's `store` finds the joint blown up. P is not checked here: a
  /// P that is not finite makes B's velocity infinite or NaN (times B's inverse mass, infinite
  /// or, when that is 0, NaN), which ``staysBounded(_:aIsFinite:)`` catches.
  @inline(__always)
  static func applyGrounded(
    _ j: JointRecord, _ b: inout GroundedVelocity, P: Vec2, _ f: GroundedFrame, smooth: Bool
  ) -> Bool {
    let dv = j.invMassB * P
    let dw = j.invIB * (f.rB.cross(P) + 0)
    b.v += dv
    b.w += dw
    if smooth {
      b.sv += dv
      b.sw += dw
    }
    return (f.rA.cross(P) + 0).isFinite
  }

  /// Whether a joint stage left body B within ``PhysicsWorld/maximumMagnitude`` and body A's
  /// share finite: `isBlownUp` of the general path, whose sum over A is +0 then.
  @inline(__always)
  static func staysBounded(_ b: GroundedVelocity, aIsFinite: Bool) -> Bool {
    aIsFinite && (b.v.x.magnitude + b.v.y.magnitude + b.w.magnitude) <= PhysicsWorld.maximumMagnitude
  }

  /// `warmStart`'s impulses of a grounded spring on body B; whether the joint stays bounded.
  @inline(__always)
  static func warmStartImpulses(_ j: JointRecord, _ b: inout GroundedVelocity, _ f: GroundedFrame) -> Bool {
    j.groundedSpring == .point ? warmStartPoint(j, &b, f) : warmStartDistance(j, &b, f)
  }

  /// `solve(…, useBias: true)`'s impulse of a grounded spring, accumulated in the joint and
  /// applied to body B; whether the joint stays bounded.
  @inline(__always)
  static func solveImpulse(_ j: inout JointRecord, _ b: inout GroundedVelocity, _ f: GroundedFrame) -> Bool {
    j.groundedSpring == .point ? solvePoint(&j, &b, f) : solveDistance(&j, &b, f)
  }

  /// The warm start and the solve of a grounded spring, one after the other, with one test of
  /// the spring's kind; whether both stayed bounded.
  @inline(__always)
  static func warmStartAndSolveImpulses(
    _ j: inout JointRecord, _ b: inout GroundedVelocity, _ f: GroundedFrame
  )
    -> Bool
  {
    if j.groundedSpring == .point {
      let isWarmBounded = warmStartPoint(j, &b, f)
      return solvePoint(&j, &b, f) && isWarmBounded
    }
    let isWarmBounded = warmStartDistance(j, &b, f)
    return solveDistance(&j, &b, f) && isWarmBounded
  }

  /// `warmStart`'s point-spring branch.
  @inline(__always)
  static func warmStartPoint(_ j: JointRecord, _ b: inout GroundedVelocity, _ f: GroundedFrame) -> Bool {
    let finite = applyGrounded(j, &b, P: j.linearImpulse, f, smooth: j.springIsSmooth)
    return staysBounded(b, aIsFinite: finite)
  }

  /// `warmStart`'s distance branch: the spring's impulse, then the limits' (zero unless a limit
  /// was removed since they were accumulated).
  @inline(__always)
  static func warmStartDistance(_ j: JointRecord, _ b: inout GroundedVelocity, _ f: GroundedFrame) -> Bool {
    let axis = f.d.normalized
    let first = applyGrounded(j, &b, P: j.springImpulse * axis, f, smooth: j.springIsSmooth && j.hertz > 0)
    let second = applyGrounded(j, &b, P: (j.lowerImpulse - j.upperImpulse) * axis, f, smooth: false)
    return staysBounded(b, aIsFinite: first && second)
  }

  /// `solve`'s point-spring branch.
  ///
  /// Body A's velocity drops out of the relative velocity exactly, here and in
  /// ``solveDistance(_:_:_:)``: its parts are +0 and its arm finite, so `v_A + ω_A × r_A` is
  /// (+0, +0), and subtracting +0 changes nothing.
  @inline(__always)
  static func solvePoint(_ j: inout JointRecord, _ b: inout GroundedVelocity, _ f: GroundedFrame) -> Bool {
    let s = j.springSoftness
    let x = solve2(pointK(j, f.rA, f.rB), b.v + cross(b.w, f.rB) + s.biasRate * f.d)
    let impulse = -s.massScale * x - s.impulseScale * j.linearImpulse
    j.linearImpulse += impulse
    let finite = applyGrounded(j, &b, P: impulse, f, smooth: j.springIsSmooth)
    return staysBounded(b, aIsFinite: finite)
  }

  /// `solve`'s distance branch for a spring without limits.
  @inline(__always)
  static func solveDistance(_ j: inout JointRecord, _ b: inout GroundedVelocity, _ f: GroundedFrame) -> Bool {
    let s = j.springSoftness
    let length = f.d.length
    let axis = length > 1e-12 ? (1 / length) * f.d : Vec2(1, 0)
    let crA = f.rA.cross(axis)
    let crB = f.rB.cross(axis)
    let kAxis = f.invMassA + b.invMass + f.invIA * crA * crA + b.invI * crB * crB
    let axialMass = kAxis > 0 ? 1 / kAxis : 0
    let cdot = axis.dot(b.v + cross(b.w, f.rB))
    let impulse =
      -s.massScale * axialMass * (cdot + s.biasRate * (length - j.length)) - s.impulseScale * j.springImpulse
    j.springImpulse += impulse
    let finite = applyGrounded(j, &b, P: impulse * axis, f, smooth: j.springIsSmooth)
    return staysBounded(b, aIsFinite: finite)
  }
}

/// What a grounded spring's shortcut works from (see `JointSolver.groundedFrame`): body B's
/// state, both anchor arms, the anchors' separation, and body A's inverse mass and inertia.
struct GroundedFrame {
  let pB: UnsafeMutablePointer<BodyState>
  let rA: Vec2
  let rB: Vec2
  let d: Vec2
  let invMassA: Double
  let invIA: Double
}

/// The parts of body B a grounded spring reads and changes.
struct GroundedVelocity {
  var v: Vec2
  var w: Double
  var sv: Vec2
  var sw: Double
  let invMass: Double
  let invI: Double

  @inline(__always)
  init(_ s: BodyState) {
    v = s.v
    w = s.w
    sv = s.sv
    sw = s.sw
    invMass = s.invMass
    invI = s.invI
  }

  /// Writes the velocity parts back.
  @inline(__always)
  func store(in p: UnsafeMutablePointer<BodyState>) {
    store(into: &p.pointee)
  }

  /// Writes the velocity parts back into `s`.
  @inline(__always)
  func store(into s: inout BodyState) {
    s.v = v
    s.w = w
    s.sv = sv
    s.sw = sw
  }
}
