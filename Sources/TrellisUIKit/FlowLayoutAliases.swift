// UIKit's names for the flow layout and its protocol and context.

/// UIKit's name for `CollectionViewFlowLayout`, the line-based grid layout.
///
/// Subclass it as in UIKit (for example to left-align items by adjusting the attributes
/// `super.layoutAttributesForElements(in:)` returns). `UICollectionViewFlowLayout.automaticSize`
/// and `UICollectionViewFlowLayout.SectionInsetReference` are available through this alias.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout

/// UIKit's name for `CollectionViewFlowLayoutInvalidationContext`, the flow layout's context
/// with `invalidateFlowLayoutDelegateMetrics` and `invalidateFlowLayoutAttributes`.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext

/// UIKit's name for `CollectionViewDelegateFlowLayout`, the delegate protocol that supplies
/// per-item sizes and per-section insets, spacings and header and footer sizes.
///
/// UIKit difference: the `layout` parameter of its methods is a `CollectionViewLayout`
/// (`UICollectionViewLayout`), as in UIKit; every method has a default implementation.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

/// UIKit's spelling of `CollectionView.ScrollDirection` before Swift 4.2
/// (`UICollectionViewScrollDirection`); `UICollectionView.ScrollDirection` works directly.
///
/// UIKit difference: UIKit's Swift overlay renamed it; Trellis keeps the old name for old code.
public typealias UICollectionViewScrollDirection = CollectionView.ScrollDirection
