import TrellisPhysics

extension DynamicAnimator {
  /// Moves the simulation forward by `seconds`.
  ///
  /// Time accumulates and whole physics steps of `stepDuration` run; the remainder carries
  /// over. Each step: sync changed behaviors, apply per-step forces (instantaneous pushes,
  /// fields, offset pushes), step the world, report contacts to collision delegates, write
  /// centres and rotations back to the items, then run every behavior's `action`. After the
  /// steps, a layout's animator invalidates its layout if items moved. A paused animator does
  /// nothing. Zero does nothing; negative and NaN `seconds` are ignored, and `+∞` or anything
  /// longer than `maximumAdvance` (10 s) runs `maximumAdvance`; both are recorded in `lastError`.
  ///
  /// UIKit difference: UIKit's display link never hands over more than a frame; here one call
  /// simulates at most `maximumAdvance` seconds (1,200 steps), so it always returns.
  /// - Complexity: O(steps × (items + physics step)), at most 1,200 steps.
  public func advance(by seconds: TimeInterval) {
    guard seconds > 0 else {
      if seconds != 0 {
        lastError = .outOfRange(
          parameter: "advance(by:) seconds", value: seconds, allowed: "finite and ≥ 0 (it was ignored)")
      }
      return
    }
    var seconds = seconds
    if seconds > Self.maximumAdvance {
      lastError = .outOfRange(
        parameter: "advance(by:) seconds", value: seconds,
        allowed: "at most \(Self.maximumAdvance) per call (\(Self.maximumAdvance) s were simulated)")
      seconds = Self.maximumAdvance
    }
    hookCollectionViewIfNeeded()
    guard isRunning else { return }
    accumulator += seconds
    let h = stepDuration
    var moved = false
    while accumulator >= h * (1 - 1e-9) {
      accumulator -= h
      if step(h) { moved = true }
      if !isRunning { break }
    }
    if accumulator < 0 { accumulator = 0 }
    if moved { invalidateLayoutForMovedItems() }
  }

  /// The most simulated time one `advance(by:)` runs: 10 seconds (1,200 steps of 1/120 s).
  public static let maximumAdvance: TimeInterval = 10

  /// One fixed step; returns whether any item moved.
  func step(_ h: Double) -> Bool {
    syncIfNeeded()
    updateSleepPermissions()
    var pending = false
    // Plain attachments apply no per-step forces (`applyForces` is internal, so no subclass
    // elsewhere overrides it, and `flatIsAttachmentsOnly` admits no subclass anyway).
    if !flatIsAttachmentsOnly {
      for b in flat {
        b.applyForces(in: self, dt: h)
        if let p = b as? PushBehavior, p.mode == .instantaneous, p.active { pending = true }
      }
    }
    world.step()
    elapsedTime += h
    reportContacts()
    let moved = writeBack()
    // No behavior has an action when all are plain attachments and none of them has one (the
    // loop would load and call every behavior's `action` getter for nothing).
    if !flatIsAttachmentsOnly || attachmentsWithAction != 0 {
      for b in flat { b.action?() }
    }
    if !pending && !needsSync && world.awakeBodyCount == 0 {
      pause()
    }
    return moved
  }

  /// Lets an item sleep only when no spring or snap is still stretched by more than
  /// `DynamicAnimator.restTolerance` (the engine's sleep test looks at speeds only: a slow
  /// spring near a turning point would otherwise freeze away from rest).
  func updateSleepPermissions() {
    for r in records.indices { records[r].restless = false }
    if flatIsAttachmentsOnly {
      // Every behavior is exactly an `AttachmentBehavior` (checked by the last full sync and
      // kept by the incremental one), whose `markRestless(in:)` is `markRestlessDirectly(in:)`:
      // called directly, on a reference borrowed from `flat` (no retain and release of each
      // behavior). `flat` keeps every behavior alive meanwhile: that call runs no code that
      // could change the behaviors (see `markRestlessDirectly(in:)`).
      for i in flat.indices {
        withBorrowed(Unmanaged.passUnretained(unsafeDowncast(flat[i], to: AttachmentBehavior.self))) {
          $0.markRestlessDirectly(in: self)
        }
      }
    } else {
      for b in flat { b.markRestless(in: self) }
    }
    for r in records.indices where records[r].restless != records[r].sleepBlocked {
      records[r].sleepBlocked = records[r].restless
      try? world.setAllowsSleep(!records[r].restless, of: records[r].body)
    }
  }

  /// Copies body poses to the items that moved; freezes escaped items.
  func writeBack() -> Bool {
    var moved = false
    // The weak reference loaded once for both uses.
    let layout = collectionViewLayout
    let escapeRect = escapeBounds(referenceBounds(of: layout))
    let notesMoves = layout != nil
    for r in records.indices {
      let body = records[r].body
      // Awake, position and angle with one check of the id (three calls checked it three times).
      guard let state = world.awakeAndPose(of: body) else { continue }
      let awake = state.isAwake
      if !awake && !justSlept(body) { continue }
      let p = state.position
      let angle = state.angle
      guard Self.isFinitePose(p, angle) else { continue }
      if let plain = records[r].plainAttributes {
        // Borrowed, not retained: the record keeps the attributes alive, and nothing in
        // `writePose` can remove the record (plain attributes' setters and getters only store
        // and load their values; the rest is this animator's own bookkeeping).
        let wrote = withBorrowed(plain) { writePose(r, p, angle, to: $0, notesMoves: notesMoves) }
        if wrote { moved = true }
      } else if writePose(r, p, angle, to: records[r].item, notesMoves: notesMoves) {
        moved = true
      }
      if awake, let rect = escapeRect, !records[r].isHeld, hasEscaped(r, p, rect) {
        records[r].escaped = true
        mayHaveEscapedRecords = true
        try? world.setAwake(false, of: body)
      }
    }
    return moved
  }

