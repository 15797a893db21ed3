// The collection view's geometry inputs (frame, bounds, offset, insets, touches) under the rules
// of `LayoutLimits`, with what was changed recorded in `lastLayoutError`.

extension CollectionView {
  /// `rect` as a frame: `nil` when a number is NaN or infinite; otherwise the origin clamped to
  /// ±`LayoutLimits.maximumCoordinate` and the size to 0…`LayoutLimits.maximumLength`.
  static func usableFrameValue(_ rect: CGRect) -> CGRect? {
    guard let origin = LayoutLimits.point(rect.origin), rect.size.width.isFinite, rect.size.height.isFinite
    else { return nil }
    return CGRect(origin: origin, size: LayoutLimits.size(rect.size))
  }

  /// `usableFrameValue(_:)`, recording in `lastLayoutError` when it differs from `rect`.
  func usableFrame(_ rect: CGRect, name: String) -> CGRect? {
    let usable = Self.usableFrameValue(rect)
    if usable != rect {
      lastLayoutError = CollectionViewError(
        .invalidLayoutInput,
        usable.map { "CollectionView: \(name) \(rect) is out of range; \($0) is used instead" }
          ?? "CollectionView: \(name) \(rect) has a NaN or infinite number; it was ignored")
    }
    return usable
  }

  /// `point` as a position (`LayoutLimits.point(_:)`), recording when it differs.
  func usablePoint(_ point: CGPoint, name: String) -> CGPoint? {
    let usable = LayoutLimits.point(point)
    if usable != point {
      lastLayoutError = CollectionViewError(
        .invalidLayoutInput,
        usable.map { "CollectionView: \(name) \(point) is out of range; \($0) is used instead" }
          ?? "CollectionView: \(name) \(point) has a NaN or infinite coordinate; it was ignored")
    }
    return usable
  }
}
