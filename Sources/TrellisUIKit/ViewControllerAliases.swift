// UIKit's names for the view controllers, the headless window and the navigation records
// (TrellisViewControllers).

@_exported import TrellisViewControllers

/// UIKit's name for `ViewController`: loading, appearance, layout callbacks, containment,
/// presentation.
///
/// UIKit difference: transitions happen at once; no nibs or storyboards (docs/view-controllers.md).
public typealias UIViewController = ViewController

/// UIKit's name for `NavigationController`: a stack of controllers under a bar.
///
/// UIKit difference: transitions happen at once; no interactive pop or toolbar.
public typealias UINavigationController = NavigationController

/// UIKit's name for `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate

/// UIKit's name for `NavigationBar`.
///
/// UIKit difference: headless; the large title does not collapse on scroll.
public typealias UINavigationBar = NavigationBar

/// UIKit's name for `NavigationItem`, what the bar shows for a controller.
public typealias UINavigationItem = NavigationItem

/// UIKit's name for `BarButtonItem`.
///
/// UIKit difference: no target–action (no Objective-C runtime): `actionHandler` runs instead.
public typealias UIBarButtonItem = BarButtonItem

/// UIKit's name for `Window`, the headless window that hosts a root view controller.
///
/// UIKit difference: no scene or status bar; the safe area is a setting.
public typealias UIWindow = Window

/// UIKit's name for `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController

/// UIKit's name for `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle

/// UIKit's name for `ViewControllerTransitionCoordinator`, the object `viewWillTransition(to:with:)`
/// receives.
///
/// UIKit difference: a class, not a protocol; nothing is animated.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator

/// UIKit's name for `SearchController`, which manages a search bar and asks for results.
///
/// UIKit difference: nothing is presented or dimmed (docs/view-controllers.md §11).
public typealias UISearchController = SearchController

/// UIKit's name for `SearchResultsUpdating`.
public typealias UISearchResultsUpdating = SearchResultsUpdating

/// UIKit's name for `SearchControllerDelegate`.
public typealias UISearchControllerDelegate = SearchControllerDelegate
