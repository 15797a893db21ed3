/// A deterministic 2D rigid-body world: bodies, shapes, joints, a soft-step solver, a dynamic
/// AABB tree broadphase, sleeping islands and contact events.
///
/// The public API speaks points, seconds, radians, kilograms, newtons (see ``PhysicsUnits``).
/// Time moves only through ``advance(by:)`` (an accumulator that runs whole fixed steps) or
/// ``step()``; nothing reads a clock and nothing is random, and every loop that decides the
/// output runs over flat arrays in index order, so identical calls give identical results.
///
/// Every throwing method validates all input first: a thrown ``PhysicsError`` leaves the world
/// unchanged.
///
/// ## Step pipeline (Box2D v3 soft step)
/// 1. broadphase pair update (new contacts for proxies that moved);
/// 2. narrowphase (manifolds with speculative points), contact begin/end events;
/// 3. prepare contacts and joints; then per sub-step: integrate velocities (gravity,
///    forces, Padé damping), warm start, solve with bias, integrate positions, relax without
///    bias; then restitution and storing impulses for the next step's warm start;
/// 4. finalize transforms, refit the broadphase, sleep islands.
///
/// ## Integration
/// Positions move by `h·(v − ½Δv_s)` per sub-step, where `Δv_s` is the velocity change from
/// smooth forces (gravity, applied forces, damping, and point-like user springs) in the
/// sub-step. For a constant force this is x += h·v₀ + ½h²a, exact for constant acceleration
/// (free fall covers ½gt² with no step error); for point springs it is the trapezoidal rule
/// (see `Softness`).
///
/// Contacts and joints are solved on the velocity the position update will use: half of the
/// sub-step's force-driven velocity change is held back while they are solved and added back
/// after the relax pass. A resting body then has a zero *position* velocity, so its contacts
/// see no approach and its friction no sliding; solving them on the full velocity instead
/// moved every resting body by −½h²a per sub-step against its contacts, which made a
/// 50-row pyramid creep apart (issue 23). Distance springs of non-zero length are not
/// smooth: their force turns with the axis, and with the half-step correction that turning
/// force was integrated explicitly, which pumped energy into a swinging spring (see
/// `Softness.spring(hertz:zeta:h:)`).
public final class PhysicsWorld {
  // MARK: Settings

  /// The configuration the world was created with (gravity may change via ``setGravity(_:)``).
  @exclusivity(unchecked) public private(set) var configuration: PhysicsConfiguration
  /// Called before every fixed step with the world and the step duration (s): apply forces
  /// that depend on state (fields, drag, behaviors' per-step actions) here. Forces applied with
  /// ``applyForce(_:at:to:)`` last for one step.
  ///
  /// Read before every step, so the runtime exclusivity check is off for it (the closure is
  /// copied out and called after the read has ended; setting it from the handler is a separate
  /// access).
  @exclusivity(unchecked) public var preStepHandler: ((PhysicsWorld, Double) -> Void)?
  /// An extra collision filter evaluated once when the broadphase first pairs two shapes
  /// (after ``CollisionFilter`` rules). Return `false` to keep them from colliding. After
  /// changing what it returns, call ``refilter(body:)`` for the affected bodies. It runs in
  /// the middle of a step: it must not change the world.
  public var shouldCollide: ((ShapeID, ShapeID) -> Bool)?

  // MARK: Storage (flat arrays addressed by slot index)

