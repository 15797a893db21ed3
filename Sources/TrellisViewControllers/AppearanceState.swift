/// Where a view controller is in its appearance cycle (docs/view-controllers.md §2).
package enum AppearanceState: Sendable, Equatable {
  /// Not on screen (the initial state; after `viewDidDisappear(_:)`).
  case disappeared
  /// Between `viewWillAppear(_:)` and `viewDidAppear(_:)`.
  case appearing
  /// On screen (after `viewDidAppear(_:)`).
  case visible
  /// Between `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
  case disappearing
}
