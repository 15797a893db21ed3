/// Turns a `RenderFrame` into SVG text.
///
/// The document's viewBox is the frame's visible bounds in content coordinates, so element
/// coordinates are written exactly as the layout gave them. Every element is drawn as in
/// `RenderFrame.drawingOrder()`:
///
/// - a `.rect` shape as `<rect x y width height rx …>` with the style's fill and outline, and the
///   label as `<text>` at its centre; a non-identity transform or an `alpha` below 1 wraps both
///   in `<g transform="matrix(a b c d e f)" opacity="…">`, so the label turns and scales with
///   the element and fades with it (group opacity, as a layer's);
/// - a `.quad` shape (perspective) as `<polygon points="…">` with the label at the projected
///   centre, unscaled; rounded corners are not kept for these.
///
/// Output is deterministic: numbers through `RenderNumberFormat` (at most two decimals, no
/// `-0`), attributes always in the same order, labels escaped with `RenderTextEscaping.xml`,
/// one element per line, `\n` line ends, a final newline.
public struct SVGRenderer: Sendable {
  /// The corner radius of rectangles, in points; clamped to half the shorter side of each one.
  public var cornerRadius: Double
  /// The label font size, in points (content units).
  public var fontSize: Double
  /// The label font family, written as given (escaped).
  public var fontFamily: String
  /// The background colour filling the visible bounds.
  public var background: RenderColor
  /// The outline width of elements, in points.
  public var strokeWidth: Double

  /// Creates a renderer; the defaults are a 6 pt corner radius, 12 pt sans-serif labels, a
  /// `#f5f6f8` background and 1 pt outlines.
  public init(
    cornerRadius: Double = 6, fontSize: Double = 12, fontFamily: String = "Helvetica, Arial, sans-serif",
    background: RenderColor = RenderColor(rgb: 0xF5F6F8), strokeWidth: Double = 1
  ) {
    self.cornerRadius = cornerRadius
    self.fontSize = fontSize
    self.fontFamily = fontFamily
    self.background = background
    self.strokeWidth = strokeWidth
  }

