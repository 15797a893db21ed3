/// Where a boundary supplementary item (a header, a footer, a side label) sits around the
/// section or layout it belongs to.
///
/// `.top` and `.bottom` sit above and below the content, spanning its width; the corner cases
/// sit above or below and hug the leading or trailing edge; `.leading` and `.trailing` sit
/// beside the content, at its top.
///
/// UIKit difference: UIKit calls it `NSRectAlignment` (TrellisUIKit provides that alias).
public enum RectAlignment: Int, Hashable, Sendable, CustomStringConvertible {
  /// No alignment: placed as `.top`.
  case none
  /// Above the content.
  case top
  /// Above the content, at its leading edge.
  case topLeading
  /// Beside the content, on its leading side.
  case leading
  /// Below the content, at its leading edge.
  case bottomLeading
  /// Below the content.
  case bottom
  /// Below the content, at its trailing edge.
  case bottomTrailing
  /// Beside the content, on its trailing side.
  case trailing
  /// Above the content, at its trailing edge.
  case topTrailing

  /// The alignment's name.
  public var description: String {
    switch self {
    case .none: "none"
    case .top: "top"
    case .topLeading: "topLeading"
    case .leading: "leading"
    case .bottomLeading: "bottomLeading"
    case .bottom: "bottom"
    case .bottomTrailing: "bottomTrailing"
    case .trailing: "trailing"
    case .topTrailing: "topTrailing"
    }
  }
}
