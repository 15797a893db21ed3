/// A view whose content has text baselines: where its first and last baselines lie relative to
/// its top and bottom edges (docs/controls.md §2, "Baselines").
///
/// Auto Layout's `firstBaselineAnchor` and `lastBaselineAnchor` of such a view are meant to be
/// `top + firstBaselineOffsetFromTop` and `bottom − lastBaselineOffsetFromBottom`; views that
/// do not conform keep the bottom edge, as UIKit's views without text do.
///
/// UIKit difference: UIKit keeps these offsets private to its views; they are public here so
/// that the layout engine (and custom views) can use them.
@MainActor
public protocol BaselineProviding: AnyObject {
  /// The distance from the view's top edge down to the baseline of its first line of text.
  var firstBaselineOffsetFromTop: CGFloat { get }
  /// The distance from the baseline of the view's last line of text down to its bottom edge.
  var lastBaselineOffsetFromBottom: CGFloat { get }
}
