/// A structural change found by the narrowphase, applied after the parallel-free hot loop.
struct CollideAction {
  enum Kind: UInt8 {
    case destroy
    case touchChanged
    case wake
  }
  var kind: Kind
  var contact: Int32
}

/// A contact the narrowphase left with manifold points: its key for the solve, and whether
/// both its bodies slept (the narrowphase skipped it; the solve takes it only if something woke
/// one of them since). A contact the narrowphase updated had an awake body, and nothing puts a
/// body to sleep before the solve, so the solve takes it without looking at the bodies again.
struct ManifoldContact {
  var key: ContactKey
  var wasAsleep: Bool
}

extension PhysicsWorld {
  /// Whether a manifold point is near (within `spec`) or approaching fast enough to arrive
  /// within the step.
  ///
  /// Performance note: a static function of values rather than a local closure over the
  /// mutable manifold, which cost a runtime exclusivity check per call.
  @inline(__always)
  static func keepsPoint(
    _ p: ManifoldPoint, _ normal: Vec2, _ vA: Vec2, _ wA: Double, _ vB: Vec2, _ wB: Double, spec: Double,
    dt: Double
  ) -> Bool {
    if p.separation <= spec { return true }
    let dv = (vB + cross(wB, p.anchorB)) - (vA + cross(wA, p.anchorA))
    let approach = -dv.dot(normal)
    return p.separation <= spec + max(0, approach) * dt
  }

  /// Whether boxes `a` and `b` are more than `margin` apart along x or along y.
  ///
  /// The distance between two shapes is at least the gap between their boxes on either axis, so
  /// when this holds no pair of points is within `margin`.
  @inline(__always)
  static func boxesApart(_ a: AABB, _ b: AABB, _ margin: Double) -> Bool {
    b.lower.x - a.upper.x > margin || a.lower.x - b.upper.x > margin || b.lower.y - a.upper.y > margin
      || a.lower.y - b.upper.y > margin
  }

