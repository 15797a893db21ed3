extension CollisionFilter {
  /// Whether ``shouldCollide(with:)`` is `false` against every filter, so that no pair with
  /// this shape can ever be created and the broadphase need not look for any.
  ///
  /// From the rules: a positive `groupIndex` collides with any filter of the same index, so
  /// it never qualifies. Otherwise the outcome rests on the bits (or is "never", for an equal
  /// negative index), and `categoryBits == 0`, `maskBits == 0` or `groups == 0` makes one of
  /// the three bitwise ANDs zero against every other filter. With all three nonzero and
  /// `groupIndex <= 0`, a filter with `groupIndex == 0`, `categoryBits = maskBits`,
  /// `maskBits = categoryBits` and `groups = groups` collides with it, so the test is exact.
  var collidesWithNothing: Bool {
    groupIndex <= 0 && (categoryBits == 0 || maskBits == 0 || groups == 0)
  }
}

extension PhysicsWorld {
  /// Whether two shapes may collide (body rules, ``CollisionFilter``, joints, closure).
  func shouldCreatePair(_ sa: Int, _ sb: Int) -> Bool {
    let a = shapes[sa]
    let b = shapes[sb]
    if a.body == b.body { return false }
    let ta = sims[Int(a.body)].type
    let tb = sims[Int(b.body)].type
    if ta != .dynamic && tb != .dynamic { return false }
    if !a.filter.shouldCollide(with: b.filter) { return false }
    // Joints with collideConnected == false keep their bodies apart from each other.
    var je = sims[Int(a.body)].jointList
    while je != -1 {
      let j = joints[Int(je >> 1)]
      let other = (je & 1) == 0 ? j.bodyB : j.bodyA
      if other == b.body && !j.collideConnected { return false }
      je = (je & 1) == 0 ? j.next.0 : j.next.1
    }
    if let f = shouldCollide, !f(shapeID(Int32(sa)), shapeID(Int32(sb))) { return false }
    return true
  }

  /// Finds new overlapping pairs for the proxies that moved since the last step.
  ///
  /// Design note: only moved proxies query the tree, and a pair of two moved proxies is
  /// taken once (from the lower index). Proxies whose filter collides with nothing are never
  /// queued (`markMoved`) and their leaves are parked out of the hierarchy that
  /// `collectOverlaps` walks: every pair with them would be rejected. Candidates are gathered
  /// first, then filtered and created in gathering order, so the contact order is deterministic.
  ///
  /// Design note (canonical order): each moved proxy's overlaps are taken in ascending proxy
  /// index, so the candidates — and hence the contacts' slots and the solver's order — depend on
  /// the moved proxies' order (body order, from the end-of-step refit) and on which fat boxes
  /// overlap, never on the tree's shape. The tree may then be rebuilt or rebalanced however is
  /// cheapest without changing any result.
  /// - Complexity: O(m log n + k) for m moved proxies and k candidate pairs.
  func updatePairs() {
    if moveBuffer.isEmpty { return }
    candidates.removeAll(keepingCapacity: true)
    var found: [(Int32, Int32)] = []
    swap(&found, &candidates)
    var hits: [Int32] = []
    swap(&hits, &queryHits)
    let moved = proxyMoved
    let all = proxies
    let fat = proxyFatBoxes
    // The tree is moved out for the loop (and back after), so that its thousands of queries
    // per step do not each pay a runtime exclusivity check on the world's stored property.
    var tree = DynamicTree()
    swap(&tree, &self.tree)
    moved.withUnsafeBufferPointer { moved in
      all.withUnsafeBufferPointer { all in
        for p in moveBuffer {
          let proxy = all[Int(p)]
          if proxy.shape < 0 { continue }
          hits.removeAll(keepingCapacity: true)
          tree.collectOverlaps(fat[Int(p)], into: &hits)
          // Proxy order, not the tree's visiting order (see the design note).
          Self.sortSmall(&hits)
          for q in hits {
            if q == p { continue }
            if moved[Int(q)] && q < p { continue }
            let other = all[Int(q)]
            if other.body == proxy.body { continue }
            if other.isStatic && proxy.isStatic { continue }
            found.append((p, q))
          }
        }
      }
    }
    swap(&tree, &self.tree)
    swap(&hits, &queryHits)
    for p in moveBuffer { proxyMoved[Int(p)] = false }
    moveBuffer.removeAll(keepingCapacity: true)
    for (p, q) in found {
      let key = PairTable.key(p, q)
      if pairs.find(key) != -1 { continue }
      let pa = proxies[Int(p)]
      let pb = proxies[Int(q)]
      if !shouldCreatePair(Int(pa.shape), Int(pb.shape)) { continue }
      createContact(Int(p), Int(q), key: key)
    }
    swap(&found, &candidates)
  }

