/// The hot per-body solver state, one entry per body slot, read and written by every
/// constraint in every sub-step (kept small and contiguous; Box2D v3's `b2BodyState`).
///
/// Positions are not stored here: during a step a body's pose is its pose at the start of
/// the step plus `dp`/`dq`, which keeps the numbers small and lets contacts update their
/// separation cheaply. Static bodies have an entry too (zero inverse mass, zero velocity), so
/// constraints need no branch on body type.
struct BodyState {
  /// Linear velocity of the centre of mass, m/s.
  var v = Vec2.zero
  /// Angular velocity, rad/s.
  var w = 0.0
  /// Translation of the centre of mass since the start of the step, m.
  var dp = Vec2.zero
  /// Rotation since the start of the step.
  var dq = Rot.identity
  /// 1/kg; 0 for static and kinematic bodies.
  var invMass = 0.0
  /// 1/(kg·m²); 0 for fixed rotation, static and kinematic bodies.
  var invI = 0.0
  /// Velocity change from smooth forces (applied forces, gravity, damping, springs) in the
  /// current sub-step; the position update subtracts half of it (trapezoidal rule).
  var sv = Vec2.zero
  var sw = 0.0
}

/// Per-body data used between steps (pose, mass, forces, settings). Cold relative to
/// ``BodyState``.
///
/// Layout (the order of stored fields decides which cache lines a path touches; no
/// arithmetic depends on it):
/// - first the fields that placing a body (``PhysicsWorld/setTransform(of:position:angle:)``,
///   called for every sprung cell of a springy list every frame) reads and writes: pose,
///   centre of mass, flags, generation, shape list, local centre, sleep timer (and the
///   sleep flag, which the end of the step reads with the timer): 88 bytes, so
///   two cache lines for most records instead of four;
/// - the narrowphase's per-contact reads (pose, centre, awake flag, type, extent) lie in the
///   same first 96 bytes;
/// - then the per-step force inputs the solve reads for every awake body;
/// - last the fields no per-frame path reads (mass, inertia, edge lists, user data).
struct BodySim {
  /// Transform of the body origin at the start of the current step.
  var xf = Transform.identity
  /// Centre of mass, world metres (start of step).
  var center = Vec2.zero
  var isAwake = true
  var type = BodyType.dynamic
  var isAlive = false
  var allowsSleep = true
  var generation: UInt32 = 0
  /// Shape list head (intrusive), −1 if none.
  var shapeList: Int32 = -1
  /// Scratch for islands (union–find parent) and wake flood fill.
  var islandParent: Int32 = -1
  /// Centre of mass relative to the origin, body-local metres.
  var localCenter = Vec2.zero
  var sleepTime = 0.0
  /// Largest distance from the centre of mass to any shape point, m.
  var maxExtent = 0.0
  /// Forces applied for the next step only (N, N·m); cleared after each step.
  var force = Vec2.zero
  var torque = 0.0
  /// Forces applied every step until changed (N, N·m).
  var constantForce = Vec2.zero
  var constantTorque = 0.0
  var linearDamping = 0.0
  var angularDamping = 0.0
  var gravityScale = 1.0
  /// Extra acceleration, m/s².
  var acceleration = Vec2.zero
  var fixedRotation = false
  /// Contact edge list head: edge key = contact·2 + side (0 = A, 1 = B); −1 if none.
  var contactList: Int32 = -1
  /// Joint edge list head: edge key = joint·2 + side; −1 if none.
  var jointList: Int32 = -1
  var mass = 0.0
  /// Rotational inertia about the centre of mass, kg·m².
  var inertia = 0.0
  var userData = 0
}
