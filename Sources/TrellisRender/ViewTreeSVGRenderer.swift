import Foundation

/// Turns a tree of views into SVG text: each view's layer (background colour, corner radius,
/// border, opacity, hidden, clipping) and what it draws (`ContentDrawing`'s commands: text runs,
/// image placeholders, shapes), placed by its frame and transform (docs/controls.md §5).
///
/// The root view's bounds are the SVG's user space (the viewBox is (0, 0, width, height) of the
/// root's bounds), so every view appears where it is in the root's — the window's — coordinates.
/// Each view is a `<g>` whose `matrix(…)` maps its bounds coordinates into its superview's, as
/// Core Animation places a layer: position + transform · (point − bounds.origin − anchorPoint ·
/// size). Inside it, back to front: the background (a rectangle with the corner radius), the
/// content drawing, the subviews, and the border above them all (Core Animation draws a layer's
/// border over its contents and sublayers). With `clipsToBounds`, the content and subviews are
/// clipped to the bounds' rounded rectangle.
///
/// Text is `<text>` in the run's font family, size and weight, its `x`/`y` the left end of the
/// baseline and its `textLength` the width TrellisText measured, so a viewer that has the font
/// (or the embedded one) draws the glyphs where Trellis measured them. Image placeholders are a
/// rectangle (tinted for templates) with the image's name.
///
/// Output is deterministic: numbers through `RenderNumberFormat`, text through
/// `RenderTextEscaping.xml`, attributes in a fixed order, clip-path ids numbered in tree order,
/// `\n` line ends. Hidden views, views with alpha 0, and views whose geometry is not finite are
/// left out with their subviews.
///
/// UIKit difference: a 3D transform is drawn by its affine part (no perspective); shadows,
/// masks other than `clipsToBounds`, and sublayers that are not views' layers are not drawn.
public struct ViewTreeSVGRenderer: Sendable {
  /// A font file embedded in the SVG with `@font-face`, for viewers that do not have Inter.
  public struct EmbeddedFont: Sendable, Hashable {
    /// The CSS weight it is declared for (400 regular, 500 medium, 600 semibold, 700 bold).
    public var weight: Int
    /// Whether it is declared as the italic face.
    public var isItalic: Bool
    /// The OpenType file's bytes.
    public var data: Data

    /// A font file of `weight` (italic or not).
    public init(weight: Int, isItalic: Bool, data: Data) {
      self.weight = weight
      self.isItalic = isItalic
      self.data = data
    }
  }

  /// The colour filling the whole picture first, or `nil` for none (transparent).
  public var background: RenderColor?
  /// The font files to embed (none by default; each adds its file, base64-encoded, to the SVG).
  public var embeddedFonts: [EmbeddedFont]

  /// A renderer with a `background` (none by default) and fonts to embed (none by default).
  public init(background: RenderColor? = nil, embeddedFonts: [EmbeddedFont] = []) {
    self.background = background
    self.embeddedFonts = embeddedFonts
  }

  /// The SVG document of `root` and the views below it.
  ///
  /// - Complexity: O(n + c) for n views and c drawing commands.
  public func render(_ root: View) -> String {
    let size = root.bounds.size
    let width = size.width.isFinite ? max(size.width, 0) : 0
    let height = size.height.isFinite ? max(size.height, 0) : 0
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
    out += "width=\"\(n(width))\" height=\"\(n(height))\">\n"
    if !embeddedFonts.isEmpty {
      out += "<style>\n"
      for font in embeddedFonts {
        out += "@font-face { font-family: \"Inter\"; font-weight: \(font.weight); "
        out += "font-style: \(font.isItalic ? "italic" : "normal"); "
        out += "src: url(data:font/otf;base64,\(font.data.base64EncodedString())) format(\"opentype\"); }\n"
      }
      out += "</style>\n"
    }
    if let background {
      out += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" "
      out += "fill=\"\(background.hexString)\"/>\n"
    }
    var state = State()
    // The root sits at the origin: its own bounds are the picture.
    let origin = root.bounds.origin
    let rootMatrix = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    draw(root, matrix: rootMatrix, into: &out, state: &state)
    out += "</svg>\n"
    return out
  }

  /// Numbering of clip paths, in tree order.
  private struct State {
    var nextClip = 1
  }

