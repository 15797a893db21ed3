/// One solver point of a ``ContactConstraint``.
///
/// The anchors rA, rB (from the centres of mass) are fixed for the step, so the solver never
/// needs them directly, only their projections on the normal n and tangent t. A rotation of
/// the body by (c, s) since the step began moves the anchor's normal offset from `r·n` to
/// `c·(r·n) + s·(r×n)`, so the separation update needs no rotation either.
struct ContactConstraintPoint {
  /// rA×n, rB×n (lever arms of the normal impulse).
  var rnA = 0.0
  var rnB = 0.0
  /// rA×t, rB×t (lever arms of the friction impulse).
  var rtA = 0.0
  var rtB = 0.0
  /// rA·n, rB·n (for the separation update).
  var rdA = 0.0
  var rdB = 0.0
  /// Separation minus the anchors' normal offset (rB − rA)·n at the start of the step.
  var baseSeparation = 0.0
  var normalImpulse = 0.0
  var tangentImpulse = 0.0
  var maxNormalImpulse = 0.0
  var normalMass = 0.0
  var tangentMass = 0.0
  /// Normal relative velocity at impact (m/s), for restitution.
  var relativeVelocity = 0.0
}

/// The solver form of a touching (or speculative) contact in double precision, rebuilt every
/// step.
///
/// The step prepares one for every contact and rounds it into its ``ContactGroup``'s lanes
/// (`ContactGroup.prepare(keys:…)`); it keeps the record itself only for contacts with
/// restitution, which the restitution pass solves after the sub-steps
/// (`PhysicsWorld.restitutionConstraints`). The scalar stages of ``ContactSolver`` work on it
/// as the reference the lanes are checked against.
struct ContactConstraint {
  var contact: Int32 = -1
  var a: Int32 = 0
  var b: Int32 = 0
  /// Where the step packed it: the index of its ``ContactGroup`` and its lane there (the
  /// restitution pass reads the sub-steps' impulses back from them).
  var group: Int32 = 0
  var lane: Int32 = 0
  var normal = Vec2.zero
  var friction = 0.0
  var restitution = 0.0
  var invMassA = 0.0
  var invIA = 0.0
  var invMassB = 0.0
  var invIB = 0.0
  var softness = Softness.rigid
  /// The inverse of the two points' normal mass matrix K = [[k₁₁, k₁₂], [k₁₂, k₂₂]] (its
  /// three distinct entries); `useBlock` when K is well conditioned. Only the restitution
  /// pass block-solves a two-point manifold; the sub-step solve takes its points one after
  /// the other (see `ContactSolver.solve`).
  var k11 = 0.0
  var k12 = 0.0
  var k22 = 0.0
  var useBlock = false
  var pointCount = 0
  var p0 = ContactConstraintPoint()
  var p1 = ContactConstraintPoint()
}
