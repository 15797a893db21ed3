extension PhysicsWorld {
  /// Attaches a shape to a body and updates the body's mass (density × area).
  ///
  /// Segments and chains have no area: they may only go on static or kinematic bodies.
  /// - Parameters:
  ///   - geometry: the shape in points relative to the body origin.
  ///   - body: the body.
  ///   - definition: material, filter and user data.
  /// - Throws: ``PhysicsError`` for invalid geometry or material, an invalid body, or a
  ///   boundary shape on a dynamic body (nothing changes).
  /// - Complexity: O(children · log n).
  @discardableResult
  public func addShape(
    _ geometry: ShapeGeometry, to body: BodyID, _ definition: ShapeDefinition = .default
  ) throws(PhysicsError) -> ShapeID {
    let bi = try bodyIndex(body)
    try definition.validate()
    let g = try boxCache.prepare(geometry)
    if (g.kind == .segment || g.kind == .chain) && sims[bi].type == .dynamic {
      throw .unsupported(reason: "segments and chains have no area; put them on a static or kinematic body")
    }

    let index = Self.slot(reusing: &freeShapes, count: shapes.count) { shapes.append(ShapeRecord()) }
    var sh = ShapeRecord()
    sh.generation = shapes[Int(index)].generation &+ 1
    sh.isAlive = true
    sh.body = Int32(bi)
    sh.kind = g.kind
    sh.center = g.center
    sh.radius = g.radius
    sh.vertexStart = Int32(vertexPool.count)
    sh.vertexCount = Int32(g.vertices.count)
    sh.noteLocalBounds(g.vertices)
    vertexPool.append(contentsOf: g.vertices)
    normalPool.append(contentsOf: g.normals)
    sh.childCount = Int32(g.childCount)
    sh.proxyStart = Int32(proxies.count)
    sh.density = definition.density
    sh.friction = definition.friction
    sh.restitution = definition.restitution
    sh.filter = definition.filter
    sh.enableContactEvents = definition.enableContactEvents
    sh.userData = definition.userData
    sh.nextOnBody = sims[bi].shapeList
    shapes[Int(index)] = sh
    sims[bi].shapeList = index
    let isStatic = sims[bi].type == .static
    // A shape that collides with nothing gets parked leaves (DynamicTree's design note).
    let parked = definition.filter.collidesWithNothing
    for c in 0..<g.childCount {
      let box = childAABB(Int(index), c, sims[bi].xf)
      let p = Int32(proxies.count)
      let fat = box.expanded(by: margin)
      let leaf = tree.insert(aabb: fat, proxy: p, parked: parked)
      proxyFatBoxes.append(fat)
      proxies.append(
        Proxy(shape: index, child: Int32(c), body: Int32(bi), treeLeaf: leaf, aabb: box, isStatic: isStatic))
      proxyMoved.append(false)
      markMoved(Int(p))
    }
    updateMass(bi)
    wake(bi)
    return ShapeID(index: index, generation: sh.generation)
  }

  /// Removes a shape, ending its contacts (with events) and updating the body's mass.
  public func removeShape(_ id: ShapeID) throws(PhysicsError) {
    let si = try shapeIndex(id)
    let bi = Int(shapes[si].body)
    wakeTouching(bi)
    // Unlink from the body's list.
    var prev: Int32 = -1
    var s = sims[bi].shapeList
    while s != -1 && Int(s) != si {
      prev = s
      s = shapes[Int(s)].nextOnBody
    }
    if prev == -1 {
      sims[bi].shapeList = shapes[si].nextOnBody
    } else {
      shapes[Int(prev)].nextOnBody = shapes[si].nextOnBody
    }
    destroyShapeInternal(si, updateBodyMass: true)
  }

  /// Destroys a shape's contacts and proxies and frees its slot (the caller unlinks it).
  func destroyShapeInternal(_ si: Int, updateBodyMass: Bool) {
    let bi = Int(shapes[si].body)
    forEachContact(ofShape: si) { ci in destroyContact(ci, reportEnd: true) }
    let sh = shapes[si]
    for c in 0..<Int(sh.childCount) {
      let p = Int(sh.proxyStart) + c
      tree.remove(leaf: proxies[p].treeLeaf)
      proxies[p].treeLeaf = -1
      proxies[p].shape = -1
    }
    shapes[si].isAlive = false
    freeShapes.append(Int32(si))
    if updateBodyMass { updateMass(bi) }
  }

  /// Whether `id` names a live shape.
  public func isValid(_ id: ShapeID) -> Bool { (try? shapeIndex(id)) != nil }

  /// The body a shape is attached to.
  public func body(of shape: ShapeID) throws(PhysicsError) -> BodyID {
    bodyID(shapes[try shapeIndex(shape)].body)
  }

  /// The shape's `userData`.
  public func userData(of shape: ShapeID) throws(PhysicsError) -> Int {
    shapes[try shapeIndex(shape)].userData
  }

  /// The shape's collision filter.
  public func filter(of shape: ShapeID) throws(PhysicsError) -> CollisionFilter {
    shapes[try shapeIndex(shape)].filter
  }

  /// The shape's tight bounding box in world points: of one child (chain edge) or, with
  /// `child` nil, the union over all children.
  /// - Throws: ``PhysicsError/invalidShape(_:)`` or ``PhysicsError/outOfRange(parameter:value:range:)``.
  public func bounds(of shape: ShapeID, child: Int? = nil) throws(PhysicsError) -> CGRect {
    let si = try shapeIndex(shape)
    let sh = shapes[si]
    if let c = child {
      guard c >= 0, c < Int(sh.childCount) else {
        throw .outOfRange(parameter: "child", value: Double(c), range: 0...Double(sh.childCount - 1))
      }
      return proxies[Int(sh.proxyStart) + c].aabb.rectInPoints
    }
    var box = proxies[Int(sh.proxyStart)].aabb
    for c in 1..<max(1, Int(sh.childCount)) { box = box.union(proxies[Int(sh.proxyStart) + c].aabb) }
    return box.rectInPoints
  }

  /// The number of children of a shape: edges for a chain, 1 otherwise.
  public func childCount(of shape: ShapeID) throws(PhysicsError) -> Int {
    Int(shapes[try shapeIndex(shape)].childCount)
  }

  /// Sets the friction coefficient (≥ 0); applies to contacts created from now on and to
  /// existing contacts at their next update.
  public func setFriction(_ friction: Double, of shape: ShapeID) throws(PhysicsError) {
    let si = try shapeIndex(shape)
    try Check.nonNegative(friction, "friction")
    shapes[si].friction = friction
    remixMaterials(si)
  }

  /// Sets the restitution (0…2).
  public func setRestitution(_ restitution: Double, of shape: ShapeID) throws(PhysicsError) {
    let si = try shapeIndex(shape)
    try Check.inRange(restitution, 0...2, "restitution")
    shapes[si].restitution = restitution
    remixMaterials(si)
  }

  /// Sets the density (kg/m², ≥ 0) and recomputes the body's mass.
  public func setDensity(_ density: Double, of shape: ShapeID) throws(PhysicsError) {
    let si = try shapeIndex(shape)
    try Check.nonNegative(density, "density")
    shapes[si].density = density
    updateMass(Int(shapes[si].body))
    wake(Int(shapes[si].body))
  }

  /// Sets the shape's `userData` (reported in contact events).
  public func setUserData(_ value: Int, of shape: ShapeID) throws(PhysicsError) {
    shapes[try shapeIndex(shape)].userData = value
  }

  /// Sets the collision filter and re-checks the shape's contacts: pairs that may no longer
  /// collide end (with events); new pairs are found on the next step.
  /// - Complexity: O(contacts of the shape + children · log n).
  public func setFilter(_ filter: CollisionFilter, for shape: ShapeID) throws(PhysicsError) {
    let si = try shapeIndex(shape)
    shapes[si].filter = filter
    refilterShape(si)
  }

  /// Re-evaluates collision filtering (including ``shouldCollide``) for all shapes of a body;
  /// call it after changing what your filter closure returns for this body.
  public func refilter(body: BodyID) throws(PhysicsError) {
    let bi = try bodyIndex(body)
    var s = sims[bi].shapeList
    while s != -1 {
      refilterShape(Int(s))
      s = shapes[Int(s)].nextOnBody
    }
  }

  func refilterShape(_ si: Int) {
    let bi = Int(shapes[si].body)
    forEachContact(ofShape: si) { ci in
      let c = contacts[ci]
      if !shouldCreatePair(Int(c.shapeA), Int(c.shapeB)) {
        wake(Int(c.bodyA))
        wake(Int(c.bodyB))
        destroyContact(ci, reportEnd: true)
      }
    }
    let sh = shapes[si]
    // Park the leaves of a shape that now collides with nothing, link back those of one that
    // can collide again (same fat boxes), then queue the latter for pairs.
    let park = sh.filter.collidesWithNothing
    for c in 0..<Int(sh.childCount) {
      tree.setParked(proxies[Int(sh.proxyStart) + c].treeLeaf, park)
      markMoved(Int(sh.proxyStart) + c)
    }
    wake(bi)
  }

  func remixMaterials(_ si: Int) {
    forEachContact(ofShape: si) { ci in
      let c = contacts[ci]
      let a = shapes[Int(c.shapeA)]
      let b = shapes[Int(c.shapeB)]
      contacts[ci].friction = (a.friction * b.friction).squareRoot()
      contacts[ci].restitution = max(a.restitution, b.restitution)
    }
  }

  /// Destroys and re-finds all contacts of a body (after a type change).
  func rebuildContacts(of bi: Int) {
    while sims[bi].contactList != -1 { destroyContact(Int(sims[bi].contactList >> 1), reportEnd: true) }
    let isStatic = sims[bi].type == .static
    var s = sims[bi].shapeList
    while s != -1 {
      let sh = shapes[Int(s)]
      for c in 0..<Int(sh.childCount) {
        proxies[Int(sh.proxyStart) + c].isStatic = isStatic
        markMoved(Int(sh.proxyStart) + c)
      }
      s = sh.nextOnBody
    }
  }

  // MARK: Geometry helpers

  /// Fat-box margin in metres.
  var margin: Double { configuration.aabbMargin * PhysicsUnits.metersPerPoint }

  /// The tight box of one child at transform `xf`.
  func childAABB(_ si: Int, _ child: Int, _ xf: Transform) -> AABB {
    Self.tightBox(shapes[si], child: child, xf) { vertexPool[$0] }
  }

  /// The tight box of child `child` of shape `sh` at transform `xf`: a circle's square, else
  /// the box of the polygon's vertices or of the chain or segment child's two vertices, read
  /// through `vertex` (an index into the vertex pool). Shared by `childAABB` and the
  /// end-of-step refit in the solver, where it is inlined into the loop over awake bodies.
  ///
  /// An unrotated transform (cosine exactly 1, sine ±0) of a polygon whose vertex coordinates
  /// are all non-zero (``ShapeRecord/translatesExactly``) takes the stored local bounds plus the
  /// translation, with the same bits as transforming every vertex: `1 · x − (±0) · y` is `x`
  /// and `(±0) · x + 1 · y` is `y` when `x` and `y` are non-zero and finite, so each vertex
  /// moves to `v + p`; and rounding is monotonic, so the smallest of the `vᵢ + p` is the
  /// rounded sum of the smallest `vᵢ` and `p` (no sum is −0, so no tie between zeros).
  /// The springy list's cells are such boxes, placed every frame and refitted every step.
  @inline(__always)
  static func tightBox(_ sh: ShapeRecord, child: Int, _ xf: Transform, vertex: (Int) -> Vec2) -> AABB {
    if sh.translatesExactly && xf.q.c == 1 && xf.q.s == 0 { return sh.translatedBox(xf.p) }
    if sh.kind == .circle {
      let c = xf.apply(sh.center)
      let r = sh.radius
      return AABB(lower: Vec2(c.x - r, c.y - r), upper: Vec2(c.x + r, c.y + r))
    }
    let start = Int(sh.vertexStart) + (sh.kind == .polygon ? 0 : 2 * child)
    let count = sh.kind == .polygon ? Int(sh.vertexCount) : 2
    var lo = xf.apply(vertex(start))
    var hi = lo
    for k in 1..<count {
      let v = xf.apply(vertex(start + k))
      lo = Vec2(min(lo.x, v.x), min(lo.y, v.y))
      hi = Vec2(max(hi.x, v.x), max(hi.y, v.y))
    }
    return AABB(lower: lo, upper: hi)
  }

  /// Queues proxy `p` for the next pair update, unless it is queued already or its shape's
  /// filter collides with nothing (see ``CollisionFilter/collidesWithNothing``): such a
  /// proxy's leaf is parked (kept for the world's queries, out of the tree's hierarchy), and
  /// querying the tree from it could only produce pairs that ``shouldCreatePair(_:_:)``
  /// rejects. The pair update's tree walk skips parked leaves, so other proxies do not gather
  /// it either.
  func markMoved(_ p: Int) {
    if proxyMoved[p] { return }
    let shape = proxies[p].shape
    if shape < 0 || shapes[Int(shape)].filter.collidesWithNothing { return }
    proxyMoved[p] = true
    moveBuffer.append(Int32(p))
  }

  /// Recomputes a body's proxy boxes at its current pose; moves a leaf (swept box plus
  /// margin) and queues it for pairs when its fat box no longer contains the box swept over
  /// the next step, as the end-of-step refit does. With `force` (``setTransform(of:position:angle:)``)
  /// the leaf of a shape that can collide is moved even when it still fits, as it always was:
  /// the re-centred fat box decides which pairs exist and when, and so the contacts' order.
  ///
  /// Design note: the leaf of a shape whose filter collides with nothing
  /// (``CollisionFilter/collidesWithNothing``) stays put while it fits, even with `force`: it
  /// has no pairs, so its fat box only serves the world's queries, and those test the tight
  /// box (updated here) after the fat-box test. Such a leaf is parked (DynamicTree's design
  /// note), so when it does not fit, moving it only stores the new fat box: no tree surgery.
  ///
  /// `xf` and `shapeList` are the body's transform and shape list (`sims[bi]`), which the
  /// caller has in hand.
  /// - Complexity: O(children) when no leaf moves, plus O(log n) per moved leaf in the
  ///   hierarchy (O(1) per parked leaf).
  ///
  /// The caller tries ``refreshSoleParkedBox(_:xf:shapeList:)`` first.
  func refreshProxies(_ bi: Int, xf: Transform, shapeList: Int32, force: Bool) {
    // The step and the margin, the body's velocity.
    let (dt, marginPoints) = (configuration.stepDuration, configuration.aabbMargin)
    let m = marginPoints * PhysicsUnits.metersPerPoint
    let sweep = dt * states[bi].v
    var s = shapeList
    while s != -1 {
      let sh = shapes[Int(s)]
      let parked = sh.filter.collidesWithNothing
      for c in 0..<Int(sh.childCount) {
        let p = Int(sh.proxyStart) + c
        // The record is in hand: skip childAABB's second read of it (same arithmetic).
        // The pool read in place (a local copy of it cost a retain and a release per call).
        let box = Self.tightBox(sh, child: c, xf) { vertexPool[$0] }
        let swept = box.swept(by: sweep)
        // The tight box and, when the leaf moves, its tree index, in one access to the proxy.
        let leaf = proxies[p].setBox(box)
        if (force && !parked) || !proxyFatBoxes[p].contains(swept) {
          let fat = swept.expanded(by: m)
          tree.move(leaf: leaf, to: fat)
          proxyFatBoxes[p] = fat
          // markMoved would return at once for a parked proxy: skip its three reads.
          if !parked { markMoved(p) }
        }
      }
      s = sh.nextOnBody
    }
  }
}

