/// Which shapes may collide, Box2D-style, plus a group set for UIKit's collision behaviors.
///
/// Two shapes A and B collide when **all** of these hold:
/// 1. they are on different bodies and at least one body is dynamic;
/// 2. `A.groupIndex == B.groupIndex != 0` decides outright: positive → always collide,
///    negative → never collide (rules 3–5 are then skipped);
/// 3. category/mask: `(A.categoryBits & B.maskBits) != 0 && (B.categoryBits & A.maskBits) != 0`;
/// 4. groups: `(A.groups & B.groups) != 0` — each bit is one collision set (for example one
///    `CollisionBehavior`), so "items in different collision behaviors do not collide" is
///    `groups = 1 << behaviorIndex`; shapes in several behaviors set several bits;
/// 5. the world's ``PhysicsWorld/shouldCollide`` closure, if set, returns `true`.
///
/// The filter is evaluated when the broadphase first finds a pair, not every step. After you
/// change a filter (``PhysicsWorld/setFilter(_:for:)``) existing contacts are re-checked.
public struct CollisionFilter: Hashable, Sendable {
  /// The categories this shape belongs to (bit set). Default: `0x1`.
  public var categoryBits: UInt64
  /// The categories this shape accepts collisions with (bit set). Default: all bits.
  public var maskBits: UInt64
  /// Box2D group override: same positive index always collides, same negative index never
  /// collides; 0 (default) defers to the bits.
  public var groupIndex: Int32
  /// Collision sets this shape is in (bit set); shapes collide only if they share a set.
  /// Default: all bits (every shape is in every set).
  public var groups: UInt64

  /// Creates a filter; the defaults collide with everything.
  public init(
    categoryBits: UInt64 = 0x1, maskBits: UInt64 = .max, groupIndex: Int32 = 0, groups: UInt64 = .max
  ) {
    self.categoryBits = categoryBits
    self.maskBits = maskBits
    self.groupIndex = groupIndex
    self.groups = groups
  }

  /// The default filter: collides with everything.
  public static let `default` = CollisionFilter()

  /// Rules 2–4 above (the body and closure rules are checked by the world).
  public func shouldCollide(with other: CollisionFilter) -> Bool {
    if groupIndex == other.groupIndex && groupIndex != 0 { return groupIndex > 0 }
    return (categoryBits & other.maskBits) != 0 && (other.categoryBits & maskBits) != 0
      && (groups & other.groups) != 0
  }
}
