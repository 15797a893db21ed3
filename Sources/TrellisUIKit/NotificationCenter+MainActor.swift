import Foundation

extension NotificationCenter {
  /// Registers `block` for the notifications named `name` (every name when `nil`) posted by
  /// `object` (any sender when `nil`), and runs it on the main actor: at once when the
  /// notification is posted on the main thread, as a selector-based observer runs; from the main
  /// queue otherwise. (Code on the main actor may run on a thread of the main queue's that is not
  /// the process's first thread, as under an `async` main on Linux: the main queue is recognised
  /// by a mark set on it.) Returns the token to pass to `removeObserver(_:)`.
  ///
  /// `trellis port` rewrites UIKit code's `addObserver(_:selector:name:object:)` to this, with the
  /// method the selector named called from `block` (docs/porting.md). It exists because the
  /// block of Foundation's `addObserver(forName:object:queue:using:)` is not main-actor isolated
  /// and its `Notification` is not `Sendable`, so a main-actor method cannot be called from it in
  /// the Swift 6 language mode.
  ///
  /// UIKit difference: the observer is the returned token, not an object of yours, so
  /// `removeObserver(self)` does not remove it; keep the token to remove it.
  @discardableResult
  public func addMainActorObserver(
    forName name: Notification.Name?, object: Any?,
    using block: @escaping @Sendable @MainActor (Notification) -> Void
  ) -> any NSObjectProtocol {
    addObserver(forName: name, object: object, queue: nil) { notification in
      // Delivered synchronously on the posting thread; handed to the main actor unchanged.
      nonisolated(unsafe) let delivered = notification
      if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil {
        MainActor.assumeIsolated { block(delivered) }
      } else {
        DispatchQueue.main.async { block(delivered) }
      }
    }
  }
}

/// A mark on the main dispatch queue, to tell that code runs on it whatever thread serves it.
private enum MainQueueMark {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