  /// The narrowphase: refreshes the manifold of every contact with an awake body, destroys
  /// contacts whose fat boxes separated, and records begin/end events.
  ///
  /// Design note (continuous collision): each manifold keeps points up to
  /// `speculativeDistance + approach speed × dt` apart, where the approach speed is measured
  /// at the point along the normal. The solver lets such a point close its gap within the step
  /// but no further, so a body at any speed (up to the speed cap) stops at the surface it would
  /// otherwise pass through. Fat boxes are swept by the velocity over the step so the contact
  /// exists one step ahead.
  ///
  /// Design note (box pre-test): the fat boxes of falling or sliding neighbours overlap long
  /// before their shapes meet (each fat box holds the motion over the next step plus a margin),
  /// so most contacts are between shapes far apart. A contact whose tight boxes are more than
  /// `margin` apart on an axis gets an empty manifold without running the narrowphase, as
  /// Box2D v3 skips the manifold of contacts whose boxes are apart (`b2UpdateContact`, read for
  /// the idea). `margin` bounds how far any two points of the pair can approach within the step,
  /// so no reachable point is lost; the narrowphase itself could still have kept a speculative
  /// point there (its separation is measured along a face normal, which underestimates the
  /// distance of two corners), and such a point only ever stopped the bodies short of a gap they
  /// could not close this step.
  ///
  /// Performance note: the hot loop works on arrays moved out of the object (no exclusivity
  /// checks, no struct copies) and only records structural changes; they are applied
  /// afterwards in contact order, so the result equals a straightforward sequential loop.
  func collide(dt: Double) {
    let spec = configuration.speculativeDistance * PhysicsUnits.metersPerPoint
    let slop = touchSlop
    var actions: [CollideAction] = []
    swap(&actions, &collideActions)
    actions.removeAll(keepingCapacity: true)
    var cs: [ContactRecord] = []
    swap(&cs, &contacts)
    let sm = sims
    let st = states
    let sh = shapes
    let fatBoxes = proxyFatBoxes
    let px = proxies
    var caches: [ManifoldCache] = []
    swap(&caches, &manifoldCaches)
    if caches.count < cs.count {
      caches.append(contentsOf: repeatElement(ManifoldCache(), count: cs.count - caches.count))
    }
    let reuse = reusesManifolds
    var computed = 0
    var reused = 0
    // The contacts left with manifold points, ascending (see `manifoldContacts`).
    var listed: [ManifoldContact] = []
    cs.withUnsafeMutableBufferPointer { cs in
      caches.withUnsafeMutableBufferPointer { caches in
        sm.withUnsafeBufferPointer { sims in
          st.withUnsafeBufferPointer { states in
            sh.withUnsafeBufferPointer { shapes in
              fatBoxes.withUnsafeBufferPointer { fat in
                px.withUnsafeBufferPointer { px in
                  vertexPool.withUnsafeBufferPointer { verts in
                    normalPool.withUnsafeBufferPointer { norms in
                      let verts = verts.baseAddress!
                      let norms = norms.baseAddress!
                      listed = [ManifoldContact](unsafeUninitializedCapacity: cs.count) { list, listedCount in
                        var k = 0
                        for ci in 0..<cs.count {
                          let c = cs.baseAddress! + ci
                          // The records come in order, but the bodies, states and boxes they
                          // name do not: ask for those of the contact `prefetchDistance` ahead
                          // (docs/architecture.md, "Prefetching").
                          // The record itself, twice as far ahead: the fields read below for
                          // the contact `prefetchDistance` ahead must already be here.
                          if ci + 2 * prefetchDistance < cs.count {
                            prefetch(UnsafePointer(c + 2 * prefetchDistance))
                          }
                          if ci + prefetchDistance < cs.count {
                            let next = c + prefetchDistance
                            if next.pointee.isAlive {
                              prefetch(sims.baseAddress! + Int(next.pointee.bodyA))
                              prefetch(sims.baseAddress! + Int(next.pointee.bodyB))
                              prefetch(states.baseAddress! + Int(next.pointee.bodyA))
                              prefetch(states.baseAddress! + Int(next.pointee.bodyB))
                              prefetch(fat.baseAddress! + Int(next.pointee.proxyA))
                              prefetch(fat.baseAddress! + Int(next.pointee.proxyB))
                              prefetch(px.baseAddress! + Int(next.pointee.proxyA))
                              prefetch(px.baseAddress! + Int(next.pointee.proxyB))
                              if next.pointee.manifoldCacheKind != .none {
                                prefetch(UnsafePointer(caches.baseAddress! + ci + prefetchDistance))
                              } else {
                                prefetch(shapes.baseAddress! + Int(next.pointee.shapeA))
                                prefetch(shapes.baseAddress! + Int(next.pointee.shapeB))
                              }
                            }
                          }
                          if !c.pointee.isAlive { continue }
                          let bA = Int(c.pointee.bodyA)
                          let bB = Int(c.pointee.bodyB)
                          let awakeA = sims[bA].isAwake
                          let awakeB = sims[bB].isAwake
                          if !awakeA && !awakeB {
                            // Asleep: the manifold stays, and a joint may wake the pair before the solve.
                            if c.pointee.manifold.pointCount != 0 {
                              list[k] = ManifoldContact(
                                key: ContactKey(contact: Int32(ci), a: Int32(bA), b: Int32(bB)),
                                wasAsleep: true
                              )
                              k += 1
                            }
                            continue
                          }
                          let fatA = fat[Int(c.pointee.proxyA)]
                          let fatB = fat[Int(c.pointee.proxyB)]
                          if !fatA.overlaps(fatB) {
                            actions.append(CollideAction(kind: .destroy, contact: Int32(ci)))
                            continue
                          }
                          let xfA = sims[bA].xf
                          let xfB = sims[bB].xf
                          let comA = sims[bA].center
                          let comB = sims[bB].center
                          let vA = states[bA].v
                          let wA = states[bA].w
                          let vB = states[bB].v
                          let wB = states[bB].w
                          // Largest possible approach: relative speed plus rotation at the extents.
                          let reach =
                            (vB - vA).length + abs(wA) * sims[bA].maxExtent + abs(wB) * sims[bB].maxExtent
                          let margin = spec + reach * dt
                          // Tight boxes further apart than the margin on either axis: no point can
                          // come within the margin, so the manifold is empty (see the design note).
                          if Self.boxesApart(
                            px[Int(c.pointee.proxyA)].aabb, px[Int(c.pointee.proxyB)].aabb, margin)
                          {
                            // An empty manifold stays as it is (nothing reads past `pointCount`,
                            // and its normal only reaches events of touching contacts): no store
                            // of the whole record for the many contacts that stay apart.
                            if c.pointee.manifold.pointCount != 0 || c.pointee.isTouching {
                              c.pointee.manifold = Manifold()
                            }
                            if c.pointee.isTouching {
                              actions.append(CollideAction(kind: .touchChanged, contact: Int32(ci)))
                            }
                            continue
                          }
                          var m: Manifold
                          // A polygon pair reuses its clipped points while it barely moves
                          // relative to itself, and its separation while that still exceeds the
                          // margin (see `ManifoldCache`); a contact with a cache is a polygon
                          // pair, so its shapes are not read.
                          let cache = caches.baseAddress! + ci
                          let (relP, relQ) = ManifoldCache.relativePose(xfA, xfB)
                          let kind = reuse ? c.pointee.manifoldCacheKind : .none
                          if (kind == .points || kind == .flippedPoints)
                            && cache.pointee.admits(relativePosition: relP, relativeRotation: relQ)
                          {
                            let clip = cache.pointee.refreshed(xfA, xfB, flip: kind == .flippedPoints)
                            m = Collide.manifold(from: clip, comA, comB, margin: margin)
                            reused += 1
                          } else if (kind == .separatedOnA || kind == .separatedOnB)
                            && cache.pointee.staysSeparated(
                              relativePosition: relP, relativeRotation: relQ, onB: kind == .separatedOnB,
                              margin: margin)
                          {
                            m = Manifold()
                            reused += 1
                          } else {
                            let sa = shapes.baseAddress! + Int(c.pointee.shapeA)
                            let sb = shapes.baseAddress! + Int(c.pointee.shapeB)
                            @inline(__always) func view(
                              _ s: UnsafePointer<ShapeRecord>, _ child: Int32
                            ) -> ConvexView {
                              if s.pointee.kind == .polygon {
                                let o = Int(s.pointee.vertexStart)
                                return ConvexView(
                                  vertices: verts + o, normals: norms + o, count: Int(s.pointee.vertexCount))
                              }
                              let o = Int(s.pointee.vertexStart) + 2 * Int(child)
                              return ConvexView(vertices: verts + o, normals: norms + o, count: 2)
                            }
                            if sa.pointee.kind == .circle {
                              // Both circles (polygon–circle pairs are ordered polygon first).
                              m = Collide.circles(
                                sa.pointee.center, sa.pointee.radius, xfA, comA, sb.pointee.center,
                                sb.pointee.radius, xfB,
                                comB, margin: margin)
                            } else if sb.pointee.kind == .circle {
                              m = Collide.polygonCircle(
                                view(sa, c.pointee.childA), xfA, comA, sb.pointee.center, sb.pointee.radius,
                                xfB,
                                comB,
                                margin: margin)
                            } else {
                              let viewA = view(sa, c.pointee.childA)
                              let viewB = view(sb, c.pointee.childB)
                              let clip = Collide.polygonClip(viewA, xfA, viewB, xfB, margin: margin)
                              computed += 1
                              if clip.count > 0 {
                                c.pointee.manifoldCacheKind = clip.flip ? .flippedPoints : .points
                                cache.pointee = ManifoldCache(
                                  clip, xfA, xfB, relativePosition: relP, relativeRotation: relQ,
                                  radiusB: ManifoldCache.radius(of: viewB))
                              } else if clip.separation > margin {
                                c.pointee.manifoldCacheKind =
                                  clip.separatedOnB ? .separatedOnB : .separatedOnA
                                cache.pointee = ManifoldCache(
                                  separatedBy: clip.separation, relativePosition: relP,
                                  relativeRotation: relQ,
                                  radius: ManifoldCache.radius(of: clip.separatedOnB ? viewA : viewB))
                              } else {
                                c.pointee.manifoldCacheKind = .none
                              }
                              m = Collide.manifold(from: clip, comA, comB, margin: margin)
                            }
                          }
                          // Keep only points that are near, or approaching fast enough to arrive this step.
                          if m.pointCount > 0 {
                            let n = m.normal
                            let k0 = Self.keepsPoint(m.p0, n, vA, wA, vB, wB, spec: spec, dt: dt)
                            let k1 =
                              m.pointCount > 1 && Self.keepsPoint(m.p1, n, vA, wA, vB, wB, spec: spec, dt: dt)
                            if !k0 {
                              m.p0 = m.p1
                              m.pointCount = k1 ? 1 : 0
                            } else if m.pointCount > 1 && !k1 {
                              m.pointCount = 1
                            }
                          }
                          // Warm starting: carry impulses over by feature id.
                          let oldCount = c.pointee.manifold.pointCount
                          @inline(__always) func match(_ p: inout ManifoldPoint) {
                            if oldCount > 0 && c.pointee.manifold.p0.id == p.id {
                              p.normalImpulse = c.pointee.manifold.p0.normalImpulse
                              p.tangentImpulse = c.pointee.manifold.p0.tangentImpulse
                            } else if oldCount > 1 && c.pointee.manifold.p1.id == p.id {
                              p.normalImpulse = c.pointee.manifold.p1.normalImpulse
                              p.tangentImpulse = c.pointee.manifold.p1.tangentImpulse
                            }
                          }
                          if m.pointCount > 0 { match(&m.p0) }
                          if m.pointCount > 1 { match(&m.p1) }
                          let touching =
                            (m.pointCount > 0 && m.p0.separation < slop)
                            || (m.pointCount > 1 && m.p1.separation < slop)
                          c.pointee.manifold = m
                          if m.pointCount > 0 {
                            list[k] = ManifoldContact(
                              key: ContactKey(contact: Int32(ci), a: Int32(bA), b: Int32(bB)),
                              wasAsleep: false)
                            k += 1
                          }
                          if touching != c.pointee.isTouching {
                            actions.append(CollideAction(kind: .touchChanged, contact: Int32(ci)))
                          }
                          if m.pointCount > 0
                            && (!awakeA && sims[bA].type != .static || !awakeB && sims[bB].type != .static)
                          {
                            actions.append(CollideAction(kind: .wake, contact: Int32(ci)))
                          }
                        }
                        listedCount = k
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    swap(&cs, &contacts)
    swap(&caches, &manifoldCaches)
    polygonManifoldCounts = (computed, reused)
    manifoldContacts = listed
    // Apply the structural changes in contact order.
    for action in actions {
      let ci = Int(action.contact)
      switch action.kind {
      case .destroy:
        destroyContact(ci, reportEnd: true)
      case .touchChanged:
        let touching = !contacts[ci].isTouching
        contacts[ci].isTouching = touching
        if contacts[ci].enableEvents { appendEvent(touching ? .began : .ended, contacts[ci]) }
      case .wake:
        // Something may hit a sleeping body: wake its island before solving.
        let a = Int(contacts[ci].bodyA)
        let b = Int(contacts[ci].bodyB)
        if !sims[a].isAwake && sims[a].type != .static { wake(a) }
        if !sims[b].isAwake && sims[b].type != .static { wake(b) }
      }
    }
    swap(&actions, &collideActions)
  }
}
