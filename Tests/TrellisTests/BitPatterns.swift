import Foundation

@testable import Trellis

// The bit patterns of geometry values, for tests that compare a shortcut's answers with the
// general path's bit for bit (a −0 or a NaN payload included, which `==` would not tell apart).

/// The rectangle's origin and size, as bit patterns.
func bitPatterns(_ r: CGRect) -> [UInt64] {
  [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0).bitPattern }
}

/// The affine transform's six entries, as bit patterns.
func bitPatterns(_ t: CGAffineTransform) -> [UInt64] {
  [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0).bitPattern }
}

/// The 3D transform's sixteen entries, as bit patterns.
func bitPatterns(_ t: CATransform3D) -> [UInt64] {
  [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
    t.m44,
  ].map { Double($0).bitPattern }
}
