/// The state a configuration is updated for (UIKit's `UIConfigurationState`): the trait
/// collection and any custom states of your own.
///
/// `ContentConfiguration.updated(for:)` and `BackgroundConfiguration.updated(for:)` take one;
/// cells pass a `CellConfigurationState`.
public protocol ConfigurationState {
  /// Creates a state for `traitCollection`.
  init(traitCollection: TraitCollection)
  /// The trait collection.
  var traitCollection: TraitCollection { get set }
  /// The value of a custom state of your own, or `nil`.
  subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state (UIKit's `UIConfigurationStateCustomKey`): any string you choose.
public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The key's string.
  public var rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A key.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