  /// `p.x.isFinite && p.y.isFinite && angle.isFinite` with one branch: x · 0 is ±0 for finite x
  /// and NaN for ±∞ and NaN, so the sum is 0 (−0 == 0) exactly when all three are finite.
  @inline(__always)
  static func isFinitePose(_ p: CGPoint, _ angle: Double) -> Bool {
    Double(p.x) * 0 + Double(p.y) * 0 + angle * 0 == 0
  }

  /// Writes body position `p` and `angle` to record `r`'s item (`item`) where they changed, noting
  /// the item as moved for a layout's invalidation; returns whether anything was written.
  @inline(__always)
  private func writePose<Item: DynamicItem>(
    _ r: Int, _ p: CGPoint, _ angle: Double, to item: Item, notesMoves: Bool
  ) -> Bool {
    var wrote = false
    if p != records[r].lastCenter {
      item.center = p
      records[r].lastCenter = p
      wrote = true
      if notesMoves { noteMoved(r, item: item) }
    }
    if angle != records[r].lastAngle {
      item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
      records[r].lastAngle = angle
      wrote = true
      if notesMoves { noteMoved(r, item: item) }
    }
    return wrote
  }

  private func justSlept(_ body: BodyID) -> Bool {
    for e in world.sleepEvents where e.body == body && !e.isAwake { return true }
    return false
  }

  /// The rectangle outside which (by `escapeMargin`) a free item counts as gone: the union of
  /// the reference bounds (`referenceBounds`) and every boundary. `nil` when there is no
  /// reference area.
  private func escapeBounds(_ referenceBounds: CGRect) -> CGRect? {
    var rect = referenceBounds
    guard rect.width > 0, rect.height > 0, escapeMargin.isFinite, escapeMargin >= 0 else { return nil }
    for c in collisionBehaviors {
      if let b = c.boundaryBody, let box = try? world.bounds(of: b), !box.isNull { rect = rect.union(box) }
    }
    return rect.insetBy(dx: -escapeMargin, dy: -escapeMargin)
  }

  /// Whether an item outside `rect` is moving away along an axis where neither its velocity
  /// nor its gravity can bring it back.
  private func hasEscaped(_ r: Int, _ p: CGPoint, _ rect: CGRect) -> Bool {
    let radius = records[r].radius
    guard
      p.x + radius < rect.minX || p.x - radius > rect.maxX || p.y + radius < rect.minY
        || p.y - radius > rect.maxY
    else { return false }
    guard let v = try? world.linearVelocity(of: records[r].body) else { return false }
    let g = records[r].gravity
    if p.x + radius < rect.minX && v.dx <= 0 && g.dx <= 0 { return true }
    if p.x - radius > rect.maxX && v.dx >= 0 && g.dx >= 0 { return true }
    if p.y + radius < rect.minY && v.dy <= 0 && g.dy <= 0 { return true }
    if p.y - radius > rect.maxY && v.dy >= 0 && g.dy >= 0 { return true }
    return false
  }

  /// Sends contact begin/end events of the last step to the collision behaviors' delegates.
  func reportContacts() {
    guard !world.contactEvents.isEmpty else { return }
    for e in world.contactEvents {
      let oa = owner(of: e.bodyA)
      let ob = owner(of: e.bodyB)
      switch (oa, ob) {
      case (.item(let i), .item(let j)):
        guard i < records.count, j < records.count else { continue }
        for s in records[i].collisionSet where records[j].collisionSet.contains(s) {
          let c = collisionBehaviors[s]
          guard c.collisionMode.contains(.items), let d = c.collisionDelegate else { continue }
          if e.kind == .began {
            d.collisionBehavior(c, beganContactFor: records[i].item, with: records[j].item, at: e.point)
          } else {
            d.collisionBehavior(c, endedContactFor: records[i].item, with: records[j].item)
          }
        }
      case (.item(let i), .boundaries(let s)), (.boundaries(let s), .item(let i)):
        guard i < records.count, s < collisionBehaviors.count else { continue }
        let c = collisionBehaviors[s]
        guard let d = c.collisionDelegate else { continue }
        let userData = oa == .item(i) ? e.userDataB : e.userDataA
        let identifier = c.identifier(forUserData: userData)
        if e.kind == .began {
          d.collisionBehavior(
            c, beganContactFor: records[i].item, withBoundaryIdentifier: identifier, at: e.point)
        } else {
          d.collisionBehavior(c, endedContactFor: records[i].item, withBoundaryIdentifier: identifier)
        }
      default:
        continue
      }
    }
  }
}