  /// The matrix mapping `view`'s bounds coordinates into its superview's bounds coordinates.
  static func matrix(of view: View) -> CGAffineTransform {
    let layer = view.layer
    let bounds = layer.bounds
    let anchor = layer.anchorPoint
    let t = CATransform3DGetAffineTransform(layer.transform)
    let local = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
    // p ↦ position + t · (p − local)
    let toAnchor = CGAffineTransform(translationX: -local.x, y: -local.y)
    let toPosition = CGAffineTransform(translationX: layer.position.x, y: layer.position.y)
    return toAnchor.concatenating(t).concatenating(toPosition)
  }

  private func draw(_ view: View, matrix: CGAffineTransform, into out: inout String, state: inout State) {
    let layer = view.layer
    guard !layer.isHidden, layer.opacity > 0 else { return }
    let bounds = layer.bounds
    guard Self.isFinite(matrix), bounds.isFiniteRect else { return }
    let type = RenderTextEscaping.xml(String(describing: Swift.type(of: view)))
    out += "<g class=\"view\" data-type=\"\(type)\""
    if !matrix.isIdentity { out += " transform=\"\(SVGRenderer.matrix(matrix))\"" }
    if layer.opacity < 1 { out += " opacity=\"\(n(Double(layer.opacity)))\"" }
    out += ">\n"
    let radius = max(0, min(layer.cornerRadius, bounds.width / 2, bounds.height / 2))
    let radiusValue = radius.isFinite ? radius : 0
    if let fill = layer.backgroundColor, fill.alpha > 0 {
      out +=
        rect(bounds, radius: radiusValue, corners: layer.maskedCorners, className: "background") + " "
        + paint(fill, attribute: "fill")
        + "/>\n"
    }
    var clipped = false
    if layer.masksToBounds {
      let id = "clip\(state.nextClip)"
      state.nextClip += 1
      out +=
        "<clipPath id=\"\(id)\">"
        + rect(bounds, radius: radiusValue, corners: layer.maskedCorners, className: nil)
        + "/></clipPath>\n"
      out += "<g clip-path=\"url(#\(id))\">\n"
      clipped = true
    }
    if let drawing = view as? any ContentDrawing {
      for command in drawing.drawingCommands { out += self.command(command) }
    }
    for child in view.subviews {
      draw(child, matrix: Self.matrix(of: child), into: &out, state: &state)
    }
    if clipped { out += "</g>\n" }
    if layer.borderWidth > 0, layer.borderWidth.isFinite, let border = layer.borderColor, border.alpha > 0 {
      // The border lies inside the bounds: a stroke centred half its width inside.
      let inset = layer.borderWidth / 2
      let inner = bounds.insetBy(dx: inset, dy: inset)
      if !inner.isNull, inner.isFiniteRect {
        out +=
          rect(inner, radius: max(radiusValue - inset, 0), corners: layer.maskedCorners, className: "border")
          + " fill=\"none\" "
        out += paint(border, attribute: "stroke") + " stroke-width=\"\(n(layer.borderWidth))\"/>\n"
      }
    }
    out += "</g>\n"
  }

  /// `<rect …` (unclosed) for `rect` with corner `radius` on `corners` — a `<path …` when only
  /// some corners are rounded (a layer's `maskedCorners`; an inset-grouped list's first and last
  /// rows).
  func rect(_ rect: CGRect, radius: CGFloat, corners: CornerMask, className: String?) -> String {
    let all: CornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    guard radius > 0, !corners.isEmpty, !corners.isSuperset(of: all) else {
      return self.rect(rect, radius: corners.isEmpty ? 0 : radius, className: className)
    }
    func r(_ corner: CornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
    let (topLeft, topRight) = (r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner))
    let (bottomLeft, bottomRight) = (r(.layerMinXMaxYCorner), r(.layerMaxXMaxYCorner))
    func arc(_ radius: CGFloat, _ x: CGFloat, _ y: CGFloat) -> String {
      radius > 0 ? " A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : ""
    }
    var d = "M\(n(rect.minX + topLeft)) \(n(rect.minY)) H\(n(rect.maxX - topRight))"
    d += arc(topRight, rect.maxX, rect.minY + topRight) + " V\(n(rect.maxY - bottomRight))"
    d += arc(bottomRight, rect.maxX - bottomRight, rect.maxY) + " H\(n(rect.minX + bottomLeft))"
    d += arc(bottomLeft, rect.minX, rect.maxY - bottomLeft) + " V\(n(rect.minY + topLeft))"
    d += arc(topLeft, rect.minX + topLeft, rect.minY) + " Z"
    var text = "<path"
    if let className { text += " class=\"\(className)\"" }
    return text + " d=\"\(d)\""
  }

