/// A collision boundary as drawn by the overlays: a polyline, closed or open.
nonisolated public struct RenderBoundary: Sendable, Equatable {
  /// The vertices in order.
  public var points: [CGPoint]
  /// Whether the last point joins the first.
  public var isClosed: Bool

  /// Creates a boundary through `points`.
  public init(points: [CGPoint], isClosed: Bool = false) {
    self.points = points
    self.isClosed = isClosed
  }

  /// A straight segment from `from` to `to`.
  public init(from: CGPoint, to: CGPoint) {
    self.init(points: [from, to])
  }

  /// The closed outline of `rect` (top-left, top-right, bottom-right, bottom-left).
  public init(rect: CGRect) {
    self.init(
      points: [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ], isClosed: true)
  }
}
