import Foundation

extension CGRect {
  /// `overlaps(_:)` (TrellisGeometry), with the same answer for every pair of rectangles, but
  /// without its calls when both rectangles have sizes ≥ 0 — the springy layout's tiles and
  /// queries, tested for every cell every frame.
  ///
  /// `overlaps(_:)` compares the standardized rectangles' `minX`, `maxX`, `minY` and `maxY`,
  /// which Foundation computes out of line (about 70 instructions a test). For a size ≥ 0,
  /// `standardized` is the rectangle itself, `minX` is `x + min(width, 0)` = `x` and `maxX` is
  /// `x + max(width, 0)` = `x + width` (likewise for y), so the comparisons below are the same
  /// comparisons on the same numbers. Any other size (negative, NaN) goes to `overlaps(_:)`.
  /// - Complexity: O(1).
  @inline(__always)
  func overlapsQuickly(_ other: CGRect) -> Bool {
    let (x, y, w, h) = (origin.x, origin.y, size.width, size.height)
    let (ox, oy, ow, oh) = (other.origin.x, other.origin.y, other.size.width, other.size.height)
    guard w >= 0, h >= 0, ow >= 0, oh >= 0 else { return overlaps(other) }
    return x < ox + ow && ox < x + w && y < oy + oh && oy < y + h
  }
}
