/// A container that shows one view controller of a stack at a time under a navigation bar,
/// shaped as `UINavigationController`: push, pop, set the stack; the top controller's view fills
/// the container, its safe area begins below the bar (docs/view-controllers.md §5).
///
/// When the container is on screen, a push or pop makes the outgoing controller disappear and
/// the incoming one appear, in UIKit's order: the outgoing `viewWillDisappear(_:)`, the incoming
/// `viewWillAppear(_:)`, the layout, the outgoing `viewDidDisappear(_:)`, the incoming
/// `viewDidAppear(_:)`; the delegate hears `willShow` before and `didShow` after.
///
/// UIKit difference: transitions happen at once (see `ViewController`); there is no interactive
/// pop gesture and no toolbar.
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// Creates a navigation controller whose stack is `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive (nothing is read; the stack is empty).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The bar at the top.
  open var navigationBar: NavigationBar {
    if let storedBar { return storedBar }
    let bar = NavigationBar(frame: .zero)
    bar.owner = self
    storedBar = bar
    return bar
  }

  /// The delegate told when a controller is shown.
  open weak var delegate: NavigationControllerDelegate?

  /// The stack, the root first, the top last. Setting it is `setViewControllers(_:animated:)`
  /// without animation.
  open var viewControllers: [ViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: ViewController? { children.last }

  /// The controller whose view is seen: the one the top controller presents, else the top one.
  open var visibleViewController: ViewController? {
    var visible = topViewController
    while let presented = visible?.presentedViewController { visible = presented }
    return visible
  }

  /// Whether the bar is hidden. The default is `false`.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar; the top controller's safe area follows.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard navigationBar.isHidden != hidden else { return }
    navigationBar.isHidden = hidden
    navigationBarDidChange()
  }

  /// Pushes `viewController` on the stack and shows it. A controller already in the stack, or
  /// contained elsewhere, is refused (`lastNavigationIssue` says why; UIKit raises an exception).
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    guard viewController !== self, !children.contains(where: { $0 === viewController }) else {
      lastNavigationIssue =
        "Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported"
      return
    }
    guard viewController.parent == nil else {
      lastNavigationIssue =
        "Cannot push \(type(of: viewController)): it is a child of \(type(of: viewController.parent!))"
      return
    }
    replaceStack(with: children + [viewController], animated: animated)
  }

  /// Pops the top controller and shows the one below. With one controller on the stack nothing
  /// happens.
  ///
  /// - Returns: The popped controller, or `nil`.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard children.count > 1, let top = children.last else { return nil }
    replaceStack(with: Array(children.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root.
  ///
  /// - Returns: The popped controllers, the lowest first, or `nil` when only the root was there.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard children.count > 1 else { return nil }
    let popped = Array(children.dropFirst())
    replaceStack(with: [children[0]], animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController`.
  ///
  /// - Returns: The popped controllers, or `nil` when `viewController` is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(children[(index + 1)...])
    if popped.isEmpty { return [] }
    replaceStack(with: Array(children[...index]), animated: animated)
    return popped
  }

  /// Replaces the stack with `viewControllers` and shows the new top. Duplicates are refused.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    var seen: [ObjectIdentifier] = []
    for controller in viewControllers {
      let id = ObjectIdentifier(controller)
      guard !seen.contains(id), controller !== self else {
        lastNavigationIssue =
          "The view controllers given to setViewControllers contain \(type(of: controller)) twice"
        return
      }
      seen.append(id)
    }
    replaceStack(with: viewControllers, animated: animated)
  }

  /// Why the last push or stack change did nothing, if it did nothing.
  public internal(set) var lastNavigationIssue: String?

  /// Makes the container's view: a plain view that lays out the bar and the top controller's
  /// view.
  open override func loadView() {
    view = NavigationContainerView(controller: self)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(navigationBar)
    if let top = topViewController { install(top) }
  }

  // MARK: - Internal

  private var storedBar: NavigationBar?
  /// The search bar of the top item, while it is shown under the bar.
  private weak var shownSearchBar: SearchBar?

  /// The height of the bar for the current top item: 0 when hidden, else 44 or 96 points.
  var barHeight: CGFloat {
    guard !navigationBar.isHidden else { return 0 }
    return showsLargeTitle ? NavigationBar.largeTitleHeight : NavigationBar.standardHeight
  }

  /// Whether the top item's title is large: `.always`/`.inline` when the bar prefers large
  /// titles, `.automatic` as the item below (the root: the bar's preference).
  var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    for controller in children.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always, .inline: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The height of the row under the bar that shows the top item's search bar: 52 points, or 0
  /// without a search controller or with the bar hidden (docs/view-controllers.md §11).
  var searchRowHeight: CGFloat {
    guard !navigationBar.isHidden, topViewController?.navigationItem.searchController != nil else { return 0 }
    return Self.searchRowHeight
  }

  /// The height of the search row under a navigation bar: 52 points (measured).
  static let searchRowHeight: CGFloat = 52

  /// Lays out the bar under the container's safe-area top, the top item's search bar under it,
  /// and the top controller's view over the whole container, with the bar and the search row
  /// added to its safe area.
  func layoutContent() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let top = container.safeAreaInsets.top
    navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: barHeight)
    let searchBar = topViewController?.navigationItem.searchController?.searchBar
    if let shown = shownSearchBar, shown !== searchBar { shown.removeFromSuperview() }
    shownSearchBar = nil
    if let searchBar, searchRowHeight > 0 {
      if searchBar.superview !== container { container.addSubview(searchBar) }
      searchBar.frame = CGRect(x: 0, y: top + barHeight, width: bounds.width, height: searchRowHeight)
      shownSearchBar = searchBar
    }
    guard let content = topViewController, let contentView = content.viewIfLoaded else { return }
    contentView.frame = bounds
    var insets = container.safeAreaInsets
    insets.top += barHeight + searchRowHeight
    content.setContainerSafeArea(insets)
  }

  /// Called when the bar's preference or visibility changed.
  func navigationBarDidChange() {
    viewIfLoaded?.setNeedsLayout()
  }

  /// Makes `controller`'s view the content: added below the bar and laid out.
  private func install(_ controller: ViewController) {
    guard let container = viewIfLoaded else { return }
    container.insertSubview(controller.view, belowSubview: navigationBar)
    container.setNeedsLayout()
    layoutContent()
  }

  /// The stack change behind every push, pop and set: children updated, the old top's view
  /// replaced by the new top's, the appearance methods called when the container is visible.
  private func replaceStack(with newStack: [ViewController], animated: Bool) {
    let oldTop = topViewController
    let removed = children.filter { old in !newStack.contains(where: { $0 === old }) }
    let added = newStack.filter { new in !children.contains(where: { $0 === new }) }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added {
      controller.removeFromParent()
      controller.willMove(toParent: self)
    }
    childControllers = newStack
    for controller in added { controller.parentController = self }
    let newTop = newStack.last
    let onScreen = isOnScreen
    if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
    if oldTop !== newTop {
      if onScreen, let oldTop, oldTop.viewIfLoaded?.superview != nil {
        oldTop.beginAppearanceTransition(false, animated: animated)
      }
      if let newTop, isViewLoaded {
        if onScreen { newTop.loadViewIfNeeded() }
        install(newTop)
        if onScreen { newTop.beginAppearanceTransition(true, animated: animated) }
        view.layoutIfNeeded()
      }
      if let oldTop {
        oldTop.viewIfLoaded?.removeFromSuperview()
        if onScreen { oldTop.endAppearanceTransition() }
      }
      if onScreen, let newTop { newTop.endAppearanceTransition() }
    }
    for controller in removed {
      controller.parentController = nil
      controller.didMove(toParent: nil)
    }
    for controller in added { controller.didMove(toParent: self) }
    navigationBarDidChange()
    if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
  }
}

/// A navigation controller's view: it lays out the bar and the top controller's view.
final class NavigationContainerView: View {
  weak var controller: NavigationController?

  init(controller: NavigationController) {
    self.controller = controller
    super.init(frame: Screen.main.bounds)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContent()
  }
}
