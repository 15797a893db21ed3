import TrellisPhysics

/// Material and motion settings for its items: UIKit's `UIDynamicItemBehavior`.
///
/// Defaults (UIKit): elasticity 0, friction 0, density 1, resistance 0, angularResistance 0,
/// allowsRotation true, anchored false, charge 0. When several item behaviors name the same
/// item, the one added last (in behavior order) wins for every property.
///
/// Mapping to the physics engine: elasticity → restitution (mixed as max of the two shapes),
/// friction → Coulomb coefficient (mixed as √(f₁f₂)), density → kg/m² (a 100 × 100 pt item
/// of density 1 has 1 kg), resistance → linear damping c in 1/s (v ← v/(1 + h·c) per sub-step),
/// angularResistance → angular damping in 1/s, anchored → a kinematic body (moves only when you
/// move it and call `updateItem(usingCurrentState:)`, still collides).
///
/// Out-of-range values (elasticity outside 0…1, negative friction or resistance, density ≤ 0,
/// non-finite numbers) are rejected: the property keeps its value and the error is recorded in
/// `lastError`.
open class DynamicItemBehavior: DynamicBehavior, ItemListBehavior {
  var itemList = ItemList()
  var properties = ItemProperties()
  private var pendingLinear: [(ObjectIdentifier, CGVector)] = []
  private var pendingAngular: [(ObjectIdentifier, CGFloat)] = []

  /// Creates an item behavior for `items` (duplicates and invalid items are dropped and
  /// recorded in `lastError`).
  public init(items: [DynamicItem] = []) {
    super.init()
    fill(with: items)
  }

  /// The items, in the order they were added.
  open override var items: [DynamicItem] { itemList.items }

  /// Adds an item (rejected, with `lastError`, if it is already here or invalid).
  open func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes an item (no effect if it is not here).
  open func removeItem(_ item: DynamicItem) { delete(item) }

  private func set<T: Equatable>(
    _ keyPath: WritableKeyPath<ItemProperties, T>, _ value: T, check: () throws(DynamicsError) -> Void
  ) {
    do throws(DynamicsError) {
      try check()
    } catch {
      reject(error)
      return
    }
    guard properties[keyPath: keyPath] != value else { return }
    properties[keyPath: keyPath] = value
    didChange()
  }

  /// Restitution of collisions, 0 (no bounce) … 1 (fully elastic). Default 0.
  open var elasticity: CGFloat {
    get { properties.elasticity }
    set {
      set(\.elasticity, newValue) { () throws(DynamicsError) in
        try Validate.inRange(newValue, 0...1, "elasticity")
      }
    }
  }

  /// Coulomb friction coefficient between sliding items (≥ 0). Default 0.
  open var friction: CGFloat {
    get { properties.friction }
    set {
      set(\.friction, newValue) { () throws(DynamicsError) in
        try Validate.nonNegative(newValue, "friction"); try Validate.finite(newValue, "friction")
      }
    }
  }

  /// Mass per area, kg/m² (> 0): mass = density × width × height / 10,000 pt². Default 1.
  open var density: CGFloat {
    get { properties.density }
    set {
      set(\.density, newValue) { () throws(DynamicsError) in try Validate.positive(newValue, "density") }
    }
  }

  /// Linear velocity damping, 1/s (≥ 0; 0 = none). Default 0.
  open var resistance: CGFloat {
    get { properties.resistance }
    set {
      set(\.resistance, newValue) { () throws(DynamicsError) in
        try Validate.nonNegative(newValue, "resistance"); try Validate.finite(newValue, "resistance")
      }
    }
  }

  /// Angular velocity damping, 1/s (≥ 0). Default 0.
  open var angularResistance: CGFloat {
    get { properties.angularResistance }
    set {
      set(\.angularResistance, newValue) { () throws(DynamicsError) in
        try Validate.nonNegative(newValue, "angularResistance")
        try Validate.finite(newValue, "angularResistance")
      }
    }
  }

  /// Whether the items may rotate. Default `true`.
  open var allowsRotation: Bool {
    get { properties.allowsRotation }
    set { set(\.allowsRotation, newValue) { () throws(DynamicsError) in } }
  }

  /// Whether the items are anchored in place (they still take part in collisions). Default
  /// `false`.
  open var isAnchored: Bool {
    get { properties.isAnchored }
    set { set(\.isAnchored, newValue) { () throws(DynamicsError) in } }
  }

