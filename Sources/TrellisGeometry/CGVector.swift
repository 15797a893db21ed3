#if !canImport(CoreGraphics)
/// A two-dimensional vector, as CoreGraphics defines it.
///
/// UIKit Dynamics uses vectors for gravity and push directions and for velocities.
///
/// UIKit difference: none; this type exists only where CoreGraphics does not.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  /// The x component of the vector.
  public var dx: CGFloat
  /// The y component of the vector.
  public var dy: CGFloat

  /// Creates a vector from its two components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from integer components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector from double components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector whose components are both zero.
  public static let zero = CGVector(dx: 0, dy: 0)

  /// A textual representation, `(dx, dy)`.
  public var description: String { "(\(dx), \(dy))" }
}
#endif
