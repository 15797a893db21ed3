import TrellisPhysics

/// A force or an impulse on its items: UIKit's `UIPushBehavior`.
///
/// `pushDirection` is the force in UIKit's units: magnitude 1 is 1 N, which accelerates a
/// 100 × 100 pt item of density 1 (1 kg) at 100 pt/s² (docs/uikit-reference.md, "UIKit Dynamics").
/// A heavier item accelerates less (a = F / m, m = density × area / 10,000 pt²).
///
/// - `.continuous`: the force acts on every step while `active`.
/// - `.instantaneous`: an impulse of `magnitude` N·s (a 1 kg item gains 100 pt/s per unit) is
///   applied once, at the next step after the push becomes active, then `active` turns off.
///   Set `active = true` again to push again.
///
/// A target offset (`setTargetOffsetFromCenter(_:for:)`) applies the force at that point of the
/// item (in the item's own rotating frame), adding a torque.
open class PushBehavior: DynamicBehavior, ItemListBehavior {
  /// Continuous or instantaneous. UIKit's `UIPushBehavior.Mode`.
  public enum Mode: Int, Hashable, Sendable {
    /// A force applied every step.
    case continuous
    /// A single impulse.
    case instantaneous
  }

  var itemList = ItemList()
  private var offsets: [(ObjectIdentifier, Offset)] = []

  /// The push's mode, fixed at creation.
  public let mode: Mode

  /// Creates a push on `items` (duplicates and invalid items are dropped and recorded).
  public init(items: [DynamicItem], mode: Mode) {
    self.mode = mode
    super.init()
    fill(with: items)
  }

  /// The pushed items, in the order they were added.
  open override var items: [DynamicItem] { itemList.items }

  /// Adds an item (rejected, with `lastError`, if it is already here or invalid).
  open func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes an item (no effect if it is not here).
  open func removeItem(_ item: DynamicItem) {
    offsets.removeAll { $0.0 == ObjectIdentifier(item) }
    delete(item)
  }

  /// Whether the push acts. Default `true`; an instantaneous push turns it off after acting.
  open var active: Bool = true {
    didSet { if active != oldValue { didChange() } }
  }

  /// The force (continuous, N) or impulse (instantaneous, N·s) vector. Default (0, 0).
  /// Non-finite values are rejected (recorded in `lastError`).
  open var pushDirection: CGVector {
    get { direction }
    set {
      guard acceptsFinite(newValue, "PushBehavior.pushDirection") else { return }
      direction = newValue
      didChange()
    }
  }

  private var direction = CGVector.zero

  /// The angle of `pushDirection`, radians. Setting it keeps the magnitude.
  open var angle: CGFloat {
    get { direction.polarAngle }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The length of `pushDirection`. Setting it keeps the angle.
  open var magnitude: CGFloat {
    get { direction.polarMagnitude }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets angle (radians) and magnitude together.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    guard let vector = polarVector(angle: angle, magnitude: magnitude, "PushBehavior angle/magnitude")
    else { return }
    pushDirection = vector
  }

  /// The point of `item` the push acts on, relative to its centre (points, item frame).
  open func targetOffsetFromCenter(for item: DynamicItem) -> Offset {
    targetOffset(for: item)
  }

  /// Sets the point of `item` the push acts on, relative to its centre.
  open func setTargetOffsetFromCenter(_ offset: Offset, for item: DynamicItem) {
    guard offset.horizontal.isFinite, offset.vertical.isFinite else {
      reject(.nonFinite(parameter: "PushBehavior target offset"))
      return
    }
    let key = ObjectIdentifier(item)
    if let i = offsets.firstIndex(where: { $0.0 == key }) {
      offsets[i].1 = offset
    } else {
      offsets.append((key, offset))
    }
    didChange()
  }

  func targetOffset(for item: DynamicItem) -> Offset {
    let key = ObjectIdentifier(item)
    return offsets.first(where: { $0.0 == key })?.1 ?? .zero
  }

  /// The force in newtons (= the push direction in UIKit's units).
  var force: CGVector { direction }

  override var kindName: String { "push behavior" }
  override var holdsItems: Bool { true }

  override func applyForces(in animator: DynamicAnimator, dt: Double) {
    guard active else { return }
    switch mode {
    case .instantaneous:
      for item in items {
        guard let r = animator.record(for: item) else { continue }
        let body = animator.records[r].body
        let point = worldPoint(of: item, body: body, in: animator)
        try? animator.world.applyImpulse(direction, at: point, to: body)
      }
      active = false
    case .continuous:
      // Pushes at the centre are constant forces set during sync; offset pushes act here.
      for item in items where targetOffset(for: item) != .zero {
        guard let r = animator.record(for: item) else { continue }
        let body = animator.records[r].body
        guard (try? animator.world.isAwake(body)) == true else { continue }
        try? animator.world.applyForce(
          direction, at: worldPoint(of: item, body: body, in: animator), to: body)
      }
    }
  }

  private func worldPoint(of item: DynamicItem, body: BodyID, in animator: DynamicAnimator) -> CGPoint? {
    let o = targetOffset(for: item)
    guard o != .zero else { return nil }
    return try? animator.world.worldPoint(o.point, in: body)
  }
}
