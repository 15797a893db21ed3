/// A view whose content has text baselines, for `firstBaselineAnchor`, `lastBaselineAnchor` and
/// stack views' baseline alignment (docs/auto-layout.md §6).
///
/// Auto Layout places a conforming view's first baseline `firstBaselineOffsetFromTop` below its
/// top edge and its last baseline `lastBaselineOffsetFromBottom` above its bottom edge; a view
/// that does not conform has both baselines at its bottom edge, as UIKit gives a view without
/// text. The offsets are read once per layout pass and must not depend on the view's own size.
///
/// UIKit difference: UIKit keeps the equivalent offsets private to its text views; Trellis
/// makes them a protocol so that any view (a label, a custom text view) can provide them.
@preconcurrency @MainActor
public protocol LayoutBaselineProviding: AnyObject {
  /// The distance from the top of the view's bounds to the baseline of its first line.
  var firstBaselineOffsetFromTop: CGFloat { get }
  /// The distance from the baseline of the view's last line up from the bottom of its bounds.
  var lastBaselineOffsetFromBottom: CGFloat { get }
}
