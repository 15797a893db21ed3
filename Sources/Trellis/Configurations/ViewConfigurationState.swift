/// The state of a view that configurations follow (UIKit's `UIViewConfigurationState`):
/// traits, disabled, highlighted, selected, focused, and custom states.
public struct ViewConfigurationState: ConfigurationState, Hashable {
  /// The trait collection.
  public var traitCollection: TraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted (a finger rests on it).
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has the focus.
  public var isFocused = false
  /// Whether the view is pinned (iOS 17 headers; kept for source compatibility).
  public var isPinned = false
  /// Custom states, in key order when compared.
  var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state for `traitCollection`, nothing set.
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The value of a custom state, or `nil`.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
