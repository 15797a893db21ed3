/// The joint stages of the soft step (prepare, warm start, solve with or without bias).
///
/// Design notes:
/// - Anchors are re-rotated each sub-step from the bodies' rotation since the step began, and
///   the anchor separation is `deltaCenter + (dpB − dpA) + rB − rA`, so joints see the
///   sub-step positions without touching transforms.
/// - Rigid parts (rigid distance, point and angle locks, limits) are soft only in the biased
///   solve (``Softness/implicit(hertz:zeta:h:)`` at twice the contact hertz, ratio 2) and are
///   solved rigidly in the relax pass, as in Box2D v3.
/// - Point-like user springs (zero-length distance, weld, target) use
///   ``Softness/spring(hertz:zeta:h:)`` (trapezoidal) and record their velocity change in the
///   bodies' smooth accumulators, so the position update integrates them with the
///   trapezoidal rule (see ``Softness``). Distance springs of non-zero length use
///   ``Softness/implicit(hertz:zeta:h:)`` and the plain position update: their axis turns,
///   and the trapezoidal position update would integrate that turning explicitly and add
///   energy.
/// - Limits allow a speculative approach (C/h) when not yet violated, like contacts.
enum JointSolver {
  /// 2×2 effective-mass matrix of a point constraint with anchors rA, rB.
  @inline(__always)
  static func pointK(_ j: JointRecord, _ rA: Vec2, _ rB: Vec2) -> (Double, Double, Double) {
    let mA = j.invMassA
    let mB = j.invMassB
    let iA = j.invIA
    let iB = j.invIB
    let k11 = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
    let k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
    let k22 = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
    return (k11, k12, k22)
  }

  /// Solves K·x = b for symmetric 2×2 K; zero when singular.
  @inline(__always)
  static func solve2(_ k: (Double, Double, Double), _ b: Vec2) -> Vec2 {
    var det = k.0 * k.2 - k.1 * k.1
    if det != 0 { det = 1 / det }
    return Vec2(det * (k.2 * b.x - k.1 * b.y), det * (k.0 * b.y - k.1 * b.x))
  }

  // Inlined into the step's joint loop: called as a function it copied the whole record in
  // and out (about 500 bytes, `memcpy`) for every joint every step.
  @inline(__always)
  static func prepare(
    _ j: inout JointRecord, sims: UnsafeMutableBufferPointer<BodySim>,
    states: UnsafeMutableBufferPointer<BodyState>, h: Double, jointSoftness: Softness, warmStartScale: Double,
    springs: inout SpringSoftnessMemo
  ) {
    let simA = sims[Int(j.bodyA)]
    let simB = sims[Int(j.bodyB)]
    let sA = states[Int(j.bodyA)]
    let sB = states[Int(j.bodyB)]
    j.invMassA = sA.invMass
    j.invIA = sA.invI
    j.invMassB = sB.invMass
    j.invIB = sB.invI
    j.frameA = simA.xf.q.rotate(j.localAnchorA - simA.localCenter)
    j.frameB = simB.xf.q.rotate(j.localAnchorB - simB.localCenter)
    j.deltaCenter = simB.center - simA.center
    // Angles (two atan2 and a remainder) only for the joints that use them.
    switch j.kind {
    case .weld, .revolute, .prismatic:
      j.deltaAngle0 = remainder(simB.xf.q.angle - simA.xf.q.angle - j.referenceAngle, 2 * Double.pi)
    case .target:
      j.angleB0 = simB.xf.q.angle
    case .distance:
      break
    }
    j.jointSoftness = jointSoftness
    // Read once: the spring's branch below and the grounded kind at the end both ask.
    let pointSpring = j.isPointSpring
    if j.hertz > 0, j.kind != .distance || pointSpring, let s = springs.spring(hertz: j.hertz, zeta: j.zeta) {
      j.springSoftness = s
      j.springIsSmooth = true
    } else {
      j.springSoftness = .implicit(hertz: j.hertz, zeta: j.zeta, h: h)
      j.springIsSmooth = false
    }
    // The prismatic axis, the angular mass and the angular spring: distance joints read none
    // of them (their axial mass is computed in `solve` from the current anchors).
    if j.kind != .distance {
      j.axis0 = simA.xf.q.rotate(j.localAxisA)
      // The angular mass is fixed for the step (Box2D v3's choice).
      let angMassSum = sA.invI + sB.invI
      j.angularMass = angMassSum > 0 ? 1 / angMassSum : 0
      if j.angularHertz > 0, let s = Softness.spring(hertz: j.angularHertz, zeta: j.angularZeta, h: h) {
        j.angularSoftness = s
        j.angularIsSmooth = true
      } else {
        j.angularSoftness = .implicit(hertz: j.angularHertz, zeta: j.angularZeta, h: h)
        j.angularIsSmooth = false
      }
    }
    let isGrounded = j.invMassA == 0 && j.invIA == 0
    j.groundedSpring =
      !isGrounded ? .none : pointSpring ? .point : j.isPlainDistanceSpring ? .distance : .none
    j.linearImpulse = warmStartScale * j.linearImpulse
    j.springImpulse *= warmStartScale
    j.angularImpulse *= warmStartScale
    j.lowerImpulse *= warmStartScale
    j.upperImpulse *= warmStartScale
    j.frictionImpulse *= warmStartScale
  }

