import TrellisPhysics

// Sync: bringing the physics world in line with the behavior tree. Runs before a step or a
// query whenever something changed. Every loop that decides an order runs over arrays in
// behavior order (pre-order) and item order, never over a dictionary.

extension DynamicAnimator {
  /// Rebuilds item bodies, item properties, collision sets and the behaviors' physics objects
  /// if anything changed since the last sync.
  ///
  /// When the only changes are plain attachments added and removed (the springy layout's
  /// tiling), the sync is incremental (`syncIncrementally()`) with the same outcome.
  /// - Complexity: O(behaviors + items · behaviors per item); O(items + changed behaviors)
  ///   when incremental.
  func syncIfNeeded() {
    let bounds = referenceBounds
    if bounds != lastReferenceBounds {
      lastReferenceBounds = bounds
      needsSync = true
      needsFullSync = true
    }
    guard needsSync else { return }
    needsSync = false
    if !needsFullSync && syncIncrementally() {
      addedSinceSync.removeAll(keepingCapacity: true)
      removedSinceSync.removeAll(keepingCapacity: true)
      return
    }
    needsFullSync = false
    addedSinceSync.removeAll(keepingCapacity: true)
    removedSinceSync.removeAll(keepingCapacity: true)
    syncStamp += 1

    flat.removeAll(keepingCapacity: true)
    for b in topBehaviors { flatten(b) }
    flatIsAttachmentsOnly = flat.allSatisfy {
      type(of: $0) == AttachmentBehavior.self && $0.childBehaviors.isEmpty
    }
    collisionBehaviors.removeAll(keepingCapacity: true)
    for b in flat {
      if let c = b as? CollisionBehavior {
        c.slot = collisionBehaviors.count
        collisionBehaviors.append(c)
      }
    }

    // 1. Bodies for every item named by a behavior, in first-seen order.
    hasUnrecordedItems = false
    for r in records.indices { records[r].references = 0 }
    for b in flat {
      for item in b.items { touchRecord(item) }
    }
    // 2. Drop items no behavior names any more.
    if records.contains(where: { $0.stamp != syncStamp }) { removeStaleRecords() }

    // 3. Properties.
    var props = [ItemProperties](repeating: ItemProperties(), count: records.count)
    var gravity = [CGVector](repeating: .zero, count: records.count)
    var push = [CGVector](repeating: .zero, count: records.count)
    var held = [Bool](repeating: false, count: records.count)
    var sets = [[Int]](repeating: [], count: records.count)
    for b in flat {
      switch b {
      case let g as GravityBehavior:
        let a = g.acceleration
        for item in g.items {
          if let r = record(for: item) { gravity[r].dx += a.dx; gravity[r].dy += a.dy }
        }
      case let c as CollisionBehavior:
        for item in c.items {
          if let r = record(for: item), sets[r].last != c.slot { sets[r].append(c.slot) }
        }
      case let d as DynamicItemBehavior:
        for item in d.items {
          if let r = record(for: item) { props[r] = d.properties }
        }
      case let p as PushBehavior:
        for item in p.items {
          guard let r = record(for: item) else { continue }
          held[r] = true
          if p.mode == .continuous, p.active, p.targetOffset(for: item) == .zero {
            let f = p.force
            push[r].dx += f.dx
            push[r].dy += f.dy
          }
        }
      default:
        if b.holdsItems {
          for item in b.items { if let r = record(for: item) { held[r] = true } }
        }
      }
    }
    for r in records.indices {
      apply(props[r], gravity: gravity[r], push: push[r], to: r)
      records[r].isHeld = held[r]
      records[r].escaped = false
      var groups: UInt64 = 0
      for s in sets[r] { groups |= 1 << UInt64(s % 64) }
      if sets[r] != records[r].collisionSet || groups != records[r].groups {
        records[r].collisionSet = sets[r]
        records[r].groups = groups
        var filter = CollisionFilter(categoryBits: 0x1)
        filter.groups = groups
        try? world.setFilter(filter, for: records[r].shape)
      }
    }

    // 4. The behaviors' own physics objects (joints, boundaries).
    for b in flat { b.install(in: self) }
    rebuildElementIndex()
  }

  private func flatten(_ b: DynamicBehavior) {
    flat.append(b)
    for c in b.childBehaviors { flatten(c) }
  }

  /// Makes sure the item has a body, stamps it as used and counts the reference.
  func touchRecord(_ item: DynamicItem) {
    let key = ObjectIdentifier(item)
    if let r = recordIndex[key] {
      records[r].stamp = syncStamp
      records[r].references += 1
      return
    }
    guard (try? Validate.item(item)) != nil else {
      hasUnrecordedItems = true
      return
    }
    let center = item.center
    let angle = DynamicAnimator.angle(of: item.transform)
    let def = BodyDefinition(type: .dynamic, position: center, angle: angle)
    guard let body = try? world.createBody(def) else {
      hasUnrecordedItems = true
      return
    }
    let size = item.bounds.size
    guard
      let shape = try? world.addShape(
        DynamicAnimator.geometry(of: item), to: body, ShapeDefinition(filter: CollisionFilter(groups: 0)))
    else {
      try? world.destroyBody(body)
      hasUnrecordedItems = true
      return
    }
    let attributes = item as? CollectionViewLayoutAttributes
    var plain: Unmanaged<CollectionViewLayoutAttributes>?
    if let attributes, type(of: attributes) == CollectionViewLayoutAttributes.self {
      plain = Unmanaged.passUnretained(attributes)
    }
    let boundsType = item.collisionBoundsType
    let serial = nextSerial
    nextSerial += 1
    Self.keepSparse(&recordIndex, count: records.count + 1)
    recordIndex[key] = records.count
    setOwner(.item(records.count), of: body)
    // Made in the append (no local copy of the record to copy in and destroy).
    records.append(
      ItemRecord(
        key: key, body: body, attributes: attributes, plainAttributes: plain, size: size, lastCenter: center,
        lastAngle: angle, boundsType: boundsType,
        radius: (size.width * size.width + size.height * size.height).squareRoot() / 2, item: item,
        shape: shape,
        serial: serial, stamp: syncStamp, references: 1))
  }

