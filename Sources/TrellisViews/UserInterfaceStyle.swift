/// The appearance of the interface: light or dark. The raw values are UIKit's.
public enum UserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
  /// Not specified: colours resolve as for `.light`.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
