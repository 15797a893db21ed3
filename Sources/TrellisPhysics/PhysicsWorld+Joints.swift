extension PhysicsWorld {
  // MARK: Creating joints

  /// Creates a distance joint (spring, rigid rod or rope). Wakes both bodies; pairs of the two
  /// bodies stop colliding unless `collideConnected`.
  /// - Throws: ``PhysicsError`` for invalid bodies, non-finite or negative values, a
  ///   frequency above ``maxSpringFrequency``, or `minLength > maxLength` (nothing changes).
  @discardableResult
  public func createDistanceJoint(_ def: DistanceJointDefinition) throws(PhysicsError) -> JointID {
    var j = try twoBodyJointRecord(.distance, def)
    try Check.nonNegative(def.length, "length")
    try checkSpring(def.frequency, def.dampingRatio, "frequency")
    try Check.nonNegative(def.minLength, "minLength")
    guard !def.maxLength.isNaN else { throw .nonFinite(parameter: "maxLength") }
    guard def.maxLength >= def.minLength else {
      throw .invalidRange(
        parameter: "minLength...maxLength", lower: def.minLength, upper: def.maxLength,
        reason: "lower bound above upper bound")
    }
    j.length = def.length * PhysicsUnits.metersPerPoint
    j.hertz = def.frequency
    j.zeta = def.dampingRatio
    j.springEnabled = def.isSpringEnabled
    j.minLength = def.minLength * PhysicsUnits.metersPerPoint
    j.maxLength = def.maxLength * PhysicsUnits.metersPerPoint
    return insertJoint(j)
  }

  /// Creates a weld joint.
  /// - Throws: ``PhysicsError`` for invalid bodies or values (nothing changes).
  @discardableResult
  public func createWeldJoint(_ def: WeldJointDefinition) throws(PhysicsError) -> JointID {
    var j = try twoBodyJointRecord(.weld, def)
    if let r = def.referenceAngle { try Check.finite(r, "referenceAngle") }
    try checkSpring(def.linearFrequency, def.dampingRatio, "linearFrequency")
    try checkSpring(def.angularFrequency, def.dampingRatio, "angularFrequency")
    j.referenceAngle = def.referenceAngle ?? currentRelativeAngle(Int(j.bodyA), Int(j.bodyB))
    j.hertz = def.linearFrequency
    j.zeta = def.dampingRatio
    j.angularHertz = def.angularFrequency
    j.angularZeta = def.dampingRatio
    return insertJoint(j)
  }

  /// Creates a revolute (pin) joint.
  /// - Throws: ``PhysicsError`` for invalid bodies or values, or `lowerAngle > upperAngle`.
  @discardableResult
  public func createRevoluteJoint(_ def: RevoluteJointDefinition) throws(PhysicsError) -> JointID {
    var j = try twoBodyJointRecord(.revolute, def)
    if let r = def.referenceAngle { try Check.finite(r, "referenceAngle") }
    try checkLimits(def.lowerAngle, def.upperAngle, "lowerAngle...upperAngle")
    try Check.nonNegative(def.frictionTorque, "frictionTorque")
    j.referenceAngle = def.referenceAngle ?? currentRelativeAngle(Int(j.bodyA), Int(j.bodyB))
    j.enableLimit = def.enableLimit
    j.lower = def.lowerAngle
    j.upper = def.upperAngle
    j.maxFriction = def.frictionTorque
    return insertJoint(j)
  }

  /// Creates a prismatic (sliding) joint.
  /// - Throws: ``PhysicsError`` for invalid bodies or values, a zero axis, or
  ///   `lowerTranslation > upperTranslation`.
  @discardableResult
  public func createPrismaticJoint(_ def: PrismaticJointDefinition) throws(PhysicsError) -> JointID {
    var j = try twoBodyJointRecord(.prismatic, def)
    try Check.finite(def.localAxisA, "localAxisA")
    let axis = Vec2(Double(def.localAxisA.dx), Double(def.localAxisA.dy))
    guard axis.length > 1e-12 else { throw .notPositive(parameter: "localAxisA length", value: axis.length) }
    if let r = def.referenceAngle { try Check.finite(r, "referenceAngle") }
    try checkLimits(def.lowerTranslation, def.upperTranslation, "lowerTranslation...upperTranslation")
    try Check.nonNegative(def.frictionForce, "frictionForce")
    j.localAxisA = axis.normalized
    j.referenceAngle = def.referenceAngle ?? currentRelativeAngle(Int(j.bodyA), Int(j.bodyB))
    j.enableLimit = def.enableLimit
    j.lower = def.lowerTranslation * PhysicsUnits.metersPerPoint
    j.upper = def.upperTranslation * PhysicsUnits.metersPerPoint
    j.maxFriction = def.frictionForce
    return insertJoint(j)
  }

  /// Creates a target joint driving `def.body` towards `def.target` (attached to the ground).
  /// - Throws: ``PhysicsError`` for an invalid or non-dynamic body, a non-positive or too
  ///   high frequency, or a non-positive max force.
  @discardableResult
  public func createTargetJoint(_ def: TargetJointDefinition) throws(PhysicsError) -> JointID {
    let b = try bodyIndex(def.body)
    guard sims[b].type == .dynamic else {
      throw .invalidJointBodies(reason: "a target joint drives a dynamic body")
    }
    try Check.finite(def.localAnchor, "localAnchor")
    try Check.finite(def.target, "target")
    try Check.positive(def.frequency, "frequency")
    try checkSpring(def.frequency, def.dampingRatio, "frequency")
    try checkSpring(def.angularFrequency, def.angularDampingRatio, "angularFrequency")
    try Check.finite(def.targetAngle, "targetAngle")
    guard !def.maxForce.isNaN, def.maxForce > 0 else {
      throw .notPositive(parameter: "maxForce", value: def.maxForce)
    }
    var j = JointRecord()
    j.kind = .target
    j.bodyA = groundBody.index
    j.bodyB = Int32(b)
    j.localAnchorB = Vec2(points: def.localAnchor)
    j.target = Vec2(points: def.target)
    j.hertz = def.frequency
    j.zeta = def.dampingRatio
    j.angularHertz = def.angularFrequency
    j.angularZeta = def.angularDampingRatio
    j.targetAngle = def.targetAngle
    j.maxForce = def.maxForce
    j.collideConnected = true
    j.userData = def.userData
    return insertJoint(j)
  }

  /// Destroys a joint and wakes its bodies.
  public func destroyJoint(_ id: JointID) throws(PhysicsError) {
    let ji = try jointIndex(id)
    let a = Int(joints[ji].bodyA)
    let b = Int(joints[ji].bodyB)
    destroyJointInternal(ji)
    wake(a)
    wake(b)
  }

  /// Whether `id` names a live joint.
  public func isValid(_ id: JointID) -> Bool { (try? jointIndex(id)) != nil }

  /// The joint's two bodies (A is the ground for a target joint).
  public func bodies(of id: JointID) throws(PhysicsError) -> (BodyID, BodyID) {
    let j = joints[try jointIndex(id)]
    return (bodyID(j.bodyA), bodyID(j.bodyB))
  }

  /// The joint's `userData`.
  public func userData(of id: JointID) throws(PhysicsError) -> Int { joints[try jointIndex(id)].userData }

  // MARK: Changing joints (each wakes the bodies)

  /// Sets a distance joint's rest length (points, ≥ 0).
  public func setLength(_ length: Double, of id: JointID) throws(PhysicsError) {
    let ji = try jointIndex(id)
    try Check.nonNegative(length, "length")
    guard joints[ji].kind == .distance else {
      throw .unsupported(reason: "length applies to distance joints")
    }
    joints[ji].length = length * PhysicsUnits.metersPerPoint
    wakeJoint(ji)
  }

  /// The rest length of a distance joint, points.
  public func length(of id: JointID) throws(PhysicsError) -> Double {
    joints[try jointIndex(id)].length * PhysicsUnits.pointsPerMeter
  }

  /// The current distance between a joint's anchors, points.
  public func currentLength(of id: JointID) throws(PhysicsError) -> Double {
    // Field by field: copying the whole joint record for four fields costs more than the rest.
    let ji = try jointIndex(id)
    let pa = sims[Int(joints[ji].bodyA)].xf.apply(joints[ji].localAnchorA)
    let pb = sims[Int(joints[ji].bodyB)].xf.apply(joints[ji].localAnchorB)
    return (pb - pa).length * PhysicsUnits.pointsPerMeter
  }

  /// Sets the spring of a distance, weld (linear part) or target (linear part) joint:
  /// frequency in Hz (≥ 0, ≤ ``maxSpringFrequency``; 0 = rigid) and damping ratio (≥ 0).
  public func setSpring(frequency: Double, dampingRatio: Double, of id: JointID) throws(PhysicsError) {
    let ji = try jointIndex(id)
    try checkSpring(frequency, dampingRatio, "frequency")
    switch joints[ji].kind {
    case .distance, .weld: break
    case .target:
      try Check.positive(frequency, "frequency")
    case .revolute, .prismatic:
      throw .unsupported(reason: "revolute and prismatic joints have no spring")
    }
    joints[ji].hertz = frequency
    joints[ji].zeta = dampingRatio
    wakeJoint(ji)
  }

  /// Sets limits: revolute (radians), prismatic (points) or distance (min/max length,
  /// points). `nil` disables them (distance: no limits).
  public func setLimits(_ range: ClosedRange<Double>?, of id: JointID) throws(PhysicsError) {
    let ji = try jointIndex(id)
    if let r = range { try checkLimits(r.lowerBound, r.upperBound, "limits") }
    switch joints[ji].kind {
    case .revolute:
      joints[ji].enableLimit = range != nil
      if let r = range {
        joints[ji].lower = r.lowerBound
        joints[ji].upper = r.upperBound
      }
    case .prismatic:
      joints[ji].enableLimit = range != nil
      if let r = range {
        joints[ji].lower = r.lowerBound * PhysicsUnits.metersPerPoint
        joints[ji].upper = r.upperBound * PhysicsUnits.metersPerPoint
      }
    case .distance:
      if let r = range, r.lowerBound < 0 { throw .negative(parameter: "minLength", value: r.lowerBound) }
      joints[ji].minLength = (range?.lowerBound ?? 0) * PhysicsUnits.metersPerPoint
      joints[ji].maxLength = (range?.upperBound ?? .infinity) * PhysicsUnits.metersPerPoint
    case .weld, .target:
      throw .unsupported(reason: "weld and target joints have no limits")
    }
    wakeJoint(ji)
  }

  /// Sets friction: revolute torque (N·m) or prismatic force (N), ≥ 0.
  public func setFriction(_ friction: Double, of id: JointID) throws(PhysicsError) {
    let ji = try jointIndex(id)
    try Check.nonNegative(friction, "friction")
    guard joints[ji].kind == .revolute || joints[ji].kind == .prismatic else {
      throw .unsupported(reason: "friction applies to revolute and prismatic joints")
    }
    joints[ji].maxFriction = friction
    wakeJoint(ji)
  }

  /// Moves a target joint's target (world points).
  public func setTarget(_ target: CGPoint, of id: JointID) throws(PhysicsError) {
    let ji = try jointIndex(id)
    try Check.finite(target, "target")
    guard joints[ji].kind == .target else { throw .unsupported(reason: "setTarget applies to target joints") }
    joints[ji].target = Vec2(points: target)
    wakeJoint(ji)
  }

  /// Moves a joint's anchor on body A (points in A's frame), e.g. an attachment's
  /// `anchorPoint` when A is the ground.
  public func setLocalAnchorA(_ anchor: CGPoint, of id: JointID) throws(PhysicsError) {
    let ji = try jointIndex(id)
    try Check.finite(anchor, "anchor")
    joints[ji].localAnchorA = Vec2(points: anchor)
    wakeJoint(ji)
  }

  /// Moves a joint's anchor on body B (points in B's frame).
  public func setLocalAnchorB(_ anchor: CGPoint, of id: JointID) throws(PhysicsError) {
    let ji = try jointIndex(id)
    try Check.finite(anchor, "anchor")
    joints[ji].localAnchorB = Vec2(points: anchor)
    wakeJoint(ji)
  }

  // MARK: Internals

  func jointBodies(_ a: BodyID, _ b: BodyID) throws(PhysicsError) -> (Int, Int) {
    let ia = try bodyIndex(a)
    let ib = try bodyIndex(b)
    guard ia != ib else { throw .invalidJointBodies(reason: "a joint needs two different bodies") }
    guard sims[ia].type == .dynamic || sims[ib].type == .dynamic else {
      throw .invalidJointBodies(reason: "at least one body must be dynamic")
    }
    return (ia, ib)
  }

  /// Checks a two-body joint's bodies, then its anchors, and starts its record with them,
  /// `collideConnected` and `userData`; the caller checks and fills in the rest.
  func twoBodyJointRecord(
    _ kind: JointKind, _ def: some TwoBodyJointDefinition
  ) throws(PhysicsError) -> JointRecord {
    let (a, b) = try jointBodies(def.bodyA, def.bodyB)
    try Check.finite(def.localAnchorA, "localAnchorA")
    try Check.finite(def.localAnchorB, "localAnchorB")
    var j = JointRecord()
    j.kind = kind
    j.bodyA = Int32(a)
    j.bodyB = Int32(b)
    j.localAnchorA = Vec2(points: def.localAnchorA)
    j.localAnchorB = Vec2(points: def.localAnchorB)
    j.collideConnected = def.collideConnected
    j.userData = def.userData
    return j
  }

  func checkSpring(_ hz: Double, _ zeta: Double, _ name: String) throws(PhysicsError) {
    try Check.nonNegative(hz, name)
    guard hz <= maxSpringFrequency else {
      throw .frequencyTooHigh(parameter: name, hertz: hz, limit: maxSpringFrequency)
    }
    try Check.nonNegative(zeta, "dampingRatio")
  }

  func checkLimits(_ lo: Double, _ hi: Double, _ name: String) throws(PhysicsError) {
    try Check.finite(lo, name)
    try Check.finite(hi, name)
    guard lo <= hi else {
      throw .invalidRange(parameter: name, lower: lo, upper: hi, reason: "lower bound above upper bound")
    }
  }

  func currentRelativeAngle(_ a: Int, _ b: Int) -> Double {
    remainder(sims[b].xf.q.angle - sims[a].xf.q.angle, 2 * Double.pi)
  }

  func insertJoint(_ record: JointRecord) -> JointID {
    let index = Self.slot(reusing: &freeJoints, count: joints.count) { joints.append(JointRecord()) }
    var j = record
    j.generation = joints[Int(index)].generation &+ 1
    j.isAlive = true
    // Link into both bodies' joint lists (edge key = joint·2 + side).
    j.prev = (-1, -1)
    j.next = (sims[Int(j.bodyA)].jointList, sims[Int(j.bodyB)].jointList)
    joints[Int(index)] = j
    for side in 0..<2 {
      let body = Int(side == 0 ? j.bodyA : j.bodyB)
      let head = sims[body].jointList
      if head != -1 { setJointPrev(head, index << 1 | Int32(side)) }
      sims[body].jointList = index << 1 | Int32(side)
    }
    // Contacts between the two bodies end unless collideConnected.
    if !j.collideConnected {
      forEachContact(ofBody: Int(j.bodyA)) { ci, other in
        if other == j.bodyB { destroyContact(ci, reportEnd: true) }
      }
    }
    wakeJoint(Int(index))
    return JointID(index: index, generation: j.generation)
  }

  private func setJointPrev(_ edge: Int32, _ v: Int32) {
    if edge & 1 == 0 { joints[Int(edge >> 1)].prev.0 = v } else { joints[Int(edge >> 1)].prev.1 = v }
  }
  private func setJointNext(_ edge: Int32, _ v: Int32) {
    if edge & 1 == 0 { joints[Int(edge >> 1)].next.0 = v } else { joints[Int(edge >> 1)].next.1 = v }
  }

  func destroyJointInternal(_ ji: Int) {
    let j = joints[ji]
    for side in 0..<2 {
      let edge = Int32(ji) << 1 | Int32(side)
      let body = Int(side == 0 ? j.bodyA : j.bodyB)
      let prev = side == 0 ? j.prev.0 : j.prev.1
      let next = side == 0 ? j.next.0 : j.next.1
      if prev != -1 { setJointNext(prev, next) } else { sims[body].jointList = next }
      if next != -1 { setJointPrev(next, prev) }
      _ = edge
    }
    joints[ji].isAlive = false
    freeJoints.append(Int32(ji))
    // The bodies may collide again: let the broadphase find them.
    if !j.collideConnected {
      for body in [Int(j.bodyA), Int(j.bodyB)] {
        var s = sims[body].shapeList
        while s != -1 {
          let sh = shapes[Int(s)]
          for c in 0..<Int(sh.childCount) { markMoved(Int(sh.proxyStart) + c) }
          s = sh.nextOnBody
        }
      }
    }
  }

  func wakeJoint(_ ji: Int) {
    wake(Int(joints[ji].bodyA))
    wake(Int(joints[ji].bodyB))
  }
}
