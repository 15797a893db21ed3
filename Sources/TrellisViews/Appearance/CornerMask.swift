/// Which corners of a layer `cornerRadius` rounds (Core Animation's `CACornerMask`). The raw
/// values are Core Animation's.
public struct CornerMask: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates a mask from raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The corner at the minimum x and minimum y (top left).
  public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
  /// The corner at the maximum x and minimum y (top right).
  public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
  /// The corner at the minimum x and maximum y (bottom left).
  public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
  /// The corner at the maximum x and maximum y (bottom right).
  public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
}
