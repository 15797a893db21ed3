/// Per-step, per-awake-body force data, precomputed so the sub-step loop reads 40 bytes per
/// body instead of the cold ``BodySim``.
struct BodyForces {
  var index: Int32
  var isDynamic: Bool
  /// Whether a contact of the step names the body, so its ``SolverBody`` entry is kept in
  /// step with its state around the contact stages.
  var isSynced = false
  /// Whether the body is an isolated spring's body B, whose sub-steps run apart from the
  /// general stages (see `PhysicsWorld.solveIsolatedSpring`). Read once a step, to leave the
  /// body out of the list of bodies the general passes integrate.
  var isIsolated = false
  /// Acceleration from gravity, per-body acceleration and forces, m/s².
  var a: Vec2
  /// Angular acceleration, rad/s².
  var alpha: Double
  /// Padé damping factors 1/(1 + h·c).
  var linearFactor: Double
  var angularFactor: Double
  /// Half of the sub-step's velocity change from these forces, held back from the velocity
  /// while constraints are solved and added back at the end of the sub-step.
  var heldV = Vec2.zero
  var heldW = 0.0

  /// The value `PhysicsWorld.refill` fills the kept list with before the step writes every
  /// entry (never read).
  static let unused = BodyForces(
    index: -1, isDynamic: false, a: .zero, alpha: 0, linearFactor: 1, angularFactor: 1)
}

