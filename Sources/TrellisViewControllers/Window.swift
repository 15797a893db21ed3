/// The headless top of a view hierarchy, shaped as `UIWindow`: it hosts a root view controller at
/// its size, so a screen can be laid out and checked without a device (docs/view-controllers.md
/// §6).
///
/// A window starts hidden, as UIKit's. Setting `rootViewController` loads the controller's view
/// and makes it fill the window; `makeKeyAndVisible()` shows the window, and the root controller
/// appears: `viewWillAppear(_:)`, `viewIsAppearing(_:)`, the layout, `viewDidAppear(_:)`.
///
/// ```swift
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = GridViewController()
/// window.makeKeyAndVisible()
/// window.layoutIfNeeded()
/// ```
///
/// UIKit difference: no scene, status bar or home indicator; `safeAreaInsets` is settable
/// (default zero) and is what the root controller's view receives; `traitCollection` comes from
/// `Screen.main` (docs/view-controllers.md §6).
@preconcurrency @MainActor
open class Window: View {
  /// Creates a hidden window with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: Self.usable(frame))
    isHidden = true
  }

  /// The window's frame. A frame whose origin or size is not finite, or beyond
  /// ±`LayoutLimits.maximumLength`, is clamped to the usable range (a non-finite origin counts as
  /// zero), so that the hosted screen's frames stay finite.
  ///
  /// UIKit difference: UIKit takes any frame.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = Self.usable(newValue) }
  }

  /// `rect` with a usable origin and size (see `frame`).
  static func usable(_ rect: CGRect) -> CGRect {
    CGRect(origin: LayoutLimits.point(rect.origin) ?? .zero, size: LayoutLimits.size(rect.size))
  }

  /// Creates a hidden window from an archive (nothing is read; the frame is zero).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// The controller whose view fills the window. Replacing it makes the old one disappear (when
  /// the window is visible) and removes its view.
  open var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let oldValue { uninstall(oldValue) }
      if let rootViewController { install(rootViewController) }
    }
  }

  /// Whether the window is hidden. Showing it makes the root controller appear; hiding it makes
  /// it disappear.
  open override var isHidden: Bool {
    didSet {
      guard isHidden != oldValue else { return }
      for controller in onScreenControllers {
        controller.performAppearanceTransition(!isHidden, animated: false)
      }
    }
  }

  /// Whether this is the key window (the last made key).
  open var isKeyWindow: Bool { Window.keyWindow === self }

  /// The window's level (recorded only).
  open var windowLevel: CGFloat = 0

  /// Makes the window key.
  open func makeKey() {
    Window.keyWindow = self
  }

  /// Makes the window key and shows it.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// The safe-area insets of the window; the root controller's view receives them.
  ///
  /// UIKit difference: settable, since there is no device (see the type's documentation).
  open override var safeAreaInsets: EdgeInsets {
    didSet {
      for controller in onScreenControllers { controller.setContainerSafeArea(safeAreaInsets) }
    }
  }

  /// Changes the window's size as a rotation or a resize does: the root controller hears
  /// `viewWillTransition(to:with:)`, the window takes `size` (its subviews follow their
  /// autoresizing masks), the layout runs, and the coordinator's blocks run.
  open func transition(to size: CGSize) {
    let coordinator = ViewControllerTransitionCoordinator()
    for controller in onScreenControllers { controller.viewWillTransition(to: size, with: coordinator) }
    var rect = frame
    rect.size = LayoutLimits.size(size)
    frame = rect
    layoutIfNeeded()
    coordinator.finish()
  }

  // MARK: - Internal

  /// The last window made key.
  static weak var keyWindow: Window?

  /// The controllers whose views the window holds: the root, then each presented in order.
  var onScreenControllers: [ViewController] {
    var controllers: [ViewController] = []
    var node = rootViewController
    while let current = node {
      controllers.append(current)
      node = current.presentedViewController
    }
    return controllers
  }

  /// Puts `controller`'s view over the window's content, filling it, with the window's safe
  /// area, and makes it appear when the window is shown.
  private func install(_ controller: ViewController, animated: Bool = false) {
    controller.window = self
    let root = controller.view!
    root.frame = bounds
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(root)
    controller.setContainerSafeArea(safeAreaInsets)
    if !isHidden { controller.performAppearanceTransition(true, animated: animated) }
  }

  private func uninstall(_ controller: ViewController) {
    if !isHidden { controller.performAppearanceTransition(false, animated: false) }
    controller.viewIfLoaded?.removeFromSuperview()
    controller.window = nil
  }

  /// Puts a presented controller's view over everything and makes it appear; a full-screen
  /// presentation makes the presenter disappear.
  func presentOnTop(_ controller: ViewController, animated: Bool) {
    let coversPresenter = controller.modalPresentationStyle.coversPresenter
    if coversPresenter, !isHidden, let presenter = controller.presentingViewController {
      presenter.performAppearanceTransition(false, animated: animated)
    }
    install(controller, animated: animated)
  }

  /// Takes a presented controller's view away; a full-screen presentation's presenter appears
  /// again.
  func removePresented(_ controller: ViewController, animated: Bool) {
    if !isHidden { controller.performAppearanceTransition(false, animated: animated) }
    controller.viewIfLoaded?.removeFromSuperview()
    controller.window = nil
    if controller.modalPresentationStyle.coversPresenter, !isHidden,
      let presenter = controller.presentingViewController
    {
      presenter.performAppearanceTransition(true, animated: animated)
    }
  }
}
