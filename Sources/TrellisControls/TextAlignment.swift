/// How lines of text are placed horizontally (UIKit's `NSTextAlignment`, with iOS's raw values).
/// docs/controls.md §2.
public enum TextAlignment: Int, Sendable, CaseIterable {
  /// Lines start at the left edge.
  case left = 0
  /// Lines are centred.
  case center = 1
  /// Lines end at the right edge.
  case right = 2
  /// Lines fill the width.
  ///
  /// UIKit difference: lines are not stretched; justified text is placed as `natural`.
  case justified = 3
  /// The alignment of the reading direction: left in left to right, right in right to left (a
  /// label follows its `effectiveUserInterfaceLayoutDirection`).
  case natural = 4
}
