extension PhysicsWorld {
  /// Creates a body (without shapes; add them with ``addShape(_:to:_:)``).
  ///
  /// A dynamic body without shapes has a mass of 1 kg and unit inertia until a shape with
  /// area is added.
  /// - Throws: ``PhysicsError`` for non-finite or negative values (nothing changes).
  /// - Complexity: O(1) amortised.
  @discardableResult
  public func createBody(_ def: BodyDefinition) throws(PhysicsError) -> BodyID {
    try def.validate()
    let index = Self.slot(reusing: &freeBodies, count: sims.count) {
      sims.append(BodySim())
      states.append(BodyState())
    }
    let i = Int(index)
    let generation = sims[i].generation &+ 1
    var sim = BodySim()
    sim.generation = generation
    sim.isAlive = true
    sim.type = def.type
    sim.xf = Transform(p: Vec2(points: def.position), q: Rot(angle: def.angle))
    sim.center = sim.xf.p
    sim.linearDamping = def.linearDamping
    sim.angularDamping = def.angularDamping
    sim.gravityScale = def.gravityScale
    sim.acceleration = Vec2(points: def.acceleration)
    sim.fixedRotation = def.fixedRotation
    sim.allowsSleep = def.allowsSleep
    sim.isAwake = def.type != .static && def.isAwake
    sim.userData = def.userData
    sims[i] = sim
    var st = BodyState()
    if def.type != .static {
      // Clamped to `maxLinearSpeed`, as `setLinearVelocity` clamps: a body created at 1e19 pt/s
      // otherwise fed that speed to its springs' smooth part before the first clamp (the
      // physics fuzz surface, case 1843 of seed 1).
      st.v = clampSpeed(Vec2(points: def.linearVelocity))
      st.w = def.fixedRotation ? 0 : def.angularVelocity
    }
    states[i] = st
    updateMass(i)
    return BodyID(index: index, generation: generation)
  }

  /// Destroys a body with its shapes, its contacts (ending them with events) and its joints.
  /// Bodies that were touching it are woken.
  /// - Throws: ``PhysicsError/invalidBody(_:)``; the ground body cannot be destroyed.
  public func destroyBody(_ id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    guard id != groundBody else { throw .unsupported(reason: "the ground body cannot be destroyed") }
    wakeTouching(i)
    while sims[i].jointList != -1 { destroyJointInternal(Int(sims[i].jointList >> 1)) }
    var s = sims[i].shapeList
    while s != -1 {
      let next = shapes[Int(s)].nextOnBody
      destroyShapeInternal(Int(s), updateBodyMass: false)
      s = next
    }
    sims[i].isAlive = false
    sims[i].shapeList = -1
    states[i] = BodyState()
    freeBodies.append(Int32(i))
  }

  /// Whether `id` names a live body of this world.
  public func isValid(_ id: BodyID) -> Bool { (try? bodyIndex(id)) != nil }

  /// All live bodies (including ``groundBody``), in index order.
  /// - Complexity: O(n).
  public var bodies: [BodyID] {
    var out: [BodyID] = []
    for i in sims.indices where sims[i].isAlive { out.append(bodyID(Int32(i))) }
    return out
  }

  /// Number of live bodies (including ``groundBody``).
  public var bodyCount: Int { sims.count - freeBodies.count }

  // MARK: Reading state

  /// The body origin in points.
  public func position(of id: BodyID) throws(PhysicsError) -> CGPoint {
    sims[try bodyIndex(id)].xf.p.point
  }

  /// The rotation in radians, in (−π, π].
  public func angle(of id: BodyID) throws(PhysicsError) -> Double {
    sims[try bodyIndex(id)].xf.q.angle
  }

  /// The centre of mass in world points.
  public func centerOfMass(of id: BodyID) throws(PhysicsError) -> CGPoint {
    sims[try bodyIndex(id)].center.point
  }

  /// The velocity of the centre of mass in points per second.
  public func linearVelocity(of id: BodyID) throws(PhysicsError) -> CGVector {
    states[try bodyIndex(id)].v.vectorInPoints
  }

  /// The angular velocity in radians per second.
  public func angularVelocity(of id: BodyID) throws(PhysicsError) -> Double {
    states[try bodyIndex(id)].w
  }

  /// The velocity of a world point attached to the body, points per second.
  public func velocity(ofPoint point: CGPoint, on id: BodyID) throws(PhysicsError) -> CGVector {
    let i = try bodyIndex(id)
    try Check.finite(point, "point")
    let r = Vec2(points: point) - sims[i].center
    return (states[i].v + cross(states[i].w, r)).vectorInPoints
  }

