import Foundation
import Trellis
import TrellisDynamics

/// A dynamic item the dynamics surface builds: any size (zero and NaN included), any centre,
/// any of the three collision shapes.
final class FuzzItem: DynamicItem {
  var center: CGPoint
  var bounds: CGRect
  var transform: CGAffineTransform = .identity
  var collisionBoundsType: DynamicItemCollisionBoundsType
  var collisionBoundingPath: DynamicItemPath?

  init(center: CGPoint, size: CGSize, type: DynamicItemCollisionBoundsType, path: DynamicItemPath?) {
    self.center = center
    self.bounds = CGRect(origin: .zero, size: size)
    self.collisionBoundsType = type
    self.collisionBoundingPath = path
  }
}

/// UIKit Dynamics with every behavior's parameters at 0, negative, NaN, ±∞ and huge; items of
/// zero, NaN and enormous size; behaviors and items added and removed while the animator runs;
/// `advance(by:)` with 0, negative, NaN and huge steps; `items(in:)` with NaN and infinite rects.
///
/// Checks after every step: no NaN or infinity in the centre or transform of any item that is in
/// the animator (rejected items may keep whatever the caller gave them), and `advance(by:)`
/// returns (the watchdog).
@MainActor
public final class DynamicsSurface: SynchronousFuzzSurface {
  /// `dynamics`.
  public let name = "dynamics"
  /// What the surface generates.
  public let summary =
    "UIKit Dynamics: every behavior's parameters, odd items, add/remove while running, odd steps"
  /// Its share of a mixed campaign.
  public let weight = 3.0

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let bounds =
      c.random.chance(0.85)
      ? CGRect(x: 0, y: 0, width: c.random.double(in: 100...1_200), height: c.random.double(in: 100...1_200))
      : CGRect(origin: c.random.point(), size: c.random.size())
    c.note("referenceBounds: \(bounds)")
    let animator = DynamicAnimator(referenceBounds: bounds)
    var items: [FuzzItem] = []
    var behaviors: [DynamicBehavior] = []
    var poisoned = Set<ObjectIdentifier>()
    for _ in 0..<c.random.int(in: 1...8) { items.append(makeItem(c, in: bounds)) }
    for item in items where !(item.center.x.isFinite && item.center.y.isFinite) {
      poisoned.insert(ObjectIdentifier(item))
    }
    for _ in 0..<c.random.int(in: 1...5) {
      let behavior = makeBehavior(c, items: items)
      behaviors.append(behavior)
      animator.addBehavior(behavior)
    }
    c.note(
      "running: \(animator.isRunning), behaviors: \(animator.behaviors.count), last error: \(String(describing: animator.lastError))"
    )
    let steps = c.random.int(in: 5...30)
    for step in 0..<steps {
      switch c.random.below(10) {
      case 0:
        let item = makeItem(c, in: bounds)
        items.append(item)
        if !(item.center.x.isFinite && item.center.y.isFinite) { poisoned.insert(ObjectIdentifier(item)) }
        let behavior = makeBehavior(c, items: [item] + items.prefix(2))
        behaviors.append(behavior)
        c.note("add behavior with a new item")
        animator.addBehavior(behavior)
      case 1:
        if let behavior = c.random.element(of: behaviors) {
          c.note("removeBehavior")
          animator.removeBehavior(behavior)
        }
      case 2:
        mutate(behaviors, items: items, c)
      case 3:
        let rect = c.random.queryRect(around: bounds)
        c.note("items(in: \(rect))")
        _ = animator.items(in: rect)
      case 4:
        if let item = c.random.element(of: items) {
          item.center = c.random.point()
          if c.random.chance(0.3) { item.bounds.size = c.random.size() }
          if item.center.x.isFinite && item.center.y.isFinite {
            poisoned.remove(ObjectIdentifier(item))
          } else {
            poisoned.insert(ObjectIdentifier(item))
          }
          c.note("updateItem(usingCurrentState:) center \(item.center) size \(item.bounds.size)")
          animator.updateItem(usingCurrentState: item)
        }
      case 5:
        c.note("removeAllBehaviors")
        animator.removeAllBehaviors()
        behaviors.removeAll()
      default:
        let seconds = c.random.timeStep()
        c.note("advance(by: \(seconds))")
        animator.advance(by: seconds)
      }
      try check(animator, poisoned, "after step \(step)")
    }
    animator.advance(by: 0.5)
    try check(animator, poisoned, "at the end")
  }

  /// Every item the animator simulates must have a finite centre and transform, except items
  /// the case itself gave a non-finite centre (`poisoned`): the animator rejects those updates
  /// and leaves the item as the caller set it.
  func check(_ animator: DynamicAnimator, _ poisoned: Set<ObjectIdentifier>, _ when: String) throws {
    func visit(_ behavior: DynamicBehavior) throws {
      for item in behavior.items where !poisoned.contains(ObjectIdentifier(item)) {
        let t = item.transform
        let numbers = [item.center.x, item.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty]
        guard numbers.allSatisfy(\.isFinite) else {
          throw FuzzFailure(
            .nonFinite,
            "\(when): an item of a \(type(of: behavior)) has center \(item.center), transform \(t)")
        }
      }
      for child in behavior.childBehaviors { try visit(child) }
    }
    for behavior in animator.behaviors { try visit(behavior) }
    try FuzzCheck.finite(animator.elapsedTime, "\(when): elapsedTime")
  }

  func makeItem(_ c: FuzzContext, in bounds: CGRect) -> FuzzItem {
    let size: CGSize =
      c.random.chance(0.95)
      ? CGSize(width: c.random.double(in: 1...200), height: c.random.double(in: 1...200)) : c.random.size()
    let center: CGPoint =
      c.random.chance(0.95)
      ? CGPoint(x: c.random.double(in: 0...600), y: c.random.double(in: 0...600)) : c.random.point()
    let type = c.random.pick([DynamicItemCollisionBoundsType.rectangle, .ellipse, .path])
    var path: DynamicItemPath?
    if type == .path, c.random.chance(0.9) {
      let count = c.random.chance(0.8) ? c.random.int(in: 3...8) : c.random.pick([0, 1, 2, 65, 200])
      if c.random.chance(0.7) {
        path = DynamicItemPath(
          ovalIn: CGRect(x: -20, y: -20, width: 40, height: 40), vertexCount: max(count, 0))
      } else {
        path = DynamicItemPath(points: (0..<max(count, 0)).map { _ in c.random.point(typical: 50) })
      }
    }
    c.note("item at \(center) size \(size) \(type)")
    return FuzzItem(center: center, size: size, type: type, path: path)
  }

  func offset(_ c: FuzzContext) -> Offset {
    Offset(horizontal: c.random.coordinate(typical: 30), vertical: c.random.coordinate(typical: 30))
  }

  func makeBehavior(_ c: FuzzContext, items: [FuzzItem]) -> DynamicBehavior {
    let some = Array(c.random.shuffled(items).prefix(c.random.int(in: 0...max(0, min(items.count, 4)))))
    let first = c.random.element(of: items) ?? makeItem(c, in: .zero)
    let second = c.random.element(of: items) ?? makeItem(c, in: .zero)
    switch c.random.below(10) {
    case 0:
      let gravity = GravityBehavior(items: some)
      gravity.setAngle(c.random.coordinate(typical: 7), magnitude: c.random.ratio(maximum: 3))
      c.note("gravity angle \(gravity.angle) magnitude \(gravity.magnitude)")
      return gravity
    case 1:
      let collision = CollisionBehavior(items: some)
      collision.translatesReferenceBoundsIntoBoundary = c.random.chance(0.7)
      collision.collisionMode = c.random.pick([.everything, .items, .boundaries])
      if c.random.chance(0.4) {
        collision.addBoundary(withIdentifier: "line", from: c.random.point(), to: c.random.point())
      }
      if c.random.chance(0.3) { collision.setTranslatesReferenceBoundsIntoBoundary(with: c.random.insets()) }
      c.note("collision mode \(collision.collisionMode)")
      return collision
    case 2:
      let push = PushBehavior(items: some, mode: c.random.chance(0.5) ? .continuous : .instantaneous)
      push.setAngle(c.random.coordinate(typical: 7), magnitude: c.random.ratio(maximum: 10))
      if c.random.chance(0.3) {
        push.pushDirection = CGVector(dx: c.random.coordinate(), dy: c.random.coordinate())
      }
      if let item = some.first, c.random.chance(0.4) { push.setTargetOffsetFromCenter(offset(c), for: item) }
      c.note("push angle \(push.angle) magnitude \(push.magnitude)")
      return push
    case 3:
      let snap = SnapBehavior(item: first, snapTo: c.random.point())
      snap.damping = c.random.ratio(maximum: 1)
      c.note("snap to \(snap.snapPoint) damping \(snap.damping)")
      return snap
    case 4:
      let spring: AttachmentBehavior
      switch c.random.below(6) {
      case 0: spring = AttachmentBehavior(item: first, attachedToAnchor: c.random.point())
      case 1:
        spring = AttachmentBehavior(
          item: first, offsetFromCenter: offset(c), attachedToAnchor: c.random.point())
      case 2: spring = AttachmentBehavior(item: first, attachedTo: second)
      case 3:
        spring = AttachmentBehavior.slidingAttachment(
          with: first, attachmentAnchor: c.random.point(),
          axisOfTranslation: CGVector(dx: c.random.coordinate(), dy: c.random.coordinate()))
      case 4:
        spring = AttachmentBehavior.limitAttachment(
          with: first, offsetFromCenter: offset(c), attachedTo: second, offsetFromCenter: offset(c))
      default:
        spring =
          c.random.chance(0.5)
          ? AttachmentBehavior.fixedAttachment(
            with: first, attachedTo: second, attachmentAnchor: c.random.point())
          : AttachmentBehavior.pinAttachment(
            with: first, attachedTo: second, attachmentAnchor: c.random.point())
      }
      mutateAttachment(spring, c)
      return spring
    case 5:
      let dynamic = DynamicItemBehavior(items: some)
      mutateItemBehavior(dynamic, some, c)
      return dynamic
    case 6, 7:
      let field = makeField(c)
      for item in some { field.addItem(item) }
      mutateField(field, c)
      return field
    case 8:
      let parent = DynamicBehavior()
      parent.addChildBehavior(GravityBehavior(items: some))
      parent.addChildBehavior(CollisionBehavior(items: some))
      if c.random.chance(0.2) { parent.addChildBehavior(parent) }
      c.note("composite behavior")
      return parent
    default:
      let gravity = GravityBehavior(items: some)
      gravity.gravityDirection = CGVector(
        dx: c.random.coordinate(typical: 3), dy: c.random.coordinate(typical: 3))
      gravity.action = { [weak gravity] in _ = gravity?.items.count }
      return gravity
    }
  }

  func mutateAttachment(_ spring: AttachmentBehavior, _ c: FuzzContext) {
    spring.length = c.random.length(typical: 300)
    spring.damping = c.random.ratio(maximum: 2)
    spring.frequency = c.random.ratio(maximum: 80)
    if c.random.chance(0.3) { spring.frictionTorque = c.random.length(typical: 10) }
    if c.random.chance(0.3) {
      spring.attachmentRange = FloatRange(
        minimum: c.random.coordinate(typical: 100), maximum: c.random.coordinate(typical: 100))
    }
    if c.random.chance(0.3) { spring.anchorPoint = c.random.point() }
    c.note("attachment length \(spring.length) damping \(spring.damping) frequency \(spring.frequency)")
  }

  func mutateItemBehavior(_ dynamic: DynamicItemBehavior, _ items: [FuzzItem], _ c: FuzzContext) {
    dynamic.elasticity = c.random.ratio(maximum: 2)
    dynamic.friction = c.random.ratio(maximum: 2)
    dynamic.density = c.random.ratio(maximum: 10)
    dynamic.resistance = c.random.ratio(maximum: 10)
    dynamic.angularResistance = c.random.ratio(maximum: 10)
    dynamic.allowsRotation = c.random.chance(0.5)
    dynamic.isAnchored = c.random.chance(0.2)
    dynamic.charge = c.random.coordinate(typical: 10)
    if let item = items.first {
      dynamic.addLinearVelocity(c.random.point(typical: 5_000), for: item)
      dynamic.addAngularVelocity(c.random.coordinate(typical: 50), for: item)
    }
    c.note("item behavior density \(dynamic.density) elasticity \(dynamic.elasticity)")
  }

  func makeField(_ c: FuzzContext) -> FieldBehavior {
    switch c.random.below(11) {
    case 0: return .dragField()
    case 1: return .vortexField()
    case 2: return .radialGravityField(position: c.random.point())
    case 3:
      return .linearGravityField(
        direction: CGVector(dx: c.random.coordinate(typical: 3), dy: c.random.coordinate(typical: 3)))
    case 4: return .velocityField(direction: CGVector(dx: c.random.coordinate(), dy: c.random.coordinate()))
    case 5:
      return .noiseField(smoothness: c.random.ratio(maximum: 1), animationSpeed: c.random.ratio(maximum: 10))
    case 6:
      return .turbulenceField(
        smoothness: c.random.ratio(maximum: 1), animationSpeed: c.random.ratio(maximum: 10))
    case 7: return .springField()
    case 8: return .electricField()
    case 9: return .magneticField()
    default:
      var r = FuzzRandom(seed: c.random.next())
      return .field { _, _, _, _, _, _ in CGVector(dx: r.coordinate(), dy: r.coordinate()) }
    }
  }

  func mutateField(_ field: FieldBehavior, _ c: FuzzContext) {
    field.strength = c.random.coordinate(typical: 5)
    field.falloff = c.random.ratio(maximum: 4)
    field.minimumRadius = c.random.length(typical: 100)
    if c.random.chance(0.4) {
      field.region =
        c.random.chance(0.5)
        ? Region(radius: c.random.coordinate(typical: 500)) : Region(size: c.random.size(typical: 500))
    }
    if c.random.chance(0.3) { field.position = c.random.point() }
    if c.random.chance(0.3) {
      field.direction = CGVector(dx: c.random.coordinate(), dy: c.random.coordinate())
    }
    if c.random.chance(0.3) { field.smoothness = c.random.ratio(maximum: 1) }
    if c.random.chance(0.3) {
      field.animationSpeed = c.random.pick([c.random.ratio(maximum: 100), 1e300, .nan, -1])
    }
    c.note("field strength \(field.strength) falloff \(field.falloff) region \(field.region)")
  }

  func mutate(_ behaviors: [DynamicBehavior], items: [FuzzItem], _ c: FuzzContext) {
    guard let behavior = c.random.element(of: behaviors) else { return }
    c.note("mutate \(type(of: behavior))")
    switch behavior {
    case let spring as AttachmentBehavior: mutateAttachment(spring, c)
    case let dynamic as DynamicItemBehavior: mutateItemBehavior(dynamic, items, c)
    case let field as FieldBehavior: mutateField(field, c)
    case let gravity as GravityBehavior: gravity.magnitude = c.random.ratio(maximum: 5)
    case let push as PushBehavior:
      push.magnitude = c.random.ratio(maximum: 10)
      push.active = c.random.chance(0.7)
    case let snap as SnapBehavior: snap.snapPoint = c.random.point()
    case let collision as CollisionBehavior:
      if let item = c.random.element(of: items) {
        if c.random.chance(0.5) { collision.addItem(item) } else { collision.removeItem(item) }
      }
    default: break
    }
  }
}
