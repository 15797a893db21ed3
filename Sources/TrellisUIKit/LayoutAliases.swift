// UIKit's names for the layout core, so that a `UICollectionViewLayout` subclass compiles with
// `import TrellisUIKit` in place of `import UIKit`.

/// UIKit's name for `CollectionViewLayout`, the abstract base class of every layout.
///
/// Subclass it as in UIKit: `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)` and the other hooks have
/// UIKit's names, labels and defaults.
///
/// Like UIKit's, it is `@MainActor` (imported with `@preconcurrency`, so Swift 5 code sees no
/// isolation diagnostics). UIKit difference: `init?(coder:)` reads nothing from the archive.
public typealias UICollectionViewLayout = CollectionViewLayout

/// UIKit's name for `CollectionViewLayoutAttributes`, the geometry and appearance of one cell,
/// supplementary view or decoration view.
///
/// Subclasses override `copy(with:)` and `isEqual(_:)` as in UIKit.
///
/// UIKit difference: `init()` is a `required` initializer (the layout creates instances of your
/// subclass through `layoutAttributesClass`), so a subclass that overrides `init()` must mark
/// the override `required`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes

/// UIKit's name for `CollectionViewLayoutInvalidationContext`, which describes the parts of a
/// layout to recompute.
///
/// UIKit difference: `init()` is a `required` initializer, as for the attributes.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext

/// UIKit's name for `CollectionViewUpdateItem`, one change of a batch update as
/// `prepare(forCollectionViewUpdates:)` sees it.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
