extension CATransform3D {
  /// The point `(x, y, 0)` carried through this transform and divided by its `w`, as Core
  /// Animation projects a layer onto the screen plane.
  ///
  /// Returns `nil` when the point lands at or behind the eye (`w ≤ 0`) or the result is not
  /// finite.
  ///
  /// UIKit difference: Core Animation has no public function for this; Trellis's renderer uses
  /// it to approximate perspective in 2D.
  public func projecting(_ point: CGPoint) -> CGPoint? {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    guard w > 0 else { return nil }
    let result = CGPoint(x: x / w, y: y / w)
    return result.x.isFinite && result.y.isFinite ? result : nil
  }
}
