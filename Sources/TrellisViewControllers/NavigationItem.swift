/// What a navigation bar shows while a view controller is on top of a navigation controller's
/// stack, shaped as `UINavigationItem`: title, buttons, large-title mode, back button title.
///
/// A record: a navigation controller reads it to size its bar (`largeTitleDisplayMode`) and keeps
/// it otherwise as given.
@preconcurrency @MainActor
open class NavigationItem: NSObject {
  /// Whether the item's title is shown large.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below it on the stack (for the first item: the bar's `prefersLargeTitles`).
    case automatic
    /// Always large (when the bar's `prefersLargeTitles` is on).
    case always
    /// Never large.
    case never
    /// Large in a sheet or a column's navigation bar, as `.always` here.
    case inline
  }

  /// Creates an item with `title`.
  public init(title: String?) {
    storedTitle = title
    super.init()
  }

  /// Creates an item from an archive (nothing is read).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The title shown in the bar; when `nil`, the owning controller's `title`.
  open var title: String? {
    get { storedTitle ?? owner?.title }
    set { storedTitle = newValue }
  }

  /// A line of text above the title.
  open var prompt: String?

  /// The title of the back button shown to the next controller on the stack.
  open var backButtonTitle: String?

  /// A view shown in place of the title.
  open var titleView: View?

  /// Whether the title is shown large.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// The buttons on the trailing side, the first outermost.
  open var rightBarButtonItems: [BarButtonItem]?

  /// The buttons on the leading side, the first outermost.
  open var leftBarButtonItems: [BarButtonItem]?

  /// The search controller whose search bar the navigation bar shows under the title, if any.
  open var searchController: SearchController?

  /// Whether the search bar hides as the content scrolls (recorded; at rest it is shown). The
  /// default is `true`.
  open var hidesSearchBarWhenScrolling = true

  /// Whether the back button is hidden.
  open var hidesBackButton = false

  /// The first trailing button.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// The first leading button.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the trailing buttons (`animated` is ignored: nothing is drawn).
  open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets the leading buttons (`animated` is ignored: nothing is drawn).
  open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the first trailing button (`animated` is ignored).
  open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the first leading button (`animated` is ignored).
  open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// The controller whose item this is.
  weak var owner: ViewController?
  private var storedTitle: String?

  /// Updates the edit buttons of the item's controller for its editing state.
  func editingDidChange(_ isEditing: Bool) {
    for item in (rightBarButtonItems ?? []) + (leftBarButtonItems ?? []) where item.editingController != nil {
      item.title = isEditing ? "Done" : "Edit"
      item.style = isEditing ? .done : .plain
    }
  }
}
