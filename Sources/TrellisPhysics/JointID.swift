/// A generational handle to a joint in a ``PhysicsWorld``.
///
/// See ``BodyID`` for the meaning of `index` and `generation`.
public struct JointID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The slot in the world's joint arrays.
  public let index: Int32
  /// The slot's generation when this handle was issued.
  public let generation: UInt32

  /// Creates a handle from its raw parts (normally you get handles from the world).
  public init(index: Int32, generation: UInt32) {
    self.index = index
    self.generation = generation
  }

  /// Orders by index, then generation.
  public static func < (a: JointID, b: JointID) -> Bool {
    (a.index, a.generation) < (b.index, b.generation)
  }

  /// `Joint(index:generation)`.
  public var description: String { "Joint(\(index):\(generation))" }
}
