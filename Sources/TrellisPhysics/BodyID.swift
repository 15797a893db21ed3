/// A generational handle to a body in a ``PhysicsWorld``.
///
/// `index` is the body's slot in the world's flat arrays; `generation` increments each time the
/// slot is reused, so a handle to a destroyed body is detected (``PhysicsError/invalidBody(_:)``)
/// instead of silently addressing its successor. Handles order by index then generation, which
/// is creation order for a world without removals.
public struct BodyID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The slot in the world's body arrays.
  public let index: Int32
  /// The slot's generation when this handle was issued.
  public let generation: UInt32

  /// Creates a handle from its raw parts (normally you get handles from the world).
  public init(index: Int32, generation: UInt32) {
    self.index = index
    self.generation = generation
  }

  /// Orders by index, then generation.
  public static func < (a: BodyID, b: BodyID) -> Bool {
    (a.index, a.generation) < (b.index, b.generation)
  }

  /// `Body(index:generation)`.
  public var description: String { "Body(\(index):\(generation))" }
}
