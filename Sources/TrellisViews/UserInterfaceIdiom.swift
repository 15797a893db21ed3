/// The kind of device the interface is designed for. The raw values are UIKit's.
public enum UserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac (Catalyst, optimised for Mac).
  case mac = 5
  /// Apple Vision.
  case vision = 6
}