  /// `<rect …` (unclosed) for `rect` with corner `radius` on all four corners.
  private func rect(_ rect: CGRect, radius: CGFloat, className: String?) -> String {
    var text = "<rect"
    if let className { text += " class=\"\(className)\"" }
    text +=
      " x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
    if radius > 0 { text += " rx=\"\(n(radius))\"" }
    return text
  }

  /// `fill="#rrggbb"` (or `stroke=`) with `fill-opacity` when the colour is translucent.
  func paint(_ color: Color, attribute: String) -> String {
    var text = "\(attribute)=\"\(Self.renderColor(color).hexString)\""
    if color.alpha < 1 { text += " \(attribute)-opacity=\"\(n(color.alpha))\"" }
    return text
  }

  /// The SVG of one drawing command, or nothing when its geometry is not finite.
  func command(_ command: DrawingCommand) -> String {
    switch command {
    case .text(let run):
      let origin = run.baselineOrigin
      guard origin.isFinitePoint, run.width.isFinite, run.pointSize.isFinite, !run.string.isEmpty else {
        return ""
      }
      var text = "<text x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" "
      text += "font-family=\"\(RenderTextEscaping.xml(run.familyName))\" font-size=\"\(n(run.pointSize))\" "
      text += "font-weight=\"\(run.fontWeight)\""
      if run.isItalic { text += " font-style=\"italic\"" }
      text += " " + paint(run.color, attribute: "fill")
      if run.width > 0 { text += " textLength=\"\(n(run.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
      text += " xml:space=\"preserve\">" + RenderTextEscaping.xml(run.string) + "</text>\n"
      return text
    case .image(let image):
      guard image.rect.isFiniteRect else { return "" }
      if image.isSymbol, let outline = SymbolOutline.named(image.label) {
        return symbol(outline, in: image.rect, color: image.tintColor ?? Color(white: 0, alpha: 1))
      }
      // The placeholder is the tint (or a light grey) at 35 % of its opacity, outlined.
      let fill = image.tintColor ?? Color(white: 0.85, alpha: 1)
      var text = rect(image.rect, radius: 0, className: image.isSymbol ? "symbol" : "image") + " "
      text += paint(fill.withAlphaComponent(fill.alpha * 0.35), attribute: "fill") + " "
      text +=
        paint(image.tintColor ?? Color(white: 0.5, alpha: 1), attribute: "stroke") + " stroke-width=\"1\"/>\n"
      let size = max(min(image.rect.height * 0.3, 10), 1)
      text += "<text x=\"\(n(image.rect.midX))\" y=\"\(n(image.rect.midY))\" font-family=\"Inter\" "
      text +=
        "font-size=\"\(n(size))\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"#555555\">"
      text += RenderTextEscaping.xml(image.label) + "</text>\n"
      return text
    case .shape(let shape):
      guard shape.rect.isFiniteRect, shape.cornerRadius.isFinite else { return "" }
      let radius = max(0, min(shape.cornerRadius, shape.rect.width / 2, shape.rect.height / 2))
      return rect(shape.rect, radius: radius, className: "shape") + " " + paint(shape.fill, attribute: "fill")
        + "/>\n"
    }
  }

  /// A symbol's outline (`SymbolOutline`) centred in `rect` in `color`: a `<g class="symbol">`
  /// that scales the 24-point grid to the rect's shorter side.
  private func symbol(_ outline: SymbolOutline, in rect: CGRect, color: Color) -> String {
    let place = SymbolOutline.placement(in: rect)
    guard place.scale > 0 else { return "" }
    let scale = RenderNumberFormat.string(
      Double(place.scale), fractionDigits: RenderNumberFormat.matrixDigits)
    var text = "<g class=\"symbol\" transform=\"translate(\(n(place.x)) \(n(place.y))) scale(\(scale))\">"
    if !outline.fill.isEmpty {
      text += "<path d=\"\(outline.fill)\" " + paint(color, attribute: "fill") + "/>"
    }
    let line =
      " stroke-width=\"\(n(outline.lineWidth))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    if !outline.stroke.isEmpty {
      text += "<path d=\"\(outline.stroke)\" fill=\"none\" " + paint(color, attribute: "stroke") + line
    }
    if !outline.knockout.isEmpty {
      text += "<path d=\"\(outline.knockout)\" fill=\"none\" stroke=\"#ffffff\"" + line
    }
    return text + "</g>\n"
  }

  /// A colour's RGB channels rounded to 8 bits (alpha is written separately).
  static func renderColor(_ color: Color) -> RenderColor {
    func channel(_ value: CGFloat) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
    return RenderColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
  }

  private static func isFinite(_ t: CGAffineTransform) -> Bool {
    t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
  }
}
