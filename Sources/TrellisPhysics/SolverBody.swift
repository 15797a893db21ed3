#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// A body's velocity and step displacement in single precision, as the contact lanes read and
/// write it during a sub-step: 32 bytes, two `Lanes` (Box2D v3 keeps a compact per-step solver
/// body of the same size, float v, w, dp, dq, for the same reason).
///
/// The step keeps one entry per body slot (`PhysicsWorld.solverBodies`) beside ``BodyState``,
/// which stays the double-precision record. Around the contact stages of a sub-step the two are
/// synchronised once per body instead of once per group and lane, for the awake bodies that a
/// contact of the step names (a body in no contact has nothing to carry):
/// - ``velocity(of:)``: their velocities are rounded to `Float` after the velocity
///   integration, and again after a joint stage, which works on ``BodyState``;
/// - the groups gather and scatter `Float` directly (``BodyLanes``), so a body's velocity
///   carries from one colour's group to the next in `Float`;
/// - ``storeChange(into:)``: the velocity change the contact stages made,
///   `fl(v_lanes − fl(v₀))`, is added to the `Double` velocity v₀ before the position update
///   and at the end of the sub-step. A body no contact gives an impulse keeps its `Double`
///   velocity bit for bit, and a static body's entry is never written back.
/// - ``motion(of:)``: the displacement (dp, dq) is rounded once per sub-step after the
///   position update.
///
/// Entries of bodies that are not awake (static bodies, in practice: the narrowphase wakes a
/// sleeping body that something touches) are loaded once per step and never written back.
struct SolverBody {
  /// (vx, vy, w, 0): linear velocity, m/s, and angular velocity, rad/s.
  var velocity = Lanes()
  /// (dx, dy, c, s): translation since the start of the step, m, and rotation since then.
  var motion = Lanes(0, 0, 1, 0)

  /// Zero velocity, no displacement.
  init() {}

  /// `s` rounded to `Float` (velocity and displacement).
  init(_ s: BodyState) {
    velocity = Self.velocity(of: s)
    motion = Self.motion(of: s)
  }

  /// The velocity of `s` rounded to `Float`, as stored in ``velocity``.
  @inline(__always)
  static func velocity(of s: BodyState) -> Lanes {
    Lanes(Float(s.v.x), Float(s.v.y), Float(s.w), 0)
  }

  /// The step displacement of `s` rounded to `Float`, as stored in ``motion``.
  @inline(__always)
  static func motion(of s: BodyState) -> Lanes {
    Lanes(Float(s.dp.x), Float(s.dp.y), Float(s.dq.c), Float(s.dq.s))
  }

  /// Adds the change of this entry's velocity since it was loaded from `s` (whose velocity
  /// has not changed since) to `s`: v += fl(v_lanes − fl(v)). When the lanes left the velocity
  /// alone, `s` is not written at all (adding +0 would turn a velocity of −0 into +0).
  ///
  /// A change that is not finite is not applied either: bodies of planetary size (shapes of
  /// 10⁹ points and more, masses near single precision's largest value) can overflow the
  /// lanes, and the body then keeps its double-precision velocity (found by the physics fuzz
  /// surface; without this, 2 of its first 20,000 cases of seed 1 reached NaN).
  @inline(__always)
  func storeChange(into s: inout BodyState) {
    let d = velocity - Self.velocity(of: s)
    if d == Lanes() { return }
    guard (d[0].magnitude + d[1].magnitude + d[2].magnitude).isFinite else { return }
    s.v.x += Double(d[0])
    s.v.y += Double(d[1])
    s.w += Double(d[2])
  }
}

extension SolverBody {
  /// Rounds the velocities of bodies `synced` from `states` into their entries of `bodies`
  /// (after the velocity integration, and after a joint stage, which works on ``BodyState``).
  /// - Complexity: O(synced.count).
  @inline(__always)
  static func loadVelocities(
    of synced: [Int32], from states: UnsafeMutableBufferPointer<BodyState>,
    into bodies: UnsafeMutableBufferPointer<SolverBody>
  ) {
    for i in synced { bodies[Int(i)].velocity = velocity(of: states[Int(i)]) }
  }

  /// Adds the velocity change each of bodies `synced` made in `bodies` to its ``BodyState``
  /// (``storeChange(into:)``), after a contact stage.
  /// - Complexity: O(synced.count).
  @inline(__always)
  static func storeChanges(
    of synced: [Int32], from bodies: UnsafeMutableBufferPointer<SolverBody>,
    into states: UnsafeMutableBufferPointer<BodyState>
  ) {
    for i in synced { bodies[Int(i)].storeChange(into: &states[Int(i)]) }
  }
}

