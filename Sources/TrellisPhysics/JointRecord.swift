/// Which shortcut of the joint stages a joint takes when its body A holds still (see
/// `JointSolver.warmStartStage`).
enum GroundedSpring: UInt8 {
  /// None: the general path.
  case none
  /// A zero-length distance spring (``JointRecord/isPointSpring``) from an immovable body A.
  case point
  /// A distance spring of non-zero length without limits (no `minLength`, an infinite
  /// `maxLength`) from an immovable body A.
  case distance
}

/// The internal kind of a joint.
enum JointKind: UInt8 {
  case distance
  case weld
  case revolute
  case prismatic
  case target
}

/// A joint's parameters, bookkeeping and solver temporaries in one flat value (joints are few
/// compared with contacts, so one layout with a `kind` switch beats per-kind storage).
///
/// Layout (the order of stored fields decides which cache lines a path touches; no
/// arithmetic depends on it): first everything a distance spring's step reads or writes (its
/// bodies and anchors, which ``PhysicsWorld/currentLength(of:)`` also reads; its parameters;
/// the solver temporaries and impulses `JointSolver.prepare` writes), in the first 296 bytes
/// (five cache lines instead of the eight the 504-byte record spanned), in their old order; then what only other
/// kinds, the joint lists and the user read.
struct JointRecord {
  var generation: UInt32 = 0
  var isAlive = false
  var kind = JointKind.distance
  var bodyA: Int32 = -1
  var bodyB: Int32 = -1
  /// Anchors relative to each body origin, body-local metres.
  var localAnchorA = Vec2.zero
  var localAnchorB = Vec2.zero

  // Distance.
  var length = 0.0
  var minLength = 0.0
  var maxLength = Double.infinity
  var springEnabled = true
  // Spring (distance, weld linear, target linear), Hz and ratio.
  var hertz = 0.0
  var zeta = 0.0

  // Solver temporaries (valid during a step).
  var invMassA = 0.0
  var invIA = 0.0
  var invMassB = 0.0
  var invIB = 0.0
  /// Anchors relative to the centres of mass, world frame at the start of the step.
  var frameA = Vec2.zero
  var frameB = Vec2.zero
  var deltaCenter = Vec2.zero
  var springSoftness = Softness.rigid
  var springIsSmooth = false
  var jointSoftness = Softness.rigid
  /// Whether the joint is a spring whose body A is immovable for the step (zero inverse mass
  /// and inertia, such as the ground), and of which kind: set by `JointSolver.prepare`, it lets
  /// the warm start and the biased solve skip writing body A back (see
  /// `JointSolver.warmStartGrounded`).
  var groundedSpring = GroundedSpring.none
  /// Whether the step's warm starts of this grounded spring wait for its solves, because no
  /// other constraint of the step touches body B (see `JointSolver.deferWarmStarts`).
  var isWarmStartDeferred = false

  // Accumulated impulses (per sub-step, warm started).
  var linearImpulse = Vec2.zero
  var springImpulse = 0.0
  var angularImpulse = 0.0
  var lowerImpulse = 0.0
  var upperImpulse = 0.0
  var frictionImpulse = 0.0

  // What only other kinds, the joint lists and the user read.
  /// Rest relative angle angleB − angleA (radians).
  var referenceAngle = 0.0
  var collideConnected = false
  var userData = 0
  var prev: (Int32, Int32) = (-1, -1)
  var next: (Int32, Int32) = (-1, -1)
  // Angular spring (weld, target).
  var angularHertz = 0.0
  var angularZeta = 0.0
  // Limits (revolute: radians; prismatic: metres).
  var enableLimit = false
  var lower = 0.0
  var upper = 0.0
  /// Revolute friction torque (N·m) or prismatic friction force (N).
  var maxFriction = 0.0
  /// Prismatic axis in A's frame (unit).
  var localAxisA = Vec2(1, 0)
  /// Target joint: world target (m), target angle, max force (N).
  var target = Vec2.zero
  var targetAngle = 0.0
  var maxForce = Double.infinity
  /// Relative angle minus the reference at the start of the step.
  var deltaAngle0 = 0.0
  /// Angle of body B at the start of the step (target joint).
  var angleB0 = 0.0
  /// Prismatic axis in world frame at the start of the step.
  var axis0 = Vec2(1, 0)
  /// Effective mass of the relative rotation for the step (1/(1/I_A + 1/I_B)).
  var angularMass = 0.0
  var angularSoftness = Softness.rigid
  var angularIsSmooth = false

  /// Whether the distance joint is a zero-length spring, solved as a 2-D point spring so it
  /// damps motion in every direction (no orbiting).
  var isPointSpring: Bool { kind == .distance && springEnabled && length == 0 && hertz > 0 }

  /// Whether the distance joint is a spring of non-zero length with no limit to enforce: it
  /// acts in the biased solve only, through `springImpulse`.
  var isPlainDistanceSpring: Bool {
    kind == .distance && springEnabled && length != 0 && hertz > 0 && !(minLength > 0) && !maxLength.isFinite
  }
}