  // The runtime exclusivity check is off for the storage and scratch below: it cost about
  // 70 instructions per access (a thread-local look-up), about a seventh of a springy-list
  // frame. Every access is instantaneous or confined: a read or write of an element or
  // field, a mutating method of `tree` or `pairs` that touches only that value, an
  // `inout` element passed to a static solver function that reads the world no further,
  // or an array moved out to a local for the whole solve (PhysicsWorld+Solve.swift). Keep
  // it so: never pass `&sims[i]` (or any of these) to code that can reach the world.
  @exclusivity(unchecked) var sims: [BodySim] = []
  @exclusivity(unchecked) var states: [BodyState] = []
  @exclusivity(unchecked) var freeBodies: [Int32] = []
  @exclusivity(unchecked) var shapes: [ShapeRecord] = []
  @exclusivity(unchecked) var freeShapes: [Int32] = []
  @exclusivity(unchecked) var vertexPool: [Vec2] = []
  @exclusivity(unchecked) var normalPool: [Vec2] = []
  @exclusivity(unchecked) var proxies: [Proxy] = []
  @exclusivity(unchecked) var proxyMoved: [Bool] = []
  /// Each proxy's fat box, the same as its tree leaf's box, kept densely by proxy index so the
  /// narrowphase's per-contact overlap test reads one array instead of proxy then tree node.
  @exclusivity(unchecked) var proxyFatBoxes: [AABB] = []
  /// Scratch for the pair update's tree queries.
  @exclusivity(unchecked) var queryHits: [Int32] = []
  @exclusivity(unchecked) var tree = DynamicTree()
  @exclusivity(unchecked) var moveBuffer: [Int32] = []
  @exclusivity(unchecked) var contacts: [ContactRecord] = []
  /// Per contact slot: the polygon pair's clipped points for reuse while the pair barely moves
  /// (what it holds is the record's `manifoldCacheKind`; see ``ManifoldCache``).
  @exclusivity(unchecked) var manifoldCaches: [ManifoldCache] = []
  /// The last step's polygon-pair narrowphase work: pairs tested in full, and pairs whose
  /// cached points or separation were reused (for tests and measurements).
  var polygonManifoldCounts: (computed: Int, reused: Int) = (0, 0)
  /// Whether polygon pairs reuse their cached clipped points (off only in tests and
  /// measurements that compare with the full narrowphase every step).
  var reusesManifolds = true
  @exclusivity(unchecked) var freeContacts: [Int32] = []
  @exclusivity(unchecked) var pairs = PairTable()
  @exclusivity(unchecked) var joints: [JointRecord] = []
  @exclusivity(unchecked) var freeJoints: [Int32] = []
  /// The last box `addShape` prepared (see ``PreparedBoxCache``). Its only access, the
  /// mutating `prepare`, runs `PreparedGeometry.make`, which never reaches the world.
  @exclusivity(unchecked) var boxCache = PreparedBoxCache()

  // Per-step scratch. Most lists are reused (no allocation in steady state); `contactKeys` and
  // `contactGroups` (stored because they are read after the function that builds them: the
  // sleep update reads `contactKeys`) are instead rebuilt each step in uninitialised storage
  // (one allocation each, written once), which cost fewer instructions than refilling the old
  // storage element by element (docs/benchmarks.md, "Issue 23: contact solve"). The awake
  // bodies, the step's forces and the synchronised bodies are refilled in kept storage
  // through a buffer (`refill`): the uninitialised-storage allocation costs a generic
  // metadata look-up per call, about 850 instructions, three times a step
  // (docs/benchmarks.md, "Issue 23: tenth pass (physics)").
  @exclusivity(unchecked) var awakeBodies: [Int32] = []
  /// The solve's per-awake-body forces (scratch kept between steps; see `refill`).
  @exclusivity(unchecked) var stepForces: [BodyForces] = []
  /// The awake bodies a contact names, which the solve synchronises with `solverBodies`
  /// (scratch kept between steps; see `refill`).
  @exclusivity(unchecked) var syncedBodies: [Int32] = []
  /// The contacts the step's narrowphase left with manifold points (and those of sleeping
  /// pairs, which it skips and which keep theirs), ascending: the solve gathers its
  /// constraints from these instead of from every contact record.
  @exclusivity(unchecked) var manifoldContacts: [ManifoldContact] = []
  /// The step's contact constraints with restitution, in colour order, as `Double` records
  /// (see `ContactGroup.prepare(keys:…)`); the other constraints live only in the lanes.
  @exclusivity(unchecked) var restitutionConstraints: [ContactConstraint] = []
  @exclusivity(unchecked) var awakeJoints: [Int32] = []
  /// The awake joints that the relax pass must solve (see `JointSolver.needsRelax`).
  @exclusivity(unchecked) var relaxJoints: [Int32] = []
  /// The awake joints whose warm start runs in the warm-start stage, and the per-body count of
  /// awake joints (see `JointSolver.deferWarmStarts`): kept so a step allocates neither.
  @exclusivity(unchecked) var stagedJoints: [Int32] = []
  @exclusivity(unchecked) var jointTouches: [UInt8] = []
  /// The step's isolated springs and each body slot's index among the step's awake bodies
  /// (−1 for none; see `JointSolver.deferWarmStarts`): kept so a step allocates neither.
  @exclusivity(unchecked) var isolatedSprings: [IsolatedSpring] = []
  @exclusivity(unchecked) var forceSlots: [Int32] = []
  /// The step's awake bodies that the general sub-step loop integrates (indices among the
  /// step's forces; see `solve`): kept so a step does not allocate it.
  @exclusivity(unchecked) var generalBodies: [Int32] = []
  /// Whether isolated springs run through their sub-steps apart (`solveIsolatedSpring`); off,
  /// they go through the general sub-step loop, with the same results bit for bit (the tests
  /// compare the two).
  var isolatesSprings = true
  /// Whether a body whose only shape is a parked, exactly translating polygon is refitted by
  /// `refreshSoleParkedBox` (off: by the general loop, with the same results bit for bit; the
  /// tests compare the two).
  var refreshesSoleParkedBoxes = true
  @exclusivity(unchecked) var collideActions: [CollideAction] = []
  @exclusivity(unchecked) var pendingMoves: [(Int32, AABB)] = []
  @exclusivity(unchecked) var candidates: [(Int32, Int32)] = []
  @exclusivity(unchecked) var scratchStack: [Int32] = []
  @exclusivity(unchecked) var islandMinSleep: [Double] = []
  /// Graph colouring scratch (see `colorOrder`): colours used per body slot, the colour of
  /// each constraint, the gathered contacts and their reordered copy.
  @exclusivity(unchecked) var colorMasks: [UInt64] = []
  @exclusivity(unchecked) var constraintColors: [UInt8] = []
  @exclusivity(unchecked) var contactKeys: [ContactKey] = []
  @exclusivity(unchecked) var coloredKeys: [ContactKey] = []
  /// Start of each colour's range in the step's constraints (65 colours and the end).
  @exclusivity(unchecked) var colorStarts: [Int32] = []
  /// The step's contact constraints packed by colour, four to a group (see ``ContactGroup``).
  @exclusivity(unchecked) var contactGroups: [ContactGroup] = []
  /// The contact lanes' single-precision bodies, one per body slot (see `SolverBody`).
  @exclusivity(unchecked) var solverBodies: [SolverBody] = []
  /// Per body slot, whether a contact of the step names it (scratch for the bodies the solve
  /// synchronises with `solverBodies`).
  @exclusivity(unchecked) var contactNamed: [Bool] = []

