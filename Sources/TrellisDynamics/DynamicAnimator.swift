import TrellisPhysics

/// Runs dynamic behaviors on items: UIKit Dynamics' `UIDynamicAnimator` over TrellisPhysics.
///
/// Add behaviors with `addBehavior(_:)`; every item any behavior names gets a rigid body whose
/// pose is written back to the item's `center` and `transform` after each step. Time moves
/// only through `advance(by:)` (docs/architecture.md §4): the animator accumulates time and runs whole
/// physics steps of `stepDuration` (1/120 s, 4 sub-steps), so any `advance` granularity gives
/// the same motion.
///
/// Units (docs/architecture.md §5): points and seconds; gravity magnitude 1 = 1000 pt/s²; a 100 × 100 pt
/// item of density 1 has a mass of 1 kg and a push of magnitude 1 (1 N) accelerates it at
/// 100 pt/s².
///
/// The animator pauses by itself (`isRunning` becomes `false`, the delegate hears
/// `dynamicAnimatorDidPause(_:)`) as soon as nothing can move: every body asleep (after
/// `PhysicsConfiguration.timeToSleep`, 0.5 s, below 5 pt/s), no instantaneous push pending.
/// It resumes (`dynamicAnimatorWillResume(_:)`) when a behavior, an item or a property
/// changes. An item that has left the reference bounds (and every boundary) by more than
/// `escapeMargin` points, moving away, with nothing that can pull it back (only gravity and
/// collisions act on it), is frozen and counts as resting — so gravity on an item that fell
/// out of every collision does not keep the animator running forever.
///
/// UIKit difference: UIKit takes a reference view and runs from a display link; Trellis takes
/// `referenceBounds` and runs from `advance(by:)` (or the collection view's `advance(by:)`).
/// Bad input never traps: `addBehavior(_:)` records a `DynamicsError` in `lastError` and
/// changes nothing; `add(_:)` throws it.
@preconcurrency @MainActor
open class DynamicAnimator {
  // MARK: Public state

  /// Hears when the animator pauses and resumes.
  public weak var delegate: DynamicAnimatorDelegate?
  // Read for every item a layout moves (`resume()`), so the runtime exclusivity check is off:
  // every access is a plain read or write of the flag (no `inout` use); keep it so.
  /// Whether the animator is running (something can still move).
  @exclusivity(unchecked) public internal(set) var isRunning = false
  /// Simulated seconds the animator has run (whole steps; time while paused does not count).
  ///
  /// Read by a springy layout at every invalidation, so the runtime exclusivity check is off:
  /// a plain value, read and written with single accesses (`+=` calls nothing); keep it so.
  @exclusivity(unchecked) public internal(set) var elapsedTime: TimeInterval = 0
  /// The last input the animator or one of its behaviors rejected, with the reason.
  public internal(set) var lastError: DynamicsError?
  /// How far outside the reference bounds (and every boundary), in points, an item moving away
  /// under gravity alone must be before it counts as resting. Default 100 pt.
  ///
  /// UIKit difference: UIKit has no such rule and keeps running for items that fell away.
  @exclusivity(unchecked) public var escapeMargin: CGFloat = 100
  /// How far (points) a spring or snap may be from its rest state for its items to fall
  /// asleep: 0.5 pt.
  public static let restTolerance: CGFloat = 0.5
  /// The fixed physics step, seconds (1/120 s).
  public let stepDuration: TimeInterval = 1.0 / 120.0
  /// The highest attachment frequency the step can resolve: half the step rate (60 Hz).
  public var maximumFrequency: CGFloat { CGFloat(world.maxSpringFrequency) }

  /// The top-level behaviors, in the order they were added.
  public var behaviors: [DynamicBehavior] { topBehaviors }

  /// The rectangle that `translatesReferenceBoundsIntoBoundary` turns into walls: the bounds
  /// given at creation, or `(0, 0, collectionViewContentSize)` for a layout's animator.
  public var referenceBounds: CGRect { referenceBounds(of: collectionViewLayout) }

