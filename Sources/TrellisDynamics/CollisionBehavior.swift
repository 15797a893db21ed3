import TrellisPhysics

/// Makes its items collide with each other and with boundaries: UIKit's `UICollisionBehavior`.
///
/// Items collide only with items that share a collision behavior with them (items in
/// different collision behaviors pass through each other; an item may be in several) and only
/// with the boundaries of their own behaviors. Boundaries are line segments or polylines
/// (`DynamicItemPath`) identified by any hashable value, plus optionally the animator's
/// reference bounds (`translatesReferenceBoundsIntoBoundary`), which are solid walls outside
/// the rectangle, so items cannot tunnel through them. Material (elasticity, friction) comes
/// from `DynamicItemBehavior`.
open class CollisionBehavior: DynamicBehavior, ItemListBehavior {
  /// What the items collide with. UIKit's `UICollisionBehavior.Mode`.
  public struct Mode: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mode from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other (1 << 0).
    public static let items = Mode(rawValue: 1 << 0)
    /// Items collide with the boundaries (1 << 1).
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both (UIKit's `everything`, all bits).
    public static let everything = Mode(rawValue: .max)
  }

  var itemList = ItemList()
  private var boundaryList: [(identifier: AnyHashable, path: DynamicItemPath)] = []
  private var referenceInsets: EdgeInsets?
  /// The static body holding the boundaries while in an animator.
  var boundaryBody: BodyID?
  /// Index among the animator's collision behaviors (assigned by sync).
  var slot = 0
  private var installedSlot = -1
  private var installedBounds = CGRect.null
  private var boundariesChanged = true
  private var installedMode: Mode?

  /// Creates a collision behavior for `items` (duplicates and invalid items are dropped and
  /// recorded in `lastError`).
  public init(items: [DynamicItem] = []) {
    super.init()
    fill(with: items)
  }

  /// The colliding items, in the order they were added.
  open override var items: [DynamicItem] { itemList.items }

  /// Adds an item (rejected, with `lastError`, if it is already here or invalid).
  open func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes an item (no effect if it is not here).
  open func removeItem(_ item: DynamicItem) { delete(item) }

  /// What the items collide with. Default `.everything`.
  open var collisionMode: Mode = .everything {
    didSet { if collisionMode != oldValue { didChange() } }
  }

  /// Hears about contacts.
  open weak var collisionDelegate: CollisionBehaviorDelegate?

  /// Whether the animator's reference bounds are a boundary (solid walls just outside them).
  /// Default `false`. For a layout's animator the reference bounds are the content rect.
  open var translatesReferenceBoundsIntoBoundary: Bool {
    get { referenceInsets != nil }
    set {
      guard newValue != translatesReferenceBoundsIntoBoundary else { return }
      referenceInsets = newValue ? .zero : nil
      boundariesChanged = true
      didChange()
    }
  }

