/// How a view's content should be laid out when the user interface reads right to left.
///
/// A view's `effectiveUserInterfaceLayoutDirection` follows from it: the two `force…` cases
/// decide by themselves, `.playback` and `.spatial` (media controls, directional pads) always
/// read left to right, and `.unspecified` takes the direction of the superview, or of the
/// application for a view without one. The raw values are UIKit's.
public enum SemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
  /// Follow the surrounding direction.
  case unspecified = 0
  /// Playback controls: always left to right.
  case playback = 1
  /// Directional controls: always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}
