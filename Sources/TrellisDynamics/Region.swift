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

  /// Whether the region's numbers are usable: a radius or sides that are finite and ≥ 0.
  /// `FieldBehavior.region` rejects regions that are not.
  public var isValid: Bool {
    switch shape {
    case .infinite: return true
    case .circle(let r): return r.isFinite && r >= 0
    case .rect(let s): return s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0
    }
  }

  /// Whether `offset` (a point relative to the field's position, points) is inside.
  public func contains(_ offset: CGPoint) -> Bool {
    switch shape {
    case .infinite: return true
    case .circle(let r): return offset.x * offset.x + offset.y * offset.y <= r * r
    case .rect(let s): return abs(offset.x) <= s.width / 2 && abs(offset.y) <= s.height / 2
    }
  }
}
