// The layout arithmetic on directional insets, shared by the views (margins) and the
// compositional layout (content insets).

extension DirectionalEdgeInsets {
  /// The insets as the layout uses them (`LayoutLimits.signedLength(_:)`): non-finite edges
  /// are 0, the others clamped to ±10¹² points.
  package var sanitized: DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: LayoutLimits.signedLength(top), leading: LayoutLimits.signedLength(leading),
      bottom: LayoutLimits.signedLength(bottom), trailing: LayoutLimits.signedLength(trailing))
  }

  /// The sum of the leading and trailing insets.
  package var horizontal: CGFloat { leading + trailing }

  /// The sum of the top and bottom insets.
  package var vertical: CGFloat { top + bottom }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown where they are negative); leading is left.
  package func inset(by insets: DirectionalEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.leading, y: origin.y + insets.top,
      width: size.width - insets.leading - insets.trailing,
      height: size.height - insets.top - insets.bottom)
  }
}
