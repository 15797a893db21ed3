/// What a navigation controller tells its delegate when it shows a view controller, shaped as
/// `UINavigationControllerDelegate`. Both methods are optional.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Called before `viewController`'s view is shown (pushed, popped to, or set as the top).
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)

  /// Called after `viewController`'s view was shown.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
  ) {}
}
