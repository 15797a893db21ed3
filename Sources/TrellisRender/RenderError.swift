/// The errors TrellisRender throws for input it cannot draw. Nothing is changed when one is
/// thrown.
nonisolated public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The visible bounds have a non-finite or negative component.
  case invalidBounds(CGRect)
  /// A frame rate that is not a finite number greater than zero.
  case invalidFrameRate(Double)
  /// A number of frames or a duration that gives no frame (negative, zero or not finite).
  case invalidFrameCount(String)
  /// An animation export was asked for with no frames.
  case emptyAnimation

  /// A message naming the bad value.
  public var description: String {
    switch self {
    case .invalidBounds(let rect):
      "Invalid visible bounds \(rect): origin and size must be finite and the size non-negative."
    case .invalidFrameRate(let fps):
      "Invalid frame rate \(fps): it must be a finite number of frames per second greater than 0."
    case .invalidFrameCount(let detail):
      "Invalid frame count: \(detail)."
    case .emptyAnimation:
      "Cannot export an animation with no frames: record at least one frame first."
    }
  }
}
