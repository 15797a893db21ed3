/// An object that manages a view hierarchy, shaped as `UIViewController`: it loads its view when
/// first asked for it, is told when the view appears, disappears and lays out, holds a title and
/// a navigation item, and contains child view controllers.
///
/// Loading: reading `view` when no view is loaded calls `loadView()` (whose default makes a plain
/// `View` as large as `Screen.main`), then `viewDidLoad()`, once. A window or a container then
/// sizes the view and calls the appearance methods in UIKit's order: `viewWillAppear(_:)`,
/// `viewIsAppearing(_:)`, the layout (`viewWillLayoutSubviews()`, the root view's
/// `layoutSubviews()`, `viewDidLayoutSubviews()`), `viewDidAppear(_:)`; leaving, it calls
/// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (docs/view-controllers.md §1–3).
///
/// Subclass it as on iOS: override `loadView()` to make your own root view, `viewDidLoad()` to
/// build the screen, the appearance and layout methods to react.
///
/// UIKit difference: nothing is animated — a transition asked for with `animated: true` is
/// carried out at once, and its methods still receive `true`; there are no storyboards or nibs
/// (`nibName` and `nibBundle` are kept as given and never read).
@preconcurrency @MainActor
open class ViewController: NSObject {
  // MARK: - Creating

  /// Creates a view controller; `nibNameOrNil` and `nibBundleOrNil` are recorded only.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller from an archive.
  ///
  /// UIKit difference: nothing is read from archives; the initializer exists so that subclasses
  /// that must provide `init?(coder:)` compile unchanged.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Creates a view controller without a nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The name of the nib the controller was created with, if any (recorded only).
  open private(set) var nibName: String?

  /// The bundle of the nib the controller was created with, if any (recorded only).
  open private(set) var nibBundle: Bundle?

  // MARK: - The view

