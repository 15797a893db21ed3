/// A polygon or polyline in points: an item's collision path or a collision boundary.
///
/// As an item's `collisionBoundingPath` it must be a closed convex polygon of 3…64 points
/// with its origin at the item's centre. As a boundary
/// (`CollisionBehavior.addBoundary(withIdentifier:for:)`) it is a polyline of at least two
/// points in the animator's coordinates, closed when `isClosed` is `true`.
///
/// UIKit difference: UIKit uses `UIBezierPath`; curves are not supported here (approximate
/// them with points). Either winding is accepted for collision paths (UIKit documents
/// counter-clockwise); the physics engine normalises it.
public struct DynamicItemPath: Hashable, Sendable {
  /// The vertices, in order (points).
  public var points: [CGPoint]
  /// Whether the last point connects back to the first.
  public var isClosed: Bool

  /// Creates a path through `points`; closed by default.
  public init(points: [CGPoint], isClosed: Bool = true) {
    self.points = points
    self.isClosed = isClosed
  }

  /// A closed rectangle path (four corners, counter-clockwise as seen with y pointing up).
  public init(rect: CGRect) {
    self.init(points: [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
  }

  /// A closed polygon with `vertexCount` points on the ellipse inscribed in `rect`.
  /// - Parameters:
  ///   - rect: the rectangle the ellipse is inscribed in.
  ///   - vertexCount: number of vertices (clamped to 3…64). Default 32.
  public init(ovalIn rect: CGRect, vertexCount: Int = 32) {
    let n = min(max(vertexCount, 3), 64)
    var points: [CGPoint] = []
    points.reserveCapacity(n)
    for i in 0..<n {
      let t = 2 * Double.pi * Double(i) / Double(n)
      points.append(CGPoint(x: rect.midX + rect.width / 2 * cos(t), y: rect.midY + rect.height / 2 * sin(t)))
    }
    self.init(points: points)
  }

  /// A line segment from `p1` to `p2` (open).
  public init(from p1: CGPoint, to p2: CGPoint) {
    self.init(points: [p1, p2], isClosed: false)
  }

  /// The bounding box of the points (`.null` when empty).
  public var bounds: CGRect {
    guard let first = points.first else { return .null }
    var r = CGRect(origin: first, size: .zero)
    for p in points.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
    return r
  }
}
