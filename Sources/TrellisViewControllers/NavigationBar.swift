/// The bar at the top of a navigation controller's screen, shaped as `UINavigationBar`: a view
/// whose height follows the top item's title mode (docs/view-controllers.md §5).
///
/// UIKit difference: headless — nothing is drawn, the bar does not collapse its large title as
/// the content scrolls, and there is no appearance API.
@preconcurrency @MainActor
open class NavigationBar: View {
  /// The height of a bar with a standard title: 44 points.
  public static let standardHeight: CGFloat = 44

  /// The height of a bar with a large title: 96 points (the standard 44 and a 52-point title
  /// row).
  public static let largeTitleHeight: CGFloat = 96

  /// Whether titles may be shown large (items choose with `largeTitleDisplayMode`). The default
  /// is `false`.
  open var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { owner?.navigationBarDidChange() } }
  }

  /// Whether the bar is translucent (recorded only). The default is `true`.
  open var isTranslucent = true

  /// The colour of the bar's background, if set (recorded only).
  open var barTintColor: Color?

  /// The items on the bar's stack, the top last: the navigation items of the navigation
  /// controller's view controllers.
  open var items: [NavigationItem]? { owner?.viewControllers.map(\.navigationItem) }

  /// The item on top of the stack.
  open var topItem: NavigationItem? { items?.last }

  /// The item below the top one.
  open var backItem: NavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// The navigation controller the bar belongs to.
  weak var owner: NavigationController?
}
