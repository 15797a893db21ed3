import Foundation

extension Font {
  /// A font weight, with UIKit's raw values (`UIFont.Weight`): −0.8 (ultraLight) … 0.62 (black).
  ///
  /// Trellis ships Inter in four weights; ``Font/systemFont(ofSize:weight:)`` uses the shipped
  /// weight whose raw value is nearest (see docs/text.md §3).
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's raw value.
    public var rawValue: CGFloat
    /// A weight with raw value `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A weight with raw value `rawValue` (UIKit's unlabelled initialiser).
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// −0.8. Measured with Inter Regular (nearest shipped weight).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// −0.6. Measured with Inter Regular.
    public static let thin = Weight(rawValue: -0.6)
    /// −0.4. Measured with Inter Regular.
    public static let light = Weight(rawValue: -0.4)
    /// 0. Inter Regular.
    public static let regular = Weight(rawValue: 0)
    /// 0.23. Inter Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3. Inter Semi Bold.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4. Inter Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56. Measured with Inter Bold.
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62. Measured with Inter Bold.
    public static let black = Weight(rawValue: 0.62)

    /// Orders by raw value.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
