import Foundation

/// An event passed to hit testing (UIKit's `UIEvent`): its time stamp only.
///
/// UIKit difference: Trellis delivers no events through views (touches go to a collection
/// view's `handleTouch`); this type exists so that `hitTest(_:with:)` and
/// `point(inside:with:)` keep UIKit's signatures. Pass `nil` or an `Event` you make.
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
