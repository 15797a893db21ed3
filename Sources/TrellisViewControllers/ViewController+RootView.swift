// The root view as its controller manages it: the layout callbacks, the minimum layout margins
// and the safe area the container gives it (docs/view-controllers.md §3–4).

extension ViewController: ViewLayoutCallbacks {
  package func managedViewWillLayoutSubviews() {
    viewWillLayoutSubviews()
  }

  package func managedViewDidLayoutSubviews() {
    viewDidLayoutSubviews()
  }

  /// Takes `rootView` as the controller's view: its layout is reported to the controller, its
  /// margins respect the system minimum and its safe area is the container's.
  func adopt(rootView: View) {
    rootView.layoutCallbacks = self
    applyMinimumMargins()
    applySafeArea()
  }

  /// Gives the root view the system minimum margins, `systemMinimumLayoutMargins` (0 above and
  /// below, 16 or 20 points at the sides), when `viewRespectsSystemMinimumLayoutMargins`
  /// (docs/view-controllers.md §4).
  ///
  /// UIKit difference: UIKit lets the root view's own margins exceed the minimum afterwards and
  /// keeps the larger; here the minimum is applied when the view is adopted and when the
  /// setting changes, and a later assignment to `view.layoutMargins` is kept as it is.
  func applyMinimumMargins() {
    guard viewRespectsSystemMinimumLayoutMargins, let root = loadedView else { return }
    let minimum = systemMinimumLayoutMargins
    let isRightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let margins = EdgeInsets(
      top: minimum.top, left: isRightToLeft ? minimum.trailing : minimum.leading, bottom: minimum.bottom,
      right: isRightToLeft ? minimum.leading : minimum.trailing)
    if margins != root.layoutMargins { root.layoutMargins = margins }
  }

  /// Gives the root view the container's safe-area insets plus `additionalSafeAreaInsets`.
  func applySafeArea() {
    guard let root = loadedView else { return }
    let extra = additionalSafeAreaInsets
    let insets = EdgeInsets(
      top: containerSafeAreaInsets.top + extra.top, left: containerSafeAreaInsets.left + extra.left,
      bottom: containerSafeAreaInsets.bottom + extra.bottom,
      right: containerSafeAreaInsets.right + extra.right)
    if root.safeAreaInsets != insets {
      root.safeAreaInsets = insets
      root.setNeedsLayout()
    }
  }

  /// Records the container's safe-area insets and applies them.
  func setContainerSafeArea(_ insets: EdgeInsets) {
    containerSafeAreaInsets = insets
    applySafeArea()
  }

  /// Called when `additionalSafeAreaInsets` changed.
  func containerSafeAreaDidChange() {
    applySafeArea()
  }
}
