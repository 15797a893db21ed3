// Where a view draws content of a given size for each content mode (docs/controls.md §3).
// `View.ContentMode` itself is declared in Appearance/View+ContentMode.swift.

extension View.ContentMode {
  /// Where content of `contentSize` is drawn in `bounds` (docs/controls.md §3, "Content
  /// modes"). Not rounded.
  ///
  /// For the aspect modes the scale is min (fit) or max (fill) of `bounds.width / width` and
  /// `bounds.height / height`, and the scaled content is centred. `.left` and `.right` are
  /// physical sides (they do not flip in right to left), as in UIKit. Content with a zero,
  /// negative or non-finite side, or bounds with a non-finite value, give an empty rectangle
  /// at the bounds' centre (at the origin when the bounds are not finite) — never NaN; so does
  /// a scaled size that overflows (a 1e10 × 1e-300 image scaled to fill 300 × 100).
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
