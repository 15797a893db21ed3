/// Debug drawings laid over a frame's elements: element frames, springs, collision boundaries
/// and the touch point. All points are in the collection view's content coordinates.
nonisolated public struct RenderOverlays: Sendable, Equatable {
  /// Whether each drawn element's `frame` (the axis-aligned box UIKit reports, about `center`)
  /// is outlined with a dashed line.
  public var showsItemFrames: Bool
  /// Springs to draw: a line from each anchor to the point it pulls.
  public var springs: [RenderSpring]
  /// Collision boundaries to draw (segments, polylines, closed outlines).
  public var boundaries: [RenderBoundary]
  /// The current touch point, drawn as a ring, or `nil`.
  public var touchPoint: CGPoint?

  /// Creates overlays; the default draws nothing.
  public init(
    showsItemFrames: Bool = false, springs: [RenderSpring] = [], boundaries: [RenderBoundary] = [],
    touchPoint: CGPoint? = nil
  ) {
    self.showsItemFrames = showsItemFrames
    self.springs = springs
    self.boundaries = boundaries
    self.touchPoint = touchPoint
  }

  /// No overlays.
  public static let none = RenderOverlays()

  /// Whether there is anything to draw.
  public var isEmpty: Bool { !showsItemFrames && springs.isEmpty && boundaries.isEmpty && touchPoint == nil }
}
