/// The base of every dynamic behavior: a node in a tree of behaviors that an animator runs.
///
/// Subclass it to compose behaviors (add child behaviors in your initialiser) or to run code
/// every step (`action`). The concrete behaviors are `GravityBehavior`, `CollisionBehavior`,
/// `PushBehavior`, `SnapBehavior`, `AttachmentBehavior`, `DynamicItemBehavior` and
/// `FieldBehavior`.
///
/// UIKit difference: methods that UIKit would raise an exception for (a behavior that already
/// has a parent, a cycle) record a `DynamicsError` in `lastError` and change nothing;
/// TrellisDynamics never traps on bad input.
@preconcurrency @MainActor
open class DynamicBehavior {
  // The bookkeeping below (`childBehaviors`, `dynamicAnimator`, `isTopLevel`, `isMarked`) is
  // read several times for every spring a scrolling springy layout adds or removes, so the
  // runtime exclusivity check is off for it as for `action`: every access is a plain read or
  // write (loops over `childBehaviors` iterate a copy; nothing takes them `inout`); keep it so.
  /// The child behaviors, in the order they were added.
  @exclusivity(unchecked) public private(set) var childBehaviors: [DynamicBehavior] = []
  /// The behavior this one is a child of, if any.
  ///
  /// Read whenever a behavior is added (a scrolling springy layout adds a few every frame); a
  /// weak reference loaded and stored whole, never `inout`, so the runtime exclusivity check is
  /// off for it too.
  @exclusivity(unchecked) public internal(set) weak var parentBehavior: DynamicBehavior?
  // Read for every behavior every step, so the runtime exclusivity check is off for it: every
  // access copies the closure in or out (the call runs after the read has ended); keep it so.
  /// Code run at the end of every animator step while the behavior is in an animator.
  @exclusivity(unchecked) open var action: (() -> Void)? {
    didSet {
      guard countsAction, (oldValue == nil) != (action == nil), let animator = dynamicAnimator else { return }
      animator.attachmentsWithAction += action == nil ? -1 : 1
    }
  }
  /// The animator running this behavior (directly or through a parent), or `nil`.
  @exclusivity(unchecked) public internal(set) weak var dynamicAnimator: DynamicAnimator?
  /// The last input this behavior rejected, with the reason. `nil` until something is rejected.
  public internal(set) var lastError: DynamicsError?

  /// Whether the behavior is a top-level behavior of an animator (set by the animator).
  @exclusivity(unchecked) var isTopLevel = false
  /// Scratch mark for the animator's batched removal and incremental sync (always `false`
  /// between calls).
  @exclusivity(unchecked) var isMarked = false

  /// Creates an empty behavior.
  public init() {}

  /// The items this behavior acts on. The base class has none.
  open var items: [DynamicItem] { [] }

  /// Adds a child behavior; it runs whenever this behavior runs.
  ///
  /// Rejected (recorded in `lastError`) when `behavior` already has a parent or an animator,
  /// or is this behavior or one of its ancestors.
  open func addChildBehavior(_ behavior: DynamicBehavior) {
    do throws(DynamicsError) {
      try checkCanAdopt(behavior)
    } catch {
      reject(error)
      return
    }
    childBehaviors.append(behavior)
    behavior.parentBehavior = self
    if let animator = dynamicAnimator { behavior.moveTree(to: animator) }
    didChange()
  }

  /// Removes a child behavior (no effect if it is not a child).
  open func removeChildBehavior(_ behavior: DynamicBehavior) {
    guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    let animator = dynamicAnimator
    childBehaviors.remove(at: i)
    behavior.parentBehavior = nil
    if let animator {
      behavior.moveTree(to: nil)
      animator.behaviorTreeWasRemoved(behavior)
    }
    didChange()
  }

  /// Called when the behavior (or its parent) is added to or removed from an animator;
  /// `dynamicAnimator` is `nil` on removal. The default does nothing.
  open func willMove(to dynamicAnimator: DynamicAnimator?) {}

  // MARK: Internals shared with the animator

  /// A short name for messages.
  var kindName: String { "dynamic behavior" }

  func checkCanAdopt(_ behavior: DynamicBehavior) throws(DynamicsError) {
    if behavior.parentBehavior != nil {
      throw .behaviorAlreadyAdded(behavior: behavior.kindName, reason: "it already has a parent behavior")
    }
    if behavior.dynamicAnimator != nil {
      throw .behaviorAlreadyAdded(behavior: behavior.kindName, reason: "it is already in an animator")
    }
    var node: DynamicBehavior? = self
    while let n = node {
      if n === behavior { throw .behaviorCycle(behavior: behavior.kindName) }
      node = n.parentBehavior
    }
  }

  /// Sets `dynamicAnimator` on the whole subtree, calling `willMove(to:)` first.
  func moveTree(to animator: DynamicAnimator?) {
    willMove(to: animator)
    if animator == nil, let old = dynamicAnimator { uninstall(from: old) }
    if countsAction && action != nil {
      dynamicAnimator?.attachmentsWithAction -= 1
      animator?.attachmentsWithAction += 1
    }
    dynamicAnimator = animator
    for child in childBehaviors { child.moveTree(to: animator) }
  }

  /// Whether the animator's `attachmentsWithAction` counts this behavior when it has an
  /// `action`: only a plain `AttachmentBehavior` (exactly that class, so `action` is the stored
  /// property above, whose every change this class sees).
  var countsAction: Bool { type(of: self) == AttachmentBehavior.self }

  /// Records a rejected input here and on the animator.
  func reject(_ error: DynamicsError) {
    lastError = error
    dynamicAnimator?.lastError = error
  }

  /// Tells the animator that something about this behavior changed.
  func didChange() {
    dynamicAnimator?.setNeedsSync()
  }

  /// Validates this behavior's own settings and items (not its children).
  func validateSelf() throws(DynamicsError) {
    for item in items { try Validate.item(item) }
  }

  /// Creates or updates this behavior's physics objects (joints, boundaries). Called by the
  /// animator's sync after every item has a body. Must be idempotent.
  func install(in animator: DynamicAnimator) {}

  /// Destroys this behavior's physics objects.
  func uninstall(from animator: DynamicAnimator) {}

  /// Applies per-step forces before a physics step.
  func applyForces(in animator: DynamicAnimator, dt: Double) {}

  /// Marks (`records[r].restless = true`) items this behavior still pulls noticeably, so the
  /// engine's velocity-only sleep test cannot freeze a slow spring away from its rest state.
  func markRestless(in animator: DynamicAnimator) {}

  /// Whether the behavior's items are held (pulled back) by it, so they never count as having
  /// escaped the reference bounds.
  var holdsItems: Bool { false }
}
