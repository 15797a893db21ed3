/// One element of a frame: the layout attributes that place it and the style that paints it.
public struct RenderElement {
  /// The element's attributes (a snapshot: frames copy the attributes they are given).
  public var attributes: CollectionViewLayoutAttributes
  /// How the element is painted.
  public var style: RenderStyle
  /// The point of the element, in unit coordinates of its bounds, that sits at
  /// `attributes.center` and that its transform turns about; `nil` uses
  /// `RenderGeometry.anchorPoint(of:)` (an `anchorPoint` the attributes subclass stores, or the
  /// centre).
  public var anchorPoint: CGPoint?
  /// What the views inside the element draw (a cell's labels, image views, coloured subviews),
  /// in the element's bounds coordinates, or `nil` for nothing. The playground draws it inside
  /// the element (docs/playground.md); `SVGRenderer` does not draw it.
  public var content: RenderContent?

  /// Creates an element with `style`, or the default style for `attributes` when `style` is `nil`,
  /// and the `content` drawn inside it (none by default).
  ///
  /// The attributes are used as given; `RenderFrame`'s initialisers copy them so that a frame
  /// does not change when the layout reuses its objects.
  public init(
    attributes: CollectionViewLayoutAttributes, style: RenderStyle? = nil, anchorPoint: CGPoint? = nil,
    content: RenderContent? = nil
  ) {
    self.attributes = attributes
    self.style = style ?? RenderStyle.default(for: attributes)
    self.anchorPoint = anchorPoint
    self.content = content
  }

  /// The element a view shows now, as the view records it: the identity (category, kind, index
  /// path) of the attributes last applied to it, with the geometry and appearance of its layer —
  /// `position`, `bounds.size`, `anchorPoint`, `transform`, `opacity` and `zPosition` — and its
  /// visibility. What a cell changes on its own layer in `apply(_:)` (a pivot below the card, a
  /// tilt) is drawn as it is on a device. `nil` for a view that was never given attributes.
  public init?(
    recordedBy view: CollectionReusableView, style: (CollectionViewLayoutAttributes) -> RenderStyle
  ) {
    guard let applied = view.appliedLayoutAttributes,
      let attributes = applied.copy() as? CollectionViewLayoutAttributes
    else { return nil }
    let layer = view.layer
    attributes.center = layer.position
    attributes.size = layer.bounds.size
    attributes.transform3D = layer.transform
    attributes.alpha = CGFloat(layer.opacity)
    attributes.isHidden = view.isHidden || layer.isHidden
    let z = layer.zPosition.rounded()
    attributes.zIndex = z.isFinite ? Int(Swift.max(Swift.min(z, CGFloat(Int32.max)), CGFloat(Int32.min))) : 0
    self.init(attributes: attributes, style: style(attributes), anchorPoint: layer.anchorPoint)
  }
}
