extension View {
  /// How a view's content fits its bounds. The raw values are UIKit's. Recorded only: Trellis
  /// draws nothing.
  public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    /// Stretch the content to the bounds (the default).
    case scaleToFill = 0
    /// Scale the content to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Scale the content to cover the bounds, keeping its aspect ratio.
    case scaleAspectFill = 2
    /// Redraw the content when the bounds change.
    case redraw = 3
    /// Centre the content, unscaled.
    case center = 4
    /// Centre the content along the top edge.
    case top = 5
    /// Centre the content along the bottom edge.
    case bottom = 6
    /// Centre the content along the left edge.
    case left = 7
    /// Centre the content along the right edge.
    case right = 8
    /// Put the content in the top-left corner.
    case topLeft = 9
    /// Put the content in the top-right corner.
    case topRight = 10
    /// Put the content in the bottom-left corner.
    case bottomLeft = 11
    /// Put the content in the bottom-right corner.
    case bottomRight = 12
  }
}
