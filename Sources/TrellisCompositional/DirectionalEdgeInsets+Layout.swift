// The compositional layout's arithmetic on directional insets.

extension DirectionalEdgeInsets {
  /// The insets as the layout uses them (`LayoutLimits.signedLength(_:)`): non-finite edges
  /// are 0, the others clamped to ±10¹² points.
  var sanitized: DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: LayoutLimits.signedLength(top), leading: LayoutLimits.signedLength(leading),
      bottom: LayoutLimits.signedLength(bottom), trailing: LayoutLimits.signedLength(trailing))
  }

  /// The sum of the leading and trailing insets.
  var horizontal: CGFloat { leading + trailing }

  /// The sum of the top and bottom insets.
  var vertical: CGFloat { top + bottom }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown where they are negative); leading is left.
  func inset(by insets: DirectionalEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.leading, y: origin.y + insets.top,
      width: size.width - insets.leading - insets.trailing,
      height: size.height - insets.top - insets.bottom)
  }
}