  /// Sorts a list ascending in place: by insertion up to 32 elements (the overlap lists of the
  /// pair update mostly hold a handful of proxies, where this beats the general sort's set-up),
  /// by the standard library's sort beyond (a large body over a crowd).
  /// - Complexity: O(k log k) for k elements; O(k) when already sorted and short.
  static func sortSmall(_ a: inout [Int32]) {
    let n = a.count
    if n < 2 { return }
    if n > 32 {
      a.sort()
      return
    }
    a.withUnsafeMutableBufferPointer { a in
      for i in 1..<n {
        let x = a[i]
        var j = i
        while j > 0 && a[j - 1] > x {
          a[j] = a[j - 1]
          j -= 1
        }
        a[j] = x
      }
    }
  }

  /// Creates a contact for proxies p and q, canonically ordered (polygon-like shape first for
  /// polygon–circle pairs; otherwise lower shape index first).
  func createContact(_ p: Int, _ q: Int, key: UInt64) {
    var pa = p
    var pb = q
    let ka = shapes[Int(proxies[pa].shape)].kind
    let kb = shapes[Int(proxies[pb].shape)].kind
    if ka == .circle && kb != .circle {
      swap(&pa, &pb)
    } else if (ka == .circle) == (kb == .circle) && proxies[pa].shape > proxies[pb].shape {
      swap(&pa, &pb)
    }
    let index = Self.slot(reusing: &freeContacts, count: contacts.count) { contacts.append(ContactRecord()) }
    let A = proxies[pa]
    let B = proxies[pb]
    let sa = shapes[Int(A.shape)]
    let sb = shapes[Int(B.shape)]
    var c = ContactRecord()
    c.isAlive = true
    c.shapeA = A.shape
    c.shapeB = B.shape
    c.childA = A.child
    c.childB = B.child
    c.proxyA = Int32(pa)
    c.proxyB = Int32(pb)
    c.bodyA = A.body
    c.bodyB = B.body
    c.friction = (sa.friction * sb.friction).squareRoot()
    c.restitution = max(sa.restitution, sb.restitution)
    c.enableEvents = sa.enableContactEvents && sb.enableContactEvents
    // Link into both bodies' contact lists (edge key = contact·2 + side).
    let edgeA = index << 1
    let edgeB = index << 1 | 1
    c.next.0 = sims[Int(c.bodyA)].contactList
    c.next.1 = sims[Int(c.bodyB)].contactList
    contacts[Int(index)] = c
    linkEdge(edgeA, body: Int(c.bodyA))
    linkEdge(edgeB, body: Int(c.bodyB))
    pairs.insert(key, index)
  }

  private func linkEdge(_ edge: Int32, body: Int) {
    let head = sims[body].contactList
    if head != -1 { setPrev(head, edge) }
    setPrev(edge, -1)
    setNext(edge, head)
    sims[body].contactList = edge
  }

  @inline(__always) private func setPrev(_ edge: Int32, _ v: Int32) {
    if edge & 1 == 0 { contacts[Int(edge >> 1)].prev.0 = v } else { contacts[Int(edge >> 1)].prev.1 = v }
  }
  @inline(__always) private func setNext(_ edge: Int32, _ v: Int32) {
    if edge & 1 == 0 { contacts[Int(edge >> 1)].next.0 = v } else { contacts[Int(edge >> 1)].next.1 = v }
  }
  @inline(__always) private func prevOf(_ edge: Int32) -> Int32 {
    edge & 1 == 0 ? contacts[Int(edge >> 1)].prev.0 : contacts[Int(edge >> 1)].prev.1
  }
  @inline(__always) private func nextOf(_ edge: Int32) -> Int32 {
    edge & 1 == 0 ? contacts[Int(edge >> 1)].next.0 : contacts[Int(edge >> 1)].next.1
  }

  private func unlinkEdge(_ edge: Int32, body: Int) {
    let prev = prevOf(edge)
    let next = nextOf(edge)
    if prev != -1 { setNext(prev, next) } else { sims[body].contactList = next }
    if next != -1 { setPrev(next, prev) }
  }

  /// Destroys a contact; reports an end event if it was touching.
  func destroyContact(_ ci: Int, reportEnd: Bool) {
    let c = contacts[ci]
    if reportEnd && c.isTouching && c.enableEvents { appendEvent(.ended, c) }
    unlinkEdge(Int32(ci) << 1, body: Int(c.bodyA))
    unlinkEdge(Int32(ci) << 1 | 1, body: Int(c.bodyB))
    pairs.remove(PairTable.key(c.proxyA, c.proxyB))
    contacts[ci].isAlive = false
    freeContacts.append(Int32(ci))
  }

  func appendEvent(_ kind: ContactEvent.Kind, _ c: ContactRecord) {
    let m = c.manifold
    let p = m.pointCount > 0 ? sims[Int(c.bodyA)].center + m.p0.anchorA : sims[Int(c.bodyA)].center
    contactEvents.append(
      ContactEvent(
        kind: kind, shapeA: shapeID(c.shapeA), shapeB: shapeID(c.shapeB), bodyA: bodyID(c.bodyA),
        bodyB: bodyID(c.bodyB), userDataA: shapes[Int(c.shapeA)].userData,
        userDataB: shapes[Int(c.shapeB)].userData, childA: Int(c.childA), childB: Int(c.childB),
        point: p.point,
        normal: m.normal.vector, time: time + configuration.stepDuration))
  }
}
