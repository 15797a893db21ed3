extension CGRect {
  /// The centre point of the rectangle.
  public var center: CGPoint { CGPoint(x: midX, y: midY) }

  /// Whether this rectangle and `other` share some area: the answer Apple's
  /// `CGRectIntersectsRect` (`CGRect.intersects(_:)`) gives on Apple's platforms, where
  /// rectangles that only share an edge or a corner do not intersect.
  ///
  /// Both rectangles are standardized first (a negative width or height counts from the other
  /// edge). A null rectangle, or one with a NaN coordinate, overlaps nothing. A zero-width or
  /// zero-height rectangle overlaps a rectangle that it crosses strictly inside, not one whose
  /// edge it lies on.
  ///
  /// Linux Foundation's `intersects(_:)` answers `true` for rectangles that only touch; Trellis's
  /// rect queries and visible sets use this rule instead, so that layouts behave as on iOS.
  @inline(__always)
  public func overlaps(_ other: CGRect) -> Bool {
    let a = standardized
    let b = other.standardized
    return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

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
