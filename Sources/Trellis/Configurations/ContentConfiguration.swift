/// A description of a view's content that makes and updates the view that shows it (UIKit's
/// `UIContentConfiguration`).
///
/// Set one as a cell's `contentConfiguration`: the cell shows the view `makeContentView()`
/// returns as its `contentView`, and hands the next configuration to that view while the view
/// `supports(_:)` it. `ListContentConfiguration` (TrellisLists) is the system's; write your own
/// for content of your own.
public protocol ContentConfiguration {
  /// A new view showing this configuration.
  @MainActor func makeContentView() -> any View & ContentView
  /// A copy with the configuration's defaults for `state` (selected, highlighted, …) applied
  /// to the properties you have not set yourself; `self` when the state changes nothing.
  func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a `ContentConfiguration` (UIKit's `UIContentView`).
@MainActor
public protocol ContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration`. A cell makes a new content view for a
  /// configuration its current view does not support.
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  /// Whether the view can show `configuration`: when it is of the type of the configuration
  /// shown now, as UIKit's default ("compatible with configuration types that match the type
  /// of the view's existing configuration", Apple's `UIContentView.supports(_:)`).
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
