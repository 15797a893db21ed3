/// The size class of one axis of the interface, as size-adaptive layouts read it.
///
/// UIKit difference: UIKit calls it `UIUserInterfaceSizeClass` (TrellisUIKit provides that alias).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
  /// Unknown.
  case unspecified
  /// A compact axis (an iPhone's width in portrait).
  case compact
  /// A regular axis.
  case regular
}

/// The traits a section provider may adapt to.
///
/// UIKit difference: UIKit's `UITraitCollection` comes from the window; Trellis derives the
/// size classes from the collection view's size: an axis shorter than 600 points is compact,
/// otherwise regular (iPhones are compact in width in portrait, iPads regular). Only the size
/// classes and `displayScale` (always 1) are available.
public struct TraitCollection: Hashable, Sendable {
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// The scale of the display (points to pixels): 1.
  public var displayScale: CGFloat

  /// Creates traits.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
    displayScale: CGFloat = 1
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
  }

  /// The width (or height) below which an axis is compact.
  static let regularThreshold: CGFloat = 600

  /// The traits of a view of `size`.
  init(size: CGSize) {
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
