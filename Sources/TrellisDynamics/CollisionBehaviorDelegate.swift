/// Hears when items of a `CollisionBehavior` start and stop touching each other or its
/// boundaries: UIKit's `UICollisionBehaviorDelegate`.
///
/// "Touching" means within 0.5 pt (the physics engine's contact events). Every method has an
/// empty default implementation. Calls happen during `DynamicAnimator.advance(by:)`, after the
/// step in which the contact began or ended, in a deterministic order.
///
/// UIKit difference: boundary identifiers are `AnyHashable?` instead of `NSCopying?`; the
/// reference-bounds boundary (`translatesReferenceBoundsIntoBoundary`) reports `nil`.
@preconcurrency @MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
  /// Two items began touching at `p` (points).
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
  /// An item began touching the boundary `identifier` (`nil` for the reference bounds) at `p`.
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?,
    at p: CGPoint)
  /// An item stopped touching the boundary `identifier` (`nil` for the reference bounds).
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: CGPoint
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?,
    at p: CGPoint
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?
  ) {}
}