  /// `referenceBounds` for the caller's load of `collectionViewLayout` (`layout`).
  func referenceBounds(of layout: CollectionViewLayout?) -> CGRect {
    if let layout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
    return standaloneBounds
  }

  // Read for every behavior added and every step (`hookCollectionViewIfNeeded()`), so the
  // runtime exclusivity check is off for it: it is written once, in `init`, and every access
  // is a plain load of the weak reference (no `inout` use); keep it so.
  /// The layout whose content coordinates this animator works in, if it was made with one.
  @exclusivity(unchecked) public private(set) weak var collectionViewLayout: CollectionViewLayout?

  // MARK: Internal state

  let world: PhysicsWorld
  let standaloneBounds: CGRect
  // `topBehaviors`, `flat`, the element lookups, the moved lists, `movedNeedsDedupe`,
  // `elementIndexHasDuplicates`, the collection-view hook and `escapeMargin` are touched for
  // every spring a scrolling springy layout adds or removes, or every frame, so the runtime
  // exclusivity check (about 70 instructions an access) is off for them on the same terms as for
  // `records`: every access is instantaneous — loops iterate copies, the closures handed to
  // `allSatisfy`, `firstIndex(where:)` and `filter` read only their argument, and the only
  // `inout` uses (`removeMarked(from:)`, `keepSparse(_:count:)`) run no code that can reach the
  // animator; keep it so.
  @exclusivity(unchecked) var topBehaviors: [DynamicBehavior] = []
  /// Every behavior in the tree, pre-order (rebuilt by sync).
  @exclusivity(unchecked) var flat: [DynamicBehavior] = []
  // Read every step (the escape test's boundaries), so the runtime exclusivity check is off for
  // it on the same terms as for `records`: every access is instantaneous (the loops iterate
  // copies; the other uses read one element or append); keep it so.
  @exclusivity(unchecked) var collisionBehaviors: [CollisionBehavior] = []
  // `records`, `recordIndex` and `movedCells` are read and written several times per item per
  // frame; the runtime's exclusivity check costs about 70 instructions per access, so it is
  // off for them. That is safe because every access to them is instantaneous: no `inout`
  // argument, no mutating method that runs other code while the access lasts (checked in
  // every file of this module; keep it so — write `records[r].x = value`, never pass
  // `&records[r]` to a function that can reach the animator).
  @exclusivity(unchecked) var records: [ItemRecord] = []
  @exclusivity(unchecked) var recordIndex: [ObjectIdentifier: Int] = [:]
  /// The runs of records the last `removeUnreferencedRecords()` removed, in index order: the
  /// index just past each run (before the removal) and how many records were removed up to
  /// there. A record index remembered from before that removal is corrected by it
  /// (`indexAfterLastRemoval(_:)`); empty when the last change of the records' order was another
  /// kind (it is then of no use). Same exclusivity terms as `records`.
  @exclusivity(unchecked) var lastRemovalRuns: [(end: Int, removedThroughEnd: Int)] = []
  // The sync bookkeeping below (`needsFullSync`, `addedSinceSync`, `removedSinceSync`,
  // `bodyOwners`, `needsSync`) is touched for every spring a scrolling springy layout adds or
  // removes and for every record that moves up, so the check is off for it too, on the same
  // terms: every access is instantaneous (the loops over the two lists iterate copies).
  /// Whether the next sync must rebuild everything (`setNeedsSync()`); otherwise only the
  /// top-level behaviors added and removed since the last sync changed (see
  /// DynamicAnimator+IncrementalSync.swift).
  @exclusivity(unchecked) var needsFullSync = false
  /// Top-level behaviors added / removed since the last sync, in order, while `needsFullSync`
  /// is `false`.
  @exclusivity(unchecked) var addedSinceSync: [DynamicBehavior] = []
  @exclusivity(unchecked) var removedSinceSync: [DynamicBehavior] = []
  /// Scratch for the incremental sync's check of the removed attachments: the records of their
  /// items, in order (kept to avoid allocation per frame).
  @exclusivity(unchecked) var removedItemRecords: [Int] = []
  /// Whether every behavior in `flat` is a plain `AttachmentBehavior` without children (the
  /// springy layout's case), so that adding and removing such behaviors can sync incrementally.
  var flatIsAttachmentsOnly = false
  /// How many plain `AttachmentBehavior`s (exactly that class) in this animator's behavior
  /// trees have an `action` (kept by `DynamicBehavior.action` and `moveTree(to:)`). When every
  /// behavior is such an attachment (`flatIsAttachmentsOnly`) and none has an action, a step
  /// skips the loop that runs actions.
  @exclusivity(unchecked) var attachmentsWithAction = 0
  /// `true` whenever some record may be `escaped` (set when the step freezes an item; cleared
  /// when a check finds none), so the incremental sync's check for frozen items can skip its
  /// loop over the records when none can be.
  @exclusivity(unchecked) var mayHaveEscapedRecords = false
  /// Whether some item named by a behavior has no record (it was invalid at the last sync).
  var hasUnrecordedItems = false
  /// Whether two records' items claimed the same element key at the last element indexing.
  @exclusivity(unchecked) var elementIndexHasDuplicates = false
  @exclusivity(unchecked) var bodyOwners: [BodyOwner] = []
  var nextSerial = 0
  var syncStamp = 0
  @exclusivity(unchecked) var needsSync = false
  var accumulator = 0.0
  var lastReferenceBounds = CGRect.null
  /// Index paths of cells / supplementary / decoration items for the layout queries.
  /// (They map to the record's key, not its position, so records moving up when others leave
  /// do not change them.)
  @exclusivity(unchecked) var cellIndex: [CellKey: ObjectIdentifier] = [:]
  @exclusivity(unchecked) var supplementaryIndex: [ElementKey: ObjectIdentifier] = [:]
  @exclusivity(unchecked) var decorationIndex: [ElementKey: ObjectIdentifier] = [:]
  /// Scratch lists for invalidation (kept to avoid allocation per frame).
  @exclusivity(unchecked) var movedCells: [IndexPath] = []
  /// The section and item of each of `movedCells`, in order, while every one has two parts
  /// (`movedCellKeysAreComplete`); read by a springy layout's check of an invalidation
  /// (`invalidatedCellKeys(for:)`). Same exclusivity terms as `movedCells`.
  @exclusivity(unchecked) var movedCellKeys: [(section: Int, item: Int)] = []
  @exclusivity(unchecked) var movedCellKeysAreComplete = true
  /// `movedCells` and `movedCellKeys` while the layout is invalidated for them, and whether the
  /// keys describe those cells (two parts each, no de-duplication).
  @exclusivity(unchecked) var invalidatedCells: [IndexPath] = []
  @exclusivity(unchecked) var invalidatedCellKeys: [(section: Int, item: Int)] = []
  @exclusivity(unchecked) var invalidatedCellKeysAreValid = false
  @exclusivity(unchecked) var movedSupplementary: [(String, IndexPath)] = []
  @exclusivity(unchecked) var movedDecorations: [(String, IndexPath)] = []
  /// The moved lists' generation: a record's item is in them when its `notedMovedIn` equals it
  /// (raised when the lists are handed to the layout; starts at 0, a new record at −1).
  @exclusivity(unchecked) var moveGeneration: Int32 = 0
  /// Whether the moved lists may hold an index path twice (see `noteMoved(_:)`).
  @exclusivity(unchecked) var movedNeedsDedupe = false
  @exclusivity(unchecked) var hookedCollectionView: CollectionView?
  @exclusivity(unchecked) var frameObserver: FrameObserverToken?

