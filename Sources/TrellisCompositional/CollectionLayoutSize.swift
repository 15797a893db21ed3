/// The width and height of a compositional-layout element, each a `CollectionLayoutDimension`.
///
/// UIKit difference: a value type rather than a class; `NSCollectionLayoutSize(widthDimension:heightDimension:)`
/// and its two properties work unchanged.
public struct CollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public let widthDimension: CollectionLayoutDimension
  /// The height.
  public let heightDimension: CollectionLayoutDimension

  /// Creates a size from a width and a height dimension.
  public init(
    widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension
  ) {
    self.widthDimension = width
    self.heightDimension = height
  }

  /// The size in points inside a container of `container` size.
  @inline(__always)
  func resolve(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }

  /// A textual representation, for example `{fractionalWidth(1.0), absolute(44.0)}`.
  public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
