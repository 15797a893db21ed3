import TrellisGeometry

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether both coordinates of two points differ by at most `tolerance`.
func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-12) -> Bool {
  isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
}

/// Whether the origins and sizes of two rectangles differ by at most `tolerance`.
func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-12) -> Bool {
  isClose(a.origin, b.origin, within: tolerance) && isClose(a.size.width, b.size.width, within: tolerance)
    && isClose(a.size.height, b.size.height, within: tolerance)
}

/// Whether the six entries of two affine transforms differ by at most `tolerance`.
func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, within tolerance: CGFloat = 1e-12) -> Bool {
  isClose(a.a, b.a, within: tolerance) && isClose(a.b, b.b, within: tolerance)
    && isClose(a.c, b.c, within: tolerance) && isClose(a.d, b.d, within: tolerance)
    && isClose(a.tx, b.tx, within: tolerance) && isClose(a.ty, b.ty, within: tolerance)
}

/// The sixteen entries of a 3D transform, row by row.
func entries(_ t: CATransform3D) -> [CGFloat] {
  [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
  ]
}

/// Whether the sixteen entries of two 3D transforms differ by at most `tolerance`.
func isClose(_ a: CATransform3D, _ b: CATransform3D, within tolerance: CGFloat = 1e-12) -> Bool {
  zip(entries(a), entries(b)).allSatisfy { isClose($0, $1, within: tolerance) }
}

/// A point in space, for carrying through a `CATransform3D` in the tests.
struct Point3: Equatable {
  var x: CGFloat
  var y: CGFloat
  var z: CGFloat
}

/// `p` as the row vector `(x, y, z, 1)` times `t`, divided by `w` (Core Animation's convention,
/// stated in the CATransform3D header: `x' = x·m11 + y·m21 + z·m31 + m41`, and so on).
func apply(_ t: CATransform3D, to p: Point3) -> Point3 {
  let x = p.x * t.m11 + p.y * t.m21 + p.z * t.m31 + t.m41
  let y = p.x * t.m12 + p.y * t.m22 + p.z * t.m32 + t.m42
  let z = p.x * t.m13 + p.y * t.m23 + p.z * t.m33 + t.m43
  let w = p.x * t.m14 + p.y * t.m24 + p.z * t.m34 + t.m44
  return Point3(x: x / w, y: y / w, z: z / w)
}

/// Whether the coordinates of two points in space differ by at most `tolerance`.
func isClose(_ a: Point3, _ b: Point3, within tolerance: CGFloat = 1e-12) -> Bool {
  isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
    && isClose(a.z, b.z, within: tolerance)
}
