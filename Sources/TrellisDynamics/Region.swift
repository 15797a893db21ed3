/// The area in which a field acts, relative to the field's `position`: UIKit's `UIRegion`.
public struct Region: Hashable, Sendable {
  enum Shape: Hashable, Sendable {
    case infinite
    case circle(radius: CGFloat)
    case rect(size: CGSize)
  }

  let shape: Shape

  /// Everywhere (UIKit's `UIRegion.infinite`).
  public static let infinite = Region(shape: .infinite)

  /// A disc of `radius` points centred on the field's position.
  public init(radius: CGFloat) { shape = .circle(radius: radius) }

  /// A rectangle of `size` points centred on the field's position.
  public init(size: CGSize) { shape = .rect(size: size) }

  init(shape: Shape) { self.shape = shape }

  /// Whether `offset` (a point relative to the field's position, points) is inside.
  public func contains(_ offset: CGPoint) -> Bool {
    switch shape {
    case .infinite: return true
    case .circle(let r): return offset.x * offset.x + offset.y * offset.y <= r * r
    case .rect(let s): return abs(offset.x) <= s.width / 2 && abs(offset.y) <= s.height / 2
    }
  }
}
