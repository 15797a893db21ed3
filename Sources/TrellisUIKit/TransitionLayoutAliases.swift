// UIKit's name for the interactive transition layout (Trellis; docs/transitions.md).

/// UIKit's name for `CollectionViewTransitionLayout`, the layout between two layouts during an
/// interactive transition.
///
/// UIKit difference: `transitionProgress` accepts only 0…1 (see the class).
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