  /// Whether the relax pass (solve without bias) has anything to do for this joint: pure
  /// springs (point springs, distance springs without limits, fully soft welds, target
  /// joints) act in the biased pass only, so they are left out of the relax loop.
  static func needsRelax(_ j: JointRecord) -> Bool {
    switch j.kind {
    case .distance:
      if j.isPointSpring { return false }
      let rigidLength = j.springEnabled && j.hertz == 0
      return rigidLength || j.minLength > 0 || j.maxLength.isFinite
    case .weld:
      return j.hertz == 0 || j.angularHertz == 0
    case .revolute, .prismatic:
      return true
    case .target:
      return false
    }
  }

  /// Applies a linear impulse P at the anchors and angular impulses; `smooth` also records the
  /// velocity change in the smooth accumulators.
  @inline(__always)
  static func apply(
    _ j: JointRecord, _ sA: inout BodyState, _ sB: inout BodyState, P: Vec2, rA: Vec2, rB: Vec2,
    angular: Double = 0, smooth: Bool
  ) {
    let dvA = -j.invMassA * P
    let dwA = -j.invIA * (rA.cross(P) + angular)
    let dvB = j.invMassB * P
    let dwB = j.invIB * (rB.cross(P) + angular)
    sA.v += dvA
    sA.w += dwA
    sB.v += dvB
    sB.w += dwB
    if smooth {
      sA.sv += dvA
      sA.sw += dwA
      sB.sv += dvB
      sB.sw += dwB
    }
  }

  /// Velocity of B's anchor relative to A's anchor.
  ///
  /// Performance note: a static function of values, not a local closure over the `var`
  /// body states (a closure capturing mutable locals costs a runtime exclusivity check per
  /// access).
  @inline(__always)
  static func relativeVelocity(_ sA: BodyState, _ sB: BodyState, _ rA: Vec2, _ rB: Vec2) -> Vec2 {
    (sB.v + cross(sB.w, rB)) - (sA.v + cross(sA.w, rA))
  }

  /// The current relative angle minus the reference.
  @inline(__always)
  static func relativeAngle(_ j: JointRecord, _ sA: BodyState, _ sB: BodyState) -> Double {
    j.deltaAngle0 + atan2(sB.dq.s, sB.dq.c) - atan2(sA.dq.s, sA.dq.c)
  }

  /// Applies an impulse along a prismatic axis (lever arms a1 = (d + rA)×axis, a2 = rB×axis).
  @inline(__always)
  static func applyAxial(
    _ j: JointRecord, _ sA: inout BodyState, _ sB: inout BodyState, _ impulse: Double, _ axis: Vec2,
    _ a1: Double, _ a2: Double
  ) {
    let P = impulse * axis
    sA.v -= j.invMassA * P
    sA.w -= j.invIA * impulse * a1
    sB.v += j.invMassB * P
    sB.w += j.invIB * impulse * a2
  }

  /// Relative velocity along a prismatic axis.
  @inline(__always)
  static func axialVelocity(
    _ sA: BodyState, _ sB: BodyState, _ axis: Vec2, _ a1: Double, _ a2: Double
  )
    -> Double
  {
    axis.dot(sB.v - sA.v) + a2 * sB.w - a1 * sA.w
  }