  /// The root view of the controller's hierarchy, loaded on first access (`loadView()`, then
  /// `viewDidLoad()`).
  ///
  /// Setting a view replaces the loaded one without calling `viewDidLoad()`, as UIKit; setting
  /// `nil` unloads it (the next access loads it again).
  open var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.layoutCallbacks = nil
      loadedView = newValue
      if let newValue { adopt(rootView: newValue) }
    }
  }

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: View? { loadedView }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded yet: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil {
      // A `loadView()` override that set no view gets a plain one, so that `view` is never nil
      // after loading (UIKit would call `loadView()` again on the next access).
      view = View(frame: Screen.main.bounds)
    }
    isLoadingView = false
    viewDidLoad()
  }

  /// Makes the root view. The default makes a plain `View` with the bounds of `Screen.main` (no
  /// nibs exist). Override it to make your own view and assign it to `view`; do not call `super`
  /// then.
  open func loadView() {
    view = View(frame: Screen.main.bounds)
  }

  /// Called once, after the view is loaded. The default does nothing.
  open func viewDidLoad() {}

  /// A short text for the screen; a navigation controller shows it in its bar (the navigation
  /// item's title when that has none).
  open var title: String?

  /// What a navigation controller's bar shows while this controller is on top.
  open var navigationItem: NavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = NavigationItem(title: nil)
    item.owner = self
    storedNavigationItem = item
    return item
  }

  /// Whether a toolbar-hiding container should hide its bottom bar while this controller is
  /// pushed (recorded only).
  open var hidesBottomBarWhenPushed = false

  /// Whether the controller is editing; `setEditing(_:animated:)` changes it.
  open private(set) var isEditing = false

  /// Starts or ends editing. The default records the state and tells the navigation item's
  /// edit button (its title becomes "Done" or "Edit").
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    storedNavigationItem?.editingDidChange(editing)
  }

  /// A bar button item that toggles `isEditing` through `setEditing(_:animated:)`.
  open var editButtonItem: BarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = BarButtonItem(title: "Edit", style: .plain)
    item.editingController = self
    storedEditButtonItem = item
    return item
  }

  // MARK: - Appearance

  /// Called before the view is added to a window's hierarchy. The default does nothing.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called when the view is in the hierarchy and has its size and traits, before its first
  /// layout for this appearance. The default does nothing.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view was added to a window's hierarchy and laid out. The default does
  /// nothing.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from the hierarchy. The default does nothing.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from the hierarchy. The default does nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the root view lays out its subviews. The default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called after the root view laid out its subviews. The default does nothing.
  open func viewDidLayoutSubviews() {}

  /// Called when the size of the view's container is about to change (a window resized through
  /// `Window.transition(toSize:)`). The default tells the child controllers.
  open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Called when the controller's traits changed. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The traits of the controller: its view's when loaded, else the screen's.
  open var traitCollection: TraitCollection {
    loadedView?.traitCollection ?? Screen.main.traitCollection
  }

  /// Tells the controller that its view is about to appear (`isAppearing` true) or disappear:
  /// `viewWillAppear(_:)` then `viewIsAppearing(_:)`, or `viewWillDisappear(_:)`; then its
  /// children's (those whose views are in its view). A call that does not change the state
  /// does nothing, so the methods run once per transition.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Ends the transition `beginAppearanceTransition(_:animated:)` began: the children's
  /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then the controller's. Without a transition
  /// in progress it does nothing.
  open func endAppearanceTransition() {
    endAppearance()
  }

  /// Whether the view is appearing or visible (between `viewWillAppear(_:)` and
  /// `viewWillDisappear(_:)`).
  var isOnScreen: Bool { appearanceState == .appearing || appearanceState == .visible }

  /// The current appearance state (docs/view-controllers.md §2).
  package internal(set) var appearanceState = AppearanceState.disappeared

  // MARK: - Margins and safe area

  /// Insets added to the safe area the container gives the view. The default is zero.
  open var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet { containerSafeAreaDidChange() }
  }

  /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`. The
  /// default is `true`.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { applyMinimumMargins() }
  }

  /// The smallest margins the root view gets: 16 points leading and trailing in a compact-width
  /// environment, 20 in a regular one, none above and below (docs/view-controllers.md §4).
  open var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  // MARK: - Containment

  /// The child view controllers, in the order they were added.
  open var children: [ViewController] { childControllers }

  /// The container this controller is a child of, if any.
  open var parent: ViewController? { parentController }

  /// The navigation controller this controller is in (itself or an ancestor's), if any.
  open var navigationController: NavigationController? {
    var node = parentController
    while let current = node {
      if let navigation = current as? NavigationController { return navigation }
      node = current.parentController
    }
    return nil
  }

  /// Adds `childController` as a child (calling its `willMove(toParent:)`); add its view to
  /// yours and call its `didMove(toParent:)` yourself, as in UIKit.
  open func addChild(_ childController: ViewController) {
    guard childController !== self, !isDescendant(of: childController) else { return }
    if childController.parentController === self { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    childControllers.append(childController)
    childController.parentController = self
  }

  /// Removes the controller from its parent (calling `didMove(toParent: nil)`); call
  /// `willMove(toParent: nil)` and remove its view first, as in UIKit.
  open func removeFromParent() {
    guard let parentController else { return }
    parentController.childControllers.removeAll { $0 === self }
    self.parentController = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a container. The default does
  /// nothing.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller was added to or removed from a container. The default does
  /// nothing.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: - Presentation

  /// The controller this one presented and that is still on screen, if any.
  open var presentedViewController: ViewController? { presented }

  /// The controller that presented this one, if any.
  open var presentingViewController: ViewController? { presenter }

  /// Presents `viewControllerToPresent` over this controller's screen: its view fills the
  /// window, it appears (this controller stays visible underneath, as a sheet) and `completion`
  /// runs.
  ///
  /// A controller that already presents one, or one that is already presented, is refused: UIKit
  /// logs a warning and does nothing; here `lastPresentationIssue` says why.
  open func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    guard presented == nil else {
      lastPresentationIssue =
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) which is already presenting \(type(of: presented!))"
      return
    }
    guard viewControllerToPresent.presenter == nil, viewControllerToPresent.parentController == nil,
      viewControllerToPresent !== self
    else {
      lastPresentationIssue =
        "Attempt to present \(type(of: viewControllerToPresent)) which is already presented or contained"
      return
    }
    presented = viewControllerToPresent
    viewControllerToPresent.presenter = self
    if let window = hostingWindow {
      window.presentOnTop(viewControllerToPresent, animated: flag)
    }
    completion?()
  }

  /// Dismisses the controller this one presented (or, when it presents none, this controller
  /// itself if it was presented), then runs `completion`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let target: ViewController
    if let presented {
      target = presented
    } else if presenter != nil {
      target = self
    } else {
      completion?()
      return
    }
    target.presentedViewController?.dismiss(animated: flag)
    target.hostingWindow?.removePresented(target, animated: flag)
    target.presenter?.presented = nil
    target.presenter = nil
    completion?()
  }

  /// How the controller covers its presenter when presented. The default is `.automatic` (a
  /// sheet: the presenter stays on screen, as on iOS 13 and later).
  open var modalPresentationStyle = ModalPresentationStyle.automatic

  /// Why the last `present(_:animated:completion:)` did nothing, if it did nothing.
  public internal(set) var lastPresentationIssue: String?

  // MARK: - Internal state

  package var loadedView: View?
  private var isLoadingView = false
  /// Whether the transition in progress was asked for with animation.
  var lastTransitionWasAnimated = false
  /// The safe-area insets the container (window, navigation controller) gives the view.
  var containerSafeAreaInsets = EdgeInsets.zero
  private var storedNavigationItem: NavigationItem?
  private var storedEditButtonItem: BarButtonItem?
  var childControllers: [ViewController] = []
  weak var parentController: ViewController?
  var presented: ViewController?
  weak var presenter: ViewController?
  /// The window this controller's screen is in (set on the root and presented controllers).
  weak var window: Window?

  /// The window of this controller or its nearest ancestor.
  var hostingWindow: Window? {
    var node: ViewController? = self
    while let current = node {
      if let window = current.window { return window }
      node = current.parentController ?? current.presenter
    }
    return nil
  }

  private func isDescendant(of controller: ViewController) -> Bool {
    var node = parentController
    while let current = node {
      if current === controller { return true }
      node = current.parentController
    }
    return false
  }
}
