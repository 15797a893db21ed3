// The visible bounds' edges, read once for a layout pass: the gather of the visible rect
// compares every untransformed element's frame with them (`CollectionView.onlyTouches`'s
// comparisons, without reading the bounds' edges again for each element).

/// The edges of the visible bounds, for `CollectionView.onlyTouches`'s test of many frames.
struct VisibleEdges {
  /// Whether the bounds' size is non-negative in both dimensions (then `onlyTouches` compares
  /// edges directly, which `areOnlyTouched(byX:y:width:height:)` does too).
  let isStandard: Bool
  let minX: CGFloat
  let maxX: CGFloat
  let minY: CGFloat
  let maxY: CGFloat

  init(_ bounds: CGRect) {
    isStandard = bounds.size.width >= 0 && bounds.size.height >= 0
    minX = bounds.minX
    maxX = bounds.maxX
    minY = bounds.minY
    maxY = bounds.maxY
  }

  /// `CollectionView.onlyTouches(CGRect(x: x, y: y, width: width, height: height), bounds)`
  /// for a positive, finite `width` and `height` and standard bounds (`isStandard`): the same
  /// comparisons of the same edges (such a rectangle's `minX` is `x`, its `maxX` is
  /// `x + width`). Checked against `onlyTouches` in LayoutPassNinthPassTests.
  @inline(__always)
  func areOnlyTouched(byX x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> Bool {
    let frameMaxX = x + width
    let frameMaxY = y + height
    guard x <= maxX, minX <= frameMaxX, y <= maxY, minY <= frameMaxY else { return false }
    return !(x < maxX && minX < frameMaxX && y < maxY && minY < frameMaxY)
  }
}