  /// The SVG document for `frame`.
  ///
  /// - Complexity: O(n log n) for n elements (the drawing-order sort), O(n) text.
  public func render(_ frame: RenderFrame) -> String {
    let bounds = frame.visibleBounds
    var out = ""
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(bounds.minX)) \(n(bounds.minY)) "
    out +=
      "\(n(bounds.width)) \(n(bounds.height))\" width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\">\n"
    out += "<rect class=\"background\" x=\"\(n(bounds.minX))\" y=\"\(n(bounds.minY))\" "
    out += "width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\" fill=\"\(background.hexString)\"/>\n"
    out +=
      "<g class=\"elements\" font-family=\"\(RenderTextEscaping.xml(fontFamily))\" font-size=\"\(n(fontSize))\" "
    out += "text-anchor=\"middle\" dominant-baseline=\"central\" stroke-width=\"\(n(strokeWidth))\">\n"
    let items = frame.drawingOrder()
    for (index, item) in items.enumerated() {
      out += element(item)
      out += content(of: item, index: index)
    }
    out += "</g>\n"
    out += overlays(frame.overlays, items: items)
    out += "</svg>\n"
    return out
  }

  /// The SVG lines of one element.
  func element(_ item: RenderDrawItem) -> String {
    let style = item.element.style
    if style.tile == .none { return "" }
    let category = Self.className(item.element.attributes.representedElementCategory)
    var paint =
      style.tile == .flat
      ? "fill=\"\(style.fill.hexString)\" stroke=\"none\""
      : "fill=\"\(style.fill.hexString)\" stroke=\"\(style.stroke.hexString)\""
    if style.isDashed, style.tile == .standard || style.tile == .square {
      paint += " stroke-dasharray=\"4 3\""
    }
    let label = (style.tile == .flat ? nil : style.label).map {
      "<text x=\"\(n(item.labelCenter.x))\" y=\"\(n(item.labelCenter.y))\" fill=\"\(style.labelColor.hexString)\">"
        + RenderTextEscaping.xml($0) + "</text>\n"
    }
    let opacity = item.opacity < 1 ? " opacity=\"\(n(item.opacity))\"" : ""
    switch item.shape {
    case let .rect(rect, transform):
      let radius =
        style.tile == .flat || style.tile == .square
        ? 0 : Swift.max(0, Swift.min(cornerRadius, Double(rect.width) / 2, Double(rect.height) / 2))
      let shape =
        "<rect class=\"\(category)\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
        + "height=\"\(n(rect.height))\" rx=\"\(n(radius))\" \(paint)/>\n"
      let matrix = transform.isIdentity ? "" : " transform=\"\(Self.matrix(transform))\""
      if matrix.isEmpty && opacity.isEmpty { return shape + (label ?? "") }
      return "<g\(matrix)\(opacity)>\n" + shape + (label ?? "") + "</g>\n"
    case let .quad(corners):
      let points = corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
      let shape = "<polygon class=\"\(category)\" points=\"\(points)\" stroke-linejoin=\"round\" \(paint)/>\n"
      if opacity.isEmpty { return shape + (label ?? "") }
      return "<g\(opacity)>\n" + shape + (label ?? "") + "</g>\n"
    }
  }

  /// The overlay group, or nothing when there are no overlays.
  func overlays(_ overlays: RenderOverlays, items: [RenderDrawItem]) -> String {
    guard !overlays.isEmpty else { return "" }
    var out = "<g class=\"overlays\" fill=\"none\">\n"
    if overlays.showsItemFrames {
      for item in items {
        let frame = item.element.attributes.frame
        guard frame.isFiniteRect else { continue }
        out +=
          "<rect class=\"item-frame\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
        out +=
          "height=\"\(n(frame.height))\" stroke=\"\(Self.frameInk)\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>\n"
      }
    }
    for boundary in overlays.boundaries where !boundary.points.isEmpty {
      guard boundary.points.allSatisfy(\.isFinitePoint) else { continue }
      let points = boundary.points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
      let tag = boundary.isClosed ? "polygon" : "polyline"
      out +=
        "<\(tag) class=\"boundary\" points=\"\(points)\" stroke=\"\(Self.boundaryInk)\" stroke-width=\"2\"/>\n"
    }
    for spring in overlays.springs {
      guard spring.anchor.isFinitePoint, spring.attachedPoint.isFinitePoint else { continue }
      out += "<line class=\"spring\" x1=\"\(n(spring.anchor.x))\" y1=\"\(n(spring.anchor.y))\" "
      out +=
        "x2=\"\(n(spring.attachedPoint.x))\" y2=\"\(n(spring.attachedPoint.y))\" stroke=\"\(Self.springInk)\" "
      out += "stroke-width=\"1\"/>\n"
      out +=
        "<circle class=\"spring-anchor\" cx=\"\(n(spring.anchor.x))\" cy=\"\(n(spring.anchor.y))\" r=\"2.5\" "
      out += "fill=\"\(Self.springInk)\"/>\n"
    }
    if let touch = overlays.touchPoint, touch.isFinitePoint {
      out +=
        "<circle class=\"touch\" cx=\"\(n(touch.x))\" cy=\"\(n(touch.y))\" r=\"14\" fill=\"\(Self.touchInk)\" "
      out += "fill-opacity=\"0.25\" stroke=\"\(Self.touchInk)\" stroke-width=\"2\"/>\n"
    }
    return out + "</g>\n"
  }

  /// The colour of item-frame outlines, `#e0245e`.
  static let frameInk = "#e0245e"
  /// The colour of collision boundaries, `#2b2f36`.
  static let boundaryInk = "#2b2f36"
  /// The colour of springs, `#1f6feb`.
  static let springInk = "#1f6feb"
  /// The colour of the touch point, `#f28c28`.
  static let touchInk = "#f28c28"

  /// The SVG class name of a category: `cell`, `supplementary` or `decoration`.
  static func className(_ category: CollectionView.ElementCategory) -> String {
    switch category {
    case .cell: "cell"
    case .supplementaryView: "supplementary"
    case .decorationView: "decoration"
    }
  }

  /// `matrix(a b c d tx ty)` with the fixed number format: a–d with
  /// `RenderNumberFormat.matrixDigits` decimals, tx and ty with two.
  static func matrix(_ t: CGAffineTransform) -> String {
    "matrix(\(m(t.a)) \(m(t.b)) \(m(t.c)) \(m(t.d)) \(n(t.tx)) \(n(t.ty)))"
  }
}

/// The fixed number format (`RenderNumberFormat.string`).
@inline(__always) func n(_ value: CGFloat) -> String { RenderNumberFormat.string(Double(value)) }
/// The fixed number format (`RenderNumberFormat.string`).
@inline(__always) func n(_ value: Double) -> String { RenderNumberFormat.string(value) }
/// The number format of a matrix's linear entries (`RenderNumberFormat.matrixDigits` decimals).
@inline(__always) func m(_ value: CGFloat) -> String {
  RenderNumberFormat.string(Double(value), fractionDigits: RenderNumberFormat.matrixDigits)
}
