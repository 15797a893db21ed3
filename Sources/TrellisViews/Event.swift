import Foundation

/// An event passed to hit testing (UIKit's `UIEvent`): its time stamp only.
///
/// Touches sent to a root view with `View.sendTouch` reach the touched view's
/// `touchesBegan(_:with:)` family with an event carrying the touch's time; `hitTest(_:with:)`
/// and `point(inside:with:)` take one to keep UIKit's signatures (pass `nil` or an `Event` you
/// make).
///
/// UIKit difference: an event carries no touches (`allTouches`) or type.
@preconcurrency @MainActor
open class Event: NSObject {
  /// When the event happened, in seconds on the caller's clock.
  open var timestamp: TimeInterval

  /// Creates an event at `timestamp` (default 0).
  public init(timestamp: TimeInterval = 0) {
    self.timestamp = timestamp
    super.init()
  }
}
