/// A cell's content and background configurations and whether they need an update: the
/// stored state behind `contentConfiguration`, `backgroundConfiguration` and
/// `setNeedsUpdateConfiguration()`.
struct CellConfigurations {
  /// The content configuration, as set or last updated.
  var content: (any ContentConfiguration)?
  /// The background configuration, as set or last updated.
  var background: BackgroundConfiguration?
  /// Whether `background` is the one a list cell chose for its list, not one set by hand.
  var backgroundIsListDefault = false
  /// The view showing `background`.
  var backgroundView: BackgroundConfigurationView?
  /// Called after `updateConfiguration(using:)`.
  var updateHandler: (@MainActor (CollectionViewCell, CellConfigurationState) -> Void)?
  /// Whether a state change updates `content` with `updated(for:)`.
  var updatesContentAutomatically = true
  /// Whether a state change updates `background` with `updated(for:)`.
  var updatesBackgroundAutomatically = true
  /// Whether an update is due before the next layout.
  var needsUpdate = true
  /// Whether an update is running (a configuration set from `updateConfiguration(using:)`
  /// does not ask for another).
  var isUpdating = false
  /// How many updates have run (for tests).
  var updateCount = 0
}
