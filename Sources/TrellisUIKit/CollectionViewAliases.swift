// UIKit's names for the collection view host, its views and its protocols.

/// UIKit's name for `CollectionView`, the headless host of a layout.
///
/// UIKit difference: there is no view hierarchy and no run loop; call `layoutIfNeeded()` to run
/// a layout pass, and drive time explicitly.
public typealias UICollectionView = CollectionView

/// UIKit's `UIScrollView`, as far as collection views use it: the same type as `CollectionView`.
///
/// It lets delegate methods keep their UIKit signatures, for example
/// `func scrollViewDidScroll(_ scrollView: UIScrollView)`.
///
/// UIKit difference: UIKit's `UICollectionView` is a subclass of `UIScrollView`; in Trellis the
/// collection view owns its scrolling and `UIScrollView` is another name for it.
public typealias UIScrollView = CollectionView

/// UIKit's name for `CollectionReusableView`, the base class of cells, supplementary views and
/// decoration views.
///
/// UIKit difference: the view is headless: it records the geometry and appearance the layout
/// gives it and draws nothing.
public typealias UICollectionReusableView = CollectionReusableView

/// UIKit's name for `CollectionViewCell`, the view that shows one item.
///
/// UIKit difference: headless, as `UICollectionReusableView`.
public typealias UICollectionViewCell = CollectionViewCell

/// UIKit's name for `CollectionViewDataSource`, the protocol that provides sections, items and
/// views.
///
/// UIKit difference: a Swift protocol with default implementations for UIKit's optional methods;
/// conforming types need not inherit from `NSObject`.
public typealias UICollectionViewDataSource = CollectionViewDataSource

/// UIKit's name for `CollectionViewDelegate`, the protocol that hears about display, scrolling
/// and movement events.
///
/// UIKit difference: every method has a default implementation instead of being `@objc optional`.
public typealias UICollectionViewDelegate = CollectionViewDelegate

/// UIKit's spelling of `CollectionView.elementKindSectionHeader` before Swift 4.2.
///
/// UIKit difference: UIKit's Swift overlay renamed it to
/// `UICollectionView.elementKindSectionHeader`; Trellis keeps the old name for old code.
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader

/// UIKit's spelling of `CollectionView.elementKindSectionFooter` before Swift 4.2.
///
/// UIKit difference: UIKit's Swift overlay renamed it to
/// `UICollectionView.elementKindSectionFooter`; Trellis keeps the old name for old code.
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter

/// UIKit's name for `FocusHeading`, the direction of a focus movement.
public typealias UIFocusHeading = FocusHeading

/// UIKit's name for `CollectionViewFocusUpdateContext`, a focus change in a collection view.
///
/// UIKit difference: it names the index paths and the heading, not the focused views
/// (docs/selection.md §7).
public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext

/// UIKit's name for `FocusAnimationCoordinator`, which runs animations with a focus change.
///
/// UIKit difference: the animations run at once (docs/selection.md §7).
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
