// The appearance cycle of a view controller and its children: the will/is/did methods in UIKit's
// order, each called once per transition, forwarded to the children whose views are in the
// controller's hierarchy (docs/view-controllers.md §2).

extension ViewController {
  /// The implementation of `beginAppearanceTransition(_:animated:)` (see ViewController.swift).
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    lastTransitionWasAnimated = animated
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      appearanceState = .appearing
      viewWillAppear(animated)
      viewIsAppearing(animated)
    } else {
      guard appearanceState == .visible || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      viewWillDisappear(animated)
    }
    for child in childrenInHierarchy { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// The implementation of `endAppearanceTransition()` (see ViewController.swift).
  func endAppearance() {
    let animated = lastTransitionWasAnimated
    for child in childrenInHierarchy { child.endAppearanceTransition() }
    switch appearanceState {
    case .appearing:
      appearanceState = .visible
      viewDidAppear(animated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(animated)
    case .visible, .disappeared:
      break
    }
  }

  /// Runs a whole appearance transition at once: will, the layout of the view, did.
  func performAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearanceTransition(isAppearing, animated: animated)
    if isAppearing { loadedView?.layoutIfNeeded() }
    endAppearanceTransition()
  }

  /// The children whose views are loaded and inside this controller's view.
  private var childrenInHierarchy: [ViewController] {
    guard let root = loadedView else { return [] }
    return children.filter { child in
      guard let childView = child.loadedView else { return false }
      return childView.isDescendant(of: root)
    }
  }
}
