/// The two per-body passes of a sub-step: velocities from the forces, positions from the
/// velocities (see `PhysicsWorld`, "Integration"). Shared by the general sub-step loop and the
/// isolated springs' (`PhysicsWorld.solveIsolatedSpring`), so both do the same arithmetic.
extension PhysicsWorld {
  /// Integrates one awake body's velocity over a sub-step of `h` seconds (forces, gravity,
  /// Padé damping, then the speed and spin limits), holds back half of the change for the
  /// end of the sub-step (`BodyForces.heldV`), and clears the smooth change.
  @inline(__always)
  static func integrateVelocity(
    _ f: inout BodyForces, _ s: inout BodyState, h: Double, maxSpeed: Double, maxSpin: Double
  ) {
    if f.isDynamic {
      let v0 = s.v
      let w0 = s.w
      var v = f.linearFactor * (v0 + h * f.a)
      let l2 = v.lengthSquared
      if l2 > maxSpeed * maxSpeed { v = (maxSpeed / l2.squareRoot()) * v }
      var w = f.angularFactor * (w0 + h * f.alpha)
      // At most an eighth of a turn per sub-step (377 rad/s at 480 sub-steps a second): a
      // joint with a huge lever arm otherwise feeds the spin back into itself until it
      // overflows (the physics fuzz surface's case 367 of seed 1). Box2D v3 bounds it
      // tighter, an eighth of a turn per whole step (`B2_MAX_ROTATION` × the step rate,
      // 94 rad/s at 120 Hz).
      if w > maxSpin { w = maxSpin } else if w < -maxSpin { w = -maxSpin }
      // Constraints act on the velocity the position update uses, v − ½Δv_forces (see
      // `PhysicsWorld`, "Integration"); the half is added back afterwards.
      let hv = 0.5 * (v - v0)
      let hw = 0.5 * (w - w0)
      f.heldV = hv
      f.heldW = hw
      s.v = v - hv
      s.w = w - hw
    }
    s.sv = .zero
    s.sw = 0
  }

  /// Integrates one awake body's position over a sub-step of `h` seconds,
  /// x += h·(v − ½Δv_smooth) (exact for constant forces, trapezoidal for springs), after
  /// applying the speed and spin limits to what the constraints produced.
  @inline(__always)
  static func integratePosition(
    _ f: inout BodyForces, _ s: inout BodyState, h: Double, maxSpeed: Double, maxSpin: Double
  ) {
    var v = s.v
    var w = s.w
    if f.isDynamic {
      // The speed limits hold for what the constraints produce too, not only for what the
      // forces do: a joint with an anchor far from the centre of mass can otherwise multiply
      // a body's speed each sub-step until it overflows (the physics fuzz surface, case 94 of
      // seed 1). Written to catch NaN.
      let l2 = v.lengthSquared
      if !(l2 <= maxSpeed * maxSpeed) {
        v = l2.isFinite ? (maxSpeed / l2.squareRoot()) * v : .zero
        s.v = v
      }
      if !(w.magnitude <= maxSpin) {
        w = w > 0 ? maxSpin : (w < 0 ? -maxSpin : 0)
        s.w = w
      }
    }
    s.dp += h * (v - 0.5 * s.sv)
    s.dq = s.dq.integrated(by: h * (w - 0.5 * s.sw))
  }
}
