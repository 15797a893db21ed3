/// A horizontal and vertical offset in points, used for attachment points relative to an
/// item's centre.
///
/// UIKit's `UIOffset`.
public struct Offset: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal offset (points, +x to the right).
  public var horizontal: CGFloat
  /// The vertical offset (points, +y downwards).
  public var vertical: CGFloat

  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public static let zero = Offset(horizontal: 0, vertical: 0)

  /// A textual description, `{h, v}`.
  public var description: String { "{\(horizontal), \(vertical)}" }

  var point: CGPoint { CGPoint(x: horizontal, y: vertical) }
}
