/// How a presented view controller covers its presenter, shaped as `UIModalPresentationStyle`.
///
/// UIKit difference: every style fills the window (sheets are not inset or rounded); what
/// differs is whether the presenter stays on screen (docs/view-controllers.md §7).
public enum ModalPresentationStyle: Int, Sendable {
  /// The system's choice: a page sheet.
  case automatic = -2
  /// No presentation style.
  case none = -1
  /// Covers the screen; the presenter disappears.
  case fullScreen = 0
  /// A sheet; the presenter stays.
  case pageSheet = 1
  /// A smaller sheet; the presenter stays.
  case formSheet = 2
  /// Over the presenter's context; the presenter stays.
  case currentContext = 3
  /// Drawn by a custom controller; the presenter stays.
  case custom = 4
  /// Covers the screen over the presenter, which stays.
  case overFullScreen = 5
  /// Over the presenter's context, which stays.
  case overCurrentContext = 6
  /// A popover; the presenter stays.
  case popover = 7

  /// Whether the presenter leaves the screen (its `viewWillDisappear(_:)` runs).
  var coversPresenter: Bool {
    self == .fullScreen || self == .currentContext
  }
}
