/// What a search controller tells its delegate as it becomes active and inactive, shaped as
/// `UISearchControllerDelegate`. Every method is optional.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
  /// Called before the search controller becomes active.
  func willPresentSearchController(_ searchController: SearchController)
  /// Called after the search controller became active.
  func didPresentSearchController(_ searchController: SearchController)
  /// Called before the search controller becomes inactive.
  func willDismissSearchController(_ searchController: SearchController)
  /// Called after the search controller became inactive.
  func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: SearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: SearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: SearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: SearchController) {}
}
