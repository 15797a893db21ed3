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
    recordingUnusable(rect, Self.usableFrameValue(rect), name: name, nonFinite: "number")
  }

  /// `point` as a position (`LayoutLimits.point(_:)`), recording when it differs.
  func usablePoint(_ point: CGPoint, name: String) -> CGPoint? {
    recordingUnusable(point, LayoutLimits.point(point), name: name, nonFinite: "coordinate")
  }

  /// `usable`, after recording in `lastLayoutError` that `value` (the input called `name`) was
  /// clamped to it, or ignored when `usable` is `nil` (a NaN or infinite `nonFinite`).
  private func recordingUnusable<Value: Equatable>(
    _ value: Value, _ usable: Value?, name: String, nonFinite: String
  ) -> Value? {
    if usable != value {
      lastLayoutError = CollectionViewError(
        .invalidLayoutInput,
        usable.map { "CollectionView: \(name) \(value) is out of range; \($0) is used instead" }
          ?? "CollectionView: \(name) \(value) has a NaN or infinite \(nonFinite); it was ignored")
    }
    return usable
  }
}
