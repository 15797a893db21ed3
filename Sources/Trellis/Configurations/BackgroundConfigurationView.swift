/// The view a cell shows its `backgroundConfiguration` in: the resolved colour, corner radius
/// and stroke on its layer, the custom view filling it.
final class BackgroundConfigurationView: View {
  /// The custom view shown now, if any.
  private var shownCustomView: View?

  /// Shows `configuration` with `tintColor` for the colours; `corners` are the corners the
  /// radius rounds (all of them outside inset-grouped lists).
  func show(_ configuration: BackgroundConfiguration, tintColor: Color, corners: CornerMask) {
    backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
    layer.cornerRadius = LayoutLimits.length(configuration.cornerRadius)
    layer.maskedCorners = corners
    let stroke = LayoutLimits.length(configuration.strokeWidth)
    layer.borderWidth = stroke
    layer.borderColor = stroke > 0 ? configuration.resolvedStrokeColor(for: tintColor) : nil
    if configuration.customView !== shownCustomView {
      shownCustomView?.removeFromSuperview()
      shownCustomView = configuration.customView
      if let custom = shownCustomView {
        custom.frame = bounds
        addSubview(custom)
      }
    }
    clipsToBounds = configuration.cornerRadius > 0
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    shownCustomView?.frame = bounds
  }
}
