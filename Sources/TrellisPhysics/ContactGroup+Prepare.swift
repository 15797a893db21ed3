extension ContactGroup {
  /// Builds and prepares the step's contact constraints (`ContactSolver.prepare`) and packs
  /// them into lane groups in one pass, one group at a time: each constraint is prepared in a
  /// local and rounded into its group's lane while it is in registers and cache.
  ///
  /// `keys` are the step's solvable contacts in colour order (`PhysicsWorld.colorOrder`,
  /// ranges `colorStarts`); afterwards `groups` holds them packed `laneWidth` to a group per
  /// colour (the overflow colour one to a group), and `restitution` the `Double` records of those
  /// with restitution, in colour order, each with its group and lane (the restitution pass
  /// reads them after the sub-steps). No record is kept for the others: the warm-start store
  /// reads their impulses from the lanes (``storeImpulses(keys:contacts:)``) and the sleep
  /// update reads the keys. Writing a 350-byte record for every contact and reading it back
  /// was most of the preparation's time on the rain scenes (docs/benchmarks.md, "Issue 23:
  /// lean preparation"). `groups` is rebuilt with uninitialised storage (one allocation per
  /// step). The result is the same, bit for bit, as preparing every constraint and then
  /// packing the records (the tests' reference `ContactGroup.pack`, `ContactPrepareTests`).
  /// - Complexity: O(constraints).
  static func prepare(
    keys: UnsafeBufferPointer<ContactKey>, contacts: UnsafeBufferPointer<ContactRecord>,
    states: UnsafeMutableBufferPointer<BodyState>, colorStarts: [Int32], contactSoftness: Softness,
    staticSoftness: Softness, warmStartScale: Double, dt: Double,
    restitution: inout [ContactConstraint], groups: inout [ContactGroup]
  ) {
    restitution.removeAll(keepingCapacity: true)
    let total = groupCount(colorStarts: colorStarts)
    guard let keyBase = keys.baseAddress, let contactBase = contacts.baseAddress, total > 0 else {
      groups.removeAll(keepingCapacity: true)
      return
    }
    groups = [ContactGroup](unsafeUninitializedCapacity: total) { out, groupsMade in
      let groupBase = out.baseAddress!
      forEachGroup(out, colorStarts: colorStarts) { g, first, count in
        g.initialize(to: ContactGroup())
        for lane in 0..<count {
          // Colour order visits the contact records and body states in no particular memory
          // order, so each constraint waited for them; ask for those of the constraint
          // `prefetchDistance` ahead now (docs/architecture.md, "Prefetching").
          let ahead = first + lane + prefetchDistance
          if ahead < keys.count {
            let next = keyBase[ahead]
            prefetch(contactBase + Int(next.contact))
            prefetch(UnsafePointer(states.baseAddress! + Int(next.a)))
            prefetch(UnsafePointer(states.baseAddress! + Int(next.b)))
          }
          let key = keyBase[first + lane]
          let contact = contactBase + Int(key.contact)
          var cc = ContactConstraint()
          cc.contact = key.contact
          cc.a = key.a
          cc.b = key.b
          cc.friction = contact.pointee.friction
          cc.restitution = contact.pointee.restitution
          ContactSolver.prepare(
            &cc, manifold: contact.pointee.manifold, states: states, contactSoftness: contactSoftness,
            staticSoftness: staticSoftness, warmStartScale: warmStartScale, dt: dt)
          withUnsafePointer(to: &cc) { setLane(g, lane, $0) }
          if cc.restitution != 0 {
            cc.group = Int32(g - groupBase)
            cc.lane = Int32(lane)
            restitution.append(cc)
          }
        }
        finish(g, first: first, count: count)
      }
      groupsMade = total
    }
  }
}
