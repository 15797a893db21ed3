/// Space between the items of a group (`interItemSpacing`) or around an item (`edgeSpacing`).
///
/// `.fixed(s)` is exactly `s` points. `.flexible(s)` is at least `s` points; the space a group
/// has left over after its items and every spacing's minimum is shared equally by its flexible
/// spacings (so two flexible edge spacings around one item centre it).
///
/// UIKit difference: a value type rather than a class; the UIKit spellings
/// (`NSCollectionLayoutSpacing.fixed(10)`, `.flexible(0)`, `spacing`, `isFixedSpacing`,
/// `isFlexibleSpacing`) work unchanged. Negative or non-finite spacings count as 0.
public struct CollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
  /// The spacing in points: the exact value, or the minimum of a flexible spacing.
  public let spacing: CGFloat
  /// Whether the spacing is flexible (grows to share the free space).
  public let isFlexibleSpacing: Bool

  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  /// A spacing of exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
  }

  /// A spacing of at least `flexibleSpacing` points that grows to share the free space.
  public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
  }

  /// The minimum in points, as a length (`LayoutLimits.length(_:)`: 0 … 10¹²).
  var minimum: CGFloat { LayoutLimits.length(spacing) }

  /// A textual representation, for example `fixed(10.0)`.
  public var description: String {
    isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))"
  }
}