  struct ElementKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  // MARK: Creating

  /// Creates an animator whose reference coordinate system has the given bounds (points).
  ///
  /// UIKit difference: UIKit's `init(referenceView:)` takes a view; only its bounds matter.
  /// Non-finite bounds are replaced by `.zero`, and an origin beyond ±`LayoutLimits.maximumCoordinate`
  /// or sides beyond `LayoutLimits.maximumLength` are clamped; either is recorded in `lastError`.
  public init(referenceBounds: CGRect) {
    world = DynamicAnimator.makeWorld()
    if referenceBounds.origin.x.isFinite, referenceBounds.origin.y.isFinite, referenceBounds.width.isFinite,
      referenceBounds.height.isFinite
    {
      let bounds = referenceBounds.standardized
      let origin = LayoutLimits.point(bounds.origin) ?? .zero
      standaloneBounds = CGRect(origin: origin, size: LayoutLimits.size(bounds.size))
      if standaloneBounds != bounds {
        lastError = .outOfRange(
          parameter: "referenceBounds",
          value: Double(max(abs(bounds.minX), abs(bounds.minY), bounds.width, bounds.height)),
          allowed: "an origin within ±1e20 and sides up to 1e12 (clamped)")
      }
    } else {
      standaloneBounds = .zero
      lastError = .nonFinite(parameter: "referenceBounds")
    }
    configureWorld()
  }

