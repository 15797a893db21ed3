/// The direction in which the user interface reads: left to right (English) or right to left
/// (Arabic, Hebrew).
///
/// A collection view uses it to decide whether a layout's frames are mirrored: see
/// `CollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`. The raw values are
/// UIKit's.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
