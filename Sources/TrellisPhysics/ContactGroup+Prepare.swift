extension ContactGroup {
  /// Builds and prepares the step's contact constraints (`ContactSolver.prepare`) and packs
  /// them into lane groups in one pass, one group at a time: each constraint is prepared in a
  /// local, stored once into `constraints` and rounded into its group's lanes while it is
  /// still in cache.
  ///
  /// `keys` are the step's solvable contacts in colour order (`PhysicsWorld.colorOrder`,
  /// ranges `colorStarts`); afterwards `constraints[k]` is the `Double` record of `keys[k]`
  /// (read after the sub-steps by the restitution pass, the warm-start store and the sleep
  /// update) and `groups` holds them packed as ``pack(_:colorStarts:into:)`` packs them. Both
  /// arrays are rebuilt with uninitialised storage (one allocation each per step): filling
  /// them with default values first cost a generic copy per element, 3% of pyramid-50's
  /// instructions. The result is the same, bit for bit, as preparing every constraint and
  /// then calling ``pack(_:colorStarts:into:)`` (`ContactPrepareTests`).
  /// - Complexity: O(constraints).
  static func prepare(
    keys: UnsafeBufferPointer<ContactKey>, contacts: UnsafeBufferPointer<ContactRecord>,
    states: UnsafeMutableBufferPointer<BodyState>, colorStarts: [Int32], contactSoftness: Softness,
    staticSoftness: Softness, warmStartScale: Double, dt: Double,
    constraints: inout [ContactConstraint], groups: inout [ContactGroup]
  ) {
    let total = groupCount(colorStarts: colorStarts)
    guard let keyBase = keys.baseAddress, let contactBase = contacts.baseAddress, total > 0 else {
      constraints.removeAll(keepingCapacity: true)
      groups.removeAll(keepingCapacity: true)
      return
    }
    var cons: [ContactConstraint] = []
    groups = [ContactGroup](unsafeUninitializedCapacity: total) { out, groupsMade in
      cons = [ContactConstraint](unsafeUninitializedCapacity: keys.count) { cs, made in
        forEachGroup(out, colorStarts: colorStarts) { g, first, count in
          for k in first..<(first + count) {
            let key = keyBase[k]
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
            (cs.baseAddress! + k).initialize(to: cc)
          }
          g.initialize(to: ContactGroup())
          fill(g, UnsafeBufferPointer(cs), first: first, count: count)
        }
        made = keys.count
      }
      groupsMade = total
    }
    constraints = cons
  }
}
