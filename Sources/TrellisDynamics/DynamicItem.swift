/// How a dynamic item's collision bounds are shaped.
///
/// UIKit's `UIDynamicItemCollisionBoundsType`.
public enum DynamicItemCollisionBoundsType: Int, Hashable, Sendable {
  /// The item's `bounds` rectangle (the default).
  case rectangle
  /// The ellipse inscribed in the item's `bounds` (a circle when width equals height).
  case ellipse
  /// The convex polygon returned by `collisionBoundingPath`.
  case path
}

/// An object that a `DynamicAnimator` can move: it has a centre, bounds and a transform.
///
/// The animator reads `center`, `bounds` and `transform` when the item first joins the
/// simulation (and again in `DynamicAnimator.updateItem(usingCurrentState:)`), and writes
/// `center` and the rotation part of `transform` after every step that moved it. Items are
/// identified by object identity.
///
/// UIKit difference: UIKit's `UIDynamicItem` is an Objective-C protocol whose collision members
/// are optional; here they have default implementations in an extension.
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
  /// The position of the item's centre, in the animator's coordinate system (points).
  var center: CGPoint { get set }
  /// The item's bounds; only the size is used (points, both sides > 0).
  var bounds: CGRect { get }
  /// The item's transform. The animator writes a pure rotation here when the body turns, as
  /// UIKit does (any scale or translation in it is replaced).
  var transform: CGAffineTransform { get set }
  /// The shape used for collisions. Default `.rectangle`.
  var collisionBoundsType: DynamicItemCollisionBoundsType { get }
  /// The convex polygon used when `collisionBoundsType` is `.path`, with its origin at the
  /// item's centre. Default `nil`.
  var collisionBoundingPath: DynamicItemPath? { get }
}

extension DynamicItem {
  /// The default collision bounds type: `.rectangle`.
  public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
  /// The default bounding path: `nil`.
  public var collisionBoundingPath: DynamicItemPath? { nil }
}
