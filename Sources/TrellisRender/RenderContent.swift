/// What the views inside an element draw — the subviews of a cell: their backgrounds, borders and
/// `ContentDrawing` commands (text runs, image placeholders, shapes) — flattened into a list in
/// the element's own bounds coordinates, back to front, each with the matrix and opacity of the
/// view that draws it.
///
/// A frame's element carries it (`RenderElement.content`) so that a host that draws the element
/// can draw what is inside it too: the playground sends it to the browser (docs/playground.md).
/// The flattening follows `ViewTreeSVGRenderer`'s rules (docs/controls.md §5): a view's matrix
/// is Core Animation's placement of its layer, its opacity multiplies its superviews', and inside
/// a view come, in order, its background, its content drawing, its subviews and its border;
/// `clipsToBounds` brackets the content and subviews with `beginClip` … `endClip`. Hidden views,
/// views with opacity 0 and views whose geometry is not finite are left out with their subviews.
///
/// Values are compared and hashed by their items, so equal content can be recognised without
/// looking at the views again.
///
/// UIKit difference: as in `ViewTreeSVGRenderer`, a 3D transform is taken by its affine part,
/// and shadows and masks other than `clipsToBounds` are not recorded.
nonisolated public struct RenderContent: Hashable, Sendable {
  /// Where an item is drawn: the matrix from the drawing view's bounds coordinates to the
  /// element's bounds coordinates (`x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`), and the
  /// drawing view's opacity times its superviews' (below the element).
  public struct Placement: Hashable, Sendable {
    /// The matrix entries.
    public var a, b, c, d, tx, ty: CGFloat
    /// The opacity, 0 … 1.
    public var opacity: CGFloat

    /// A placement with every field given.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat, opacity: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty, self.opacity) = (a, b, c, d, tx, ty, opacity)
    }

    init(_ m: CGAffineTransform, opacity: CGFloat) {
      self.init(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty, opacity: opacity)
    }
  }

  /// One thing drawn.
  public enum Operation: Hashable, Sendable {
    /// A view's background: `rect` (its bounds) filled with `color`, corners rounded by
    /// `cornerRadius` (already clamped to half the shorter side).
    case background(rect: CGRect, cornerRadius: CGFloat, color: Color)
    /// A view's border: a line of `width` inside `rect` (its bounds), corners rounded by
    /// `cornerRadius` (clamped), drawn above the view's content and subviews.
    case border(rect: CGRect, cornerRadius: CGFloat, color: Color, width: CGFloat)
    /// What a view draws itself: a text run, an image placeholder or a shape.
    case drawing(DrawingCommand)
    /// Clip what follows, up to the matching `endClip`, to `rect` with rounded corners.
    case beginClip(rect: CGRect, cornerRadius: CGFloat)
    /// The end of the innermost `beginClip`.
    case endClip
  }

  /// One operation and where it is drawn.
  public struct Item: Hashable, Sendable {
    /// The matrix and opacity of the view that draws it.
    public var placement: Placement
    /// What is drawn, in that view's bounds coordinates.
    public var operation: Operation
    /// Which corners a background, border or clip rounds (a layer's `maskedCorners`: an
    /// inset-grouped list's first row rounds only its top corners); all four by default.
    public var corners: CornerMask

    /// All four corners.
    public static let allCorners: CornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// An item with every field given.
    public init(placement: Placement, operation: Operation, corners: CornerMask = Item.allCorners) {
      self.placement = placement
      self.operation = operation
      self.corners = corners
    }
  }

  /// The items, back to front.
  public var items: [Item]

  /// Content made of `items`.
  public init(items: [Item]) {
    self.items = items
  }

  /// The most items recorded from one view tree: 256. Further items are left out (clips that
  /// were begun are still ended), so one cell cannot make a frame arbitrarily large.
  public static let maximumItems = 256
  /// The deepest subview recorded below the element: 32 levels.
  public static let maximumDepth = 32

  /// What `view`'s subviews draw, in `view`'s bounds coordinates; `nil` when they draw nothing.
  ///
  /// `view` itself (its background, border and drawing) is not recorded: the element stands for
  /// it. A `clipsToBounds` on `view` is recorded as a clip around everything.
  ///
  /// - Complexity: O(v + c) for v views and c drawing commands below `view`, at most
  ///   `maximumItems` items.
  @MainActor public init?(recordingSubviewsOf view: View) {
    guard !view.subviews.isEmpty else { return nil }
    var recorder = Recorder()
    let origin = view.bounds.origin
    let base = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    let bounds = view.layer.bounds
    let clips = view.layer.masksToBounds && bounds.isFiniteRect && Self.isFinite(base)
    if clips {
      let (radius, corners) = Self.rounding(of: view.layer)
      recorder.beginClip(bounds, radius: radius, Placement(base, opacity: 1), corners: corners)
    }
    for child in view.subviews {
      recorder.record(
        child, matrix: ViewTreeSVGRenderer.matrix(of: child).concatenating(base), opacity: 1, depth: 1)
    }
    if clips { recorder.endClip(Placement(base, opacity: 1)) }
    guard recorder.items.contains(where: { $0.operation != .endClip && !Self.isClip($0.operation) }) else {
      return nil
    }
    self.init(items: recorder.items)
  }

  /// Collects items under the item limit, keeping clips balanced.
  private struct Recorder {
    var items: [Item] = []
    /// Items reserved for the `endClip`s of the clips open now.
    var openClips = 0

    var isFull: Bool { items.count + openClips >= RenderContent.maximumItems }

    mutating func append(
      _ operation: Operation, _ placement: Placement, corners: CornerMask = Item.allCorners
    ) {
      guard !isFull else { return }
      items.append(Item(placement: placement, operation: operation, corners: corners))
    }

    mutating func beginClip(_ rect: CGRect, radius: CGFloat, _ placement: Placement, corners: CornerMask) {
      // A clip needs room for itself, its end, and something to clip.
      guard items.count + openClips + 3 <= RenderContent.maximumItems else { return }
      items.append(
        Item(placement: placement, operation: .beginClip(rect: rect, cornerRadius: radius), corners: corners))
      openClips += 1
    }

    mutating func endClip(_ placement: Placement) {
      guard openClips > 0 else { return }
      openClips -= 1
      items.append(Item(placement: placement, operation: .endClip))
    }

    @MainActor mutating func record(_ view: View, matrix: CGAffineTransform, opacity: CGFloat, depth: Int) {
      let layer = view.layer
      let bounds = layer.bounds
      let alpha = opacity * CGFloat(layer.opacity)
      guard !layer.isHidden, alpha > 0, alpha.isFinite, depth <= RenderContent.maximumDepth, !isFull,
        RenderContent.isFinite(matrix), bounds.isFiniteRect
      else { return }
      let placement = Placement(matrix, opacity: min(alpha, 1))
      let (radius, corners) = RenderContent.rounding(of: layer)
      if let fill = layer.backgroundColor, fill.alpha > 0 {
        append(.background(rect: bounds, cornerRadius: radius, color: fill), placement, corners: corners)
      }
      let clips = layer.masksToBounds
      let opened = openClips
      if clips { beginClip(bounds, radius: radius, placement, corners: corners) }
      if let drawing = view as? any ContentDrawing {
        for command in drawing.drawingCommands where !isFull {
          append(.drawing(command), placement)
        }
      }
      for child in view.subviews where !isFull {
        record(
          child, matrix: ViewTreeSVGRenderer.matrix(of: child).concatenating(matrix), opacity: min(alpha, 1),
          depth: depth + 1)
      }
      if openClips > opened { endClip(placement) }
      let width = layer.borderWidth
      if width > 0, width.isFinite, let color = layer.borderColor, color.alpha > 0 {
        append(
          .border(rect: bounds, cornerRadius: radius, color: color, width: width), placement, corners: corners
        )
      }
    }
  }

  /// The corner radius a layer is drawn with (clamped) and the corners it rounds: Core Animation
  /// rounds only the corners in `maskedCorners`, so a layer that masks none has square corners.
  @MainActor private static func rounding(of layer: Layer) -> (radius: CGFloat, corners: CornerMask) {
    let radius = Self.radius(layer.cornerRadius, layer.bounds)
    let masked = layer.maskedCorners.intersection(Item.allCorners)
    guard radius > 0, !masked.isEmpty else { return (0, Item.allCorners) }
    return (radius, masked)
  }

  private static func radius(_ radius: CGFloat, _ bounds: CGRect) -> CGFloat {
    let clamped = max(0, min(radius, bounds.width / 2, bounds.height / 2))
    return clamped.isFinite ? clamped : 0
  }

  private static func isClip(_ operation: Operation) -> Bool {
    if case .beginClip = operation { return true }
    return false
  }

  private static func isFinite(_ t: CGAffineTransform) -> Bool {
    t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
  }
}
