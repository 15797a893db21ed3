extension View {
  /// How a view places content of a given size in its bounds (UIKit's `UIView.ContentMode`, same
  /// raw values). An image view places its image with it (docs/controls.md §3).
  ///
  /// UIKit difference: declared for the views that draw content (`ImageView`); `View` itself has
  /// no `contentMode` property yet.
  public enum ContentMode: Int, Sendable, CaseIterable {
    /// Stretched to the bounds, aspect ratio not kept.
    case scaleToFill = 0
    /// Scaled to fit inside the bounds keeping its aspect ratio, centred (letterboxed).
    case scaleAspectFit = 1
    /// Scaled to cover the bounds keeping its aspect ratio, centred (the rest is cut off when the
    /// view clips).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change; placed as `scaleToFill`.
    case redraw = 3
    /// Centred, not scaled.
    case center = 4
    /// Centred horizontally at the top, not scaled.
    case top = 5
    /// Centred horizontally at the bottom, not scaled.
    case bottom = 6
    /// Centred vertically at the left, not scaled.
    case left = 7
    /// Centred vertically at the right, not scaled.
    case right = 8
    /// At the top-left corner, not scaled.
    case topLeft = 9
    /// At the top-right corner, not scaled.
    case topRight = 10
    /// At the bottom-left corner, not scaled.
    case bottomLeft = 11
    /// At the bottom-right corner, not scaled.
    case bottomRight = 12

    /// Where content of `contentSize` is drawn in `bounds` (docs/controls.md §3, "Content
    /// modes"). Not rounded.
    ///
    /// For the aspect modes the scale is min (fit) or max (fill) of `bounds.width / width` and
    /// `bounds.height / height`, and the scaled content is centred. `.left` and `.right` are
    /// physical sides (they do not flip in right to left), as in UIKit. Content with a zero,
    /// negative or non-finite side, or bounds with a non-finite value, give an empty rectangle
    /// at the bounds' centre (at the origin when the bounds are not finite) — never NaN; so does
    /// a scaled size that overflows (content of 1e-300 points scaled to fill).
    public func rect(forContentOf contentSize: CGSize, in bounds: CGRect) -> CGRect {
      let placed = unguardedRect(forContentOf: contentSize, in: bounds)
      guard placed.isFiniteRect else {
        let b = bounds.standardized
        return b.isFiniteRect ? CGRect(x: b.midX, y: b.midY, width: 0, height: 0) : .zero
      }
      return placed
    }

    private func unguardedRect(forContentOf contentSize: CGSize, in bounds: CGRect) -> CGRect {
      let finiteBounds =
        bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite
        && bounds.height.isFinite
      guard finiteBounds else { return .zero }
      let b = bounds.standardized
      let w = contentSize.width
      let h = contentSize.height
      guard w.isFinite, h.isFinite, w > 0, h > 0 else {
        return CGRect(x: b.midX, y: b.midY, width: 0, height: 0)
      }
      func centred(_ size: CGSize) -> CGRect {
        CGRect(
          x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
      }
      switch self {
      case .scaleToFill, .redraw:
        return b
      case .scaleAspectFit:
        let s = Swift.min(b.width / w, b.height / h)
        return centred(CGSize(width: w * s, height: h * s))
      case .scaleAspectFill:
        let s = Swift.max(b.width / w, b.height / h)
        return centred(CGSize(width: w * s, height: h * s))
      case .center:
        return centred(contentSize)
      case .top:
        return CGRect(x: b.midX - w / 2, y: b.minY, width: w, height: h)
      case .bottom:
        return CGRect(x: b.midX - w / 2, y: b.maxY - h, width: w, height: h)
      case .left:
        return CGRect(x: b.minX, y: b.midY - h / 2, width: w, height: h)
      case .right:
        return CGRect(x: b.maxX - w, y: b.midY - h / 2, width: w, height: h)
      case .topLeft:
        return CGRect(x: b.minX, y: b.minY, width: w, height: h)
      case .topRight:
        return CGRect(x: b.maxX - w, y: b.minY, width: w, height: h)
      case .bottomLeft:
        return CGRect(x: b.minX, y: b.maxY - h, width: w, height: h)
      case .bottomRight:
        return CGRect(x: b.maxX - w, y: b.maxY - h, width: w, height: h)
      }
    }
  }
}
