/// One picture of a collection view: the visible bounds, the elements in them and optional
/// debug overlays. `SVGRenderer` turns it into SVG; `AnimationRecorder` collects a sequence of
/// them for `HTMLAnimationExporter`.
///
/// Frames are plain values over snapshots: the initialisers copy the attributes they are given,
/// so a frame keeps its picture when the layout later changes or reuses its attribute objects.
public struct RenderFrame {
  /// The visible area in the collection view's content coordinates; it becomes the SVG viewBox.
  public var visibleBounds: CGRect
  /// The elements, in the order given (the renderers sort them for drawing; see
  /// `drawingOrder()`).
  public var elements: [RenderElement]
  /// The debug drawings laid over the elements.
  public var overlays: RenderOverlays

  /// Creates a frame from elements, used as given.
  ///
  /// - Throws: `RenderError.invalidBounds` when `visibleBounds` has a non-finite component or a
  ///   negative size.
  public init(
    visibleBounds: CGRect, elements: [RenderElement], overlays: RenderOverlays = .none
  ) throws(RenderError) {
    // `size`, not `width`/`height`: those are standardised (never negative) by Foundation.
    guard visibleBounds.isFiniteRect, visibleBounds.size.width >= 0, visibleBounds.size.height >= 0 else {
      throw .invalidBounds(visibleBounds)
    }
    self.visibleBounds = visibleBounds
    self.elements = elements
    self.overlays = overlays
  }

  /// Creates a frame from layout attributes, copying each one and styling it with `style`
  /// (by default `RenderStyle.default(for:)`: palette colour and "section.item" label).
  ///
  /// - Throws: `RenderError.invalidBounds` when `visibleBounds` has a non-finite component or a
  ///   negative size.
  public init(
    visibleBounds: CGRect, attributes: [CollectionViewLayoutAttributes], overlays: RenderOverlays = .none,
    style: @MainActor (CollectionViewLayoutAttributes) -> RenderStyle = RenderStyle.default(for:)
  ) throws(RenderError) {
    let elements = attributes.map { original in
      let snapshot = (original.copy() as? CollectionViewLayoutAttributes) ?? original
      return RenderElement(attributes: snapshot, style: style(snapshot))
    }
    try self.init(visibleBounds: visibleBounds, elements: elements, overlays: overlays)
  }

  /// The elements that are drawn, in drawing order (first is drawn first, i.e. at the back),
  /// each with its resolved geometry.
  ///
  /// Hidden elements (`isHidden`) and elements whose geometry cannot be drawn (see
  /// `RenderGeometry.shape(of:)`) are left out. The order is by `zIndex` (lower first); ties by
  /// category — decoration views, then cells, then supplementary views (backgrounds under cells,
  /// headers over them) — then by kind (`nil` first, then by Unicode order of the string), then
  /// by index path, then by position in `elements`. The result depends only on the frame, so
  /// the output is the same on every run.
  ///
  /// - Complexity: O(n log n) for n elements.
  public func drawingOrder() -> [RenderDrawItem] {
    var items: [(key: DrawKey, item: RenderDrawItem)] = []
    items.reserveCapacity(elements.count)
    for (position, element) in elements.enumerated() {
      let attributes = element.attributes
      guard !attributes.isHidden,
        let geometry = RenderGeometry.resolve(attributes, anchorPoint: element.anchorPoint)
      else { continue }
      let opacity = Double(attributes.alpha)
      let item = RenderDrawItem(
        element: element, shape: geometry.shape, labelCenter: geometry.labelCenter,
        opacity: opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1)
      let key = DrawKey(
        zIndex: attributes.zIndex, category: Self.categoryRank(attributes.representedElementCategory),
        kind: attributes.representedElementKind, indexPath: attributes.indexPath, position: position)
      items.append((key, item))
    }
    items.sort { $0.key < $1.key }
    return items.map(\.item)
  }

  private static func categoryRank(_ category: CollectionView.ElementCategory) -> Int {
    switch category {
    case .decorationView: 0
    case .cell: 1
    case .supplementaryView: 2
    }
  }
}

/// The sort key of `RenderFrame.drawingOrder()`.
private struct DrawKey: Comparable {
  var zIndex: Int
  var category: Int
  var kind: String?
  var indexPath: IndexPath
  var position: Int

  static func < (lhs: DrawKey, rhs: DrawKey) -> Bool {
    if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
    if lhs.category != rhs.category { return lhs.category < rhs.category }
    if lhs.kind != rhs.kind {
      guard let left = lhs.kind else { return true }
      guard let right = rhs.kind else { return false }
      // Compare scalar by scalar: independent of locale and of String's own ordering rules.
      return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
    }
    if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
    return lhs.position < rhs.position
  }
}
