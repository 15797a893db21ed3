/// The phase of a touch event fed to `CollectionView.handleTouch(_:at:time:)` or to a view's
/// gesture recognizers with `View.sendTouch(_:at:time:finger:)`.
///
/// UIKit difference: UIKit's `UITouch.Phase` also has `stationary` and the pencil/region phases;
/// a headless host only needs the four that drive scrolling.
public enum TouchPhase: Int, Hashable, Sendable, CustomStringConvertible {
  /// A finger touched down.
  case began
  /// The finger moved.
  case moved
  /// The finger lifted.
  case ended
  /// The system cancelled the touch (for example an interruption); no fling follows.
  case cancelled

  /// The phase's name.
  public var description: String {
    switch self {
    case .began: "began"
    case .moved: "moved"
    case .ended: "ended"
    case .cancelled: "cancelled"
    }
  }
}