  /// The mass in kg (0 for static and kinematic bodies).
  public func mass(of id: BodyID) throws(PhysicsError) -> Double {
    let i = try bodyIndex(id)
    return sims[i].type == .dynamic ? sims[i].mass : 0
  }

  /// Rotational inertia about the centre of mass, kg·m² (0 when not dynamic).
  public func inertia(of id: BodyID) throws(PhysicsError) -> Double {
    let i = try bodyIndex(id)
    return sims[i].type == .dynamic ? sims[i].inertia : 0
  }

  /// The body type.
  public func type(of id: BodyID) throws(PhysicsError) -> BodyType { sims[try bodyIndex(id)].type }

  /// The body's `userData`.
  public func userData(of id: BodyID) throws(PhysicsError) -> Int { sims[try bodyIndex(id)].userData }

  /// Whether the body is awake (static bodies are never awake).
  public func isAwake(_ id: BodyID) throws(PhysicsError) -> Bool { sims[try bodyIndex(id)].isAwake }

  /// ``isAwake(_:)``, ``position(of:)`` and ``angle(of:)`` of a live body with one check of
  /// the id and one read of its record (an animator's write-back reads all three, every step);
  /// `nil` for an id that ``isValid(_:)`` rejects. The same values as the three calls.
  /// - Complexity: O(1).
  package func awakeAndPose(of id: BodyID) -> (isAwake: Bool, position: CGPoint, angle: Double)? {
    let i = Int(id.index)
    guard i >= 0, i < sims.count else { return nil }
    let (alive, generation, isAwake, xf) = (sims[i].isAlive, sims[i].generation, sims[i].isAwake, sims[i].xf)
    guard alive, generation == id.generation else { return nil }
    // atan2(±0, c) = ±0 for c > 0 (C99 Annex F): skip the call for an unrotated body.
    return (isAwake, xf.p.point, xf.q.s == 0 && xf.q.c > 0 ? xf.q.s : xf.q.angle)
  }

  /// Number of awake dynamic and kinematic bodies. Zero means everything rests: an animator
  /// can pause until something changes.
  /// - Complexity: O(n).
  public var awakeBodyCount: Int {
    var n = 0
    for s in sims where s.isAlive && s.isAwake { n += 1 }
    return n
  }

  /// Whether every body is asleep (or static).
  public var isAtRest: Bool { awakeBodyCount == 0 }

  /// The union of the body's shape boxes in points (`.null` for a body without shapes).
  public func bounds(of id: BodyID) throws(PhysicsError) -> CGRect {
    let i = try bodyIndex(id)
    var box: AABB?
    var s = sims[i].shapeList
    while s != -1 {
      let sh = shapes[Int(s)]
      for c in 0..<Int(sh.childCount) {
        let a = proxies[Int(sh.proxyStart) + c].aabb
        box = box.map { $0.union(a) } ?? a
      }
      s = sh.nextOnBody
    }
    return box?.rectInPoints ?? .null
  }

  /// The shapes of a body, in the order they were added.
  public func shapes(of id: BodyID) throws(PhysicsError) -> [ShapeID] {
    let i = try bodyIndex(id)
    var out: [ShapeID] = []
    var s = sims[i].shapeList
    while s != -1 {
      out.append(shapeID(s))
      s = shapes[Int(s)].nextOnBody
    }
    return out.reversed()
  }

  /// Converts a world point (points) to the body's local frame (points from its origin).
  public func localPoint(_ worldPoint: CGPoint, in id: BodyID) throws(PhysicsError) -> CGPoint {
    let i = try bodyIndex(id)
    try Check.finite(worldPoint, "worldPoint")
    return sims[i].xf.invApply(Vec2(points: worldPoint)).point
  }

  /// Converts a body-local point (points from its origin) to world points.
  public func worldPoint(_ localPoint: CGPoint, in id: BodyID) throws(PhysicsError) -> CGPoint {
    let i = try bodyIndex(id)
    try Check.finite(localPoint, "localPoint")
    return sims[i].xf.apply(Vec2(points: localPoint)).point
  }

  // MARK: Changing state