  /// Makes the reference bounds inset by `insets` a boundary (turning
  /// `translatesReferenceBoundsIntoBoundary` on). Non-finite insets are rejected.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite else {
      reject(.nonFinite(parameter: "CollisionBehavior reference-bounds insets"))
      return
    }
    referenceInsets = insets
    boundariesChanged = true
    didChange()
  }

  /// Adds (or replaces) a straight boundary from `p1` to `p2` (points).
  open func addBoundary(withIdentifier identifier: AnyHashable, from p1: CGPoint, to p2: CGPoint) {
    addBoundary(withIdentifier: identifier, for: DynamicItemPath(from: p1, to: p2))
  }

  /// Adds (or replaces) a boundary along `path` (a polyline, closed if `path.isClosed`).
  /// Rejected (recorded in `lastError`) for fewer than two points, non-finite points or
  /// coincident consecutive points.
  open func addBoundary(withIdentifier identifier: AnyHashable, for path: DynamicItemPath) {
    do throws(DynamicsError) {
      try CollisionBehavior.validateBoundary(path)
    } catch {
      reject(error)
      return
    }
    if let i = boundaryList.firstIndex(where: { $0.identifier == identifier }) {
      boundaryList[i].path = path
    } else {
      boundaryList.append((identifier, path))
    }
    boundariesChanged = true
    didChange()
  }

  /// The boundary with `identifier`, or `nil`.
  open func boundary(withIdentifier identifier: AnyHashable) -> DynamicItemPath? {
    boundaryList.first(where: { $0.identifier == identifier })?.path
  }

  /// Removes the boundary with `identifier` (no effect if there is none).
  open func removeBoundary(withIdentifier identifier: AnyHashable) {
    guard let i = boundaryList.firstIndex(where: { $0.identifier == identifier }) else { return }
    boundaryList.remove(at: i)
    boundariesChanged = true
    didChange()
  }

  /// Removes every boundary added by identifier (the reference-bounds boundary stays).
  open func removeAllBoundaries() {
    guard !boundaryList.isEmpty else { return }
    boundaryList.removeAll()
    boundariesChanged = true
    didChange()
  }

  /// The identifiers of the boundaries, in the order they were added.
  open var boundaryIdentifiers: [AnyHashable]? {
    boundaryList.isEmpty ? nil : boundaryList.map(\.identifier)
  }

  override var kindName: String { "collision behavior" }

  static func validateBoundary(_ path: DynamicItemPath) throws(DynamicsError) {
    guard path.points.count >= 2 else { throw .invalidPath(reason: "a boundary needs at least two points") }
    for p in path.points {
      guard p.x.isFinite, p.y.isFinite else {
        throw .invalidPath(reason: "boundary point \(p) is not finite")
      }
    }
    for i in 1..<path.points.count where path.points[i] == path.points[i - 1] {
      throw .invalidPath(reason: "boundary points \(i - 1) and \(i) coincide")
    }
  }

  /// The identifier reported for a boundary shape's user data (0 = reference bounds → nil).
  func identifier(forUserData userData: Int) -> AnyHashable? {
    let i = userData - 1
    return i >= 0 && i < boundaryList.count ? boundaryList[i].identifier : nil
  }

  override func install(in animator: DynamicAnimator) {
    let world = animator.world
    if installedMode != nil && installedMode != collisionMode {
      for item in items {
        if let r = animator.record(for: item) { try? world.refilter(body: animator.records[r].body) }
      }
    }
    installedMode = collisionMode
    let bounds = animator.referenceBounds
    let needsWalls = referenceInsets != nil
    if boundaryBody != nil, world.isValid(boundaryBody!), !boundariesChanged, installedSlot == slot,
      !needsWalls || bounds == installedBounds
    {
      return
    }
    if let b = boundaryBody, world.isValid(b) {
      animator.setOwner(.none, of: b)
      try? world.destroyBody(b)
    }
    boundaryBody = nil
    boundariesChanged = false
    installedSlot = slot
    installedBounds = bounds
    guard needsWalls || !boundaryList.isEmpty else { return }
    guard let body = try? world.createBody(BodyDefinition(type: .static)) else { return }
    boundaryBody = body
    animator.setOwner(.boundaries(slot: slot), of: body)
    let filter = CollisionFilter(categoryBits: 0x2, groups: 1 << UInt64(slot % 64))
    for (i, b) in boundaryList.enumerated() {
      let geometry: ShapeGeometry =
        b.path.points.count == 2 && !b.path.isClosed
        ? .segment(b.path.points[0], b.path.points[1]) : .chain(b.path.points, isLoop: b.path.isClosed)
      do {
        try world.addShape(geometry, to: body, ShapeDefinition(filter: filter, userData: i + 1))
      } catch {
        reject(.physics(message: error.description))
      }
    }
    if let insets = referenceInsets {
      let r = bounds.inset(by: insets)
      guard r.width > 0, r.height > 0 else { return }
      // Walls as thick as the rectangle is large, outside each edge.
      let t = max(r.width, r.height, 100)
      let walls = [
        CGRect(x: r.minX - t, y: r.minY - t, width: r.width + 2 * t, height: t),
        CGRect(x: r.minX - t, y: r.maxY, width: r.width + 2 * t, height: t),
        CGRect(x: r.minX - t, y: r.minY, width: t, height: r.height),
        CGRect(x: r.maxX, y: r.minY, width: t, height: r.height),
      ]
      for w in walls {
        _ = try? world.addShape(
          .box(size: w.size, center: CGPoint(x: w.midX, y: w.midY)), to: body,
          ShapeDefinition(filter: filter, userData: 0))
      }
    }
  }

  override func uninstall(from animator: DynamicAnimator) {
    if let b = boundaryBody, animator.world.isValid(b) {
      animator.setOwner(.none, of: b)
      try? animator.world.destroyBody(b)
    }
    boundaryBody = nil
    boundariesChanged = true
    installedMode = nil
  }
}
