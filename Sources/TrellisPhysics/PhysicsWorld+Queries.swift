extension PhysicsWorld {
  /// The bodies with a shape whose bounding box overlaps `rect` (points), sorted by id.
  /// Use it for `DynamicAnimator.items(in:)`.
  /// - Throws: ``PhysicsError/nonFinite(parameter:)`` for a non-finite rect.
  /// - Complexity: O(log n + k) through the broadphase tree, plus O(u) for the u proxies of
  ///   shapes that collide with nothing (kept out of the tree's hierarchy and scanned
  ///   linearly: queries are rare, and those shapes may move every step), plus O(k log k) to
  ///   sort.
  public func bodies(in rect: CGRect) throws(PhysicsError) -> [BodyID] {
    try proxyOwners(overlapping: rect) { $0.body }.map(bodyID)
  }

  /// The shapes whose bounding box (of any chain edge) overlaps `rect` (points), sorted by id.
  /// - Complexity: O(log n + k), plus O(u) for the u proxies of shapes that collide with
  ///   nothing (scanned linearly), plus sorting.
  public func shapes(in rect: CGRect) throws(PhysicsError) -> [ShapeID] {
    try proxyOwners(overlapping: rect) { $0.shape }.map(shapeID)
  }

  /// The distinct `owner` indices (body or shape) of the proxies whose bounding box overlaps
  /// `rect` (points), ascending: the query behind `bodies(in:)` and `shapes(in:)`. The order
  /// comes from the sort alone, not from the tree's visiting order, so parking leaves (see
  /// `DynamicTree`) changes neither the answers nor their order.
  /// - Throws: ``PhysicsError/nonFinite(parameter:)`` for a non-finite rect.
  /// - Complexity: O(log n + k) through the broadphase tree, plus O(u) for the u parked
  ///   proxies (shapes that collide with nothing), plus O(k log k) to sort.
  private func proxyOwners(
    overlapping rect: CGRect, _ owner: (Proxy) -> Int32
  ) throws(PhysicsError) -> [Int32] {
    guard rect.isFiniteRect else { throw .nonFinite(parameter: "rect") }
    var hits: [Int32] = []
    let box = AABB(rectInPoints: rect)
    let all = proxies
    tree.query(box) { p in
      let proxy = all[Int(p)]
      if proxy.aabb.overlaps(box) { hits.append(owner(proxy)) }
      return true
    }
    hits.sort()
    var out: [Int32] = []
    for i in hits where i != out.last { out.append(i) }
    return out
  }

  /// The shape pairs currently in contact (touching within 0.5 pt), ordered by contact slot.
  /// - Complexity: O(contacts).
  public var touchingPairs: [(ShapeID, ShapeID)] {
    var out: [(ShapeID, ShapeID)] = []
    for c in contacts where c.isAlive && c.isTouching { out.append((shapeID(c.shapeA), shapeID(c.shapeB))) }
    return out
  }

  /// Every pair of shape children whose fat boxes overlap and that may collide (the
  /// broadphase's current pair set), as (shape, child) pairs with the lower shape first; for
  /// tests and diagnostics. Reflects the state after the last step.
  /// - Complexity: O(contacts).
  public var broadphasePairs: [BroadphasePair] {
    var out: [BroadphasePair] = []
    for c in contacts where c.isAlive {
      var p = BroadphasePair(
        shapeA: shapeID(c.shapeA), childA: Int(c.childA), shapeB: shapeID(c.shapeB), childB: Int(c.childB))
      if p.shapeB < p.shapeA || (p.shapeA == p.shapeB && p.childB < p.childA) {
        p = BroadphasePair(shapeA: p.shapeB, childA: p.childB, shapeB: p.shapeA, childB: p.childA)
      }
      out.append(p)
    }
    return out.sorted()
  }

  /// The fat (broadphase) box of a shape child in points; for tests and diagnostics. A shape
  /// that collides with nothing keeps a fat box too (parked out of the tree's hierarchy),
  /// updated by the same rules.
  public func fatBounds(of shape: ShapeID, child: Int = 0) throws(PhysicsError) -> CGRect {
    let si = try shapeIndex(shape)
    let sh = shapes[si]
    guard child >= 0, child < Int(sh.childCount) else {
      throw .outOfRange(parameter: "child", value: Double(child), range: 0...Double(sh.childCount - 1))
    }
    return tree.fatAABB(proxies[Int(sh.proxyStart) + child].treeLeaf).rectInPoints
  }
}

extension PhysicsWorld {
  /// Brings the contact set in line with the current fat boxes without stepping: finds new
  /// pairs and drops contacts whose fat boxes separated (what the next step does first).
  /// For tests that compare the broadphase with a brute-force search.
  func synchronizePairs() {
    updatePairs()
    for ci in contacts.indices where contacts[ci].isAlive {
      let c = contacts[ci]
      let a = tree.fatAABB(proxies[Int(c.proxyA)].treeLeaf)
      let b = tree.fatAABB(proxies[Int(c.proxyB)].treeLeaf)
      if !a.overlaps(b) { destroyContact(ci, reportEnd: true) }
    }
  }
}