  /// Teleports the body origin to `position` (points) and `angle` (radians), keeping its
  /// velocity, and wakes it. Contacts update on the next step.
  ///
  /// The body's shapes get new broadphase (fat) boxes around their new place, except shapes
  /// whose filter collides with nothing: those keep their tree leaf while the new box fits.
  /// - Complexity: O(children · log n); O(children) for a small move of non-colliding shapes.
  public func setTransform(of id: BodyID, position: CGPoint, angle: Double) throws(PhysicsError) {
    let i = try bodyIndex(id)
    // The checks' own calls only when they will throw (called for every moved cell, every frame).
    let limit = PhysicsWorld.maximumMagnitude
    if !(Double(position.x).magnitude <= limit && Double(position.y).magnitude <= limit) {
      try Check.finite(position, "position")
    }
    if !(angle.magnitude <= limit) { try Check.finite(angle, "angle") }
    // Place the body in one access to its record, without copying the record out and back.
    // cos(±0) = 1 and sin(±0) = ±0 exactly: skip the two calls for an unrotated body.
    let q = angle == 0 ? Rot(c: 1, s: angle) : Rot(angle: angle)
    let xf = Transform(p: Vec2(points: position), q: q)
    let shapeList = sims[i].place(at: xf)
    // The cells of a springy list take the first branch every frame (no call at all).
    if !refreshSoleParkedBox(i, xf: xf, shapeList: shapeList) {
      refreshProxies(i, xf: xf, shapeList: shapeList, force: true)
    }
    wake(i)
  }

  /// Sets the velocity of the centre of mass (points per second) and wakes the body.
  /// Ignored for static bodies.
  public func setLinearVelocity(_ v: CGVector, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.finite(v, "linearVelocity")
    guard sims[i].type != .static else { return }
    states[i].v = clampSpeed(Vec2(points: v))
    wake(i)
  }

  /// Sets the angular velocity (rad/s) and wakes the body. Ignored for static and
  /// fixed-rotation bodies.
  public func setAngularVelocity(_ w: Double, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.finite(w, "angularVelocity")
    guard sims[i].type != .static, !sims[i].fixedRotation else { return }
    states[i].w = w
    wake(i)
  }

  /// Applies a force (N) at a world point (points; `nil` = centre of mass) for the next step
  /// only, and wakes the body. Call it every step (for example from ``preStepHandler``) for a
  /// continuous push, or use ``setConstantForce(_:torque:of:)``.
  public func applyForce(_ force: CGVector, at point: CGPoint? = nil, to id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.finite(force, "force")
    if let p = point { try Check.finite(p, "point") }
    guard sims[i].type == .dynamic else { return }
    let f = Vec2(newtons: force)
    sims[i].force += f
    if let p = point { sims[i].torque += (Vec2(points: p) - sims[i].center).cross(f) }
    wake(i)
  }

  /// Applies a torque (N·m) for the next step only and wakes the body.
  public func applyTorque(_ torque: Double, to id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.finite(torque, "torque")
    guard sims[i].type == .dynamic else { return }
    sims[i].torque += torque
    wake(i)
  }

  /// Sets a force (N) and torque (N·m) applied at the centre of mass on every step until
  /// changed (UIKit continuous push). Zero clears it.
  public func setConstantForce(_ force: CGVector, torque: Double = 0, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.finite(force, "force")
    try Check.finite(torque, "torque")
    sims[i].constantForce = Vec2(newtons: force)
    sims[i].constantTorque = torque
    if force != .zero || torque != 0 { wake(i) }
  }

  /// Applies an impulse (N·s) at a world point (points; `nil` = centre of mass): the velocity
  /// changes at once by impulse / mass (a 1 N·s impulse on a 1 kg body adds 100 pt/s). Wakes
  /// the body. UIKit instantaneous push.
  public func applyImpulse(_ impulse: CGVector, at point: CGPoint? = nil, to id: BodyID) throws(PhysicsError)
  {
    let i = try bodyIndex(id)
    try Check.finite(impulse, "impulse")
    if let p = point { try Check.finite(p, "point") }
    guard sims[i].type == .dynamic else { return }
    let J = Vec2(newtons: impulse)
    states[i].v = clampSpeed(states[i].v + states[i].invMass * J)
    if let p = point { states[i].w += states[i].invI * (Vec2(points: p) - sims[i].center).cross(J) }
    wake(i)
  }

  /// Applies an angular impulse (N·m·s) and wakes the body.
  public func applyAngularImpulse(_ impulse: Double, to id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.finite(impulse, "angularImpulse")
    guard sims[i].type == .dynamic else { return }
    states[i].w += states[i].invI * impulse
    wake(i)
  }

  /// Sets linear damping (1/s, ≥ 0; v ← v/(1 + h·c) per sub-step).
  public func setLinearDamping(_ c: Double, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.nonNegative(c, "linearDamping")
    sims[i].linearDamping = c
  }

  /// Sets angular damping (1/s, ≥ 0).
  public func setAngularDamping(_ c: Double, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.nonNegative(c, "angularDamping")
    sims[i].angularDamping = c
  }

