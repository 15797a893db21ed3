/// One dimension (a width or a height) of a compositional-layout element: a fraction of its
/// container, an absolute length, or an estimate that self-sizing corrects.
///
/// - `.fractionalWidth(f)` / `.fractionalHeight(f)`: `f` times the container's width or height.
///   The container of an item is the group that holds it; the container of a section's root
///   group is the section's content area (the layout container's effective size minus the
///   section's `contentInsets`); the container of a supplementary item is the element it is
///   attached to.
/// - `.absolute(v)`: `v` points.
/// - `.estimated(v)`: `v` points until the cell is measured (`preferredLayoutAttributesFitting`),
///   then the measured size.
/// - `.uniformAcrossSiblings(estimate: v)`: like `.estimated`, but every item of the group that
///   uses it gets the size of the largest of them.
///
/// UIKit difference: a value type rather than a class; every UIKit spelling
/// (`NSCollectionLayoutDimension.fractionalWidth(0.5)`, `.absolute(44)`, `dimension`,
/// `isEstimated`, …) works unchanged. A dimension is a length (`LayoutLimits`): negative, NaN and
/// infinite results are laid out as 0, results above 10¹² points as 10¹². Only the
/// dimension along the scrolling axis self-sizes (the height for vertical scrolling); an
/// estimated dimension across it keeps its estimate.
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case fractionalWidth
    case fractionalHeight
    case absolute
    case estimated
    case uniformAcrossSiblings
  }

  let kind: Kind

  /// The number the dimension was made with: a fraction, a length or an estimate.
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A dimension that is `fractionalWidth` times the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A dimension that is `fractionalHeight` times the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A dimension of `absoluteDimension` points.
  public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// A dimension estimated at `estimatedDimension` points, corrected when the cell is measured.
  public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// A dimension estimated at `estimatedDimension` points that, once measured, is the largest
  /// measured size among the siblings in the same group that use it (iOS 17).
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> CollectionLayoutDimension
  {
    CollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is an absolute length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate (`.estimated`).
  public var isEstimated: Bool { kind == .estimated }
  /// Whether the dimension is uniform across siblings (`.uniformAcrossSiblings(estimate:)`).
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// Whether self-sizing may change the dimension (`.estimated` or `.uniformAcrossSiblings`).
  var selfSizes: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

  /// The length in points inside a container of `container` size, as a length
  /// (`LayoutLimits.length(_:)`): NaN, infinite and negative results are 0, results above
  /// 10¹² points are 10¹².
  @inline(__always)
  func resolve(in container: CGSize) -> CGFloat {
    let value: CGFloat
    switch kind {
    case .fractionalWidth: value = dimension * container.width
    case .fractionalHeight: value = dimension * container.height
    case .absolute, .estimated, .uniformAcrossSiblings: value = dimension
    }
    return LayoutLimits.length(value)
  }

  /// A textual representation, for example `fractionalWidth(0.5)`.
  public var description: String {
    switch kind {
    case .fractionalWidth: "fractionalWidth(\(dimension))"
    case .fractionalHeight: "fractionalHeight(\(dimension))"
    case .absolute: "absolute(\(dimension))"
    case .estimated: "estimated(\(dimension))"
    case .uniformAcrossSiblings: "uniformAcrossSiblings(estimate: \(dimension))"
    }
  }
}