extension PhysicsWorld {
  /// Builds the awake sets and runs the sub-stepped soft solver.
  func solve(dt: Double) {
    let n = configuration.subSteps
    let h = dt / Double(n)
    let invH = 1 / h

    // Joints wake both sides, so gather them before the bodies: into the kept list, grown to
    // the largest size it can have and written through its buffer (an append checked the
    // array's uniqueness every time), then cut to what was gathered.
    let jointCount = joints.count
    var gathered: [Int32] = []
    swap(&gathered, &awakeJoints)
    gathered.removeAll(keepingCapacity: true)
    gathered.append(contentsOf: repeatElement(0, count: jointCount))
    let awakeJointCount = gathered.withUnsafeMutableBufferPointer { out in
      var k = 0
      for ji in 0..<jointCount where joints[ji].isAlive {
        let a = Int(joints[ji].bodyA)
        let b = Int(joints[ji].bodyB)
        if sims[a].isAwake || sims[b].isAwake {
          if !sims[a].isAwake && sims[a].type != .static { wake(a) }
          if !sims[b].isAwake && sims[b].type != .static { wake(b) }
          out[k] = Int32(ji)
          k += 1
        }
      }
      return k
    }
    gathered.removeLast(jointCount - awakeJointCount)
    swap(&gathered, &awakeJoints)
    do {
      // Gather awake bodies and the solvable contacts' keys through raw buffers (no
      // per-element exclusivity checks or record copies) into new arrays of the largest size
      // they can have (one allocation each per step; an append per element checked the
      // array's uniqueness and capacity each time, 1% of rain-1000's instructions with the
      // other per-body lists below); the keys are put in colour order before any constraint
      // is built, so each constraint is written once. The contacts are those the narrowphase
      // left with manifold points (`manifoldContacts`, ascending, with their keys), not a scan
      // of every contact record: rain-10000 keeps about ten contacts of far-apart shapes for
      // each touching one, and its touching ones' records are not read here at all.
      // The awake list reuses its storage: `init(unsafeUninitializedCapacity:)` goes through
      // the standard library's unspecialised allocation (a generic metadata look-up, about 850
      // instructions a call), while filling kept storage with zeros first costs a few dozen.
      var awake: [Int32] = []
      swap(&awake, &awakeBodies)
      var keys: [ContactKey] = []
      let sm = sims
      let listed = manifoldContacts
      sm.withUnsafeBufferPointer { sims in
        Self.refill(&awake, count: sims.count) { out in
          var k = 0
          for i in 0..<sims.count where sims[i].isAlive && sims[i].isAwake {
            out[k] = Int32(i)
            k += 1
          }
          return k
        }
        keys = [ContactKey](unsafeUninitializedCapacity: listed.count) { out, made in
          var k = 0
          for l in listed {
            if l.wasAsleep && !sims[Int(l.key.a)].isAwake && !sims[Int(l.key.b)].isAwake { continue }
            out[k] = l.key
            k += 1
          }
          made = k
        }
      }
      swap(&awake, &awakeBodies)
      var sorted: [ContactKey] = []
      swap(&sorted, &coloredKeys)
      colorOrder(&keys, scratch: &sorted)
      swap(&sorted, &coloredKeys)
      swap(&keys, &contactKeys)
    }

    let gravity = gravityM
    // The step's per-body forces and, below, the bodies synchronised with the lanes: rebuilt
    // each step in storage the world keeps (`refill`; nothing reads them after the step).
    var forces: [BodyForces] = []
    swap(&forces, &stepForces)
    defer { swap(&forces, &stepForces) }
    let awakeList = awakeBodies
    let simList = sims
    let stateList = states
    simList.withUnsafeBufferPointer { sims in
      stateList.withUnsafeBufferPointer { states in
        Self.refill(&forces, count: awakeList.count, filler: .unused) { out in
          for (k, b) in awakeList.enumerated() {
            let sim = sims.baseAddress! + Int(b)
            let st = states.baseAddress! + Int(b)
            if sim.pointee.type == .dynamic {
              let a =
                sim.pointee.gravityScale * gravity + sim.pointee.acceleration + st.pointee.invMass
                * (sim.pointee.force + sim.pointee.constantForce)
              out[k] = BodyForces(
                index: b, isDynamic: true, a: a,
                alpha: st.pointee.invI * (sim.pointee.torque + sim.pointee.constantTorque),
                linearFactor: 1 / (1 + h * sim.pointee.linearDamping),
                angularFactor: 1 / (1 + h * sim.pointee.angularDamping))
            } else {
              out[k] = BodyForces(
                index: b, isDynamic: false, a: .zero, alpha: 0, linearFactor: 1, angularFactor: 1)
            }
          }
          return awakeList.count
        }
      }
    }

    let hertz = min(configuration.contactHertz, 0.25 * invH)
    let zeta = configuration.contactDampingRatio
    let contactSoftness = Softness.implicit(hertz: hertz, zeta: zeta, h: h)
    let staticSoftness = Softness.implicit(hertz: 2 * hertz, zeta: zeta, h: h)
    let jointSoftness = Softness.implicit(hertz: 2 * hertz, zeta: 2, h: h)
    let warm = configuration.isWarmStartingEnabled ? 1.0 : 0.0
    let maxPush = configuration.maxPushOutSpeed * PhysicsUnits.metersPerPoint
    let threshold = configuration.restitutionThreshold * PhysicsUnits.metersPerPoint
    let maxSpeed = configuration.maxLinearSpeed * PhysicsUnits.metersPerPoint
    let maxSpin = 0.25 * Double.pi * invH

    // Take the hot arrays out of the object so the loops work on uniquely referenced buffers
    // (no exclusivity checks or copy-on-write in the inner loops).
    var st: [BodyState] = []
    swap(&st, &states)
    var rest: [ContactConstraint] = []
    swap(&rest, &restitutionConstraints)
    let keys = contactKeys
    var js: [JointRecord] = []
    swap(&js, &joints)
    var sm: [BodySim] = []
    swap(&sm, &sims)
    var gs: [ContactGroup] = []
    swap(&gs, &contactGroups)
    let starts = colorStarts
    defer {
      swap(&gs, &contactGroups)
      swap(&st, &states)
      swap(&rest, &restitutionConstraints)
      swap(&js, &joints)
      swap(&sm, &sims)
    }
    let awakeJ = awakeJoints
    // Joints with work in the relax pass (pure springs have none).
    var relaxJ: [Int32] = []
    swap(&relaxJ, &relaxJoints)
    relaxJ.removeAll(keepingCapacity: true)
    for j in awakeJ where JointSolver.needsRelax(js[Int(j)]) { relaxJ.append(j) }
    defer { swap(&relaxJ, &relaxJoints) }
    let contactList = contacts

    st.withUnsafeMutableBufferPointer { states in
      contactList.withUnsafeBufferPointer { cl in
        // Pass each body's applied acceleration to the contact preparation in the smooth
        // slots (they are recomputed in the first sub-step).
        for f in forces {
          states[Int(f.index)].sv = f.a
          states[Int(f.index)].sw = f.alpha
        }
        // Build, prepare and pack the constraints, already in colour order.
        keys.withUnsafeBufferPointer { keys in
          ContactGroup.prepare(
            keys: keys, contacts: cl, states: states, colorStarts: starts, contactSoftness: contactSoftness,
            staticSoftness: staticSoftness, warmStartScale: warm, dt: dt, restitution: &rest, groups: &gs)
        }
      }
    }

    // The contact lanes' single-precision bodies, one per slot (see `SolverBody`): the
    // velocity of every slot a contact names rounded once here (static bodies keep theirs for
    // the step; no group reads any other slot), the awake bodies among them again around each
    // contact stage (a body in no contact has nothing to carry; rain-10000's first 100 steps,
    // mostly free fall, ran 6% more instructions when every awake body was synchronised).
    var synced: [Int32] = []
    var named: [Bool] = []
    swap(&named, &contactNamed)
    named.removeAll(keepingCapacity: true)
    named.append(contentsOf: repeatElement(false, count: st.count))
    var sbs: [SolverBody] = []
    swap(&sbs, &solverBodies)
    if sbs.count != st.count {
      sbs.removeAll(keepingCapacity: true)
      sbs.append(contentsOf: repeatElement(SolverBody(), count: st.count))
    }
    st.withUnsafeBufferPointer { states in
      sbs.withUnsafeMutableBufferPointer { out in
        named.withUnsafeMutableBufferPointer { named in
          for key in keys {
            let a = Int(key.a)
            let b = Int(key.b)
            if !named[a] {
              named[a] = true
              out[a] = SolverBody(states[a])
            }
            if !named[b] {
              named[b] = true
              out[b] = SolverBody(states[b])
            }
          }
        }
      }
    }
    swap(&synced, &syncedBodies)
    defer { swap(&synced, &syncedBodies) }
    forces.withUnsafeMutableBufferPointer { forces in
      Self.refill(&synced, count: forces.count) { out in
        var k = 0
        for i in 0..<forces.count where named[Int(forces[i].index)] {
          forces[i].isSynced = true
          out[k] = forces[i].index
          k += 1
        }
        return k
      }
    }
    defer {
      swap(&named, &contactNamed)
      swap(&sbs, &solverBodies)
    }
    // The joints whose warm start runs in the warm-start stage: grounded springs that nothing
    // else touches wait for their solve (see `JointSolver.deferWarmStarts`).
    var stagedJ: [Int32] = []
    swap(&stagedJ, &stagedJoints)
    // Those springs' bodies are touched by nothing else of the step: each runs through its
    // sub-steps apart (`isolated`, see `solveIsolatedSpring`).
    var touches: [UInt8] = []
    swap(&touches, &jointTouches)
    var slots: [Int32] = []
    swap(&slots, &forceSlots)
    var isolated: [IsolatedSpring] = []
    swap(&isolated, &isolatedSprings)
    defer {
      swap(&stagedJ, &stagedJoints)
      swap(&touches, &jointTouches)
      swap(&slots, &forceSlots)
      swap(&isolated, &isolatedSprings)
    }
    stagedJ.removeAll(keepingCapacity: true)
    isolated.removeAll(keepingCapacity: true)
    if !awakeJ.isEmpty {
      slots.removeAll(keepingCapacity: true)
      slots.append(contentsOf: repeatElement(-1, count: st.count))
      // Through buffers: an element write to an array checks its uniqueness each time.
      slots.withUnsafeMutableBufferPointer { slots in
        for k in forces.indices { slots[Int(forces[k].index)] = Int32(k) }
      }
      js.withUnsafeMutableBufferPointer { joints in
        st.withUnsafeMutableBufferPointer { states in
          sm.withUnsafeBufferPointer { sims in
            JointSolver.deferWarmStarts(
              awakeJ, joints, states: states, sims: sims, contactNamed: named, forceSlots: slots,
              touches: &touches, staged: &stagedJ, isolated: &isolated)
          }
        }
      }
      if !isolatesSprings { isolated.removeAll(keepingCapacity: true) }
      forces.withUnsafeMutableBufferPointer { forces in
        for pair in isolated { forces[Int(pair.force)].isIsolated = true }
      }
    }
    // The awake bodies the general sub-step loop integrates, in order: all but the isolated
    // springs' bodies B (none at all in the springy list), listed once for the step's passes.
    var general: [Int32] = []
    swap(&general, &generalBodies)
    defer { swap(&general, &generalBodies) }
    general.removeAll(keepingCapacity: true)
    general.append(contentsOf: repeatElement(0, count: forces.count))
    let generalCount = general.withUnsafeMutableBufferPointer { out in
      var c = 0
      for k in forces.indices where !forces[k].isIsolated {
        out[c] = Int32(k)
        c += 1
      }
      return c
    }
    general.removeLast(general.count - generalCount)
    let generalList = general

    st.withUnsafeMutableBufferPointer { states in
      sbs.withUnsafeMutableBufferPointer { sb in
        rest.withUnsafeMutableBufferPointer { rest in
          js.withUnsafeMutableBufferPointer { joints in
            sm.withUnsafeMutableBufferPointer { sims in
              forces.withUnsafeMutableBufferPointer { forces in
                var springs = SpringSoftnessMemo(h: h)
                for j in awakeJ {
                  JointSolver.prepare(
                    &joints[Int(j)], sims: sims, states: states, h: h, jointSoftness: jointSoftness,
                    warmStartScale: warm, springs: &springs)
                }
                // The isolated springs' bodies, each through all its sub-steps at once, two at
                // a time where both can share the lanes.
                var next = 0
                while next < isolated.count {
                  let first = isolated[next]
                  if next + 1 < isolated.count {
                    let second = isolated[next + 1]
                    if Self.solveIsolatedSpringPair(
                      &joints[Int(first.joint)], &joints[Int(second.joint)],
                      forces.baseAddress! + Int(first.force),
                      forces.baseAddress! + Int(second.force), states, subSteps: n, h: h, maxSpeed: maxSpeed,
                      maxSpin: maxSpin)
                    {
                      next += 2
                      continue
                    }
                  }
                  Self.solveIsolatedSpring(
                    &joints[Int(first.joint)], forces.baseAddress! + Int(first.force), states, subSteps: n,
                    h: h,
                    invH: invH, maxSpeed: maxSpeed, maxSpin: maxSpin)
                  next += 1
                }
                gs.withUnsafeMutableBufferPointer { groups in
                  // Each pass over the bodies also does the synchronisation with the solver
                  // bodies that follows it (`SolverBody`), body by body: the work on one body
                  // is independent of the others', so this is the order of separate passes,
                  // with each body's state read once instead of two or three times.
                  for sub in 0..<n {
                    // Integrate velocities (forces, gravity, Padé damping); remember the smooth change.
                    // Fields through pointers: copying each 96-byte state in and out cost more
                    // than the arithmetic. Then round the synced bodies' velocities for the lanes.
                    // From the second sub-step on, the previous sub-step's last pass over the
                    // bodies (`endSubStep`) is done here first, body by body: nothing runs
                    // between the two passes, and each touches only its own body, so this is
                    // their order with one walk over the bodies instead of two.
                    for k in generalList {
                      let f = forces.baseAddress! + Int(k)
                      let s = states.baseAddress! + Int(f.pointee.index)
                      if sub > 0 { Self.endSubStep(f, s, sb) }
                      Self.integrateVelocity(
                        &f.pointee, &s.pointee, h: h, maxSpeed: maxSpeed, maxSpin: maxSpin)
                      if f.pointee.isSynced {
                        sb[Int(f.pointee.index)].velocity = SolverBody.velocity(of: s.pointee)
                      }
                    }
                    // The joints work on `BodyState` (double): the contact stages' velocity
                    // changes are written back before a joint stage and the velocities loaded
                    // again after it.
                    let hasJoints = !awakeJ.isEmpty
                    if hasJoints {
                      for j in stagedJ { JointSolver.warmStartStage(&joints[Int(j)], states) }
                      SolverBody.loadVelocities(of: synced, from: states, into: sb)
                    }
                    ContactSolver.warmStart(groups, sb)
                    if hasJoints {
                      SolverBody.storeChanges(of: synced, from: sb, into: states)
                      // The isolated springs' solves ran with their bodies' sub-steps, above
                      // (every deferred spring is isolated, unless `isolatesSprings` is off).
                      for j in isolated.isEmpty ? awakeJ : stagedJ {
                        JointSolver.solveStage(&joints[Int(j)], states, h: h, invH: invH)
                      }
                      SolverBody.loadVelocities(of: synced, from: states, into: sb)
                    }
                    ContactSolver.solve(groups, sb, invH: invH, maxPushOut: maxPush, useBias: true)
                    // Take the contacts' velocity changes, integrate positions:
                    // x += h·(v − ½Δv_smooth) (exact for constant forces, trapezoidal for
                    // springs; see PhysicsWorld notes), and round the new velocity and
                    // displacement for the relax pass.
                    for k in generalList {
                      let f = forces.baseAddress! + Int(k)
                      let s = states.baseAddress! + Int(f.pointee.index)
                      if f.pointee.isSynced { sb[Int(f.pointee.index)].storeChange(into: &s.pointee) }
                      Self.integratePosition(
                        &f.pointee, &s.pointee, h: h, maxSpeed: maxSpeed, maxSpin: maxSpin)
                      if f.pointee.isSynced {
                        sb[Int(f.pointee.index)].velocity = SolverBody.velocity(of: s.pointee)
                        sb[Int(f.pointee.index)].motion = SolverBody.motion(of: s.pointee)
                      }
                    }
                    if !relaxJ.isEmpty {
                      for j in relaxJ {
                        JointSolver.solve(&joints[Int(j)], states, h: h, invH: invH, useBias: false)
                      }
                      SolverBody.loadVelocities(of: synced, from: states, into: sb)
                    }
                    ContactSolver.solve(groups, sb, invH: invH, maxPushOut: maxPush, useBias: false)
                  }
                  // The last sub-step's end (the others' ends ran at the start of the next).
                  for k in generalList {
                    let f = forces.baseAddress! + Int(k)
                    Self.endSubStep(f, states.baseAddress! + Int(f.pointee.index), sb)
                  }
                  // The restitution pass starts from the impulses the sub-steps accumulated.
                  for r in rest.indices {
                    groups[Int(rest[r].group)].unpackImpulses(lane: Int(rest[r].lane), into: &rest[r])
                  }
                }
                ContactSolver.restitution(rest, states, threshold: threshold)
              }
            }
          }
        }
      }
    }
    // Store impulses for the next step's warm start: every constraint's from its lanes, then
    // again those the restitution pass changed.
    var cl: [ContactRecord] = []
    swap(&cl, &contacts)
    cl.withUnsafeMutableBufferPointer { cl in
      keys.withUnsafeBufferPointer { keys in
        gs.withUnsafeBufferPointer { groups in
          for i in groups.indices {
            // Records two groups (about eight contacts) ahead, as in the preparation.
            if i + 2 < groups.count {
              groups[i + 2].prefetchContacts(keys: keys.baseAddress!, contacts: cl.baseAddress!)
            }
            groups[i].storeImpulses(keys: keys.baseAddress!, contacts: cl.baseAddress!)
          }
        }
      }
      rest.withUnsafeBufferPointer { cs in
        for k in 0..<cs.count {
          let cc = cs.baseAddress! + k
          let c = cl.baseAddress! + Int(cc.pointee.contact)
          c.pointee.manifold.p0.normalImpulse = cc.pointee.p0.normalImpulse
          c.pointee.manifold.p0.tangentImpulse = cc.pointee.p0.tangentImpulse
          c.pointee.manifold.p0.maxNormalImpulse = cc.pointee.p0.maxNormalImpulse
          if cc.pointee.pointCount > 1 {
            c.pointee.manifold.p1.normalImpulse = cc.pointee.p1.normalImpulse
            c.pointee.manifold.p1.tangentImpulse = cc.pointee.p1.tangentImpulse
            c.pointee.manifold.p1.maxNormalImpulse = cc.pointee.p1.maxNormalImpulse
          }
        }
      }
    }
    swap(&cl, &contacts)
  }

