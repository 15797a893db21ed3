extension PhysicsWorld {
  /// Puts resting islands to sleep.
  ///
  /// Islands are rebuilt, in a step where some awake body has rested for
  /// ``PhysicsConfiguration/timeToSleep``, with union–find over awake dynamic bodies joined by
  /// contacts that have manifold points and by joints. An island sleeps when every body in it
  /// has been below the sleep tolerances for ``PhysicsConfiguration/timeToSleep``, so a body
  /// that touches a moving (pushed) body never sleeps. A dynamic body touching a moving
  /// kinematic body stays awake. Kinematic bodies sleep alone when they stop.
  /// - Complexity: O((bodies + contacts + joints) · α(n)).
  func updateSleep(dt: Double) {
    let timeToSleep = configuration.timeToSleep
    if islandMinSleep.count < sims.count {
      islandMinSleep.append(contentsOf: repeatElement(0, count: sims.count - islandMinSleep.count))
    }
    // Nothing can fall asleep this step unless some awake body has rested long enough: then
    // only the kinematic pushes below matter, and the islands need not be built.
    var anyReady = false
    for b in awakeBodies where sims[Int(b)].allowsSleep && sims[Int(b)].sleepTime >= timeToSleep {
      anyReady = true
      break
    }
    if !anyReady {
      for cc in contactKeys {
        let a = Int(cc.a)
        let b = Int(cc.b)
        if sims[a].type == .kinematic && sims[b].type == .dynamic {
          if states[a].v != .zero || states[a].w != 0 { sims[b].sleepTime = 0 }
        } else if sims[b].type == .kinematic && sims[a].type == .dynamic {
          if states[b].v != .zero || states[b].w != 0 { sims[a].sleepTime = 0 }
        }
      }
      return
    }
    for b in awakeBodies {
      let i = Int(b)
      sims[i].islandParent = sims[i].type == .dynamic ? b : -1
    }
    func find(_ x: Int32) -> Int32 {
      var r = x
      while sims[Int(r)].islandParent != r { r = sims[Int(r)].islandParent }
      var y = x
      while sims[Int(y)].islandParent != r {
        let next = sims[Int(y)].islandParent
        sims[Int(y)].islandParent = r
        y = next
      }
      return r
    }
    func union(_ a: Int32, _ b: Int32) {
      let ra = find(a)
      let rb = find(b)
      if ra != rb {
        // Deterministic: the lower index becomes the root.
        if ra < rb { sims[Int(rb)].islandParent = ra } else { sims[Int(ra)].islandParent = rb }
      }
    }
    for cc in contactKeys {
      let a = Int(cc.a)
      let b = Int(cc.b)
      let ta = sims[a].type
      let tb = sims[b].type
      if ta == .dynamic && tb == .dynamic {
        if sims[a].isAwake && sims[b].isAwake { union(cc.a, cc.b) }
      } else if ta == .kinematic && tb == .dynamic {
        if states[a].v != .zero || states[a].w != 0 { sims[b].sleepTime = 0 }
      } else if tb == .kinematic && ta == .dynamic {
        if states[b].v != .zero || states[b].w != 0 { sims[a].sleepTime = 0 }
      }
    }
    for j in awakeJoints {
      let jr = joints[Int(j)]
      if sims[Int(jr.bodyA)].type == .dynamic && sims[Int(jr.bodyB)].type == .dynamic
        && sims[Int(jr.bodyA)].isAwake && sims[Int(jr.bodyB)].isAwake
      {
        union(jr.bodyA, jr.bodyB)
      }
    }
    for b in awakeBodies where sims[Int(b)].type == .dynamic { islandMinSleep[Int(find(b))] = .infinity }
    for b in awakeBodies where sims[Int(b)].type == .dynamic {
      let r = Int(find(b))
      let t = sims[Int(b)].allowsSleep ? sims[Int(b)].sleepTime : 0
      islandMinSleep[r] = min(islandMinSleep[r], t)
    }
    for b in awakeBodies {
      let i = Int(b)
      let sleep: Bool
      if sims[i].type == .dynamic {
        sleep = islandMinSleep[Int(find(b))] >= timeToSleep
      } else {
        sleep =
          sims[i].allowsSleep && sims[i].sleepTime >= timeToSleep && states[i].v == .zero && states[i].w == 0
      }
      if sleep {
        sims[i].isAwake = false
        sims[i].sleepTime = 0
        states[i].v = .zero
        states[i].w = 0
        sleepEvents.append(SleepEvent(body: bodyID(b), isAwake: false, time: time + dt))
      }
    }
  }
}