  // MARK: Clock and events

  // The clock, the event lists and their counts, and the ground body are read or written at
  // every step and every advance (and the ground body whenever a spring is made), so the runtime
  // exclusivity check is off for them: every access is a plain load or store, `+=`, `append`
  // or `removeFirst(_:)` with an argument computed before the change begins, none of which
  // calls out; keep it so.
  @exclusivity(unchecked) var accumulator = 0.0
  /// Simulated seconds since creation (whole steps).
  @exclusivity(unchecked) public private(set) var time = 0.0
  /// Number of fixed steps taken.
  @exclusivity(unchecked) public private(set) var stepCount = 0
  /// Contact begin/end events, in order: those caused by world edits made before the last
  /// ``advance(by:)`` / ``step()`` call (destroying a body or shape, changing a filter or a
  /// body type) followed by those of that call's steps; plus any caused by edits since.
  /// Each `advance`/`step` drops the events the previous call already reported.
  @exclusivity(unchecked) public internal(set) var contactEvents: [ContactEvent] = []
  /// Sleep/wake transitions, with the same lifetime as ``contactEvents``.
  @exclusivity(unchecked) public internal(set) var sleepEvents: [SleepEvent] = []
  /// How many events of each list the last `advance`/`step` already reported.
  @exclusivity(unchecked) var reportedContactEvents = 0
  @exclusivity(unchecked) var reportedSleepEvents = 0
  /// A static body at the origin with no shapes, for anchoring joints to the world.
  @exclusivity(unchecked) public private(set) var groundBody = BodyID(index: 0, generation: 0)

  /// Creates an empty world.
  /// - Throws: ``PhysicsError`` if a configuration value is invalid.
  public init(configuration: PhysicsConfiguration = PhysicsConfiguration()) throws(PhysicsError) {
    try configuration.validate()
    self.configuration = configuration
    groundBody = try createBody(BodyDefinition(type: .static))
  }

  // MARK: Derived constants (internal units)

  var stepRate: Double { 1 / configuration.stepDuration }
  /// Largest spring frequency the step can resolve: half the step rate (Hz).
  public var maxSpringFrequency: Double { 0.5 / configuration.stepDuration }
  var gravityM: Vec2 { Vec2(points: configuration.gravity) }
  /// Touch slop for events and islands, m (0.5 pt).
  let touchSlop = 0.005

