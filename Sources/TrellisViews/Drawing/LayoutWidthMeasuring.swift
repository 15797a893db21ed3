/// A view whose intrinsic height depends on the width it is given — a multi-line label — and
/// that can say what its intrinsic size would be at a width (docs/controls.md §2, "Two-pass
/// measurement").
///
/// UIKit measures such a view twice when it lays out: once without a width, then again at the
/// width the constraints gave it. A layout engine that knows this protocol can do the second
/// pass within one solve (fitting sizes included); without it, the view re-measures itself when
/// its bounds' width changes and the next layout pass uses the new size.
@MainActor
public protocol LayoutWidthMeasuring: AnyObject {
  /// Whether the intrinsic height depends on the width now (a label with `numberOfLines != 1`
  /// and no `preferredMaxLayoutWidth`).
  var intrinsicSizeDependsOnLayoutWidth: Bool { get }
  /// The intrinsic content size the view would have at `width` points wide.
  func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize
}
