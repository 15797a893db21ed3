import Testing
import TrellisViewControllers

/// Records what a search controller tells its updater and delegate.
final class SearchLog: SearchResultsUpdating, SearchControllerDelegate {
  var entries: [String] = []
  func updateSearchResults(for searchController: SearchController) {
    entries.append("update \(searchController.searchBar.text ?? "") active=\(searchController.isActive)")
  }
  func willPresentSearchController(_ searchController: SearchController) { entries.append("willPresent") }
  func didPresentSearchController(_ searchController: SearchController) { entries.append("didPresent") }
  func willDismissSearchController(_ searchController: SearchController) { entries.append("willDismiss") }
  func didDismissSearchController(_ searchController: SearchController) { entries.append("didDismiss") }
}

@Suite("Search controllers")
struct SearchControllerTests {
  @Test("typing activates the search, each change asks for results, cancel ends it and clears the text")
  func typingAndCancelling() {
    let search = SearchController(searchResultsController: nil)
    let log = SearchLog()
    search.searchResultsUpdater = log
    search.delegate = log
    #expect(!search.isActive)
    #expect(search.searchBar.simulateTyping("K2") == 2)
    #expect(search.isActive)
    #expect(search.searchBar.showsCancelButton)
    #expect(
      log.entries == [
        "willPresent", "didPresent", "update  active=true", "update K active=true", "update K2 active=true",
      ])
    log.entries = []
    #expect(search.searchBar.simulateCancelButtonTap())
    #expect(!search.isActive)
    #expect(search.searchBar.text == nil || search.searchBar.text == "")
    #expect(!search.searchBar.isFirstResponder)
    #expect(log.entries == ["willDismiss", "didDismiss", "update  active=false"])
  }

  @Test("the app's own search bar delegate still hears the bar")
  func delegateStaysTheApps() {
    final class Delegate: SearchBarDelegate {
      var texts: [String] = []
      func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { texts.append(searchText) }
    }
    let search = SearchController(searchResultsController: nil)
    let delegate = Delegate()
    search.searchBar.delegate = delegate
    search.searchBar.simulateTyping("ab")
    #expect(delegate.texts == ["a", "ab"])
    #expect(search.isActive)
  }

  @Test("setting isActive from code starts and ends editing; the same value twice does nothing")
  func activeFromCode() {
    let search = SearchController(searchResultsController: nil)
    let log = SearchLog()
    search.searchResultsUpdater = log
    search.isActive = true
    search.isActive = true
    #expect(search.searchBar.isFirstResponder)
    search.isActive = false
    #expect(!search.searchBar.isFirstResponder)
    #expect(log.entries == ["update  active=true", "update  active=false"])
  }

  @Test("in a navigation item: the search bar sits in a 52-point row under the bar; the safe area below it")
  func inTheNavigationBar() {
    let screen = ViewController()
    let search = SearchController(searchResultsController: nil)
    screen.navigationItem.searchController = search
    let navigation = NavigationController(rootViewController: screen)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // The bar at 47 (44 high), the search row at 47 + 44 = 91 (52 high); content below 143.
    #expect(search.searchBar.frame == CGRect(x: 0, y: 91, width: 390, height: 52))
    #expect(screen.view.safeAreaInsets.top == 143)
    // Pushing a screen without a search controller takes the row away.
    let detail = ViewController()
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(search.searchBar.superview == nil)
    #expect(detail.view.safeAreaInsets.top == 91)
  }
}