  /// Changes the world gravity (pt/s²).
  /// - Throws: ``PhysicsError/nonFinite(parameter:)`` for a non-finite vector.
  public func setGravity(_ gravity: CGVector) throws(PhysicsError) {
    try Check.finite(gravity, "gravity")
    configuration.gravity = gravity
    wakeAll()
  }

  /// Enables or disables sleeping; disabling wakes every body.
  public func setSleepEnabled(_ enabled: Bool) {
    configuration.isSleepEnabled = enabled
    if !enabled { wakeAll() }
  }

  // MARK: Time

  /// Advances the simulation by `seconds`, running as many whole fixed steps as fit in the
  /// accumulated time; the remainder carries over to the next call.
  ///
  /// Drops the events the previous call reported from ``contactEvents`` and ``sleepEvents``
  /// first; events caused by edits since then stay, ahead of the new ones.
  /// - Parameter seconds: elapsed time in seconds (finite, in 0…``maximumAdvance``).
  /// - Returns: the number of fixed steps run.
  /// - Throws: ``PhysicsError`` for a negative, non-finite or too long duration (nothing
  ///   changes): one call runs at most ``maximumAdvance`` seconds, so that it always returns.
  /// - Complexity: O(steps × (awake bodies + contacts + joints) log n).
  @discardableResult
  public func advance(by seconds: Double) throws(PhysicsError) -> Int {
    try Check.nonNegative(seconds, "advance(by:) seconds")
    guard seconds <= Self.maximumAdvance else {
      throw .outOfRange(parameter: "advance(by:) seconds", value: seconds, range: 0...Self.maximumAdvance)
    }
    beginEventWindow()
    defer { endEventWindow() }
    accumulator += seconds
    let h = configuration.stepDuration
    var n = 0
    // A tiny tolerance so that 1.0 s at 1/120 s runs exactly 120 steps despite rounding.
    while accumulator >= h * (1 - 1e-9) {
      accumulator -= h
      singleStep()
      n += 1
    }
    if accumulator < 0 { accumulator = 0 }
    return n
  }

  /// The longest duration one ``advance(by:)`` accepts: 60 s (7,200 steps at the default
  /// 1/120 s). Simulate longer spans with several calls.
  public static let maximumAdvance: Double = 60

  /// Runs exactly one fixed step (event lists as for ``advance(by:)``).
  public func step() {
    beginEventWindow()
    singleStep()
    endEventWindow()
  }

  private func beginEventWindow() {
    contactEvents.removeFirst(min(reportedContactEvents, contactEvents.count))
    sleepEvents.removeFirst(min(reportedSleepEvents, sleepEvents.count))
  }

  private func endEventWindow() {
    reportedContactEvents = contactEvents.count
    reportedSleepEvents = sleepEvents.count
  }

  /// Time accumulated towards the next step, seconds (< ``PhysicsConfiguration/stepDuration``).
  public var pendingTime: Double { accumulator }

  func singleStep() {
    let dt = configuration.stepDuration
    if let handler = preStepHandler { handler(self, dt) }
    updatePairs()
    collide(dt: dt)
    solve(dt: dt)
    finalize(dt: dt)
    if configuration.isSleepEnabled { updateSleep(dt: dt) }
    time += dt
    stepCount += 1
  }

  // MARK: Validation helpers

  @inline(__always) func bodyIndex(_ id: BodyID) throws(PhysicsError) -> Int {
    let i = Int(id.index)
    guard i >= 0, i < sims.count, sims[i].isAlive, sims[i].generation == id.generation else {
      throw .invalidBody(id)
    }
    return i
  }

  func shapeIndex(_ id: ShapeID) throws(PhysicsError) -> Int {
    let i = Int(id.index)
    guard i >= 0, i < shapes.count, shapes[i].isAlive, shapes[i].generation == id.generation else {
      throw .invalidShape(id)
    }
    return i
  }

  @inline(__always) func jointIndex(_ id: JointID) throws(PhysicsError) -> Int {
    let i = Int(id.index)
    guard i >= 0, i < joints.count, joints[i].isAlive, joints[i].generation == id.generation else {
      throw .invalidJoint(id)
    }
    return i
  }

  func bodyID(_ i: Int32) -> BodyID { BodyID(index: i, generation: sims[Int(i)].generation) }
  func shapeID(_ i: Int32) -> ShapeID { ShapeID(index: i, generation: shapes[Int(i)].generation) }
  func jointID(_ i: Int32) -> JointID { JointID(index: i, generation: joints[Int(i)].generation) }
}
