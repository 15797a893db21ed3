extension CGRect {
  /// The centre point of the rectangle.
  public var center: CGPoint { CGPoint(x: midX, y: midY) }

  /// Whether the origin and size are all finite numbers.
  public var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension CGPoint {
  /// Whether both coordinates are finite numbers.
  public var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
  /// Whether both dimensions are finite numbers.
  public var isFiniteSize: Bool { width.isFinite && height.isFinite }
}
