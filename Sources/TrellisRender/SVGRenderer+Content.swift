// What an element's views draw (`RenderElement.content`: a list row's background, its text, its
// symbols), written into the frame's SVG over the element's tile, the way the playground's page
// draws it (docs/playground.md): each item through its view's matrix, then the element's.

extension SVGRenderer {
  /// The SVG of `item`'s recorded content, or "" when it has none. `index` (the element's place
  /// in drawing order) keeps clip-path identifiers unique in the document.
  ///
  /// - Complexity: O(c) for c content items.
  func content(of item: RenderDrawItem, index: Int) -> String {
    guard let content = item.element.content, !content.items.isEmpty, let base = Self.contentBase(of: item)
    else { return "" }
    let views = ViewTreeSVGRenderer()
    // Text in the content is placed by its baseline's left end, not centred like tile labels.
    var out = "<g class=\"content\" text-anchor=\"start\" dominant-baseline=\"auto\">\n"
    var clips = 0
    var open = 0
    for entry in content.items {
      let p = entry.placement
      let matrix = CGAffineTransform(a: p.a, b: p.b, c: p.c, d: p.d, tx: p.tx, ty: p.ty).concatenating(base)
      let opacity = Double(p.opacity) * item.opacity
      guard matrix.a.isFinite, matrix.b.isFinite, matrix.c.isFinite, matrix.d.isFinite, matrix.tx.isFinite,
        matrix.ty.isFinite, opacity.isFinite
      else { continue }
      let group =
        "<g transform=\"\(Self.matrix(matrix))\"" + (opacity < 1 ? " opacity=\"\(n(opacity))\"" : "") + ">"
      switch entry.operation {
      case .background(let rect, let radius, let color):
        out +=
          group + views.rect(rect, radius: radius, corners: entry.corners, className: "background") + " "
          + views.paint(color, attribute: "fill") + "/></g>\n"
      case .border(let rect, let radius, let color, let width):
        let inset = width / 2
        let inner = rect.insetBy(dx: inset, dy: inset)
        guard !inner.isNull, inner.isFiniteRect else { continue }
        out +=
          group
          + views.rect(inner, radius: max(radius - inset, 0), corners: entry.corners, className: "border")
          + " fill=\"none\" " + views.paint(color, attribute: "stroke")
          + " stroke-width=\"\(n(width))\"/></g>\n"
      case .drawing(let command):
        let text = views.command(command)
        if !text.isEmpty { out += group + "\n" + text + "</g>\n" }
      case .beginClip(let rect, let radius):
        let id = "content-clip-\(index)-\(clips)"
        clips += 1
        open += 1
        out +=
          "<clipPath id=\"\(id)\">" + views.rect(rect, radius: radius, corners: entry.corners, className: nil)
          + " transform=\"\(Self.matrix(matrix))\"/></clipPath>\n<g clip-path=\"url(#\(id))\">\n"
      case .endClip:
        guard open > 0 else { continue }
        open -= 1
        out += "</g>\n"
      }
    }
    out += String(repeating: "</g>\n", count: open)
    return out + "</g>\n"
  }

  /// The matrix from an element's bounds coordinates (origin at its rect's top-left) to content
  /// coordinates: its rect's origin through its affine matrix, or for a projected quad the affine
  /// map of its top-left, top-right and bottom-left corners (exact for affine placements, an
  /// approximation under perspective, as the playground's page draws it).
  static func contentBase(of item: RenderDrawItem) -> CGAffineTransform? {
    switch item.shape {
    case let .rect(rect, transform):
      return CGAffineTransform(translationX: rect.minX, y: rect.minY).concatenating(transform)
    case let .quad(corners):
      guard corners.count == 4 else { return nil }
      let size = item.element.attributes.size
      let width = size.width > 0 ? size.width : 1
      let height = size.height > 0 ? size.height : 1
      return CGAffineTransform(
        a: (corners[1].x - corners[0].x) / width, b: (corners[1].y - corners[0].y) / width,
        c: (corners[3].x - corners[0].x) / height, d: (corners[3].y - corners[0].y) / height,
        tx: corners[0].x, ty: corners[0].y)
    }
  }
}
