extension View {
  /// Whether a view shows its tint colour as is or dimmed. The raw values are UIKit's.
  public enum TintAdjustmentMode: Int, Sendable, Hashable, CaseIterable {
    /// Follow the superview (`.normal` at the root).
    case automatic = 0
    /// Show the tint colour as is.
    case normal = 1
    /// Show a desaturated, dimmed tint (Trellis: `systemGray`; docs/views.md §3).
    case dimmed = 2
  }
}
