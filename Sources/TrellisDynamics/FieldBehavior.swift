import TrellisPhysics

/// A force field acting on its items: UIKit's `UIFieldBehavior`.
///
/// Every step, each item inside `region` (relative to `position`) gets a force computed from
/// its position x, velocity v (m/s, 100 pt = 1 m), mass m (kg) and charge q. With
/// d = x − position, r = max(|d|, minimumRadius) in metres and the falloff factor
/// φ = r^(−falloff) (1 when `falloff` is 0, the default), the forces (N) are:
///
/// | Field | Force |
/// |---|---|
/// | `linearGravityField(direction:)` | m · strength · φ · direction · 10 m/s² (direction (0, 1), strength 1 = `GravityBehavior` magnitude 1) |
/// | `radialGravityField(position:)` | −m · strength · φ · d̂ · 10 m/s² (towards the position) |
/// | `vortexField()` | m · strength · φ · (−d̂.y, d̂.x) · 10 m/s² (perpendicular to d) |
/// | `dragField()` | −strength · φ · v (N per m/s) |
/// | `velocityField(direction:)` | m · (strength · φ · direction(pt/s) − v) / step: sets the velocity |
/// | `springField()` | −strength · φ · d (N per m, Hooke) |
/// | `electricField()` | q · E with E = strength · φ · d̂ (a point charge at the position) |
/// | `magneticField()` | q · v × B with B = strength · φ along +z: (q·B·v.y, −q·B·v.x) |
/// | `noiseField(smoothness:animationSpeed:)` | m · strength · n(x, t) · 10 m/s², n seeded value noise in −1…1 per axis |
/// | `turbulenceField(smoothness:animationSpeed:)` | m · strength · |v| · n(x, t) (N, v in m/s) |
/// | `field(evaluationBlock:)` | the block's return value (N) |
///
/// Noise: feature size 50 + 950 · smoothness points, time scale `animationSpeed` lattice
/// cells per second, fixed seed — the same on every run.
///
/// UIKit difference: Apple documents the field kinds but not their units; the table above is
/// the Trellis definition, chosen so that strength 1 of a gravity-like field equals gravity
/// magnitude 1. Items under a non-zero field force stay awake (the engine's sleep timer is
/// reset by every applied force).
open class FieldBehavior: DynamicBehavior, ItemListBehavior {
  /// A custom field: (field, position (pt), velocity (pt/s), mass (kg), charge, step (s)) →
  /// force (N).
  public typealias EvaluationBlock =
    (FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

  enum Kind {
    case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
    case custom(EvaluationBlock)
  }

  let kind: Kind
  var itemList = ItemList()
  private let noise = SeededNoise(seed: 0x5452_454C_4C49_5321)

  init(kind: Kind) {
    self.kind = kind
    super.init()
  }

  /// A drag field: F = −strength · v.
  open class func dragField() -> FieldBehavior { FieldBehavior(kind: .drag) }
  /// A vortex: a force perpendicular to the offset from the position.
  open class func vortexField() -> FieldBehavior { FieldBehavior(kind: .vortex) }
  /// Radial gravity towards `position`.
  open class func radialGravityField(position: CGPoint) -> FieldBehavior {
    let f = FieldBehavior(kind: .radialGravity)
    f.position = position
    return f
  }
  /// Uniform gravity along `direction` (units of 1000 pt/s²).
  open class func linearGravityField(direction: CGVector) -> FieldBehavior {
    let f = FieldBehavior(kind: .linearGravity)
    f.direction = direction
    return f
  }
  /// Drives velocities to `direction` (pt/s).
  open class func velocityField(direction: CGVector) -> FieldBehavior {
    let f = FieldBehavior(kind: .velocity)
    f.direction = direction
    return f
  }
  /// Seeded smooth random accelerations.
  open class func noiseField(smoothness: CGFloat, animationSpeed: CGFloat) -> FieldBehavior {
    let f = FieldBehavior(kind: .noise)
    f.smoothness = smoothness
    f.animationSpeed = animationSpeed
    return f
  }
  /// Seeded noise scaled by speed.
  open class func turbulenceField(smoothness: CGFloat, animationSpeed: CGFloat) -> FieldBehavior {
    let f = FieldBehavior(kind: .turbulence)
    f.smoothness = smoothness
    f.animationSpeed = animationSpeed
    return f
  }
  /// A Hooke spring towards `position`.
  open class func springField() -> FieldBehavior { FieldBehavior(kind: .spring) }
  /// An electric field of a point charge at `position` (acts on charged items).
  open class func electricField() -> FieldBehavior { FieldBehavior(kind: .electric) }
  /// A magnetic field along +z (acts on moving charged items).
  open class func magneticField() -> FieldBehavior { FieldBehavior(kind: .magnetic) }
  /// A custom field computed by `block`.
  open class func field(evaluationBlock block: @escaping EvaluationBlock) -> FieldBehavior {
    FieldBehavior(kind: .custom(block))
  }

  /// The items in the field, in the order they were added.
  open override var items: [DynamicItem] { itemList.items }
  /// Adds an item (rejected, with `lastError`, if it is already here or invalid).
  open func addItem(_ item: DynamicItem) { insert(item) }
  /// Removes an item.
  open func removeItem(_ item: DynamicItem) { delete(item) }

  /// The field's origin, points. Default (0, 0).
  open var position: CGPoint = .zero {
    didSet { checkFinite(position.x.isFinite && position.y.isFinite, "position") { position = oldValue } }
  }
  /// Where the field acts, relative to `position`. Default `.infinite`.
  ///
  /// UIKit difference: a region with a NaN, infinite or negative radius or side
  /// (`Region.isValid` is `false`) is rejected: the old region stays and the reason is in
  /// `lastError`.
  open var region: Region = .infinite {
    didSet { checkFinite(region.isValid, "region") { region = oldValue } }
  }
  /// Scale of the force. Default 1.
  open var strength: CGFloat = 1 {
    didSet { checkFinite(strength.isFinite, "strength") { strength = oldValue } }
  }
  /// Exponent of the distance falloff (≥ 0). Default 0 (uniform).
  open var falloff: CGFloat = 0 {
    didSet { checkFinite(falloff.isFinite && falloff >= 0, "falloff") { falloff = oldValue } }
  }
  /// Distance below which the falloff stops growing, points (≥ 0). Default 0.
  open var minimumRadius: CGFloat = 0 {
    didSet {
      checkFinite(minimumRadius.isFinite && minimumRadius >= 0, "minimumRadius") { minimumRadius = oldValue }
    }
  }
  /// Direction of linear gravity (1000 pt/s² units) and velocity (pt/s) fields. Default (0, 0).
  open var direction: CGVector = .zero {
    didSet {
      checkFinite(direction.dx.isFinite && direction.dy.isFinite, "direction") { direction = oldValue }
    }
  }
  /// Smoothness of noise and turbulence, 0…1. Default 0.
  open var smoothness: CGFloat = 0 {
    didSet {
      checkFinite(smoothness.isFinite && (0...1).contains(smoothness), "smoothness") { smoothness = oldValue }
    }
  }
  /// Speed at which noise changes, lattice cells per second (≥ 0). Default 0.
  open var animationSpeed: CGFloat = 0 {
    didSet {
      checkFinite(animationSpeed.isFinite && animationSpeed >= 0, "animationSpeed") {
        animationSpeed = oldValue
      }
    }
  }

  private func checkFinite(_ ok: Bool, _ name: String, revert: () -> Void) {
    if ok {
      didChange()
    } else {
      revert()
      reject(
        .outOfRange(
          parameter: "FieldBehavior.\(name)", value: .nan, allowed: "finite and in its documented range"))
    }
  }

  override var kindName: String { "field behavior" }
  override var holdsItems: Bool { true }

  override func install(in animator: DynamicAnimator) {
    // A field may act on resting items: wake them so the next step sees the field.
    for item in items {
      if let r = animator.record(for: item) {
        try? animator.world.setAwake(true, of: animator.records[r].body)
      }
    }
  }

  override func applyForces(in animator: DynamicAnimator, dt: Double) {
    let world = animator.world
    let g = 10.0  // m/s² per unit of gravity-like strength
    let time = animator.elapsedTime
    for item in items {
      guard let r = animator.record(for: item) else { continue }
      let rec = animator.records[r]
      guard (try? world.isAwake(rec.body)) == true, let p = try? world.position(of: rec.body),
        let vPts = try? world.linearVelocity(of: rec.body), let m = try? world.mass(of: rec.body), m > 0
      else { continue }
      let offset = CGPoint(x: p.x - position.x, y: p.y - position.y)
      guard region.contains(offset) else { continue }
      let dx = Double(offset.x) / 100
      let dy = Double(offset.y) / 100
      let dist = (dx * dx + dy * dy).squareRoot()
      let rr = max(dist, Double(minimumRadius) / 100)
      let phi = falloff == 0 ? 1 : (rr > 0 ? pow(rr, -Double(falloff)) : 0)
      let ux = dist > 0 ? dx / dist : 0
      let uy = dist > 0 ? dy / dist : 0
      let vx = Double(vPts.dx) / 100
      let vy = Double(vPts.dy) / 100
      let s = Double(strength)
      let q = Double(rec.applied.charge)
      var fx = 0.0
      var fy = 0.0
      switch kind {
      case .linearGravity:
        fx = m * s * phi * Double(direction.dx) * g
        fy = m * s * phi * Double(direction.dy) * g
      case .radialGravity:
        fx = -m * s * phi * ux * g
        fy = -m * s * phi * uy * g
      case .vortex:
        fx = -m * s * phi * uy * g
        fy = m * s * phi * ux * g
      case .drag:
        fx = -s * phi * vx
        fy = -s * phi * vy
      case .velocity:
        fx = m * (s * phi * Double(direction.dx) / 100 - vx) / dt
        fy = m * (s * phi * Double(direction.dy) / 100 - vy) / dt
      case .spring:
        fx = -s * phi * dx
        fy = -s * phi * dy
      case .electric:
        fx = q * s * phi * ux
        fy = q * s * phi * uy
      case .magnetic:
        fx = q * s * phi * vy
        fy = -q * s * phi * vx
      case .noise, .turbulence:
        let feature = 50 + 950 * Double(smoothness)
        let nx = noise.value(Double(p.x) / feature, Double(p.y) / feature, time * Double(animationSpeed))
        let ny = noise.value(
          Double(p.x) / feature + 17.31, Double(p.y) / feature - 9.7, time * Double(animationSpeed))
        let scale: Double
        if case .noise = kind {
          scale = m * s * phi * g
        } else {
          scale = m * s * phi * (vx * vx + vy * vy).squareRoot()
        }
        fx = scale * nx
        fy = scale * ny
      case .custom(let block):
        let f = block(self, p, vPts, CGFloat(m), CGFloat(q), dt)
        fx = Double(f.dx)
        fy = Double(f.dy)
      }
      guard fx.isFinite, fy.isFinite, fx != 0 || fy != 0 else { continue }
      try? world.applyForce(CGVector(dx: fx, dy: fy), to: rec.body)
    }
  }
}