  /// The end of a sub-step for one awake body: take the relax pass's velocity changes (a body
  /// a contact names) and add back the held half of the forces' change (a dynamic body).
  @inline(__always)
  static func endSubStep(
    _ f: UnsafeMutablePointer<BodyForces>, _ s: UnsafeMutablePointer<BodyState>,
    _ sb: UnsafeMutableBufferPointer<SolverBody>
  ) {
    if f.pointee.isSynced { sb[Int(f.pointee.index)].storeChange(into: &s.pointee) }
    if f.pointee.isDynamic {
      s.pointee.v += f.pointee.heldV
      s.pointee.w += f.pointee.heldW
    }
  }

  /// Applies the step's displacements to the transforms, clears one-step forces, refits the
  /// broadphase and updates sleep timers.
  ///
  /// Performance note: runs on arrays moved out of the object and raw buffers; leaves that
  /// must move in the tree are collected and moved afterwards in body order.
  func finalize(dt: Double) {
    let linTol = configuration.linearSleepTolerance * PhysicsUnits.metersPerPoint
    let angTol = configuration.angularSleepTolerance
    let m = margin
    var sm: [BodySim] = []
    swap(&sm, &sims)
    var st: [BodyState] = []
    swap(&st, &states)
    var px: [Proxy] = []
    swap(&px, &proxies)
    var moves: [(Int32, AABB)] = []
    swap(&moves, &pendingMoves)
    moves.removeAll(keepingCapacity: true)
    let fatBoxes = proxyFatBoxes
    let sh = shapes
    let awake = awakeBodies
    sm.withUnsafeMutableBufferPointer { sims in
      st.withUnsafeMutableBufferPointer { states in
        px.withUnsafeMutableBufferPointer { proxies in
          fatBoxes.withUnsafeBufferPointer { fat in
            sh.withUnsafeBufferPointer { shapes in
              vertexPool.withUnsafeBufferPointer { verts in
                for b in awake {
                  let i = Int(b)
                  let sim = sims.baseAddress! + i
                  let s = states.baseAddress! + i
                  let center = sim.pointee.center + s.pointee.dp
                  let q = s.pointee.dq.mul(sim.pointee.xf.q)
                  if center.isFinite && q.c.isFinite && q.s.isFinite && s.pointee.v.isFinite
                    && s.pointee.w.isFinite
                  {
                    sim.pointee.center = center
                    sim.pointee.xf.q = q
                    sim.pointee.xf.p = center - q.rotate(sim.pointee.localCenter)
                  } else {
                    // Defensive: never let a non-finite number reach a body; keep the old pose, stop it.
                    s.pointee.v = .zero
                    s.pointee.w = 0
                  }
                  s.pointee.dp = .zero
                  s.pointee.dq = .identity
                  sim.pointee.force = .zero
                  sim.pointee.torque = 0
                  let v = s.pointee.v
                  let w = s.pointee.w
                  if !sim.pointee.allowsSleep || v.lengthSquared > linTol * linTol || w * w > angTol * angTol
                  {
                    sim.pointee.sleepTime = 0
                  } else {
                    sim.pointee.sleepTime += dt
                  }
                  // Refit the body's proxies: tight box now, fat box swept over the next step.
                  let xf = sim.pointee.xf
                  let sweep = dt * v
                  var shape = sim.pointee.shapeList
                  while shape != -1 {
                    let sp = shapes.baseAddress! + Int(shape)
                    for child in 0..<Int(sp.pointee.childCount) {
                      let box = PhysicsWorld.tightBox(sp.pointee, child: child, xf) { verts[$0] }
                      let p = Int(sp.pointee.proxyStart) + child
                      proxies[p].aabb = box
                      let swept = box.swept(by: sweep)
                      if !fat[p].contains(swept) {
                        moves.append((Int32(p), swept.expanded(by: m)))
                      }
                    }
                    shape = sp.pointee.nextOnBody
                  }
                }
              }
            }
          }
        }
      }
    }
    swap(&sm, &sims)
    swap(&st, &states)
    swap(&px, &proxies)
    // Many moves: store the boxes and rebuild the hierarchy once (DynamicTree.rebuild).
    let rebuild = tree.prefersRebuild(moving: moves.count)
    for (p, box) in moves {
      let leaf = proxies[Int(p)].treeLeaf
      if rebuild { tree.setFatBox(leaf, to: box) } else { tree.move(leaf: leaf, to: box) }
      proxyFatBoxes[Int(p)] = box
      markMoved(Int(p))
    }
    if rebuild { tree.rebuild() }
    swap(&moves, &pendingMoves)
  }
}
