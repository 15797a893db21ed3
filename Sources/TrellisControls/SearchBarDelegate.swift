import Foundation

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`). Every method has a
/// default that does nothing (or allows the change), so a delegate implements only what it
/// needs. docs/controls.md §4.
@MainActor
public protocol SearchBarDelegate: AnyObject {
  /// Whether the search bar may start editing. The default is `true`.
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  /// The search bar started editing.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// Whether the search bar may stop editing. The default is `true`.
  func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
  /// The search bar stopped editing.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The user changed the text (not sent for changes made from code).
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// Whether the user's edit replacing `range` of the text with `text` may happen. The default
  /// is `true`.
  func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user tapped the search (return) key.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The user tapped the cancel button.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  /// Allows editing.
  public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// Allows the end of editing.
  public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// Allows the change.
  public func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
