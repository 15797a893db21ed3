/// A size class: how much room there is along one axis. The raw values are UIKit's.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
  /// Not specified.
  case unspecified = 0
  /// Constrained room (an iPhone's width in portrait).
  case compact = 1
  /// Ample room (an iPad's width).
  case regular = 2
}
