import TrellisPhysics

/// Connects an item to an anchor point or to another item: UIKit's `UIAttachmentBehavior`.
///
/// The default kind is a spring or a rigid rod between two attachment points (each an offset
/// from an item's centre, in the item's rotating frame, or a fixed anchor): `length` is the
/// distance between them at creation; `frequency` (Hz, 0 = rigid) and `damping` (a damping
/// ratio, 1 = critical) make it a spring whose motion follows the damped oscillator
/// x(t) = e^(−ζω₀t)(x₀ cos ω_d t + …) with ω₀ = 2πf (docs/uikit-reference.md,
/// "Soft constraints"). A zero-length spring pulls in every direction, so an item on it never
/// orbits its anchor.
///
/// The iOS 9 kinds come from the class factories: `slidingAttachment` (a prismatic joint:
/// translation along an axis only, `attachmentRange` in points), `limitAttachment` (a rope:
/// at most `length` apart), `fixedAttachment` (welded at an anchor) and `pinAttachment`
/// (rotation about an anchor, `attachmentRange` in radians, `frictionTorque` in N·m).
///
/// Invalid values (frequency above `DynamicAnimator.maximumFrequency` (60 Hz) or negative,
/// damping outside 0…1, negative length, non-finite numbers, a range that does not contain 0)
/// are rejected: the property keeps its value and the error is recorded in `lastError`.
open class AttachmentBehavior: DynamicBehavior {
  /// What the attachment connects. UIKit's `UIAttachmentBehavior.AttachmentType`.
  public enum AttachmentType: Int, Hashable, Sendable {
    /// Two items.
    case items
    /// An item and a fixed anchor point.
    case anchor
  }

  enum Kind: Equatable {
    case spring
    case sliding(axis: CGVector)
    case limit
    case fixed
    case pin
  }

  // The fields the step reads for every spring every step (`markRestlessDirectly(in:)`: the
  // kind, the joint, the length, the frequency, the first item, its record hint and whether
  // there is a second item) are declared first and together, within about 80 bytes of the
  // object (two cache lines, at worst three) instead of spread over about 170 (three or four): a
  // frame that starts with cold caches pays for each line it touches. Their order changes no
  // behaviour.
  let kind: Kind
  // Read when a spring is made and installed (a springy layout makes a few every frame) and for
  // every spring every step, so the runtime exclusivity check is off for `joint`, `jointBodies`,
  // `lengthValue`, `frequencyValue` and `damping`: every access is a plain read or write of the
  // value (no `inout` use; `damping`'s `didSet` runs after the write has ended); keep it so.
  @exclusivity(unchecked) private var joint: JointID?
  /// `length`'s value.
  @exclusivity(unchecked) private var lengthValue: CGFloat
  /// `frequency`'s value. The step of an animator whose behaviors are all exactly
  /// `AttachmentBehavior` reads it directly (no call of the overridable getter, which for that
  /// class returns it).
  @exclusivity(unchecked) private var frequencyValue: CGFloat = 0
  private let item1: DynamicItem
  // Read every step (`markRestless`), so the runtime exclusivity check is off for them: the
  // only `inout` use is `record(for:hint:)`, which reads and writes the animator's records and
  // never this behavior, so no other access to a hint can overlap it; keep it so.
  /// Where the animator's records of the items were last found (`DynamicAnimator.record(for:hint:)`).
  @exclusivity(unchecked) private var recordHint1 = -1
  private let item2: DynamicItem?
  @exclusivity(unchecked) private var recordHint2 = -1
  /// Attachment points relative to the item centres, item frames (points).
  private var local1: CGPoint
  private var local2: CGPoint
  private var anchor: CGPoint
  @exclusivity(unchecked) private var jointBodies: (BodyID, BodyID)?

  /// Whether the attachment is item–item or item–anchor.
  public let attachedBehaviorType: AttachmentType

  // MARK: Creating

