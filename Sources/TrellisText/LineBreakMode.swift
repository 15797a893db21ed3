/// How a line that does not fit is wrapped or shortened (UIKit's `NSLineBreakMode`, same raw
/// values). docs/text.md §4.
public enum LineBreakMode: Int, Sendable, CaseIterable {
  /// Wrap at word boundaries (white space, after hyphens; a word longer than the line is split
  /// between characters).
  case byWordWrapping = 0
  /// Wrap between any two grapheme clusters.
  case byCharWrapping = 1
  /// The last line shows the rest of its paragraph unwrapped, cut at the container's edge.
  case byClipping = 2
  /// The last line shows the end of its paragraph, with "…" for what is left out at its start.
  case byTruncatingHead = 3
  /// The last line shows the start of its paragraph, with "…" for what is left out at its end.
  case byTruncatingTail = 4
  /// The last line shows both ends of its paragraph, with "…" for what is left out in between.
  case byTruncatingMiddle = 5

  /// Whether the mode shortens the last line rather than wrapping it.
  var shortensLastLine: Bool {
    switch self {
    case .byWordWrapping, .byCharWrapping: false
    case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    }
  }
}