  /// Sets the multiplier on world gravity (finite) and wakes the body.
  public func setGravityScale(_ s: Double, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.finite(s, "gravityScale")
    sims[i].gravityScale = s
    wake(i)
  }

  /// Sets the body's own constant acceleration in pt/s² (per-body gravity) and wakes it.
  public func setAcceleration(_ a: CGVector, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    try Check.finite(a, "acceleration")
    sims[i].acceleration = Vec2(points: a)
    wake(i)
  }

  /// Locks or unlocks rotation (UIKit `allowsRotation` = !fixed).
  public func setFixedRotation(_ fixed: Bool, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    sims[i].fixedRotation = fixed
    updateMass(i)
    wake(i)
  }

  /// Changes the body type (for example UIKit `anchored`), recomputing mass, re-pairing its
  /// contacts and waking it.
  public func setType(_ type: BodyType, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    guard id != groundBody else { throw .unsupported(reason: "the ground body must stay static") }
    guard sims[i].type != type else { return }
    wakeTouching(i)
    sims[i].type = type
    if type == .static {
      states[i].v = .zero
      states[i].w = 0
      sims[i].isAwake = false
    }
    updateMass(i)
    rebuildContacts(of: i)
    if type != .static { wake(i) }
  }

  /// Sets whether the body may sleep; `false` wakes it.
  public func setAllowsSleep(_ allows: Bool, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    sims[i].allowsSleep = allows
    if !allows { wake(i) }
  }

  /// Wakes the body (and its island) or puts it to sleep with zero velocity (its island
  /// wakes again when something touches it).
  public func setAwake(_ awake: Bool, of id: BodyID) throws(PhysicsError) {
    let i = try bodyIndex(id)
    guard sims[i].type != .static else { return }
    if awake {
      wake(i)
    } else if sims[i].isAwake {
      sims[i].isAwake = false
      sims[i].sleepTime = 0
      states[i].v = .zero
      states[i].w = 0
      sleepEvents.append(SleepEvent(body: id, isAwake: false, time: time))
    }
  }

  /// Sets the body's `userData`.
  public func setUserData(_ value: Int, of id: BodyID) throws(PhysicsError) {
    sims[try bodyIndex(id)].userData = value
  }

  // MARK: Internals

  func clampSpeed(_ v: Vec2) -> Vec2 {
    let maxSpeed = configuration.maxLinearSpeed * PhysicsUnits.metersPerPoint
    let l2 = v.lengthSquared
    return l2 > maxSpeed * maxSpeed ? (maxSpeed / l2.squareRoot()) * v : v
  }

  /// Recomputes mass, centre of mass and inertia from the shapes.
  func updateMass(_ i: Int) {
    var sim = sims[i]
    var mass = 0.0
    var weighted = Vec2.zero
    var inertiaOrigin = 0.0
    var s = sim.shapeList
    while s != -1 {
      let sh = shapes[Int(s)]
      if sh.kind == .circle || sh.kind == .polygon {
        let md = massData(of: sh)
        mass += md.mass
        weighted += md.mass * md.center
        inertiaOrigin += md.inertiaAboutCenter + md.mass * md.center.lengthSquared
      }
      s = sh.nextOnBody
    }
    if sim.type == .dynamic {
      if mass >= Self.minimumMass {
        sim.localCenter = (1 / mass) * weighted
        sim.mass = mass
        let inertia = inertiaOrigin - mass * sim.localCenter.lengthSquared
        // A body with no rotational inertia at all keeps none (it does not rotate).
        sim.inertia = inertia > 0 ? max(inertia, Self.minimumInertia) : inertia
      } else if mass > 0 {
        // Too light for the solver to invert (a density of 5e-324 gives a mass whose inverse
        // is infinite; found by the physics fuzz surface): the least mass and inertia, about
        // the centre of mass as far as such tiny weights tell it (see
        // `PhysicsWorld.minimumMass`).
        let center = Vec2(weighted.x / mass, weighted.y / mass)
        sim.localCenter = center.x.isFinite && center.y.isFinite ? center : .zero
        sim.mass = Self.minimumMass
        sim.inertia = Self.minimumInertia
      } else {
        sim.localCenter = .zero
        sim.mass = 1
        sim.inertia = 1
      }
    } else {
      sim.localCenter = mass > 0 ? (1 / mass) * weighted : .zero
      sim.mass = 0
      sim.inertia = 0
    }
    sim.center = sim.xf.apply(sim.localCenter)
    // Extent for speculative margins.
    var extent = 0.0
    s = sim.shapeList
    while s != -1 {
      let sh = shapes[Int(s)]
      if sh.kind == .circle {
        extent = max(extent, (sh.center - sim.localCenter).length + sh.radius)
      } else {
        for k in 0..<Int(sh.vertexCount) {
          extent = max(extent, (vertexPool[Int(sh.vertexStart) + k] - sim.localCenter).length)
        }
      }
      s = sh.nextOnBody
    }
    sim.maxExtent = extent
    sims[i] = sim
    var st = states[i]
    if sim.type == .dynamic {
      st.invMass = 1 / sim.mass
      st.invI = (sim.fixedRotation || sim.inertia <= 0) ? 0 : 1 / sim.inertia
      if sim.fixedRotation { st.w = 0 }
    } else {
      st.invMass = 0
      st.invI = 0
    }
    states[i] = st
  }