  /// Attaches the centre of `item` to `point` (points).
  public convenience init(item: DynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point `offset` from the centre of `item` to `point`.
  public init(item: DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
    kind = .spring
    item1 = item
    item2 = nil
    local1 = offset.point
    local2 = .zero
    anchor = point
    attachedBehaviorType = .anchor
    lengthValue = 0
    super.init()
    lengthValue = AttachmentBehavior.distance(AttachmentBehavior.world(local1, of: item), point)
  }

  /// Attaches the centres of two items.
  public convenience init(item item1: DynamicItem, attachedTo item2: DynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of `item1` to a point of `item2` (offsets from their centres).
  public init(
    item item1: DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: DynamicItem,
    offsetFromCenter offset2: Offset
  ) {
    kind = .spring
    self.item1 = item1
    self.item2 = item2
    local1 = offset1.point
    local2 = offset2.point
    anchor = .zero
    attachedBehaviorType = .items
    lengthValue = 0
    super.init()
    let p1 = AttachmentBehavior.world(local1, of: item1)
    let p2 = AttachmentBehavior.world(local2, of: item2)
    anchor = p2
    lengthValue = AttachmentBehavior.distance(p1, p2)
  }

  init(kind: Kind, item1: DynamicItem, item2: DynamicItem?, anchor: CGPoint) {
    self.kind = kind
    self.item1 = item1
    self.item2 = item2
    self.anchor = anchor
    local1 = AttachmentBehavior.local(anchor, of: item1)
    local2 = item2.map { AttachmentBehavior.local(anchor, of: $0) } ?? .zero
    attachedBehaviorType = item2 == nil ? .anchor : .items
    lengthValue = 0
    super.init()
  }

  /// Two items sliding relative to each other along `axis` (in `item2`'s frame at creation)
  /// through `point`, with no relative rotation. `attachmentRange` limits the translation.
  open class func slidingAttachment(
    with item1: DynamicItem, attachedTo item2: DynamicItem, attachmentAnchor point: CGPoint,
    axisOfTranslation axis: CGVector
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .sliding(axis: axis), item1: item1, item2: item2, anchor: point)
  }

  /// An item sliding along `axis` through `point`, without rotating.
  open class func slidingAttachment(
    with item: DynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .sliding(axis: axis), item1: item, item2: nil, anchor: point)
  }

  /// Two items whose attachment points may come closer but not further apart than their
  /// distance at creation (`length`): a rope.
  open class func limitAttachment(
    with item1: DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: DynamicItem,
    offsetFromCenter offset2: Offset
  ) -> AttachmentBehavior {
    let b = AttachmentBehavior(kind: .limit, item1: item1, item2: item2, anchor: .zero)
    b.local1 = offset1.point
    b.local2 = offset2.point
    let p1 = world(offset1.point, of: item1)
    let p2 = world(offset2.point, of: item2)
    b.anchor = p2
    b.lengthValue = distance(p1, p2)
    return b
  }

