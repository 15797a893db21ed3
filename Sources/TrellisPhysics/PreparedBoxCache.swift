/// The last box a world prepared, kept so that adding the same box again (an animator gives
/// every cell of a list a body with a box of the cell's size) reuses its vertices and normals
/// instead of building and validating them again.
///
/// `PreparedGeometry.make(_:)` is a pure function of the geometry, so a box whose size, centre
/// and angle have the same bits as the cached one has the same prepared geometry. The key
/// compares bit patterns, not values: `-0.0` and `0.0` (equal as numbers) are different keys,
/// and a NaN (never prepared: `make` throws) matches nothing.
struct PreparedBoxCache {
  /// The bit patterns of width, height, centre x, centre y and angle.
  private var key: (UInt64, UInt64, UInt64, UInt64, UInt64)?
  private var geometry: PreparedGeometry?

  /// `PreparedGeometry.make(geometry)`: the cached result for the same box (bit for bit), else
  /// a new one, cached when `geometry` is a box that prepared without an error.
  /// - Complexity: O(1) for a box (the cached one or a new one), else `make`'s.
  mutating func prepare(_ geometry: ShapeGeometry) throws(PhysicsError) -> PreparedGeometry {
    guard case .box(let size, let center, let angle) = geometry else {
      return try PreparedGeometry.make(geometry)
    }
    let k = (
      Double(size.width).bitPattern, Double(size.height).bitPattern, Double(center.x).bitPattern,
      Double(center.y).bitPattern, angle.bitPattern
    )
    if let key, let cached = self.geometry, key == k { return cached }
    let prepared = try PreparedGeometry.make(geometry)
    key = k
    self.geometry = prepared
    return prepared
  }
}