  private func removeStaleRecords() {
    // A new item may now be noted as moved at an old item's index path.
    if !movedCells.isEmpty || !movedSupplementary.isEmpty || !movedDecorations.isEmpty {
      movedNeedsDedupe = true
    }
    var kept: [ItemRecord] = []
    kept.reserveCapacity(records.count)
    for rec in records {
      if rec.stamp == syncStamp {
        kept.append(rec)
      } else {
        setOwner(.none, of: rec.body)
        try? world.destroyBody(rec.body)
      }
    }
    records = kept
    lastRemovalRuns.removeAll()
    recordIndex.removeAll(keepingCapacity: true)
    for i in records.indices {
      recordIndex[records[i].key] = i
      setOwner(.item(i), of: records[i].body)
    }
  }

  /// The physics shape for an item's collision bounds (points, body-local).
  static func geometry(of item: DynamicItem) -> ShapeGeometry {
    let size = item.bounds.size
    switch item.collisionBoundsType {
    case .rectangle: return .box(size: size)
    case .ellipse: return .ellipse(size: size)
    case .path: return .polygon(item.collisionBoundingPath?.points ?? [])
    }
  }

  /// Replaces an item's shape after its size or bounds type changed.
  func rebuildShape(_ r: Int) {
    let item = records[r].item
    let p = records[r].applied
    var filter = CollisionFilter(categoryBits: 0x1)
    filter.groups = records[r].groups
    let def = ShapeDefinition(
      density: Double(p.density), friction: Double(p.friction), restitution: Double(p.elasticity),
      filter: filter)
    guard let shape = try? world.addShape(DynamicAnimator.geometry(of: item), to: records[r].body, def) else {
      return
    }
    try? world.removeShape(records[r].shape)
    records[r].shape = shape
    records[r].size = item.bounds.size
    records[r].boundsType = item.collisionBoundsType
    let s = records[r].size
    records[r].radius = (s.width * s.width + s.height * s.height).squareRoot() / 2
  }

  /// Applies changed properties, gravity and constant push to a body.
  private func apply(_ p: ItemProperties, gravity: CGVector, push: CGVector, to r: Int) {
    let rec = records[r]
    let body = rec.body
    let old = rec.applied
    if p.isAnchored != old.isAnchored {
      try? world.setType(p.isAnchored ? .kinematic : .dynamic, of: body)
      if p.isAnchored {
        try? world.setLinearVelocity(.zero, of: body)
        try? world.setAngularVelocity(0, of: body)
      }
    }
    if p.density != old.density { try? world.setDensity(Double(p.density), of: rec.shape) }
    if p.friction != old.friction { try? world.setFriction(Double(p.friction), of: rec.shape) }
    if p.elasticity != old.elasticity { try? world.setRestitution(Double(p.elasticity), of: rec.shape) }
    if p.resistance != old.resistance { try? world.setLinearDamping(Double(p.resistance), of: body) }
    if p.angularResistance != old.angularResistance {
      try? world.setAngularDamping(Double(p.angularResistance), of: body)
    }
    if p.allowsRotation != old.allowsRotation { try? world.setFixedRotation(!p.allowsRotation, of: body) }
    records[r].applied = p
    if gravity != rec.gravity {
      try? world.setAcceleration(gravity, of: body)
      records[r].gravity = gravity
    }
    if push != rec.pushForce {
      try? world.setConstantForce(push, of: body)
      records[r].pushForce = push
    }
    if rec.escaped { try? world.setAwake(true, of: body) }
  }

  /// Rebuilds the index-path lookups of layout-attribute items (a later record wins a key two
  /// records share) and each record's `indexedElement`.
  func rebuildElementIndex() {
    cellIndex.removeAll(keepingCapacity: true)
    supplementaryIndex.removeAll(keepingCapacity: true)
    decorationIndex.removeAll(keepingCapacity: true)
    elementIndexHasDuplicates = false
    for i in records.indices {
      records[i].indexedElement = nil
      guard let a = records[i].attributes else { continue }
      let element = IndexedElement(a)
      if let previous = fileElement(element, record: records[i].key), let p = recordIndex[previous] {
        records[p].indexedElement = nil
        elementIndexHasDuplicates = true
      }
      records[i].indexedElement = element
    }
  }

  // MARK: Collision rules

  /// The exact collision rule, evaluated by the physics broadphase once per new pair:
  /// two items collide when some collision behavior with `.items` in its mode holds both; an
  /// item and a boundary collide when the boundary's behavior holds the item and has
  /// `.boundaries` in its mode.
  func shapesShouldCollide(_ a: ShapeID, _ b: ShapeID) -> Bool {
    guard let ba = try? world.body(of: a), let bb = try? world.body(of: b) else { return false }
    switch (owner(of: ba), owner(of: bb)) {
    case (.item(let i), .item(let j)):
      guard i < records.count, j < records.count else { return false }
      for s in records[i].collisionSet where records[j].collisionSet.contains(s) {
        if collisionBehaviors[s].collisionMode.contains(.items) { return true }
      }
      return false
    case (.item(let i), .boundaries(let s)), (.boundaries(let s), .item(let i)):
      guard i < records.count, s < collisionBehaviors.count else { return false }
      return records[i].collisionSet.contains(s) && collisionBehaviors[s].collisionMode.contains(.boundaries)
    default:
      return false
    }
  }
}
