// Whether a transform is the identity bit for bit: what lets a value that keeps this answer
// next to its transform (the layout attributes' values, a layer) skip reading or writing the
// sixteen entries when both sides are exactly the identity, with every bit as before.

extension CATransform3D {
  /// Whether every entry has exactly the bits of `CATransform3DIdentity`'s: 1 on the diagonal,
  /// +0 elsewhere. A `-0.0` entry or a NaN makes it `false` (where `CATransform3DIsIdentity`,
  /// which compares with `==`, accepts `-0.0`): two transforms for which it is `true` have the
  /// same bits.
  package var isExactIdentity: Bool {
    let one = Double(1).bitPattern
    return Double(m11).bitPattern == one && Double(m12).bitPattern == 0 && Double(m13).bitPattern == 0
      && Double(m14).bitPattern == 0 && Double(m21).bitPattern == 0 && Double(m22).bitPattern == one
      && Double(m23).bitPattern == 0 && Double(m24).bitPattern == 0 && Double(m31).bitPattern == 0
      && Double(m32).bitPattern == 0 && Double(m33).bitPattern == one && Double(m34).bitPattern == 0
      && Double(m41).bitPattern == 0 && Double(m42).bitPattern == 0 && Double(m43).bitPattern == 0
      && Double(m44).bitPattern == one
  }
}
