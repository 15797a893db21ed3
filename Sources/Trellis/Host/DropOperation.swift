/// What a drop would do with the dragged data (UIKit's `UIDropOperation`; raw values as UIKit's).
public enum DropOperation: Int, Sendable, CaseIterable {
  /// No drop: releasing the finger cancels the drag.
  case cancel = 0
  /// A drop would normally be possible here but is not now: releasing cancels the drag.
  case forbidden = 1
  /// The data is copied to the destination.
  case copy = 2
  /// The data is moved: the destination takes it and the source gives it up (only offered
  /// inside the app, when the drag allows moving).
  case move = 3
}