  static func warmStart(_ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<BodyState>) {
    var sA = states[Int(j.bodyA)]
    var sB = states[Int(j.bodyB)]
    let rA = sA.dq.rotate(j.frameA)
    let rB = sB.dq.rotate(j.frameB)
    switch j.kind {
    case .distance:
      if j.isPointSpring {
        apply(j, &sA, &sB, P: j.linearImpulse, rA: rA, rB: rB, smooth: j.springIsSmooth)
      } else {
        let d = j.deltaCenter + (sB.dp - sA.dp) + rB - rA
        let axis = d.normalized
        apply(j, &sA, &sB, P: j.springImpulse * axis, rA: rA, rB: rB, smooth: j.springIsSmooth && j.hertz > 0)
        apply(j, &sA, &sB, P: (j.lowerImpulse - j.upperImpulse) * axis, rA: rA, rB: rB, smooth: false)
      }
    case .weld:
      apply(j, &sA, &sB, P: j.linearImpulse, rA: rA, rB: rB, smooth: j.hertz > 0 && j.springIsSmooth)
      apply(
        j, &sA, &sB, P: .zero, rA: rA, rB: rB, angular: j.angularImpulse,
        smooth: j.angularHertz > 0 && j.angularIsSmooth)
    case .revolute:
      apply(
        j, &sA, &sB, P: j.linearImpulse, rA: rA, rB: rB,
        angular: j.frictionImpulse + j.lowerImpulse - j.upperImpulse, smooth: false)
    case .prismatic:
      let d = j.deltaCenter + (sB.dp - sA.dp) + rB - rA
      let axis = sA.dq.rotate(j.axis0)
      let perp = axis.leftPerp
      let a1 = (d + rA).cross(axis)
      let a2 = rB.cross(axis)
      let s1 = (d + rA).cross(perp)
      let s2 = rB.cross(perp)
      let axial = j.frictionImpulse + j.lowerImpulse - j.upperImpulse
      let P = axial * axis + j.linearImpulse.x * perp
      let LA = axial * a1 + j.linearImpulse.x * s1 + j.linearImpulse.y
      let LB = axial * a2 + j.linearImpulse.x * s2 + j.linearImpulse.y
      sA.v -= j.invMassA * P
      sA.w -= j.invIA * LA
      sB.v += j.invMassB * P
      sB.w += j.invIB * LB
    case .target:
      apply(j, &sA, &sB, P: j.linearImpulse, rA: rA, rB: rB, smooth: j.springIsSmooth)
      if j.angularHertz > 0 {
        apply(j, &sA, &sB, P: .zero, rA: rA, rB: rB, angular: j.angularImpulse, smooth: j.angularIsSmooth)
      }
    }
    store(&j, sA, sB, states)
  }

  /// Coefficients for a rigid or limit constraint with error `c` (≤ 0 violated).
  @inline(__always)
  static func limitCoefficients(
    _ c: Double, _ j: JointRecord, invH: Double, useBias: Bool
  ) -> (
    Double, Double, Double
  ) {
    if c > 0 { return (c * invH, 1, 0) }  // speculative
    if useBias {
      return (j.jointSoftness.biasRate * c, j.jointSoftness.massScale, j.jointSoftness.impulseScale)
    }
    return (0, 1, 0)
  }