/// The velocities of one side's bodies of a ``ContactGroup`` in lanes, gathered from their
/// ``SolverBody`` entries and scattered back to them once the group is solved.
///
/// Padding lanes name lane 0's body (see ``ContactGroup``) and change nothing (their
/// coefficients are zero, so their velocity comes out exactly as it went in), so the gather and
/// the scatter need no branch; the scatter writes the lanes from last to first, so lane 0's
/// result is the one that stays.
struct BodyLanes {
  var vx: Lanes
  var vy: Lanes
  var w: Lanes

  /// Loads the velocities of bodies `index` (a 4×4 transpose of their velocity rows).
  @inline(__always)
  init(_ bodies: UnsafeMutablePointer<SolverBody>, _ index: LaneIndex) {
    (vx, vy, w, _) = transposed(
      bodies[Int(index[0])].velocity, bodies[Int(index[1])].velocity, bodies[Int(index[2])].velocity,
      bodies[Int(index[3])].velocity)
  }

  /// Stores these velocities to bodies `index`, last lane first (the inverse 4×4 transpose).
  @inline(__always)
  func store(_ bodies: UnsafeMutablePointer<SolverBody>, _ index: LaneIndex) {
    let (r0, r1, r2, r3) = transposed(vx, vy, w, Lanes())
    bodies[Int(index[3])].velocity = r3
    bodies[Int(index[2])].velocity = r2
    bodies[Int(index[1])].velocity = r1
    bodies[Int(index[0])].velocity = r0
  }

  /// `self` in lanes where `mask` is false, `other` where it is true.
  @inline(__always)
  func replacing(with other: BodyLanes, where mask: LaneMask) -> BodyLanes {
    // Groups are mostly uniform (all lanes blocked, all with friction, all two-point), so the
    // uniform masks skip the blend; the result is the same either way.
    if allLanes(mask) { return other }
    if !anyLanes(mask) { return self }
    var r = self
    r.vx.replace(with: other.vx, where: mask)
    r.vy.replace(with: other.vy, where: mask)
    r.w.replace(with: other.w, where: mask)
    return r
  }
}

/// The step displacement of one side's bodies of a ``ContactGroup`` (for the separation
/// update; read only), from their ``SolverBody`` entries. The displacement since the start of
/// the step is small (a step's travel), so its rounding is small in metres wherever the body
/// is.
struct BodyMotionLanes {
  var dx: Lanes
  var dy: Lanes
  var c: Lanes
  var s: Lanes

  /// Loads the displacements of bodies `index` (a 4×4 transpose of their motion rows).
  @inline(__always)
  init(_ bodies: UnsafeMutablePointer<SolverBody>, _ index: LaneIndex) {
    (dx, dy, c, s) = transposed(
      bodies[Int(index[0])].motion, bodies[Int(index[1])].motion, bodies[Int(index[2])].motion,
      bodies[Int(index[3])].motion)
  }
}

/// The 4×4 transpose of rows `r0`…`r3`: column j of the result is (r0[j], r1[j], r2[j],
/// r3[j]). Exact (only moves lanes).
///
/// On x86-64 it is written with SSE unpack and move instructions (eight shuffles), as
/// `_MM_TRANSPOSE4_PS` does: built from lane reads and writes (or the `SIMD` halves), the
/// optimiser turned the gather and scatter around a group's stage into per-lane scalar code and
/// re-vectorised the whole stage by rows, about a third more instructions.
@inline(__always)
func transposed(_ r0: Lanes, _ r1: Lanes, _ r2: Lanes, _ r3: Lanes) -> (Lanes, Lanes, Lanes, Lanes) {
  #if arch(x86_64)
  let t0 = _mm_unpacklo_ps(r0, r1)  // r0.0 r1.0 r0.1 r1.1
  let t1 = _mm_unpacklo_ps(r2, r3)  // r2.0 r3.0 r2.1 r3.1
  let t2 = _mm_unpackhi_ps(r0, r1)  // r0.2 r1.2 r0.3 r1.3
  let t3 = _mm_unpackhi_ps(r2, r3)  // r2.2 r3.2 r2.3 r3.3
  return (_mm_movelh_ps(t0, t1), _mm_movehl_ps(t1, t0), _mm_movelh_ps(t2, t3), _mm_movehl_ps(t3, t2))
  #else
  return (
    Lanes(r0[0], r1[0], r2[0], r3[0]), Lanes(r0[1], r1[1], r2[1], r3[1]),
    Lanes(r0[2], r1[2], r2[2], r3[2]), Lanes(r0[3], r1[3], r2[3], r3[3])
  )
  #endif
}
