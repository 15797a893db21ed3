/// An element ready to draw: its style, the shape it covers and where its label goes.
public struct RenderDrawItem {
  /// The element (attributes and style).
  public var element: RenderElement
  /// The shape to draw, in content coordinates.
  public var shape: RenderShape
  /// Where the label is centred: the element's untransformed centre for `.rect` (the shape's
  /// transform then carries it along), the projected centre for `.quad`.
  public var labelCenter: CGPoint
  /// The opacity, `alpha` clamped to 0…1.
  public var opacity: Double
}
