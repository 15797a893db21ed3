/// What a view tells the object that manages it around its own layout: a view controller's
/// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` (TrellisViewControllers).
///
/// The layout pass calls `viewWillLayoutSubviews()` just before the view's `layoutSubviews()`
/// and `viewDidLayoutSubviews()` just after it, as UIKit calls a view controller's methods
/// around its root view's layout. Constraints changed in `viewWillLayoutSubviews()` are solved
/// before `layoutSubviews()` runs (docs/view-controllers.md §3).
@MainActor
package protocol ViewLayoutCallbacks: AnyObject {
  /// Called before the managed view's `layoutSubviews()`.
  func managedViewWillLayoutSubviews()
  /// Called after the managed view's `layoutSubviews()`.
  func managedViewDidLayoutSubviews()
}