  /// Two items welded together at `point`.
  open class func fixedAttachment(
    with item1: DynamicItem, attachedTo item2: DynamicItem, attachmentAnchor point: CGPoint
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .fixed, item1: item1, item2: item2, anchor: point)
  }

  /// Two items pinned together at `point`, free to rotate about it (within
  /// `attachmentRange`, radians, against `frictionTorque`).
  open class func pinAttachment(
    with item1: DynamicItem, attachedTo item2: DynamicItem, attachmentAnchor point: CGPoint
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .pin, item1: item1, item2: item2, anchor: point)
  }

  // MARK: Properties

  /// The attached items: one for an anchor attachment, two for an item attachment.
  open override var items: [DynamicItem] { item2.map { [item1, $0] } ?? [item1] }

  /// A plain attachment's items without building an array: `items` of this class, in order
  /// (the first item, then the second if any). For the animator's incremental sync, which only
  /// runs for behaviors whose type is exactly `AttachmentBehavior` (a subclass may override
  /// `items`).
  var plainItems: (first: DynamicItem, second: DynamicItem?) { (item1, item2) }

  /// The anchor point (points): for an item–anchor attachment the fixed point, settable (for
  /// example to drag an item); for an item attachment the attachment point on the second item
  /// at creation.
  open var anchorPoint: CGPoint {
    get { anchor }
    set {
      guard acceptsFinite(newValue, "AttachmentBehavior.anchorPoint") else { return }
      anchor = newValue
      guard item2 == nil else { return }
      if case .sliding = kind { didChange(); return }
      if let j = liveJoint, let animator = dynamicAnimator {
        try? animator.world.setLocalAnchorA(newValue, of: j)
        animator.resume()
      } else {
        didChange()
      }
    }
  }

  /// The rest distance between the attachment points, points (≥ 0): set from the geometry at
  /// creation. For a limit attachment, the largest distance.
  open var length: CGFloat {
    get { lengthValue }
    set {
      do throws(DynamicsError) {
        try Validate.nonNegative(newValue, "AttachmentBehavior.length")
        try Validate.finite(newValue, "AttachmentBehavior.length")
      } catch {
        reject(error)
        return
      }
      lengthValue = newValue
      updateJoint()
    }
  }

  /// The damping ratio of the spring, 0…1 (1 = critical). Default 0.
  @exclusivity(unchecked) open var damping: CGFloat = 0 {
    didSet {
      guard damping.isFinite, (0...1).contains(damping) else {
        let bad = damping
        damping = oldValue
        reject(.outOfRange(parameter: "AttachmentBehavior.damping", value: Double(bad), allowed: "in 0...1"))
        return
      }
      updateJoint()
    }
  }

  /// The spring frequency in Hz (0 = a rigid rod; at most `DynamicAnimator.maximumFrequency`,
  /// 60 Hz). Default 0.
  open var frequency: CGFloat {
    get { frequencyValue }
    set {
      // An invalid value is rejected and never stored (as the observer that stored and restored
      // it did, with the same errors).
      let limit = AttachmentBehavior.maximumFrequency
      guard newValue.isFinite, newValue >= 0 else {
        reject(
          .outOfRange(parameter: "AttachmentBehavior.frequency", value: Double(newValue), allowed: "≥ 0"))
        return
      }
      guard newValue <= limit else {
        reject(.frequencyTooHigh(hertz: Double(newValue), limit: Double(limit)))
        return
      }
      frequencyValue = newValue
      updateJoint()
    }
  }

  /// Torque resisting rotation of a pin attachment, N·m (≥ 0). Default 0.
  open var frictionTorque: CGFloat = 0 {
    didSet {
      guard frictionTorque.isFinite, frictionTorque >= 0 else {
        let bad = frictionTorque
        frictionTorque = oldValue
        reject(
          .outOfRange(parameter: "AttachmentBehavior.frictionTorque", value: Double(bad), allowed: "≥ 0"))
        return
      }
      updateJoint()
    }
  }

  /// The allowed range of a sliding (points) or pin (radians) attachment; it must contain 0.
  /// Default `FloatRange.infinite` (no limit).
  open var attachmentRange: FloatRange = .infinite {
    didSet {
      let r = attachmentRange
      guard !r.minimum.isNaN, !r.maximum.isNaN, r.minimum <= 0, r.maximum >= 0 else {
        attachmentRange = oldValue
        reject(
          .outOfRange(
            parameter: "AttachmentBehavior.attachmentRange", value: Double(r.minimum),
            allowed: "a range containing 0"))
        return
      }
      updateJoint()
    }
  }

  /// Half the animator's step rate: the highest frequency the 1/120 s step resolves (60 Hz).
  public static let maximumFrequency: CGFloat = 60

  override var kindName: String { "attachment behavior" }
  override var holdsItems: Bool { true }

  override func validateSelf() throws(DynamicsError) {
    if type(of: self) == AttachmentBehavior.self {
      // The base class's check of `items`, in order, without building the array (only for
      // this class: a subclass may override `items`).
      try Validate.item(item1)
      if let item2 { try Validate.item(item2) }
    } else {
      try super.validateSelf()
    }
    if let item2, item2 === item1 { throw .duplicateItem(behavior: kindName) }
    try Validate.finite(anchor, "AttachmentBehavior anchor")
    try Validate.finite(local1, "AttachmentBehavior offset")
    try Validate.finite(local2, "AttachmentBehavior offset")
    if case .sliding(let axis) = kind {
      try Validate.finite(axis, "axisOfTranslation")
      guard axis.dx != 0 || axis.dy != 0 else {
        throw .outOfRange(parameter: "axisOfTranslation length", value: 0, allowed: "> 0")
      }
    }
  }

  // MARK: Physics

  private var liveJoint: JointID? {
    guard let j = joint, let animator = dynamicAnimator, animator.world.isValid(j) else { return nil }
    return j
  }

  private func updateJoint() {
    guard let animator = dynamicAnimator else { return }
    // Rebuild: the joint is recreated at the next sync with the new values.
    if let j = liveJoint { try? animator.world.destroyJoint(j) }
    joint = nil
    didChange()
  }

  private static func limits(_ r: FloatRange, bound: CGFloat) -> ClosedRange<Double>? {
    guard !r.isInfinite else { return nil }
    return Double(max(r.minimum, -bound))...Double(min(r.maximum, bound))
  }

  override func install(in animator: DynamicAnimator) {
    // The remembered record indices first (the same records as the lookup; see
    // `DynamicAnimator.record(for:hint:)`).
    guard let r1 = animator.record(for: item1, hint: &recordHint1) else { return }
    let world = animator.world
    let b1 = animator.records[r1].body
    let b2: BodyID
    if let item2 {
      guard let r2 = animator.record(for: item2, hint: &recordHint2) else { return }
      b2 = animator.records[r2].body
    } else {
      b2 = world.groundBody
    }
    if let j = joint, world.isValid(j), let jb = jointBodies, jb == (b1, b2) { return }
    if let j = joint, world.isValid(j) { try? world.destroyJoint(j) }
    joint = nil
    let anchorOnB2 = item2 == nil ? anchor : local2
    do {
      switch kind {
      case .spring:
        joint = try world.createDistanceJoint(
          DistanceJointDefinition(
            bodyA: b2, bodyB: b1, localAnchorA: anchorOnB2, localAnchorB: local1, length: Double(lengthValue),
            frequency: Double(frequency), dampingRatio: Double(damping)))
      case .limit:
        joint = try world.createDistanceJoint(
          .rope(
            bodyA: b2, bodyB: b1, localAnchorA: anchorOnB2, localAnchorB: local1,
            maxLength: Double(lengthValue)))
      case .fixed:
        joint = try world.createWeldJoint(
          WeldJointDefinition(
            bodyA: b2, bodyB: b1, localAnchorA: anchorOnB2, localAnchorB: local1,
            linearFrequency: Double(frequency), angularFrequency: Double(frequency),
            dampingRatio: Double(damping)))
      case .pin:
        let lim = AttachmentBehavior.limits(attachmentRange, bound: 1000)
        joint = try world.createRevoluteJoint(
          RevoluteJointDefinition(
            bodyA: b2, bodyB: b1, localAnchorA: anchorOnB2, localAnchorB: local1, enableLimit: lim != nil,
            lowerAngle: lim?.lowerBound ?? 0, upperAngle: lim?.upperBound ?? 0,
            frictionTorque: Double(frictionTorque)))
      case .sliding(let axis):
        let lim = AttachmentBehavior.limits(attachmentRange, bound: 1e7)
        let axisInB2 = item2.map {
          AttachmentBehavior.rotate(CGPoint(x: axis.dx, y: axis.dy), by: -AttachmentBehavior.angle(of: $0))
        }
        let a = axisInB2.map { CGVector(dx: $0.x, dy: $0.y) } ?? axis
        joint = try world.createPrismaticJoint(
          PrismaticJointDefinition(
            bodyA: b2, bodyB: b1, localAnchorA: anchorOnB2, localAnchorB: local1, localAxisA: a,
            enableLimit: lim != nil,
            lowerTranslation: lim?.lowerBound ?? 0, upperTranslation: lim?.upperBound ?? 0))
      }
      jointBodies = (b1, b2)
    } catch {
      reject(.physics(message: error.description))
    }
  }

  override func markRestless(in animator: DynamicAnimator) {
    guard case .spring = kind, frequency > 0 else { return }
    markRestlessIfStretched(in: animator)
  }

  /// `markRestless(in:)` for a behavior that is exactly an `AttachmentBehavior` (no subclass),
  /// called without dynamic dispatch: the animator's step calls it for every behavior when all
  /// are such attachments (`DynamicAnimator.updateSleepPermissions()`). It reads the frequency's
  /// stored value (what that class's getter returns) and runs no code outside the animator and
  /// its world (no user code, no change of behaviors).
  @inline(__always)
  final func markRestlessDirectly(in animator: DynamicAnimator) {
    guard case .spring = kind, frequencyValue > 0 else { return }
    markRestlessIfStretched(in: animator)
  }

  /// The rest of `markRestless(in:)` for a spring with a positive frequency: marks its items'
  /// records restless when it is stretched beyond `DynamicAnimator.restTolerance`.
  @inline(__always)
  private func markRestlessIfStretched(in animator: DynamicAnimator) {
    // Called by the animator running this behavior, so its world is `animator.world`.
    // `currentLength(of:)` throws for a joint that is no longer in the world.
    guard let j = joint,
      let current = try? animator.world.currentLength(of: j),
      abs(current - Double(lengthValue)) > Double(DynamicAnimator.restTolerance)
    else { return }
    if let r = animator.record(for: item1, hint: &recordHint1) { animator.records[r].restless = true }
    if let item2, let r = animator.record(for: item2, hint: &recordHint2) {
      animator.records[r].restless = true
    }
  }

  override func uninstall(from animator: DynamicAnimator) {
    if let j = joint, animator.world.isValid(j) { try? animator.world.destroyJoint(j) }
    joint = nil
    jointBodies = nil
  }

  // MARK: Geometry helpers

  static func angle(of item: DynamicItem) -> Double { DynamicAnimator.angle(of: item.transform) }

  static func rotate(_ p: CGPoint, by angle: Double) -> CGPoint {
    let c = CGFloat(cos(angle))
    let s = CGFloat(sin(angle))
    return CGPoint(x: c * p.x - s * p.y, y: s * p.x + c * p.y)
  }

  /// A point given relative to the item's centre in its frame, in world points.
  static func world(_ local: CGPoint, of item: DynamicItem) -> CGPoint {
    let r = rotate(local, by: angle(of: item))
    return CGPoint(x: item.center.x + r.x, y: item.center.y + r.y)
  }

  /// A world point relative to the item's centre, in its frame.
  static func local(_ world: CGPoint, of item: DynamicItem) -> CGPoint {
    rotate(CGPoint(x: world.x - item.center.x, y: world.y - item.center.y), by: -angle(of: item))
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
