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
  /// Whether the animator is running (something can still move).
  public internal(set) var isRunning = false
  /// Simulated seconds the animator has run (whole steps; time while paused does not count).
  public internal(set) var elapsedTime: TimeInterval = 0
  /// The last input the animator or one of its behaviors rejected, with the reason.
  public internal(set) var lastError: DynamicsError?
  /// How far outside the reference bounds (and every boundary), in points, an item moving away
  /// under gravity alone must be before it counts as resting. Default 100 pt.
  ///
  /// UIKit difference: UIKit has no such rule and keeps running for items that fell away.
  public var escapeMargin: CGFloat = 100
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
  public var referenceBounds: CGRect {
    if let layout = collectionViewLayout {
      return CGRect(origin: .zero, size: layout.collectionViewContentSize)
    }
    return standaloneBounds
  }

  /// The layout whose content coordinates this animator works in, if it was made with one.
  public private(set) weak var collectionViewLayout: CollectionViewLayout?

  // MARK: Internal state

  let world: PhysicsWorld
  let standaloneBounds: CGRect
  var topBehaviors: [DynamicBehavior] = []
  /// Every behavior in the tree, pre-order (rebuilt by sync).
  var flat: [DynamicBehavior] = []
  var collisionBehaviors: [CollisionBehavior] = []
  var records: [ItemRecord] = []
  var recordIndex: [ObjectIdentifier: Int] = [:]
  var bodyOwners: [BodyOwner] = []
  var nextSerial = 0
  var syncStamp = 0
  var needsSync = false
  var accumulator = 0.0
  var lastReferenceBounds = CGRect.null
  /// Index paths of cells / supplementary / decoration items for the layout queries.
  var cellIndex: [IndexPath: Int] = [:]
  var supplementaryIndex: [ElementKey: Int] = [:]
  var decorationIndex: [ElementKey: Int] = [:]
  /// Scratch lists for invalidation (kept to avoid allocation per frame).
  var movedCells: [IndexPath] = []
  var movedSupplementary: [(String, IndexPath)] = []
  var movedDecorations: [(String, IndexPath)] = []
  var hookedCollectionView: CollectionView?
  var frameObserver: FrameObserverToken?

  struct ElementKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  // MARK: Creating

  /// Creates an animator whose reference coordinate system has the given bounds (points).
  ///
  /// UIKit difference: UIKit's `init(referenceView:)` takes a view; only its bounds matter.
  /// Non-finite bounds are replaced by `.zero` and recorded in `lastError`.
  public init(referenceBounds: CGRect) {
    world = DynamicAnimator.makeWorld()
    if referenceBounds.origin.x.isFinite, referenceBounds.origin.y.isFinite, referenceBounds.width.isFinite,
      referenceBounds.height.isFinite
    {
      standaloneBounds = referenceBounds.standardized
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
    if behavior.dynamicAnimator != nil || topBehaviors.contains(where: { $0 === behavior }) {
      throw .behaviorAlreadyAdded(behavior: behavior.kindName, reason: "it is already in an animator")
    }
    if behavior.parentBehavior != nil {
      throw .behaviorAlreadyAdded(behavior: behavior.kindName, reason: "it is a child of another behavior")
    }
    try DynamicAnimator.validateTree(behavior)
    hookCollectionViewIfNeeded()
    topBehaviors.append(behavior)
    behavior.moveTree(to: self)
    setNeedsSync()
  }

  static func validateTree(_ behavior: DynamicBehavior) throws(DynamicsError) {
    try behavior.validateSelf()
    for child in behavior.childBehaviors { try validateTree(child) }
  }

  /// Removes a top-level behavior (no effect if it is not one).
  open func removeBehavior(_ behavior: DynamicBehavior) {
    guard let i = topBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    topBehaviors.remove(at: i)
    behavior.moveTree(to: nil)
    behaviorTreeWasRemoved(behavior)
  }

  /// Removes every behavior.
  open func removeAllBehaviors() {
    let all = topBehaviors
    topBehaviors.removeAll()
    for b in all {
      b.moveTree(to: nil)
    }
    setNeedsSync()
  }

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
    guard let r = recordIndex[ObjectIdentifier(item)] else { throw .itemNotInAnimator }
    try Validate.item(item)
    let center = item.center
    let angle = DynamicAnimator.angle(of: item.transform)
    if item.bounds.size != records[r].size || item.collisionBoundsType != records[r].boundsType {
      rebuildShape(r)
    }
    try? world.setTransform(of: records[r].body, position: center, angle: angle)
    try? world.setAwake(true, of: records[r].body)
    records[r].lastCenter = center
    records[r].lastAngle = angle
    records[r].escaped = false
    // Index paths may have changed (layout attributes): re-index at the next sync only then, so
    // updating many items in a row costs O(1) each instead of a full sync each.
    if elementIndexIsCurrent(r) { resume() } else { setNeedsSync() }
  }

  /// Whether the element lookups still find record `r` under its item's current index path
  /// (always `true` for items that are not layout attributes).
  func elementIndexIsCurrent(_ r: Int) -> Bool {
    guard let a = records[r].item as? CollectionViewLayoutAttributes else { return true }
    switch a.representedElementCategory {
    case .cell: return cellIndex[a.indexPath] == r
    case .supplementaryView:
      return supplementaryIndex[ElementKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] == r
    case .decorationView:
      return decorationIndex[ElementKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] == r
    }
  }

  // MARK: Pausing and resuming

  /// Marks the behavior tree as changed and resumes the animator.
  func setNeedsSync() {
    needsSync = true
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
}