  /// The shape's mass properties: those of its `PreparedGeometry` (`massData(density:)`), a
  /// polygon's computed in place from the vertex pool (no array or geometry built for it;
  /// one formula, `PreparedGeometry.polygonMassData`, so the bits are the same).
  /// - Complexity: O(vertices), no allocation.
  func massData(of sh: ShapeRecord) -> MassData {
    switch sh.kind {
    case .circle:
      let m = sh.density * Double.pi * sh.radius * sh.radius
      return MassData(mass: m, center: sh.center, inertiaAboutCenter: 0.5 * m * sh.radius * sh.radius)
    case .polygon:
      let (start, count, density) = (Int(sh.vertexStart), Int(sh.vertexCount), sh.density)
      return vertexPool.withUnsafeBufferPointer { pool in
        PreparedGeometry.polygonMassData(
          UnsafeBufferPointer(rebasing: pool[start..<start + count]), density: density)
      }
    case .segment, .chain:
      return MassData(mass: 0, center: .zero, inertiaAboutCenter: 0)
    }
  }

  /// Wakes a body and every sleeping body connected to it through contacts with points or
  /// joints (its island).
  ///
  /// The common case (awake or static) is one access to the body's record, inlined where
  /// called (`setTransform` wakes every placed cell every frame: a call's prologue and
  /// epilogue cost more than the check); the walk over a sleeping island is not.
  @inline(__always) func wake(_ i: Int) {
    if sims[i].needsWaking() { wakeIsland(of: i) }
  }

  /// ``wake(_:)`` for a sleeping, non-static body.
  @inline(never) func wakeIsland(of i: Int) {
    scratchStack.removeAll(keepingCapacity: true)
    scratchStack.append(Int32(i))
    while let b = scratchStack.popLast() {
      let bi = Int(b)
      if sims[bi].isAwake || sims[bi].type == .static { continue }
      sims[bi].isAwake = true
      sims[bi].sleepTime = 0
      sleepEvents.append(SleepEvent(body: bodyID(b), isAwake: true, time: time))
      forEachContact(ofBody: bi) { ci, other in
        if contacts[ci].manifold.pointCount > 0, !sims[Int(other)].isAwake, sims[Int(other)].type != .static {
          scratchStack.append(other)
        }
      }
      var je = sims[bi].jointList
      while je != -1 {
        let j = joints[Int(je >> 1)]
        let other = (je & 1) == 0 ? j.bodyB : j.bodyA
        if !sims[Int(other)].isAwake, sims[Int(other)].type != .static { scratchStack.append(other) }
        je = (je & 1) == 0 ? j.next.0 : j.next.1
      }
    }
  }

  /// Wakes the bodies touching body `i` (before it changes or disappears).
  func wakeTouching(_ i: Int) {
    var others: [Int32] = []
    forEachContact(ofBody: i) { _, other in others.append(other) }
    var je = sims[i].jointList
    while je != -1 {
      let j = joints[Int(je >> 1)]
      others.append((je & 1) == 0 ? j.bodyB : j.bodyA)
      je = (je & 1) == 0 ? j.next.0 : j.next.1
    }
    for o in others { wake(Int(o)) }
  }

  func wakeAll() {
    for i in sims.indices where sims[i].isAlive && sims[i].type != .static { wake(i) }
  }
}

extension BodySim {
  /// Moves the body to `xf` (its centre of mass follows) and returns its shape list: what
  /// ``PhysicsWorld/setTransform(of:position:angle:)`` needs, in one access to the record.
  @inline(__always) mutating func place(at xf: Transform) -> Int32 {
    self.xf = xf
    center = xf.apply(localCenter)
    return shapeList
  }

  /// `wake`'s first test in one access: `false` for a static body, and for an awake one after
  /// restarting its sleep timer; `true` for a sleeping body that is not static.
  @inline(__always) mutating func needsWaking() -> Bool {
    if type == .static { return false }
    if isAwake {
      sleepTime = 0
      return false
    }
    return true
  }
}
