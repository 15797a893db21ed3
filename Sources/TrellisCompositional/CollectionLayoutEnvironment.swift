extension TraitCollection {
  /// The traits a section provider may adapt to: horizontal and vertical size classes and a
  /// display scale (the other traits unspecified).
  ///
  /// UIKit difference: UIKit has no such initializer; it exists so that a custom section provider
  /// can be tested with the traits it adapts to.
  public convenience init(
    horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
    displayScale: CGFloat = 1
  ) {
    self.init(
      displayScale: displayScale, layoutDirection: .unspecified, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass, userInterfaceIdiom: .unspecified)
  }

  /// The width (or height) below which an axis is compact.
  static let regularThreshold: CGFloat = 600

  /// The traits of a view of `size`, as a compositional layout's environment has them.
  ///
  /// UIKit difference: UIKit's `UITraitCollection` comes from the window; Trellis derives the
  /// size classes from the collection view's size: an axis shorter than 600 points is compact,
  /// otherwise regular (iPhones are compact in width in portrait, iPads regular). The display
  /// scale is 1 and the other traits are unspecified.
  convenience init(size: CGSize) {
    self.init(
      horizontalSizeClass: size.width < Self.regularThreshold ? .compact : .regular,
      verticalSizeClass: size.height < Self.regularThreshold ? .compact : .regular)
  }
}

/// The container a compositional layout lays a section (or a group) out in.
///
/// For a section: `contentSize` is the collection view's visible size minus its adjusted
/// content insets; `contentInsets` are the extra insets of the section's (or the
/// configuration's) `contentInsetsReference` across the scrolling axis; `effectiveContentSize`
/// is `contentSize` minus `contentInsets`. For a custom group: the group's size, no insets.
///
/// UIKit difference: UIKit calls it `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol CollectionLayoutContainer {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size minus `contentInsets`.
  var effectiveContentSize: CGSize { get }
  /// The insets the content keeps from the container's edges.
  var contentInsets: DirectionalEdgeInsets { get }
  /// The insets the content keeps from the container's edges (the same as `contentInsets`).
  var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider (or a custom group, or a visible-items handler) knows about where it
/// is laid out: the container and the traits.
///
/// UIKit difference: UIKit calls it `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol CollectionLayoutEnvironment {
  /// The container the section is laid out in.
  var container: any CollectionLayoutContainer { get }
  /// The traits of the collection view.
  var traitCollection: TraitCollection { get }
}

/// The container values a layout hands out.
struct LayoutContainer: CollectionLayoutContainer, Equatable, Sendable {
  var contentSize: CGSize
  var contentInsets: DirectionalEdgeInsets

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }

  var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// The environment values a layout hands out.
struct LayoutEnvironment: CollectionLayoutEnvironment, Equatable, Sendable {
  var layoutContainer: LayoutContainer
  var traitCollection: TraitCollection

  var container: any CollectionLayoutContainer { layoutContainer }
}
