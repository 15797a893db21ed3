/// The geometry of a shape, in points, relative to the body origin.
///
/// Solid shapes (box, circle, ellipse, polygon) have area and give the body mass. Segments
/// and chains are boundaries: they have no area, so put them on static (or kinematic) bodies.
public enum ShapeGeometry: Sendable, Hashable {
  /// A rectangle of `size` (points) centred at `center` (points, body-local), rotated by
  /// `angle` radians. The default collision bounds of a dynamic item.
  case box(size: CGSize, center: CGPoint = .zero, angle: Double = 0)
  /// An exact circle of `radius` points centred at `center` (points, body-local).
  case circle(radius: Double, center: CGPoint = .zero)
  /// An ellipse inscribed in `size` (points), centred at the body origin. When width equals
  /// height it is an exact ``circle(radius:center:)``; otherwise a convex polygon with
  /// `vertexCount` vertices (8…64) on the ellipse.
  case ellipse(size: CGSize, vertexCount: Int = 32)
  /// A convex polygon, vertices in points relative to the body origin, in either winding
  /// (normalised to counter-clockwise internally); 3…64 vertices, no three collinear.
  case polygon([CGPoint])
  /// A two-sided line segment between two points (body-local points).
  case segment(CGPoint, CGPoint)
  /// A polyline of two-sided segments through `points` (body-local points); when `isLoop`
  /// the last point connects back to the first. Each segment is a child of the one shape.
  ///
  /// Limitation: edges are independent two-sided segments (no ghost vertices), so a box
  /// sliding along a polyline can catch on an interior vertex; use one long segment per flat
  /// stretch where that matters.
  case chain([CGPoint], isLoop: Bool)
}
