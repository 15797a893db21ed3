/// What a search bar tells the object that manages it (a search controller) besides its
/// delegate: editing began or ended, the user changed the text, the cancel button was tapped.
/// A package-level hook, so that the search bar's `delegate` stays the app's, as in UIKit
/// (docs/view-controllers.md §11).
@MainActor
package protocol SearchBarObserver: AnyObject {
  /// Editing began (`true`) or ended (`false`).
  func searchBar(_ searchBar: SearchBar, editingDidChange isEditing: Bool)
  /// The user changed the text (typing, deleting).
  func searchBarTextDidChange(_ searchBar: SearchBar)
  /// The user tapped the cancel button.
  func searchBarDidCancel(_ searchBar: SearchBar)
}