  /// Creates an animator for a collection-view layout: it works in the layout's content
  /// coordinates (its reference bounds are `(0, 0, collectionViewContentSize)`), invalidates
  /// the layout after every step in which items moved, and runs on the layout's collection
  /// view's `advance(by:)` once the layout is installed in one.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    world = DynamicAnimator.makeWorld()
    standaloneBounds = .zero
    collectionViewLayout = layout
    configureWorld()
    hookCollectionViewIfNeeded()
  }

  isolated deinit {
    if let token = frameObserver { hookedCollectionView?.removeFrameObserver(token) }
    for b in topBehaviors { b.isTopLevel = false }
  }

  static func makeWorld() -> PhysicsWorld {
    // The default configuration is always valid.
    try! PhysicsWorld(configuration: PhysicsConfiguration(stepDuration: 1.0 / 120.0, subSteps: 4))
  }

  func configureWorld() {
    world.shouldCollide = { [unowned self] a, b in self.shapesShouldCollide(a, b) }
  }

  // MARK: Behaviors

  /// Adds a behavior (and its children) to the animator.
  ///
  /// Invalid input — an item of zero size or with a non-finite centre, a value out of range, a
  /// behavior already in an animator — is rejected: the error is recorded in `lastError` and
  /// the animator is unchanged. Use `add(_:)` to get the error thrown.
  ///
  /// UIKit difference: UIKit raises exceptions for some of these and silently misbehaves on
  /// others.
  open func addBehavior(_ behavior: DynamicBehavior) {
    do throws(DynamicsError) {
      try add(behavior)
    } catch {
      lastError = error
    }
  }

  /// Adds a behavior, throwing a `DynamicsError` (and changing nothing) for invalid input.
  /// - Complexity: O(behaviors and items in the tree) now, plus a sync before the next step.
  public func add(_ behavior: DynamicBehavior) throws(DynamicsError) {
    // `isTopLevel` also covers a behavior whose `willMove(to:)` adds it again while it is being
    // added (it is in `topBehaviors` before its `dynamicAnimator` is set).
    if behavior.dynamicAnimator != nil || behavior.isTopLevel {
      throw .behaviorAlreadyAdded(behavior: behavior.kindName, reason: "it is already in an animator")
    }
    if behavior.parentBehavior != nil {
      throw .behaviorAlreadyAdded(behavior: behavior.kindName, reason: "it is a child of another behavior")
    }
    try DynamicAnimator.validateTree(behavior)
    hookCollectionViewIfNeeded()
    topBehaviors.append(behavior)
    behavior.isTopLevel = true
    behavior.moveTree(to: self)
    noteTopLevelChange(behavior, added: true)
  }

  static func validateTree(_ behavior: DynamicBehavior) throws(DynamicsError) {
    try behavior.validateSelf()
    for child in behavior.childBehaviors { try validateTree(child) }
  }

  /// Removes a top-level behavior (no effect if it is not one).
  open func removeBehavior(_ behavior: DynamicBehavior) {
    guard behavior.isTopLevel, let i = topBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    topBehaviors.remove(at: i)
    behavior.isTopLevel = false
    behavior.moveTree(to: nil)
    noteTopLevelChange(behavior, added: false)
  }

  /// Removes every behavior.
  open func removeAllBehaviors() {
    let all = topBehaviors
    topBehaviors.removeAll()
    for b in all {
      b.isTopLevel = false
      b.moveTree(to: nil)
    }
    setNeedsSync()
  }

  /// `removeBehavior(_:)` for each of `behaviors` in order, with one pass over the top-level
  /// behaviors instead of a search per behavior: the same joints are destroyed in the same
  /// order. Behaviors that are not top-level behaviors of this animator are skipped.
  /// - Complexity: O(top-level behaviors + behaviors).
  func removeTopLevelBehaviors(_ behaviors: [DynamicBehavior]) {
    // A subclass may observe `behaviors` in `willMove(to:)`: remove those one at a time.
    // (Plain loops, not closures: a main-actor closure handed to the standard library checks
    // its executor on every call.)
    var allPlain = true
    for b in behaviors where type(of: b) != AttachmentBehavior.self { allPlain = false }
    guard allPlain else {
      for b in behaviors { removeBehavior(b) }
      return
    }
    var any = false
    for b in behaviors where b.isTopLevel && b.dynamicAnimator === self {
      b.isMarked = true
      any = true
    }
    guard any else { return }
    Self.removeMarked(from: &topBehaviors)
    for b in behaviors where b.isMarked {
      b.isMarked = false
      b.isTopLevel = false
      b.moveTree(to: nil)
      noteTopLevelChange(b, added: false)
    }
  }

  /// Removes the marked behaviors from `list`, keeping the order of the others.
  /// - Complexity: O(list).
  static func removeMarked(from list: inout [DynamicBehavior]) {
    var write = 0
    for read in list.indices where !list[read].isMarked {
      if write != read { list.swapAt(write, read) }
      write += 1
    }
    list.removeLast(list.count - write)
  }

  /// Records a top-level behavior added or removed: a plain `AttachmentBehavior` without
  /// children is synced incrementally (unless a full sync is pending anyway); anything else
  /// asks for a full sync.
  func noteTopLevelChange(_ behavior: DynamicBehavior, added: Bool) {
    if !needsFullSync, type(of: behavior) == AttachmentBehavior.self, behavior.childBehaviors.isEmpty {
      if added { addedSinceSync.append(behavior) } else { removedSinceSync.append(behavior) }
      needsSync = true
      resume()
    } else {
      setNeedsSync()
    }
  }

  /// Called when a child behavior's tree left the animator.
  func behaviorTreeWasRemoved(_ behavior: DynamicBehavior) {
    setNeedsSync()
  }

  // MARK: Items

  /// The items whose frames intersect `rect` (points), in the order they joined the animator.
  /// - Complexity: O(log n + k log k) through the physics broadphase.
  public func items(in rect: CGRect) -> [DynamicItem] {
    syncIfNeeded()
    guard let bodies = try? world.bodies(in: rect) else {
      lastError = .nonFinite(parameter: "items(in:) rect")
      return []
    }
    var hits: [Int] = []
    hits.reserveCapacity(bodies.count)
    for b in bodies {
      if case .item(let r) = owner(of: b) { hits.append(r) }
    }
    hits.sort { records[$0].serial < records[$1].serial }
    return hits.map { records[$0].item }
  }

  /// Tells the animator that you changed the item's `center`, `transform` or `bounds` by
  /// hand: the body is moved (keeping its velocity), resized if the size changed, and woken.
  /// An item that is not in the animator is ignored (recorded in `lastError`).
  open func updateItem(usingCurrentState item: DynamicItem) {
    do throws(DynamicsError) {
      try update(item)
    } catch {
      lastError = error
    }
  }

  /// `updateItem(usingCurrentState:)` that throws for an invalid item or one that is not in
  /// the animator (changing nothing).
  public func update(_ item: DynamicItem) throws(DynamicsError) {
    syncIfNeeded()
    try updateSynced(item)
  }

  /// `updateItem(usingCurrentState:)` for one of many items updated in a row, after one
  /// `syncIfNeeded()` before the first: the reference bounds are not read again for every item
  /// (nothing in the row changes them), but a sync that one of them asks for still runs before
  /// the next. `recordHint` is the caller's memory of the item's record index (see
  /// `record(for:hint:)`), tried before the record lookup and updated.
  @inline(__always)
  func updateItemInRow<Item: DynamicItem>(_ item: Item, recordHint: inout Int) {
    do throws(DynamicsError) {
      if needsSync { syncIfNeeded() }
      try updateSynced(item, recordHint: &recordHint)
    } catch {
      lastError = error
    }
  }

  /// `update(_:)` once the animator is in sync.
  private func updateSynced(_ item: DynamicItem) throws(DynamicsError) {
    var hint = -1
    try updateSynced(item, recordHint: &hint)
  }

  /// `update(_:)` once the animator is in sync, trying `recordHint` first.
  ///
  /// Generic and inlined (with `updateItemInRow`, the element check and the hint check): a
  /// springy layout calls `updateItemInRow` for every sprung cell every frame, and this is then
  /// specialised for the layout attributes it passes — direct calls instead of the
  /// `DynamicItem` witnesses, and no second retain of the cell for the element check's cast —
  /// about 100 instructions a cell fewer.
  @inline(__always)
  private func updateSynced<Item: DynamicItem>(_ item: Item, recordHint: inout Int) throws(DynamicsError) {
    guard let r = record(for: item, hint: &recordHint) else { throw .itemNotInAnimator }
    // Each of the item's properties read once (a dynamic call each), then checked.
    let size = item.bounds.size
    let center = item.center
    let transform = item.transform
    let boundsType = item.collisionBoundsType
    if !Validate.passesWithoutPath(size: size, center: center, transform: transform, boundsType: boundsType) {
      try Validate.item(item, size: size, center: center, transform: transform, boundsType: boundsType)
    }
    let angle = DynamicAnimator.angle(of: transform)
    if size != records[r].size || boundsType != records[r].boundsType {
      rebuildShape(r)
    }
    do {
      // Moving a body wakes it.
      try world.setTransform(of: records[r].body, position: center, angle: angle)
    } catch {
      try? world.setAwake(true, of: records[r].body)
    }
    records[r].lastCenter = center
    records[r].lastAngle = angle
    records[r].escaped = false
    // Index paths may have changed (layout attributes): re-index at the next sync only then, so
    // updating many items in a row costs O(1) each instead of a full sync each.
    if elementIndexIsCurrent(r, item: item) { resume() } else { setNeedsSync() }
  }

  /// `elementIndexIsCurrent(r)` for the caller's reference to record `r`'s item (which must be
  /// that item): reads the attributes through it instead of loading (and retaining) them from
  /// the record again.
  @inline(__always)
  func elementIndexIsCurrent<Item: DynamicItem>(_ r: Int, item: Item) -> Bool {
    guard records[r].attributes != nil else { return true }
    let a = Self.attributes(item)
    if a.representedElementCategory == .cell { return isRecord(r, filedAsCellOf: a) }
    return records[r].indexedElement == IndexedElement(a)
  }

  /// `item` as layout attributes, for an item whose record has `attributes` (the same object,
  /// cast when the record was made), without a checked cast.
  @inline(__always)
  static func attributes<Item: DynamicItem>(_ item: Item) -> CollectionViewLayoutAttributes {
    unsafeDowncast(item as AnyObject, to: CollectionViewLayoutAttributes.self)
  }

  /// Whether the element lookups still find record `r` under its item's current index path
  /// (always `true` for items that are not layout attributes).
  ///
  /// A record remembers the key it is filed under (`ItemRecord.indexedElement`, `nil` when
  /// another record took that key), so this compares keys instead of hashing one.
  func elementIndexIsCurrent(_ r: Int) -> Bool {
    guard let a = records[r].attributes else { return true }
    if a.representedElementCategory == .cell { return isRecord(r, filedAsCellOf: a) }
    return records[r].indexedElement == IndexedElement(a)
  }

  /// `isRecord(r, filedAsCellAt: a.indexPath)`, with the index path's two parts read from the
  /// attributes' stored values (no call into Foundation for plain attributes).
  @inline(__always)
  func isRecord(_ r: Int, filedAsCellOf a: CollectionViewLayoutAttributes) -> Bool {
    guard let path = a.sectionAndItem else { return isRecord(r, filedAsCellAt: a.indexPath) }
    guard let filed = records[r].filedCell else { return false }
    return filed.section == path.section && filed.item == path.item
  }

  /// `records[r].isFiled(asCellAt: indexPath)`, reading only the record's filed cell for a
  /// two-part index path (calling the method copies the whole record).
  func isRecord(_ r: Int, filedAsCellAt indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return records[r].isFiled(asCellAt: indexPath) }
    guard let filed = records[r].filedCell else { return false }
    return filed.section == indexPath[0] && filed.item == indexPath[1]
  }

  // MARK: Pausing and resuming

  /// Marks the behavior tree as changed (a full sync) and resumes the animator.
  func setNeedsSync() {
    needsSync = true
    needsFullSync = true
    resume()
  }

  func resume() {
    guard !isRunning else { return }
    isRunning = true
    delegate?.dynamicAnimatorWillResume(self)
  }

  func pause() {
    guard isRunning else { return }
    isRunning = false
    accumulator = 0
    delegate?.dynamicAnimatorDidPause(self)
  }

  // MARK: Helpers

  static func angle(of t: CGAffineTransform) -> Double {
    let a = Double(t.a)
    let b = Double(t.b)
    // atan2(+0, a) is +0 for a > 0: skip the call for unrotated items.
    if b == 0 && b.sign == .plus && a > 0 { return 0 }
    return a == 0 && b == 0 ? 0 : atan2(b, a)
  }

  func owner(of body: BodyID) -> BodyOwner {
    let i = Int(body.index)
    return i < bodyOwners.count ? bodyOwners[i] : .none
  }

  func setOwner(_ owner: BodyOwner, of body: BodyID) {
    let i = Int(body.index)
    if i >= bodyOwners.count {
      bodyOwners.append(contentsOf: repeatElement(.none, count: i + 1 - bodyOwners.count))
    }
    bodyOwners[i] = owner
  }

  /// The record of an item in the animator, if any.
  func record(for item: DynamicItem) -> Int? { recordIndex[ObjectIdentifier(item)] }

  /// `record(for:)`, trying `hint` first: a record index remembered from an earlier call, which
  /// records moving up (when others leave) may have made stale. A record whose key is the
  /// item's identity is the item's own record (the record keeps the item alive, so no other
  /// object can have that identity). `hint` is set to the answer when the lookup was needed.
  /// - Complexity: O(1); no hashing when the hint is current.
  ///
  /// The check of a current hint is inlined into the per-frame callers; the rest is not.
  @inline(__always)
  func record(for item: DynamicItem, hint: inout Int) -> Int? {
    let key = ObjectIdentifier(item)
    if hint >= 0, hint < records.count, records[hint].key == key { return hint }
    return record(forKey: key, afterMissedHint: &hint)
  }

  /// `record(for:hint:)` once `hint` did not name the record of the item whose identity is `key`.
  @inline(never)
  func record(forKey key: ObjectIdentifier, afterMissedHint hint: inout Int) -> Int? {
    // A hint from before the last removal of records: where that removal moved the record.
    if let moved = indexAfterLastRemoval(hint), moved < records.count, records[moved].key == key {
      hint = moved
      return moved
    }
    guard let r = recordIndex[key] else { return nil }
    hint = r
    return r
  }

  /// Where the last removal of records (`removeUnreferencedRecords()`) moved the record that
  /// was at `index` before it, if that removal moved it: `index` minus the number of records
  /// removed before it. `nil` when the removal did not move it (or there was none).
  ///
  /// Only a guess for `record(for:hint:)`, which checks the record's key: a hint may predate
  /// several removals, or point at a record that was removed.
  /// - Complexity: O(runs of records the last removal removed), usually one.
  func indexAfterLastRemoval(_ index: Int) -> Int? {
    var removedBefore = 0
    for run in lastRemovalRuns {
      guard run.end <= index else { break }
      removedBefore = run.removedThroughEnd
    }
    return removedBefore > 0 ? index - removedBefore : nil
  }
}
