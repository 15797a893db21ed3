/// The boundary a compositional layout measures content insets from, across the scrolling axis
/// (left and right for vertical scrolling).
///
/// The layout container's `contentInsets` add, on those edges, the part of the reference's
/// insets that the collection view's adjusted content inset does not already cover; its
/// `effectiveContentSize` is the content size minus them.
///
/// UIKit difference: UIKit calls it `UIContentInsetsReference` (TrellisUIKit provides that
/// alias). `.readableContent` uses the layout margins (there is no readable-width guide without
/// fonts), and `.automatic` is `.safeArea` as on iOS 14 and later.
public enum ContentInsetsReference: Int, Hashable, Sendable, CustomStringConvertible {
  /// The system's choice: the safe area.
  case automatic
  /// No extra insets: the content spans the collection view's content width.
  case none
  /// The safe-area insets.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide (here: the layout margins).
  case readableContent

  /// The reference's name.
  public var description: String {
    switch self {
    case .automatic: "automatic"
    case .none: "none"
    case .safeArea: "safeArea"
    case .layoutMargins: "layoutMargins"
    case .readableContent: "readableContent"
    }
  }
}
