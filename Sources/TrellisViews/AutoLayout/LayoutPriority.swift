/// How much a layout constraint, a content-hugging or a compression-resistance setting matters:
/// 1 to 1000, where 1000 is required (UIKit's `UILayoutPriority`; docs/auto-layout.md).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, 1 to 1000.
  public var rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority of `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the default compression resistance of views made in code.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: the default content hugging of views made in code.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting(_:)` asks for its target size with.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Orders by `rawValue`.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `priority` moved by `amount`: `.defaultHigh.adding(1)` (UIKit code writes `.defaultHigh + 1`,
  /// which TrellisUIKit provides).
  public func adding(_ amount: Float) -> LayoutPriority { LayoutPriority(rawValue + amount) }
}
