/// A view controller that manages a search bar and the search's results, shaped as
/// `UISearchController`: it becomes active when the search bar starts editing and asks its
/// `searchResultsUpdater` to update the results when it becomes active, as the text changes, and
/// when the search ends (docs/view-controllers.md §11).
///
/// Put it in a navigation item (`navigationItem.searchController`): the navigation controller
/// shows its search bar under the bar. Drive it headlessly through the search bar
/// (`simulateTyping(_:)`, `simulateCancelButtonTap()`) or with `isActive`.
///
/// UIKit difference: nothing is presented or dimmed — `obscuresBackgroundDuringPresentation` and
/// `hidesNavigationBarDuringPresentation` are recorded; the results controller, if any, is kept
/// and not shown over the screen.
@preconcurrency @MainActor
open class SearchController: ViewController, SearchBarObserver {
  /// Creates a search controller that shows results in `searchResultsController`, or in the
  /// screen that searches when `nil`.
  public init(searchResultsController: ViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a search controller that shows results in the screen that searches.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    searchResultsController = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a search controller from an archive (nothing is read).
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }

  /// The controller that shows the results, if not the searching screen.
  public let searchResultsController: ViewController?

  /// The search bar the controller manages.
  open var searchBar: SearchBar {
    if let storedSearchBar { return storedSearchBar }
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: Screen.main.bounds.width, height: SearchBar.height))
    bar.observer = self
    storedSearchBar = bar
    return bar
  }

  /// The object asked to update the results.
  open weak var searchResultsUpdater: (any SearchResultsUpdating)?

  /// The delegate told as the controller becomes active and inactive.
  open weak var delegate: (any SearchControllerDelegate)?

  /// Whether the search is active: set by the search bar's editing, or by you. Becoming active
  /// starts editing in the search bar, tells the delegate and asks for results; becoming
  /// inactive ends editing, clears the text (as UIKit's cancel does) and asks again.
  open var isActive: Bool {
    get { active }
    set { setActive(newValue) }
  }

  /// Whether the screen under the search is dimmed while it is active (recorded). The default is
  /// `true`.
  open var obscuresBackgroundDuringPresentation = true

  /// Whether the navigation bar hides while the search is active (recorded). The default is
  /// `true`.
  open var hidesNavigationBarDuringPresentation = true

  /// Whether the search bar shows its cancel button while active. The default is `true`.
  open var automaticallyShowsCancelButton = true

  // MARK: - Search bar

  package func searchBar(_ searchBar: SearchBar, editingDidChange isEditing: Bool) {
    if isEditing, !active { setActive(true) }
  }

  package func searchBarTextDidChange(_ searchBar: SearchBar) {
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  package func searchBarDidCancel(_ searchBar: SearchBar) {
    setActive(false)
  }

  // MARK: - Internal

  private var storedSearchBar: SearchBar?
  private var active = false
  private var isChangingActivity = false

  private func setActive(_ newValue: Bool) {
    guard newValue != active, !isChangingActivity else { return }
    isChangingActivity = true
    defer { isChangingActivity = false }
    if newValue {
      delegate?.willPresentSearchController(self)
      active = true
      if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
      if !searchBar.isFirstResponder { searchBar.becomeFirstResponder() }
      delegate?.didPresentSearchController(self)
    } else {
      delegate?.willDismissSearchController(self)
      active = false
      searchBar.text = nil
      if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
      searchBar.resignFirstResponder()
      delegate?.didDismissSearchController(self)
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}
