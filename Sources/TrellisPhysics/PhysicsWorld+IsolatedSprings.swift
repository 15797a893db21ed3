/// Isolated springs: a grounded spring whose warm start waits for its solve
/// (`JointSolver.deferWarmStarts`) is the only constraint on its body B for the step, and its
/// body A is static and holds still. Such a body's sub-steps depend on nothing but itself, the
/// spring and A, which nothing changes (every change a joint makes to A is ±0, or nothing when
/// a joint blows up), and nothing else of the step reads the body: so it runs through all its
/// sub-steps at once, before the general sub-step loop, with the same arithmetic in the same
/// order as the general loop's passes would do for it (`integrateVelocity`, the spring's warm
/// start and solve, `integratePosition`, the held half of the forces at each sub-step's end).
/// The results are bit for bit those of the general loop (checked against it in
/// `IsolatedSpringTests`); the gain is one walk over the body and the spring per step instead
/// of one per pass of each sub-step.
///
/// The springy list's cells are all such bodies (each on its own spring to the ground, no
/// contacts), as are springs-100's boxes.
struct IsolatedSpring {
  /// The joint's slot.
  var joint: Int32
  /// Body B's index among the step's awake bodies (`BodyForces`).
  var force: Int32
}

extension PhysicsWorld {
  /// Runs body B of an isolated spring (see ``IsolatedSpring``) through the step's `subSteps`
  /// sub-steps of `h` seconds: what the general sub-step loop does for that body and joint,
  /// in its order. The body's `BodyForces` entry is `f`; nothing else may touch the body or
  /// the joint during the step.
  ///
  /// The body's state and forces are worked on as locals and stored once at the end. Body A's
  /// anchor arm is taken once: A holds still for the whole step, so its rotation, position
  /// and inverse masses do not change. When A's arm is not finite, or a sub-step's spring
  /// blows up, that part takes the general functions on the stored state, as the general
  /// loop would.
  ///
  /// - Complexity: O(`subSteps`).
  @inline(__always)
  static func solveIsolatedSpring(
    _ j: inout JointRecord, _ f: UnsafeMutablePointer<BodyForces>,
    _ states: UnsafeMutableBufferPointer<BodyState>,
    subSteps: Int, h: Double, invH: Double, maxSpeed: Double, maxSpin: Double
  ) {
    let s = states.baseAddress! + Int(f.pointee.index)
    let a = states[Int(j.bodyA)]
    let rA = a.dq.rotate(j.frameA)
    var forces = f.pointee
    var body = s.pointee
    let shortcut = rA.x.isFinite && rA.y.isFinite
    for sub in 0..<subSteps {
      // The previous sub-step's end: the held half of the forces' change (a body in no
      // contact has no relax-pass change to take).
      if sub > 0 && forces.isDynamic {
        body.v += forces.heldV
        body.w += forces.heldW
      }
      integrateVelocity(&forces, &body, h: h, maxSpeed: maxSpeed, maxSpin: maxSpin)
      // `JointSolver.warmStartAndSolveGrounded` on the local state.
      let linear = j.linearImpulse
      let spring = j.springImpulse
      if shortcut {
        let frame = JointSolver.groundedFrame(j, body, pB: s, rA: rA, a: a)
        var b = GroundedVelocity(body)
        if JointSolver.warmStartAndSolveImpulses(&j, &b, frame) {
          b.store(into: &body)
        } else {
          j.linearImpulse = linear
          j.springImpulse = spring
          s.pointee = body
          JointSolver.warmStart(&j, states)
          JointSolver.solve(&j, states, h: h, invH: invH, useBias: true)
          body = s.pointee
        }
      } else {
        s.pointee = body
        JointSolver.warmStart(&j, states)
        JointSolver.solve(&j, states, h: h, invH: invH, useBias: true)
        body = s.pointee
      }
      integratePosition(&forces, &body, h: h, maxSpeed: maxSpeed, maxSpin: maxSpin)
    }
    if forces.isDynamic {
      body.v += forces.heldV
      body.w += forces.heldW
    }
    s.pointee = body
  }
}
