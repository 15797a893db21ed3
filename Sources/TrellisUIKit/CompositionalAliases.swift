// UIKit's names for the compositional layout (TrellisCompositional), so that code written for
// `UICollectionViewCompositionalLayout` compiles with `import TrellisUIKit`.

@_exported import TrellisCompositional

/// UIKit's name for `CollectionViewCompositionalLayout`, the layout built from sections, groups
/// and items.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout

/// UIKit's name for `CollectionViewCompositionalLayoutConfiguration`, the layout-wide settings.
public typealias UICollectionViewCompositionalLayoutConfiguration =
  CollectionViewCompositionalLayoutConfiguration

/// UIKit's name for `CollectionViewCompositionalLayout.SectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout
  .SectionProvider

/// UIKit's name for `CollectionLayoutSize`, a width and a height dimension.
///
/// UIKit difference: a value type.
public typealias NSCollectionLayoutSize = CollectionLayoutSize

/// UIKit's name for `CollectionLayoutDimension`: fractional, absolute, estimated or uniform.
///
/// UIKit difference: a value type.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension

/// UIKit's name for `CollectionLayoutItem`, one cell of a group.
public typealias NSCollectionLayoutItem = CollectionLayoutItem

/// UIKit's name for `CollectionLayoutGroup`, the unit a section repeats.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup

/// UIKit's name for `CollectionLayoutGroupCustomItem`, one frame of a custom group.
///
/// UIKit difference: a value type.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem

/// UIKit's name for `CollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider

/// UIKit's name for `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection

/// UIKit's name for `CollectionLayoutSpacing`: fixed or flexible spacing.
///
/// UIKit difference: a value type.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing

/// UIKit's name for `CollectionLayoutEdgeSpacing`, the spacing around an item.
///
/// UIKit difference: a value type.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing

/// UIKit's name for `CollectionLayoutSupplementaryItem`, a badge attached to an item or group.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem

/// UIKit's name for `CollectionLayoutBoundarySupplementaryItem`, a header or footer.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem

/// UIKit's name for `CollectionLayoutDecorationItem`, a section background.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem

/// UIKit's name for `CollectionLayoutAnchor`, where a supplementary item attaches.
///
/// UIKit difference: a value type.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor

/// UIKit's name for `DirectionalEdgeInsets` (leading and trailing instead of left and right).
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// UIKit's name for `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge

/// UIKit's name for `RectAlignment`, where a boundary item sits.
public typealias NSRectAlignment = RectAlignment

/// UIKit's name for `CollectionLayoutEnvironment`, what a section provider knows.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment

/// UIKit's name for `CollectionLayoutContainer`, the size a section is laid out in.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer

/// UIKit's name for `CollectionLayoutVisibleItem`, an element a visible-items handler may change.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem

/// UIKit's name for `CollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  CollectionLayoutSectionVisibleItemsInvalidationHandler

/// UIKit's name for `CollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
  CollectionLayoutSectionOrthogonalScrollingBehavior

/// UIKit's name for `CollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17).
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties =
  CollectionLayoutSectionOrthogonalScrollingProperties

/// UIKit's name for `ContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference

/// UIKit's name for `CollectionLayoutListConfiguration`, a list section's configuration.
///
/// UIKit difference: the metrics of each appearance are Trellis's (see the type).
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration

/// UIKit's name for `ListSeparatorConfiguration`, how a list's rows draw their separators.
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