  static func solve(
    _ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<BodyState>, h: Double, invH: Double,
    useBias: Bool
  ) {
    var sA = states[Int(j.bodyA)]
    var sB = states[Int(j.bodyB)]
    let rA = sA.dq.rotate(j.frameA)
    let rB = sB.dq.rotate(j.frameB)
    let d = j.deltaCenter + (sB.dp - sA.dp) + rB - rA
    let angMass = j.angularMass

    switch j.kind {
    case .distance:
      if j.isPointSpring {
        // Springs are smooth forces: applied once per sub-step in the biased pass, never in
        // the relax pass (a second application after the position update would turn the
        // trapezoidal rule back into implicit Euler).
        if !useBias { break }
        let s = j.springSoftness
        let k = pointK(j, rA, rB)
        let x = solve2(k, relativeVelocity(sA, sB, rA, rB) + s.biasRate * d)
        let impulse = -s.massScale * x - s.impulseScale * j.linearImpulse
        j.linearImpulse += impulse
        apply(j, &sA, &sB, P: impulse, rA: rA, rB: rB, smooth: j.springIsSmooth)
        break
      }
      let length = d.length
      let axis = length > 1e-12 ? (1 / length) * d : Vec2(1, 0)
      // The axial mass of the current anchors and axis, as the other joints' masses are, not
      // the start-of-step one (Box2D v3 keeps that): with an anchor far from the centre of mass
      // the axis turns within a step, a stale mass overshoots, and the overshoot grows by orders
      // of magnitude each sub-step (a 1,000-point lever arm on a 15 Hz spring reached 10⁴⁵ pt/s
      // in one step; found by the physics fuzz surface).
      let crA = rA.cross(axis)
      let crB = rB.cross(axis)
      let kAxis = sA.invMass + sB.invMass + sA.invI * crA * crA + sB.invI * crB * crB
      let axialMass = kAxis > 0 ? 1 / kAxis : 0
      if j.springEnabled {
        let c = length - j.length
        if j.hertz > 0 {
          if useBias {
            let s = j.springSoftness
            let cdot = axis.dot(relativeVelocity(sA, sB, rA, rB))
            let impulse =
              -s.massScale * axialMass * (cdot + s.biasRate * c) - s.impulseScale * j.springImpulse
            j.springImpulse += impulse
            apply(j, &sA, &sB, P: impulse * axis, rA: rA, rB: rB, smooth: j.springIsSmooth)
          }
        } else {
          let cdot = axis.dot(relativeVelocity(sA, sB, rA, rB))
          let s = useBias ? j.jointSoftness : .rigid
          let impulse = -s.massScale * axialMass * (cdot + s.biasRate * c) - s.impulseScale * j.springImpulse
          j.springImpulse += impulse
          apply(j, &sA, &sB, P: impulse * axis, rA: rA, rB: rB, smooth: false)
        }
      }
      if j.minLength > 0 {
        let c = length - j.minLength
        let (bias, ms, isc) = limitCoefficients(c, j, invH: invH, useBias: useBias)
        let cdot = axis.dot(relativeVelocity(sA, sB, rA, rB))
        let impulse = -ms * axialMass * (cdot + bias) - isc * j.lowerImpulse
        let newImpulse = max(0, j.lowerImpulse + impulse)
        let delta = newImpulse - j.lowerImpulse
        j.lowerImpulse = newImpulse
        apply(j, &sA, &sB, P: delta * axis, rA: rA, rB: rB, smooth: false)
      }
      if j.maxLength.isFinite {
        let c = j.maxLength - length
        let (bias, ms, isc) = limitCoefficients(c, j, invH: invH, useBias: useBias)
        let cdot = -axis.dot(relativeVelocity(sA, sB, rA, rB))
        let impulse = -ms * axialMass * (cdot + bias) - isc * j.upperImpulse
        let newImpulse = max(0, j.upperImpulse + impulse)
        let delta = newImpulse - j.upperImpulse
        j.upperImpulse = newImpulse
        apply(j, &sA, &sB, P: -delta * axis, rA: rA, rB: rB, smooth: false)
      }

    case .weld:
      // Angular part first, then the point.
      if useBias || j.angularHertz == 0 {
        let c = relativeAngle(j, sA, sB)
        let s: Softness = j.angularHertz > 0 ? j.angularSoftness : (useBias ? j.jointSoftness : .rigid)
        let cdot = sB.w - sA.w
        let impulse = -s.massScale * angMass * (cdot + s.biasRate * c) - s.impulseScale * j.angularImpulse
        j.angularImpulse += impulse
        apply(
          j, &sA, &sB, P: .zero, rA: rA, rB: rB, angular: impulse,
          smooth: j.angularHertz > 0 && j.angularIsSmooth)
      }
      if useBias || j.hertz == 0 {
        let s: Softness = j.hertz > 0 ? j.springSoftness : (useBias ? j.jointSoftness : .rigid)
        let x = solve2(pointK(j, rA, rB), relativeVelocity(sA, sB, rA, rB) + s.biasRate * d)
        let impulse = -s.massScale * x - s.impulseScale * j.linearImpulse
        j.linearImpulse += impulse
        apply(j, &sA, &sB, P: impulse, rA: rA, rB: rB, smooth: j.hertz > 0 && j.springIsSmooth)
      }

    case .revolute:
      if j.maxFriction > 0 {
        let cdot = sB.w - sA.w
        let impulse = -angMass * cdot
        let maxImpulse = j.maxFriction * h
        let newImpulse = min(max(j.frictionImpulse + impulse, -maxImpulse), maxImpulse)
        let delta = newImpulse - j.frictionImpulse
        j.frictionImpulse = newImpulse
        apply(j, &sA, &sB, P: .zero, rA: rA, rB: rB, angular: delta, smooth: false)
      }
      if j.enableLimit {
        let angle = relativeAngle(j, sA, sB)
        do {
          let (bias, ms, isc) = limitCoefficients(angle - j.lower, j, invH: invH, useBias: useBias)
          let cdot = sB.w - sA.w
          let impulse = -ms * angMass * (cdot + bias) - isc * j.lowerImpulse
          let newImpulse = max(0, j.lowerImpulse + impulse)
          let delta = newImpulse - j.lowerImpulse
          j.lowerImpulse = newImpulse
          apply(j, &sA, &sB, P: .zero, rA: rA, rB: rB, angular: delta, smooth: false)
        }
        do {
          let (bias, ms, isc) = limitCoefficients(j.upper - angle, j, invH: invH, useBias: useBias)
          let cdot = sA.w - sB.w
          let impulse = -ms * angMass * (cdot + bias) - isc * j.upperImpulse
          let newImpulse = max(0, j.upperImpulse + impulse)
          let delta = newImpulse - j.upperImpulse
          j.upperImpulse = newImpulse
          apply(j, &sA, &sB, P: .zero, rA: rA, rB: rB, angular: -delta, smooth: false)
        }
      }
      do {
        let s: Softness = useBias ? j.jointSoftness : .rigid
        let x = solve2(pointK(j, rA, rB), relativeVelocity(sA, sB, rA, rB) + s.biasRate * d)
        let impulse = -s.massScale * x - s.impulseScale * j.linearImpulse
        j.linearImpulse += impulse
        apply(j, &sA, &sB, P: impulse, rA: rA, rB: rB, smooth: false)
      }

    case .prismatic:
      let axis = sA.dq.rotate(j.axis0)
      let perp = axis.leftPerp
      let a1 = (d + rA).cross(axis)
      let a2 = rB.cross(axis)
      let kAxial = j.invMassA + j.invMassB + j.invIA * a1 * a1 + j.invIB * a2 * a2
      let axialMass = kAxial > 0 ? 1 / kAxial : 0
      if j.maxFriction > 0 {
        let impulse = -axialMass * axialVelocity(sA, sB, axis, a1, a2)
        let maxImpulse = j.maxFriction * h
        let newImpulse = min(max(j.frictionImpulse + impulse, -maxImpulse), maxImpulse)
        let delta = newImpulse - j.frictionImpulse
        j.frictionImpulse = newImpulse
        applyAxial(j, &sA, &sB, delta, axis, a1, a2)
      }
      if j.enableLimit {
        let translation = axis.dot(d)
        do {
          let (bias, ms, isc) = limitCoefficients(translation - j.lower, j, invH: invH, useBias: useBias)
          let impulse = -ms * axialMass * (axialVelocity(sA, sB, axis, a1, a2) + bias) - isc * j.lowerImpulse
          let newImpulse = max(0, j.lowerImpulse + impulse)
          let delta = newImpulse - j.lowerImpulse
          j.lowerImpulse = newImpulse
          applyAxial(j, &sA, &sB, delta, axis, a1, a2)
        }
        do {
          let (bias, ms, isc) = limitCoefficients(j.upper - translation, j, invH: invH, useBias: useBias)
          let impulse = -ms * axialMass * (-axialVelocity(sA, sB, axis, a1, a2) + bias) - isc * j.upperImpulse
          let newImpulse = max(0, j.upperImpulse + impulse)
          let delta = newImpulse - j.upperImpulse
          j.upperImpulse = newImpulse
          applyAxial(j, &sA, &sB, -delta, axis, a1, a2)
        }
      }
      do {
        // Perpendicular offset and relative angle, solved as one 2×2 block.
        let s1 = (d + rA).cross(perp)
        let s2 = rB.cross(perp)
        let cdot = Vec2(perp.dot(sB.v - sA.v) + s2 * sB.w - s1 * sA.w, sB.w - sA.w)
        let c = Vec2(perp.dot(d), relativeAngle(j, sA, sB))
        let s: Softness = useBias ? j.jointSoftness : .rigid
        let k11 = j.invMassA + j.invMassB + j.invIA * s1 * s1 + j.invIB * s2 * s2
        let k12 = j.invIA * s1 + j.invIB * s2
        var k22 = j.invIA + j.invIB
        if k22 == 0 { k22 = 1 }
        let x = solve2((k11, k12, k22), cdot + s.biasRate * c)
        let impulse = -s.massScale * x - s.impulseScale * j.linearImpulse
        j.linearImpulse += impulse
        let P = impulse.x * perp
        let LA = impulse.x * s1 + impulse.y
        let LB = impulse.x * s2 + impulse.y
        sA.v -= j.invMassA * P
        sA.w -= j.invIA * LA
        sB.v += j.invMassB * P
        sB.w += j.invIB * LB
      }

    case .target:
      if !useBias { break }  // a pure spring: biased pass only (see the distance joint)
      if j.angularHertz > 0 && j.invIB > 0 {
        let s = j.angularSoftness
        let angle = j.angleB0 + atan2(sB.dq.s, sB.dq.c)
        let c = remainder(angle - j.targetAngle, 2 * Double.pi)
        let cdot = sB.w
        let impulse =
          -s.massScale * (1 / j.invIB) * (cdot + s.biasRate * c) - s.impulseScale * j.angularImpulse
        j.angularImpulse += impulse
        apply(j, &sA, &sB, P: .zero, rA: rA, rB: rB, angular: impulse, smooth: j.angularIsSmooth)
      }
      do {
        let s = j.springSoftness
        // C: the anchor on B minus the target; A is the (static) ground.
        let c = (j.deltaCenter + sB.dp + rB) - j.target
        let cdot = sB.v + cross(sB.w, rB)
        let x = solve2(pointK(j, .zero, rB), cdot + s.biasRate * c)
        var impulse = -s.massScale * x - s.impulseScale * j.linearImpulse
        let old = j.linearImpulse
        var total = old + impulse
        let maxImpulse = j.maxForce * h
        let l = total.length
        if l > maxImpulse { total = (maxImpulse / l) * total }
        impulse = total - old
        j.linearImpulse = total
        apply(j, &sA, &sB, P: impulse, rA: .zero, rB: rB, smooth: j.springIsSmooth)
      }
    }
    store(&j, sA, sB, states)
  }

