// UIKit Dynamics' names, so that code written against `UIDynamicAnimator` and its behaviors
// compiles with `import TrellisUIKit` in place of `import UIKit`.

/// UIKit's name for `DynamicAnimator`, which runs behaviors on dynamic items.
///
/// `UIDynamicAnimator(collectionViewLayout:)`, `addBehavior(_:)`, `items(in:)`,
/// `updateItem(usingCurrentState:)` and `layoutAttributesForCell(at:)` work as in UIKit.
///
/// UIKit difference: there is no display link; the animator runs from the collection view's
/// `advance(by:)` (or its own `advance(by:)`), and UIKit's `init(referenceView:)` is
/// `init(referenceBounds:)`. `items(in:)` returns `[UIDynamicItem]`, so a layout casts each
/// element (`as? [UICollectionViewLayoutAttributes]` works as in UIKit).
public typealias UIDynamicAnimator = DynamicAnimator

/// UIKit's name for `DynamicAnimatorDelegate`, told when the animator pauses and resumes.
///
/// UIKit difference: both methods have default implementations instead of being optional.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate

/// UIKit's name for `DynamicItem`, an object with a centre, bounds and transform that an
/// animator can move. `UICollectionViewLayoutAttributes` conforms, as in UIKit.
///
/// UIKit difference: a Swift class-bound protocol; `collisionBoundsType` and
/// `collisionBoundingPath` have default implementations, and the bounding path is a
/// `DynamicItemPath` (a convex polygon) instead of a `UIBezierPath`.
public typealias UIDynamicItem = DynamicItem

/// UIKit's name for `DynamicItemCollisionBoundsType`: `.rectangle`, `.ellipse` or `.path`.
public typealias UIDynamicItemCollisionBoundsType = DynamicItemCollisionBoundsType

/// UIKit's name for `DynamicBehavior`, the base class of every behavior; subclass it for a
/// composite behavior with `addChildBehavior(_:)`.
public typealias UIDynamicBehavior = DynamicBehavior

/// UIKit's name for `AttachmentBehavior`: a spring or rigid link between an item and an anchor
/// or another item, with `length`, `damping` and `frequency`.
public typealias UIAttachmentBehavior = AttachmentBehavior

/// UIKit's name for `GravityBehavior`: a constant acceleration (magnitude 1 = 1000 pt/s²).
public typealias UIGravityBehavior = GravityBehavior

/// UIKit's name for `CollisionBehavior`: items collide with each other and with boundaries.
public typealias UICollisionBehavior = CollisionBehavior

/// UIKit's name for `CollisionBehaviorDelegate`, told when contacts begin and end.
///
/// UIKit difference: every method has a default implementation instead of being optional.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate

/// UIKit's name for `PushBehavior`: a continuous or instantaneous force on items.
public typealias UIPushBehavior = PushBehavior

/// UIKit's name for `SnapBehavior`: pulls an item to a point with a damped spring.
public typealias UISnapBehavior = SnapBehavior

/// UIKit's name for `DynamicItemBehavior`: per-item elasticity, friction, density, resistance
/// and velocity.
public typealias UIDynamicItemBehavior = DynamicItemBehavior

/// UIKit's name for `FieldBehavior`: a force field (gravity, spring, drag, vortex, noise …)
/// acting on items inside its `region`.
public typealias UIFieldBehavior = FieldBehavior

/// UIKit's name for `Offset`, a horizontal and vertical offset in points
/// (`UIOffset(horizontal:vertical:)`, `UIOffset.zero`).
public typealias UIOffset = Offset

/// UIKit's name for `FloatRange`, a closed range used by attachment limits
/// (`UIFloatRange(minimum:maximum:)`, `UIFloatRange.infinite`, `UIFloatRange.zero`).
public typealias UIFloatRange = FloatRange

/// UIKit's name for `Region`, the area a field acts in (`UIRegion(radius:)`,
/// `UIRegion(size:)`, `UIRegion.infinite`).
///
/// UIKit difference: UIKit's set operations (`inverse()`, `union(with:)`,
/// `intersection(with:)`, `difference(from:)`) are not available.
public typealias UIRegion = Region