extension PhysicsWorld {
  /// ``refreshProxies(_:xf:shapeList:force:)`` for a body whose only shape is a polygon that
  /// collides with nothing and moves by plain addition (``ShapeRecord/translatesExactly``), at
  /// an unrotated transform: the springy list's cells, placed every frame. The same arithmetic
  /// in the same order as the general loop (whose `force` does not apply to a parked leaf, and
  /// which does not queue one for pairs), without the loop over shapes and children; returns
  /// `false`, having changed nothing, for any other body or transform.
  /// - Complexity: O(1).
  @inline(__always)
  func refreshSoleParkedBox(_ bi: Int, xf: Transform, shapeList s: Int32) -> Bool {
    guard s >= 0, xf.q.c == 1, xf.q.s == 0, refreshesSoleParkedBoxes else { return false }
    let sh = shapes[Int(s)]
    guard sh.nextOnBody == -1, sh.childCount == 1, sh.translatesExactly, sh.filter.collidesWithNothing else {
      return false
    }
    let sweep = configuration.stepDuration * states[bi].v
    let box = sh.translatedBox(xf.p)
    let swept = box.swept(by: sweep)
    let p = Int(sh.proxyStart)
    let leaf = proxies[p].setBox(box)
    if !proxyFatBoxes[p].contains(swept) {
      let fat = swept.expanded(by: configuration.aabbMargin * PhysicsUnits.metersPerPoint)
      tree.move(leaf: leaf, to: fat)
      proxyFatBoxes[p] = fat
    }
    return true
  }
}

extension Proxy {
  /// Stores the tight box and returns the tree leaf (one access to the proxy for both).
  @inline(__always) mutating func setBox(_ box: AABB) -> Int32 {
    aabb = box
    return treeLeaf
  }
}