  /// Electric charge (finite), used by electric and magnetic fields. Default 0.
  open var charge: CGFloat {
    get { properties.charge }
    set { set(\.charge, newValue) { () throws(DynamicsError) in try Validate.finite(newValue, "charge") } }
  }

  /// Adds `velocity` (pt/s) to the item's linear velocity. Before the item is in an animator
  /// the velocity is kept and applied when it joins; additions accumulate.
  open func addLinearVelocity(_ velocity: CGPoint, for item: DynamicItem) {
    guard velocity.x.isFinite, velocity.y.isFinite else {
      reject(.nonFinite(parameter: "addLinearVelocity velocity"))
      return
    }
    guard itemList.contains(item) else {
      reject(
        .invalidItemGeometry(reason: "addLinearVelocity(_:for:) names an item that is not in this behavior"))
      return
    }
    let v = CGVector(dx: velocity.x, dy: velocity.y)
    if let animator = dynamicAnimator, let r = animator.record(for: item) {
      let body = animator.records[r].body
      let current = (try? animator.world.linearVelocity(of: body)) ?? .zero
      try? animator.world.setLinearVelocity(CGVector(dx: current.dx + v.dx, dy: current.dy + v.dy), of: body)
      animator.records[r].escaped = false
      animator.resume()
    } else {
      let key = ObjectIdentifier(item)
      if let i = pendingLinear.firstIndex(where: { $0.0 == key }) {
        pendingLinear[i].1.dx += v.dx
        pendingLinear[i].1.dy += v.dy
      } else {
        pendingLinear.append((key, v))
      }
      didChange()
    }
  }

  /// The item's linear velocity, pt/s (the pending velocity if it is not in an animator yet).
  open func linearVelocity(for item: DynamicItem) -> CGPoint {
    if let animator = dynamicAnimator, let r = animator.record(for: item),
      let v = try? animator.world.linearVelocity(of: animator.records[r].body)
    {
      return CGPoint(x: v.dx, y: v.dy)
    }
    let v = pendingLinear.first(where: { $0.0 == ObjectIdentifier(item) })?.1 ?? .zero
    return CGPoint(x: v.dx, y: v.dy)
  }

  /// Adds `velocity` (rad/s) to the item's angular velocity; kept until it joins an animator.
  open func addAngularVelocity(_ velocity: CGFloat, for item: DynamicItem) {
    guard velocity.isFinite else {
      reject(.nonFinite(parameter: "addAngularVelocity velocity"))
      return
    }
    guard itemList.contains(item) else {
      reject(
        .invalidItemGeometry(reason: "addAngularVelocity(_:for:) names an item that is not in this behavior"))
      return
    }
    if let animator = dynamicAnimator, let r = animator.record(for: item) {
      let body = animator.records[r].body
      let current = (try? animator.world.angularVelocity(of: body)) ?? 0
      try? animator.world.setAngularVelocity(current + Double(velocity), of: body)
      animator.records[r].escaped = false
      animator.resume()
    } else {
      let key = ObjectIdentifier(item)
      if let i = pendingAngular.firstIndex(where: { $0.0 == key }) {
        pendingAngular[i].1 += velocity
      } else {
        pendingAngular.append((key, velocity))
      }
      didChange()
    }
  }

  /// The item's angular velocity, rad/s (pending value if it is not in an animator yet).
  open func angularVelocity(for item: DynamicItem) -> CGFloat {
    if let animator = dynamicAnimator, let r = animator.record(for: item),
      let w = try? animator.world.angularVelocity(of: animator.records[r].body)
    {
      return CGFloat(w)
    }
    return pendingAngular.first(where: { $0.0 == ObjectIdentifier(item) })?.1 ?? 0
  }

  override var kindName: String { "dynamic item behavior" }

  override func install(in animator: DynamicAnimator) {
    guard !pendingLinear.isEmpty || !pendingAngular.isEmpty else { return }
    for (key, v) in pendingLinear {
      guard let r = animator.recordIndex[key] else { continue }
      let body = animator.records[r].body
      let current = (try? animator.world.linearVelocity(of: body)) ?? .zero
      try? animator.world.setLinearVelocity(CGVector(dx: current.dx + v.dx, dy: current.dy + v.dy), of: body)
    }
    for (key, w) in pendingAngular {
      guard let r = animator.recordIndex[key] else { continue }
      let body = animator.records[r].body
      let current = (try? animator.world.angularVelocity(of: body)) ?? 0
      try? animator.world.setAngularVelocity(current + Double(w), of: body)
    }
    pendingLinear.removeAll()
    pendingAngular.removeAll()
  }
}
