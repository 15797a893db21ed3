/// The object a search controller asks to update the results, shaped as
/// `UISearchResultsUpdating`.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
  /// Called when the search bar becomes active, when its text changes and when the search ends.
  func updateSearchResults(for searchController: SearchController)
}
