/// A pair of shape children known to the broadphase (see ``PhysicsWorld/broadphasePairs``).
public struct BroadphasePair: Hashable, Comparable, Sendable {
  /// The first shape (lower id).
  public var shapeA: ShapeID
  /// Child (chain edge) index of `shapeA`.
  public var childA: Int
  /// The second shape.
  public var shapeB: ShapeID
  /// Child index of `shapeB`.
  public var childB: Int

  /// Creates a pair.
  public init(shapeA: ShapeID, childA: Int, shapeB: ShapeID, childB: Int) {
    self.shapeA = shapeA
    self.childA = childA
    self.shapeB = shapeB
    self.childB = childB
  }

  /// Lexicographic order.
  public static func < (l: BroadphasePair, r: BroadphasePair) -> Bool {
    (l.shapeA, l.childA, l.shapeB, l.childB) < (r.shapeA, r.childA, r.shapeB, r.childB)
  }
}