  /// Whether a joint stage left its bodies beyond ``PhysicsWorld/maximumMagnitude`` (or at
  /// NaN): the sum of the velocity magnitudes, NaN if any is NaN (NaN compares false),
  /// infinite if any is.
  @inline(__always)
  static func isBlownUp(_ sA: BodyState, _ sB: BodyState) -> Bool {
    let sum =
      (sA.v.x.magnitude + sA.v.y.magnitude + sA.w.magnitude)
      + (sB.v.x.magnitude + sB.v.y.magnitude + sB.w.magnitude)
    return !(sum <= PhysicsWorld.maximumMagnitude)
  }

  /// Restarts a blown-up joint from zero impulse.
  @inline(__always)
  static func resetImpulses(_ j: inout JointRecord) {
    j.linearImpulse = .zero
    j.springImpulse = 0
    j.angularImpulse = 0
    j.lowerImpulse = 0
    j.upperImpulse = 0
    j.frictionImpulse = 0
  }

  /// Writes the joint's bodies back, unless the joint has blown up.
  ///
  /// A joint whose anchors lie far from a light body's centre of mass, or that fights another
  /// joint on the same body, can multiply its accumulated impulse each sub-step (the speed
  /// limits bound the velocities after the constraints, not the impulses) until a velocity is
  /// beyond ``PhysicsWorld/maximumMagnitude`` or overflows, and infinity times a static body's
  /// zero inverse mass is NaN (found by the physics fuzz surface). Such a joint applies nothing
  /// in this stage and restarts from zero impulse: its bodies keep the velocities they had
  /// before it, which the speed limits keep finite. A huge impulse shows in the velocities it
  /// produces, so they are all that is checked. Ordinary joints are far from the bound and are
  /// written back unchanged.
  @inline(__always)
  static func store(
    _ j: inout JointRecord, _ sA: BodyState, _ sB: BodyState, _ states: UnsafeMutableBufferPointer<BodyState>
  ) {
    guard !isBlownUp(sA, sB) else {
      resetImpulses(&j)
      return
    }
    states[Int(j.bodyA)] = sA
    states[Int(j.bodyB)] = sB
  }
}
