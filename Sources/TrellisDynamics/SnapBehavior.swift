import TrellisPhysics

/// Pulls an item to a point with a damped spring and holds it upright: UIKit's
/// `UISnapBehavior`.
///
/// The item's centre is driven towards `snapPoint` by an isotropic 2-D spring (it moves along
/// the straight line for a start at rest and never orbits) of 2 Hz with damping ratio
/// ζ = 0.2 + 0.8 · `damping`; its rotation is driven back to 0 by a critically damped 2 Hz
/// angular spring. With the default damping 0.5 (ζ = 0.6) the item is within 2% of its
/// start distance after about 4/(ζω₀) ≈ 0.53 s and the animator pauses about half a second
/// after it stops moving.
///
/// UIKit difference: Apple does not publish the snap spring; the constants above are chosen
/// to match the observed feel (settles visually in ~0.5 s, pauses ~1.2 s after the start).
open class SnapBehavior: DynamicBehavior {
  /// Spring frequency of the snap, Hz.
  public static let frequency: CGFloat = 2
  private let item: DynamicItem
  private var joint: JointID?
  private var bodyOfJoint: BodyID?

  /// Creates a snap of `item` to `point` (points).
  public init(item: DynamicItem, snapTo point: CGPoint) {
    self.item = item
    self.point = point
    super.init()
    if !(point.x.isFinite && point.y.isFinite) {
      lastError = .nonFinite(parameter: "SnapBehavior snap point")
    }
  }

  /// The snapping item.
  open override var items: [DynamicItem] { [item] }

  private var point: CGPoint

  /// Where the item's centre is pulled (points). Non-finite values are rejected.
  open var snapPoint: CGPoint {
    get { point }
    set {
      guard acceptsFinite(newValue, "SnapBehavior.snapPoint") else { return }
      point = newValue
      if let j = joint, let animator = dynamicAnimator, animator.world.isValid(j) {
        try? animator.world.setTarget(newValue, of: j)
        animator.resume()
      } else {
        didChange()
      }
    }
  }

  /// How strongly oscillation is damped: 0 (most oscillation) … 1 (least). Default 0.5.
  /// Values outside 0…1 are rejected.
  open var damping: CGFloat = 0.5 {
    didSet {
      guard damping.isFinite, (0...1).contains(damping) else {
        let bad = damping
        damping = oldValue
        reject(.outOfRange(parameter: "SnapBehavior.damping", value: Double(bad), allowed: "in 0...1"))
        return
      }
      if let j = joint, let animator = dynamicAnimator, animator.world.isValid(j) {
        try? animator.world.setSpring(
          frequency: Double(SnapBehavior.frequency), dampingRatio: dampingRatio, of: j)
        animator.resume()
      }
    }
  }

  var dampingRatio: Double { 0.2 + 0.8 * Double(damping) }

  override var kindName: String { "snap behavior" }
  override var holdsItems: Bool { true }

  override func validateSelf() throws(DynamicsError) {
    try super.validateSelf()
    try Validate.finite(point, "SnapBehavior snap point")
  }

  override func install(in animator: DynamicAnimator) {
    guard let r = animator.record(for: item) else { return }
    let body = animator.records[r].body
    if let j = joint, animator.world.isValid(j), bodyOfJoint == body { return }
    let def = TargetJointDefinition(
      body: body, target: point, frequency: Double(SnapBehavior.frequency), dampingRatio: dampingRatio,
      angularFrequency: Double(SnapBehavior.frequency), angularDampingRatio: 1, targetAngle: 0)
    do {
      joint = try animator.world.createTargetJoint(def)
      bodyOfJoint = body
    } catch {
      reject(.physics(message: error.description))
    }
  }

  override func markRestless(in animator: DynamicAnimator) {
    guard let r = animator.record(for: item),
      let p = try? animator.world.position(of: animator.records[r].body),
      let angle = try? animator.world.angle(of: animator.records[r].body)
    else { return }
    let d = AttachmentBehavior.distance(p, point)
    // 0.01 rad is 0.5 pt at the corner of a 100 pt item.
    if d > DynamicAnimator.restTolerance || abs(angle) > 0.01 { animator.records[r].restless = true }
  }

  override func uninstall(from animator: DynamicAnimator) {
    if let j = joint, animator.world.isValid(j) { try? animator.world.destroyJoint(j) }
    joint = nil
    bodyOfJoint = nil
  }
}
